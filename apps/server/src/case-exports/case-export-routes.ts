import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CaseIdParam, CaseReportQuery, CaseReportResponse } from '@dd/contracts';
import { currentAuth } from '../http/authentication.ts';
import { bearerAuth, errorResponses } from '../http/openapi.ts';
import { exportCase, type CaseExportDeps, type ReportDownload } from './case-export-service.ts';

/** `GET …/fetch-output-report/{caseId}` (spec §7): the case record as JSON, or as a Word, PDF or Excel download. */
export function registerCaseExportRoutes(app: FastifyInstance, deps: CaseExportDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/due-dilligence/chat/fetch-output-report/:caseId',
    {
      config: { access: { owner: 'case', param: 'caseId', role: 'viewer' } },
      schema: {
        tags: ['cases'],
        summary:
          'The case record as a report: `format=json` (default), `docx` or `pdf` (cover, then each file’s answers with their ' +
          'quotes and pages, calibrated confidences, edits, comments and verifications), or `xlsx` (the review grid)',
        security: bearerAuth,
        params: CaseIdParam,
        querystring: CaseReportQuery,
        produces: ['application/json', 'application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        response: { 200: CaseReportResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const result = await exportCase(deps, { userId: currentAuth(request).user.id, caseId: request.params.caseId, format: request.query.format });
      if ('report' in result) return { data: { report: result.report } };
      return sendDownload(reply, result);
    },
  );
}

/** A report as an attachment saved under its own name, private to the lawyer and never sniffed into anything else. */
const sendDownload = (reply: FastifyReply, download: ReportDownload) =>
  reply
    .type(download.contentType)
    .header('content-disposition', contentDisposition(download.filename))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(download.body);
