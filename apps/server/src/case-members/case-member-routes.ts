import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CaseFileAssigneeResponse, CasePresenceResponse, CaseFileAssigneeUpdate, CaseFileOfCaseParams, CaseIdParam, CaseMembersResponse, CaseMembersUpdate, CaseMembersUpdateResponse, MESSAGES } from '@dd/contracts';
import { ownedRecord } from '../http/access-policy.ts';
import { currentAuth } from '../http/authentication.ts';
import { bearerAuth, errorResponses } from '../http/openapi.ts';
import { markCaseChanged } from './case-change-notices.ts';
import { getCaseMembers, updateCaseMembers, type CaseMemberServiceDeps } from './case-member-service.ts';
import { announcePresence, retellPresence, withdrawPresence } from './case-presence-service.ts';
import { assignCaseFile, type FileAssignmentDeps } from './file-assignment-service.ts';

const CHAT = '/due-dilligence/chat';
const tags = ['cases'];

/** Who works on a case (issue 32, decision 64): anyone on it reads the list; its owner and editors set it. */
export function registerCaseMemberRoutes(app: FastifyInstance, deps: CaseMemberServiceDeps & FileAssignmentDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${CHAT}/cases/:caseId/members`,
    {
      config: { access: { owner: 'case', param: 'caseId', role: 'viewer' } },
      schema: {
        tags,
        summary: 'The case’s owner and members with their roles, and the caller’s own standing on the case',
        security: bearerAuth,
        params: CaseIdParam,
        response: { 200: CaseMembersResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await getCaseMembers(deps, request.params.caseId, ownedRecord(request).callerRole ?? 'owner') }),
  );

  api.put(
    `${CHAT}/cases/:caseId/members`,
    {
      config: { access: { owner: 'case', param: 'caseId', role: 'editor' } },
      schema: {
        tags,
        summary: 'Set who works on the case and as what (editor, reviewer, viewer): the list is the whole of it; members of the owner’s firm only',
        security: bearerAuth,
        params: CaseIdParam,
        body: CaseMembersUpdate,
        response: { 200: CaseMembersUpdateResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { sharing, removedUserIds } = await updateCaseMembers(deps, {
        userId: currentAuth(request).user.id,
        caseId: request.params.caseId,
        callerRole: ownedRecord(request).callerRole ?? 'owner',
        members: request.body.members,
      });
      // A member removed hears of it too: their page reads the case again and finds it is no longer theirs.
      markCaseChanged(request, request.params.caseId, removedUserIds);
      if (removedUserIds.length > 0) await retellPresence(deps, request.params.caseId, sharing.owner.id);
      return { message: MESSAGES.caseMembers.updated, data: sharing };
    },
  );

  api.put(
    `${CHAT}/cases/:caseId/files/:caseFileId/assignee`,
    {
      config: { access: { owner: 'caseFile', param: 'caseFileId', role: 'editor' } },
      schema: {
        tags,
        summary: 'Give a file of the case to its owner or a member who may review, to work through (null: to nobody); the assignee is told live and by mail',
        security: bearerAuth,
        params: CaseFileOfCaseParams,
        body: CaseFileAssigneeUpdate,
        response: { 200: CaseFileAssigneeResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      return assignCaseFile(deps, {
        assignedBy: { id: user.id, name: user.name },
        caseId: request.params.caseId,
        caseFileId: request.params.caseFileId,
        assigneeId: request.body.userId,
      });
    },
  );

  /** Who has the case open (issue 32): the case page's arrival and heartbeat, then its goodbye. Neither changes the case. */
  const presence = {
    config: { access: { owner: 'case', param: 'caseId', role: 'viewer' }, changesCase: false },
    schema: { tags, security: bearerAuth, params: CaseIdParam, response: { 200: CasePresenceResponse, ...errorResponses(401, 403, 404) } },
  } as const;
  const presenceTarget = (request: FastifyRequest, caseId: string) => ({
    caseId,
    ownerId: ownedRecord(request).userId,
    userId: currentAuth(request).user.id,
  });

  api.put(
    `${CHAT}/cases/:caseId/presence`,
    { ...presence, schema: { ...presence.schema, summary: 'Say the caller has the case open (every 30 s while it is): who has it open; the others hear of an arrival' } },
    async (request) => ({ data: { viewers: await announcePresence(deps, presenceTarget(request, request.params.caseId)) } }),
  );

  api.delete(
    `${CHAT}/cases/:caseId/presence`,
    { ...presence, schema: { ...presence.schema, summary: 'Say the caller closed the case: who still has it open; the others hear of it' } },
    async (request) => ({ data: { viewers: await withdrawPresence(deps, presenceTarget(request, request.params.caseId)) } }),
  );
}
