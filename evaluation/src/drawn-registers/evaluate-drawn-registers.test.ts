import { describe, expect, it } from 'vitest';
import { wordAccuracy } from '../word-accuracy.ts';
import type { DrawnRegister } from './drawn-register.ts';
import { evaluateDrawnRegisters } from './evaluate-drawn-registers.ts';

/** A short folio on one page, so that its scan's OCR stays quick; unruled, as the engine's OCR reads such tables. */
const FOLIO: DrawnRegister = {
  id: 'test-folio-ie-kells',
  region: 'IE',
  title: 'Folio MH40101F County Meath',
  blocks: [
    { kind: 'heading', text: 'Land Registry   Folio MH40101F   County Meath' },
    { kind: 'heading', text: 'Part 2 - Ownership' },
    { kind: 'paragraph', text: 'Title ABSOLUTE' },
    {
      kind: 'table',
      widths: [28, 70, 100, 285],
      header: ['No.', 'Date', 'Instrument', 'Particulars'],
      rows: [['1', '02-APR-2012', 'D2012LR040112K', 'BRENDAN MORAN of Headfort Place, Kells, County Meath is full owner.']],
    },
  ],
  titleLabels: {
    facts: [{ group: 'proprietorsAndPrice', mustContain: ['BRENDAN MORAN'] }],
    redFlags: [],
  },
};

describe('scoring a drawn register on its text PDF and on its scan', () => {
  it('scores both against the same labels, with the OCR’s word accuracy and the scan’s agreement with the text', { timeout: 60_000 }, async () => {
    const { registers, scans } = await evaluateDrawnRegisters([FOLIO]);

    expect(registers.map(({ id }) => id)).toEqual([FOLIO.id]);
    expect(scans.map(({ score }) => score.id)).toEqual([FOLIO.id]);
    const [scan] = scans;
    expect(scan!.score.facts.map(({ label }) => label)).toEqual(registers[0]!.facts.map(({ label }) => label));
    // Every word printed is counted, and a clean scan at 200 dpi reads nearly all of them.
    expect(scan!.ocr.words).toBeGreaterThan(20);
    expect(wordAccuracy([scan!.ocr])).toBeGreaterThan(0.8);
    expect(scan!.agreement.foundOnText).toBe(registers[0]!.counts.foundFacts);
    expect(scan!.agreement.foundAgain).toBeLessThanOrEqual(scan!.agreement.foundOnText);
  });
});
