import type { Answer, QuestionToAnswer, RegionCode } from '@dd/contracts';
import { createBuiltinAnswerer } from './builtin-answerer.ts';
import type { CitablePage } from './verify-citation.ts';

export interface AnswerRequest {
  /** The document as extracted: citations point into these pages' text. */
  document: { pages: CitablePage[] };
  documentType?: { id: string; name: string } | null;
  region?: RegionCode;
  questions: QuestionToAnswer[];
}

export interface AnswerOptions {
  /** The built-in engine, offline and deterministic; the LLM engine joins it here. */
  engine?: 'builtin';
  signal?: AbortSignal;
  onProgress?: (progress: { done: number; total: number }) => void;
}

/**
 * Answers a document's questions: each answer with the exact quote and page behind it, verified, or an honest
 * `not_found`. The one entry point for the server's jobs, the command line and the evaluation.
 */
export async function answerQuestions(request: AnswerRequest, options: AnswerOptions = {}): Promise<Answer[]> {
  options.signal?.throwIfAborted();
  const answerer = createBuiltinAnswerer(request.document.pages, { region: request.region });
  const answers: Answer[] = [];
  for (const question of request.questions) {
    options.signal?.throwIfAborted();
    answers.push(answerer.answer(question));
    options.onProgress?.({ done: answers.length, total: request.questions.length });
  }
  return answers;
}
