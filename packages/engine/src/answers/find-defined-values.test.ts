import { describe, expect, it } from 'vitest';
import { findDefinedValues } from './find-defined-values.ts';

describe('findDefinedValues', () => {
  it('finds the dates a document defines as terms, written or left blank', () => {
    const pages = [
      { page: 1, text: 'This Agreement, dated as of Feb 10, 2014 (the "Effective Date"), is between Alpha Ltd ("Licensor") and Beta plc.' },
      { page: 2, text: 'The lease is effective as of the [·] day of [·], 2019 (“Term Commencement Date”) and ends on 1 May 2030.' },
    ];
    expect(findDefinedValues(pages, 'date').map(({ term, page, text, value, written }) => ({ term, page, text, value, written }))).toEqual([
      { term: 'Effective Date', page: 1, text: 'Feb 10, 2014 (the "Effective Date")', value: { type: 'date', iso: '2014-02-10' }, written: 'Feb 10, 2014' },
      { term: 'Term Commencement Date', page: 2, text: '[·] day of [·], 2019 (“Term Commencement Date”)', value: null, written: '[·] day of [·], 2019' },
    ]);
  });

  it('ignores a term whose definition does not follow a date', () => {
    expect(findDefinedValues([{ page: 1, text: 'On 1 May 2020 the parties met. Acme Widgets Limited (the "Supplier") agrees.' }], 'date')).toEqual([]);
  });

  it('finds a definitions list\'s value, but not a definition that only describes one', () => {
    const pages = [{ page: 1, text: '"Termination Date" means 14 February 2029;\n"Repayment Date" means the date falling one month after 1 March 2025;' }];
    expect(findDefinedValues(pages, 'date').map(({ term, value, text }) => ({ term, value, text }))).toEqual([
      { term: 'Termination Date', value: { type: 'date', iso: '2029-02-14' }, text: '"Termination Date" means 14 February 2029' },
    ]);
  });

  it('finds the sums a document defines as terms', () => {
    const pages = [{ page: 1, text: 'The consideration for the Sale Shares is £3,150,000 (the "Consideration"), of which £500,000 (the "Deferred Consideration") is deferred.' }];
    expect(findDefinedValues(pages, 'money').map(({ term, value, written }) => ({ term, value, written }))).toEqual([
      { term: 'Consideration', value: { type: 'money', amount: 3150000, currency: 'GBP' }, written: '£3,150,000' },
      { term: 'Deferred Consideration', value: { type: 'money', amount: 500000, currency: 'GBP' }, written: '£500,000' },
    ]);
  });
});
