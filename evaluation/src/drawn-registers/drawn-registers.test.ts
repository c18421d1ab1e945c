import { describe, expect, it } from 'vitest';
import { EVALUATION_DOCUMENTS } from '../documents/index.ts';
import { loadEvaluationSplits, splitOfDocument } from '../splits/evaluation-splits.ts';
import { frozenTitleRegisters } from '../title-evaluation.ts';
import { headerRowsOf, type DrawnRegister } from './drawn-register.ts';
import { DRAWN_REGISTERS } from './index.ts';
import { TUNING_ENGLAND_WALES_DRAWN_REGISTERS } from './tuning-england-wales.ts';
import { TUNING_HEADER_LAYOUT_DRAWN_REGISTERS } from './tuning-header-layouts.ts';
import { TUNING_LAYOUT_DRAWN_REGISTERS } from './tuning-layouts.ts';
import { TUNING_MIXED_LAYOUT_DRAWN_REGISTERS } from './tuning-mixed-layouts.ts';
import { TUNING_NORTHERN_IRELAND_DRAWN_FOLIOS } from './tuning-northern-ireland.ts';
import { TUNING_REPUBLIC_DRAWN_FOLIOS } from './tuning-republic.ts';
import { TUNING_SCOTTISH_DRAWN_TITLE_SHEETS } from './tuning-scotland.ts';
import { TUNING_VARIED_LAYOUT_DRAWN_REGISTERS } from './tuning-varied-layouts.ts';

/** The drawn registers written for tuning, the batch written for its tables' layouts among them; every other drawn register is frozen. */
const TUNING_DRAWN = [
  ...TUNING_ENGLAND_WALES_DRAWN_REGISTERS,
  ...TUNING_SCOTTISH_DRAWN_TITLE_SHEETS,
  ...TUNING_NORTHERN_IRELAND_DRAWN_FOLIOS,
  ...TUNING_REPUBLIC_DRAWN_FOLIOS,
  ...TUNING_LAYOUT_DRAWN_REGISTERS,
  ...TUNING_MIXED_LAYOUT_DRAWN_REGISTERS,
  ...TUNING_VARIED_LAYOUT_DRAWN_REGISTERS,
  ...TUNING_HEADER_LAYOUT_DRAWN_REGISTERS,
];
const tuningIds = new Set(TUNING_DRAWN.map(({ id }) => id));
const FROZEN_DRAWN = DRAWN_REGISTERS.filter(({ id }) => !tuningIds.has(id));

const folded = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

/** The texts a register prints, each cell of its tables and each heading and paragraph apart. */
const printedTexts = ({ blocks }: DrawnRegister): string[] =>
  blocks.flatMap((block) => (block.kind === 'table' ? [block.header ?? [], ...block.rows].flat() : block.kind === 'page-break' ? [] : [block.text]));

describe('the registers drawn as tables', () => {
  it('cover the four systems, at least two registers each in the tuning and in the frozen part, with labelled facts and unique ids', () => {
    for (const part of [TUNING_DRAWN, FROZEN_DRAWN]) {
      const regions = part.map(({ region }) => (region === 'WA' ? 'EN' : region));
      for (const region of ['EN', 'SC', 'NI', 'IE']) expect(regions.filter((each) => each === region).length, region).toBeGreaterThanOrEqual(2);
    }
    expect(DRAWN_REGISTERS.filter(({ id }) => tuningIds.has(id))).toHaveLength(TUNING_DRAWN.length);
    expect(new Set(DRAWN_REGISTERS.map(({ id }) => id)).size).toBe(DRAWN_REGISTERS.length);
    for (const { id, titleLabels } of DRAWN_REGISTERS) expect(titleLabels.facts.length, id).toBeGreaterThan(0);
  });

  it('label only words their register prints', () => {
    for (const register of DRAWN_REGISTERS) {
      const printed = folded(printedTexts(register).join(' '));
      for (const words of register.titleLabels.facts.flatMap(({ mustContain }) => mustContain)) expect(printed, `${register.id}: ${words}`).toContain(folded(words));
    }
  });

  it('label, in the tuning registers, words that stand in one cell or paragraph, never across two', () => {
    for (const register of TUNING_DRAWN) {
      const texts = printedTexts(register).map(folded);
      for (const words of register.titleLabels.facts.flatMap(({ mustContain }) => mustContain)) {
        expect(texts.some((text) => text.includes(folded(words))), `${register.id}: ${words}`).toBe(true);
      }
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

  it('are each in exactly one part of the splits file: the tuning-drawn-… registers in the title set’s tuning part with its text registers, the others frozen', () => {
    const splits = loadEvaluationSplits();
    const lists = splits.get('title')!;
    const textRegisters = EVALUATION_DOCUMENTS.filter((document) => document.titleLabels).map(({ id }) => id);
    const splitOf = splitOfDocument(splits, 'title', [...textRegisters, ...DRAWN_REGISTERS.map(({ id }) => id)]);

    for (const { id } of DRAWN_REGISTERS) expect([lists.frozen.has(id), lists.tuning?.has(id) === true].filter(Boolean), id).toHaveLength(1);
    expect(TUNING_DRAWN.filter(({ id }) => !id.startsWith('tuning-drawn-')).map(({ id }) => id)).toEqual([]);
    expect(FROZEN_DRAWN.filter(({ id }) => id.startsWith('tuning-')).map(({ id }) => id)).toEqual([]);
    expect(TUNING_DRAWN.map(({ id }) => splitOf(id))).toEqual(TUNING_DRAWN.map(() => 'tuning'));
    expect(FROZEN_DRAWN.map(({ id }) => splitOf(id))).toEqual(FROZEN_DRAWN.map(() => 'frozen'));
    expect(textRegisters.map(splitOf)).toEqual(textRegisters.map(() => 'tuning'));
    expect([...frozenTitleRegisters(splits)].sort()).toEqual(FROZEN_DRAWN.map(({ id }) => id).sort());
  });
});
