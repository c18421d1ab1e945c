import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnswerConflict,
  AnswerEditsConflict,
  AnswerIdParam,
  AnswerVerifyInput,
  CaseAnswerResponse,
  CaseCommentInput,
  CaseCommentResponse,
  CaseConflict,
  CaseFileIdParam,
  CaseFilesSentResponse,
  CaseIdParam,
  CaseResponse,
  CasesQuery,
  CasesResponse,
  CaseEngineInput,
  CaseTitleInput,
  CustomQuestionIdParam,
  CustomQuestionsInput,
  CustomQuestionsResponse,
  DocumentTypeChangeConflict,
  EditCaseFields,
  ErrorResponse,
  GenerateCaseFields,
  IdempotencyKeyHeaders,
  MessageResponse,
} from '@dd/contracts';
import { abortWhenClientLeaves } from '@dd/http-kit';
import { markCaseChanged } from '../case-members/case-change-notices.ts';
import { uploadLimitsOf, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { currentAuth } from '../http/authentication.ts';
import { ownedRecord } from '../http/access-policy.ts';
import { bearerAuth, errorResponses } from '../http/openapi.ts';
import { sendKeptJson } from '../http/send-kept-json.ts';
import { sendOriginal, sendPdf } from '../http/send-pdf.ts';
import type { JobSender } from '../jobs/job-queue.ts';
import type { Storage } from '../storage/storage.ts';
import { readPdfForm } from '../uploads/read-pdf-form.ts';
import type { CaseRecordCache } from './case-record-cache.ts';
import type { CaseTallyCache } from './case-tally-cache.ts';
import { findCustomQuestionOwner } from './case-repository.ts';
import {
  deleteCase,
  deleteCaseFile,
  deleteCustomQuestion,
  editCase,
  editCaseComment,
  editCaseEngine,
  editCaseTitle,
  generateCase,
  listCases,
  readCaseFilePdf,
  readCaseFileOriginal,
  regenerateAnswer,
  saveCustomQuestions,
  verifyAnswer,
  viewCaseRecord,
} from './case-service.ts';

export interface CaseRouteDeps {
  db: Database;
  storage: Storage;
  jobs: JobSender;
  clock: () => Date;
  config: Pick<Config, 'uploadLimits' | 'dataDir'>;
  caseRecords: CaseRecordCache;
  caseTallies: CaseTallyCache;
}

const CHAT = '/due-dilligence/chat';
const tags = ['cases'];

/** The case calls of spec §7 (paths exactly as there) and the added ones of PRODUCT.md §4. */
export function registerCaseRoutes(app: FastifyInstance, deps: CaseRouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = uploadLimitsOf(deps.config);

  /** Multipart bodies: files spooled to disk, text fields validated by the route's schema like JSON. */
  const spoolForm = async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    request.pdfForm = await readPdfForm(request, limits, deps.config.dataDir, { archives: true });
    request.body = request.pdfForm.fields;
  };
  const disposeForm = async (request: FastifyRequest) => {
    await request.pdfForm?.dispose();
  };
  /** The files a generate or edit call sent, and what stops the wait on the archives and emails it unpacks: the client leaving. */
  const sentFiles = (request: FastifyRequest, reply: FastifyReply) => ({
    files: request.pdfForm?.files ?? [],
    signal: abortWhenClientLeaves(request, reply),
    log: request.log,
  });

  api.post(
    `${CHAT}/response/ai/generate`,
    {
      config: { access: 'user', idempotent: true },
      preValidation: spoolForm,
      onResponse: disposeForm,
      schema: {
        tags,
        summary:
          'Create a case from `files[]` and/or staged `uploadIds[]`, each described in `filesMeta`; answering goes on in the ' +
          'background (`case.progress`, then `case.answers.ready`). A .zip or an email in `files[]` is unpacked first, as ' +
          'process-pdf unpacks it: each document in it takes the type recognised, else its container\'s `filesMeta` type, and ' +
          'what it held that was not added is listed in `unread` with why',
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        headers: IdempotencyKeyHeaders,
        body: GenerateCaseFields,
        response: { 202: CaseFilesSentResponse, ...errorResponses(400, 401, 404, 409, 413, 422) },
      },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const created = await generateCase(
        { ...deps, limits },
        { userId: user.id, organisationId: user.organisationId, fields: request.body, ...sentFiles(request, reply) },
      );
      return reply.code(202).send({ data: created });
    },
  );

  api.post(
    `${CHAT}/response/ai/generate/edit/:caseId`,
    {
      config: { access: { owner: 'case', param: 'caseId', role: 'editor' }, idempotent: true },
      preValidation: spoolForm,
      onResponse: disposeForm,
      schema: {
        tags,
        summary:
          'Add files (with `filesMeta`; a .zip or an email is unpacked as generate unpacks it, and a document the case already has ' +
          'is listed in `unread`), change file types (`documentTypeChanged`) and record answer edits (`answerEdits`, each from ' +
          'its `version`: any answer changed since refuses the whole request with 409). A type change keeps the answers to questions ' +
          'the new type asks too; one that would remove edited, commented or verified answers is refused with 409 saying what, ' +
          'unless it says `discardWork: true`',
        security: bearerAuth,
        consumes: ['multipart/form-data', 'application/json'],
        params: CaseIdParam,
        headers: IdempotencyKeyHeaders,
        body: EditCaseFields,
        // 409: a file name already in the case, answers edited from a version no longer current, or a type change
        // that would remove the lawyer's work unconfirmed.
        response: {
          202: CaseFilesSentResponse,
          409: AnswerEditsConflict.or(DocumentTypeChangeConflict).or(ErrorResponse),
          ...errorResponses(400, 401, 404, 413, 422),
        },
      },
    },
    async (request, reply) => {
      const edited = await editCase(
        { ...deps, limits },
        { userId: currentAuth(request).user.id, caseId: request.params.caseId, fields: request.body, ...sentFiles(request, reply) },
      );
      return reply.code(202).send({ data: edited });
    },
  );

  api.get(
    `${CHAT}/response/:caseId`,
    {
      config: { access: { owner: 'case', param: 'caseId', role: 'viewer' } },
      schema: {
        tags,
        summary: 'The case record: files, answers with their citations, custom questions, comments',
        security: bearerAuth,
        params: CaseIdParam,
        response: { 200: CaseResponse, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { recordVersion } = ownedRecord(request);
      if (recordVersion === undefined) throw new Error('The case policy reads a case with its record version');
      const kept = await viewCaseRecord(
        deps,
        { userId: currentAuth(request).user.id, caseId: request.params.caseId, recordVersion },
        (response) => String(reply.serialize(response)),
      );
      return sendKeptJson(request, reply, kept);
    },
  );

  api.get(
    `${CHAT}/cases`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The signed-in user's cases, newest first; `search` matches a title or a file name",
        security: bearerAuth,
        querystring: CasesQuery,
        response: { 200: CasesResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) => ({ data: await listCases(deps, currentAuth(request).user.id, request.query) }),
  );

  api.put(
    `${CHAT}/cases/title/edit/:caseId`,
    {
      config: { access: { owner: 'case', param: 'caseId', role: 'editor' } },
      schema: {
        tags,
        summary: 'Rename a case; from a `version` no longer current, 409 with the case as it now is',
        security: bearerAuth,
        params: CaseIdParam,
        body: CaseTitleInput,
        response: { 200: CaseResponse, 409: CaseConflict, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: { case: await editCaseTitle(deps, { userId: currentAuth(request).user.id, caseId: request.params.caseId, ...request.body }) },
    }),
  );

  api.put(
    `${CHAT}/cases/engine/edit/:caseId`,
    {
      config: { access: { owner: 'case', param: 'caseId', role: 'editor' } },
      schema: {
        tags,
        summary: 'Keep the case\'s text from the language model ("built-in engine only"), or allow it again; from a `version` no longer current, 409',
        security: bearerAuth,
        params: CaseIdParam,
        body: CaseEngineInput,
        response: { 200: CaseResponse, 409: CaseConflict, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: { case: await editCaseEngine(deps, { userId: currentAuth(request).user.id, caseId: request.params.caseId, ...request.body }) },
    }),
  );

  api.put(
    `${CHAT}/cases/comment/edit`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The lawyer's comment on an answer (`answerId`) or on the case; from a `version` no longer current, 409 with that record as it now is",
        security: bearerAuth,
        body: CaseCommentInput,
        response: { 200: CaseCommentResponse, 409: AnswerConflict.or(CaseConflict), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const data = await editCaseComment(deps, { userId: currentAuth(request).user.id, ...request.body });
      markCaseChanged(request, request.body.caseId);
      return { data };
    },
  );

  api.get(
    `${CHAT}/cases/files/:caseFileId/file`,
    {
      config: { access: { owner: 'caseFile', param: 'caseFileId', role: 'viewer' } },
      schema: {
        tags,
        summary: 'The PDF of a case file, for the viewer beside the answers (added)',
        security: bearerAuth,
        params: CaseFileIdParam,
        produces: ['application/pdf'],
        response: { ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => sendPdf(reply, await readCaseFilePdf(deps, request.params.caseFileId)),
  );

  api.get(
    `${CHAT}/cases/files/:caseFileId/original`,
    {
      config: { access: { owner: 'caseFile', param: 'caseFileId', role: 'viewer' } },
      schema: {
        tags,
        summary: 'A case file as it was uploaded, where it was a Word document or scans read through a PDF laid out from it (added)',
        security: bearerAuth,
        params: CaseFileIdParam,
        produces: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/png', 'image/jpeg', 'image/tiff'],
        response: { ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => sendOriginal(reply, await readCaseFileOriginal(deps, request.params.caseFileId)),
  );

  api.delete(
    `${CHAT}/cases/delete/file/:caseFileId`,
    {
      config: { access: { owner: 'caseFile', param: 'caseFileId', role: 'editor' } },
      schema: {
        tags,
        summary: 'Remove a file from its case with its answers and stored copies',
        security: bearerAuth,
        params: CaseFileIdParam,
        response: { 200: MessageResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await deleteCaseFile(deps, { userId: currentAuth(request).user.id, caseFileId: request.params.caseFileId });
      return { message: 'File deleted successfully' };
    },
  );

  api.delete(
    `${CHAT}/cases/delete/:caseId`,
    {
      // No role: the owner alone deletes the case.
      config: { access: { owner: 'case', param: 'caseId' } },
      schema: {
        tags,
        summary: 'Delete a case with its files, answers and stored copies',
        security: bearerAuth,
        params: CaseIdParam,
        response: { 200: MessageResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await deleteCase(deps, { userId: currentAuth(request).user.id, caseId: request.params.caseId });
      return { message: 'Case deleted successfully' };
    },
  );

  api.post(
    `${CHAT}/response/ai/custom-questions/:caseFileId`,
    {
      config: { access: { owner: 'caseFile', param: 'caseFileId', role: 'reviewer' } },
      schema: {
        tags,
        summary: "Add or reword a file's own questions; they are answered in the background (`customQuestions.ready`)",
        security: bearerAuth,
        params: CaseFileIdParam,
        body: CustomQuestionsInput,
        response: { 200: CustomQuestionsResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: {
        customQuestions: await saveCustomQuestions(deps, {
          userId: currentAuth(request).user.id,
          caseFileId: request.params.caseFileId,
          ...request.body,
        }),
      },
    }),
  );

  api.delete(
    `${CHAT}/response/ai/custom-questions/:customQuestionId`,
    {
      config: { access: { owner: 'customQuestion', param: 'customQuestionId', role: 'editor' } },
      schema: {
        tags,
        summary: 'Remove one of your own questions and its answer',
        security: bearerAuth,
        params: CustomQuestionIdParam,
        response: { 200: MessageResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const owner = (await findCustomQuestionOwner(deps.db, request.params.customQuestionId))!;
      await deleteCustomQuestion(deps, { userId: currentAuth(request).user.id, customQuestionId: request.params.customQuestionId, caseId: owner.caseId });
      return { message: 'Question deleted successfully' };
    },
  );

  api.post(
    `${CHAT}/answers/:answerId/regenerate`,
    {
      config: { access: { owner: 'answer', param: 'answerId', role: 'editor' } },
      schema: {
        tags,
        summary: 'Answer the question again in the background; the edit and comment stay, the verification goes',
        security: bearerAuth,
        params: AnswerIdParam,
        response: { 202: CaseAnswerResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(202).send({ data: { answer: await regenerateAnswer(deps, { userId: currentAuth(request).user.id, answerId: request.params.answerId }) } }),
  );

  api.put(
    `${CHAT}/answers/:answerId/verify`,
    {
      config: { access: { owner: 'answer', param: 'answerId', role: 'reviewer' } },
      schema: {
        tags,
        summary: 'Mark an answer verified (or not) by the signed-in lawyer; from a `version` no longer current, 409 with the answer as it now is',
        security: bearerAuth,
        params: AnswerIdParam,
        body: AnswerVerifyInput,
        response: { 200: CaseAnswerResponse, 409: AnswerConflict, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: { answer: await verifyAnswer(deps, { userId: currentAuth(request).user.id, answerId: request.params.answerId, ...request.body }) },
    }),
  );
}
