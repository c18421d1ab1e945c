import type { ExtractedPage, TextBox } from './extracted-document.ts';

// Helvetica's advance widths (1/1000 em) for ASCII 32–126: PDF text items carry no glyph positions, so a
// quote that starts inside an item is placed by these typical proportions rather than by character count.
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const DEFAULT_WIDTH = 556;

const glyphWidth = (code: number) => ASCII_WIDTHS[code - 32] ?? DEFAULT_WIDTH;

function advance(text: string, from: number, to: number): number {
  let width = 0;
  for (let i = from; i < to; i++) width += glyphWidth(text.charCodeAt(i));
  return width;
}

const sameRow = (box: TextBox, item: TextBox) =>
  Math.min(box.y + box.height, item.y + item.height) - Math.max(box.y, item.y) >= 0.5 * Math.min(box.height, item.height);

/**
 * The boxes on the page covering `text.slice(start, end)`, one per line, or per row of the page that a table's
 * line spans (a wrapped cell's pieces sit on the rows below): what a viewer highlights for a quote.
 * Where the range starts or ends inside an item, the item's width is divided by typical glyph proportions.
 */
export function findTextBoxes(page: Pick<ExtractedPage, 'text' | 'lines'>, start: number, end: number): TextBox[] {
  const boxes: TextBox[] = [];
  for (const line of page.lines) {
    if (line.end <= start || line.start >= end) continue;
    let box: TextBox | undefined;
    for (const item of line.items) {
      const from = Math.max(start, item.start);
      const to = Math.min(end, item.end);
      if (to <= from) continue;
      const total = advance(page.text, item.start, item.end) || 1;
      const left = item.x + (item.width * advance(page.text, item.start, from)) / total;
      const right = item.x + (item.width * advance(page.text, item.start, to)) / total;
      if (!box || !sameRow(box, item)) {
        if (box) boxes.push(box);
        box = { start: from, end: to, x: left, y: item.y, width: right - left, height: item.height };
        continue;
      }
      const top = Math.min(box.y, item.y);
      const bottom = Math.max(box.y + box.height, item.y + item.height);
      const x = Math.min(box.x, left);
      box = { start: box.start, end: to, x, y: top, width: Math.max(box.x + box.width, right) - x, height: bottom - top };
    }
    if (box) boxes.push(box);
  }
  return boxes;
}
