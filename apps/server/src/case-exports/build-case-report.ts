import { MESSAGES, PRACTICE_AREAS, type Case, type CaseAnswer, type CaseReport, type ReportMark } from '@dd/contracts';

/** What a report says for an answer the engine did not give. */
const REPORT_WORDING = {
  pending: 'Not yet answered',
  not_found: MESSAGES.answers.notFound,
  failed: MESSAGES.answers.failed,
} as const;

const mark = (actor: CaseAnswer['editedBy'], at: string | null): ReportMark | null => (actor && at ? { by: actor.name, at } : null);

/**
 * The case record as a report: each answer as it stands (the lawyer's edit over the engine's), only its verified
 * sources, and who edited and verified it. The case presenter's output is the source, so the report never says
 * more than the case page shows.
 */
export function buildCaseReport(record: Case, preparedBy: { name: string; email: string }, generatedAt: Date): CaseReport {
  return {
    title: record.title,
    practiceArea: PRACTICE_AREAS.find((area) => area.id === record.practiceAreaId)?.name ?? '',
    region: record.region,
    status: record.status,
    generatedAt: generatedAt.toISOString(),
    preparedBy,
    comment: record.comment,
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
        edited: mark(answer.editedBy, answer.editedAt),
        sources: answer.citations.filter((citation) => citation.verified).map(({ page, quote }) => ({ page, quote })),
        comment: answer.comment,
        verified: mark(answer.verifiedBy, answer.verifiedAt),
      })),
    })),
  };
}

type ReportAnswer = CaseReport['files'][number]['answers'][number];

/** An answer's text, or what stands in for one the engine did not give. */
const wordsFor = (text: string | null, status: ReportAnswer['status']) => text || (status === 'answered' ? '' : REPORT_WORDING[status]);

/** The answer as a report prints it: the lawyer's edit or the engine's answer, or what stands in for one. */
export const answerText = (answer: ReportAnswer) => wordsFor(answer.answer, answer.status);

/** "p. 3: “…”" for each source, one per line; a quote that ran over several lines of its page reads as one. */
export const sourcesText = (answer: ReportAnswer) =>
  answer.sources.map((source) => `p. ${source.page}: “${source.quote.replace(/\s+/g, ' ').trim()}”`).join('\n');

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The lawyer's notes on an answer: the engine's answer under an edit, who edited and verified it, the comment. */
export function notesText(answer: ReportAnswer): string {
  const notes: string[] = [];
  if (answer.edited) notes.push(`Edited by ${answer.edited.by} on ${day(answer.edited.at)} (the engine said: ${wordsFor(answer.engineAnswer, answer.status)})`);
  if (answer.verified) notes.push(`Verified by ${answer.verified.by} on ${day(answer.verified.at)}`);
  if (answer.comment) notes.push(`Comment: ${answer.comment}`);
  return notes.join('\n');
}

export const reportDate = (report: CaseReport) => day(report.generatedAt);

/** A file name for the download: the title's words, the date, the format's extension. */
export function reportFilename(report: CaseReport, extension: string): string {
  const words = report.title.replace(/[^\p{L}\p{N}]+/gu, ' ').trim().replace(/\s+/g, '-') || 'case';
  return `${words.slice(0, 80)}-${report.generatedAt.slice(0, 10)}.${extension}`;
}
