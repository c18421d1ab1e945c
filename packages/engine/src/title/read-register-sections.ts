import { isColumnHeadings } from '../answers/column-headings.ts';
import { MONTH_NAME } from '../answers/months.ts';
import type { CitablePage } from '../answers/verify-citation.ts';
import { citeLines, citeWithin, type RegisterLine } from './register-lines.ts';
import type { RegisterEntry, RegisterSection, TitleFact } from './title-register.ts';

/** How one register system lays out its sections and entries. */
export interface RegisterLayout {
  /**
   * A section's `heading` may capture, as group 1 running to the end of its line, words the register prints after
   * it on the same line ("Dealings pending: D2024/01877 …"): they are read as the section's first line.
   */
  sections: ReadonlyArray<{ key: string; title: string; heading: RegExp }>;
  /** An entry's first line: group 1 its number, group 2 its date (if any), group 3 the words after them. */
  entryStart: RegExp;
  /** Lines the register prints about itself or repeats on each page, which belong to no entry. */
  furniture: readonly RegExp[];
  end: RegExp;
  /** Lines before a section's first entry worth keeping by section key (the class of title, say). */
  preamble?: (sectionKey: string, line: RegisterLine) => boolean;
  /**
   * The registry may print an entry without a number: a folio's description of the land or a title sheet's
   * subjects before the first numbered entry (`unnumberedFirst`), or a line that opens an entry of its own
   * wherever it stands, such as an inhibition noted under the owner (`unnumberedOpening`). They are numbered 0.
   */
  unnumberedFirst?: boolean;
  unnumberedOpening?: (sectionKey: string, line: RegisterLine) => boolean;
}

export interface ReadSections {
  sections: RegisterSection[];
  /** The kept preamble lines, by section key. */
  preambles: Map<string, RegisterLine[]>;
  /** The column headings a section's table printed first, its lines joined, by section key. */
  columnHeadings: Map<string, string>;
}

interface EntryLines {
  number: number;
  date: string | null;
  lines: RegisterLine[];
  /** The first line's words without the entry's number, where the number is not at its start. */
  opening?: string;
}

/**
 * A table whose entry's number is its last column ("CREDITOR … DATE OF REGISTRATION ENTRY NUMBER", "Owner of burden
 * Date Instrument Particulars No."), where headings that open with the number ("ENTRY BURDENS" over "NUMBER") do not.
 */
const NUMBER_LAST = /^(?!(?:ENTRY|No\b)).*\s(?:NUMBER|No\.?)$/i;
/** A row of such a table: its other cells, then the entry's number. */
const ENDS_WITH_NUMBER = /^(\S.*?)\s+([1-9]\d{0,2})$/;

/** Words that open with a month and its year ("May 1962 …", "JUN 2019 …"): the rest of a date, after its day. */
const STARTS_WITH_MONTH_AND_YEAR = new RegExp(String.raw`^${MONTH_NAME}\s+\d{4}\b`, 'i');

/**
 * A note the registry prints in a section ("NOTE: Copy filed.", "Note: The description of the land is not
 * conclusive …"): it speaks of the section, so it is an unnumbered entry of its own, not the last words of the
 * entry printed before it.
 */
export const NOTE = /^NOTES?(?:\s+\d+)?\s*[:.–-]\s*(?=\S)/i;
const isNote = (entry: RegisterEntry) => entry.number === 0 && NOTE.test(entry.text);

/**
 * The register's sections, entry by entry. An entry runs from a line that starts with the next number in its
 * section (or opens an unnumbered entry, as a note does in every register) to the line before the next entry,
 * section heading or end of register, over pages if need be.
 */
export function readRegisterSections(lines: readonly RegisterLine[], pages: readonly CitablePage[], layout: RegisterLayout): ReadSections {
  const found: Array<{ key: string; title: string; entries: EntryLines[] }> = [];
  const preambles = new Map<string, RegisterLine[]>();
  const columnHeadings = new Map<string, string>();
  let current: (typeof found)[number] | null = null;
  let afterHeadings = false;
  /**
   * A table's headings printed under a section's entries, on the page they continue ("Date of Lease Lessor Lessee
   * Term Yearly Rent"): the rows below them are a table of their own, not the last entry's words, unless that entry
   * introduced them. Headings a table repeats at the top of a page leave the entry running on.
   */
  let tableBelow = false;
  let previous: RegisterLine | undefined;
  for (const printed of lines) {
    const samePage = previous?.page === printed.page;
    previous = printed;
    if (layout.end.test(printed.text)) break;
    let line = printed;
    const section = layout.sections.find((candidate) => candidate.heading.test(printed.text));
    if (section) {
      current = { key: section.key, title: section.title, entries: [] };
      found.push(current);
      const words = section.heading.exec(printed.text)?.[1];
      if (!words) continue;
      line = { ...printed, start: printed.end - words.length, text: words };
    }
    // Headings may be two words ("Entry Proprietor") right under the section's heading, and wrap onto a line of
    // one ("No") under a line of headings. A table run on to the next page may draw its headings again at the top.
    const repeated: boolean = !samePage && current !== null && columnHeadings.get(current.key) === line.text;
    const headings: boolean = repeated || isColumnHeadings(line.text, afterHeadings ? 1 : current?.entries.length === 0 ? 2 : 3);
    if (headings && !afterHeadings && current && current.entries.length > 0) tableBelow = samePage;
    if (headings && current && current.entries.length === 0) {
      const above = afterHeadings ? columnHeadings.get(current.key) : undefined;
      columnHeadings.set(current.key, above ? `${above} ${line.text}` : line.text);
    }
    afterHeadings = headings;
    if (!current || headings || layout.furniture.some((pattern) => pattern.test(line.text))) continue;
    if (current.entries.length === 0 && layout.preamble?.(current.key, line)) {
      preambles.set(current.key, [...(preambles.get(current.key) ?? []), line]);
      continue;
    }
    // "2 May 1962 …" opens with a date, not with entry 2: a table's row under its headings, or a date column's.
    const numbered = layout.entryStart.exec(line.text);
    const start = numbered && !STARTS_WITH_MONTH_AND_YEAR.test(numbered[3] ?? '') ? numbered : null;
    const last = current.entries[current.entries.length - 1];
    const lastNumbered = current.entries.findLast((entry) => entry.number > 0);
    // An entry that ends on a colon ("Short particulars of the lease(s) … under which the land is held:") introduces
    // the table below it: its rows are the entry's.
    const opensTable = tableBelow && !last?.lines.at(-1)?.text.endsWith(':');
    tableBelow = false;
    const next = lastNumbered ? lastNumbered.number + 1 : 1;
    const endsNumbered = !start && NUMBER_LAST.test(columnHeadings.get(current.key) ?? '') ? ENDS_WITH_NUMBER.exec(line.text) : null;
    if (start && Number(start[1]) === next) {
      current.entries.push({ number: next, date: start[2] || null, lines: [line] });
    } else if (endsNumbered && Number(endsNumbered[2]) === next) {
      current.entries.push({ number: next, date: null, lines: [line], opening: endsNumbered[1]! });
    } else if (opensTable || NOTE.test(line.text) || layout.unnumberedOpening?.(current.key, line) || (!last && layout.unnumberedFirst)) {
      current.entries.push({ number: 0, date: null, lines: [line] });
    } else if (last) last.lines.push(line);
  }
  const sections = found.map(({ key, title, entries }) => ({
    key,
    title,
    entries: entries.map((entry) => toEntry(entry, layout.entryStart, pages)),
  }));
  return { sections, preambles, columnHeadings };
}

/** The entry's words without its number and date, its lines joined. */
function toEntry({ number, date, lines, opening: givenOpening }: EntryLines, entryStart: RegExp, pages: readonly CitablePage[]): RegisterEntry {
  const [first, ...rest] = lines;
  const opening = givenOpening ?? (number > 0 ? entryStart.exec(first!.text)?.[3] : undefined) ?? first!.text;
  const text = [opening, ...rest.map((line) => line.text)].join(' ').replace(/\s+/g, ' ').trim();
  return { number, date, text, citations: citeLines(lines, pages) };
}

/** The register's lines above its first section: its heading and the fields printed with it. */
export function linesBeforeSections(lines: readonly RegisterLine[], layout: Pick<RegisterLayout, 'sections'>): RegisterLine[] {
  const first = lines.findIndex((line) => layout.sections.some(({ heading }) => heading.test(line.text)));
  return lines.slice(0, first < 0 ? 0 : first);
}

/** A row of a panel's labels is a few words; a sentence that names a title number is not one. */
const isLabelRow = (text: string) => text.split(/\s+/).length <= 10;

/**
 * A value printed in the register's heading ("Title number WM123456"), cited where it stands. `under` reads a panel
 * set out as a row of labels over a row of values ("TITLE NUMBER  TENURE" over "ESX402817  LEASEHOLD"): the line's
 * text says nothing of which value stands under which label, so a value is taken only where the line under the
 * label's holds exactly one of its form.
 */
export function headerFact(
  lines: readonly RegisterLine[],
  pages: readonly CitablePage[],
  label: string,
  pattern: RegExp | null,
  under?: { label: RegExp; value: RegExp },
): TitleFact | null {
  for (const [i, line] of lines.entries()) {
    const found = pattern?.exec(line.text);
    if (found?.[1]) return { label, value: found[1], citations: citeWithin(line, found[1], pages) };
    const below = lines[i + 1];
    if (!under || !below || !isLabelRow(line.text) || !under.label.test(line.text)) continue;
    const values = [...below.text.matchAll(new RegExp(under.value.source, `${under.value.flags.replace('g', '')}g`))];
    if (values.length === 1) return { label, value: values[0]![0], citations: citeWithin(below, values[0]![0], pages) };
  }
  return null;
}

export const entryFact = (label: string, value: string, entry: RegisterEntry): TitleFact => ({ label, value, citations: entry.citations });

const entriesOf = (sections: readonly RegisterSection[], key: string) => sections.find((section) => section.key === key)?.entries ?? [];

/** A section's entries without its notes: the parsers tell entries apart by what they say, and a note is none of them. */
export const sectionEntries = (sections: readonly RegisterSection[], key: string) => entriesOf(sections, key).filter((entry) => !isNote(entry));

/** A section's notes as facts of their own, each cited where it stands: the words after "Note:" are its value. */
export const sectionNotes = (sections: readonly RegisterSection[], key: string): TitleFact[] =>
  entriesOf(sections, key)
    .filter(isNote)
    .map((entry) => entryFact('Note', entry.text.replace(NOTE, ''), entry));
