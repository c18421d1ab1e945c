const DIACRITICS = /[\u0300-\u036f]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/u;
const WORDS = /[\p{L}\p{N}\p{M}]+|&/gu;
const ASCII = /^[\x20-\x7e]*$/;

/**
 * American spellings of words that name documents and parties, read as the British ones so that one signal
 * serves both ("License Agreement", "Licence Agreement"; "Commercialization", "Commercialisation").
 */
const SPELLINGS = new Map([
  ['license', 'licence'],
  ['licenses', 'licences'],
  ['defense', 'defence'],
  ['defenses', 'defences'],
  ['judgement', 'judgment'],
  ['judgements', 'judgments'],
]);
const IZATION = /ization(s?)$/;

/** A word of a text as matched, with where it stands in the original (`text.slice(start, end)`). */
export interface MatchToken {
  token: string;
  start: number;
  end: number;
}

const fold = (token: string) => SPELLINGS.get(token) ?? token.replace(IZATION, 'isation$1');

function normalise(word: string): string[] {
  if (word === '&') return ['and'];
  // Most words are plain ASCII letters and digits: nothing to decompose or split.
  if (ASCII.test(word)) return [fold(word.toLowerCase())];
  return word
    .normalize('NFKD')
    .replace(DIACRITICS, '')
    .toLowerCase()
    .split(SEPARATORS)
    .filter((token) => token !== '')
    .map(fold);
}

/** {@link matchTokens} with each word's place in the text, for judging its layout (a heading, a label). */
export function matchTokenSpans(text: string): MatchToken[] {
  const spans: MatchToken[] = [];
  for (const match of text.matchAll(WORDS)) {
    for (const token of normalise(match[0])) spans.push({ token, start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

/**
 * Text as lower-case words without accents or punctuation, "&" read as "and", so that signals match whatever the
 * case, spacing, line breaks or punctuation of the document ("A: Property Register" matches "A. PROPERTY REGISTER").
 */
export function matchTokens(text: string): string[] {
  return matchTokenSpans(text).map((span) => span.token);
}
