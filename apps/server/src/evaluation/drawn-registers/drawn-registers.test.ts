import { describe, expect, it } from 'vitest';
import { EVALUATION_DOCUMENTS } from '../documents/index.ts';
import { loadEvaluationSplits, splitOfDocument } from '../splits/evaluation-splits.ts';
import { frozenTitleRegisters } from '../title-evaluation.ts';
import { headerRowsOf } from './drawn-register.ts';
import { DRAWN_REGISTERS } from './index.ts';

describe('the registers drawn as tables', () => {
  it('cover the four systems, at least two registers each, with labelled facts and unique ids', () => {
    const regions = DRAWN_REGISTERS.map(({ region }) => (region === 'WA' ? 'EN' : region));
    for (const region of ['EN', 'SC', 'NI', 'IE']) expect(regions.filter((each) => each === region).length, region).toBeGreaterThanOrEqual(2);
    expect(new Set(DRAWN_REGISTERS.map(({ id }) => id)).size).toBe(DRAWN_REGISTERS.length);
    for (const { id, titleLabels } of DRAWN_REGISTERS) expect(titleLabels.facts.length, id).toBeGreaterThan(0);
  });

  it('label only words their register prints', () => {
    const folded = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();
    for (const { id, blocks, titleLabels } of DRAWN_REGISTERS) {
      const printed = folded(blocks.map((block) => (block.kind === 'table' ? [block.header ?? [], ...block.rows].flat().join(' ') : block.kind === 'page-break' ? '' : block.text)).join(' '));
      for (const words of titleLabels.facts.flatMap(({ mustContain }) => mustContain)) expect(printed, `${id}: ${words}`).toContain(folded(words));
    }
  });

  it('give every row of a table, its header included, one cell per column, and mark their header rows', () => {
    for (const { id, blocks } of DRAWN_REGISTERS) {
      for (const block of blocks) {
        if (block.kind !== 'table') continue;
        for (const row of [...(block.header ? [block.header] : []), ...block.rows]) expect(row.length, `${id}: ${row.join(' | ')}`).toBe(block.widths.length);
      }
    }
    // Marked, so that a header row read as an answer is counted on every register.
    expect(DRAWN_REGISTERS.filter((register) => headerRowsOf(register).length === 0).map(({ id }) => id)).toEqual([]);
  });

  it('are the title set’s frozen part in the splits file, which validates with the set’s text registers as its tuning part', () => {
    const splits = loadEvaluationSplits();
    const textRegisters = EVALUATION_DOCUMENTS.filter((document) => document.titleLabels).map(({ id }) => id);
    const splitOf = splitOfDocument(splits, 'title', [...textRegisters, ...DRAWN_REGISTERS.map(({ id }) => id)]);

    expect(DRAWN_REGISTERS.map(({ id }) => splitOf(id))).toEqual(DRAWN_REGISTERS.map(() => 'frozen'));
    expect(textRegisters.map(splitOf)).toEqual(textRegisters.map(() => 'tuning'));
    expect([...frozenTitleRegisters(splits)].sort()).toEqual(DRAWN_REGISTERS.map(({ id }) => id).sort());
  });
});
