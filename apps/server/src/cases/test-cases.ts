import { randomBytes } from 'node:crypto';
import { buildTextPdf } from '@dd/engine/fixtures';
import type { FastifyInstance } from 'fastify';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { CaseResponse, DocumentTypesResponse, QuestionsResponse, REALTIME, type AnswerEngineName, type Case, type CaseAnswer, type CaseFileMeta } from '@dd/contracts';
import type { Database } from '../db/database.ts';
import { bearer } from '../testing/test-app.ts';
import { PROPERTY_LAW, type FilePart } from '../uploads/test-documents.ts';
import { resetAnswersToPending, savePendingAnswers } from './case-repository.ts';

export const CHAT = '/api/due-dilligence/chat';

/** A lease of `pages` pages (lease `n` of a batch, each with its own tenant): enough text to take a while to answer. */
export const longLeasePdf = (n: number, pages: number) =>
  buildTextPdf(
    Array.from({ length: pages }, (_, page) => [
      page === 0
        ? `THIS LEASE is made the ${n}th day of March 2024 between HARBOUR ESTATES LIMITED (the Landlord) and TENANT ${n} LIMITED (the Tenant)`
        : `CLAUSE ${page + 1}`,
      `${page + 1}.1 The Tenant shall keep the Property in good and substantial repair and condition throughout the Term.`,
      `${page + 1}.2 The Tenant shall not assign, underlet or charge the whole or any part of the Property without consent.`,
      `${page + 1}.3 The Rent shall be reviewed on each Review Date to the open market rent of the Property.`,
      `${page + 1}.4 The Landlord shall insure the Building against the Insured Risks for its full reinstatement cost.`,
    ]),
  );

/**
 * Stores an answer again as the engine gives it, through the pipeline's own save, with the answer's passages (its
 * citations): asserted with `answer`, or without one as an answer it will not assert; by the built-in engine unless
 * `engine` names a model. For the parts that judge or report what the engine said, which a test must show both ways
 * whatever the committed calibration asserts of a lease.
 */
export async function storeEngineAnswer(db: Database, answer: CaseAnswer, asserted: string | null, engine: AnswerEngineName = 'builtin'): Promise<CaseAnswer> {
  const at = new Date();
  await resetAnswersToPending(db, [answer.id], at);
  const stored = asserted === null ? { status: 'needs_review' as const, confidence: 0.4 } : { status: 'answered' as const, confidence: 0.97 };
  const saved = await savePendingAnswers(db, [{ answerId: answer.id, ...stored, answer: asserted, value: null, citations: answer.citations, engine }], at);
  if (saved.length !== 1) throw new Error(`The answer ${answer.id} was not stored again`);
  return { ...answer, status: stored.status, answer: asserted, confidence: stored.confidence, engine };
}

/** Stores an answer again as the engine gives one it will not assert: its passages and no answer. */
export const storeNeedsReview = (db: Database, answer: CaseAnswer) => storeEngineAnswer(db, answer, null);

/** A document type's id in a practice area by the start of its name ("Lease", "Non-disclosure …"). */
export async function typeIdIn(app: FastifyInstance, token: string, practiceAreaId: number, name: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: `${CHAT}/document-types/${practiceAreaId}?region=England`, headers: bearer(token) });
  const type = DocumentTypesResponse.parse(response.json()).data.documentTypes.find((candidate) => candidate.name.startsWith(name));
  if (!type) throw new Error(`No document type named ${name} in practice area ${practiceAreaId}`);
  return type.id;
}

/** A property document type's id by the start of its name ("Lease", "Official copy …"). */
export const propertyTypeId = (app: FastifyInstance, token: string, name: string) => typeIdIn(app, token, PROPERTY_LAW, name);

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
  input: {
    files?: FilePart[];
    uploadIds?: string[];
    filesMeta: CaseFileMeta[] | unknown;
    title?: string;
    region?: string;
    practiceAreaId?: number;
    builtinOnly?: string;
  },
) {
  return app.inject({
    method: 'POST',
    url: `${CHAT}/response/ai/generate`,
    headers: bearer(token),
    payload: caseForm({
      fields: {
        practice_area_id: String(input.practiceAreaId ?? PROPERTY_LAW),
        region: input.region ?? 'England',
        ...(input.title && { title: input.title }),
        ...(input.builtinOnly !== undefined && { builtin_only: input.builtinOnly }),
      },
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

/** A lawyer signed in over real HTTP to a server process, with a realtime connection recording every event. */
export async function connectLawyer(baseUrl: string): Promise<{
  token: string;
  leaseTypeId: number;
  events: { event: string; payload: unknown }[];
  socket: ClientSocket;
  generate(files: FilePart[]): Promise<Case>;
  read(caseId: string): Promise<Case>;
}> {
  const email = `lawyer.${randomBytes(4).toString('hex')}@firm.example`;
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ciara Walsh', email, password: 'Correct horse 1', password_confirmation: 'Correct horse 1' }),
  });
  const { access_token: token } = (await registered.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  const types = DocumentTypesResponse.parse(await (await fetch(`${baseUrl}${CHAT}/document-types/${PROPERTY_LAW}?region=England`, { headers })).json());
  const leaseTypeId = types.data.documentTypes.find((type) => type.name === 'Lease')!.id;

  const events: { event: string; payload: unknown }[] = [];
  const socket = connectClient(baseUrl, { path: REALTIME.path, transports: ['websocket'], auth: { token }, forceNew: true });
  socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

  return {
    token,
    leaseTypeId,
    events,
    socket,
    async generate(files) {
      const form = caseForm({
        fields: { practice_area_id: String(PROPERTY_LAW), region: 'England' },
        filesMeta: files.map((file) => ({ filename: file.filename, docTypeId: leaseTypeId })),
        files,
      });
      const response = await fetch(`${baseUrl}${CHAT}/response/ai/generate`, { method: 'POST', headers, body: form });
      if (response.status !== 202) throw new Error(`Generate failed: ${response.status} ${await response.text()}`);
      return CaseResponse.parse(await response.json()).data.case;
    },
    async read(caseId) {
      return CaseResponse.parse(await (await fetch(`${baseUrl}${CHAT}/response/${caseId}`, { headers })).json()).data.case;
    },
  };
}
