import type { Citation } from '@dd/contracts';
import type { SourceRange } from './load-contractnli.ts';

/**
 * A quote is on the evidence when it and one evidence span share at least this share of the shorter of the two:
 * a clause quoted whole around its evidence sentence, or a phrase from within it, but not a neighbour that only
 * touches it.
 */
export const EVIDENCE_OVERLAP = 0.5;

/**
 * Only these are compared: a character the PDF's standard fonts cannot set comes back as other letters ("ð·" for
 * a symbol font's bullet), but never as these.
 */
const KEPT = /[a-z0-9]/i;

/**
 * Text reduced to its ASCII letters and digits, lower-cased, with the offset in the original of each character
 * kept: the rendered PDF's extracted text then reads as the source did, whatever became of its spacing, line
 * breaks, punctuation and symbols.
 */
function squeeze(text: string): { chars: string; offsets: number[] } {
  let chars = '';
  const offsets: number[] = [];
  for (let offset = 0; offset < text.length; offset++) {
    const char = text[offset]!;
    if (!KEPT.test(char)) continue;
    chars += char.toLowerCase();
    offsets.push(offset);
  }
  return { chars, offsets };
}

export interface SourceLocator {
  /** Where a citation's quote stands in the source text, or null when it cannot be found there. */
  locate(citation: Citation): SourceRange | null;
}

/**
 * Maps citations into the extracted pages of a rendered document back to the source text it was rendered from:
 * by the quote's page and offsets, and, where the extraction does not read exactly as the source (a character
 * the font could not set), by the quote's text at the occurrence nearest to where its page put it.
 */
export function createSourceLocator(sourceText: string, pages: { page: number; text: string }[]): SourceLocator {
  const source = squeeze(sourceText);
  const pageStarts = new Map<number, number>();
  let squeezedLength = 0;
  for (const { page, text } of pages) {
    pageStarts.set(page, squeezedLength);
    squeezedLength += squeeze(text).chars.length;
  }
  const rangeOf = (start: number, length: number): SourceRange => ({ start: source.offsets[start]!, end: source.offsets[start + length - 1]! + 1 });
  return {
    locate(citation) {
      const quote = squeeze(citation.quote).chars;
      const pageText = pages.find(({ page }) => page === citation.page)?.text;
      if (quote === '' || pageText === undefined) return null;
      const expected = pageStarts.get(citation.page)! + squeeze(pageText.slice(0, citation.start)).chars.length;
      if (source.chars.startsWith(quote, expected)) return rangeOf(expected, quote.length);
      let nearest: number | null = null;
      for (let at = source.chars.indexOf(quote); at !== -1; at = source.chars.indexOf(quote, at + 1)) {
        if (nearest === null || Math.abs(at - expected) < Math.abs(nearest - expected)) nearest = at;
      }
      return nearest === null ? null : rangeOf(nearest, quote.length);
    },
  };
}

export function overlapsEvidence(quote: SourceRange, evidence: SourceRange[]): boolean {
  return evidence.some((span) => {
    const shared = Math.min(quote.end, span.end) - Math.max(quote.start, span.start);
    return shared > 0 && shared >= EVIDENCE_OVERLAP * Math.min(quote.end - quote.start, span.end - span.start);
  });
}
