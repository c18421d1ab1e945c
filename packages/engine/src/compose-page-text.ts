import type { ExtractedLine } from './extracted-document.ts';
import type { LayoutLine } from './layout-line.ts';
import { lineBreakHyphen, type LineBreakHyphen } from './join-line-break-hyphens.ts';

/**
 * The page text from its lines in reading order: a newline between lines, a blank line between paragraphs, and
 * words broken across lines made whole, dropping the hyphen when `dropsHyphen` says it only split the word.
 * Every line and item keeps its offsets into the text, so a quote found in the text maps back to boxes on the page.
 */
export function composePageText(
  lines: LayoutLine[],
  dropsHyphen: (hyphen: LineBreakHyphen) => boolean,
): { text: string; lines: ExtractedLine[] } {
  let text = '';
  const extracted: ExtractedLine[] = [];
  let joined = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    if (i > 0 && !joined) text += line.breakBefore ? '\n\n' : '\n';
    // A word broken at the line end is made whole again, with or without its hyphen.
    const hyphen = next ? lineBreakHyphen(line.text, next.text) : undefined;
    joined = hyphen !== undefined;
    const lineText = hyphen && dropsHyphen(hyphen) ? line.text.slice(0, -1) : line.text;
    const start = text.length;
    text += lineText;
    const items = [];
    for (const item of line.items) {
      const end = Math.min(item.end, lineText.length);
      if (end > item.start) items.push({ ...item, start: start + item.start, end: start + end });
    }
    extracted.push({
      text: lineText,
      start,
      end: text.length,
      x: line.x,
      y: line.y,
      width: line.width,
      height: line.height,
      items,
    });
  }
  return { text, lines: extracted };
}
