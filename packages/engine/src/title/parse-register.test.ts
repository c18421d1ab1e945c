import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../extract-pdf-text.ts';
import { buildTextPdf } from '../test/build-pdf.ts';
import { expectCitedOnTheirPages, factValues as values, readRegisterPdf, readScannedRegisterPdf } from '../test/read-register-pdf.ts';
import { folioPages, SCANNED_REGISTER_LINES, SCOTTISH_TITLE_SHEET_PAGES } from '../test/register-pages.ts';
import { findRedFlags } from './find-red-flags.ts';
import { parseRegister } from './parse-register.ts';
import { UnreadableRegisterError } from './title-register.ts';

describe('a register of title of any of the four systems', () => {
  it('reads a Scottish title sheet in the Land Register’s terms: consideration, date of entry, securities, burdens', async () => {
    const { register, pages } = await readRegisterPdf(SCOTTISH_TITLE_SHEET_PAGES);

    expect(register.system).toBe('scotland');
    expect(register.titleNumber?.value).toBe('MID123456');
    expect(register.sections.map(({ title, entries }) => [title, entries.length])).toEqual([
      ['A: Property Section', 2],
      ['B: Proprietorship Section', 1],
      ['C: Securities Section', 1],
      ['D: Burdens Section', 1],
    ]);
    expect(values(register.facts.proprietorsAndPrice)).toEqual([
      ['Proprietor', 'JAMES MACLEOD and FIONA MACLEOD, spouses, 5 Castle Terrace, Edinburgh'],
      ['Consideration', '£412,500'],
      ['Date of entry', '12 May 2018'],
    ]);
    expect(values(register.facts.charges)).toEqual([['Standard security', 'in favour of BANK OF SCOTLAND PLC']]);
    expect(register.facts.covenants.map(({ label }) => label)).toEqual(['Real burdens']);
    expect(register.facts.easements.map(({ label }) => label)).toEqual(['Servitudes']);
    expect(register.facts.property[0]!.value).toBe('5 Castle Terrace, Edinburgh EH1 2EN');
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('reads a folio of the Republic of Ireland: possessory title, the owner, a charge, a judgment mortgage, a right of residence', async () => {
    const { register, pages } = await readRegisterPdf(folioPages('DUBLIN'));

    expect(register.system).toBe('republic-of-ireland');
    expect(register.titleNumber?.value).toBe('45231F');
    expect(values(register.facts.titleAndTenure)).toEqual([['Class of title', 'possessory']]);
    expect(values(register.facts.proprietorsAndPrice)).toEqual([['Owner', 'MARY KELLY of Ballymore House (full owner)']]);
    expect(values(register.facts.charges)).toEqual([
      ['Charge', 'in favour of Allied Irish Banks plc'],
      ['Judgment mortgage', 'Judgment Mortgage in favour of Acme Supplies Limited for €18,400.'],
    ]);
    expect(register.facts.easements.map(({ label }) => label)).toEqual(['Easements and profits', 'Right of residence']);
    expect(register.facts.property.map(({ label }) => label)).toEqual(['County', 'Property']);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('tells a Northern Ireland folio from a southern one by its county', async () => {
    const { register } = await readRegisterPdf(folioPages('ANTRIM'));
    expect(register.system).toBe('northern-ireland');
  });

  it('reads a scanned register through OCR, its facts and flags cited on the OCR text', { timeout: 60_000 }, async () => {
    const { register, pages, ocrPages } = await readScannedRegisterPdf(SCANNED_REGISTER_LINES);

    expect(ocrPages).toEqual([1]);
    expect(register.system).toBe('england-wales');
    expect(register.titleNumber?.value).toBe('SY456789');
    expect(values(register.facts.titleAndTenure)).toEqual([
      ['Tenure', 'Freehold'],
      ['Class of title', 'Possessory title'],
    ]);
    expect(values(register.facts.charges)).toEqual([['Registered charge', 'dated 1 September 2020 in favour of NATIONWIDE BUILDING SOCIETY.']]);
    expect(findRedFlags(register, new Date('2026-11-25')).map(({ title }) => title)).toEqual([
      'Title is possessory, not absolute',
      'Restriction needs a third party’s consent',
      'Registered charge to discharge',
    ]);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('says why it cannot read a document that is no register, or has no text', async () => {
    const lease = await extractPdfText(await buildTextPdf([['THIS LEASE is made on 1 March 2020.']]), { ocr: false });
    const pages = lease.pages.map(({ page, text }) => ({ page, text }));

    expect(() => parseRegister(pages)).toThrow(UnreadableRegisterError);
    expect(() => parseRegister(pages)).toThrow('This does not read as a register of title');
    expect(() => parseRegister([{ page: 1, text: '  ' }])).toThrow('The register has no text to read: if it is a scan, it needs OCR first.');
  });
});
