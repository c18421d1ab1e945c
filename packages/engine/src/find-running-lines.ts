import type { LayoutLine } from './layout-line.ts';

export interface PageLines {
  lines: LayoutLine[];
  height: number;
}

/** Running headers and footers sit in the outer band of the page… */
const MARGIN_BAND = 0.15;
/** …as one of its first or last few lines. */
const LINES_PER_EDGE = 3;

/** Page numbers vary from page to page in a short running line ("Page 3 of 12", "AB/123/3"); a long line must repeat exactly. */
const NUMBERED_MAX_WORDS = 8;

function runningKey(text: string, edge: 'top' | 'bottom'): string {
  const plain = text.toLowerCase().replace(/\s+/g, ' ').trim();
  const short = plain.split(' ').length <= NUMBERED_MAX_WORDS;
  return `${edge}:${short ? plain.replace(/\d+/g, '#') : plain}`;
}

function edgeLines({ lines, height }: PageLines): { line: LayoutLine; key: string }[] {
  const byPosition = [...lines].sort((a, b) => a.y - b.y);
  const top = byPosition.slice(0, LINES_PER_EDGE).filter((line) => line.y + line.height <= height * MARGIN_BAND);
  const bottom = byPosition
    .slice(-LINES_PER_EDGE)
    .filter((line) => line.y >= height * (1 - MARGIN_BAND) && !top.includes(line));
  return [
    ...top.map((line) => ({ line, key: runningKey(line.text, 'top') })),
    ...bottom.map((line) => ({ line, key: runningKey(line.text, 'bottom') })),
  ];
}

/**
 * Lines repeated at the top or bottom of most pages (a firm name, "Page 3 of 12", a document reference):
 * the same text, or the same apart from its numbers, in the page margins of more than half the pages.
 */
export function findRunningLines(pages: PageLines[]): Set<LayoutLine> {
  const pagesWithText = pages.filter((page) => page.lines.length > 0).length;
  const needed = Math.max(2, Math.floor(pagesWithText / 2) + 1);
  const candidates = pages.map(edgeLines);
  const pageCounts = new Map<string, number>();
  for (const edges of candidates) {
    for (const key of new Set(edges.map((edge) => edge.key))) pageCounts.set(key, (pageCounts.get(key) ?? 0) + 1);
  }
  const running = new Set<LayoutLine>();
  for (const edges of candidates) {
    for (const { line, key } of edges) if ((pageCounts.get(key) ?? 0) >= needed) running.add(line);
  }
  return running;
}
