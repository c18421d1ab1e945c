import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AnnexureIdParam, AnnexuresResponse, CaseIdParam, IdempotencyKeyHeaders, UploadAnnexureFields } from '@dd/contracts';
import { markCaseChanged } from '../case-members/case-change-notices.ts';
import type { CaseRouteDeps } from '../cases/case-routes.ts';
import { uploadLimitsOf } from '../config.ts';
import { currentAuth } from '../http/authentication.ts';
import { bearerAuth, errorResponses } from '../http/openapi.ts';
import { sendPdf } from '../http/send-pdf.ts';
import { readPdfForm } from '../uploads/read-pdf-form.ts';
import { listAnnexures, readAnnexurePdf, uploadAnnexures } from './annexure-service.ts';

const ANNEXURES = '/due-dilligence/chat/annexures';
const tags = ['annexures'];

/**
 * A case's annexures: those found inside its files and those the lawyer uploads (paths as the spec names them).
 * They take the case calls' dependencies: annexures are spooled, stored and queued as a case's files are.
 */
export function registerAnnexureRoutes(app: FastifyInstance, deps: Omit<CaseRouteDeps, 'caseRecords' | 'caseTallies'>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = uploadLimitsOf(deps.config);

  api.get(
    `${ANNEXURES}/:caseId`,
    {
      config: { access: { owner: 'case', param: 'caseId', role: 'viewer' } },
      schema: {
        tags,
        summary: "The case's annexures: those detected inside its files (pages of a file), then those uploaded, oldest first",
        security: bearerAuth,
        params: CaseIdParam,
        response: { 200: AnnexuresResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ data: { annexures: await listAnnexures(deps, request.params.caseId) } }),
  );

  api.post(
    '/due-dilligence/chat/upload-annexure',
    {
      config: { access: 'user', idempotent: true },
      // Spooled and checked as a case's files are: the same size limit, and the same words when a file is refused.
      preValidation: async (request: FastifyRequest) => {
        if (!request.isMultipart()) return;
        request.pdfForm = await readPdfForm(request, limits, deps.config.dataDir, { archives: false });
        request.body = request.pdfForm.fields;
      },
      onResponse: async (request) => {
        await request.pdfForm?.dispose();
      },
      schema: {
        tags,
        summary:
          'Upload PDFs (`files[]`) as annexures of a case, attached to one of its files when `caseFileId` is given; each is read ' +
          'in the background (`annexure.ready`), and one read as a deed, lease or charge joins the case as a file and is answered',
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        headers: IdempotencyKeyHeaders,
        body: UploadAnnexureFields,
        response: { 202: AnnexuresResponse, ...errorResponses(400, 401, 404, 409, 413, 422) },
      },
    },
    async (request, reply) => {
      const annexures = await uploadAnnexures(deps, { userId: currentAuth(request).user.id, fields: request.body, files: request.pdfForm?.files ?? [] });
      markCaseChanged(request, request.body.caseId);
      return reply.code(202).send({ data: { annexures } });
    },
  );

  api.get(
    `${ANNEXURES}/:caseId/:annexureId/file`,
    {
      config: { access: { owner: 'case', param: 'caseId', role: 'viewer' } },
      schema: {
        tags,
        summary: 'The PDF of an uploaded annexure, for the viewer',
        security: bearerAuth,
        params: CaseIdParam.extend(AnnexureIdParam.shape),
        produces: ['application/pdf'],
        response: { ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => sendPdf(reply, await readAnnexurePdf(deps, request.params)),
  );
}
