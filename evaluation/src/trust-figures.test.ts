import type { Answer, AnswerStatus } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { formatCalibrationFigures, formatTrustFigures } from './format-trust-figures.ts';
import type { EvaluationSplit, JudgedAnswer } from './judged-answer.ts';
import { computeTrustFigures, trustFiguresBySplit } from './trust-figures.ts';

let asked = 0;
const judged = (
  status: AnswerStatus,
  expectedFound: boolean,
  right: boolean,
  confidence: number | null,
  split: EvaluationSplit = 'tuning',
  documentId = 'a',
): JudgedAnswer => {
  const questionId = `q${++asked}`;
  const answer: Answer = { questionId, status, answer: null, confidence: confidence ?? 0, citations: [], engine: 'builtin' };
  return { set: 'test', documentId, split, questionId, expectedFound, status, right, confidence, answer };
};

const frozen = [judged('answered', true, true, 0.95, 'frozen', 'c'), judged('answered', false, false, 0.85, 'frozen', 'c'), judged('not_found', false, true, 0, 'frozen', 'd')];
const tuning: JudgedAnswer[] = [
  judged('answered', true, true, 0.95),
  judged('answered', true, true, 0.92, 'tuning', 'b'),
  judged('answered', true, false, 0.85),
  judged('answered', false, false, 0.6),
  judged('answered', true, true, 0.3),
  judged('needs_review', true, false, 0.4),
  judged('needs_review', false, false, 0.45, 'tuning', 'b'),
  judged('not_found', false, true, 0),
  judged('not_found', true, false, 0),
  judged('failed', true, false, 0),
];

describe('trust figures', () => {
  it('counts right over all questions, wrong over the answered, and needs review as neither', () => {
    const figures = computeTrustFigures(tuning);

    expect(figures.documents).toBe(2);
    expect(figures.questions).toBe(10);
    expect(figures.answered).toBe(5);
    expect(figures.right).toEqual({ part: 4, whole: 10, share: 0.4 });
    expect(figures.wrongWhenAnswered).toEqual({ part: 2, whole: 5, share: 0.4 });
    expect(figures.needsReview).toEqual({ part: 2, whole: 10, share: 0.2 });
    expect(figures.notFoundPrecision).toEqual({ part: 1, whole: 2, share: 0.5 });
  });

  it('tables the share right among answered questions by confidence band, needs review and empty bands apart', () => {
    const figures = computeTrustFigures(tuning);

    expect(figures.reliability.map(({ label, right }) => [label, right.part, right.whole])).toEqual([
      ['< 0.5', 1, 1],
      ['0.5–0.8', 0, 1],
      ['0.8–0.9', 0, 1],
      ['≥ 0.9', 2, 2],
    ]);
    expect(figures.confident).toEqual({ part: 2, whole: 3, share: 2 / 3 });
    expect(computeTrustFigures([judged('answered', true, true, 0.8), judged('answered', true, true, 0.5)]).reliability.map(({ right }) => right.whole)).toEqual([
      0, 1, 1, 0,
    ]);
    expect(computeTrustFigures([]).reliability.every(({ right }) => right.whole === 0 && right.share === null)).toBe(true);
  });

  it('keeps answers without a confidence out of the bands, counted on their own', () => {
    const figures = computeTrustFigures([judged('answered', true, true, null), judged('answered', true, false, 0.9)]);

    expect(figures.unrated).toEqual({ part: 1, whole: 1, share: 1 });
    expect(figures.reliability.reduce((sum, { right }) => sum + right.whole, 0)).toBe(1);
    expect(figures.right.part).toBe(1);
  });

  it('gives no share, not 0% nor 100%, where there is nothing to judge', () => {
    const figures = computeTrustFigures([judged('needs_review', true, false, 0.5)]);

    expect(figures.wrongWhenAnswered).toEqual({ part: 0, whole: 0, share: null });
    expect(figures.notFoundPrecision.share).toBeNull();
    expect(figures.confident.share).toBeNull();
  });

  it('reports the tuning and the frozen part apart, and prints them side by side', () => {
    const figures = trustFiguresBySplit([...tuning, ...frozen]);

    expect(figures.tuning.questions).toBe(10);
    expect(figures.frozen).toMatchObject({ documents: 2, questions: 3, answered: 2 });
    const printed = formatTrustFigures('test set (built-in engine)', figures);
    expect(printed).toMatch(/Documents \/ questions\s+2 \/ 10\s+2 \/ 3/);
    expect(printed).toMatch(/Right\s+4\/10\s+40%\s+2\/3\s+67%/);
    expect(printed).toMatch(/Wrong when answered\s+2\/5\s+40%\s+1\/2\s+50%/);
    expect(printed).toMatch(/Needs review\s+2\/10\s+20%\s+0\/3\s+0%/);
    expect(printed).toMatch(/not_found precision\s+1\/2\s+50%\s+1\/1\s+100%/);
    expect(printed).toMatch(/Right at confidence ≥ 0.8\s+2\/3\s+67%\s+1\/2\s+50%/);
    expect(printed).toMatch(/0\.5–0\.8\s+0\/1\s+0%\s+0\/0\s+n\/a/);
    expect(printed).not.toContain('no confidence given');
  });

  it('prints the calibration documents fitted on and the check part never fitted on, each in a column of its own', () => {
    const printed = formatCalibrationFigures('test documents (built-in engine)', { fitted: computeTrustFigures(tuning), check: computeTrustFigures(frozen) });
    expect(printed).toMatch(/^CALIBRATION DOCUMENTS: test documents/);
    expect(printed).toContain('Not tuned on, and not frozen');
    expect(printed).toContain('never fitted on');
    expect(printed).toMatch(/Fitted on\s+Check/);
    expect(printed).toMatch(/Documents \/ questions\s+2 \/ 10\s+2 \/ 3/);
    expect(printed).toMatch(/Wrong when answered\s+2\/5\s+40%\s+1\/2\s+50%/);
  });
});
