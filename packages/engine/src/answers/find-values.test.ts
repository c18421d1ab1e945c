import { describe, expect, it } from 'vitest';
import { findBlankDates, findValues } from './find-values.ts';

const values = (text: string, type: Parameters<typeof findValues>[1], region?: Parameters<typeof findValues>[2]) =>
  findValues(text, type, region).map(({ text: found, value }) => [found, value]);

describe('findValues', () => {
  it('reads dates as UK deeds write them, day first', () => {
    expect(values('THIS LEASE is made on the 1st day of March 2019 between', 'date')).toEqual([
      ['1st day of March 2019', { type: 'date', iso: '2019-03-01' }],
    ]);
    expect(values('entered into as of the 19t h day of December, 2018, by and among', 'date')).toEqual([
      ['19t h day of December, 2018', { type: 'date', iso: '2018-12-19' }],
    ]);
    expect(values('from 11 June 2015 until June 30, 2016; notice dated 03/04/2020', 'date').map(([, v]) => v)).toEqual([
      { type: 'date', iso: '2015-06-11' },
      { type: 'date', iso: '2016-06-30' },
      { type: 'date', iso: '2020-04-03' },
    ]);
  });

  it('reads a date a line break splits, quoted as the page has it', () => {
    expect(values('shows the entries on the register of title on 8 August\n2023 at 14:05:52.', 'date')).toEqual([
      ['8 August\n2023 at 14:05:52', { type: 'date', iso: '2023-08-08' }],
    ]);
  });

  it('leaves a month without its day, or a date with no year, unread', () => {
    expect(values('completion in March 2019, or on 5 April', 'date')).toEqual([]);
    expect(values('payable after 30 days, or within 2 weeks of today', 'date')).toEqual([]);
  });

  it('reads money in pounds, euros and dollars, before or after the figure', () => {
    expect(values('a yearly rent of £45,000.50 and a deposit of EUR 12,500 or 2 million dollars', 'money').map(([, v]) => v)).toEqual([
      { type: 'money', amount: 45000.5, currency: 'GBP' },
      { type: 'money', amount: 12500, currency: 'EUR' },
      { type: 'money', amount: 2_000_000, currency: 'USD' },
    ]);
  });

  it('reads durations in figures and in words, preferring the figure in brackets', () => {
    expect(values("a term of fifteen (15) years; six months' notice; 10 days; ninety-nine years", 'duration').map(([, v]) => v)).toEqual([
      { type: 'duration', amount: 15, unit: 'years' },
      { type: 'duration', amount: 6, unit: 'months' },
      { type: 'duration', amount: 10, unit: 'days' },
      { type: 'duration', amount: 99, unit: 'years' },
    ]);
    expect(values("25 working days' paid holiday; 20 Business Days' notice", 'duration')).toEqual([
      ["25 working days'", { type: 'duration', amount: 25, unit: 'days' }],
      ["20 Business Days'", { type: 'duration', amount: 20, unit: 'days' }],
    ]);
  });

  it('reads a term given by its first and last days as its length', () => {
    const found = findValues('Term: From and including 14 August 2021 to and including 13 August 2031.', 'duration');
    expect(found.map(({ value, reading }) => [value, reading])).toEqual([
      [{ type: 'duration', amount: 10, unit: 'years' }, '14 August 2021 to 13 August 2031 (10 years)'],
    ]);
    expect(findValues('from 1 March 2020 until 31 August 2020', 'duration').map(({ value }) => value)).toEqual([
      { type: 'duration', amount: 6, unit: 'months' },
    ]);
    expect(findValues('signed on 1 March 2020 and delivered on 31 August 2020', 'duration')).toEqual([]);
  });

  it('reads percentages', () => {
    expect(values('interest at 4 per cent above base rate, or 2.5%', 'percentage').map(([, v]) => v)).toEqual([
      { type: 'percentage', percent: 4 },
      { type: 'percentage', percent: 2.5 },
    ]);
  });

  it('reads a deed\'s date with its day written out', () => {
    expect(values('THIS LEASE is made the fourteenth day of October 2024, the twenty-first day of JUNE, 2006 and the thirty first day of March 2020', 'date')).toEqual([
      ['fourteenth day of October 2024', { type: 'date', iso: '2024-10-14' }],
      ['twenty-first day of JUNE, 2006', { type: 'date', iso: '2006-06-21' }],
      ['thirty first day of March 2020', { type: 'date', iso: '2020-03-31' }],
    ]);
    expect(values('the thirty-second day of May 2020', 'date')).toEqual([]);
  });

  it('reads a period written with a hyphen', () => {
    expect(values('successive 1-year terms, one-month periods, on 30- days notice, a twelve-month term', 'duration').map(([, v]) => v)).toEqual([
      { type: 'duration', amount: 1, unit: 'years' },
      { type: 'duration', amount: 1, unit: 'months' },
      { type: 'duration', amount: 30, unit: 'days' },
      { type: 'duration', amount: 12, unit: 'months' },
    ]);
  });

  it('reads percentages written in words, once each', () => {
    expect(values('at a rate two per cent. per annum higher, a fee of one and a half per cent, and ten (10) per cent of the price', 'percentage')).toEqual([
      ['two per cent', { type: 'percentage', percent: 2 }],
      ['one and a half per cent', { type: 'percentage', percent: 1.5 }],
      ['ten (10) per cent', { type: 'percentage', percent: 10 }],
    ]);
    expect(values('interest at four per centum per annum above base rate, or 3 per centum', 'percentage')).toEqual([
      ['four per centum', { type: 'percentage', percent: 4 }],
      ['3 per centum', { type: 'percentage', percent: 3 }],
    ]);
  });

  it('reads a Scottish cadastral unit as a title number', () => {
    expect(values('Cadastral unit ARG20411', 'identifier', 'SC')).toEqual([['ARG20411', { type: 'identifier', kind: 'scottish_title_number', value: 'ARG20411' }]]);
  });

  it('reads a TR1 panel\'s title number and a registered number', () => {
    expect(values('1 Title number(s) of the property\tNK402219', 'identifier')).toEqual([
      ['NK402219', { type: 'identifier', kind: 'title_number', value: 'NK402219' }],
    ]);
    expect(values('THISTLE ANALYTICS LIMITED (registered number SC618834)', 'identifier')).toEqual([
      ['SC618834', { type: 'identifier', kind: 'company_number', value: 'SC618834' }],
    ]);
  });

  it('reads title, folio and company numbers, by the region for a title number', () => {
    expect(values('Title number WYK123456', 'identifier', 'EN')).toEqual([
      ['WYK123456', { type: 'identifier', kind: 'title_number', value: 'WYK123456' }],
    ]);
    expect(values('TITLE NUMBER: PTH12345', 'identifier', 'SC')[0]![1]).toEqual({ type: 'identifier', kind: 'scottish_title_number', value: 'PTH12345' });
    expect(values('Folio 12345F County Dublin; company number 08123456', 'identifier', 'IE').map(([, v]) => v)).toEqual([
      { type: 'identifier', kind: 'folio_number', value: '12345F' },
      { type: 'identifier', kind: 'company_number', value: '08123456' },
    ]);
  });

  it("reads a folio's Registry Map references: its plan, the map sheet and the OS map reference", () => {
    expect(values('shown as plan 42 on Registry Map sheet 135/9 and coloured Red (OS Map Ref 75/12)', 'identifier', 'IE').map(([text]) => text)).toEqual([
      'plan 42',
      'sheet 135/9',
      'Map Ref 75/12',
    ]);
  });

  it('reads an amount written out in words', () => {
    expect(values('a deposit of fifty thousand pounds, and a fee of two million euros', 'money').map(([, v]) => v)).toEqual([
      { type: 'money', amount: 50_000, currency: 'GBP' },
      { type: 'money', amount: 2_000_000, currency: 'EUR' },
    ]);
  });

  it('reads the whole of an amount in words that commas divide, not its last part', () => {
    expect(values('the sum of Three million, two hundred and ten thousand, five hundred pounds', 'money').map(([, v]) => v)).toEqual([
      { type: 'money', amount: 3_210_500, currency: 'GBP' },
    ]);
  });
});

describe('findBlankDates', () => {
  it('finds a date left blank for completion, in the ways drafts leave one', () => {
    const text = 'dated as of [•], 2020, effective the [·] day of [·], 2019; signed on the ____ day of ________ 2024 and June [ ], 2021';
    expect(findBlankDates(text).map((blank) => blank.text)).toEqual(['[•], 2020', '[·] day of [·], 2019', '____ day of ________ 2024', 'June [ ], 2021']);
  });

  it('finds none in a date written out, or a bracketed reference', () => {
    expect(findBlankDates('dated 1 March 2019 under clause [4], 2019 edition')).toEqual([]);
  });
});
