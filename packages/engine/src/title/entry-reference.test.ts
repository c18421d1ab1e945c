import { describe, expect, it } from 'vitest';
import type { Citation } from '@dd/contracts';
import { entryReference } from './entry-reference.ts';
import { emptyFacts, type RegisterEntry, type TitleRegister } from './title-register.ts';

const cited = (page: number, start: number, end: number): Citation => ({ page, quote: 'x'.repeat(end - start), start, end, verified: true });
const entry = (number: number, page: number, start: number, end: number): RegisterEntry => ({ number, date: null, text: '…', citations: [cited(page, start, end)] });

const register = (system: TitleRegister['system'], titleNumber: string | null, sections: TitleRegister['sections']): TitleRegister => ({
  system,
  titleNumber: titleNumber === null ? null : { label: 'Title number', value: titleNumber, citations: [cited(1, 0, 10)] },
  editionDate: null,
  officialCopyDate: null,
  sections,
  facts: emptyFacts(),
});

describe('entryReference', () => {
  const sections = [
    { key: 'charges', title: 'C: Charges Register', entries: [entry(1, 2, 100, 200), entry(2, 2, 200, 320)] },
    { key: 'leases', title: 'Schedule of notices of leases', entries: [entry(0, 3, 0, 40), entry(1, 3, 40, 90)] },
  ];

  it('names the title number and the entry a quote stands in, as a conveyancer cites it', () => {
    const title = register('england-wales', 'AB123456', sections);
    expect(entryReference(title, cited(2, 210, 260))).toBe('AB123456 C2');
    expect(entryReference(title, cited(3, 50, 80))).toBe('AB123456 Schedule of notices of leases, entry 1');
    expect(entryReference(title, cited(3, 5, 20))).toBe('AB123456 Schedule of notices of leases');
  });

  it('gives the title number alone for a quote outside every entry, and nothing without one', () => {
    expect(entryReference(register('england-wales', 'AB123456', sections), cited(1, 0, 10))).toBe('AB123456');
    expect(entryReference(register('england-wales', null, sections), cited(1, 0, 10))).toBeNull();
    expect(entryReference(register('england-wales', null, sections), cited(2, 110, 150))).toBe('C1');
    // A quote running past its entry is not in it.
    expect(entryReference(register('scotland', 'MID1', sections), cited(2, 150, 250))).toBe('MID1');
  });

  it("calls a folio a folio and cites its parts' entries by number", () => {
    const burdens = [{ key: 'burdens', title: 'Part 3: Burdens', entries: [entry(1, 1, 300, 400)] }];
    expect(entryReference(register('republic-of-ireland', '45231F', burdens), cited(1, 310, 390))).toBe('Folio 45231F Part 3, entry 1');
    expect(entryReference(register('northern-ireland', 'Folio AN1234', burdens), cited(1, 310, 390))).toBe('Folio AN1234 Part 3, entry 1');
  });
});
