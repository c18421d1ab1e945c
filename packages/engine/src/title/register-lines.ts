import type { Citation } from '@dd/contracts';
import type { CitablePage } from '../answers/verify-citation.ts';

/** A line of a register's text with where it stands on its page: `text === pageText.slice(start, end)`. */
export interface RegisterLine {
  page: number;
  start: number;
  end: number;
  text: string;
}

/** The pages' lines in reading order, blank lines left out, each with its offsets in its page's text. */
export function registerLines(pages: readonly CitablePage[]): RegisterLine[] {
  const lines: RegisterLine[] = [];
  for (const { page, text } of pages) {
    let offset = 0;
    for (const raw of text.split('\n')) {
      const leading = raw.length - raw.trimStart().length;
      const trimmed = raw.trim();
      if (trimmed) lines.push({ page, start: offset + leading, end: offset + leading + trimmed.length, text: trimmed });
      offset += raw.length + 1;
    }
  }
  return lines;
}

/** The citation of consecutive lines: one per page they stand on, each quoting its page's text exactly. */
export function citeLines(lines: readonly RegisterLine[], pages: readonly CitablePage[]): Citation[] {
  const byPage = new Map<number, RegisterLine[]>();
  for (const line of lines) byPage.set(line.page, [...(byPage.get(line.page) ?? []), line]);
  return [...byPage].map(([page, onPage]) => {
    const text = pages.find((candidate) => candidate.page === page)?.text ?? '';
    const start = onPage[0]!.start;
    const end = onPage[onPage.length - 1]!.end;
    return { page, quote: text.slice(start, end), start, end, verified: true };
  });
}

/** The citation of part of one line: `value` where it stands in the line. */
export function citeWithin(line: RegisterLine, value: string, pages: readonly CitablePage[]): Citation[] {
  const at = line.text.indexOf(value);
  if (at < 0) return citeLines([line], pages);
  return citeLines([{ ...line, start: line.start + at, end: line.start + at + value.length, text: value }], pages);
}

/**
 * The citation of `words` where they stand within cited lines (an entry's), whatever line breaks the page puts
 * between them; the lines' own citations when no one page holds them all.
 */
export function citeWords(citations: readonly Citation[], words: string): Citation[] {
  const pattern = new RegExp(words.trim().split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'));
  for (const citation of citations) {
    const found = pattern.exec(citation.quote);
    if (found) return [{ ...citation, quote: found[0], start: citation.start + found.index, end: citation.start + found.index + found[0].length }];
  }
  return [...citations];
}
