import type { LayoutLine } from './layout-line.ts';

/**
 * A word broken at the end of a line: letters (a compound's parts too) ending in a lower-case one, then a hyphen
 * or a soft hyphen. "A-" (a rating) and "Clause 4 -" are not broken words.
 */
const LINE_END_HYPHEN = /(?<![\p{L}\-\u2010])(\p{L}+(?:[-\u2010]\p{L}+)*)(?<=\p{Ll})([-\u2010\u00ad])$/u;
const LINE_START_LOWER = /^\p{Ll}\p{L}*/u;
const LETTER = /\p{L}/u;
const HYPHENS = new Set(['-', '\u2010', '\u00ad']);

/** Prefixes that are written with a hyphen in legal English ("non-exclusive", "self-contained"). */
const HYPHENATED_PREFIXES = new Set(['non', 'self', 'semi', 'quasi', 'cross', 'anti', 'multi', 'ex', 'well']);
/** Endings that are not words: a hyphen before one of them only split a word ("assign-ment", "pay-able"). */
const SUFFIXES = new Set(
  [
    'ment', 'ments', 'tion', 'tions', 'sion', 'sions', 'ation', 'ations', 'ing', 'ings', 'ed', 'ly', 'ity', 'ities',
    'ness', 'ance', 'ances', 'ence', 'ences', 'able', 'ably', 'ible', 'ibly', 'ous', 'ive', 'ives', 'al', 'ally',
    'ure', 'ures', 'ty', 'ties', 'ant', 'ants', 'ent', 'ents', 'er', 'ers', 'or', 'ors', 'ise', 'ize', 'ised',
    'ized', 'ee', 'ees', 'ship', 'ships', 'ical', 'ial', 'ian', 'ory', 'ary', 'ery',
  ],
);

export interface LineBreakHyphen {
  /** The word before the hyphen; for a compound running over the line ("day-by-"), all of it. */
  left: string;
  right: string;
  soft: boolean;
}

/** The word halves around a hyphen that ends `line` when `next` continues the word in lower case. */
export function lineBreakHyphen(line: string, next: string): LineBreakHyphen | undefined {
  // Most lines do not end in a hyphen: check the last character before running the expression.
  if (!HYPHENS.has(line.at(-1) ?? '')) return undefined;
  const end = LINE_END_HYPHEN.exec(line);
  if (!end) return undefined;
  const start = LINE_START_LOWER.exec(next);
  if (!start) return undefined;
  return { left: end[1]!, right: start[0], soft: end[2] === '\u00ad' };
}

const isLetter = (char: string | undefined) => char !== undefined && LETTER.test(char);
const isHyphen = (char: string | undefined) => char === '-' || char === '\u2010';

/**
 * Whether `word` occurs in `text` on its own: not inside a longer word, and not as half of a hyphenated or
 * broken word ("assign-" / "ment" at either side of a line break are not words of the document).
 */
function occursAlone(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1];
    const after = text[at + word.length];
    if (isLetter(before) || isLetter(after) || isHyphen(before) || isHyphen(after)) continue;
    if (before === '\n' && isHyphen(text[at - 2])) continue;
    return true;
  }
  return false;
}

/**
 * Decides whether a hyphen at a line break belongs to the word ("non-\nexclusive" stays "non-exclusive") or
 * only split it ("assign-\nment" becomes "assignment"): the judge returns true when the hyphen should go.
 * The rest of the document decides first (the word written whole, or hyphenated, elsewhere), then the shape
 * of the halves; with no evidence the hyphen stays, as documents written in a word processor are rarely
 * hyphenated by it. The document is searched only when a hyphen needs judging.
 */
export function createHyphenJudge(pages: LayoutLine[][]): (hyphen: LineBreakHyphen) => boolean {
  let text: string | undefined;
  return ({ left, right, soft }) => {
    if (soft) return true;
    const l = left.toLowerCase();
    const r = right.toLowerCase();
    // A compound carried over the line ("day-by-\nday") keeps all its hyphens.
    if (l.includes('-') || l.includes('\u2010')) return false;
    text ??= pages.map((lines) => lines.map((line) => line.text).join('\n')).join('\n\n').toLowerCase();
    if (occursAlone(text, `${l}-${r}`) || occursAlone(text, `${l}\u2010${r}`)) return false;
    if (occursAlone(text, l + r)) return true;
    if (HYPHENATED_PREFIXES.has(l)) return false;
    return SUFFIXES.has(r);
  };
}
