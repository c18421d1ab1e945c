import type { EvaluationSplit, JudgedAnswer } from './judged-answer.ts';

/** The reliability table's confidence bands: from `min` (inclusive) up to the next band's `min`. */
export const CONFIDENCE_BANDS = [
  { label: '< 0.5', min: 0 },
  { label: '0.5–0.8', min: 0.5 },
  { label: '0.8–0.9', min: 0.8 },
  { label: '≥ 0.9', min: 0.9 },
] as const;

/** Answers shown at this confidence or above must be right at least 95% of the time (issue 28). */
export const CONFIDENT_AT = 0.8;

/** `part` of `whole`, with the share when there is a whole to take it of. */
export interface Share {
  part: number;
  whole: number;
  /** part / whole, 0..1; null when whole is 0 (nothing to judge, which is not 0% nor 100%). */
  share: number | null;
}

export interface ReliabilityBand {
  label: string;
  /** Answered questions whose confidence is in the band, and how many of them were right. */
  right: Share;
}

/**
 * What a lawyer can trust of one set's answers. A needs_review answer is not right and not answered.
 * - right: right answers over all questions;
 * - wrongWhenAnswered: answered but wrong, over all answered;
 * - needsReview: needs_review answers over all questions;
 * - notFoundPrecision: not_found where the gold answer is "not found", over all not_found;
 * - reliability: among answered questions, the share right in each confidence band (and `unrated`: answered with
 *   no confidence given);
 * - confident: the share right among answers with confidence ≥ 0.8.
 */
export interface TrustFigures {
  documents: number;
  questions: number;
  answered: number;
  right: Share;
  wrongWhenAnswered: Share;
  needsReview: Share;
  notFoundPrecision: Share;
  reliability: ReliabilityBand[];
  unrated: Share;
  confident: Share;
}

const share = (part: number, whole: number): Share => ({ part, whole, share: whole === 0 ? null : part / whole });
const rightAmong = (answers: readonly JudgedAnswer[]) => share(answers.filter((answer) => answer.right).length, answers.length);

function bandOf(confidence: number): string {
  return CONFIDENCE_BANDS.findLast((band) => confidence >= band.min)!.label;
}

export function computeTrustFigures(judged: readonly JudgedAnswer[]): TrustFigures {
  const answered = judged.filter((answer) => answer.status === 'answered');
  const notFound = judged.filter((answer) => answer.status === 'not_found');
  const rated = answered.filter((answer) => answer.confidence !== null);
  return {
    documents: new Set(judged.map((answer) => answer.documentId)).size,
    questions: judged.length,
    answered: answered.length,
    right: rightAmong(judged),
    wrongWhenAnswered: share(answered.filter((answer) => !answer.right).length, answered.length),
    needsReview: share(judged.filter((answer) => answer.status === 'needs_review').length, judged.length),
    notFoundPrecision: share(notFound.filter((answer) => !answer.expectedFound).length, notFound.length),
    reliability: CONFIDENCE_BANDS.map(({ label }) => ({ label, right: rightAmong(rated.filter((answer) => bandOf(answer.confidence!) === label)) })),
    unrated: rightAmong(answered.filter((answer) => answer.confidence === null)),
    confident: rightAmong(rated.filter((answer) => answer.confidence! >= CONFIDENT_AT)),
  };
}

export type TrustFiguresBySplit = Record<EvaluationSplit, TrustFigures>;

/** One set's figures for its tuning part and its frozen part. */
export function trustFiguresBySplit(judged: readonly JudgedAnswer[]): TrustFiguresBySplit {
  return {
    tuning: computeTrustFigures(judged.filter((answer) => answer.split === 'tuning')),
    frozen: computeTrustFigures(judged.filter((answer) => answer.split === 'frozen')),
  };
}
