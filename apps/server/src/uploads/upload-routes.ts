import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProcessPdfFields, ProcessPdfResponse, StagedUploadResponse } from '@dd/contracts';
import { abortWhenClientLeaves, addFieldError, HttpError, throwIfInvalid } from '@dd/http-kit';
import { readPdfForm } from './read-pdf-form.ts';
import { uploadLimitsOf, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { currentAuth } from '../http/authentication.ts';
import { bearerAuth, errorResponses } from '../http/openapi.ts';
import { sendPdf } from '../http/send-pdf.ts';
import { attachedFieldErrors } from '../http/validation-errors.ts';
import type { JobSender } from '../jobs/job-queue.ts';
import type { Storage } from '../storage/storage.ts';
import { processPdfs } from './process-pdf-service.ts';
import { presentUpload } from './upload-presenter.ts';
import { deleteUpload, getUpload, readUploadFile } from './upload-service.ts';

export interface UploadRouteDeps {
  db: Database;
  storage: Storage;
  jobs: JobSender;
  clock: () => Date;
  config: Pick<Config, 'uploadLimits' | 'dataDir'>;
}

/** nginx's status for a request the client gave up on; only logs ever see it. */
const CLIENT_CLOSED_REQUEST = 499;

const uploadParams = z.object({ uploadId: z.string().describe('The uploadId process-pdf answered') });

/** `POST /api/process-pdf` and the staged uploads it creates. */
export function registerUploadRoutes(app: FastifyInstance, deps: UploadRouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = uploadLimitsOf(deps.config);
  app.decorateRequest('pdfForm', null);

  api.post(
    '/process-pdf',
    {
      config: { access: 'user' },
      preValidation: async (request) => {
        if (!request.isMultipart()) return;
        request.pdfForm = await readPdfForm(request, limits, deps.config.dataDir, { archives: true });
        (request as FastifyRequest).body = request.pdfForm.fields;
      },
      attachValidation: true,
      schema: {
        tags: ['uploads'],
        summary:
          'Read, classify and stage documents (multipart `files[]`: PDFs, Word documents, scans, emails, and .zip data rooms): ' +
          'one result per document, a bad file gets its own `error`; an archive or an email answers as the documents it ' +
          'held (an email as its message and its attachments beneath it) and the entries it did not take, each with why; ' +
          'progress goes to the user as `file.processed` realtime events',
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        body: ProcessPdfFields,
        response: { 200: ProcessPdfResponse, ...errorResponses(400, 401, 413, 422) },
      },
    },
    async (request, reply) => {
      try {
        const { user } = currentAuth(request);
        const errors = attachedFieldErrors(request);
        const files = request.pdfForm?.files ?? [];
        if (files.length === 0) addFieldError(errors, 'files', 'The files field is required.');
        throwIfInvalid(errors);
        const signal = abortWhenClientLeaves(request, reply);
        const processed = await processPdfs(
          { ...deps, limits },
          { userId: user.id, fields: request.body, files, signal, log: request.log },
        ).catch((error: unknown) => {
          if (!signal.aborted) throw error;
          request.log.info('The client left before its files were read; processing abandoned');
          throw new HttpError(CLIENT_CLOSED_REQUEST, 'Client Closed Request');
        });
        return { files: processed };
      } finally {
        await request.pdfForm?.dispose();
      }
    },
  );

  api.get(
    '/uploads/:uploadId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['uploads'],
        summary: 'A staged upload of the signed-in user: its type, pages and annexures (404 once expired)',
        security: bearerAuth,
        params: uploadParams,
        response: { 200: StagedUploadResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      data: { upload: presentUpload(await getUpload(deps, currentAuth(request).user.id, request.params.uploadId)) },
    }),
  );

  api.get(
    '/uploads/:uploadId/file',
    {
      config: { access: 'user' },
      schema: {
        tags: ['uploads'],
        summary: 'The PDF of a staged upload',
        security: bearerAuth,
        params: uploadParams,
        produces: ['application/pdf'],
        response: { ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      return sendPdf(reply, await readUploadFile(deps, currentAuth(request).user.id, request.params.uploadId));
    },
  );

  api.delete(
    '/uploads/:uploadId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['uploads'],
        summary: 'Discard a staged upload and its stored files',
        security: bearerAuth,
        params: uploadParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await deleteUpload(deps, currentAuth(request).user.id, request.params.uploadId);
      return reply.code(204).send(null);
    },
  );
}
