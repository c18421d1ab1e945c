import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CaseAuditResponse, CaseIdParam } from '@dd/contracts';
import { bearerAuth, errorResponses } from '../http/openapi.ts';
import { listCaseAudit, type AuditServiceDeps } from './audit-service.ts';

const CHAT = '/due-dilligence/chat';

export function registerAuditRoutes(app: FastifyInstance, deps: AuditServiceDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${CHAT}/cases/:caseId/audit`,
    {
      config: { access: { owner: 'case', param: 'caseId', admins: true, role: 'viewer' } },
      schema: {
        tags: ['audit'],
        summary: "The case's audit trail, newest first: who viewed, uploaded, generated, edited, verified, exported or deleted what, and when",
        security: bearerAuth,
        params: CaseIdParam,
        response: { 200: CaseAuditResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ data: { events: await listCaseAudit(deps, request.params.caseId) } }),
  );
}
