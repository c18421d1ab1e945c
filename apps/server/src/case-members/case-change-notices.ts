import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findCase } from '../cases/case-repository.ts';
import type { Database } from '../db/database.ts';
import type { Notify } from '../notifier.ts';
import { notifyCase } from './case-member-service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False on a call about a case that changes nothing of its record (who has it open). */
    changesCase?: false;
  }
  interface FastifyRequest {
    /** Set by a route whose case the access policy did not find by the path (it is named in the body), or who else to tell. */
    caseChange: { caseId: string; alsoTell: readonly string[] } | null;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Names the case a call changed, where the policy did not find it by the path, and anyone no longer on the case who
 * must still hear of the change (a member just removed, whose page then finds it has lost the case).
 */
export function markCaseChanged(request: FastifyRequest, caseId: string, alsoTell: readonly string[] = []): void {
  request.caseChange = { caseId, alsoTell };
}

/**
 * `case.changed` to everyone on a case after any call that changed it succeeds: an answer verified, edited or
 * commented, a file added or retyped, the case renamed or shared. Each page but the one that made the change reads
 * the record again, so colleagues on the same matter see each other's work without reloading (decision 65). The
 * pipeline's own progress goes by its own events.
 */
export function registerCaseChangeNotices(app: FastifyInstance, deps: { db: Database; notify: Notify }): void {
  app.decorateRequest('caseChange', null);
  app.addHook('onResponse', async (request, reply) => {
    if (READS.has(request.method) || reply.statusCode >= 300 || !request.auth) return;
    if (request.routeOptions.config.changesCase === false) return;
    const caseId = request.caseChange?.caseId ?? request.ownedRecord?.caseId;
    if (!caseId) return;
    try {
      // A deleted case has no one left to tell; its former owner's pages learn of it by their own call.
      const owner = request.ownedRecord?.caseId === caseId ? request.ownedRecord.userId : (await findCase(deps.db, caseId))?.userId;
      if (!owner) return;
      const payload = { caseId, userId: request.auth.user.id };
      await notifyCase(deps, caseId, owner, 'case.changed', payload);
      for (const userId of request.caseChange?.alsoTell ?? []) deps.notify(userId, 'case.changed', payload);
    } catch (error) {
      request.log.warn({ err: error, caseId }, 'Could not tell the case’s members of a change');
    }
  });
}
