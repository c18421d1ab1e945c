/**
 * Text normalised for matching, with the offset in the source of every character, so a match in the
 * normalised text maps back to the exact span of the page text it came from.
 */
export interface NormalisedText {
  text: string;
  /** `origin[i]` is the source offset of `text[i]`. */
  origin: number[];
}

/** How far text is normalised: `format` irons out typography; `loose` also case and punctuation. */
export type NormalisationLevel = 'format' | 'loose';

const TYPOGRAPHY: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u201f': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\ufb00': 'ff',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
  '\ufb03': 'ffi',
  '\ufb04': 'ffl',
};

const SPACE = /\s/u;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
/** Apostrophes join a word ("Tenant's" → "tenants"); other punctuation separates words. */
const JOINING = new Set(["'"]);

/** Normalises `source`: collapses whitespace, irons out typography, and at `loose` lower-cases and drops punctuation. */
export function normaliseText(source: string, level: NormalisationLevel): NormalisedText {
  let text = '';
  const origin: number[] = [];
  const emit = (characters: string, at: number) => {
    for (const character of characters) {
      text += character;
      origin.push(at);
    }
  };
  const emitSpace = (at: number) => {
    if (text !== '' && !text.endsWith(' ')) emit(' ', at);
  };
  for (let i = 0; i < source.length; i++) {
    const character = source[i]!;
    if (SPACE.test(character)) {
      emitSpace(i);
      continue;
    }
    const formatted = TYPOGRAPHY[character] ?? character;
    if (level === 'format') {
      emit(formatted, i);
      continue;
    }
    for (const part of formatted) {
      if (WORD_CHARACTER.test(part)) emit(part.toLowerCase(), i);
      else if (!JOINING.has(part)) emitSpace(i);
    }
  }
  if (text.endsWith(' ')) {
    text = text.slice(0, -1);
    origin.pop();
  }
  return { text, origin };
}

/** The source span `[start, end)` of the normalised characters `[from, to)`. */
export function sourceSpan(normalised: NormalisedText, from: number, to: number): { start: number; end: number } {
  return { start: normalised.origin[from]!, end: normalised.origin[to - 1]! + 1 };
}
