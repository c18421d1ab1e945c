import { describe, expect, it } from 'vitest';
import { citedClauseOf, unitsWithin } from './cited-clause.ts';
import { segmentDocument } from './segment-document.ts';

describe('how a lawyer cites the passage a quote stands in', () => {
  it('names a numbered clause, a prescribed clause, a register entry and a schedule', () => {
    expect(citedClauseOf({ kind: 'clause', label: '7.2' })).toBe('Clause 7.2');
    expect(citedClauseOf({ kind: 'clause', label: '12.' })).toBe('Clause 12');
    expect(citedClauseOf({ kind: 'clause', label: 'LR4' })).toBe('Clause LR4');
    expect(citedClauseOf({ kind: 'register_entry', label: 'B2' })).toBe('Entry B2');
    expect(citedClauseOf({ kind: 'paragraph', label: 'SCHEDULE 2' })).toBe('Schedule 2');
  });

  it('names nothing where the document numbers nothing, nor a sub-paragraph’s letter on its own', () => {
    expect(citedClauseOf({ kind: 'paragraph', label: null })).toBeUndefined();
    expect(citedClauseOf({ kind: 'clause', label: '(a)' })).toBeUndefined();
    expect(citedClauseOf({ kind: 'heading', label: 'RENT' })).toBeUndefined();
  });
});

describe('the passages a citation runs through', () => {
  it('are every passage of its page its quote crosses, a line read as a heading among them, in order', () => {
    const text = 'Outsourcing Agreement\nBetween\nParatek Pharmaceuticals, Inc.\nand\nCARBOGEN AMCIS AG\nDate\n30 December 2016';
    const units = segmentDocument([{ page: 1, text }, { page: 2, text: 'CARBOGEN AMCIS AG shall supply the Product.' }]);
    const start = text.indexOf('Paratek');
    const quote = 'Paratek Pharmaceuticals, Inc.\nand\nCARBOGEN AMCIS AG';
    const within = unitsWithin(units, { page: 1, start, end: start + quote.length });
    expect(within.map((unit) => unit.text).join('\n')).toContain(quote);
    expect(within.every((unit) => unit.page === 1)).toBe(true);
    expect(within.some((unit) => unit.text.includes('30 December'))).toBe(false);
  });
});
