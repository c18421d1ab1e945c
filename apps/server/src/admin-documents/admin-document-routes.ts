import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccuracyQuery,
  AccuracyResponse,
  AdminDocumentResponse,
  AdminDocumentsQuery,
  AdminDocumentsResponse,
  AnnotationsResponse,
  CaseFileIdParam,
  SaveAnnotationsInput,
} from '@dd/contracts';
import { currentAuth } from '../http/authentication.ts';
import { bearerAuth, errorResponses } from '../http/openapi.ts';
import { sendPdf } from '../http/send-pdf.ts';
import {
  getAdminDocument,
  listAdminDocuments,
  listAnnotations,
  measureAccuracy,
  readAdminDocumentPdf,
  saveAnnotations,
  type AdminDocumentDeps,
} from './admin-document-service.ts';

const ADMIN = '/due-dilligence/chat/admin';

/** The admin's view of every uploaded document: the list, annotations of the right answers, and the engine measured against them. */
export function registerAdminDocumentRoutes(app: FastifyInstance, deps: AdminDocumentDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { config: { access: 'admin' as const } };
  const docs = (summary: string) => ({ tags: ['document administration'], summary, security: bearerAuth });

  api.get(
    `${ADMIN}/get-documents`,
    {
      ...guard,
      schema: {
        ...docs(
          'Every case file of every user, newest first, with its owner, case, type, answer and annotation counts; `search` matches a ' +
            'file name, a case title or an owner’s email',
        ),
        querystring: AdminDocumentsQuery,
        response: { 200: AdminDocumentsResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({ data: await listAdminDocuments(deps, request.query) }),
  );

  api.get(
    `${ADMIN}/documents/:caseFileId`,
    {
      ...guard,
      schema: {
        ...docs('One case file of any user, as the documents table lists it, with its document type’s questions for the annotator (added)'),
        params: CaseFileIdParam,
        response: { 200: AdminDocumentResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await getAdminDocument(deps, request.params.caseFileId) }),
  );

  api.get(
    `${ADMIN}/documents/:caseFileId/file`,
    {
      ...guard,
      schema: {
        ...docs('The PDF of any user’s case file, for the annotator’s viewer (added)'),
        params: CaseFileIdParam,
        produces: ['application/pdf'],
        response: { ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => sendPdf(reply, await readAdminDocumentPdf(deps, request.params.caseFileId)),
  );

  api.get(
    `${ADMIN}/save-annotation/:caseFileId`,
    {
      ...guard,
      schema: {
        ...docs('A case file’s annotations, in reading order'),
        params: CaseFileIdParam,
        response: { 200: AnnotationsResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: { annotations: await listAnnotations(deps, request.params.caseFileId) } }),
  );

  api.put(
    `${ADMIN}/save-annotation/:caseFileId`,
    {
      ...guard,
      schema: {
        ...docs(
          'Make a case file’s annotations exactly those sent (with an id: updated; without: added; left out: removed), each quote ' +
            'verified on its page like a citation and its offsets corrected to where it stands',
        ),
        params: CaseFileIdParam,
        body: SaveAnnotationsInput,
        response: { 200: AnnotationsResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      data: {
        annotations: await saveAnnotations(deps, {
          adminId: currentAuth(request).user.id,
          caseFileId: request.params.caseFileId,
          annotations: request.body.annotations,
        }),
      },
    }),
  );

  api.get(
    `${ADMIN}/accuracy`,
    {
      ...guard,
      schema: {
        ...docs('Per annotated question: how many annotated files the engine’s stored answers agree with, and where they do not'),
        querystring: AccuracyQuery,
        response: { 200: AccuracyResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({
      data: {
        questions: await measureAccuracy(deps, { ...(request.query.documentTypeId !== undefined && { documentTypeId: request.query.documentTypeId }) }),
      },
    }),
  );
}
