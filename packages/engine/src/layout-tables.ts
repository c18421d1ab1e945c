import { MONTH_NAME } from './answers/months.ts';
import { makeRow, type PositionedItem, type Row } from './layout-rows.ts';

/**
 * A row of a table as a reader takes it: the page's rows it spans (a cell's text may wrap onto the rows below)
 * and each column's cell, as the pieces of it printed on each of those rows, top to bottom. A row outside any
 * table is one of a single cell.
 */
export interface TableRow {
  rows: Row[];
  cells: Row[][];
}

interface Column {
  x: number;
  end: number;
}

/** A table has at least this many columns: two are a form's labels and values, or a clause's number and its text. */
const TABLE_MIN_COLUMNS = 3;
/** A step down the page wider than this (in ems) is a gap between a table and what follows, not a row. */
const TABLE_MAX_ROW_STEP_EMS = 3;
/**
 * Cells sit closer than a page's columns of running text (a few points of padding), so a table's gutter may be
 * this narrow (in ems): twice a word space. A gap that wide between words only lines up down a table.
 */
const TABLE_GUTTER_EMS = 0.5;
/**
 * A cell's text wraps onto the next line at the line pitch: a row at most this many ems below the one above (or
 * a little more than the block's closest line step, where lines are set wide apart) may carry on its cells; a
 * row further down is a row of its own, below cell padding or a blank line.
 */
const WRAPPED_LINE_STEP_EMS = 1.3;
const WRAPPED_PITCH_RATIO = 1.1;

/** The spans of a row's text, and of the columns so far, merged wherever less than a gutter apart. */
function columnsOf(columns: readonly Column[], row: Row): Column[] {
  const spans = [...columns, ...row.items.map(({ x, width }) => ({ x, end: x + width }))].sort((a, b) => a.x - b.x);
  const merged: Column[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.x - last.end < TABLE_GUTTER_EMS * row.size) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

const overlaps = (columns: readonly Column[], row: Row) =>
  row.items.some((item) => columns.some((column) => item.x < column.end && item.x + item.width > column.x));

/**
 * The rows from `from` that keep every column apart (a line across a gutter ends the table) and print in at
 * least one column already found (a heading after the table ends it), with their columns.
 */
function tableFrom(rows: readonly Row[], from: number): { to: number; columns: Column[] } | undefined {
  let columns = columnsOf([], rows[from]!);
  if (columns.length < 2) return undefined;
  let split = 1;
  let to = from + 1;
  for (; to < rows.length; to++) {
    const row = rows[to]!;
    if (row.baseline - rows[to - 1]!.baseline > TABLE_MAX_ROW_STEP_EMS * row.size || !overlaps(columns, row)) break;
    const next = columnsOf(columns, row);
    if (next.length < columns.length) break;
    columns = next;
    if (columnsOf([], row).length > 1) split++;
  }
  return split >= 2 && columns.length >= TABLE_MIN_COLUMNS ? { to, columns } : undefined;
}

/** Each item to the column its start falls in. */
function cellsOf(row: Row, columns: readonly Column[]): PositionedItem[][] {
  const cells: PositionedItem[][] = columns.map(() => []);
  for (const item of row.items) {
    let column = 0;
    while (column + 1 < columns.length && item.x >= columns[column + 1]!.x - 0.5 * item.size) column++;
    cells[column]!.push(item);
  }
  return cells;
}

/** A cell's piece ending so has said what it had to: what comes below it may be a row of its own. */
const SENTENCE_END = /[.;:!?)\]]$/;

/** Words a line of a cell may end with when the cell's text wraps onto the next line. */
const OPEN_ENDING = /(?:[-,&]|\b(?:and|or|of|the|in|for|to|at|by|with|from|between|under|upon|into|over|on|as|per|than))$/i;

/** A date as a register's column prints it: "14.02.2024", "22-JUN-2016". */
const COLUMN_DATE = /^\d{1,2}[./-](?:\d{1,2}|\p{L}{3})[./-]\d{4}$/u;

/**
 * A date a narrow column broke inside itself ("14.02." over "2024", "14.02.20" over "24", "22-JUN-2" over "016"):
 * the cell's pieces are one word, joined with nothing between them.
 */
export function breaksDate(last: string, next: string): boolean {
  const head = /\S+$/.exec(last.trimEnd())?.[0];
  const tail = /^\S+/.exec(next.trimStart())?.[0];
  return !!head && !!tail && /^\d/.test(head) && !COLUMN_DATE.test(head) && COLUMN_DATE.test((head + tail).replace(/[.,;:)]+$/, ''));
}

/** A day and month at the end of a cell's piece ("9 August", "25th December", "14 MAR"), its year to follow. */
const DAY_AND_MONTH = new RegExp(String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+${MONTH_NAME}$`, 'i');

/** A date written out that a narrow column broke before its year: "9 August" over "2021". The words keep their space. */
export const breaksDateInWords = (last: string, next: string): boolean => DAY_AND_MONTH.test(last.trimEnd()) && /^\d{4}\b/.test(next.trimStart());

/** A cell's piece as read: OCR gives each word as an item of its own, a text layer whole runs of words. */
const pieceText = (items: readonly PositionedItem[]) => items.map((item) => item.text).join(' ');

/** A date broken across a cell's lines, inside its year or before it. */
const breaksAnyDate = (last: string, next: string) => breaksDate(last, next) || breaksDateInWords(last, next);

/**
 * A cell's next piece reads on from its last: the last ends open ("12-MAR-", "JAMES MACLEOD and"), the next starts
 * in lower case, or the two are a date broken inside its year or before it.
 */
const readsOn = (last: readonly PositionedItem[], next: readonly PositionedItem[]) =>
  OPEN_ENDING.test(last.at(-1)!.text.trimEnd()) || /^\p{Ll}/u.test(next[0]!.text.trimStart()) || breaksAnyDate(pieceText(last), next[0]!.text);

/** No figure in any of a row's cells: a table's column headings hold none, its entries' numbers and dates do. */
const holdsNoFigure = (cells: readonly (readonly PositionedItem[])[]) => cells.every((cell) => cell.every((item) => !/\d/.test(item.text)));

interface RowAbove {
  row: Row;
  cells: readonly PositionedItem[][];
  /** Part of its table's first row, where a heading wraps. */
  first: boolean;
}

/**
 * A row continues the table row above it when it follows at a line's step (`lineStep`) and only carries on cells
 * that row filled. Wrapped text mostly leaves the first column (the entry's number or label) blank; a row that
 * fills every other column could as well be a row of its own whose first cell was left blank, so it carries on
 * only where each of its cells reads on from the one above. A first cell alone under the table's heading carries
 * the heading on: "Entry" over "No."; so does any row of headings under it, where neither holds a figure. Where
 * the first column wraps too (an entry's number and date in one cell, "1 12.07.2019 Edged" over "and numbered 1
 * in"), its piece must read on from the one above, and the row fill fewer cells than that one or read on in every
 * cell: a new entry opens its first cell with a number or a date.
 * A date broken inside or before its year carries on its row, whatever its other cells say.
 */
function continues(cells: readonly PositionedItem[][], above: RowAbove, lineStep: boolean, numberedEntry: boolean): boolean {
  if (!lineStep) return false;
  const filled = cells.filter((cell) => cell.length > 0).length;
  if (!cells.every((cell, column) => cell.length === 0 || above.cells[column]!.length > 0)) return false;
  // The table's headings wrap within their cells ("Entry" over "No.", "Date of" over "Registration"): figures in
  // neither row, so no entry is taken for a line of headings.
  if (above.first && holdsNoFigure(above.cells) && holdsNoFigure(cells)) return true;
  const everyCellReadsOn = () => cells.every((cell, column) => cell.length === 0 || readsOn(above.cells[column]!, cell));
  if (cells[0]!.length > 0) {
    if (filled === 1 && above.first) return true;
    // An entry opened with its number ("1 02.08.2021"): a first cell that opens with no figure carries its first
    // cell on ("Edged and numbered 1 in blue", "(part of)"), alone or where another cell it fills reads on ("15
    // years from" over "24.06.2021"); the entry after it opens with its own number.
    const others = cells.slice(1).flatMap((cell, column) => (cell.length > 0 ? [readsOn(above.cells[column + 1]!, cell)] : []));
    const carriesEntryOn = numberedEntry && !/^\d/.test(cells[0]![0]!.text.trimStart()) && (others.length === 0 || others.includes(true));
    if (carriesEntryOn) return true;
    const filledAbove = above.cells.filter((cell) => cell.length > 0).length;
    return readsOn(above.cells[0]!, cells[0]!) && (filled < filledAbove || everyCellReadsOn());
  }
  // A date broken inside or before its year carries on whatever else the row holds: no row opens with a year. So
  // does a cell whose piece above was left open ("MACLEOD-" over "NICOLSON,", "MACKINNON and" over "DOMHNALL"): the
  // cell beside it may have ended a sentence ("Registered 12 FEB 2024."), this one has not.
  const carriesACellOn = cells.some((cell, column) => {
    if (cell.length === 0) return false;
    const last = pieceText(above.cells[column]!).trimEnd();
    return breaksAnyDate(last, cell[0]!.text) || (last.length > 1 && OPEN_ENDING.test(last));
  });
  // Cells the row above left mid-sentence, one of which plainly reads on ("containing" over "0.1214 Hectares",
  // "The Registration does not" over "extend to the mines and"): a row of its own follows a row whose cells ended.
  const midSentence = () =>
    cells.every((cell, column) => cell.length === 0 || !SENTENCE_END.test(above.cells[column]!.at(-1)!.text.trimEnd())) &&
    cells.some((cell, column) => cell.length > 0 && readsOn(above.cells[column]!, cell));
  return filled < cells.length - 1 || everyCellReadsOn() || carriesACellOn || midSentence();
}

/** A date written out whole in a cell: "21 MAR 2024", "9 August 2021". */
const DATE_IN_WORDS = new RegExp(String.raw`^\d{1,2}\s+${MONTH_NAME}\s+\d{4}$`, 'i');

/** A cell that opens a table's entry wherever it stands: its number alone, or a date as a register's column prints it. */
const opensEntry = (cells: readonly PositionedItem[][]) =>
  cells.some((cell) => {
    const text = pieceText(cell).trim();
    return cell.length > 0 && (/^\d{1,3}\.?$/.test(text) || COLUMN_DATE.test(text) || DATE_IN_WORDS.test(text));
  });

/**
 * A table that sets its entries apart by padding: every row below its headings holding an entry's number or date
 * (one at least) stands further below the row above than a line's pitch. Its cells' text wraps at the pitch, so a row
 * at the pitch carries on the entry above whatever its cells say ("FORTH AND TEITH BUILDING" over "SOCIETY, …", where
 * the creditor comes first and the entry's number last). A table of one entry continued from the page before is one.
 */
function padsItsEntries(rows: readonly Row[], cellsByRow: readonly PositionedItem[][][], isLineStep: (row: Row, above: Row) => boolean): boolean {
  const openings = rows.flatMap((_, i) => (i > 0 && opensEntry(cellsByRow[i]!) ? [i] : []));
  return openings.length >= 1 && openings.every((i) => !isLineStep(rows[i]!, rows[i - 1]!));
}

function tableRows(rows: readonly Row[], columns: readonly Column[], linePitch: number): TableRow[] {
  const result: TableRow[] = [];
  const isLineStep = (row: Row, above: Row) => row.baseline - above.baseline <= Math.max(WRAPPED_LINE_STEP_EMS * row.size, WRAPPED_PITCH_RATIO * linePitch);
  const cellsByRow = rows.map((row) => cellsOf(row, columns));
  const padded = padsItsEntries(rows, cellsByRow, isLineStep);
  let above: RowAbove | undefined;
  for (const [i, row] of rows.entries()) {
    const cells = cellsByRow[i]!;
    const current = result.at(-1);
    const lineStep = !!above && isLineStep(row, above.row);
    const numberedEntry = !!current && /^\d/.test(current.cells[0]?.[0]?.items[0]?.text.trimStart() ?? '');
    if (current && above && ((padded && lineStep) || continues(cells, above, lineStep, numberedEntry))) {
      current.rows.push(row);
      cells.forEach((cell, column) => cell.length > 0 && current.cells[column]!.push(makeRow(cell)));
    } else {
      result.push({ rows: [row], cells: cells.map((cell) => (cell.length > 0 ? [makeRow(cell)] : [])) });
    }
    above = { row, cells, first: result.length === 1 };
  }
  return result;
}

/**
 * A block's rows with its tables found: rows of three or more columns that keep a gutter between each pair all
 * the way down. Outside tables each row stands alone; inside, a cell whose text wraps onto the rows below is
 * gathered whole, so a wrapped name is never read across the date printed beside it. `linePitch` is the step
 * between the block's most closely set lines (Infinity for a block of one line).
 */
export function findTableRows(rows: readonly Row[], linePitch: number): TableRow[] {
  const result: TableRow[] = [];
  for (let from = 0; from < rows.length; ) {
    const table = tableFrom(rows, from);
    if (!table) {
      result.push({ rows: [rows[from]!], cells: [[rows[from]!]] });
      from++;
      continue;
    }
    result.push(...tableRows(rows.slice(from, table.to), table.columns, linePitch));
    from = table.to;
  }
  return result;
}
