import type { CitablePage } from './verify-citation.ts';

/** A span of the first page: `text` is `page.text.slice(start, end)`. */
export interface FrontSpan {
  page: number;
  start: number;
  end: number;
  text: string;
}

/** Words a document's title uses to say what it is. */
const DOCUMENT_WORDS =
  /\b(agreement|contract|lease|tenancy|deed|licen[cs]e|transfer|conveyance|charge|mortgage|guarantee|security|terms|register|title sheet|folio|disposition|missives|policy|undertaking|memorandum|articles|minutes|resolution|letter|certificate|assignment|warrant)\b/i;
/** Where the parties and recitals end and the operative clauses begin. */
const OPERATIVE_START = /\n\s*(?:1\.?\s+[A-Z]|ARTICLE\s+1\b|SECTION\s+1\b|RECITALS|BACKGROUND|PRELIMINARY STATEMENTS?|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H|WHEREAS|IT IS (?:HEREBY )?AGREED|NOW,? THEREFORE|OPERATIVE PROVISIONS|DEFINITIONS)/;
const PREAMBLE_MAX_CHARACTERS = 2000;
const TITLE_SEARCH_LINES = 12;
const SMALL_WORDS = new Set(['and', 'the', 'for', 'with', 'between', 'from', 'into', 'over', 'under']);

/**
 * The document's title: among the first lines of its first page, the first short line in capitals (or in
 * title case) that names a kind of document, such as "SPONSORSHIP AND SERVICES AGREEMENT" or "Lease", or the name
 * in capitals a first sentence gives it ("THIS DEED OF GUARANTEE is dated …").
 */
export function documentTitle(pages: CitablePage[]): FrontSpan | null {
  const first = pages[0];
  if (!first) return null;
  let at = 0;
  for (const line of first.text.split('\n').slice(0, TITLE_SEARCH_LINES)) {
    const text = line.trim();
    const start = first.text.indexOf(text, at);
    at += line.length + 1;
    // "THIS DEED OF GUARANTEE is dated 7 June 2022": the preamble names the document in capitals.
    const named = /^TH(?:IS|E)\s+((?:[\p{Lu}&'’-]+\s+)*[\p{Lu}&'’-]{2,})(?=\s+\p{Ll})/u.exec(text);
    if (named && DOCUMENT_WORDS.test(named[1]!)) {
      const from = start + text.indexOf(named[1]!);
      return { page: first.page, start: from, end: from + named[1]!.length, text: named[1]! };
    }
    const words = text.split(/\s+/);
    if (text === '' || words.length > 12 || !DOCUMENT_WORDS.test(text) || /[.;,]$/.test(text)) continue;
    const letters = text.replace(/[^\p{L}]/gu, '');
    const capitals = letters === letters.toUpperCase();
    // Title case as titles write it: small words ("of", "and") and numbers stay as they are.
    const significant = words.filter((word) => /^\p{L}{3,}/u.test(word) && !SMALL_WORDS.has(word.toLowerCase()));
    const titleCase = significant.length > 0 && significant.every((word) => /^\p{Lu}/u.test(word));
    if (capitals || titleCase) return { page: first.page, start, end: start + text.length, text };
  }
  return null;
}

/** Where the operative clauses begin after the recitals, which may name a party too ("… to X (the "Debtor")"). */
const AFTER_RECITALS = /\n\s*(?:1\.?\s+[A-Z]|ARTICLE\s+1\b|SECTION\s+1\b|IT IS (?:HEREBY )?AGREED|NOW,? THEREFORE|OPERATIVE PROVISIONS|DEFINITIONS)/;

/**
 * The part of the first page before the operative clauses: where a deed names its parties and its date; with its
 * recitals, where a guarantee names the debtor it does not make a party.
 */
export function documentPreamble(pages: CitablePage[], { recitals = false }: { recitals?: boolean } = {}): FrontSpan | null {
  const first = pages[0];
  if (!first || first.text.trim() === '') return null;
  const operative = (recitals ? AFTER_RECITALS : OPERATIVE_START).exec(first.text);
  const end = Math.min(operative && operative.index > 0 ? operative.index : first.text.length, PREAMBLE_MAX_CHARACTERS);
  return { page: first.page, start: 0, end, text: first.text.slice(0, end) };
}
