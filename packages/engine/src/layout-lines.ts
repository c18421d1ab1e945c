import type { LayoutLine, LineItem } from './layout-line.ts';
import { breaksDate, findTableRows } from './layout-tables.ts';
import { groupRows, makeRow, SEGMENT_GAP_EMS, type PositionedItem, type Row, type Segment } from './layout-rows.ts';

interface SideStats {
  rows: number;
  chars: number;
  words: number;
}

interface Run {
  rows: Row[];
  left: SideStats;
  right: SideStats;
  /** Right edge of the left-hand text and left edge of the right-hand text: the gutter between them. */
  leftEnd: number;
  rightStart: number;
  size: number;
  /**
   * The block's rows and where the run starts among them: a table's headings may stand above a row whose cells ran
   * across the gutter.
   */
  block: readonly Row[];
  start: number;
}

/** A gap wider than this (in ems) between two items of a line is a word space. */
const WORD_GAP_EMS = 0.15;
/** Columns of running text have several words a line; shorter cells are a table or a form, read row by row. */
const COLUMN_MIN_ROWS = 5;
const COLUMN_MIN_WORDS = 4;
const COLUMN_MIN_CHARS = 20;
const MAX_COLUMN_DEPTH = 3;
/** A baseline step this much larger than the block's usual line pitch starts a new paragraph. */
const PARAGRAPH_PITCH_RATIO = 1.5;

const emptySide = (): SideStats => ({ rows: 0, chars: 0, words: 0 });

const isColumn = (side: SideStats) =>
  side.rows >= COLUMN_MIN_ROWS && side.words / side.rows >= COLUMN_MIN_WORDS && side.chars / side.rows >= COLUMN_MIN_CHARS;

/**
 * Columns have a clear gutter all the way down (wide word gaps in justified text only line up by chance), and no
 * row of headings over them.
 */
const qualifies = (run: Run, gutter: number) =>
  isColumn(run.left) && isColumn(run.right) && run.rightStart - run.leftEnd >= SEGMENT_GAP_EMS * run.size && !isHeadedTable(run, gutter);

/** A table's column heading: a few words and no figure ("Entry", "Date of", "Nature of Security"). */
const HEADING_MAX_WORDS = 4;
/** How far (in ems) a cell's text may start from its column's heading: OCR places words a pixel or two apart. */
const HEADING_ALIGN_EMS = 0.6;

const isHeading = (segment: Segment) => segment.words <= HEADING_MAX_WORDS && segment.items.every((item) => !/\d/.test(item.text));

/**
 * A borderless table whose first columns wrap over many lines while the others hold a line or two (a securities
 * section: creditor, debtor, date) looks like two columns of running text. It is told apart by its headings: the
 * run's first row with text on both sides of the gutter is a row of three or more short headings without a figure,
 * and every row below the headings starts each of its pieces under one of them. Two columns of prose open with
 * lines of prose, and their lines start at two places, not under three or more headings.
 */
function isHeadedTable(run: Run, gutter: number): boolean {
  const spans = (row: Row) => row.segments.some((segment) => segment.end <= gutter) && row.segments.some((segment) => segment.x > gutter);
  const isHeadingRow = (row: Row | undefined) => !!row && row.segments.length >= 3 && row.segments.every(isHeading);
  // The headings open the run, or stand above it: a row whose cells ran across the gutter (a long instrument number
  // beside its particulars) ends the run above, and the table carries on below it under the same headings.
  const opening = run.rows.findIndex(spans);
  const above = isHeadingRow(run.rows[opening]) ? -1 : run.block.slice(0, run.start).findLastIndex(isHeadingRow);
  const rows = above < 0 ? run.rows : run.block.slice(above, run.start + run.rows.length);
  const at = above < 0 ? opening : 0;
  if (!isHeadingRow(rows[at])) return false;
  const headings = rows[at]!.segments;
  // Headings may wrap onto the rows under them, centred or indented in their cells ("ENTRY" over " NO.").
  let first = at + 1;
  while (first < rows.length && rows[first]!.segments.every(isHeading)) first++;
  const below = rows.slice(first);
  // A cell starts under its heading's first word; two headings set close together may be one piece of the row.
  const starts = headings.flatMap((heading) => heading.items.map((item) => item.x));
  const underHeading = (segment: Segment, size: number) => starts.some((x) => Math.abs(segment.x - x) <= HEADING_ALIGN_EMS * size);
  return below.some(spans) && below.every((row) => row.segments.every((segment) => underHeading(segment, row.size)));
}

/** Splits rows at a candidate gutter: rows with text across it end a run; each run gathers both sides' text. */
function runsAt(rows: Row[], gutter: number): (Run | Row)[] {
  const parts: (Run | Row)[] = [];
  let run: Run | undefined;
  for (const [i, row] of rows.entries()) {
    if (row.segments.some((segment) => segment.x < gutter && segment.end > gutter)) {
      run = undefined;
      parts.push(row);
      continue;
    }
    if (!run) {
      run = { rows: [], left: emptySide(), right: emptySide(), leftEnd: -Infinity, rightStart: Infinity, size: 0, block: rows, start: i };
      parts.push(run);
    }
    run.rows.push(row);
    run.size = Math.max(run.size, row.size);
    let hasLeft = false;
    let hasRight = false;
    for (const segment of row.segments) {
      const left = segment.end <= gutter;
      const side = left ? run.left : run.right;
      side.chars += segment.chars;
      side.words += segment.words;
      if (left) {
        hasLeft = true;
        run.leftEnd = Math.max(run.leftEnd, segment.end);
      } else {
        hasRight = true;
        run.rightStart = Math.min(run.rightStart, segment.x);
      }
    }
    if (hasLeft) run.left.rows++;
    if (hasRight) run.right.rows++;
  }
  return parts;
}

/** The gutter (an x position) that separates the most rows into two columns of running text, if any does. */
function findGutter(rows: Row[]): number | undefined {
  const tried = new Set<number>();
  let best: number | undefined;
  let bestRows = 0;
  for (const row of rows) {
    for (let i = 1; i < row.segments.length; i++) {
      const gutter = Math.round((row.segments[i - 1]!.end + row.segments[i]!.x) / 2);
      if (tried.has(gutter)) continue;
      tried.add(gutter);
      let columnRows = 0;
      for (const part of runsAt(rows, gutter)) if ('left' in part && qualifies(part, gutter)) columnRows += part.rows.length;
      if (columnRows > bestRows) {
        best = gutter;
        bestRows = columnRows;
      }
    }
  }
  return best;
}

function sideRows(rows: Row[], gutter: number, left: boolean): Row[] {
  const result: Row[] = [];
  for (const row of rows) {
    const items = row.segments.filter((segment) => segment.end <= gutter === left).flatMap((segment) => segment.items);
    if (items.length > 0) result.push(makeRow(items));
  }
  return result;
}

/** Reading order as blocks of rows: columns of running text are read one after the other (recursively). */
function arrange(rows: Row[], depth: number): Row[][] {
  const gutter = depth < MAX_COLUMN_DEPTH ? findGutter(rows) : undefined;
  if (gutter === undefined) return [rows];
  const blocks: Row[][] = [];
  let pending: Row[] = [];
  for (const part of runsAt(rows, gutter)) {
    if (!('left' in part)) {
      pending.push(part);
    } else if (!qualifies(part, gutter)) {
      pending.push(...part.rows);
    } else {
      if (pending.length > 0) blocks.push(pending);
      pending = [];
      blocks.push(...arrange(sideRows(part.rows, gutter, true), depth + 1));
      blocks.push(...arrange(sideRows(part.rows, gutter, false), depth + 1));
    }
  }
  if (pending.length > 0) blocks.push(pending);
  return blocks;
}

const isDuplicate = (a: PositionedItem, b: PositionedItem) =>
  a.text === b.text && Math.abs(a.x - b.x) < 0.2 * a.size && Math.abs(a.baseline - b.baseline) < 0.2 * a.size;

/**
 * A line from cells (one for a plain row), each printed as pieces on successive rows of the page: pieces of a
 * cell are joined by a space, or by nothing after a hyphen ("12-MAR-" and "2015") or inside a date's year ("14.02.20"
 * and "24"); cells by a space.
 */
function toLine(cells: readonly (readonly Row[])[], breakBefore: boolean): LayoutLine {
  let text = '';
  const items: LineItem[] = [];
  let left = Infinity;
  let right = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  for (const pieces of cells) {
    for (const [n, piece] of pieces.entries()) {
      const joined = n > 0 && (text.endsWith('-') || breaksDate(text, piece.items[0]?.text ?? ''));
      if (text.length > 0 && !joined) text += ' ';
      let previous: PositionedItem | undefined;
      for (const item of piece.items) {
        if (previous) {
          // Fake bold: the same text drawn twice, a hair apart.
          if (isDuplicate(previous, item)) continue;
          const gap = item.x - (previous.x + previous.width);
          if (previous.spaceAfter || item.spaceBefore || gap > WORD_GAP_EMS * Math.min(previous.size, item.size)) text += ' ';
        }
        const start = text.length;
        text += item.text;
        items.push({ start, end: text.length, x: item.x, y: item.top, width: item.width, height: item.bottom - item.top });
        left = Math.min(left, item.x);
        right = Math.max(right, item.x + item.width);
        top = Math.min(top, item.top);
        bottom = Math.max(bottom, item.bottom);
        previous = item;
      }
    }
  }
  return { text, items, x: left, y: top, width: right - left, height: bottom - top, breakBefore };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function blockLines(block: Row[], breakBefore: boolean): LayoutLine[] {
  const pitches: number[] = [];
  for (let i = 1; i < block.length; i++) pitches.push(block[i]!.baseline - block[i - 1]!.baseline);
  const usualPitch = median(pitches);
  let above: Row | undefined;
  return findTableRows(block, Math.min(...pitches)).map(({ rows, cells }, i) => {
    const first = rows[0]!;
    const pitch = above ? first.baseline - above.baseline : 0;
    above = rows.at(-1);
    const opensParagraph = cells.flat()[0]?.items[0]?.opensParagraph === true;
    const paragraph = i === 0 ? breakBefore : opensParagraph || (pitch > PARAGRAPH_PITCH_RATIO * usualPitch && pitch > 1.2 * first.size);
    return toLine(cells, paragraph);
  });
}

/**
 * Lines of a page in reading order: items grouped into rows by their vertical overlap, columns of running text
 * read one after the other, a table's wrapped cells gathered into their row, words spaced from the gaps between
 * items, paragraphs marked by larger line steps.
 */
export function layoutLines(items: PositionedItem[]): LayoutLine[] {
  if (items.length === 0) return [];
  return arrange(groupRows(items), 0).flatMap((block, i) => blockLines(block, i > 0));
}
