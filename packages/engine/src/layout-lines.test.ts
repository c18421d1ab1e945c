import { describe, expect, it } from 'vitest';
import { layoutLines } from './layout-lines.ts';
import type { PositionedItem } from './layout-rows.ts';

/** An item as a PDF places it: Helvetica-like, about half an em per character. */
function item(text: string, x: number, baseline: number, { size = 10, spaceAfter = false } = {}): PositionedItem {
  return {
    text,
    x,
    width: text.length * size * 0.5,
    baseline,
    top: baseline - 0.8 * size,
    bottom: baseline + 0.2 * size,
    size,
    spaceBefore: false,
    spaceAfter,
  };
}

const texts = (items: PositionedItem[]) => layoutLines(items).map((line) => line.text);

describe('layoutLines', () => {
  it('orders lines top to bottom and spaces words from the gaps between items', () => {
    const items = [
      item('second', 50, 120),
      item('line', 84, 120),
      item('First', 50, 100),
      item('line', 78, 100),
      item('glued', 110, 100),
      item('on', 135, 100),
    ];

    expect(texts(items)).toEqual(['First line gluedon', 'second line']);
  });

  it('keeps a superscript on its line and drops text drawn twice for bold', () => {
    const items = [
      item('See the Lease', 50, 100),
      item('1', 115, 96, { size: 6 }),
      item('Bold', 50, 120),
      item('Bold', 50.3, 120),
    ];

    expect(texts(items)).toEqual(['See the Lease1', 'Bold']);
  });

  it('reads columns of running text one after the other', () => {
    const left = Array.from({ length: 6 }, (_, i) => `left column line ${i} has words`);
    const right = Array.from({ length: 6 }, (_, i) => `right column line ${i} has words`);
    const items = left.flatMap((text, i) => [item(text, 50, 100 + i * 12), item(right[i]!, 250, 100 + i * 12)]);
    items.unshift(item('A heading across both of the columns', 100, 80));

    expect(texts(items)).toEqual(['A heading across both of the columns', ...left, ...right]);
  });

  it('reads a form or a table row by row', () => {
    const rows = [
      ['Title number', 'WK123456'],
      ['Edition date', '12.03.2021'],
      ['Tenure', 'Freehold'],
      ['Class of title', 'Absolute'],
      ['Price paid', '£250,000'],
      ['Date of entry', '1 May 2019'],
    ];
    const items = rows.flatMap(([label, value], i) => [item(label!, 50, 100 + i * 12), item(value!, 250, 100 + i * 12)]);

    expect(texts(items)).toEqual(rows.map(([label, value]) => `${label} ${value}`));
  });

  it('marks a paragraph break where the line step grows', () => {
    const items = [item('one', 50, 100), item('two', 50, 112), item('three', 50, 124), item('four', 50, 150)];

    expect(layoutLines(items).map((line) => line.breakBefore)).toEqual([false, false, false, true]);
  });

  it('gives each item its place in the line text and its box', () => {
    const [line] = layoutLines([item('Tenant', 80, 100, { spaceAfter: true }), item('The', 50, 100)]);

    expect(line!.text).toBe('The Tenant');
    expect(line!.items).toEqual([
      { start: 0, end: 3, x: 50, y: 92, width: 15, height: 10 },
      { start: 4, end: 10, x: 80, y: 92, width: 30, height: 10 },
    ]);
    expect(line).toMatchObject({ x: 50, y: 92, width: 60, height: 10 });
  });
});
