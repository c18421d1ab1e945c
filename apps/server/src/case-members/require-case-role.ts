import type { CaseRole } from '@dd/contracts';
import { notFound } from '@dd/http-kit';
import type { Database } from '../db/database.ts';
import { isUuid } from '../db/is-uuid.ts';
import type { CaseRow } from '../db/schema.ts';
import { assertCaseRole } from '../http/access-policy.ts';
import { findCase } from '../cases/case-repository.ts';
import { findCaseMemberRole } from './case-member-repository.ts';

/**
 * The access policy's decision (decision 64) for the calls that name their case in the body rather than the path:
 * the case, when the user owns it or is a member whose role reaches `needed`; 403 for a member below it; 404 for
 * anyone else, or no such case.
 */
export async function requireCaseRole(db: Database, caseId: string, userId: string, needed: CaseRole): Promise<CaseRow> {
  const found = isUuid(caseId) ? await findCase(db, caseId) : undefined;
  if (!found) throw notFound();
  const role = await caseRoleOf(db, found, userId);
  if (role === undefined) throw notFound();
  assertCaseRole(role, needed);
  return found;
}

/** What the user is to the case: its owner (no query), a member's role, or undefined when neither. */
export async function caseRoleOf(db: Database, found: Pick<CaseRow, 'id' | 'userId'>, userId: string): Promise<CaseRole | undefined> {
  return found.userId === userId ? 'owner' : findCaseMemberRole(db, found.id, userId);
}

