import type { AiConfig } from '@dd/contracts';
import type { AnswerEngine, AnswerLogger } from './answer-engine.ts';
import { builtinAnswerEngine } from './builtin-answer-engine.ts';

/**
 * The engine a configuration asks for: the built-in one without a language model, else the LLM engine. The AI SDK
 * is imported only then, so a process that answers offline never loads it.
 */
export async function createAnswerEngine(config: AiConfig | null, { log }: { log?: AnswerLogger } = {}): Promise<AnswerEngine> {
  if (!config) return builtinAnswerEngine;
  const [{ createLlmAnswerEngine }, { createLanguageModel }] = await Promise.all([
    import('./llm/create-llm-answer-engine.ts'),
    import('./llm/create-language-model.ts'),
  ]);
  return createLlmAnswerEngine({ model: await createLanguageModel(config), concurrency: config.concurrency, timeoutMs: config.timeoutMs, log });
}
