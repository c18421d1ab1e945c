import PDFDocument from 'pdfkit';
import { redFlagHeading, type CaseReport, type ReportTitleReport } from '@dd/contracts';
import {
  answerConfidenceText,
  answerText,
  CHECKLIST_STATUS_LABELS,
  checklistNotesText,
  CONFIDENCE_TERM_TEXT,
  DOCUMENTS_SUMMARY_COLUMNS,
  documentsSummaryRow,
  EMPTY_SECTION_TEXT,
  fileDetailsText,
  fileSourcesText,
  notesText,
  reportDate,
  SEVERITY_LABELS,
  sourcesText,
  titleReportIntro,
} from './build-case-report.ts';
import type { ReportLogo } from './render-case-report-docx.ts';
import { ANNEXURE_COLUMNS, annexureCells, NO_ANNEXURES_TEXT } from './report-annexures.ts';
import { writePageFurniture } from './write-page-furniture.ts';
import { writePdfBlock, writePdfSection, writeRuns, type PdfRun } from './write-pdf-block.ts';
import { writePdfTable, type WrittenPdfTable } from './write-pdf-table.ts';

/** The top margin leaves room for the running header above the text. */
const MARGINS = { top: 72, bottom: 64, left: 56, right: 56 };

const run = (text: string, style: PdfRun['style'], space = 0): PdfRun => ({ text, style, space });
const heading = (text: string, style: PdfRun['style'] = 'heading', space = 0): PdfRun => ({ text, style, space, heading: true });

/** The cover: the firm's logo, the matter's title and details, and the lawyer's comment on the case. */
function writeCover(doc: PDFKit.PDFDocument, report: CaseReport, logo: ReportLogo | null) {
  if (logo) doc.image(logo.bytes, { height: 60 }).moveDown();
  doc.font('Helvetica-Bold').fontSize(22).fillColor('black').text(report.title).moveDown(0.5);
  writeRuns(doc, [
    run(`Due diligence report · ${report.practiceArea} · ${report.region}`, 'small'),
    run(`Prepared by ${report.preparedBy.name} (${report.preparedBy.email}) on ${reportDate(report)}`, 'small'),
    run(`${report.files.length} document${report.files.length === 1 ? '' : 's'} reviewed`, 'small'),
  ]);
  if (report.comment) writePdfBlock(doc, [heading('Comment', 'heading', 12), run(report.comment, 'body')]);
}

const CONTENTS_COLUMNS = [...DOCUMENTS_SUMMARY_COLUMNS, { title: 'See page', share: 0.11, align: 'right' }] as const;
/** The contents' column of the page each document's section starts on, filled in once the report is laid out. */
const SEE_PAGE_COLUMN = CONTENTS_COLUMNS.length - 1;

/** The summary under the cover: each document with its type, length and how its questions came out, then what a confidence means. */
function writeContents(doc: PDFKit.PDFDocument, report: CaseReport): WrittenPdfTable {
  const contents = writePdfTable(doc, {
    heading: [heading('Documents', 'section', 18)],
    columns: CONTENTS_COLUMNS,
    rows: report.files.map((file) => [...documentsSummaryRow(file), '']),
  });
  writePdfBlock(doc, [run(CONFIDENCE_TERM_TEXT, 'note', 6)]);
  return contents;
}

/** The report on title: red flags first, then each section, then the checklist as the lawyer left it. */
function writeTitleReport(doc: PDFKit.PDFDocument, title: ReportTitleReport) {
  writePdfBlock(doc, [heading('Report on title', 'title', 24), run(titleReportIntro(title), 'small')]);
  writePdfSection(
    doc,
    [heading('Red flags', 'section', 14)],
    title.redFlags.length === 0
      ? [[run('No red flags were found on the registers.', 'body')]]
      : title.redFlags.map((flag) => [
          heading(`${SEVERITY_LABELS[flag.severity]}: ${redFlagHeading(flag)}`, 'heading', 8),
          run(flag.reason, 'body'),
          run(fileSourcesText(flag.sources), 'small'),
        ]),
  );
  for (const section of title.sections) {
    writePdfSection(
      doc,
      [heading(section.title, 'section', 14)],
      section.facts.length === 0
        ? [[run(EMPTY_SECTION_TEXT, 'body')]]
        : section.facts.map((fact) => [heading(fact.label, 'heading', 6), run(fact.value, 'body'), run(fileSourcesText(fact.sources), 'small')]),
    );
  }
  if (title.checklist.length === 0) return;
  writePdfSection(
    doc,
    [heading('Title checklist', 'section', 14)],
    title.checklist.map((item) => [
      heading(`${CHECKLIST_STATUS_LABELS[item.status]}: ${item.titleNumber ? `${item.titleNumber}: ` : ''}${item.label}`, 'heading', 6),
      run(item.finding, 'body'),
      run(fileSourcesText(item.sources), 'small'),
      run(checklistNotesText(item), 'note'),
    ]),
  );
}

/** A file's section on a page of its own: its name and details, then each question with its answer, sources and notes. */
function writeFile(doc: PDFKit.PDFDocument, file: CaseReport['files'][number]) {
  doc.addPage();
  const sources = (answer: (typeof file.answers)[number]) => sourcesText(answer).replace(/\n/g, '; ');
  writePdfSection(
    doc,
    [heading(file.filename, 'title'), heading(fileDetailsText(file), 'small'), ...(file.error ? [heading(`This document could not be read: ${file.error}`, 'heading', 6)] : [])],
    file.answers.map((answer) => [
      heading(answer.question, 'heading', 10),
      run(answerText(answer), 'body'),
      run(answerConfidenceText(answer), 'small'),
      run(sources(answer) && `Source: ${sources(answer)}`, 'small'),
      run(notesText(answer), 'note'),
    ]),
  );
}

/** The annexures found in the case's files and those the lawyer uploaded, where each is and what it was read as. */
function writeAnnexures(doc: PDFKit.PDFDocument, report: CaseReport) {
  doc.addPage();
  const title = heading('Annexures', 'title');
  if (report.annexures.length === 0) writePdfBlock(doc, [title, run(NO_ANNEXURES_TEXT, 'body', 6)]);
  else writePdfTable(doc, { heading: [title], columns: ANNEXURE_COLUMNS.map((column) => ({ title: column, share: 1 / 3 })), rows: report.annexures.map(annexureCells) });
}

/**
 * The case record as a PDF a lawyer can send: a cover carrying the summary of the documents, the report on title
 * straight after it, each file's questions and answers from a page of its own, then the annexures; a running header
 * and page numbers on every page, and no heading left at the foot of a page.
 */
export function renderCaseReportPdf(report: CaseReport, logo: ReportLogo | null): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margins: MARGINS, bufferPages: true, info: { Title: report.title, Author: report.preparedBy.name } });
  writeCover(doc, report, logo);
  const contents = writeContents(doc, report);
  if (report.titleReport) writeTitleReport(doc, report.titleReport);
  const startPages = report.files.map((file) => {
    const startPage = doc.bufferedPageRange().count + 1;
    writeFile(doc, file);
    return startPage;
  });
  writeAnnexures(doc, report);
  startPages.forEach((page, index) => contents.fillCell(index, SEE_PAGE_COLUMN, String(page)));
  writePageFurniture(doc, report.title);
  doc.end();
  return doc;
}
