import { describe, expect, it } from 'vitest';
import { findDefinedDates } from './find-defined-dates.ts';

describe('findDefinedDates', () => {
  it('finds the dates a document defines as terms, written or left blank', () => {
    const pages = [
      { page: 1, text: 'This Agreement, dated as of Feb 10, 2014 (the "Effective Date"), is between Alpha Ltd ("Licensor") and Beta plc.' },
      { page: 2, text: 'The lease is effective as of the [·] day of [·], 2019 (“Term Commencement Date”) and ends on 1 May 2030.' },
    ];
    expect(findDefinedDates(pages).map(({ term, page, text, value, written }) => ({ term, page, text, value, written }))).toEqual([
      { term: 'Effective Date', page: 1, text: 'Feb 10, 2014 (the "Effective Date")', value: { type: 'date', iso: '2014-02-10' }, written: 'Feb 10, 2014' },
      { term: 'Term Commencement Date', page: 2, text: '[·] day of [·], 2019 (“Term Commencement Date”)', value: null, written: '[·] day of [·], 2019' },
    ]);
  });

  it('ignores a term whose definition does not follow a date', () => {
    expect(findDefinedDates([{ page: 1, text: 'On 1 May 2020 the parties met. Acme Widgets Limited (the "Supplier") agrees.' }])).toEqual([]);
  });
});
