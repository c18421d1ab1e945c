import type { FastifyInstance, FastifyRequest } from 'fastify';
import { caseRoleAllows, MESSAGES, type CaseMemberRole, type CaseRole } from '@dd/contracts';
import { forbidden, HttpError, notFound } from '@dd/http-kit';
import { requireAdmin, requireUser } from './authentication.ts';

/** The records a route can be limited to their owner by: each named by a path parameter. */
export type OwnedResource = 'case' | 'caseFile' | 'answer' | 'customQuestion' | 'titleReport' | 'checklistItem';

/**
 * Who may call a route, declared on the route itself (`config: { access }`):
 * - `public`: anyone;
 * - `user`: a signed-in user (the service keeps them to their own records);
 * - `admin`: a signed-in admin (403 for anyone else signed in);
 * - `firmAdmin`: a signed-in admin of their own firm, acting on that firm only (403 for its other members);
 * - `{ owner, param, role }`: the signed-in owner of the record whose id is in `param`, or a member of its case whose
 *   role reaches `role` (decision 64; without `role`, the owner alone). A member below it gets 403; anyone else 404,
 *   so another user's records are never revealed to exist. With `admins: true`, an admin may act on any user's
 *   record too (the spec's admin routes for title reports).
 */
export type Access =
  | 'public'
  | 'user'
  | 'admin'
  | 'firmAdmin'
  | { owner: OwnedResource; param: string; admins?: true; role?: Exclude<CaseRole, 'owner'> };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** Set by an `{ owner, param }` route's policy: the record it found its caller owns. */
    ownedRecord: OwnedRecord | null;
  }
}

/** Who owns a record, with what the same lookup read of it for the route. */
export interface OwnedRecord {
  userId: string;
  /** The case the record belongs to, whose members may act on it by their role. */
  caseId: string;
  /** A case's record version (findCaseOwnerAndRecordVersion), read with its owner so the case record's read costs one query. */
  recordVersion?: number;
  /** What the caller is to the case, set by the policy: its owner (or an admin where admins may act), or its member's role. */
  callerRole?: CaseRole;
}

/** Finds who owns a record, or undefined when there is no such record (an id of the wrong shape included). */
export type OwnerLookup = (id: string) => Promise<OwnedRecord | undefined>;

/** A user's role on a case they are a member of, or undefined when they are not one. */
export type CaseMemberLookup = (caseId: string, userId: string) => Promise<CaseMemberRole | undefined>;

export interface AccessPolicyOptions {
  owners: Record<OwnedResource, OwnerLookup>;
  caseMemberRole: CaseMemberLookup;
  /** Where every route registered under the policy is recorded with its declared access. */
  routes: DeclaredRoute[];
}

/** Every route this instance registered with its declared access, for the test that walks them. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

/**
 * The one place access is decided, before validation and before any service runs. A route that declares no
 * access is refused (403) whoever calls it: forgetting the declaration can never open a route.
 */
export function registerAccessPolicy(app: FastifyInstance, options: AccessPolicyOptions): void {
  app.decorateRequest('ownedRecord', null);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) options.routes.push({ method, url: route.url, access: route.config?.access });
  });
  app.addHook('onRequest', async (request) => {
    await authorize(request, request.routeOptions.config.access, options);
  });
}

async function authorize(request: FastifyRequest, access: Access | undefined, options: AccessPolicyOptions): Promise<void> {
  if (access === undefined) {
    request.log.error({ url: request.routeOptions.url }, 'A route declares no access and was refused');
    throw forbidden();
  }
  if (access === 'public') return;
  await requireUser(request);
  if (access === 'user') return;
  if (access === 'admin') return requireAdmin(request);
  if (access === 'firmAdmin') {
    if (request.auth!.user.organisationRole !== 'admin') throw forbidden();
    return;
  }
  const id = (request.params as Record<string, string | undefined>)[access.param];
  const owned = id === undefined ? undefined : await options.owners[access.owner](id);
  if (owned === undefined) throw notFound();
  const { user } = request.auth!;
  if (owned.userId === user.id || (access.admins && user.role === 'admin')) {
    request.ownedRecord = { ...owned, callerRole: 'owner' };
    return;
  }
  // Only a caller who is not the owner costs the second query.
  const role = await options.caseMemberRole(owned.caseId, user.id);
  if (role === undefined) throw notFound();
  assertCaseRole(role, access.role ?? 'owner');
  request.ownedRecord = { ...owned, callerRole: role };
}

/**
 * 403, naming the caller's role, when it does not reach `needed` (the owner's always does): the policy's check, and
 * the one a route or service makes where what it needs depends on the request's body (decision 64).
 */
export function assertCaseRole(role: CaseRole, needed: CaseRole): void {
  if (role !== 'owner' && !caseRoleAllows(role, needed)) throw new HttpError(403, MESSAGES.caseMembers.notAllowed(role));
}

/** The record an `{ owner, param }` route's policy found its caller owns. */
export function ownedRecord(request: FastifyRequest): OwnedRecord {
  if (!request.ownedRecord) throw notFound();
  return request.ownedRecord;
}
