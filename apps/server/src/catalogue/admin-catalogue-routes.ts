import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminDocumentTypeResponse,
  AdminDocumentTypesResponse,
  AdminQuestionResponse,
  AdminQuestionsResponse,
  DocumentTypeInput,
  DocumentTypeUpdate,
  PRACTICE_AREAS,
  QuestionInput,
  QuestionOrderInput,
  QuestionUpdate,
  QuestionVersionsResponse,
} from '@dd/contracts';
import { currentAuth } from '../http/authentication.ts';
import { bearerAuth, errorResponses } from '../http/openapi.ts';
import {
  addQuestion,
  createDocumentType,
  editQuestion,
  listAdminDocumentTypes,
  listAdminQuestions,
  listAdminQuestionVersions,
  reorderQuestions,
  setDocumentTypeRetired,
  setQuestionRetired,
  updateDocumentTypeFields,
  type AdminCatalogueDeps,
} from './admin-catalogue-service.ts';
import { catalogueId } from './catalogue-ids.ts';
import { onlySentFields, rememberSentFields } from './sent-fields.ts';

const ADMIN = '/due-dilligence/chat/admin/catalogue';

const invalidPracticeArea = 'The selected practice area id is invalid.';
const AdminDocumentTypesQuery = z.object({
  practiceAreaId: z.coerce
    .number({ error: invalidPracticeArea })
    .int({ error: invalidPracticeArea })
    .min(1, { error: invalidPracticeArea })
    .max(PRACTICE_AREAS.length, { error: invalidPracticeArea })
    .optional(),
});
const IdParams = z.object({ id: z.string().describe('Catalogue id') });

/** Catalogue administration: the firm adapts the question bank; every change is versioned or audited. */
export function registerAdminCatalogueRoutes(app: FastifyInstance, deps: AdminCatalogueDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { config: { access: 'admin' as const } };
  const docs = (summary: string) => ({ tags: ['catalogue administration'], summary, security: bearerAuth });
  const admin = (request: Parameters<typeof currentAuth>[0]) => ({ id: currentAuth(request).user.id });

  api.get(
    `${ADMIN}/document-types`,
    {
      ...guard,
      schema: {
        ...docs('Every document type, retired ones included; ?practiceAreaId= keeps one practice area'),
        querystring: AdminDocumentTypesQuery,
        response: { 200: AdminDocumentTypesResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({ data: { documentTypes: await listAdminDocumentTypes(deps, request.query.practiceAreaId) } }),
  );

  api.post(
    `${ADMIN}/document-types`,
    {
      ...guard,
      schema: {
        ...docs('Add a document type of the firm'),
        body: DocumentTypeInput,
        response: { 201: AdminDocumentTypeResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const documentType = await createDocumentType(deps, admin(request), request.body);
      return reply.code(201).send({ data: { documentType } });
    },
  );

  api.put(
    `${ADMIN}/document-types/:id`,
    {
      ...guard,
      preValidation: rememberSentFields,
      schema: {
        ...docs('Change a document type (the fields sent); the seed leaves it alone from then on'),
        params: IdParams,
        body: DocumentTypeUpdate,
        response: { 200: AdminDocumentTypeResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      data: {
        documentType: await updateDocumentTypeFields(
          deps,
          admin(request),
          catalogueId(request.params.id),
          onlySentFields(request, request.body),
        ),
      },
    }),
  );

  for (const [action, retire] of [
    ['retire', true],
    ['restore', false],
  ] as const) {
    api.post(
      `${ADMIN}/document-types/:id/${action}`,
      {
        ...guard,
        schema: {
          ...docs(retire ? 'Retire a document type: lawyers no longer see it' : 'Restore a retired document type'),
          params: IdParams,
          response: { 200: AdminDocumentTypeResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => ({
        data: { documentType: await setDocumentTypeRetired(deps, admin(request), catalogueId(request.params.id), retire) },
      }),
    );

    api.post(
      `${ADMIN}/questions/:id/${action}`,
      {
        ...guard,
        schema: {
          ...docs(retire ? 'Retire a question: lawyers are no longer asked it' : 'Restore a retired question'),
          params: IdParams,
          response: { 200: AdminQuestionResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => ({
        data: { question: await setQuestionRetired(deps, admin(request), catalogueId(request.params.id), retire) },
      }),
    );
  }

  api.get(
    `${ADMIN}/document-types/:id/questions`,
    {
      ...guard,
      schema: {
        ...docs('A document type’s questions in order, retired ones included'),
        params: IdParams,
        response: { 200: AdminQuestionsResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: { questions: await listAdminQuestions(deps, catalogueId(request.params.id)) } }),
  );

  api.post(
    `${ADMIN}/document-types/:id/questions`,
    {
      ...guard,
      schema: {
        ...docs('Add a question to a document type, after its last one'),
        params: IdParams,
        body: QuestionInput,
        response: { 201: AdminQuestionResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const question = await addQuestion(deps, admin(request), catalogueId(request.params.id), request.body);
      return reply.code(201).send({ data: { question } });
    },
  );

  api.put(
    `${ADMIN}/document-types/:id/questions/order`,
    {
      ...guard,
      schema: {
        ...docs('Put a document type’s questions in a new order: every question id of the type, once each'),
        params: IdParams,
        body: QuestionOrderInput,
        response: { 200: AdminQuestionsResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      data: {
        questions: await reorderQuestions(deps, admin(request), catalogueId(request.params.id), request.body.questionIds),
      },
    }),
  );

  api.put(
    `${ADMIN}/questions/:id`,
    {
      ...guard,
      preValidation: rememberSentFields,
      schema: {
        ...docs('Reword a question (the fields sent): a new version; earlier versions are kept'),
        params: IdParams,
        body: QuestionUpdate,
        response: { 200: AdminQuestionResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      data: {
        question: await editQuestion(deps, admin(request), catalogueId(request.params.id), onlySentFields(request, request.body)),
      },
    }),
  );

  api.get(
    `${ADMIN}/questions/:id/versions`,
    {
      ...guard,
      schema: {
        ...docs('Every wording a question has had, newest first'),
        params: IdParams,
        response: { 200: QuestionVersionsResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: { versions: await listAdminQuestionVersions(deps, catalogueId(request.params.id)) } }),
  );
}
