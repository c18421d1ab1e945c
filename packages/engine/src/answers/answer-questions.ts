import type { Answer } from '@dd/contracts';
import type { AnswerEngine, AnswerRequest, AnswerRunOptions } from './answer-engine.ts';
import { builtinAnswerEngine } from './builtin-answer-engine.ts';

export interface AnswerOptions extends AnswerRunOptions {
  /** The built-in engine (the default), or one made by createAnswerEngine, such as a language model's. */
  engine?: 'builtin' | AnswerEngine;
}

/**
 * Answers a document's questions: each answer with the exact quote and page behind it, verified, or an honest
 * `not_found`. The one entry point for the server's jobs, the command line and the evaluation.
 */
export async function answerQuestions(request: AnswerRequest, { engine = 'builtin', ...options }: AnswerOptions = {}): Promise<Answer[]> {
  return (engine === 'builtin' ? builtinAnswerEngine : engine).answer(request, options);
}
