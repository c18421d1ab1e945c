import PDFDocument from 'pdfkit';
import { ingestionErrors } from '../ingestion-error.ts';
import { loadTextFonts, type TextFont } from './load-text-fonts.ts';
import type { WordDocument, WordParagraph, WordTable } from './read-word-document.ts';

/** Word's default margins, an inch all round. */
const MARGIN = 72;
const BODY_SIZE = 11;
/** Title, then headings 1 to 9. */
const HEADING_SIZES = [18, 16, 14, 12.5, 12, 11.5, 11, 11, 11, 11];
const LINE_GAP = 2;
const PARAGRAPH_GAP = 6;
const LEVEL_INDENT = 18;
/** Space a list number hangs into before its paragraph's text, at least. */
const NUMBER_HANG = 24;
const TABLE_SIZE = 10;
const CELL_PADDING = 4;
const RULE_WIDTH = 0.5;

/** Grid column widths in points across the text width: the document's, scaled, or all alike where it has none. */
function columnWidths(table: WordTable, columns: number, width: number): number[] {
  const given = table.columnWidths.length === columns ? table.columnWidths : [];
  const total = given.reduce((sum, value) => sum + value, 0);
  return total > 0 ? given.map((value) => (value / total) * width) : Array.from({ length: columns }, () => width / columns);
}

/** A Word document laid out as a PDF, and whether any character of its text came out as a "?" it did not have. */
export interface WordRendition {
  pdf: Uint8Array;
  unprintedCharacters: boolean;
}

/**
 * Lays a Word document out as an A4 PDF in a font it embeds: headings in bold and larger, list numbers hanging before
 * their paragraphs, indented by level, tables as ruled grids with each cell's text wrapped in its cell, explicit page
 * breaks kept and otherwise the text flowing from page to page. Stops with an IngestionError as soon as the PDF
 * passes `maxPages`.
 */
export async function renderWordAsPdf(document: WordDocument, { maxPages }: { maxPages: number }): Promise<WordRendition> {
  const fonts = loadTextFonts();
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN });
  const registered = new Set<TextFont>();
  /** Registers a typeface with the PDF on its first use (only the glyphs used are embedded). */
  const register = (font: TextFont): TextFont => {
    if (!registered.has(font)) {
      doc.registerFont(font.regularName, font.regular);
      doc.registerFont(font.boldName, font.bold);
      registered.add(font);
    }
    return font;
  };
  // Liberation Sans sets the table rows' least height and everything in Latin script.
  register(fonts.latin);
  const typefaceFor = (text: string) => register(fonts.fontFor(text));
  let unprintedCharacters = false;
  const questionMarks = (text: string) => text.split('?').length - 1;
  /** `text` as `font` prints it, noting a character that came out as a "?" the text did not have. */
  const printable = (font: TextFont, text: string): string => {
    const printed = font.printable(text);
    if (questionMarks(printed) > questionMarks(text)) unprintedCharacters = true;
    return printed;
  };
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  let pages = 1;
  let drawnOnPage = false;
  let pageBreakDue = false;
  doc.on('pageAdded', () => {
    pages++;
    drawnOnPage = false;
    if (pages > maxPages) throw ingestionErrors.moreThanPages(maxPages);
  });
  const left = doc.page.margins.left;
  const textWidth = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** Starts a new page unless `height` still fits on this one, or nothing is on this one yet. */
  const makeRoom = (height: number) => {
    if (drawnOnPage && doc.y + height > bottom()) doc.addPage();
  };

  function drawParagraph(paragraph: WordParagraph): void {
    const heading = paragraph.headingLevel !== null;
    const size = heading ? HEADING_SIZES[paragraph.headingLevel!]! : BODY_SIZE;
    const font = typefaceFor([paragraph.listNumber ?? '', ...paragraph.runs.map((run) => run.text)].join(''));
    const runs = paragraph.runs.map((run) => ({ ...run, text: printable(font, run.text) })).filter((run) => run.text !== '');
    const number = paragraph.listNumber === null ? '' : printable(font, paragraph.listNumber);
    doc.font(heading ? font.boldName : font.regularName).fontSize(size);
    const lineHeight = doc.currentLineHeight(true) + LINE_GAP;
    if (runs.length === 0 && number === '') {
      // An empty paragraph is Word's way to leave a line blank, which the top of a page does not need.
      if (drawnOnPage) doc.y += lineHeight;
      return;
    }
    if (heading && drawnOnPage) doc.y += size / 2;
    // A heading keeps a couple of lines of what follows it on its page.
    makeRoom(lineHeight * (heading ? 3 : 1));
    const indent = left + LEVEL_INDENT * paragraph.listLevel;
    let textLeft = indent;
    const top = doc.y;
    if (number !== '') {
      doc.text(number, indent, top, { lineBreak: false });
      textLeft = indent + Math.max(NUMBER_HANG, doc.widthOfString(number) + 6);
      doc.y = top;
    }
    const width = left + textWidth - textLeft;
    if (runs.length === 0) doc.y = top + lineHeight;
    runs.forEach((run, i) => {
      doc.font(heading || run.bold ? font.boldName : font.regularName).fontSize(run.superscript ? size * 0.6 : size);
      const options = { width, align: paragraph.align, lineGap: LINE_GAP, continued: i < runs.length - 1 };
      if (i === 0) doc.text(run.text, textLeft, top, options);
      else doc.text(run.text, options);
    });
    drawnOnPage = true;
    doc.x = left;
    doc.y += PARAGRAPH_GAP;
  }

  function drawTable(table: WordTable): void {
    const columns = Math.max(0, ...table.rows.map((row) => row.reduce((sum, cell) => sum + cell.span, 0)));
    if (columns === 0) return;
    const widths = columnWidths(table, columns, textWidth);
    doc.font(fonts.latin.regularName).fontSize(TABLE_SIZE);
    const lineHeight = doc.currentLineHeight(true);
    for (const row of table.rows) {
      let column = 0;
      const cells = row.map((cell) => {
        const x = left + widths.slice(0, column).reduce((sum, width) => sum + width, 0);
        const width = widths.slice(column, column + cell.span).reduce((sum, value) => sum + value, 0);
        column += cell.span;
        const written = cell.paragraphs.join('\n');
        const font = typefaceFor(written);
        return { cell, x, width, font, text: printable(font, written) };
      });
      const textHeight = (text: string, font: TextFont, width: number) =>
        text === '' ? 0 : doc.font(font.regularName).heightOfString(text, { width: width - 2 * CELL_PADDING });
      const height = Math.max(lineHeight, ...cells.map(({ text, font, width }) => textHeight(text, font, width))) + 2 * CELL_PADDING;
      makeRoom(height);
      const pageTop = !drawnOnPage;
      if (doc.y + height > bottom()) {
        // A row taller than a page cannot be kept whole: its cells are set one after another, across the page.
        for (const { text, font } of cells) {
          if (text !== '') doc.font(font.regularName).text(text, left, doc.y, { width: textWidth });
          drawnOnPage = true;
        }
        continue;
      }
      const top = doc.y;
      for (const { x, width, text, font } of cells) {
        if (text !== '') doc.font(font.regularName).text(text, x + CELL_PADDING, top + CELL_PADDING, { width: width - 2 * CELL_PADDING, height: height - CELL_PADDING });
      }
      for (const { cell, x, width } of cells) {
        doc.moveTo(x, top).lineTo(x, top + height).lineTo(x + width, top + height).lineTo(x + width, top);
        // A cell merged with the one above has no rule between them, except where a page divides them.
        if (!cell.continuesAbove || pageTop) doc.lineTo(x, top);
      }
      doc.lineWidth(RULE_WIDTH).stroke();
      drawnOnPage = true;
      doc.x = left;
      doc.y = top + height;
    }
    doc.y += PARAGRAPH_GAP;
  }

  for (const block of document.blocks) {
    if (block.kind === 'page-break') {
      // Consecutive breaks, and a break before the end, would only leave blank pages.
      pageBreakDue = true;
      continue;
    }
    if (pageBreakDue && drawnOnPage) doc.addPage();
    pageBreakDue = false;
    if (block.kind === 'paragraph') drawParagraph(block);
    else drawTable(block);
  }
  doc.end();
  await ended;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), unprintedCharacters };
}
