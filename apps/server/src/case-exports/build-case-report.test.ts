import { describe, expect, it } from 'vitest';
import type { CaseReport } from '@dd/contracts';
import { answerText, sourcesText } from './build-case-report.ts';

type ReportAnswer = CaseReport['files'][number]['answers'][number];

const flagged: ReportAnswer = {
  question: 'May the tenant assign the lease?',
  status: 'needs_review',
  answer: null,
  engineAnswer: null,
  edited: null,
  sources: [
    { page: 4, quote: 'The Tenant shall not assign the whole of the Premises\nwithout the consent of the Landlord.', clause: 'Clause 7.2' },
    { page: 9, quote: 'Group Company has the meaning given in section 1159 of the Companies Act 2006.' },
  ],
  comment: null,
  verified: null,
};

describe('an answer as the exports print it', () => {
  it('points an answer that needs review to its passage by clause and page, never printing an answer', () => {
    expect(answerText(flagged)).toBe('Needs review — Clause 7.2 (page 4) deals with this: check the passage');
    expect(answerText({ ...flagged, sources: flagged.sources.slice(1) })).toBe('Needs review — Page 9 deals with this: check the passage');
  });

  it('names each source by its clause where the document numbers it, else by its page, each quote on one line', () => {
    expect(sourcesText(flagged).split('\n')).toEqual([
      'Clause 7.2, p. 4: “The Tenant shall not assign the whole of the Premises without the consent of the Landlord.”',
      'p. 9: “Group Company has the meaning given in section 1159 of the Companies Act 2006.”',
    ]);
  });
});
