import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../extract-pdf-text.ts';
import { buildPdf } from '../test/build-pdf.ts';
import { drawNorthernFolio, drawRepublicBurdensNumberedLast, drawRepublicFolio, drawScottishSecuritiesNumberedLast, drawScottishTitleSheet, type DrawRegister } from '../test/drawn-registers.ts';
import { expectCitedOnTheirPages, factValues as values } from '../test/read-register-pdf.ts';
import { scanPdf } from '../test/scan-pdf.ts';
import { findRedFlags } from './find-red-flags.ts';
import { findTextBoxes } from '../find-text-boxes.ts';
import { parseRegister } from './parse-register.ts';
import type { TitleRegister } from './title-register.ts';

async function readDrawnRegister(draw: DrawRegister, borders: boolean) {
  const document = await extractPdfText(await buildPdf((doc) => draw(doc, { borders })), { ocr: false });
  const pages = document.pages.map(({ page, text }) => ({ page, text }));
  return { register: parseRegister(pages), pages };
}

for (const borders of [false, true]) {
  describe(`a register printed as tables ${borders ? 'with' : 'without'} rules`, () => {
    it('reads a Republic folio’s owner and chargee whole, the dates in their own column', async () => {
      const { register, pages } = await readDrawnRegister(drawRepublicFolio, borders);

      expect(register.system).toBe('republic-of-ireland');
      expect(values(register.facts.proprietorsAndPrice)).toEqual([['Owner', 'MARY KELLY of Ballymore House, Ballymore, County Dublin (full owner)']]);
      expect(values(register.facts.charges)).toEqual([
        ['Charge', 'in favour of ALLIED IRISH BANK PUBLIC LIMITED COMPANY'],
        ['Judgment mortgage', 'Judgment Mortgage in favour of Acme Supplies Limited for €18,400.'],
      ]);
      expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
    });

    it('reads a Scottish proprietorship table: the proprietors, not the header, with the price and date of entry', async () => {
      const { register, pages } = await readDrawnRegister(drawScottishTitleSheet, borders);

      expect(register.system).toBe('scotland');
      expect(values(register.facts.proprietorsAndPrice)).toEqual([
        ['Proprietor', 'JAMES MACLEOD and FIONA MACLEOD, spouses, both residing at 5 Castle Terrace, Edinburgh'],
        ['Consideration', '£412,500'],
        ['Date of entry', '01 MAR 2015'],
      ]);
      expect(values(register.facts.charges)).toEqual([['Standard security', 'in favour of BANK OF SCOTLAND PLC']]);
      expect(findRedFlags(register, new Date('2026-11-28')).map(({ title }) => title)).toEqual(['Standard security to discharge']);
      expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
    });

    it('reads a securities table that names the creditor first and numbers its entries last, one security to a row', async () => {
      const { register, pages } = await readDrawnRegister(drawScottishSecuritiesNumberedLast, borders);

      expect(values(register.facts.charges)).toEqual([
        [
          'Standard security',
          'FORTH AND TEITH BUILDING SOCIETY, incorporated under the Building Societies Act 1986 Standard Security for all sums due and to become due by said EILIDH MORAG DRUMMOND-STEWART. 21 MAR 2024',
        ],
        ['Standard security', 'STIRLING COUNCIL, Old Viewforth, Stirling Standard Security for £12,400.00 by said EILIDH MORAG DRUMMOND-STEWART in respect of a repair grant. 21 MAR 2024'],
      ]);
      expect(findRedFlags(register, new Date('2026-11-28')).map(({ title }) => title)).toEqual(['Standard security to discharge', 'Standard security to discharge']);
      expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
    });

    it('reads a folio’s burdens table that prints each burden’s owner first and its number last: a charge and a lease', async () => {
      const { register, pages } = await readDrawnRegister(drawRepublicBurdensNumberedLast, borders);

      expect(values(register.facts.charges)).toEqual([
        ['Charge', 'MUNSTER MORTGAGE BANK DESIGNATED ACTIVITY COMPANY 29-JUN-2016 D2016LR081143L Charge for present and future advances repayable with interest.'],
      ]);
      expect(values(register.facts.leases)).toEqual([
        [
          'Lease',
          'SURF SCHOOL LIMITED 02-MAY-2021 D2021LR055917B Lease dated 20 April 2021 of the shop on the ground floor for a term of 10 years from 1 May 2021, subject to the rent and the covenants therein contained.',
        ],
      ]);
      expect(register.facts.covenants).toEqual([]);
      expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
    });

    it('reads a Northern Ireland folio’s full owners from its ownership table, under a heading that wraps', async () => {
      const { register, pages } = await readDrawnRegister(drawNorthernFolio, borders);

      expect(register.system).toBe('northern-ireland');
      expect(values(register.facts.proprietorsAndPrice)).toEqual([
        ['Owner', 'SEAMUS O’NEILL and BRIGID O’NEILL, both of 12 Shore Road, Larne, County Antrim BT40 1AA (full owners)'],
      ]);
      expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
    });
  });
}

describe('a register printed as tables, scanned', () => {
  // Ruled: tesseract reads a bordered cell as a picture unless the rules are erased first (eraseTableRules); the
  // Northern Ireland folio's owners were lost whole.
  it('reads the same owners, chargees, price and date of entry from the scan as from the text', { timeout: 120_000 }, async () => {
    for (const draw of [drawRepublicFolio, drawScottishTitleSheet, drawNorthernFolio]) {
      const text = await buildPdf((doc) => draw(doc, { borders: true }));
      const scanned = await extractPdfText(await scanPdf(text));
      const pages = scanned.pages.map(({ page, text: pageText }) => ({ page, text: pageText }));
      const fromScan = parseRegister(pages);
      const fromText = (await readDrawnRegister(draw, true)).register;

      expect(scanned.ocrPages).toEqual([1]);
      // A scan shows a curly apostrophe as OCR reads it, straight; every letter must be the same.
      const read = (facts: TitleRegister['facts']['charges']) => values(facts).map((pair) => pair.map((value) => value.replace(/’/g, "'")));
      for (const group of ['proprietorsAndPrice', 'charges'] as const) expect(read(fromScan.facts[group])).toEqual(read(fromText.facts[group]));
      expectCitedOnTheirPages(Object.values(fromScan.facts).flat(), pages);
    }
  });
});

describe('a register scanned crooked', () => {
  // A page fed 1.5° askew: read straightened (its rows level, its rules erased), marked where the print stands.
  it('reads the same owners from the scan as from the text, and marks a quote over its words on the crooked page', { timeout: 120_000 }, async () => {
    const skewDegrees = 1.5;
    const text = await buildPdf((doc) => drawNorthernFolio(doc, { borders: true }));
    const scanned = await extractPdfText(await scanPdf(text, { skewDegrees }));
    const fromScan = parseRegister(scanned.pages.map(({ page, text: pageText }) => ({ page, text: pageText })));
    const fromText = (await readDrawnRegister(drawNorthernFolio, true)).register;
    const owners = (register: TitleRegister) => values(register.facts.proprietorsAndPrice).map((pair) => pair.map((value) => value.replace(/’/g, "'")));
    expect(owners(fromScan)).toEqual(owners(fromText));

    // Where "SEAMUS" stands on the text page, turned 1.5° clockwise about the page's centre as the scan was.
    const printed = await extractPdfText(text, { ocr: false });
    const centreOf = (document: typeof printed, word: string) => {
      const page = document.pages[0]!;
      const start = page.text.indexOf(word);
      const [box] = findTextBoxes(page, start, start + word.length);
      return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2, page };
    };
    const straight = centreOf(printed, 'SEAMUS');
    const turn = (skewDegrees * Math.PI) / 180;
    const [cx, cy] = [straight.page.width / 2, straight.page.height / 2];
    const expected = {
      x: cx + (straight.x - cx) * Math.cos(turn) - (straight.y - cy) * Math.sin(turn),
      y: cy + (straight.x - cx) * Math.sin(turn) + (straight.y - cy) * Math.cos(turn),
    };
    const marked = centreOf(scanned, 'SEAMUS');
    // Within 3 points (about a third of the type's height); read without turning back it is 9 points lower.
    expect(Math.hypot(marked.x - expected.x, marked.y - expected.y)).toBeLessThan(3);
  });
});

