import { describe, expect, it } from 'vitest';
import { createPassageIndex, withoutNamingWords } from './retrieve-passages.ts';
import { segmentDocument } from './segment-document.ts';

const LEASE = [
  {
    page: 1,
    text: [
      '1. DEFINITIONS',
      '1.1 "Premises" means the ground floor shop at 12 Market Street, Leeds.',
      '1.2 "Group Company" means a company in the same group as the Tenant.',
      '',
      '2. RENT',
      '2.1 The Tenant shall pay the yearly rent of £32,500 by equal quarterly payments in advance.',
      '',
      '3. REPAIR',
      '3.1 The Tenant shall keep the Premises in good and substantial repair and condition.',
    ].join('\n'),
  },
  {
    page: 2,
    text: [
      '4. ALIENATION',
      '4.1 The Tenant shall not assign, underlet or charge the whole or any part of the Premises without consent.',
      '4.2 The Tenant may share occupation of the Premises with a Group Company.',
      '',
      '5. BREAK CLAUSE',
      '5.1 The Landlord may determine this Lease on 24 June 2027 by giving not less than six months notice.',
      '',
      '6. GOVERNING LAW',
      '6.1 This Lease shall be construed in accordance with the laws of England and Wales.',
    ].join('\n'),
  },
];

const index = createPassageIndex(segmentDocument(LEASE));
const best = (text: string, hints?: string[]) => index.retrieve({ text, hints }, { limit: 3 }).map((passage) => passage.unit.label);

describe('createPassageIndex', () => {
  it('finds the clause that answers a question in other words than the lease uses', () => {
    expect(best('When can the landlord terminate the lease?')[0]).toBe('5.1');
    expect(best('Which law governs the lease?')[0]).toBe('6.1');
    expect(best('How much is the annual rent?')[0]).toBe('2.1');
  });

  it('ranks the clauses about a subject first, whatever their inflection', () => {
    expect(best('Is the tenant permitted to assign or sublet?').slice(0, 2).sort()).toEqual(['4.1', '4.2']);
    expect(best('What are the repairing obligations?')[0]).toBe('3.1');
  });

  it('uses the catalogue hints of a question', () => {
    expect(best('What is the permitted arrangement with affiliates?', ['share occupation', 'group company'])[0]).toBe('4.2');
  });

  it('reads a defined term in the question as what the lease defines it to be', () => {
    const passages = index.retrieve({ text: 'Where are the Premises?' }, { limit: 3 });
    expect(passages.map((passage) => passage.unit.label)).toContain('1.1');
  });

  it('finds nothing for a question of stop words only', () => {
    expect(index.retrieve({ text: 'What is it?' })).toEqual([]);
  });
});

describe('withoutNamingWords', () => {
  it('leaves out the word that only says which one, and keeps one that is a subject of its own', () => {
    expect(withoutNamingWords('What is the permitted use?')).toBe('What is the use?');
    expect(withoutNamingWords('Who are the registered proprietors?')).toBe('Who are the proprietors?');
    expect(withoutNamingWords('What is the initial annual rent?')).toBe('What is the initial annual rent?');
    expect(withoutNamingWords('Is a rent deposit payable?')).toBe('Is a rent deposit payable?');
  });
});
