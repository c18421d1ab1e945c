import { buildPdf, drawTable } from '@dd/engine/fixtures';
import type { DrawnRegister, TableBlock } from './drawn-register.ts';

const LEFT = 56;
const TOP = 56;
const TEXT_WIDTH = 483;
const FONT_SIZE = 9;
/** `drawTable`'s space above and below a row's text, and its inset of a cell's text from the column's edges. */
const CELL_PADDING = 4;
const CELL_INSET = 6;

/** Where the next block goes, and the page's lowest line a block may reach. */
interface Cursor {
  y: number;
  bottom: number;
}

/** Starts a new page when `height` does not fit below the cursor. */
function makeRoom(doc: PDFKit.PDFDocument, cursor: Cursor, height: number) {
  if (cursor.y + height <= cursor.bottom || cursor.y === TOP) return;
  doc.addPage();
  cursor.y = TOP;
}

/** A row's height as `drawTable` draws it: its tallest cell wrapped within its column, and the padding. */
function rowHeight(doc: PDFKit.PDFDocument, widths: readonly number[], row: readonly string[]): number {
  doc.font('Helvetica').fontSize(FONT_SIZE);
  return Math.max(...row.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - CELL_INSET }))) + 2 * CELL_PADDING;
}

/** Draws a table row by row, so that one that does not fit runs on to the next page (its header again, if asked). */
function drawTableBlock(doc: PDFKit.PDFDocument, cursor: Cursor, table: TableBlock) {
  const draw = (row: readonly string[]) => {
    cursor.y = drawTable(doc, { widths: table.widths, rows: [row], x: LEFT, y: cursor.y, fontSize: FONT_SIZE, borders: table.borders ?? false, padding: CELL_PADDING });
  };
  const header = table.header;
  if (header) {
    // A header is never left alone at the foot of a page.
    makeRoom(doc, cursor, rowHeight(doc, table.widths, header) + rowHeight(doc, table.widths, table.rows[0] ?? []));
    draw(header);
  }
  for (const row of table.rows) {
    const height = rowHeight(doc, table.widths, row);
    if (cursor.y + height > cursor.bottom) {
      doc.addPage();
      cursor.y = TOP;
      if (header && table.repeatHeader) draw(header);
    }
    draw(row);
  }
  cursor.y += 8;
}

/** A register drawn block by block on A4 pages with pdfkit: a real PDF with a text layer, as a registry issues it. */
export function renderDrawnRegister(register: Pick<DrawnRegister, 'title' | 'blocks'>): Promise<Uint8Array> {
  return buildPdf(
    (doc) => {
      // pdfkit starts a page of its own below its bottom margin: the blocks stop short of it.
      const cursor: Cursor = { y: TOP, bottom: doc.page.maxY() };
      for (const block of register.blocks) {
        if (block.kind === 'page-break') {
          doc.addPage();
          cursor.y = TOP;
        } else if (block.kind === 'table') {
          drawTableBlock(doc, cursor, block);
        } else {
          const bold = block.kind === 'heading';
          const width = block.kind === 'heading' ? (block.width ?? TEXT_WIDTH) : TEXT_WIDTH;
          doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : FONT_SIZE);
          makeRoom(doc, cursor, doc.heightOfString(block.text, { width }));
          doc.text(block.text, LEFT, cursor.y, { width });
          cursor.y = doc.y + (bold ? 6 : 4);
        }
      }
    },
    { title: register.title },
  );
}
