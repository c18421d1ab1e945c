import { describe, expect, it } from 'vitest';
import type { MasterClauseRow } from '../cuad-clause-labels.ts';
import { cuadClauseDocument } from './cuad-clause-documents.ts';

const row = (clauses: Record<string, string[]>): MasterClauseRow => ({ filename: 'AcmeInc_2019_Supply Agreement.pdf', clauses: new Map(Object.entries(clauses)) });

describe('cuadClauseDocument', () => {
  it("sets a row's labelled clauses out in a contract's order, among other categories' clauses, with the eight fields' labels", () => {
    const document = cuadClauseDocument(
      row({
        'Governing Law': ['This Agreement is governed by the laws of Delaware.'],
        'Document Name': ['SUPPLY AGREEMENT'],
        Parties: ['Acme Inc.', 'Widget Corp'],
        'Agreement Date': ['March 1, 2019'],
        'Expiration Date': ['This Agreement shall continue for three (3) years.'],
        'Anti-Assignment': ['Neither party may assign this Agreement.'],
        'Cap On Liability': [],
      }),
    );

    expect(document.id).toBe('AcmeInc_2019_Supply Agreement.pdf');
    expect(document.pages).toEqual([
      {
        page: 1,
        text: [
          'SUPPLY AGREEMENT',
          'Acme Inc.',
          'Widget Corp.',
          'March 1, 2019',
          'Neither party may assign this Agreement.',
          'This Agreement shall continue for three (3) years.',
          'This Agreement is governed by the laws of Delaware.',
        ].join('\n'),
      },
    ]);
    expect(document.labels['Parties']).toEqual(['Acme Inc.', 'Widget Corp']);
    expect(document.labels['Renewal Term']).toEqual([]);
    expect(Object.keys(document.labels)).toHaveLength(8);
  });

  it('starts a new page before a clause that would take a page past about 3,000 characters', () => {
    const long = (n: number) => `${'The Supplier shall deliver the Products. '.repeat(40)}(${n})`;
    const document = cuadClauseDocument(row({ 'Anti-Assignment': [long(1), long(2), long(3)] }));
    expect(document.pages.map(({ page }) => page)).toEqual([1, 2, 3]);
    expect(document.pages.every(({ text }) => text.length <= 3000)).toBe(true);
  });
});
