import { describe, expect, it } from 'vitest';
import { answerQuestions } from './answer-questions.ts';

const document = {
  pages: [
    { page: 1, text: '2. RENT\n2.1 The Tenant shall pay the yearly rent of £32,500 by quarterly payments.' },
    { page: 2, text: '5. GOVERNING LAW\n5.1 This Lease shall be construed in accordance with the laws of Scotland.' },
  ],
};
const questions = [
  { id: 'rent', text: 'What is the yearly rent?', answerType: 'money' as const },
  { id: 'law', text: 'Which law governs the lease?' },
];

describe('answerQuestions', () => {
  it('answers every question in order, reporting progress as it goes', async () => {
    const progress: [number, number][] = [];

    const answers = await answerQuestions({ document, region: 'SC', questions }, { onProgress: ({ done, total }) => progress.push([done, total]) });

    expect(answers.map((answer) => [answer.questionId, answer.engine])).toEqual([
      ['rent', 'builtin'],
      ['law', 'builtin'],
    ]);
    // Each found where the document deals with it: asserted, or given for review with its clause (decision 49).
    expect(answers.map((answer) => answer.citations[0]?.quote)).toEqual([
      '2.1 The Tenant shall pay the yearly rent of £32,500 by quarterly payments.',
      '5.1 This Lease shall be construed in accordance with the laws of Scotland.',
    ]);
    for (const answer of answers) expect(answer.status).not.toBe('not_found');
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });

  it('stops when its work is cancelled', async () => {
    const controller = new AbortController();
    controller.abort(new Error('The case was deleted'));

    await expect(answerQuestions({ document, questions }, { signal: controller.signal })).rejects.toThrow('The case was deleted');
  });
});
