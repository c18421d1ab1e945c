import type { AnswerValue, RegionCode } from '@dd/contracts';
import * as chrono from 'chrono-node';
import { MONTHS } from './months.ts';

/** A typed value found in a passage, with its place in the passage text. */
export interface FoundValue {
  start: number;
  end: number;
  text: string;
  value: AnswerValue;
  /** How the answer reads, when not as the text stands: "14 August 2021 to 13 August 2031 (10 years)". */
  reading?: string;
}

export type ValueType = 'date' | 'money' | 'duration' | 'percentage' | 'identifier';


/** The days of a month as a deed writes them out: "first" to "thirty-first". */
const ORDINAL_DAYS = [
  'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth',
  'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth',
];
const dayInWords = (tens: string | undefined, unit: string) => {
  const lower = unit.toLowerCase();
  if (lower === 'twentieth') return 20;
  if (lower === 'thirtieth') return 30;
  const day = ORDINAL_DAYS.indexOf(lower) + 1;
  return tens ? (tens.toLowerCase().startsWith('twenty') ? 20 : 30) + day : day;
};

/**
 * UK deeds date themselves "the 1st day of March 2019" or "the fourteenth day of October 2024", which chrono reads as
 * "March 2019" alone.
 */
const deedDates = chrono.en.GB.clone();
deedDates.parsers.push(
  {
    // A superscript ordinal can come out of a PDF split from its number or itself ("19t h day of December").
    pattern: () => /\b(\d{1,2})\s?(?:s\s?t|n\s?d|r\s?d|t\s?h)?\s+day\s+of\s+([a-z]+),?\s+(\d{4})\b/i,
    extract: (_context, match) => {
      const month = (MONTHS as readonly string[]).indexOf(match[2]!.toLowerCase()) + 1;
      return month > 0 ? { day: Number(match[1]), month, year: Number(match[3]) } : null;
    },
  },
  {
    pattern: () =>
      // Not inside a longer number: "thirty-second" is no "second".
      new RegExp(String.raw`(?<![\p{L}-])(?:(twenty|thirty)[\s-]?)?(${[...ORDINAL_DAYS, 'twentieth', 'thirtieth'].join('|')})\s+day\s+of\s+([a-z]+),?\s+(\d{4})\b`, 'iu'),
    extract: (_context, match) => {
      const month = (MONTHS as readonly string[]).indexOf(match[3]!.toLowerCase()) + 1;
      const day = dayInWords(match[1], match[2]!);
      return month > 0 && day >= 1 && day <= 31 ? { day, month, year: Number(match[4]) } : null;
    },
  },
);

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function findDates(text: string): FoundValue[] {
  const found: FoundValue[] = [];
  // Only a date with its year written out (or a numeric one) is kept below: a text with no such digits holds none,
  // and chrono, the costliest of the readers, is not run on it.
  if (!/\d{4}|\d\/\d{2}/.test(text)) return found;
  // A date a document states has its year written out; "after 30 days" is a period, not a date.
  // chrono reads no date across a line break ("8 August" at a line's end, "2023" on the next), which a wrapped line
  // or a scan's OCR often puts there: it reads the text with single breaks as spaces, the same length, so every
  // offset holds, and the date is quoted as the page has it.
  const flat = text.replace(/(?<!\n)\n(?!\n)/g, ' ');
  const stated = deedDates.parse(flat, new Date(2000, 0, 1), { forwardDate: false }).filter((result) => /\b\d{4}\b|\d\/\d{2}\b/.test(result.text));
  for (const result of stated) {
    // chrono keeps the preposition it read the date by ("on 1 July 2024"); the date is what follows it.
    const lead = /^(?:(?:on|from|by|at|as of|of|until|till|to)\s+)+/i.exec(result.text)?.[0].length ?? 0;
    const span = { start: result.index + lead, end: result.index + result.text.length, text: text.slice(result.index + lead, result.index + result.text.length) };
    // A range ("11 June 2015 until 30 June 2016") gives both of its dates, each cited by the whole range.
    for (const component of [result.start, result.end]) {
      if (component?.isCertain('year') && component.isCertain('day')) found.push({ ...span, value: { type: 'date', iso: iso(component.date()) } });
    }
  }
  return found;
}

/** A blank left for the date: "[•], 2020", "[·] day of [·], 2019", "the ____ day of ________ 2024". */
const BLANK = String.raw`(?:\[[^\]\n\d]{0,8}\]|_{2,}|…)`;
const BLANK_DATE = new RegExp(
  String.raw`(?:${BLANK}(?:\s*(?:st|nd|rd|th))?(?:\s+day\s+of\s+(?:${BLANK}|[A-Z][a-z]+))?|[A-Z][a-z]+\s+${BLANK}),?\s+(?:19|20)\d{2}\b`,
  'g',
);

/** Where a document leaves its date blank for completion: the blank as it stands, with no date to read. */
export function findBlankDates(text: string): { start: number; end: number; text: string }[] {
  return [...text.matchAll(BLANK_DATE)].map((match) => ({ start: match.index, end: match.index + match[0].length, text: match[0] }));
}

const CURRENCY: Record<string, 'GBP' | 'EUR' | 'USD'> = {
  '£': 'GBP',
  gbp: 'GBP',
  pounds: 'GBP',
  sterling: 'GBP',
  '€': 'EUR',
  eur: 'EUR',
  euro: 'EUR',
  euros: 'EUR',
  $: 'USD',
  usd: 'USD',
  dollars: 'USD',
};
const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?:\s?(million|m|bn|billion)\b)?`;
const MONEY_BEFORE = new RegExp(String.raw`(£|€|\$|\bGBP\b|\bEUR\b|\bUSD\b)\s?${AMOUNT}`, 'gi');
const MONEY_AFTER = new RegExp(String.raw`\b${AMOUNT}\s?(pounds|sterling|euros?|dollars|GBP|EUR|USD)\b`, 'gi');
const SCALE: Record<string, number> = { m: 1e6, million: 1e6, bn: 1e9, billion: 1e9 };

function findMoney(text: string): FoundValue[] {
  const found: FoundValue[] = [];
  const amountOf = (whole: string, pence: string | undefined, scale: string | undefined) =>
    (Number(whole.replace(/,/g, '')) + (pence ? Number(pence.padEnd(2, '0')) / 100 : 0)) * (scale ? SCALE[scale.toLowerCase()]! : 1);
  for (const match of text.matchAll(MONEY_BEFORE)) {
    const currency = CURRENCY[match[1]!.toLowerCase()]!;
    found.push({ start: match.index, end: match.index + match[0].length, text: match[0], value: { type: 'money', amount: amountOf(match[2]!, match[3], match[4]), currency } });
  }
  for (const match of text.matchAll(MONEY_AFTER)) {
    if (found.some((value) => match.index < value.end && value.start < match.index + match[0].length)) continue;
    const currency = CURRENCY[match[4]!.toLowerCase()]!;
    found.push({ start: match.index, end: match.index + match[0].length, text: match[0], value: { type: 'money', amount: amountOf(match[1]!, match[2], match[3]), currency } });
  }
  for (const match of text.matchAll(MONEY_IN_WORDS)) {
    if (found.some((value) => match.index < value.end && value.start < match.index + match[0].length)) continue;
    const currency = CURRENCY[match[2]!.toLowerCase().replace(/^pound$/, 'pounds')]!;
    found.push({ start: match.index, end: match.index + match[0].length, text: match[0], value: { type: 'money', amount: numberFromWords(match[1]!), currency } });
  }
  return found.sort((a, b) => a.start - b.start);
}

const SMALL_NUMBERS = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ');
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const NUMBER_WORD = `(?:${[...SMALL_NUMBERS, ...TENS].join('|')})(?:[\\s-]+(?:and[\\s-]+)?(?:${[...SMALL_NUMBERS, ...TENS, 'hundred', 'thousand'].join('|')}))*`;

/** "fifty thousand pounds", "two million euro": an amount written out in words. */
const MONEY_IN_WORDS = new RegExp(String.raw`\b(${NUMBER_WORD}(?:,?[\s-]+(?:and[\s-]+)?(?:million|${NUMBER_WORD}))*)\s+(pounds?|euros?|dollars)\b`, 'gi');

/** "ninety-nine", "one hundred and twenty-five": the number a lease writes in words. */
function numberFromWords(words: string): number {
  let total = 0;
  let current = 0;
  for (const word of words.toLowerCase().split(/[\s,-]+/)) {
    if (SMALL_NUMBERS.includes(word)) current += SMALL_NUMBERS.indexOf(word);
    else if (TENS.includes(word)) current += (TENS.indexOf(word) + 2) * 10;
    else if (word === 'hundred') current *= 100;
    else if (word === 'thousand' || word === 'million') {
      total += current * (word === 'million' ? 1e6 : 1000);
      current = 0;
    }
  }
  return total + current;
}

/** "fifteen (15) years", "6 months'", "ninety-nine years", "a term of 10 years", "25 working days'", "one-year", "30- days". */
const DURATION = new RegExp(
  String.raw`\b(?:(${NUMBER_WORD})\s*(?:\((\d+)\)\s*)?-?\s*|(\d+)(?:\s+|\s*-\s*))(?:(?:working|business|clear|calendar|banking)\s+)?(day|week|month|year)s?\b['’]?`,
  'gi',
);

/** "successive annual periods", "further yearly terms": a period named by its frequency, one of its unit. */
const PERIODIC = /\b(annual|yearly|monthly|weekly)\s+(?:renewal\s+)?(?:periods?|terms?|renewals?)\b/gi;
const PERIODIC_UNIT = { annual: 'years', yearly: 'years', monthly: 'months', weekly: 'weeks' } as const;

function findDurations(text: string): FoundValue[] {
  const periodic = [...text.matchAll(PERIODIC)].map((match): FoundValue => ({
    start: match.index,
    end: match.index + match[0].length,
    text: match[0],
    value: { type: 'duration', amount: 1, unit: PERIODIC_UNIT[match[1]!.toLowerCase() as keyof typeof PERIODIC_UNIT] },
  }));
  return [...text.matchAll(DURATION)].map((match): FoundValue => {
    // "fifteen (15) years": the figure in brackets is the one the parties wrote to be sure.
    const amount = match[2] ? Number(match[2]) : match[3] ? Number(match[3]) : numberFromWords(match[1]!);
    return {
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
      value: { type: 'duration', amount, unit: `${match[4]!.toLowerCase()}s` as 'days' | 'weeks' | 'months' | 'years' },
    };
  }).concat(periodic).sort((a, b) => a.start - b.start);
}

/** What joins the two dates of a term: "from 14 August 2021 to and including 13 August 2031". */
const RANGE_JOIN = /^\s*(?:\(?inclusive\)?\s*)?(?:to|until|till|and ending on|ending on|up to|[-–—])(?:\s+and\s+including|\s+\(?inclusive\)?)?\s*(?:the\s+)?$/i;

/** The length of a term from its first day to its last, in whole years, months or else days. */
export function termLength(first: string, last: string): Extract<AnswerValue, { type: 'duration' }> {
  const [y1, m1, d1] = first.split('-').map(Number) as [number, number, number];
  const [ly, lm, ld] = last.split('-').map(Number) as [number, number, number];
  const after = new Date(Date.UTC(ly, lm - 1, ld) + 86_400_000);
  const [y2, m2, d2] = [after.getUTCFullYear(), after.getUTCMonth() + 1, after.getUTCDate()];
  const months = (y2 - y1) * 12 + (m2 - m1);
  if (d1 === d2 && months % 12 === 0) return { type: 'duration', amount: months / 12, unit: 'years' };
  if (d1 === d2) return { type: 'duration', amount: months, unit: 'months' };
  return { type: 'duration', amount: Math.round((after.getTime() - Date.UTC(y1, m1 - 1, d1)) / 86_400_000), unit: 'days' };
}

/** A term given by its first and last dates, as a period: "From 14 August 2021 to 13 August 2031" is 10 years. */
function findDateRanges(text: string): FoundValue[] {
  const dates = findDates(text);
  const ranges: FoundValue[] = [];
  for (let i = 0; i + 1 < dates.length; i++) {
    const [first, last] = [dates[i]!, dates[i + 1]!];
    // chrono reads "1 March 2020 until 31 August 2020" as one range, both dates cited by the whole of it.
    const oneRange = first.start === last.start && first.end === last.end;
    if (first.value.type !== 'date' || last.value.type !== 'date' || last.value.iso <= first.value.iso) continue;
    if (!oneRange && !RANGE_JOIN.test(text.slice(first.end, last.start))) continue;
    const value = termLength(first.value.iso, last.value.iso);
    const length = `(${value.amount} ${value.amount === 1 ? value.unit.slice(0, -1) : value.unit})`;
    const reading = oneRange ? `${first.text} ${length}` : `${first.text} to ${last.text} ${length}`;
    ranges.push({ start: first.start, end: last.end, text: text.slice(first.start, last.end), value, reading });
  }
  return ranges;
}

/**
 * "two per cent. per annum higher", "two and a half per cent", "ten (10) per cent", "four per centum" (the older
 * leases' Latin): a rate written in words.
 */
const PERCENT_IN_WORDS = new RegExp(String.raw`\b(${NUMBER_WORD})(\s+and\s+a\s+half)?\s+(?:\((\d+(?:\.\d+)?)\s?%?\)\s+)?per\s?cent(?:um)?\b`, 'gi');

function findPercentages(text: string): FoundValue[] {
  const figures = [...text.matchAll(/\b(\d+(?:\.\d+)?)\s?(?:%|per\s?cent(?:um)?\b)/gi)].map((match) => ({ match, percent: Number(match[1]) }));
  const words = [...text.matchAll(PERCENT_IN_WORDS)].map((match) => ({
    match,
    percent: match[3] ? Number(match[3]) : numberFromWords(match[1]!) + (match[2] ? 0.5 : 0),
  }));
  // "ten (10) per cent" is one rate, read once: the figure inside the words is not a second.
  const outside = (inner: RegExpMatchArray) => !words.some(({ match }) => match.index <= inner.index! && inner.index! < match.index + match[0].length);
  return [...words, ...figures.filter(({ match }) => outside(match))]
    .map(({ match, percent }): FoundValue => ({ start: match.index!, end: match.index! + match[0].length, text: match[0], value: { type: 'percentage', percent } }))
    .sort((a, b) => a.start - b.start);
}

function findIdentifiers(text: string, region: RegionCode | undefined): FoundValue[] {
  const found: FoundValue[] = [];
  const push = (match: RegExpMatchArray, group: number, kind: Extract<AnswerValue, { type: 'identifier' }>['kind']) => {
    const value = match[group]!;
    const start = match.index! + match[0].lastIndexOf(value);
    found.push({ start, end: start + value.length, text: value, value: { type: 'identifier', kind, value: value.toUpperCase().replace(/\s/g, '') } });
  };
  // "Title number WYK123456", "TITLE NUMBER: MID184421", a TR1's "Title number(s) of the property  NK402219".
  for (const match of text.matchAll(/\btitle\s+(?:number|no\.?)(?:\(s\))?(?:\s+of\s+the\s+property)?\s*:?\s*([A-Z]{2,3}\s?\d{1,6})\b/gi)) {
    push(match, 1, region === 'SC' ? 'scottish_title_number' : 'title_number');
  }
  // A Scottish title's cadastral unit carries the title number's reference: "Cadastral unit MID184421".
  for (const match of text.matchAll(/\bcadastral\s+unit\s*:?\s*([A-Z]{3}\d{1,6})\b/gi)) push(match, 1, 'scottish_title_number');
  for (const match of text.matchAll(/\bfolio\s+(?:number\s*|no\.?\s*)?:?\s*([A-Z]{0,3}\d{1,7}[A-Z]?)\b/gi)) push(match, 1, 'folio_number');
  for (const match of text.matchAll(/\b(?:company\s+(?:registration\s+)?|registered\s+|registration\s+)(?:number|no\.?)\s*:?\s*([A-Z]{2}\d{6}|\d{6,8})\b/gi)) {
    push(match, 1, 'company_number');
  }
  // A folio's land is identified on the Registry Map: "plan 17", "Registry Map sheet 135/9", "OS Map Ref 75/12".
  for (const match of text.matchAll(/\b(?:plan|sheet)\s+(?:no\.?\s*)?\d{1,4}[A-Z]?(?:\/\d{1,4}[A-Z]?)?\b|\bmap\s+ref(?:erence)?\.?\s*:?\s*\d{1,4}\/\d{1,4}\b/gi)) {
    push(match, 0, 'plan_reference');
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Every value of a type in `text`, in order. */
export function findValues(text: string, type: ValueType, region?: RegionCode): FoundValue[] {
  switch (type) {
    case 'date':
      return findDates(text);
    case 'money':
      return findMoney(text);
    case 'duration':
      return [...findDurations(text), ...findDateRanges(text)].sort((a, b) => a.start - b.start);
    case 'percentage':
      return findPercentages(text);
    case 'identifier':
      return findIdentifiers(text, region);
  }
}
