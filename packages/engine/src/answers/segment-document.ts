import { isColumnHeadings } from './column-headings.ts';
import { MONTHS } from './months.ts';
import type { CitablePage } from './verify-citation.ts';

export type UnitKind = 'clause' | 'definition' | 'heading' | 'register_entry' | 'paragraph' | 'row';

/**
 * A passage of a document that can answer a question: a numbered clause, a definition, a register entry or a
 * paragraph, with the heading it sits under and its offsets in its page's text. A passage never spans pages.
 */
export interface DocumentUnit {
  id: string;
  kind: UnitKind;
  /** Its number as the document writes it: "3.2", "(a)", "B2", "Schedule 1". */
  label: string | null;
  /** The heading it sits under: "RENT", "B: Proprietorship Register", "SCHEDULE 2 – THE PROPERTY". */
  heading: string | null;
  /** For a definition, the term it defines. */
  definedTerm: string | null;
  page: number;
  start: number;
  end: number;
  text: string;
}

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)\\b';
/**
 * "3.2", and the way US and European drafting number them: "Section 9.2.", "Article 12.1", "Clause 5"; but not a
 * date's day at the start of a line ("12 April 2019 D2019LR045677R …" in a folio, "1 December 2022." wrapped). An
 * entry's number a scan runs into its date ("2.3 June 2021") is the entry's.
 */
const CLAUSE_NUMBER = new RegExp(
  String.raw`^(?:(?:Section|Article|Clause|§)\s*)?(?:(\d{1,2})\.(?=\d{1,2}\s+${MONTH})|(\d{1,3}(?:\.\d{1,3}){0,3})(?:\.|(?<=(?:Article|Clause|Section)\s*\d[\d.]*):)?(?=\s+\S)(?!\s+${MONTH}))`,
);
/** The prescribed clauses of a lease in England and Wales: "LR1.", "LR2.1". */
const PRESCRIBED_CLAUSE = /^(LR\d{1,2}(?:\.\d)?)\.?(?=\s+\S)/;
const SUB_CLAUSE = /^\(([a-z]{1,2}|[ivxl]{1,6}|\d{1,3})\)(?=\s+\S)/;
/** Register entries: "A1", "B2." or "Entry 3." in a title sheet, or an entry numbered within a register of title. */
const REGISTER_ENTRY = /^([A-D]\d{1,3}|Entry\s+\d{1,3})[.:]?(?=\s+\S)/;
const SECTION_HEADING =
  /^(?:(?:schedule|annexure|appendix|exhibit|part|section|article)\s+[\dA-Z][\w.]*\b.*|[A-D]\s*[:.]\s*[A-Z][A-Za-z ]+(?:register|section|burdens|securities)\b.*)$/i;
const DEFINITION = /^(?:["“']([^"”']{1,80})["”']|([A-Z][A-Za-z'’ -]{1,60}?))\s+(?:means|shall mean|includes|has the meaning)\b/;

const LEADING_LABEL = /^\s*(?:LR\d{1,2}(?:\.\d)?\.?|(?:Section|Article|Clause)\s*\d{1,3}(?:\.\d{1,3}){0,3}:|(?:(?:Section|Article|Clause|§)\s*)?(?:\d{1,3}(?:\.\d{1,3}){0,3}\.?|\([a-z0-9]{1,6}\)|[A-D]\d{1,3}[.:]?|Entry\s+\d{1,3}[.:]?))\s+/;
/** A line or sentence without its clause number: "Section 4.04 Special Indemnity." is "Special Indemnity.". */
export const withoutLabel = (text: string) => text.replace(LEADING_LABEL, '');
const MAX_HEADING_WORDS = 10;
const MAX_TITLE_WORDS = 6;

/** A short line on its own that names what follows: upper case, a schedule, part or register, or a table's column headings. */
function headingOf(line: string): string | null {
  const text = line.trim();
  // A table's column headings name what each row below holds ("Entry Proprietor Date of Registration …").
  if (isColumnHeadings(text)) return text;
  if (text === '' || text.split(/\s+/).length > MAX_HEADING_WORDS) return null;
  // "TITLE NUMBER MID184421", "FOLIO AN98765 COUNTY ANTRIM": a line in capitals that carries a reference is content.
  if (/\b[A-Z]{1,4}\d{3,}[A-Z]?\b/.test(text)) return null;
  if (SECTION_HEADING.test(text)) return text;
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 3 && letters === letters.toUpperCase() && !/[.;,]$/.test(text)) return text;
  return null;
}

/**
 * "2. Job title and duties" over "2.1 You are employed as …": a numbered line that names what the clauses under it
 * say, in any case, rather than saying anything itself.
 */
function isClauseTitle(line: string, label: { kind: UnitKind } | null, next: string | undefined): boolean {
  if (label?.kind !== 'clause' || next === undefined || !labelOf(next)) return false;
  const title = withoutLabel(line).trim();
  // "Clause 1.1 Principal Designer Harrow Architects LLP" is a row of particulars: a name, a number or a bracket.
  const particular = /[\d()]|\b\p{Lu}{2,}\b/u.test(title);
  return /^\p{Lu}/u.test(title) && !particular && title.split(/\s+/).length <= MAX_TITLE_WORDS && !/[.;:,]$/.test(title);
}

/** "Tenant: Priya Sharma …": a row of particulars that names its label before a colon. */
const COLON_ROW = /^\s*\p{Lu}[\p{L}'’()/ -]{0,40}:\s*\S/u;
/** A line that goes on from the one before: it ends on a word that needs more ("in favour of", "appointed 1"). */
const LEFT_OPEN = /(?:\b(?:of|in|and|or|the|to|by|for|with|a|an|at|on|from|as)|[,(–-])\s*$/i;
/** The share of a paragraph's lines that must start rows for it to be read as a table of particulars. */
const ROW_SHARE = 2 / 3;
const MIN_ROWS = 3;
/** A row "well short" of a paragraph's longest line. */
const SHORT_ROW = 0.7;
/** Lines no longer than this fill no page's width: whatever they are, they are not wrapped prose. */
const NARROW = 60;

/**
 * Whether a line starts a new row of a table of particulars ("Company Number 654321", "Permitted Use Light
 * industrial use") rather than continuing the one before ("offices", "HYNES (appointed …", "October 2022)").
 */
function startsRow(line: string, previous: string): boolean {
  if (COLON_ROW.test(line)) return true;
  const first = /^\s*([\p{L}]+)/u.exec(line)?.[1] ?? '';
  if (!/^\p{Lu}\p{Ll}/u.test(first) || (MONTHS as readonly string[]).includes(first.toLowerCase())) return false;
  return !LEFT_OPEN.test(previous);
}

/**
 * A passage whose lines, or whose lines after a finished sentence, mostly start rows ends in a table of
 * particulars: each row is a passage of its own, so that "Next Annual Return Date 14 March 2025" is not read with
 * the "Last Accounts Made Up To 31 December 2023" above it, nor "Rent £36,000 a year" with the parties before it.
 * Returns the parts' offsets within the passage, or null when it holds no such table.
 */
/**
 * Rows of a table, not lines of prose that happen to start with capitals: no line fills a page's width, or most
 * rows are labelled with a colon, or most stand on one line well short of the longest (prose fills each line).
 */
function looksTabular(text: string, rows: { start: number; end: number }[]): boolean {
  const cells = rows.map((row) => text.slice(row.start, row.end));
  const longest = Math.max(...text.split('\n').map((line) => line.length));
  const labelled = cells.filter((cell) => COLON_ROW.test(cell)).length;
  const short = cells.filter((cell) => !cell.includes('\n') && cell.length < SHORT_ROW * longest).length;
  return longest <= NARROW || 2 * labelled >= cells.length || 2 * short >= cells.length;
}

function rowsOf(text: string): { start: number; end: number; row: boolean }[] | null {
  const lines = text.split('\n');
  const starts = lines.map((_, i) => lines.slice(0, i).reduce((at, line) => at + line.length + 1, 0));
  for (let first = 0; first <= lines.length - MIN_ROWS; first++) {
    if (first > 0 && !/[.;:]\s*$/.test(lines[first - 1]!)) continue;
    const rows: { start: number; end: number; row: boolean }[] = first > 0 ? [{ start: 0, end: starts[first]! - 1, row: false }] : [];
    const table = rows.length;
    for (let i = first; i < lines.length; i++) {
      const end = starts[i]! + lines[i]!.length;
      if (i === first || startsRow(lines[i]!, lines[i - 1]!)) rows.push({ start: starts[i]!, end, row: true });
      else rows.at(-1)!.end = end;
    }
    const count = rows.length - table;
    if (count >= MIN_ROWS && count >= ROW_SHARE * (lines.length - first) && looksTabular(text, rows.slice(table))) return rows;
  }
  return null;
}

/** A clause's heading run into its first sentence: a few words in title case, then the sentence's first word. */
const RUN_IN_HEADING =
  /^(?:(\p{Lu}\p{Ll}+(?:\s+(?:of|and|for|to|\p{Lu}[\p{L}&'’-]*)){0,3})\.\s+(?=\p{Lu})|(\p{Lu}\p{Ll}+(?:\s+(?:of|and|for|to|\p{L}+)){0,3}?)\s+(?=(?:The|This|Each|Either|Neither|No|If|Any|All|Where|Unless|We|You)\s))/u;

/** A numbered box of a form: "4 Transferor", "6 Transferee's intended". */
const PANEL_LABEL = /^\s*(\d{1,2})\s+\p{Lu}/u;

/**
 * A form whose panels come out of the page as a column of numbered labels, then (after a gap) a column of their
 * values, one line each ("1 Title number(s) … 4 Transferor …" then "NK402219 … JANET ELIZABETH MOSS …"): each
 * value line paired with its label, by order. Returns the value lines' labels by line index, and the label lines.
 */
function formPanels(lines: Line[]): { values: Map<number, string>; labels: Set<number> } {
  const values = new Map<number, string>();
  const labels = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const first = PANEL_LABEL.exec(lines[i]!.text);
    if (!first || first[1] !== '1' || !lines[i]!.paragraphStart && i > 0 && PANEL_LABEL.test(lines[i - 1]!.text)) continue;
    // The labels: 1, 2, 3 … in order, a label's words running on to lines of their own.
    const panel: { text: string; line: number }[] = [];
    let j = i;
    for (; j < lines.length && (j === i || !lines[j]!.paragraphStart); j++) {
      const number = PANEL_LABEL.exec(lines[j]!.text)?.[1];
      if (number === String(panel.length + 1)) panel.push({ text: lines[j]!.text.trim(), line: j });
      else if (number === undefined && panel.length > 0) panel.at(-1)!.text += ` ${lines[j]!.text.trim()}`;
      else break;
    }
    if (panel.length < MIN_ROWS || j >= lines.length || !lines[j]!.paragraphStart) continue;
    // The values: the next paragraph, exactly one line for each label.
    let end = j + 1;
    while (end < lines.length && !lines[end]!.paragraphStart) end++;
    if (end - j !== panel.length) continue;
    panel.forEach((label, k) => {
      values.set(j + k, label.text);
      for (let line = label.line; line < (panel[k + 1]?.line ?? j); line++) labels.add(line);
    });
    i = end - 1;
  }
  return { values, labels };
}

function labelOf(line: string): { kind: UnitKind; label: string } | null {
  const text = line.trimStart();
  const register = REGISTER_ENTRY.exec(text);
  if (register) return { kind: 'register_entry', label: register[1]! };
  const clause = CLAUSE_NUMBER.exec(text) ?? PRESCRIBED_CLAUSE.exec(text) ?? SUB_CLAUSE.exec(text);
  if (clause) return { kind: 'clause', label: clause[0].startsWith('(') ? clause[0] : (clause[1] ?? clause[2])! };
  return null;
}

interface Line {
  text: string;
  start: number;
  end: number;
  /** A blank line comes before it: a new paragraph. */
  paragraphStart: boolean;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let blankBefore = true;
  let at = 0;
  for (const raw of text.split('\n')) {
    if (raw.trim() === '') blankBefore = true;
    else {
      lines.push({ text: raw, start: at, end: at + raw.length, paragraphStart: blankBefore });
      blankBefore = false;
    }
    at += raw.length + 1;
  }
  return lines;
}

/**
 * Splits a document into the passages questions are answered from: a new passage at each numbered clause,
 * sub-clause, register entry or paragraph, headings carried down to the passages beneath them.
 */
export function segmentDocument(pages: CitablePage[]): DocumentUnit[] {
  const units: DocumentUnit[] = [];
  let heading: string | null = null;
  let section: string | null = null;
  for (const page of pages) {
    let current: Omit<DocumentUnit, 'id' | 'text'> | null = null;
    const push = (unit: Omit<DocumentUnit, 'id' | 'text'>) => {
      const text = page.text.slice(unit.start, unit.end);
      // "8 Consideration The transferor has received …", "12. Alienation. The Tenant shall …": a clause's run-in
      // heading names what it is about, as a heading on its own line would.
      const runInMatch = unit.kind === 'clause' ? RUN_IN_HEADING.exec(withoutLabel(text)) : null;
      const runIn = runInMatch?.[1] ?? runInMatch?.[2];
      if (runIn) unit = { ...unit, heading: unit.heading ? `${unit.heading} › ${runIn}` : runIn };
      const definition = DEFINITION.exec(withoutLabel(text));
      const definedTerm = definition ? (definition[1] ?? definition[2] ?? '').trim() : null;
      units.push({
        ...unit,
        kind: definedTerm && unit.kind !== 'register_entry' ? 'definition' : unit.kind,
        definedTerm: definedTerm || null,
        id: `p${page.page}-u${units.length + 1}`,
        text,
      });
    };
    const close = () => {
      if (!current) return;
      const rows = current.kind === 'register_entry' ? null : rowsOf(page.text.slice(current.start, current.end));
      const from = current.start;
      for (const part of rows ?? [{ start: 0, end: current.end - current.start, row: false }]) {
        // A clause's own first line stays the clause; the rows of its table are the table's.
        const row = part.row && !(part.start === 0 && current.kind !== 'paragraph');
        push({ ...current, ...(row && { kind: 'row' as const, label: null }), start: from + part.start, end: from + part.end });
      }
      current = null;
    };
    const lines = linesOf(page.text);
    const panels = formPanels(lines);
    for (const [i, line] of lines.entries()) {
      const panelLabel = panels.values.get(i);
      if (panels.labels.has(i) || panelLabel !== undefined) {
        close();
        if (panelLabel !== undefined) push({ kind: 'row', label: null, heading: panelLabel, definedTerm: null, page: page.page, start: line.start, end: line.end });
        continue;
      }
      const label = labelOf(line.text);
      // "3. RENT" is the heading of clause 3, not a clause of its own; a register entry is never a heading
      // ("B1 ALISON MARY GRANT" names a proprietor).
      const lineHeading =
        (label?.kind !== 'register_entry' && headingOf(label ? withoutLabel(line.text) : line.text)) ||
        isClauseTitle(line.text, label, lines[i + 1]?.text)
          ? line.text.trim()
          : null;
      if (lineHeading) {
        close();
        // A part of a register or a schedule stays the context of the smaller headings under it
        // ("A: Property Register › NORTH YORKSHIRE : HARROGATE").
        if (SECTION_HEADING.test(lineHeading)) section = lineHeading;
        heading = section && section !== lineHeading ? `${section} › ${lineHeading}` : lineHeading;
        units.push({
          id: `p${page.page}-u${units.length + 1}`,
          kind: 'heading',
          label: label?.label ?? (SECTION_HEADING.test(lineHeading) ? lineHeading.split(/\s+[-–—:]\s+|\s*[:.]\s+/)[0]! : null),
          heading: lineHeading,
          definedTerm: null,
          page: page.page,
          start: line.start,
          end: line.end,
          text: line.text,
        });
        continue;
      }
      // A definition starts a passage of its own even in a list the page runs together. A scan's blank line before
      // a small letter, after a line that ends without a stop, falls mid-sentence: the passage goes on.
      const goesOn = current !== null && /^\s*\p{Ll}/u.test(line.text) && !/[.;:!?]\s*$/.test(page.text.slice(current.start, current.end));
      if (!current || label || (line.paragraphStart && !goesOn) || DEFINITION.test(line.text.trimStart())) {
        close();
        current = {
          kind: label?.kind ?? 'paragraph',
          label: label?.label ?? null,
          heading,
          definedTerm: null,
          page: page.page,
          start: line.start,
          end: line.end,
        };
      } else {
        current.end = line.end;
      }
    }
    close();
  }
  return units;
}
