import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CaseReport } from '@dd/contracts';
import { ANSWER_STATUS_LABELS, answerConfidencePercent, answerConfidenceText, answerText, CONFIDENCE_TERM_TEXT, notesText, reportDate, sourcesText } from './build-case-report.ts';
import { ANNEXURE_COLUMNS, annexureCells, NO_ANNEXURES_TEXT } from './report-annexures.ts';

/** Excel's limit on a sheet name, and the characters it refuses in one. */
const SHEET_NAME_MAX = 31;
const sheetName = (name: string, taken: Set<string>) => {
  const base = name.replace(/[\\/?*[\]:]/g, ' ').slice(0, SHEET_NAME_MAX - 4).trim() || 'Sheet';
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})`;
  taken.add(candidate.toLowerCase());
  return candidate;
};

/** The fill of a cell whose answer needs review: amber, apart from answered (no fill) and the grid's header. */
const NEEDS_REVIEW_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFE8A3' } };

/**
 * The "Confidence" cell of an answer: its calibrated confidence as a number Excel shows as a percentage (0.91 as 91%,
 * the figure the case page shows), or empty where none applies to the answer in the row. An edited answer's row
 * states the lawyer's answer, so its engine's confidence stays in the notes, beside the engine's answer.
 */
function confidenceCell(answer: CaseReport['files'][number]['answers'][number]): number | null {
  const percent = answerConfidencePercent(answer);
  return percent === null ? null : percent / 100;
}

/**
 * The review grid as a workbook: per document type, files as rows and questions as columns, each cell the answer
 * with its calibrated confidence and source in the cell's note; then every answer on its own row with its confidence,
 * source and notes; then the annexures.
 */
export function renderCaseReportXlsx(report: CaseReport): Readable {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = report.preparedBy.name;
  workbook.title = report.title;
  const taken = new Set<string>();

  const types = [...new Set(report.files.map((file) => file.documentType))];
  for (const type of types) {
    const files = report.files.filter((file) => file.documentType === type);
    const questions = [...new Set(files.flatMap((file) => file.answers.map((answer) => answer.question)))];
    const sheet = workbook.addWorksheet(sheetName(type, taken), { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
    sheet.columns = [{ header: 'File', width: 30 }, ...questions.map((question) => ({ header: question, width: 40 }))];
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).alignment = { wrapText: true, vertical: 'top' };
    for (const file of files) {
      const row = sheet.addRow([file.filename, ...questions.map((question) => {
        const answer = file.answers.find((candidate) => candidate.question === question);
        return answer ? answerText(answer) : '';
      })]);
      row.alignment = { wrapText: true, vertical: 'top' };
      questions.forEach((question, index) => {
        const answer = file.answers.find((candidate) => candidate.question === question);
        const note = answer ? [answerConfidenceText(answer), sourcesText(answer), notesText(answer)].filter(Boolean).join('\n') : '';
        if (note) row.getCell(index + 2).note = note;
        if (answer?.status === 'needs_review') row.getCell(index + 2).fill = NEEDS_REVIEW_FILL;
      });
    }
  }

  const all = workbook.addWorksheet(sheetName('All answers', taken), { views: [{ state: 'frozen', ySplit: 1 }] });
  all.columns = [
    { header: 'File', width: 30 },
    { header: 'Document type', width: 30 },
    { header: 'Question', width: 50 },
    { header: 'Status', width: 18 },
    { header: 'Answer', width: 50 },
    { header: 'Confidence', width: 12, style: { numFmt: '0%' } },
    { header: 'Source (page and quote)', width: 60 },
    { header: 'Notes', width: 40 },
  ];
  all.getRow(1).font = { bold: true };
  for (const file of report.files) {
    for (const answer of file.answers) {
      const row = all.addRow([
        file.filename,
        file.documentType,
        answer.question,
        ANSWER_STATUS_LABELS[answer.status],
        answerText(answer),
        confidenceCell(answer),
        sourcesText(answer),
        notesText(answer),
      ]);
      row.alignment = { wrapText: true, vertical: 'top' };
      if (answer.status === 'needs_review') [4, 5].forEach((column) => (row.getCell(column).fill = NEEDS_REVIEW_FILL));
    }
  }
  all.addRow([]);
  all.addRow([`${report.title} · prepared by ${report.preparedBy.name} on ${reportDate(report)}`]);
  all.addRow([CONFIDENCE_TERM_TEXT]);

  const annexures = workbook.addWorksheet(sheetName('Annexures', taken), { views: [{ state: 'frozen', ySplit: 1 }] });
  annexures.columns = ANNEXURE_COLUMNS.map((header) => ({ header, width: 40 }));
  annexures.getRow(1).font = { bold: true };
  // A cell with nothing to say is left empty rather than holding an empty string.
  for (const annexure of report.annexures) annexures.addRow(annexureCells(annexure).map((text) => text || null)).alignment = { wrapText: true, vertical: 'top' };
  if (report.annexures.length === 0) annexures.addRow([NO_ANNEXURES_TEXT]);
  // Zipped as it is sent rather than into one buffer first; a failure ends the download with the error.
  const body = new PassThrough();
  workbook.xlsx.write(body).catch((error: unknown) => body.destroy(error as Error));
  return body;
}
