import type { ChecklistItem, TitleReport } from '@dd/contracts';
import type { ChecklistItemWithVerifier, TitleReportWithAuthor } from './title-report-repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const actor = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

export const presentTitleReport = (row: TitleReportWithAuthor): TitleReport => ({
  id: row.id,
  caseId: row.caseId,
  caseTitle: row.caseTitle,
  owner: { id: row.ownerId, name: row.ownerName },
  version: row.version,
  active: row.active,
  status: row.status,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  createdBy: actor(row.createdBy, row.authorName),
  completedAt: iso(row.completedAt),
  // A report drafted before copies of one title were told apart relied on every register it could read.
  registers: row.registers.map((register) => ({
    ...register,
    editionDate: register.editionDate ?? null,
    reliedOn: register.reliedOn ?? register.error === null,
    copyOf: register.copyOf ?? null,
    basis: register.basis ?? (register.error === null ? 'only-copy' : null),
  })),
  sections: row.sections,
  // A report drafted before red flags kept their register reference has none.
  redFlags: row.redFlags.map((flag) => ({ ...flag, reference: flag.reference ?? null })),
});

export const presentChecklistItem = (row: ChecklistItemWithVerifier): ChecklistItem => ({
  id: row.id,
  caseId: row.caseId,
  caseFileId: row.caseFileId,
  titleNumber: row.titleNumber,
  key: row.key,
  label: row.label,
  status: row.status,
  finding: row.finding,
  evidence: row.evidence,
  verified: row.verifiedAt !== null,
  verifiedBy: actor(row.verifiedBy, row.verifierName),
  verifiedAt: iso(row.verifiedAt),
  note: row.note,
  version: row.version,
});
