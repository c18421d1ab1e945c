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

  it('reads a borderless table whose first columns wrap over many lines row by row, under its headings', () => {
    // A securities section: the creditor's cell wraps over five lines, the debtor's over two, the date's over one.
    const creditor = ['NORTH OF SCOTLAND INDUSTRIAL AND', 'COMMERCIAL FINANCE PLC, incorporated', 'under the Companies Acts (Company', 'Number SC119804), having their', 'office at 9 Union Street, Aberdeen'];
    const debtor = ['said MORAY FIRTH SUBSEA ENGINEERING', 'AND OFFSHORE LOGISTICS LIMITED'];
    const items = [
      item('Entry', 50, 100),
      item('Creditor', 90, 100),
      item('Debtor', 300, 100),
      item('Date of', 500, 100),
      item('1', 50, 124),
      ...creditor.map((text, i) => item(text, 90, 124 + i * 12)),
      ...debtor.map((text, i) => item(text, 300, 124 + i * 12)),
      item('03 MAR 2023', 500, 124),
      item('2', 50, 196),
      item('HIGHLANDS AND ISLANDS ENTERPRISE, An', 90, 196),
      item('Lochran, 10 Inverness Campus, Inverness', 90, 208),
      ...debtor.map((text, i) => item(text, 300, 196 + i * 12)),
      item('19 JAN 2024', 500, 196),
    ];

    expect(texts(items)).toEqual([
      'Entry Creditor Debtor Date of',
      `1 ${creditor.join(' ')} ${debtor.join(' ')} 03 MAR 2023`,
      `2 HIGHLANDS AND ISLANDS ENTERPRISE, An Lochran, 10 Inverness Campus, Inverness ${debtor.join(' ')} 19 JAN 2024`,
    ]);
  });

  it('still reads two columns of prose one after the other when each opens with a heading of its own', () => {
    const left = Array.from({ length: 6 }, (_, i) => `left column line ${i} has words`);
    const right = Array.from({ length: 6 }, (_, i) => `right column line ${i} has words`);
    const items = [
      item('Definitions', 50, 88),
      item('Rent', 250, 88),
      ...left.flatMap((text, i) => [item(text, 50, 100 + i * 12), item(right[i]!, 250, 100 + i * 12)]),
    ];

    expect(texts(items)).toEqual(['Definitions', ...left, 'Rent', ...right]);
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
