export interface DrawTableOptions {
  /** Each column's width in points; a cell's text wraps inside it. */
  widths: readonly number[];
  rows: ReadonlyArray<readonly string[]>;
  /** Where the table starts on the page. */
  x?: number;
  y?: number;
  fontSize?: number;
  /** Rules around every cell, as a registry's printed tables have them. */
  borders?: boolean;
  /** Space above and below a row's text. */
  padding?: number;
}

/**
 * Draws a table as a word processor prints one: each cell's text wrapped within its column by pdfkit (so a
 * long name or a date breaks onto the lines below), rows as tall as their tallest cell. Returns where it ended.
 */
export function drawTable(doc: PDFKit.PDFDocument, options: DrawTableOptions): number {
  const { widths, rows, x = 56, fontSize = 9, borders = false, padding = 4 } = options;
  let y = options.y ?? 72;
  doc.font('Helvetica').fontSize(fontSize);
  const total = widths.reduce((sum, width) => sum + width, 0);
  for (const row of rows) {
    const height = Math.max(...row.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 6 }))) + 2 * padding;
    let left = x;
    row.forEach((cell, i) => {
      doc.text(cell, left + 3, y + padding, { width: widths[i]! - 6, lineGap: 0 });
      left += widths[i]!;
    });
    if (borders) {
      doc.rect(x, y, total, height).stroke();
      let rule = x;
      for (const width of widths.slice(0, -1)) {
        rule += width;
        doc.moveTo(rule, y).lineTo(rule, y + height).stroke();
      }
    }
    y += height;
  }
  return y;
}
