import PDFDocument from 'pdfkit';
import type { CaseReport } from '@dd/contracts';
import { answerText, notesText, reportDate, sourcesText } from './build-case-report.ts';
import type { ReportLogo } from './render-case-report-docx.ts';

const MARGIN = 56;
const GREY = '#555555';

/** The case record as a PDF: a cover with the matter's details, then each file's questions and answers. */
export function renderCaseReportPdf(report: CaseReport, logo: ReportLogo | null): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: report.title, Author: report.preparedBy.name } });
  if (logo) doc.image(logo.bytes, { height: 60 }).moveDown();
  doc.font('Helvetica-Bold').fontSize(22).text(report.title).moveDown(0.5);
  doc.font('Helvetica').fontSize(11).fillColor(GREY);
  doc.text(`Due diligence report · ${report.practiceArea} · ${report.region}`);
  doc.text(`Prepared by ${report.preparedBy.name} (${report.preparedBy.email}) on ${reportDate(report)}`);
  doc.text(`${report.files.length} document${report.files.length === 1 ? '' : 's'} reviewed`).fillColor('black');
  if (report.comment) doc.moveDown().font('Helvetica-Bold').text('Comment').font('Helvetica').text(report.comment);

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
      if (sources) doc.fontSize(9).fillColor(GREY).text(`Source: ${sources.replace(/\n/g, '; ')}`).fillColor('black');
      const notes = notesText(answer);
      if (notes) doc.fontSize(9).font('Helvetica-Oblique').text(notes).font('Helvetica');
    }
  }
  doc.end();
  return doc;
}
