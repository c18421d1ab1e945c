import { blockHeight, keepRoom, PDF_STYLES, setStyle, writeRuns, type PdfRun } from './write-pdf-block.ts';

export interface PdfColumn {
  title: string;
  /** A share of the text column's width; the shares add up to 1. */
  share: number;
  align?: 'left' | 'right';
}

/** A table once written: a cell left empty can be filled in later (a page number only known once the report is laid out). */
export interface WrittenPdfTable {
  fillCell(row: number, column: number, text: string): void;
}

const CELL_GAP = 6;
const ROW_GAP = 4;

/**
 * A table in small print: the runs that head it kept with its header row and first row, a row never split across
 * pages, and the header row again at the top of each page it runs on to.
 */
export function writePdfTable(
  doc: PDFKit.PDFDocument,
  table: { heading: readonly PdfRun[]; columns: readonly PdfColumn[]; rows: readonly (readonly string[])[] },
): WrittenPdfTable {
  const left = doc.page.margins.left;
  const across = doc.page.width - left - doc.page.margins.right;
  const cells = table.columns.map((column, index) => ({
    ...column,
    x: left + across * table.columns.slice(0, index).reduce((total, { share }) => total + share, 0),
    width: across * column.share - CELL_GAP,
  }));
  /** Sets the row's font and gives its height: its tallest cell's. */
  const rowHeight = (texts: readonly string[], style: 'row' | 'header') => {
    setStyle(doc, 'small').font(style === 'header' ? 'Helvetica-Bold' : PDF_STYLES.small.font);
    return ROW_GAP + Math.max(...cells.map((cell, index) => doc.heightOfString(texts[index] || ' ', { width: cell.width })));
  };
  const writeRow = (texts: readonly string[], style: 'row' | 'header') => {
    const height = rowHeight(texts, style);
    const top = doc.y;
    cells.forEach((cell, index) => {
      if (texts[index]) doc.text(texts[index], cell.x, top, { width: cell.width, align: cell.align ?? 'left' });
    });
    doc.x = left;
    doc.y = top + height;
    if (style === 'header') doc.moveTo(left, doc.y - ROW_GAP / 2).lineTo(left + across, doc.y - ROW_GAP / 2).lineWidth(0.5).strokeColor('#999999').stroke();
  };
  const header = table.columns.map((column) => column.title);

  const [first] = table.rows;
  keepRoom(doc, blockHeight(doc, table.heading) + rowHeight(header, 'header') + (first ? rowHeight(first, 'row') : 0));
  writeRuns(doc, table.heading);
  writeRow(header, 'header');
  const places = table.rows.map((row) => {
    const height = rowHeight(row, 'row');
    if (doc.y + height > doc.page.maxY()) {
      doc.addPage();
      writeRow(header, 'header');
    }
    const { start, count } = doc.bufferedPageRange();
    const place = { page: start + count - 1, y: doc.y };
    writeRow(row, 'row');
    return place;
  });
  doc.fillColor('black');
  return {
    fillCell(row, column, text) {
      const { page, y } = places[row]!;
      const cell = cells[column]!;
      doc.switchToPage(page);
      setStyle(doc, 'small').text(text, cell.x, y, { width: cell.width, align: cell.align ?? 'left' });
    },
  };
}
