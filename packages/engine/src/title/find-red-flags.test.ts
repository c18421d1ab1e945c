import { describe, expect, it } from 'vitest';
import { expectCitedOnTheirPages, readRegisterPdf } from '../test/read-register-pdf.ts';
import { FREEHOLD_REGISTER_PAGES, FREEHOLD_TRUST_REGISTER_PAGES, folioPages, LEASEHOLD_REGISTER_PAGES, SCOTTISH_TITLE_SHEET_PAGES } from '../test/register-pages.ts';
import { findRedFlags } from './find-red-flags.ts';

async function flagsOf(lines: string[][], asOf = new Date('2026-11-25')) {
  const { register, pages } = await readRegisterPdf(lines);
  const flags = findRedFlags(register, asOf);
  // Every flag points at the register's own words.
  expectCitedOnTheirPages(flags.map(({ title, citations }) => ({ label: title, citations })), pages);
  return flags.map(({ reference, title, severity }) => [severity, reference, title]);
}

describe('red flags of a title', () => {
  it('flags a freehold’s consent restriction, its unsupplied covenants, its mortgage and a notice, the gravest first', async () => {
    expect(await flagsOf(FREEHOLD_REGISTER_PAGES)).toEqual([
      ['medium', 'WM123456 B3', 'Restriction needs a third party’s consent'],
      ['medium', 'WM123456 C1', 'Covenants whose deed was not supplied'],
      ['medium', 'WM123456 C2', 'Registered charge to discharge'],
      ['medium', 'WM123456 C4', 'Unilateral notice on the register'],
    ]);
  });

  it('judges an option’s window against the report’s date in its notice’s reason', async () => {
    const { register } = await readRegisterPdf([
      [
        'Title number WM700001',
        'A: Property Register',
        '1 (01.05.2018) The Freehold land shown edged with red on the plan being 3 Mill Lane.',
        'B: Proprietorship Register',
        'Title absolute',
        '1 (01.05.2018) PROPRIETOR: ANNA PRICE of 3 Mill Lane.',
        'C: Charges Register',
        '1 (02.05.2018) UNILATERAL NOTICE in respect of an option to purchase exercisable within',
        '10 years from 1 May 2018.',
        '2 (02.05.2018) BENEFICIARY: Mill Lane Homes Limited.',
        'End of register',
      ],
    ]);
    const reasonOn = (asOf: string) => findRedFlags(register, new Date(asOf)).find(({ title }) => title === 'Unilateral notice on the register')?.reason;

    expect(reasonOn('2026-11-29')).toMatch(/The option can be exercised until 1 May 2028: a buyer takes the land subject to it\.$/);
    expect(reasonOn('2027-12-01')).toMatch(/until 1 May 2028, within a year of the report’s date/);
    expect(reasonOn('2028-06-01')).toMatch(/the option’s period ended \(1 May 2028\)/);
  });

  it('explains the standard trust restrictions, Form A and Form B, rather than calling them a consent', async () => {
    const flags = await flagsOf(FREEHOLD_TRUST_REGISTER_PAGES);
    expect(flags).toContainEqual(['low', 'WM123456 B3', 'Joint proprietors hold as tenants in common (Form A)']);
    expect(flags).toContainEqual(['medium', 'WM123456 B4', 'Trustees’ powers are limited (Form B)']);
    expect(flags.filter(([, , title]) => title === 'Restriction needs a third party’s consent')).toEqual([]);
  });

  it('flags possessory title, an indemnity covenant chain and a lease with too few years left', async () => {
    expect(await flagsOf(LEASEHOLD_REGISTER_PAGES)).toEqual([
      // The class of title stands above the entries: the title number alone names it.
      ['high', 'LN98765', 'Title is possessory, not absolute'],
      ['medium', 'LN98765 A2', 'Lease has 74 years left'],
      ['low', 'LN98765 B2', 'Chain of indemnity covenants'],
    ]);
    // Counted from the report's date: the same lease had more than 80 years left in 2015.
    const in2015 = await flagsOf(LEASEHOLD_REGISTER_PAGES, new Date('2015-01-01'));
    expect(in2015.filter(([, , title]) => title!.startsWith('Lease has'))).toEqual([]);
    // And once its term has run out, the lease is not "0 years left" but ended, the gravest flag.
    const in2101 = await flagsOf(LEASEHOLD_REGISTER_PAGES, new Date('2101-06-01'));
    expect(in2101).toContainEqual(['high', 'LN98765 A2', 'Lease term ended in 2100']);
    expect(in2101.filter(([, , title]) => title!.startsWith('Lease has'))).toEqual([]);
  });

  it('flags a folio’s judgment mortgage and right of residence above its charge', async () => {
    expect(await flagsOf(folioPages('DUBLIN'))).toEqual([
      ['high', 'Folio 45231F', 'Title is possessory, not absolute'],
      ['high', 'Folio 45231F Part 3, entry 2', 'Judgment mortgage'],
      ['high', 'Folio 45231F Part 3, entry 3', 'Right of residence'],
      ['medium', 'Folio 45231F Part 3, entry 1', 'Charge to discharge'],
    ]);
  });

  it('flags a Scottish standard security to discharge, and nothing for an ordinary title', async () => {
    expect(await flagsOf(SCOTTISH_TITLE_SHEET_PAGES)).toEqual([['medium', 'MID123456 C1', 'Standard security to discharge']]);
  });
});
