import { describe, expect, it } from 'vitest';
import type { LayoutLine } from './layout-line.ts';
import { createHyphenJudge, lineBreakHyphen } from './join-line-break-hyphens.ts';

const lines = (...texts: string[]): LayoutLine[] =>
  texts.map((text) => ({ text, items: [], x: 0, y: 0, width: 0, height: 0, breakBefore: false }));

const judge = (page: LayoutLine[], line: number) =>
  createHyphenJudge([page])(lineBreakHyphen(page[line]!.text, page[line + 1]!.text)!);

describe('line-break hyphens', () => {
  it('only sees a broken word when a hyphen ends the line and a lower-case word starts the next', () => {
    expect(lineBreakHyphen('any assign-', 'ment of')).toEqual({ left: 'assign', right: 'ment', soft: false });
    expect(lineBreakHyphen('see clause 4 -', 'and then')).toBeUndefined();
    expect(lineBreakHyphen('the Landlord and the Tenant-', 'Landlord')).toBeUndefined();
    expect(lineBreakHyphen('rated A--', 'or better')).toBeUndefined();
    expect(lineBreakHyphen('rated A-', 'or better')).toBeUndefined();
    expect(lineBreakHyphen('on a day-by-', 'day basis')).toEqual({ left: 'day-by', right: 'day', soft: false });
    expect(lineBreakHyphen('a docu\u00ad', 'ment')).toEqual({ left: 'docu', right: 'ment', soft: true });
  });

  it('drops a hyphen that only split a word', () => {
    expect(judge(lines('make any assign-', 'ment of the lease'), 0)).toBe(true);
    expect(judge(lines('the sums pay-', 'able under this lease'), 0)).toBe(true);
    // The whole word elsewhere in the document settles it.
    expect(judge(lines('the under-', 'lease is granted', 'and the underlease is registered'), 0)).toBe(true);
  });

  it('keeps a hyphen that belongs to the word', () => {
    expect(judge(lines('grants a non-', 'exclusive right'), 0)).toBe(false);
    expect(judge(lines('a third-', 'party right', 'and any third-party consent'), 0)).toBe(false);
    expect(judge(lines('on a day-by-', 'day basis'), 0)).toBe(false);
    // Without evidence either way a hyphen stays: word processors rarely hyphenate on their own.
    expect(judge(lines('the then-', 'current rent'), 0)).toBe(false);
  });
});
