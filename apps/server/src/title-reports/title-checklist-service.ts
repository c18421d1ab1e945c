import { notifyCase } from '../case-members/case-member-service.ts';
import { FileCitation, MESSAGES, type ChecklistItem, type ChecklistItemConflict, type ChecklistItemInput } from '@dd/contracts';
import { findRedFlags, titleChecklist } from '@dd/engine';
import { ConflictError, HttpError, notFound } from '@dd/http-kit';
import { findLastActors, recordAudit } from '../audit/audit-log-repository.ts';
import { findCase } from '../cases/case-repository.ts';
import type { Notify } from '../notifier.ts';
import { presentChecklistItem } from './title-report-presenter.ts';
import { changeChecklistItem, findChecklistItem, listChecklistItems, replaceChecklistItems, type NewChecklistItem } from './title-report-repository.ts';
import { readRegisters, reliedOnRegisters, unreadableReason } from './read-case-registers.ts';
import { reviewedDocument } from './reviewed-document.ts';
import { requireRegisters, type Actor, type TitleReportDeps } from './title-report-service.ts';

export type ChecklistDeps = TitleReportDeps & { notify: Notify };

/**
 * The case's title checklist: each register's checks, each `pass`, `flag` or `missing` with its evidence. With
 * `regenerate` false the list as it stands, drawn up first if there is none; with `regenerate` true drawn up again
 * from the registers as they now read, keeping the lawyer's notes and the verifications of unchanged checks.
 */
export async function drawUpChecklist(deps: ChecklistDeps, input: Actor & { caseId: string; regenerate: boolean }): Promise<ChecklistItem[]> {
  if (!input.regenerate) {
    const items = await listChecklistItems(deps.db, input.caseId);
    if (items.length > 0) return items.map(presentChecklistItem);
  }
  const { files } = await requireRegisters(deps, input.caseId);
  const registers = await readRegisters(deps, files.registers);
  // The case's other documents, for the checks that compare the register with them (the seller, the title number).
  const documents = files.others.filter((file) => file.status === 'ready').map(reviewedDocument);
  if (registers.every(({ register }) => register === null)) {
    throw new HttpError(409, `No register of title could be read. ${unreadableReason(registers)}`);
  }
  const at = deps.clock();
  // One copy of each title is checked: the copy the report relies on.
  const items: NewChecklistItem[] = reliedOnRegisters(registers).flatMap(({ file, register }) =>
    titleChecklist(register, findRedFlags(register, at), documents, at).map((item) => ({
      caseId: input.caseId,
      caseFileId: file.id,
      titleNumber: register.titleNumber?.value ?? null,
      position: 0,
      key: item.key,
      label: item.label,
      status: item.status,
      finding: item.note,
      // Parsed against the contract: evidence must name the register file its quote stands in.
      evidence: FileCitation.array().parse(item.evidence),
    })),
  );
  await replaceChecklistItems(
    deps.db,
    input.caseId,
    items.map((item, position) => ({ ...item, position })),
    at,
  );
  await recordAudit(deps.db, { userId: input.userId, action: 'checklist.generate', subjectType: 'case', subjectId: input.caseId, details: { items: items.length }, at });
  const checklist = (await listChecklistItems(deps.db, input.caseId)).map(presentChecklistItem);
  const owner = await findCase(deps.db, input.caseId);
  if (owner) await notifyCase(deps, input.caseId, owner.userId, 'checklist.ready', { caseId: input.caseId, items: checklist });
  return checklist;
}

/** What moves a checklist item's version on at the lawyer's hand, as the case's audit trail records it. */
const ITEM_CHANGES = ['checklist.verify', 'checklist.unverify'] as const;

/**
 * Records that the lawyer checked an item (or takes it back), with their note when they send one; made from a
 * version no longer current, a 409 with the item as it now is and nothing changed.
 */
export async function verifyChecklistItem(deps: ChecklistDeps, input: Actor & { itemId: string } & ChecklistItemInput): Promise<ChecklistItem> {
  const item = await findChecklistItem(deps.db, input.itemId);
  if (!item) throw notFound();
  const at = deps.clock();
  const changed = await deps.db.transaction(async (tx) => {
    const changes = {
      verifiedBy: input.verified ? input.userId : null,
      verifiedAt: input.verified ? at : null,
      ...(input.note !== undefined && { note: input.note || null }),
      updatedAt: at,
    };
    if (!(await changeChecklistItem(tx, item.id, changes, input.version))) return false;
    await recordAudit(tx, {
      userId: input.userId,
      action: input.verified ? 'checklist.verify' : 'checklist.unverify',
      subjectType: 'case',
      subjectId: item.caseId,
      details: { itemId: item.id, key: item.key, label: item.label, titleNumber: item.titleNumber, ...(input.note !== undefined && { note: input.note || null }) },
      at,
    });
    return true;
  });
  if (!changed) throw await checklistItemConflict(deps, item.caseId, item.id);
  return presentChecklistItem((await findChecklistItem(deps.db, item.id))!);
}

async function checklistItemConflict(deps: ChecklistDeps, caseId: string, itemId: string): Promise<ConflictError> {
  const current = await findChecklistItem(deps.db, itemId);
  if (!current) throw notFound();
  const actors = await findLastActors(deps.db, { subjectType: 'case', subjectId: caseId, actions: ITEM_CHANGES, detailKey: 'itemId', values: [itemId] });
  const body: ChecklistItemConflict = { message: MESSAGES.cases.staleEdit, current: presentChecklistItem(current), changedBy: actors.get(itemId) ?? null };
  return new ConflictError(body);
}
