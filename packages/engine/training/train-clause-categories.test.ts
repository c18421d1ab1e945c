import { describe, expect, it } from 'vitest';
import { FEATURE_SETTINGS } from '../src/answers/learned/text-features.ts';
import type { MasterClausesRow } from './read-master-clauses.ts';
import { CLAUSE_TRAINING, trainClauseCategories } from './train-clause-categories.ts';

const CATEGORIES = ['Governing Law', 'Anti-Assignment'];

/** Twelve tiny contracts, so that the one in five held out for validation has clauses of both categories. */
const rows: MasterClausesRow[] = Array.from({ length: 12 }, (_, i) => ({
  line: i + 2,
  filename: `Contract${i}.pdf`,
  clauses: new Map([
    ['Governing Law', [`This Agreement is governed by the laws of State ${i}.`]],
    ['Anti-Assignment', [`Party ${i} shall not assign this Agreement without the prior written consent of the other party.`]],
  ]),
}));

describe('trainClauseCategories', () => {
  it('writes the same models and report byte for byte on a rerun', async () => {
    const options = { ...CLAUSE_TRAINING, epochs: 3, batchSize: 8 };
    const generic = ['The Supplier shall deliver the goods on time.', 'Invoices are payable within thirty days.'];
    const first = await trainClauseCategories(rows, generic, CATEGORIES, FEATURE_SETTINGS, options);
    const second = await trainClauseCategories(rows, generic, CATEGORIES, FEATURE_SETTINGS, options);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    expect(first.categories.map((category) => category.name)).toEqual(CATEGORIES);
    expect(first.report).toContain('| Governing Law |');
    expect(first.report).toContain('Generic negatives: 2 sentences');
  });
});
