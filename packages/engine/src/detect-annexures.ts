export interface Annexure {
  title: string;
  startPage: number;
  endPage: number;
}

interface Heading {
  title: string;
  /** Annexure kind and label, lower case ("schedule 1"): a repeat on the next page continues the same section. */
  key: string;
  page: number;
  /** The heading opens its page, so the previous section ended on the page before. */
  atTop: boolean;
}

const KIND = '(annexure|annex|schedule|appendix|exhibit)';
const LABEL = '(\\d{1,3}(?:\\.\\d{1,2})?|[a-z]|[ivxlc]{2,6})';
const ORDINAL = '(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)';
const SEPARATOR = '(?:\\s*[-–—:.]\\s*|\\s+)';
/** "Schedule 2", "ANNEXURE A – Form of Lease", "Appendix iii: Plans". */
const NUMBERED = new RegExp(`^${KIND}\\s+${LABEL}(?:${SEPARATOR}(.*))?$`, 'i');
/** "The First Schedule", "Second Schedule – Rights Reserved". */
const ORDINAL_HEADING = new RegExp(`^(?:the\\s+)?${ORDINAL}\\s+${KIND}(?:${SEPARATOR}(.*))?$`, 'i');
/** "The Plan", "Plan 1", "Plan A – Car Parking". */
const PLAN = /^(?:the\s+)?plan(?:\s+(\d{1,2}|[a-z]))?(?:\s*[-–—:.]\s*(.*))?$/i;
/** A contents entry ends in a page number, often after dot leaders. */
const CONTENTS_ENTRY = /(?:\.{3,}|…|\s)\s*\d{1,3}$/;
const CONTENTS_TITLE = /^(?:table of )?contents$|^index$/i;

/** Words that stay lower case in a title ("Form of Lease"). */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);
const MAX_HEADING_WORDS = 14;
const TOP_LINES = 3;

/** A heading's words are mostly capitalised and it does not run on as a sentence. */
function looksLikeTitle(rest: string): boolean {
  if (/[,;]$/.test(rest) || /\.$/.test(rest.replace(/\b[A-Z]\.$/, ''))) return false;
  const words = rest.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return true;
  if (!/^[\p{Lu}\d("'“[]/u.test(rest)) return false;
  const content = words.filter((word) => !MINOR_WORDS.has(word.toLowerCase()));
  const capitalised = content.filter((word) => /^[("'“]?\p{Lu}/u.test(word)).length;
  return capitalised * 2 >= content.length;
}

function parseHeading(line: string, nearTop: boolean): Pick<Heading, 'title' | 'key'> | undefined {
  const text = line.replace(/\s+/g, ' ').trim();
  if (text.split(' ').length > MAX_HEADING_WORDS) return undefined;
  const numbered = NUMBERED.exec(text);
  const ordinal = numbered ? undefined : ORDINAL_HEADING.exec(text);
  const plan = numbered || ordinal ? undefined : PLAN.exec(text);
  const match = numbered ?? ordinal ?? plan;
  if (!match) return undefined;
  const rest = (plan ? match[2] : match[3])?.trim() ?? '';
  // "Exhibit A to the Supply Agreement" opening a page heads it; elsewhere lower-case words run on as a sentence.
  if (!looksLikeTitle(rest) && !(nearTop && /^to\s/i.test(rest) && !/[.,;]$/.test(rest))) return undefined;
  const key = numbered
    ? `${numbered[1]} ${numbered[2]}`.toLowerCase()
    : ordinal
      ? `${ordinal[2]} ${ordinal[1]}`.toLowerCase()
      : `plan ${(match[1] ?? '').toLowerCase()}`.trim();
  return { title: text, key };
}

function isContentsPage(lines: string[]): boolean {
  if (lines.slice(0, 5).some((line) => CONTENTS_TITLE.test(line.trim()))) return true;
  return lines.filter((line) => CONTENTS_ENTRY.test(line.trim()) && /\p{L}/u.test(line)).length >= 5;
}

const isBlank = (line: string | undefined) => line === undefined || line.trim() === '';

/** Lines this short before a heading are page furniture (a reference, a page number), not the previous section. */
const FURNITURE_WORDS = 4;

/** This many section headings on consecutive lines list the sections rather than start them. */
const LIST_RUN = 3;

function pageHeadings(page: number, text: string): Heading[] {
  const lines = text.split('\n');
  const filled = lines.filter((line) => !isBlank(line));
  if (isContentsPage(filled)) return [];
  const listed = new Set<string>();
  for (let i = 0; i < filled.length; ) {
    let end = i;
    while (end < filled.length && parseHeading(filled[end]!, true)) end++;
    if (end - i >= LIST_RUN) for (let j = i; j < end; j++) listed.add(filled[j]!);
    i = Math.max(end, i + 1);
  }
  const headings: Heading[] = [];
  let seen = 0;
  let bodyBefore = false;
  lines.forEach((line, index) => {
    if (isBlank(line)) return;
    const nearTop = seen++ < TOP_LINES;
    // Away from the top of the page a heading stands as a paragraph of its own.
    const standsAlone = isBlank(lines[index - 1]) || /[.:;]$/.test(lines[index - 1]!.trim());
    const heading = (nearTop || standsAlone) && !listed.has(line) ? parseHeading(line, nearTop) : undefined;
    if (heading) headings.push({ ...heading, page, atTop: !bodyBefore });
    if (line.trim().split(/\s+/).length > FURNITURE_WORDS) bodyBefore = true;
  });
  return headings;
}

/** A heading that is the whole line and followed by a short title line takes that title: "SCHEDULE 1" + "THE PROPERTY". */
function withSubtitle(heading: Heading, text: string): Heading {
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  const index = lines.findIndex((line) => line.replace(/\s+/g, ' ') === heading.title);
  const next = lines[index + 1];
  const bare = NUMBERED.exec(heading.title)?.[3] === undefined && ORDINAL_HEADING.exec(heading.title)?.[3] === undefined;
  if (index < 0 || !next || !bare || PLAN.test(heading.title)) return heading;
  const words = next.split(/\s+/);
  if (words.length > 8 || /^\(?(\d|[a-z]\))/i.test(next) || !looksLikeTitle(next) || parseHeading(next, false)) return heading;
  return { ...heading, title: `${heading.title} – ${next}` };
}

/**
 * Annexures, schedules, appendices, exhibits and plans inside a document, each with its page range: a section
 * runs from its heading to the page before the next heading (or the page of it, when the next one starts
 * mid-page), the last one to the end. Headings must open a page or stand as a title line; cross-references in
 * running text ("as set out in Schedule 2") and contents pages are not sections.
 */
export function detectAnnexures(pages: { page: number; text: string }[]): Annexure[] {
  const ordered = [...pages].sort((a, b) => a.page - b.page);
  const lastPage = ordered.at(-1)?.page ?? 0;
  const textOf = new Map(ordered.map((page) => [page.page, page.text]));
  const headings: Heading[] = [];
  const firstPage = ordered.find((page) => page.text.trim() !== '')?.page;
  let previousKey: string | undefined;
  for (const { page, text } of ordered) {
    for (const heading of pageHeadings(page, text)) {
      // A section's own running heading repeats on its later pages.
      const repeated = heading.key === previousKey;
      previousKey = heading.key;
      // A heading opening the first page names the document itself ("Exhibit 10.8", "Schedule of Condition").
      if (repeated || (page === firstPage && heading.atTop)) continue;
      headings.push(withSubtitle(heading, textOf.get(page) ?? ''));
    }
  }
  return headings.map((heading, i) => {
    const next = headings[i + 1];
    const end = next ? (next.atTop ? next.page - 1 : next.page) : lastPage;
    return { title: heading.title, startPage: heading.page, endPage: Math.max(heading.page, end) };
  });
}
