import type { FastifyInstance } from 'fastify';
import { CaseResponse, DocumentTypesResponse, QuestionsResponse, type Case, type CaseFileMeta } from '@dd/contracts';
import { bearer } from '../testing/test-app.ts';
import { PROPERTY_LAW, type FilePart } from '../uploads/test-documents.ts';

export const CHAT = '/api/due-dilligence/chat';

/** A property document type's id by the start of its name ("Lease", "Official copy …"). */
export async function propertyTypeId(app: FastifyInstance, token: string, name: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: `${CHAT}/document-types/${PROPERTY_LAW}?region=England`, headers: bearer(token) });
  const type = DocumentTypesResponse.parse(response.json()).data.documentTypes.find((candidate) => candidate.name.startsWith(name));
  if (!type) throw new Error(`No property document type named ${name}`);
  return type.id;
}

/** The bank questions of a type as the workflow loads them. */
export async function typeQuestions(app: FastifyInstance, token: string, docTypeId: number) {
  const response = await app.inject({
    method: 'GET',
    url: `${CHAT}/pratice-area/${PROPERTY_LAW}/document-types/${docTypeId}/questions?region=England`,
    headers: bearer(token),
  });
  return QuestionsResponse.parse(response.json()).data.questions;
}

/** A real multipart request as the workflow sends it: text fields, `uploadIds[]` and `files[]`. */
export function caseForm(input: { fields?: Record<string, string>; filesMeta?: unknown; uploadIds?: string[]; files?: FilePart[] }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input.fields ?? {})) form.append(name, value);
  if (input.filesMeta !== undefined) form.append('filesMeta', JSON.stringify(input.filesMeta));
  for (const id of input.uploadIds ?? []) form.append('uploadIds[]', id);
  for (const file of input.files ?? []) form.append(file.field ?? 'files[]', new Blob([file.bytes], { type: 'application/pdf' }), file.filename);
  return form;
}

export function postGenerate(
  app: FastifyInstance,
  token: string,
  input: { files?: FilePart[]; uploadIds?: string[]; filesMeta: CaseFileMeta[] | unknown; title?: string; region?: string },
) {
  return app.inject({
    method: 'POST',
    url: `${CHAT}/response/ai/generate`,
    headers: bearer(token),
    payload: caseForm({
      fields: { practice_area_id: String(PROPERTY_LAW), region: input.region ?? 'England', ...(input.title && { title: input.title }) },
      filesMeta: input.filesMeta,
      uploadIds: input.uploadIds,
      files: input.files,
    }),
  });
}

/** Generates a case and returns it as the 202 answered. */
export async function generate(app: FastifyInstance, token: string, input: Parameters<typeof postGenerate>[2]): Promise<Case> {
  const response = await postGenerate(app, token, input);
  if (response.statusCode !== 202) throw new Error(`Generate failed: ${response.statusCode} ${response.body}`);
  return CaseResponse.parse(response.json()).data.case;
}

export async function getCase(app: FastifyInstance, token: string, caseId: string): Promise<Case> {
  const response = await app.inject({ method: 'GET', url: `${CHAT}/response/${caseId}`, headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`Get case failed: ${response.statusCode} ${response.body}`);
  return CaseResponse.parse(response.json()).data.case;
}
