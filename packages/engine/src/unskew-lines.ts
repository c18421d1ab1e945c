import type { LayoutLine } from './layout-line.ts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Lines read from a page straightened by `skewDegrees` about `centre` (`renderPageImage`), with their boxes put back
 * where the print stands on the page as supplied, so a quote is marked over the crooked scan the lawyer sees. Each
 * box keeps its size and moves with its centre: a word's box turned by a degree or two is its own box to the eye.
 */
export function unskewLines(lines: readonly LayoutLine[], skewDegrees: number, centre: { x: number; y: number }): LayoutLine[] {
  if (skewDegrees === 0) return [...lines];
  const turn = (skewDegrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const moved = <B extends Box>(box: B): B => {
    const dx = box.x + box.width / 2 - centre.x;
    const dy = box.y + box.height / 2 - centre.y;
    return { ...box, x: centre.x + dx * cos - dy * sin - box.width / 2, y: centre.y + dx * sin + dy * cos - box.height / 2 };
  };
  return lines.map((line) => ({ ...moved(line), items: line.items.map(moved) }));
}
