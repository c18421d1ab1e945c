import {
  type Annexure,
  calibratedConfidencePercent,
  MESSAGES,
  PRACTICE_AREAS,
  type Case,
  type CaseAnswer,
  type CaseReport,
  type ChecklistItem,
  type FileCitation,
  type ReportMark,
  type ReportTitleReport,
  titleCopyNote,
  type TitleReport,
} from '@dd/contracts';
import { answerCounts } from '../cases/case-presenter.ts';
import { reportAnnexures } from './report-annexures.ts';

/** What a report says for an answer the engine did not give. */
const REPORT_WORDING = {
  pending: 'Not yet answered',
  needs_review: MESSAGES.answers.needsReview,
  not_found: MESSAGES.answers.notFound,
  failed: MESSAGES.answers.failed,
} as const;

/** Each status as a report's status column names it. */
export const ANSWER_STATUS_LABELS = { ...REPORT_WORDING, answered: 'Answered' } as const;

const mark = (actor: CaseAnswer['editedBy'], at: string | null): ReportMark | null => (actor && at ? { by: actor.name, at } : null);

/** The case's active report on title and its checklist, as the case page shows them. */
export interface ActiveTitleReport {
  report: TitleReport;
  checklist: ChecklistItem[];
}

/** A report on title as the case report prints it: only verified sources, each named by its file. */
function reportTitleReport(record: Case, { report, checklist }: ActiveTitleReport): ReportTitleReport {
  const filenames = new Map(record.files.map((file) => [file.id, file.filename]));
  const sources = (citations: readonly FileCitation[]) =>
    citations.filter((citation) => citation.verified).map(({ caseFileId, page, quote }) => ({ filename: filenames.get(caseFileId) ?? '', page, quote }));
  return {
    version: report.version,
    draftedAt: report.completedAt ?? report.createdAt,
    registers: report.registers.map((register) => ({
      filename: register.filename,
      titleNumber: register.titleNumber,
      editionDate: register.editionDate,
      error: register.error,
      reliedOn: register.reliedOn,
      copyNote: titleCopyNote(register, report.registers),
    })),
    redFlags: report.redFlags.map(({ reference, title, reason, severity, citations }) => ({ reference, title, reason, severity, sources: sources(citations) })),
    sections: report.sections.map((section) => ({
      title: section.title,
      facts: section.facts.map(({ label, value, citations }) => ({ label, value, sources: sources(citations) })),
    })),
    checklist: checklist.map((item) => ({
      titleNumber: item.titleNumber,
      label: item.label,
      status: item.status,
      finding: item.finding,
      sources: sources(item.evidence),
      verified: mark(item.verifiedBy, item.verifiedAt),
      note: item.note,
    })),
  };
}

/**
 * The case record as a report: each answer as it stands (the lawyer's edit over the engine's), only its verified
 * sources, and who edited and verified it. The case presenter's output is the source, so the report never says
 * more than the case page shows.
 */
export function buildCaseReport(
  record: Case,
  preparedBy: { name: string; email: string },
  generatedAt: Date,
  titleReport: ActiveTitleReport | null,
  annexures: readonly Annexure[],
): CaseReport {
  return {
    title: record.title,
    practiceArea: PRACTICE_AREAS.find((area) => area.id === record.practiceAreaId)?.name ?? '',
    region: record.region,
    status: record.status,
    generatedAt: generatedAt.toISOString(),
    preparedBy,
    comment: record.comment,
    titleReport: titleReport && reportTitleReport(record, titleReport),
    files: record.files.map((file) => ({
      filename: file.filename,
      documentType: file.documentTypeName,
      pages: file.pages,
      status: file.status,
      error: file.error,
      answers: file.answers.map((answer) => ({
        question: answer.question,
        status: answer.status,
        answer: answer.editedAnswer ?? answer.answer,
        engineAnswer: answer.answer,
        confidencePercent: calibratedConfidencePercent(answer),
        edited: mark(answer.editedBy, answer.editedAt),
        sources: answer.citations.filter((citation) => citation.verified).map(({ page, quote, clause }) => ({ page, quote, ...(clause && { clause }) })),
        comment: answer.comment,
        verified: mark(answer.verifiedBy, answer.verifiedAt),
      })),
    })),
    annexures: reportAnnexures(annexures),
  };
}

type ReportFile = CaseReport['files'][number];
type ReportAnswer = ReportFile['answers'][number];

/** The line every page of a report carries under the case's title: legal advice, and the client's confidence. */
export const PRIVILEGED_TEXT = 'Privileged and confidential';

/**
 * The documents summary on a report's cover, its columns (each a share of the page's width, counts set to the right)
 * and each file's row: what it is and how its questions came out.
 */
export const DOCUMENTS_SUMMARY_COLUMNS = [
  { title: 'Document', share: 0.28 },
  { title: 'Type', share: 0.18 },
  { title: 'Pages', share: 0.08, align: 'right' },
  { title: 'Answered', share: 0.11, align: 'right' },
  { title: 'Needs review', share: 0.12, align: 'right' },
  { title: 'Not found', share: 0.12, align: 'right' },
] as const;

export function documentsSummaryRow(file: ReportFile): string[] {
  const counts = answerCounts(file.answers);
  return [file.filename, file.documentType, file.pages === null ? '' : String(file.pages), ...[counts.answered, counts.needsReview, counts.notFound].map(String)];
}

/** "Lease · 12 pages": a file's type and length, as the report heads its section. */
export const fileDetailsText = (file: ReportFile) => `${file.documentType}${file.pages === null ? '' : ` · ${file.pages} page${file.pages === 1 ? '' : 's'}`}`;

/** An answer's text, or what stands in for one the engine did not give. */
const wordsFor = (text: string | null, status: ReportAnswer['status']) => text || (status === 'answered' ? '' : REPORT_WORDING[status]);

/**
 * The answer as a report prints it: the lawyer's edit or the engine's answer, or what stands in for one. An answer
 * that needs review is never printed as an answer: it points to its passage, which the sources give in full.
 */
export const answerText = (answer: ReportAnswer) => (answer.status === 'needs_review' ? needsReviewText(answer) : wordsFor(answer.answer, answer.status));

/**
 * The calibrated confidence of the answer as printed, as a percentage, or null. The figure is the engine's answer's:
 * where a lawyer's edit is printed in its place, the figure goes with the engine's answer, in the notes.
 */
export const answerConfidencePercent = (answer: ReportAnswer) => (answer.edited ? null : answer.confidencePercent);

/** "Confidence 91%" beside the answer as printed, as the case page shows it, or nothing. */
export function answerConfidenceText(answer: ReportAnswer): string {
  const percent = answerConfidencePercent(answer);
  return percent === null ? '' : `Confidence ${percent}%`;
}

/** What the report's "Confidence" means, said once where the report sums up its documents, as the case page's title says it. */
export const CONFIDENCE_TERM_TEXT =
  'Confidence: the calibrated chance that the built-in engine’s answer is right, measured on documents nobody tuned it on; a language model’s answers carry none.';

/** "Needs review — Clause 7.2 (page 4) deals with this: check the passage", after the first passage, as the case page says it. */
function needsReviewText(answer: ReportAnswer): string {
  const passage = answer.sources[0];
  return passage ? MESSAGES.answers.needsReviewAt(passage) : MESSAGES.answers.needsReview;
}

type ReportFileSource = ReportTitleReport['redFlags'][number]['sources'][number];

/** "lease.pdf p. 3: “…”" for each source of a report on title, one per line. */
export const fileSourcesText = (sources: readonly ReportFileSource[]) =>
  sources.map((source) => `${source.filename} p. ${source.page}: “${source.quote.replace(/\s+/g, ' ').trim()}”`).join('\n');

/**
 * "Clause 7.2, p. 3: “…”" (or "p. 3: “…”" where nothing is numbered) for each source, one per line; a quote that ran
 * over several lines of its page reads as one.
 */
export const sourcesText = (answer: ReportAnswer) =>
  answer.sources
    .map(({ page, quote, clause }) => `${clause ? `${clause}, p. ${page}` : `p. ${page}`}: “${quote.replace(/\s+/g, ' ').trim()}”`)
    .join('\n');

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The lawyer's notes on an answer: the engine's answer under an edit, with its calibrated confidence where it has one,
 * who edited and verified it, the comment.
 */
export function notesText(answer: ReportAnswer): string {
  const notes: string[] = [];
  // An edited answer with nothing from the engine behind it was one the engine flagged for review.
  const engineSaid = answer.engineAnswer ?? (answer.status === 'answered' ? MESSAGES.answers.needsReview : wordsFor(null, answer.status));
  const engineConfidence = answer.confidencePercent === null ? '' : `; confidence ${answer.confidencePercent}%`;
  if (answer.edited) notes.push(`Edited by ${answer.edited.by} on ${day(answer.edited.at)} (the engine said: ${engineSaid}${engineConfidence})`);
  if (answer.verified) notes.push(`Verified by ${answer.verified.by} on ${day(answer.verified.at)}`);
  if (answer.comment) notes.push(`Comment: ${answer.comment}`);
  return notes.join('\n');
}

export const reportDate = (report: CaseReport) => day(report.generatedAt);

/**
 * "Version 2, drafted on 3 June 2026 from official-copy.pdf (WM123456, edition 12.03.2021)", then each copy of a
 * title it did not rely on and why, and any register that could not be read.
 */
export function titleReportIntro(title: ReportTitleReport): string {
  const named = title.registers
    .filter((register) => register.error === null && register.reliedOn)
    .map((register) => {
      const about = [register.titleNumber, register.editionDate && `edition ${register.editionDate}`].filter(Boolean).join(', ');
      return `${register.filename}${about ? ` (${about})` : ''}`;
    })
    .join(', ');
  return [
    `Version ${title.version}, drafted on ${day(title.draftedAt)} from ${named}.`,
    ...title.registers.filter((register) => register.error === null && !register.reliedOn).map((register) => `${register.filename}: ${register.copyNote ?? 'not relied on.'}`),
    ...title.registers.filter((register) => register.error !== null).map((register) => `${register.filename} could not be read: ${register.error}`),
  ].join('\n');
}

export const SEVERITY_LABELS = { high: 'High', medium: 'Medium', low: 'Low' } as const;
export const CHECKLIST_STATUS_LABELS = { pass: 'Pass', flag: 'Flag', missing: 'Missing' } as const;

/** What the lawyer made of a check: who verified it and when, and their note. */
export function checklistNotesText(item: ReportTitleReport['checklist'][number]): string {
  return [...(item.verified ? [`Verified by ${item.verified.by} on ${day(item.verified.at)}`] : ['Not verified']), ...(item.note ? [`Note: ${item.note}`] : [])].join('\n');
}

/** A section with nothing in it still says so: the report shows the register was read for it. */
export const EMPTY_SECTION_TEXT = 'Nothing on the register.';

/** A file name for the download: the title's words, the date, the format's extension. */
export function reportFilename(report: CaseReport, extension: string): string {
  const words = report.title.replace(/[^\p{L}\p{N}]+/gu, ' ').trim().replace(/\s+/g, '-') || 'case';
  return `${words.slice(0, 80)}-${report.generatedAt.slice(0, 10)}.${extension}`;
}
