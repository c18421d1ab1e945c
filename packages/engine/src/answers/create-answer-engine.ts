import type { AiConfig, Answer } from '@dd/contracts';
import type { AnswerEngine, AnswerLogger } from './answer-engine.ts';
import { builtinAnswerEngine, createBuiltinAnswerEngine } from './builtin-answer-engine.ts';
import { assertOrReview, calibrationModel } from './calibration/answer-calibration.ts';
import type { AnswerEvidence } from './calibration/answer-evidence.ts';
import { combineAnswers } from './combine-answers.ts';

/**
 * A language model's engine with every answer checked against the built-in engine's to the same question
 * (combineAnswers): where both answered, agreement raises the confidence (noisy-OR, capped at 0.97) and
 * disagreement makes the answer `needs_review` with both passages; where only one answered, its answer and
 * confidence stand. The built-in engine answers first: it is fast and on this thread, the model is neither.
 */
function checkedByBuiltin(engine: AnswerEngine): AnswerEngine {
  return {
    name: engine.name,
    async answer(request, { signal, onProgress, ...usage } = {}) {
      // The rules' readings once, each asserted or given for review as the built-in engine alone would, and kept
      // with its calibrated confidence for the agreement.
      const evidence = new Map<string, AnswerEvidence>();
      const rules = createBuiltinAnswerEngine({ calibrate: false, onEvidence: (question, found) => evidence.set(question.id, found) });
      const model = calibrationModel();
      const builtin = new Map(
        (await rules.answer(request, { signal })).map((reading) => {
          const found = evidence.get(reading.questionId);
          const asserted = found ? assertOrReview(reading, found, model) : reading;
          return [reading.questionId, { asserted, reading: found ? { ...reading, confidence: asserted.confidence } : reading }];
        }),
      );
      const combined = (answer: Answer) => {
        const { asserted, reading } = builtin.get(answer.questionId)!;
        return combineAnswers(answer, asserted, reading);
      };
      const answers = await engine.answer(request, {
        signal,
        ...usage,
        onProgress: onProgress && ((progress) => onProgress({ ...progress, answer: combined(progress.answer) })),
      });
      return answers.map(combined);
    },
  };
}

export interface CreateAnswerEngineOptions {
  log?: AnswerLogger;
  /**
   * Whether the built-in engine checks the language model's answers (the default, and always so in the product).
   * The evaluation of the engine's plumbing turns it off to measure the LLM engine alone.
   */
  checkedByBuiltin?: boolean;
}

/**
 * The engine a configuration asks for: the built-in one without a language model, else the LLM engine checked by
 * the built-in one. The AI SDK is imported only then, so a process that answers offline never loads it.
 */
export async function createAnswerEngine(config: AiConfig | null, { log, checkedByBuiltin: checked = true }: CreateAnswerEngineOptions = {}): Promise<AnswerEngine> {
  if (!config) return builtinAnswerEngine;
  const [{ createLlmAnswerEngine }, { createLanguageModel }] = await Promise.all([
    import('./llm/create-llm-answer-engine.ts'),
    import('./llm/create-language-model.ts'),
  ]);
  const engine = createLlmAnswerEngine({
    model: await createLanguageModel(config),
    concurrency: config.concurrency,
    timeoutMs: config.timeoutMs,
    contextTokens: config.contextTokens,
    questionsPerCall: config.questionsPerCall,
    log,
  });
  return checked ? checkedByBuiltin(engine) : engine;
}
