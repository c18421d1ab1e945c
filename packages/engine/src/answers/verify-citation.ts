import type { Citation } from '@dd/contracts';
import { distance } from 'fastest-levenshtein';
import { normaliseText, sourceSpan, type NormalisationLevel, type NormalisedText } from './normalise-text.ts';
import { MONTHS } from './months.ts';

/** A page's text as the engine extracted it: the text citations point into. */
export interface CitablePage {
  page: number;
  text: string;
}

/** What an engine says supports its answer: a quote and the page it claims it is on. */
export interface CitationClaim {
  page: number;
  quote: string;
  /**
   * Where on the page the quote starts, when the engine knows (the built-in engine does; a language model does
   * not). A quote found exactly there is that place, however often the page repeats it.
   */
  start?: number;
}

export type MatchMethod = 'exact' | 'format' | 'loose' | 'fuzzy';

/** `ambiguous`: the words are the document's, but too few to say which of the several places holding them is meant. */
export type CitationCheck =
  | { verified: true; method: MatchMethod; citations: Citation[] }
  | { verified: false; reason: string; ambiguous?: true };

/** A fuzzy match must be at least this long and this similar: below it, near-misses pass for quotes. */
const FUZZY_MIN_CHARACTERS = 12;
const FUZZY_MIN_SIMILARITY = 0.9;
/** A quote of fewer words than this proves nothing when the document says it more than once ("the Tenant"). */
const SHORT_QUOTE_WORDS = 4;

const NEGATIONS = new Set(['not', 'no', 'never', 'without', 'nor', 'neither', 'none', 'cannot', 'nothing']);
/** Numbers in words count as numbers: "fifteen (15) years", "the fifth anniversary", "six months". */
const NUMBER_WORDS = new Set(
  (
    'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen ' +
    'eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion half ' +
    'quarter first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth twentieth thirtieth'
  ).split(' '),
);

/**
 * What must be the same in a quote and the text it matched, however loosely the rest matched: its numbers,
 * months and negations ("shall not", "10 years", "1 March"), in order.
 */
function criticalTokens(text: string): string[] {
  const tokens: string[] = [];
  // Words as the text spells them; a digit inside a word ("shal1", as OCR misreads) makes no number.
  const words = normaliseText(text, 'format').text.toLowerCase().match(/[\p{L}\p{N}'.,/:]+/gu) ?? [];
  for (const raw of words) {
    const word = raw.replace(/^[.,/:']+|[.,/:']+$/g, '');
    const number = /^(\d+(?:[.,/:]\d+)*)(?:st|nd|rd|th)?$/.exec(word)?.[1];
    if (number) tokens.push(number.replace(/(\d),(?=\d{3}\b)/g, '$1'));
    else if (NEGATIONS.has(word) || word.endsWith("n't")) tokens.push('not');
    else if (NUMBER_WORDS.has(word)) tokens.push(word);
    else {
      const month = MONTHS.find((name) => name === word || (word.length === 3 && name.startsWith(word) && word !== 'may'));
      if (month) tokens.push(month);
    }
  }
  return tokens;
}

const sameCriticalTokens = (a: string, b: string) => criticalTokens(a).join(' ') === criticalTokens(b).join(' ');

/** Quotation marks and ellipses engines put around a quote, which are not part of it. */
const trimQuote = (quote: string) => quote.trim().replace(/^(?:["'“”‘’]|\.{3}|…)+|(?:["'“”‘’]|\.{3}|…)+$/gu, '').trim();

interface Found {
  start: number;
  end: number;
  /** How many places on the page hold it (at this level): an ambiguous short quote is refused. */
  occurrences: number;
}

function allIndexes(haystack: string, needle: string): number[] {
  const indexes: number[] = [];
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) indexes.push(at);
  return indexes;
}

function findAtLevel(pageText: string, quote: string, level: NormalisationLevel): Found | null {
  const page = normaliseText(pageText, level);
  const needle = normaliseText(quote, level).text;
  if (needle === '') return null;
  const indexes = allIndexes(page.text, needle);
  if (indexes.length === 0) return null;
  return { ...sourceSpan(page, indexes[0]!, indexes[0]! + needle.length), occurrences: indexes.length };
}

interface Token {
  word: string;
  from: number;
  to: number;
}

const tokenise = (text: string): Token[] => [...text.matchAll(/\S+/g)].map((m) => ({ word: m[0], from: m.index, to: m.index + m[0].length }));

/**
 * The span of the page most like the quote, when it is at least FUZZY_MIN_SIMILARITY alike (edit distance on
 * loosely normalised text). Windows of about the quote's length are ranked by shared words first, so only a
 * few are compared character by character.
 */
function findFuzzy(pageText: string, quote: string): Found | null {
  const page: NormalisedText = normaliseText(pageText, 'loose');
  const needle = normaliseText(quote, 'loose').text;
  if (needle.length < FUZZY_MIN_CHARACTERS) return null;
  const wanted = tokenise(needle).map((token) => token.word);
  const tokens = tokenise(page.text);
  const n = wanted.length;
  if (tokens.length === 0) return null;
  const wantedCounts = new Map<string, number>();
  for (const word of wanted) wantedCounts.set(word, (wantedCounts.get(word) ?? 0) + 1);

  const scored: { at: number; shared: number }[] = [];
  const inWindow = new Map<string, number>();
  let shared = 0;
  const add = (word: string, delta: number) => {
    const before = inWindow.get(word) ?? 0;
    const limit = wantedCounts.get(word) ?? 0;
    const after = before + delta;
    inWindow.set(word, after);
    shared += Math.min(after, limit) - Math.min(before, limit);
  };
  for (let i = 0; i < tokens.length; i++) {
    add(tokens[i]!.word, 1);
    if (i >= n) add(tokens[i - n]!.word, -1);
    if (i >= n - 1 || i === tokens.length - 1) scored.push({ at: Math.max(0, i - n + 1), shared });
  }
  const candidates = scored
    .filter((window) => window.shared >= n * 0.6)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, 5);

  let best: { from: number; to: number; similarity: number } | null = null;
  for (const { at } of candidates) {
    for (let size = Math.max(1, n - 2); size <= n + 2; size++) {
      const last = tokens[Math.min(tokens.length, at + size) - 1]!;
      const from = tokens[at]!.from;
      const window = page.text.slice(from, last.to);
      const similarity = 1 - distance(window, needle) / Math.max(window.length, needle.length);
      if (!best || similarity > best.similarity) best = { from, to: last.to, similarity };
    }
  }
  if (!best || best.similarity < FUZZY_MIN_SIMILARITY) return null;
  return { ...sourceSpan(page, best.from, best.to), occurrences: 1 };
}

const LEVELS: { method: MatchMethod; find: (pageText: string, quote: string) => Found | null }[] = [
  {
    method: 'exact',
    find: (pageText, quote) => {
      const indexes = allIndexes(pageText, quote);
      return indexes.length ? { start: indexes[0]!, end: indexes[0]! + quote.length, occurrences: indexes.length } : null;
    },
  },
  { method: 'format', find: (pageText, quote) => findAtLevel(pageText, quote, 'format') },
  { method: 'loose', find: (pageText, quote) => findAtLevel(pageText, quote, 'loose') },
  { method: 'fuzzy', find: findFuzzy },
];

/** The pages to search, in order: the cited page, the pages either side, then the rest of the document. */
function searchOrder(pages: CitablePage[], cited: number): CitablePage[][] {
  const byDistance = (d: (page: CitablePage) => boolean) => pages.filter(d);
  return [
    byDistance((page) => page.page === cited),
    byDistance((page) => Math.abs(page.page - cited) === 1),
    byDistance((page) => Math.abs(page.page - cited) > 1),
  ].filter((group) => group.length > 0);
}

const wordCount = (text: string) => normaliseText(text, 'loose').text.split(' ').filter(Boolean).length;

function citation(page: CitablePage, start: number, end: number): Citation {
  return { page: page.page, quote: page.text.slice(start, end), start, end, verified: true };
}

/** A quote running from the end of one page onto the next: one citation for each page's part. */
function findAcrossPageBreak(pages: CitablePage[], quote: string): CitationCheck | null {
  for (let i = 0; i + 1 < pages.length; i++) {
    const [first, second] = [pages[i]!, pages[i + 1]!];
    const joined = `${first.text}\n${second.text}`;
    for (const { method, find } of LEVELS.slice(0, 3)) {
      const found = find(joined, quote);
      if (!found || found.start >= first.text.length || found.end <= first.text.length + 1) continue;
      if (method === 'loose' && !sameCriticalTokens(quote, joined.slice(found.start, found.end))) continue;
      const citations = [citation(first, found.start, first.text.length), citation(second, 0, found.end - first.text.length - 1)];
      return { verified: true, method, citations: citations.map((c) => trimCitation(c)) };
    }
  }
  return null;
}

/** Trims the whitespace a page break leaves at the edges of a citation's part. */
function trimCitation(c: Citation): Citation {
  const leading = c.quote.length - c.quote.trimStart().length;
  const trailing = c.quote.length - c.quote.trimEnd().length;
  return { ...c, quote: c.quote.trim(), start: c.start + leading, end: c.end - trailing };
}

/**
 * Finds a claimed quote in the document before anyone sees it: exactly on the cited page, then with typography
 * and whitespace ironed out, then ignoring case and punctuation, then fuzzily; on the cited page, then the pages
 * either side, then anywhere (correcting the page); then across a page break. Whatever matched loosely must
 * still have the quote's numbers, months and negations; a short quote found in several places is refused.
 */
export function verifyCitation(pages: CitablePage[], claim: CitationClaim): CitationCheck {
  const quote = trimQuote(claim.quote);
  if (normaliseText(quote, 'loose').text === '') return { verified: false, reason: 'the quote is empty' };
  const stated = claim.start === undefined ? null : pages.find((page) => page.page === claim.page);
  if (stated && stated.text.startsWith(claim.quote, claim.start)) {
    const at = claim.start! + (claim.quote.length - claim.quote.trimStart().length);
    return { verified: true, method: 'exact', citations: [citation(stated, at, at + claim.quote.trim().length)] };
  }
  const short = wordCount(quote) < SHORT_QUOTE_WORDS;
  let rejection = 'the quote is not in the document';
  for (const group of searchOrder(pages, claim.page)) {
    for (const { method, find } of LEVELS) {
      for (const page of group) {
        const found = find(page.text, quote);
        if (!found) continue;
        const matched = page.text.slice(found.start, found.end);
        if (method !== 'exact' && method !== 'format' && !sameCriticalTokens(quote, matched)) {
          rejection = `the document says "${matched}": its numbers, dates or negations differ from the quote`;
          continue;
        }
        if (short && occurrencesInDocument(pages, quote, method) > 1) {
          return { verified: false, reason: 'the quote is too short to say which of several places it means', ambiguous: true };
        }
        return { verified: true, method, citations: [citation(page, found.start, found.end)] };
      }
    }
  }
  if (!short) {
    const across = findAcrossPageBreak(pages, quote);
    if (across) return across;
  }
  return { verified: false, reason: rejection };
}

function occurrencesInDocument(pages: CitablePage[], quote: string, method: MatchMethod): number {
  const level = LEVELS.find((candidate) => candidate.method === method)!;
  return pages.reduce((total, page) => total + (level.find(page.text, quote)?.occurrences ?? 0), 0);
}
