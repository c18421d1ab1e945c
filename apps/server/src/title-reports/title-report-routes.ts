import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CaseIdParam,
  ChecklistItemConflict,
  ChecklistItemIdParam,
  ChecklistItemInput,
  ChecklistItemResponse,
  ChecklistResponse,
  MESSAGES,
  MessageResponse,
  RegenerateInput,
  TitleReportIdParam,
  TitleReportResponse,
  TitleReportsQuery,
  TitleReportsResponse,
} from '@dd/contracts';
import { assertCaseRole, ownedRecord } from '../http/access-policy.ts';
import { currentAuth } from '../http/authentication.ts';
import { bearerAuth, errorResponses } from '../http/openapi.ts';
import { drawUpChecklist, verifyChecklistItem, type ChecklistDeps } from './title-checklist-service.ts';
import { activateTitleReport, deleteTitleReport, listTitleReports, requestTitleReport, type Actor } from './title-report-service.ts';

const CHAT = '/due-dilligence/chat';
const tags = ['title reports'];

const actor = (request: FastifyRequest): Actor => {
  const { user } = currentAuth(request);
  return { userId: user.id, isAdmin: user.role === 'admin' };
};

/** The title-report and checklist calls of spec §7, paths exactly as there; "admin" ones are for the case's owner or an admin. */
export function registerTitleReportRoutes(app: FastifyInstance, deps: ChecklistDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    `${CHAT}/admin/generate-title-report/:caseId`,
    {
      config: { access: { owner: 'case', param: 'caseId', admins: true, role: 'editor' } },
      schema: {
        tags,
        summary:
          'A report on title for a property case: with `regenerate` false the existing one (200) if any, else a new version ' +
          'drafted in the background (202, then `titleReport.ready`)',
        security: bearerAuth,
        params: CaseIdParam,
        body: RegenerateInput,
        response: { 200: TitleReportResponse, 202: TitleReportResponse, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { titleReport, created } = await requestTitleReport(deps, { ...actor(request), caseId: request.params.caseId, regenerate: request.body.regenerate });
      return reply.code(created ? 202 : 200).send({ data: { titleReport } });
    },
  );

  api.get(
    `${CHAT}/title-reports`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Title report versions, newest first: of one case (`caseId`) or of all the user's cases; admins see every case's",
        security: bearerAuth,
        querystring: TitleReportsQuery,
        response: { 200: TitleReportsResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({ data: { titleReports: await listTitleReports(deps, { ...actor(request), ...(request.query.caseId !== undefined && { caseId: request.query.caseId }) }) } }),
  );

  api.put(
    `${CHAT}/admin/active-title-report/:reportId`,
    {
      config: { access: { owner: 'titleReport', param: 'reportId', admins: true, role: 'editor' } },
      schema: {
        tags,
        summary: 'Make this ready version the case’s active title report (the one shown and exported)',
        security: bearerAuth,
        params: TitleReportIdParam,
        response: { 200: TitleReportResponse, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => ({ data: { titleReport: await activateTitleReport(deps, { ...actor(request), reportId: request.params.reportId }) } }),
  );

  api.delete(
    `${CHAT}/admin/delete-title-report/:reportId`,
    {
      config: { access: { owner: 'titleReport', param: 'reportId', admins: true, role: 'editor' } },
      schema: {
        tags,
        summary: 'Delete a title report version; if it was the active one, the newest remaining ready version becomes active',
        security: bearerAuth,
        params: TitleReportIdParam,
        response: { 200: MessageResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await deleteTitleReport(deps, { ...actor(request), reportId: request.params.reportId });
      return { message: MESSAGES.titleReports.deleted };
    },
  );

  api.post(
    `${CHAT}/response/ai/title-report-checklist/:caseId`,
    {
      // Anyone on the case reads the checklist (drawn up on its first reading); drawing it up again takes an editor.
      config: { access: { owner: 'case', param: 'caseId', role: 'viewer' } },
      schema: {
        tags,
        summary:
          'The title checklist of the case’s registers, each check `pass`, `flag` or `missing` with its evidence; `regenerate` ' +
          'draws it up again (an editor or the owner), keeping notes and the verifications of unchanged checks',
        security: bearerAuth,
        params: CaseIdParam,
        body: RegenerateInput,
        response: { 200: ChecklistResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      if (request.body.regenerate) assertCaseRole(ownedRecord(request).callerRole ?? 'owner', 'editor');
      return {
        data: { checklist: { items: await drawUpChecklist(deps, { ...actor(request), caseId: request.params.caseId, regenerate: request.body.regenerate }) } },
      };
    },
  );

  api.put(
    `${CHAT}/title-report-checklist/items/:itemId`,
    {
      config: { access: { owner: 'checklistItem', param: 'itemId', role: 'reviewer' } },
      schema: {
        tags,
        summary: 'Verify a checklist item (or take the verification back), with the lawyer’s note; from a `version` no longer current, 409 with the item as it now is',
        security: bearerAuth,
        params: ChecklistItemIdParam,
        body: ChecklistItemInput,
        response: { 200: ChecklistItemResponse, 409: ChecklistItemConflict, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({ data: { item: await verifyChecklistItem(deps, { ...actor(request), itemId: request.params.itemId, ...request.body }) } }),
  );
}
