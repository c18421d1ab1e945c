import type { Citation } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { createSourceLocator, overlapsEvidence } from './locate-in-source.ts';

const SOURCE = [
  'NON-DISCLOSURE AGREEMENT',
  '1. The Recipient shall keep the Information secret.',
  '\uf0b7 The Recipient shall not reverse engineer any sample.',
  '2. The Recipient shall keep the Information secret.',
].join('\n');

/** The source as a PDF reads back: lines wrapped elsewhere, the symbol-font bullet set as other letters, two pages. */
const PAGES = [
  { page: 1, text: 'NON-DISCLOSURE AGREEMENT\n1. The Recipient shall keep the\nInformation secret.\nð· The Recipient shall not reverse' },
  { page: 2, text: 'engineer any sample.\n2. The Recipient shall keep the Information secret.' },
];

const cite = (page: number, quote: string, occurrence = 0): Citation => {
  const text = PAGES[page - 1]!.text;
  let start = -1;
  for (let i = 0; i <= occurrence; i++) start = text.indexOf(quote, start + 1);
  return { page, quote, start, end: start + quote.length, verified: true };
};

const sourceOf = (range: { start: number; end: number } | null) => (range ? SOURCE.slice(range.start, range.end) : null);

describe('mapping a cited quote back to the source text', () => {
  const { locate } = createSourceLocator(SOURCE, PAGES);

  it('finds a quote wrapped differently from the source, by its page and offsets', () => {
    expect(sourceOf(locate(cite(1, 'keep the\nInformation secret')))).toBe('keep the Information secret');
  });

  it('finds a quote on a later page, whatever the PDF made of a symbol in or before it', () => {
    expect(sourceOf(locate(cite(2, 'engineer any sample')))).toBe('engineer any sample');
    expect(sourceOf(locate(cite(1, 'ð· The Recipient shall not reverse')))).toBe('The Recipient shall not reverse');
  });

  it('tells apart two clauses worded alike by where the quote stands', () => {
    const second = locate(cite(2, '2. The Recipient shall keep the Information secret.'))!;
    expect(second.start).toBe(SOURCE.lastIndexOf('2. The Recipient'));
    const first = locate(cite(1, '1. The Recipient shall keep the\nInformation secret.'))!;
    expect(first.start).toBe(SOURCE.indexOf('1. The Recipient'));
  });

  it('falls back to the nearest occurrence of the quote when its offsets are not where the source has it', () => {
    const moved: Citation = { ...cite(2, 'The Recipient shall keep the Information secret.'), start: 0, end: 48 };
    expect(locate(moved)!.start).toBe(SOURCE.lastIndexOf('The Recipient shall keep'));
  });

  it('finds nothing for a quote the source does not hold, or on a page that does not exist', () => {
    expect(locate({ page: 1, quote: 'governed by the laws of England', start: 0, end: 31, verified: true })).toBeNull();
    expect(locate({ ...cite(1, 'NON-DISCLOSURE'), page: 3 })).toBeNull();
    expect(locate({ ...cite(1, 'NON-DISCLOSURE'), quote: '—' })).toBeNull();
  });
});

describe('a quote on the evidence', () => {
  const evidence = [{ start: 100, end: 200 }];

  it('holds for a quote within the evidence, or a clause quoted whole around it', () => {
    expect(overlapsEvidence({ start: 120, end: 150 }, evidence)).toBe(true);
    expect(overlapsEvidence({ start: 50, end: 260 }, evidence)).toBe(true);
    expect(overlapsEvidence({ start: 140, end: 260 }, evidence)).toBe(true);
  });

  it('does not hold for a neighbour that only touches or grazes it, nor where there is no evidence', () => {
    expect(overlapsEvidence({ start: 200, end: 300 }, evidence)).toBe(false);
    expect(overlapsEvidence({ start: 180, end: 300 }, evidence)).toBe(false);
    expect(overlapsEvidence({ start: 120, end: 150 }, [])).toBe(false);
  });

  it('holds when any one of several evidence spans is quoted', () => {
    expect(overlapsEvidence({ start: 410, end: 450 }, [...evidence, { start: 400, end: 460 }])).toBe(true);
  });
});
