import type { Answer } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import type { GoldAnswer } from '../answer-scoring.ts';
import { answerSetSplits, judgeAnswerSet, type AnswerSetEvaluation, type AnswerSetOutcome } from './answer-set-evaluation.ts';
import { ANSWER_SET } from './index.ts';

const answer = (status: Answer['status'], confidence: number): Answer => ({
  questionId: 'q',
  status,
  answer: status === 'answered' ? 'Yes' : null,
  confidence,
  citations: status === 'answered' || status === 'needs_review' ? [{ page: 1, quote: 'The Tenant may assign.', start: 0, end: 22, verified: true }] : [],
  engine: 'builtin',
});

const outcome = (questionId: string, gold: GoldAnswer | GoldAnswer[], given: Answer, verdict: AnswerSetOutcome['verdict'], split: AnswerSetOutcome['split']): AnswerSetOutcome => ({
  documentId: `lease-${split}`,
  split,
  typeKey: 'property-lease',
  scanned: false,
  questionId,
  question: 'May the tenant assign?',
  answerType: 'yes_no',
  gold,
  answer: given,
  verdict,
});

const yes: GoldAnswer = { kind: 'yes_no', value: true, evidence: 'The Tenant may assign.' };

describe('the UK and Irish answers as judged answers', () => {
  it('carries each answer with its part, status, confidence and whether the document addresses the question', () => {
    const evaluation: AnswerSetEvaluation = {
      engine: 'builtin',
      folder: '/tmp/answer-set',
      documents: [],
      outcomes: [
        outcome('assign', yes, answer('answered', 0.7), 'right', 'tuning'),
        outcome('underlet', yes, answer('needs_review', 0.4), 'review', 'frozen'),
        outcome('break', [{ kind: 'not_found' }, yes], answer('not_found', 0), 'right', 'frozen'),
        outcome('rent', { kind: 'not_found' }, answer('answered', 0.6), 'invented', 'frozen'),
      ],
    };
    const judged = judgeAnswerSet(evaluation);

    expect(judged.map(({ questionId, split, status, expectedFound, right, confidence }) => [questionId, split, status, expectedFound, right, confidence])).toEqual([
      ['assign', 'tuning', 'answered', true, true, 0.7],
      ['underlet', 'frozen', 'needs_review', true, false, 0.4],
      ['break', 'frozen', 'not_found', false, true, 0],
      ['rent', 'frozen', 'answered', false, false, 0.6],
    ]);
    expect(judged.every(({ set }) => set === 'ukie')).toBe(true);
    expect(judged[0]!.answer).toBe(evaluation.outcomes[0]!.answer);
  });

  it("puts the documents listed under ukie in the splits file in the frozen part, the set's others in the tuning part", () => {
    const splitOf = answerSetSplits(new Map([['ukie', { frozen: new Set([ANSWER_SET[1]!.id]) }]]));

    expect(splitOf(ANSWER_SET[0]!.id)).toBe('tuning');
    expect(splitOf(ANSWER_SET[1]!.id)).toBe('frozen');
    expect(() => answerSetSplits(new Map([['ukie', { frozen: new Set(['no-such-document']) }]]))).toThrow('ukie: the splits list no-such-document');
  });
});
