import type { Answer, AnswerStatus } from '@dd/contracts';
import type { AnswerOptions } from '@dd/engine';

/** Which part of an evaluation set a document belongs to (`splits/frozen-splits.json`). */
export type EvaluationSplit = 'tuning' | 'frozen';

/**
 * One engine answer judged against its gold answer: the unit every set's trust figures are computed from
 * (right, wrong-when-answered, needs review, not-found precision, calibration).
 */
export interface JudgedAnswer {
  /** The evaluation set: `ukie`, `cuad`, `contractnli`, `title` … */
  set: string;
  documentId: string;
  split: EvaluationSplit;
  questionId: string;
  /** The gold answer says the document addresses the question. */
  expectedFound: boolean;
  status: AnswerStatus;
  /** Answered and matching the gold answer, or not found where the gold answer is "not found". */
  right: boolean;
  /** The engine's confidence; null where it gave none. */
  confidence: number | null;
  /** The engine's answer object itself, as the engine returned it (the calibration's fitting looks its evidence up by it). */
  answer: Answer;
}

/** The name an evaluation reports its engine by: the built-in one unless the options give another. */
export const engineNameOf = ({ engine }: AnswerOptions): string => (engine === undefined || engine === 'builtin' ? 'builtin' : engine.name);
