import type { Database } from '../db/database.ts';
import { isUuid } from '../db/is-uuid.ts';
import type { OwnedRecord, OwnedResource, OwnerLookup } from '../http/access-policy.ts';
import { findChecklistItemOwner, findTitleReportOwner } from '../title-reports/title-report-repository.ts';
import type { CaseOwnerCache } from './case-owner-cache.ts';
import { findAnswerOwner, findCaseFileOwner, findCustomQuestionOwner, findCaseOwnerAndRecordVersion } from './case-repository.ts';

/**
 * Who owns each kind of case record: the access policy's answer to `{ owner, param }` routes. With `keptOwners` (the
 * embedded database), a case's owner and record version are read once and kept until a change to the case.
 */
export function caseOwners(db: Database, keptOwners?: CaseOwnerCache): Record<OwnedResource, OwnerLookup> {
  const ifUuid =
    (lookup: (id: string) => Promise<OwnedRecord | undefined>): OwnerLookup =>
    (id) =>
      isUuid(id) ? lookup(id) : Promise.resolve(undefined);
  const caseOwner = (id: string) => findCaseOwnerAndRecordVersion(db, id);
  return {
    // The record version comes with the owner: the case record's read then needs no query of its own to know it.
    case: ifUuid(keptOwners ? (id) => keptOwners.owner(id, () => caseOwner(id)) : caseOwner),
    caseFile: ifUuid((id) => findCaseFileOwner(db, id)),
    answer: ifUuid((id) => findAnswerOwner(db, id)),
    customQuestion: ifUuid((id) => findCustomQuestionOwner(db, id)),
    titleReport: ifUuid((id) => findTitleReportOwner(db, id)),
    checklistItem: ifUuid((id) => findChecklistItemOwner(db, id)),
  };
}
