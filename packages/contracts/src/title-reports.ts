import { z } from 'zod';
import { Citation } from './answers.ts';
import { CaseActor, ExpectedVersion, RecordVersion } from './cases.ts';
import { CHECKLIST_NOTE_MAX_LENGTH, CHECKLIST_STATUSES, RED_FLAG_SEVERITIES, REGISTER_SYSTEMS, TITLE_COPY_BASES, TITLE_REPORT_SECTION_KEYS } from './constants.ts';
import { requiredOrInvalid, userText } from './validation.ts';

/** A citation of a report on title: the page and quote, and the case file they are in (the report spans files). */
export const FileCitation = Citation.extend({ caseFileId: z.string() });
export type FileCitation = z.infer<typeof FileCitation>;

export const TitleFact = z.object({ label: z.string(), value: z.string(), citations: z.array(FileCitation) });
export type TitleFact = z.infer<typeof TitleFact>;

export const TitleReportSection = z.object({ key: z.enum(TITLE_REPORT_SECTION_KEYS), title: z.string(), facts: z.array(TitleFact) });
export type TitleReportSection = z.infer<typeof TitleReportSection>;

export const RedFlag = z.object({
  /** The title number and register entry it concerns ("AB123456 C2"); null in reports drafted before it was kept. */
  reference: z.string().nullable(),
  title: z.string(),
  reason: z.string(),
  severity: z.enum(RED_FLAG_SEVERITIES),
  citations: z.array(FileCitation),
});
export type RedFlag = z.infer<typeof RedFlag>;

/** A red flag's heading as every view and export prints it: where on the register, then what ("AB123456 C2: …"). */
export const redFlagHeading = (flag: { reference: string | null; title: string }) => (flag.reference ? `${flag.reference}: ${flag.title}` : flag.title);

/** A register the report was drafted from, one it could not read and why, or another copy of a title it relies on. */
export const TitleReportRegister = z.object({
  caseFileId: z.string(),
  filename: z.string(),
  system: z.enum(REGISTER_SYSTEMS).nullable(),
  titleNumber: z.string().nullable(),
  /** The edition date as the register prints it ("12.03.2021"); null where it prints none. */
  editionDate: z.string().nullable(),
  error: z.string().nullable(),
  /** The report's facts, red flags and checklist are drawn from this copy (false for an unread one). */
  reliedOn: z.boolean(),
  /** For a copy not relied on, the case file of the copy of the same title that is. */
  copyOf: z.string().nullable(),
  /** Why this copy, or the one it is a copy of, was relied on; null for an unread one. */
  basis: z.enum(TITLE_COPY_BASES).nullable(),
});
export type TitleReportRegister = z.infer<typeof TitleReportRegister>;

const BASIS_REASONS = {
  'latest-edition': 'the latest edition',
  'same-edition': 'the same edition, supplied first',
  undated: 'supplied first, as the copies are not all dated',
} as const;

const editionOf = (register: Pick<TitleReportRegister, 'editionDate'>) => (register.editionDate ? ` (edition ${register.editionDate})` : '');

/**
 * What a report says of a register with other copies of its title in the case, as every view and export prints
 * it: "Relied on for title WM123456: the latest edition." for the copy relied on, and "Not relied on: another copy
 * of title WM123456 (edition 12.03.2021); the report relies on scan.pdf (edition 01.02.2024)." for the others.
 * Null for the only copy of a title, and for a register that could not be read.
 */
export function titleCopyNote(register: TitleReportRegister, registers: readonly TitleReportRegister[]): string | null {
  if (register.error !== null || register.basis === null || register.basis === 'only-copy') return null;
  const title = `title ${register.titleNumber ?? ''}`.trim();
  if (register.reliedOn) return `Relied on for ${title}: ${BASIS_REASONS[register.basis]}.`;
  const reliedOn = registers.find((other) => other.caseFileId === register.copyOf);
  const instead = reliedOn ? `; the report relies on ${reliedOn.filename}${editionOf(reliedOn)}` : '';
  return `Not relied on: another copy of ${title}${editionOf(register)}${instead}.`;
}

/** `pending` while the background job drafts it; `failed` with the reason when the case has no register it can read. */
export const TITLE_REPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type TitleReportStatus = (typeof TITLE_REPORT_STATUSES)[number];

export const TitleReport = z.object({
  id: z.string(),
  caseId: z.string(),
  /** The case's title and owner, so a list across cases (an admin's) says whose report each is. */
  caseTitle: z.string(),
  owner: CaseActor,
  version: z.number().int(),
  active: z.boolean(),
  status: z.enum(TITLE_REPORT_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
  createdBy: CaseActor.nullable(),
  completedAt: z.string().nullable(),
  registers: z.array(TitleReportRegister),
  sections: z.array(TitleReportSection),
  /** Gravest first. */
  redFlags: z.array(RedFlag),
});
export type TitleReport = z.infer<typeof TitleReport>;

export const TitleReportResponse = z.object({ data: z.object({ titleReport: TitleReport }) });
export type TitleReportResponse = z.infer<typeof TitleReportResponse>;

export const TitleReportsResponse = z.object({ data: z.object({ titleReports: z.array(TitleReport) }) });
export type TitleReportsResponse = z.infer<typeof TitleReportsResponse>;

export const TitleReportsQuery = z.object({ caseId: userText('caseId').trim().max(100).optional() });
export type TitleReportsQuery = z.infer<typeof TitleReportsQuery>;

export const TitleReportIdParam = z.object({ reportId: z.string().describe('The title report id') });
export const ChecklistItemIdParam = z.object({ itemId: z.string().describe('The checklist item id') });

/** `regenerate: false` returns what exists (a report or checklist) when there is one; `true` always makes a new one. */
export const RegenerateInput = z
  .object({ regenerate: z.boolean({ error: requiredOrInvalid('regenerate') }).default(false) })
  .default({ regenerate: false });
export type RegenerateInput = z.infer<typeof RegenerateInput>;


export const ChecklistItem = z.object({
  id: z.string(),
  caseId: z.string(),
  /** The register the check was made on. */
  caseFileId: z.string(),
  titleNumber: z.string().nullable(),
  key: z.string(),
  label: z.string(),
  status: z.enum(CHECKLIST_STATUSES),
  /** Why the check has its status, in the engine's words. */
  finding: z.string(),
  evidence: z.array(FileCitation),
  verified: z.boolean(),
  verifiedBy: CaseActor.nullable(),
  verifiedAt: z.string().nullable(),
  /** The lawyer's note. */
  note: z.string().nullable(),
  /** Goes up with each verification or note, and when drawing the list up again changes the check. */
  version: RecordVersion,
});
export type ChecklistItem = z.infer<typeof ChecklistItem>;

export const ChecklistResponse = z.object({ data: z.object({ checklist: z.object({ items: z.array(ChecklistItem) }) }) });
export type ChecklistResponse = z.infer<typeof ChecklistResponse>;

export const ChecklistItemInput = z.object({
  verified: z.boolean({ error: requiredOrInvalid('verified') }),
  note: userText('note')
    .trim()
    .max(CHECKLIST_NOTE_MAX_LENGTH, { error: `The note field must not be greater than ${CHECKLIST_NOTE_MAX_LENGTH} characters.` })
    .nullable()
    .optional(),
  version: ExpectedVersion,
});
export type ChecklistItemInput = z.infer<typeof ChecklistItemInput>;

export const ChecklistItemResponse = z.object({ data: z.object({ item: ChecklistItem }) });
export type ChecklistItemResponse = z.infer<typeof ChecklistItemResponse>;

/** The 409 of a stale verification or note: the item as it now is, and who last changed it. */
export const ChecklistItemConflict = z.object({ message: z.string(), current: ChecklistItem, changedBy: CaseActor.nullable() });
export type ChecklistItemConflict = z.infer<typeof ChecklistItemConflict>;
