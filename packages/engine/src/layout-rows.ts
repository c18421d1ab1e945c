/** A run of text the PDF placed, in page coordinates (points, origin top-left). */
export interface PositionedItem {
  text: string;
  x: number;
  width: number;
  baseline: number;
  top: number;
  bottom: number;
  /** Font size in points. */
  size: number;
  /** The PDF put whitespace next to this item, so words are separated even when the gap is tight. */
  spaceBefore: boolean;
  spaceAfter: boolean;
  /** The OCR found a paragraph starting with this word: the line it opens starts a paragraph. */
  opensParagraph?: boolean;
}

/** Items of a row with no gap wider than SEGMENT_GAP_EMS between them: a piece of a line, a cell or a column. */
export interface Segment {
  x: number;
  end: number;
  chars: number;
  words: number;
  items: PositionedItem[];
}

/** The items printed on one line of the page, left to right, in segments split at wide gaps. */
export interface Row {
  items: PositionedItem[];
  segments: Segment[];
  top: number;
  bottom: number;
  baseline: number;
  size: number;
}

/** A gap wider than this (in ems) between items of a row may be a column gutter. */
export const SEGMENT_GAP_EMS = 1;

const byBaselineThenX = (a: PositionedItem, b: PositionedItem) => a.baseline - b.baseline || a.x - b.x;
const byX = (a: PositionedItem, b: PositionedItem) => a.x - b.x;

function countWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = text.charCodeAt(i) === 32;
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}

function segmentsOf(items: PositionedItem[], size: number): Segment[] {
  const segments: Segment[] = [];
  let current: Segment | undefined;
  for (const item of items) {
    if (current && item.x - current.end <= SEGMENT_GAP_EMS * size) {
      current.end = Math.max(current.end, item.x + item.width);
      current.chars += item.text.length;
      current.words += countWords(item.text);
      current.items.push(item);
      continue;
    }
    current = { x: item.x, end: item.x + item.width, chars: item.text.length, words: countWords(item.text), items: [item] };
    segments.push(current);
  }
  return segments;
}

export function makeRow(items: PositionedItem[]): Row {
  items.sort(byX);
  let tallest = items[0]!;
  for (const item of items) if (item.bottom - item.top > tallest.bottom - tallest.top) tallest = item;
  return {
    items,
    segments: segmentsOf(items, tallest.size),
    top: tallest.top,
    bottom: tallest.bottom,
    baseline: tallest.baseline,
    size: tallest.size,
  };
}

/** Items whose boxes overlap vertically by at least half the smaller height share a row (superscripts included). */
export function groupRows(items: PositionedItem[]): Row[] {
  const sorted = [...items].sort(byBaselineThenX);
  const groups: PositionedItem[][] = [];
  let group: PositionedItem[] | undefined;
  let top = 0;
  let bottom = 0;
  for (const item of sorted) {
    const height = item.bottom - item.top;
    const overlap = Math.min(bottom, item.bottom) - Math.max(top, item.top);
    if (group && overlap >= 0.5 * Math.min(height, bottom - top)) {
      group.push(item);
      if (height > bottom - top) {
        top = item.top;
        bottom = item.bottom;
      }
      continue;
    }
    group = [item];
    groups.push(group);
    top = item.top;
    bottom = item.bottom;
  }
  return groups.map(makeRow);
}

