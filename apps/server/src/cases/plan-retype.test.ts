import { describe, expect, it } from 'vitest';
import { countWork, hasLawyerWork, normaliseWording, planRetype, type RetypedAnswer } from './plan-retype.ts';

const answer = (id: string, questionId: number, questionText: string, work: Partial<Pick<RetypedAnswer, 'editedAnswer' | 'comment' | 'verifiedAt'>> = {}): RetypedAnswer => ({
  id,
  questionId,
  questionVersionId: questionId * 10,
  questionText,
  editedAnswer: null,
  comment: null,
  verifiedAt: null,
  ...work,
});

describe('planRetype', () => {
  it('keeps answers to questions the new bank words alike, asks the rest, and lets the old type’s own go', () => {
    const answers = [
      answer('a-employer', 1, 'Who is the employer?', { editedAnswer: 'Harbour Estates Limited' }),
      answer('a-salary', 2, 'What is the salary, and how often is it paid?', { comment: 'Check the pay slips.' }),
      answer('a-employee', 3, 'Who is the employee?'),
    ];
    const bank = [
      { questionId: 21, versionId: 210, text: 'Who is the employee?' },
      { questionId: 22, versionId: 220, text: '  WHO IS THE\nemployer? ' },
      { questionId: 23, versionId: 230, text: 'What is the termination date?' },
    ];
    const plan = planRetype(answers, bank, 7);
    expect(plan.kept).toEqual([
      { answerId: 'a-employee', questionId: 21, questionVersionId: 210, position: 7 },
      { answerId: 'a-employer', questionId: 22, questionVersionId: 220, position: 8 },
    ]);
    expect(plan.added).toEqual([{ questionId: 23, versionId: 230, position: 9 }]);
    expect(plan.discarded.map((discarded) => discarded.id)).toEqual(['a-salary']);
  });

  it('keeps an answer to a question asked again by its id, in the wording it was answered in, even after a rewording', () => {
    const answers = [answer('a-date', 5, 'When was it dated?'), answer('a-twin', 6, 'What is the date?')];
    // Question 5 was reworded to the wording of question 6, which the bank asks too: each keeps its own answer.
    const bank = [
      { questionId: 5, versionId: 51, text: 'What is the date?' },
      { questionId: 6, versionId: 60, text: 'What is the date?' },
    ];
    expect(planRetype(answers, bank, 0).kept).toEqual([
      { answerId: 'a-date', questionId: 5, questionVersionId: 50, position: 0 },
      { answerId: 'a-twin', questionId: 6, questionVersionId: 60, position: 1 },
    ]);
  });

  it('leaves answers to the lawyer’s own questions out of it', () => {
    const own: RetypedAnswer = { ...answer('a-own', 0, 'Who is the employer?'), questionId: null, questionVersionId: null };
    const plan = planRetype([own], [{ questionId: 1, versionId: 10, text: 'Who is the employer?' }], 0);
    expect(plan).toEqual({ kept: [], discarded: [], added: [{ questionId: 1, versionId: 10, position: 0 }] });
  });
});

describe('the lawyer’s work', () => {
  it('is an edit, a comment or a verification, counted by kind', () => {
    const at = new Date('2025-01-01T00:00:00Z');
    const answers = [
      answer('a', 1, 'A?', { editedAnswer: 'x', comment: 'y' }),
      answer('b', 2, 'B?', { verifiedAt: at }),
      answer('c', 3, 'C?', { editedAnswer: 'z', verifiedAt: at }),
      answer('d', 4, 'D?'),
    ];
    expect(answers.map(hasLawyerWork)).toEqual([true, true, true, false]);
    expect(countWork(answers)).toEqual({ edited: 2, commented: 1, verified: 2 });
  });

  it('compares wording as a reader would', () => {
    expect(normaliseWording('  Who is the ‘Employer’?\n')).toBe(normaliseWording("who is the 'employer'?"));
    expect(normaliseWording('Who is the employer?')).not.toBe(normaliseWording('Who is the employee?'));
  });
});
