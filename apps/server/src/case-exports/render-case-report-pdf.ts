import PDFDocument from 'pdfkit';
import { redFlagHeading, type CaseReport, type ReportTitleReport } from '@dd/contracts';
import {
  answerText,
  CHECKLIST_STATUS_LABELS,
  checklistNotesText,
  EMPTY_SECTION_TEXT,
  fileSourcesText,
  notesText,
  reportDate,
  SEVERITY_LABELS,
  sourcesText,
  titleReportIntro,
} from './build-case-report.ts';
import type { ReportLogo } from './render-case-report-docx.ts';

const MARGIN = 56;
const GREY = '#555555';

/** Grey small print: sources and notes. */
const smallPrint = (doc: PDFKit.PDFDocument, text: string, font = 'Helvetica') => {
  if (text) doc.font(font).fontSize(9).fillColor(GREY).text(text).fillColor('black').font('Helvetica');
};

/** The report on title: red flags first, then each section, then the checklist as the lawyer left it. */
function writeTitleReport(doc: PDFKit.PDFDocument, title: ReportTitleReport) {
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text('Report on title');
  smallPrint(doc, titleReportIntro(title));
  doc.moveDown().font('Helvetica-Bold').fontSize(13).text('Red flags');
  if (title.redFlags.length === 0) doc.font('Helvetica').fontSize(11).text('No red flags were found on the registers.');
  for (const flag of title.redFlags) {
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(11).text(`${SEVERITY_LABELS[flag.severity]}: ${redFlagHeading(flag)}`);
    doc.font('Helvetica').text(flag.reason);
    smallPrint(doc, fileSourcesText(flag.sources));
  }
  for (const section of title.sections) {
    doc.moveDown().font('Helvetica-Bold').fontSize(13).text(section.title);
    if (section.facts.length === 0) doc.font('Helvetica').fontSize(11).text(EMPTY_SECTION_TEXT);
    for (const fact of section.facts) {
      doc.moveDown(0.3).font('Helvetica-Bold').fontSize(11).text(fact.label);
      doc.font('Helvetica').text(fact.value);
      smallPrint(doc, fileSourcesText(fact.sources));
    }
  }
  if (title.checklist.length === 0) return;
  doc.moveDown().font('Helvetica-Bold').fontSize(13).text('Title checklist');
  for (const item of title.checklist) {
    doc.moveDown(0.3).font('Helvetica-Bold').fontSize(11).text(`${CHECKLIST_STATUS_LABELS[item.status]}: ${item.titleNumber ? `${item.titleNumber}: ` : ''}${item.label}`);
    doc.font('Helvetica').text(item.finding);
    smallPrint(doc, fileSourcesText(item.sources));
    smallPrint(doc, checklistNotesText(item), 'Helvetica-Oblique');
  }
}

/** The case record as a PDF: a cover with the matter's details, the report on title, then each file's questions and answers. */
export function renderCaseReportPdf(report: CaseReport, logo: ReportLogo | null): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: report.title, Author: report.preparedBy.name } });
  if (logo) doc.image(logo.bytes, { height: 60 }).moveDown();
  doc.font('Helvetica-Bold').fontSize(22).text(report.title).moveDown(0.5);
  doc.font('Helvetica').fontSize(11).fillColor(GREY);
  doc.text(`Due diligence report · ${report.practiceArea} · ${report.region}`);
  doc.text(`Prepared by ${report.preparedBy.name} (${report.preparedBy.email}) on ${reportDate(report)}`);
  doc.text(`${report.files.length} document${report.files.length === 1 ? '' : 's'} reviewed`).fillColor('black');
  if (report.comment) doc.moveDown().font('Helvetica-Bold').text('Comment').font('Helvetica').text(report.comment);
  if (report.titleReport) writeTitleReport(doc, report.titleReport);

  for (const file of report.files) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(file.filename);
    doc.font('Helvetica').fontSize(10).fillColor(GREY);
    doc.text(`${file.documentType}${file.pages === null ? '' : ` · ${file.pages} page${file.pages === 1 ? '' : 's'}`}`).fillColor('black');
    if (file.error) doc.moveDown(0.5).font('Helvetica-Bold').text(`This document could not be read: ${file.error}`);
    for (const answer of file.answers) {
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).text(answer.question);
      doc.font('Helvetica').text(answerText(answer));
      const sources = sourcesText(answer);
      if (sources) smallPrint(doc, `Source: ${sources.replace(/\n/g, '; ')}`);
      smallPrint(doc, notesText(answer), 'Helvetica-Oblique');
    }
  }
  doc.end();
  return doc;
}
