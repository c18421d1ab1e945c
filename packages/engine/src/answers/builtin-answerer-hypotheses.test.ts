import { describe, expect, it } from 'vitest';
import { Answer, type QuestionToAnswer } from '@dd/contracts';
import { createBuiltinAnswerer } from './builtin-answerer.ts';
import type { CitablePage } from './verify-citation.ts';

const NDA: CitablePage[] = [
  {
    page: 1,
    text: [
      'MUTUAL NON-DISCLOSURE AGREEMENT',
      'THIS AGREEMENT is made on 3 May 2021 BETWEEN Alder Analytics Limited and Birch Robotics Limited.',
      '1. DEFINITIONS',
      '1.1 "Confidential Information" means all information of whatever nature, whether disclosed in writing, orally, visually or in any other form, by or on behalf of a Disclosing Party to the Receiving Party.',
      '2. OBLIGATIONS',
      '2.1 The Receiving Party shall keep the Confidential Information secret and shall use it solely for the Purpose.',
    ].join('\n'),
  },
  {
    page: 2,
    text: [
      '3. RETURN OF INFORMATION',
      '3.1 On the written request of the Disclosing Party, the Receiving Party shall promptly return or destroy all documents containing Confidential Information.',
      '4. GOVERNING LAW',
      '4.1 This Agreement is governed by the laws of England and Wales.',
    ].join('\n'),
  },
];

const oral: QuestionToAnswer = {
  id: 'oral-information',
  text: 'Does the definition of confidential information cover information disclosed orally?',
  answerType: 'yes_no',
  hints: ['orally', 'oral', 'whether in writing', 'in any form or medium', 'visually', 'reduced to writing'],
  hypothesis: 'nda-3',
};
const solicitation: QuestionToAnswer = {
  id: 'non-solicitation',
  text: "Does the recipient undertake not to solicit or employ the disclosing party's employees?",
  answerType: 'yes_no',
  hints: ['solicit', 'entice away', 'employ or engage', 'employees', 'general recruitment', 'months'],
  hypothesis: 'nda-18',
};

describe('a yes/no question linked to an NDA hypothesis', () => {
  const answerer = createBuiltinAnswerer(NDA);

  it('is read by the learned models: the clause that deals with it is cited, verified on its page, and never answered "No"', () => {
    const answer = Answer.parse(answerer.answer(oral));
    expect(answer.status).not.toBe('not_found');
    expect(answer.answer === null || answer.answer.startsWith('Yes')).toBe(true);
    expect(answer.citations[0]).toMatchObject({ page: 1, verified: true, clause: 'Clause 1.1' });
    expect(answer.citations[0]!.quote).toContain('orally');
  });

  it('is "not found" where the document is silent on it, as the models read it', () => {
    expect(answerer.answer(solicitation)).toMatchObject({ status: 'not_found', answer: null, citations: [] });
  });

  it('is left to the rules for a hypothesis the committed models do not know', () => {
    const { hypothesis: _, ...unlinked } = solicitation;
    expect(createBuiltinAnswerer(NDA).answer({ ...solicitation, hypothesis: 'nda-99' })).toEqual(createBuiltinAnswerer(NDA).answer(unlinked));
  });

  it('is not read by the models when the calibration is off (the answers the calibration is fitted on are the rules’ own)', () => {
    const uncalibrated = createBuiltinAnswerer(NDA, { calibrate: false }).answer(oral);
    const { hypothesis: _, ...unlinked } = oral;
    expect(uncalibrated).toEqual(createBuiltinAnswerer(NDA, { calibrate: false }).answer(unlinked));
  });
});
