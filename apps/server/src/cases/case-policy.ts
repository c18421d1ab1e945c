import type { Database } from '../db/database.ts';
import { isUuid } from '../db/is-uuid.ts';
import type { OwnedResource, OwnerLookup } from '../http/access-policy.ts';
import { findChecklistItemOwner, findTitleReportOwner } from '../title-reports/title-report-repository.ts';
import { findAnswerOwner, findCaseFileOwner, findCustomQuestionOwner, findCaseOwner } from './case-repository.ts';

/** Who owns each kind of case record: the access policy's answer to `{ owner, param }` routes. */
export function caseOwners(db: Database): Record<OwnedResource, OwnerLookup> {
  const ifUuid = (lookup: (id: string) => Promise<string | undefined>) => (id: string) => (isUuid(id) ? lookup(id) : Promise.resolve(undefined));
  return {
    case: ifUuid((id) => findCaseOwner(db, id)),
    caseFile: ifUuid(async (id) => (await findCaseFileOwner(db, id))?.userId),
    answer: ifUuid(async (id) => (await findAnswerOwner(db, id))?.userId),
    customQuestion: ifUuid(async (id) => (await findCustomQuestionOwner(db, id))?.userId),
    titleReport: ifUuid(async (id) => (await findTitleReportOwner(db, id))?.userId),
    checklistItem: ifUuid(async (id) => (await findChecklistItemOwner(db, id))?.userId),
  };
}
