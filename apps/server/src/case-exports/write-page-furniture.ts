import { PRIVILEGED_TEXT } from './build-case-report.ts';
import { setStyle } from './write-pdf-block.ts';

/** Where the running header's two lines and the footer stand, in points from the page's top and bottom edges. */
const HEADER_TOP = 26;
const HEADER_LINE = 11;
const FOOTER_FROM_BOTTOM = 38;

/**
 * The running header (the case title over "Privileged and confidential", above a rule) and the "Page 3 of 12"
 * footer on every page, written once the whole report is laid out and its page count known.
 */
export function writePageFurniture(doc: PDFKit.PDFDocument, title: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    const page = doc.switchToPage(index);
    const { left, right, bottom } = page.margins;
    const width = page.width - left - right;
    // Text in the bottom margin would otherwise make pdfkit start a new page for it.
    page.margins.bottom = 0;
    // A title too long for one line ends in an ellipsis rather than running into the next.
    setStyle(doc, 'small').font('Helvetica-Bold').text(title, left, HEADER_TOP, { width, height: HEADER_LINE, ellipsis: true });
    setStyle(doc, 'note').text(PRIVILEGED_TEXT, left, HEADER_TOP + HEADER_LINE, { width });
    const rule = HEADER_TOP + 2 * HEADER_LINE + 4;
    doc.moveTo(left, rule).lineTo(left + width, rule).lineWidth(0.5).strokeColor('#999999').stroke();
    setStyle(doc, 'small').text(`Page ${index - start + 1} of ${count}`, left, page.height - FOOTER_FROM_BOTTOM, { width, align: 'center' });
    page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}
