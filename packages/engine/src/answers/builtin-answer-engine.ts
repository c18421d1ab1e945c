import type { Answer } from '@dd/contracts';
import type { AnswerEngine } from './answer-engine.ts';
import { createBuiltinAnswerer, type BuiltinAnswererOptions } from './builtin-answerer.ts';

/**
 * The built-in engine, offline and deterministic: one question after another, on this thread. Options other than
 * the defaults are for the calibration's fitting (`npm run train`), which needs the answers before calibration.
 */
export function createBuiltinAnswerEngine(options: Omit<BuiltinAnswererOptions, 'region'> = {}): AnswerEngine {
  return {
    name: 'builtin',
    async answer(request, { signal, onProgress } = {}) {
      signal?.throwIfAborted();
      const answerer = createBuiltinAnswerer(request.document.pages, { ...options, region: request.region });
      const answers: Answer[] = [];
      for (const question of request.questions) {
        signal?.throwIfAborted();
        const answer = answerer.answer(question);
        answers.push(answer);
        onProgress?.({ done: answers.length, total: request.questions.length, answer });
      }
      return answers;
    },
  };
}

export const builtinAnswerEngine = createBuiltinAnswerEngine();
