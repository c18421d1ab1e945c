import type { LayoutLine } from './layout-line.ts';

/** A word broken at the end of a line: letters then a hyphen (or a soft hyphen the PDF kept). */
const LINE_END_HYPHEN = /(?<![-\u2010])(\p{L}+)([-\u2010\u00ad])$/u;
const LINE_START_LOWER = /^\p{Ll}\p{L}*/u;
const WORD = /\p{L}+(?:[-\u2010]\p{L}+)*/gu;

/** Prefixes that are written with a hyphen in legal English ("non-exclusive", "self-contained"). */
const HYPHENATED_PREFIXES = new Set(['non', 'self', 'semi', 'quasi', 'cross', 'anti', 'multi', 'ex', 'well']);

export interface LineBreakHyphen {
  left: string;
  right: string;
  soft: boolean;
}

/** The word halves around a hyphen that ends `line` when `next` continues the word in lower case. */
export function lineBreakHyphen(line: string, next: string): LineBreakHyphen | undefined {
  const end = LINE_END_HYPHEN.exec(line);
  if (!end) return undefined;
  const start = LINE_START_LOWER.exec(next);
  if (!start) return undefined;
  return { left: end[1]!, right: start[0], soft: end[2] === '\u00ad' };
}

interface Vocabulary {
  words: Set<string>;
  compounds: Set<string>;
}

function collectVocabulary(pages: LayoutLine[][]): Vocabulary {
  const words = new Set<string>();
  const compounds = new Set<string>();
  for (const lines of pages) {
    let continuesWord = false;
    for (let i = 0; i < lines.length; i++) {
      const text = lines[i]!.text;
      const next = lines[i + 1]?.text ?? '';
      const broken = lineBreakHyphen(text, next) !== undefined;
      const tokens = [...text.matchAll(WORD)];
      // The halves of a broken word are not words of the document.
      const from = continuesWord ? 1 : 0;
      const to = broken ? tokens.length - 1 : tokens.length;
      for (let t = from; t < to; t++) {
        const token = tokens[t]![0].toLowerCase();
        if (token.includes('-') || token.includes('\u2010')) compounds.add(token.replace('\u2010', '-'));
        else words.add(token);
      }
      continuesWord = broken;
    }
  }
  return { words, compounds };
}

/**
 * Decides, from the rest of the document, whether a hyphen at a line break belongs to the word
 * ("non-\nexclusive" stays "non-exclusive") or only split it ("assign-\nment" becomes "assignment"):
 * the judge returns true when the hyphen should go.
 */
export function createHyphenJudge(pages: LayoutLine[][]): (hyphen: LineBreakHyphen) => boolean {
  let vocabulary: Vocabulary | undefined;
  return ({ left, right, soft }) => {
    if (soft) return true;
    vocabulary ??= collectVocabulary(pages);
    const l = left.toLowerCase();
    const r = right.toLowerCase();
    if (vocabulary.compounds.has(`${l}-${r}`)) return false;
    if (vocabulary.words.has(l + r)) return true;
    if (HYPHENATED_PREFIXES.has(l)) return false;
    return !(l.length > 1 && r.length > 1 && vocabulary.words.has(l) && vocabulary.words.has(r));
  };
}
