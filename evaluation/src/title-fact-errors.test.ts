import { TITLE_FACT_GROUPS, type TitleFact, type TitleFactGroup, type TitleRegister } from '@dd/engine';
import { describe, expect, it } from 'vitest';
import type { TitleFactLabel } from './evaluation-document.ts';
import { headerCellsHeld, holdsHeaderRow, keyWords, splicedLabel } from './title-fact-errors.ts';
import { scoreRegister, TITLE_EVALUATION_AS_OF } from './title-evaluation.ts';

const owners: TitleFactLabel = { group: 'proprietorsAndPrice', mustContain: ['JAMES MACLEOD', 'FIONA MACLEOD'] };
const lender: TitleFactLabel = { group: 'charges', mustContain: ['BANK OF SCOTLAND PLC'] };
const SCOTTISH_HEADER = ['Entry', 'Proprietor', 'Date of Registration', 'Consideration', 'Date of Entry'];

describe('a wrong fact cut short or spliced', () => {
  it('takes a label’s key words without the function words every entry shares', () => {
    expect(keyWords(lender)).toEqual(['bank', 'scotland', 'plc']);
    expect(keyWords(owners)).toEqual(['james', 'macleod', 'fiona']);
  });

  it('is the damaged reading of a missed label when it holds half its key words or more', () => {
    // Cut short where the name wrapped in its cell.
    expect(splicedLabel('JAMES MACLEOD and FIONA', [owners])).toBe(owners);
    // Another column's date read into the middle of the name.
    expect(splicedLabel('JAMES MACLEOD and FIONA 02 MAR 2015 MACLEOD', [owners])).toBe(owners);
    // Half of the words: the lender's name cut after its second word.
    expect(splicedLabel('in favour of BANK OF', [{ group: 'charges', mustContain: ['BANK OF SCOTLAND'] }])).not.toBeNull();
  });

  it('is simply wrong when it shares fewer words with every missed label, or the label was not missed', () => {
    expect(splicedLabel('in favour of ULSTER BANK LIMITED', [lender])).toBeNull();
    expect(splicedLabel('£412,500', [owners])).toBeNull();
    expect(splicedLabel('JAMES MACLEOD and FIONA', [])).toBeNull();
  });
});

describe('a header row read as an answer', () => {
  it('holds two or more of one header row’s cells, each as whole words side by side', () => {
    expect(headerCellsHeld('Proprietor Date of Registration Consideration', SCOTTISH_HEADER)).toBe(3);
    expect(holdsHeaderRow('Entry Proprietor', [SCOTTISH_HEADER])).toBe(true);
    expect(holdsHeaderRow('JAMES MACLEOD Date of Entry 01 MAR 2015 Consideration', [SCOTTISH_HEADER])).toBe(true);
  });

  it('is not a value holding one cell, a cell’s words apart or inside longer words, or a blank cell', () => {
    expect(holdsHeaderRow('Date of Entry 01 MAR 2015', [SCOTTISH_HEADER])).toBe(false);
    expect(holdsHeaderRow('Charge dated 6 August 2020 entry of registration', [SCOTTISH_HEADER])).toBe(false);
    expect(headerCellsHeld('Proprietor', ['', 'Proprietor'])).toBe(1);
    expect(holdsHeaderRow('Entry Proprietor', [])).toBe(false);
    // An entry's own words, not its table's headings "No" and "Burdens".
    expect(holdsHeaderRow('real burdens: (Second) no part of the steadings shall be used', [['No', 'Burdens', 'Date of Registration']])).toBe(false);
    expect(holdsHeaderRow('No Burdens', [['No', 'Burdens', 'Date of Registration']])).toBe(true);
  });
});

const fact = (value: string): TitleFact => ({ label: 'Proprietor', value, citations: [{ page: 1, quote: value, start: 0, end: value.length, verified: true }] });

/** A register as if the engine had read these facts, each cited on the one page. */
function readAs(facts: Partial<Record<TitleFactGroup, TitleFact[]>>): TitleRegister {
  const all = Object.fromEntries(TITLE_FACT_GROUPS.map((group) => [group, facts[group] ?? []])) as TitleRegister['facts'];
  return { system: 'scotland', titleNumber: null, editionDate: null, officialCopyDate: null, sections: [], facts: all };
}

describe('scoring a register’s wrong facts', () => {
  it('counts the spliced facts among the wrong ones, and every fact holding a header row', () => {
    const values = ['JAMES MACLEOD and FIONA 02 MAR 2015 MACLEOD', 'Proprietor Date of Registration Consideration', '£412,500'];
    const register = readAs({ proprietorsAndPrice: values.map(fact), charges: [fact('BANK OF SCOTLAND PLC')] });
    const pages = [{ page: 1, text: values.join(' ') + ' BANK OF SCOTLAND PLC' }];
    const document = { id: 'hand-made', region: 'SC' as const, titleLabels: { facts: [owners, lender], redFlags: [] } };

    const score = scoreRegister(document, register, pages, TITLE_EVALUATION_AS_OF, [SCOTTISH_HEADER]);

    expect(score.counts).toMatchObject({ labelledFacts: 2, foundFacts: 1, scoredEngineFacts: 4, matchedEngineFacts: 1, splicedFacts: 1, headerAnswers: 1 });
    expect(score.engineFacts.filter(({ spliced }) => spliced).map(({ fact: { value } }) => value)).toEqual([values[0]]);
    expect(score.facts.map(({ value }) => value)).toEqual([null, 'BANK OF SCOTLAND PLC']);
    // Without the register's header rows no fact is a header row.
    expect(scoreRegister(document, register, pages, TITLE_EVALUATION_AS_OF).counts.headerAnswers).toBe(0);
  });
});
