import { buildPdf, drawScannedPage, SCAN_SIZE } from '@dd/engine/fixtures';
import type { AnswerSetDocument, PageStyle } from './answer-set-document.ts';

/** A line in capitals, short enough to be a heading, is set in bold as documents set their headings. */
const HEADING = /^[^a-z]{3,80}$/;
/** Sub-paragraphs ("(a)", "(iv)") are indented under their clause. */
const SUB_PARAGRAPH = /^\((?:[a-z]|[ivx]+)\)\s/;

const FACES: Record<PageStyle, { regular: string; bold: string; size: number; align: 'left' | 'justify' }> = {
  deed: { regular: 'Times-Roman', bold: 'Times-Bold', size: 11.5, align: 'justify' },
  modern: { regular: 'Helvetica', bold: 'Helvetica-Bold', size: 10, align: 'left' },
  register: { regular: 'Helvetica', bold: 'Helvetica-Bold', size: 9, align: 'left' },
  typed: { regular: 'Courier', bold: 'Courier-Bold', size: 9.5, align: 'left' },
};

/** The document's text as the test compares evidence with it: its lines, a table row's cells joined by a space. */
export const documentLines = (document: AnswerSetDocument): string[] =>
  document.pages.flatMap((page) => page.split('\n')).map((line) => line.replace(/\t/g, ' ').replace(/\s+/g, ' ').trim());

function drawBornDigital(doc: PDFKit.PDFDocument, document: AnswerSetDocument) {
  const face = FACES[document.style];
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  let pageNumber = 1;
  let font = { name: face.regular, size: face.size };
  const setFont = (name: string, size = face.size) => {
    font = { name, size };
    doc.font(name).fontSize(size);
  };
  // A running header and a page number, as word processors print them (the extractor sets them aside).
  const decorate = () => {
    const { margins } = doc.page;
    const y = doc.y;
    doc.page.margins = { ...margins, top: 0, bottom: 0 };
    doc.font(face.regular).fontSize(7.5).fillColor('#555555');
    doc.text(document.title, left, 36, { width, align: 'right', lineBreak: false });
    doc.text(`Page ${pageNumber}`, left, doc.page.height - 44, { width, align: 'center', lineBreak: false });
    doc.page.margins = margins;
    doc.font(font.name).fontSize(font.size).fillColor('black');
    doc.y = y;
    pageNumber++;
  };
  doc.on('pageAdded', decorate);
  decorate();
  document.pages.forEach((page, index) => {
    if (index > 0) doc.addPage();
    page.split('\n').forEach((raw, lineIndex) => {
      const line = raw.trim();
      if (line === '') {
        doc.moveDown(0.6);
        return;
      }
      if (line.includes('\t')) {
        const [label = '', value = ''] = line.split('\t').map((cell) => cell.trim());
        const labelWidth = width * 0.36;
        setFont(face.bold);
        const labelHeight = doc.heightOfString(label, { width: labelWidth - 8 });
        setFont(face.regular);
        const valueHeight = doc.heightOfString(value, { width: width - labelWidth - 8 });
        const height = Math.max(labelHeight, valueHeight) + 8;
        if (doc.y + height > bottom()) doc.addPage();
        const top = doc.y;
        doc.rect(left, top, width, height).lineWidth(0.5).stroke('#777777');
        doc.moveTo(left + labelWidth, top).lineTo(left + labelWidth, top + height).stroke('#777777');
        setFont(face.bold);
        doc.text(label, left + 4, top + 4, { width: labelWidth - 8 });
        setFont(face.regular);
        doc.text(value, left + labelWidth + 4, top + 4, { width: width - labelWidth - 8 });
        doc.x = left;
        doc.y = top + height;
        return;
      }
      const heading = HEADING.test(line);
      const title = index === 0 && lineIndex === 0;
      const indent = SUB_PARAGRAPH.test(line) ? 22 : 0;
      setFont(heading ? face.bold : face.regular, title ? face.size + 3 : face.size);
      doc.text(line, left + indent, doc.y, {
        width: width - indent,
        align: title || (heading && document.style === 'deed') ? 'center' : face.align,
        paragraphGap: 4,
      });
      doc.x = left;
    });
  });
}

/** A rough width of Liberation Sans text, as a share of the font size, for wrapping lines of a scanned page. */
function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) {
    if (/[A-Z]/.test(char)) em += /[MW]/.test(char) ? 0.86 : 0.7;
    else if (/[a-z]/.test(char)) em += /[mw]/.test(char) ? 0.8 : /[ijlft]/.test(char) ? 0.3 : 0.54;
    else if (/[0-9£€$]/.test(char)) em += 0.56;
    else em += 0.32;
  }
  return em * fontSize;
}

const SCAN_FONT = 27;
const SCAN_TEXT_WIDTH = SCAN_SIZE.width - 300;
const SCAN_LINES = Math.floor((SCAN_SIZE.height - 200 - 130) / (SCAN_FONT * 1.6));

function wrap(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of line.split(/\s+/)) {
    const next = current === '' ? word : `${current} ${word}`;
    if (current !== '' && textWidth(next, SCAN_FONT) > SCAN_TEXT_WIDTH) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  lines.push(current);
  return lines;
}

/** The lines of each scanned sheet: a page's paragraphs wrapped, running on to another sheet when they fill one. */
export function scannedSheets(document: AnswerSetDocument): string[][] {
  const sheets: string[][] = [];
  for (const page of document.pages) {
    const lines = page.split('\n').flatMap((raw) => {
      const line = raw.replace(/\t/g, '  ').trim();
      return line === '' ? [''] : wrap(line);
    });
    for (let start = 0; start < lines.length; start += SCAN_LINES) sheets.push(lines.slice(start, start + SCAN_LINES));
  }
  return sheets;
}

/**
 * The document as a real PDF: born digital, with a text layer set in its style (tables for particulars, a running
 * header and page numbers), or, when it is `scanned`, one picture of a printed page per sheet and no text at all.
 */
export function renderAnswerSetPdf(document: AnswerSetDocument): Promise<Uint8Array> {
  return buildPdf(
    (doc) => {
      if (!document.scanned) {
        drawBornDigital(doc, document);
        return;
      }
      scannedSheets(document).forEach((lines, index) => {
        if (index > 0) doc.addPage();
        doc.image(drawScannedPage(lines, { fontSize: SCAN_FONT }), 0, 0, { width: doc.page.width, height: doc.page.height });
      });
    },
    { title: document.title },
  );
}
