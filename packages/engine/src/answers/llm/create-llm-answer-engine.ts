import { AI_DEFAULTS, LlmAnswerOutput, type Answer, type QuestionToAnswer } from '@dd/contracts';
import { generateText, Output, type CallWarning, type LanguageModel } from 'ai';
import pLimit from 'p-limit';
import type { AnswerEngine, AnswerLogger } from '../answer-engine.ts';
import { createBuiltinAnswerer } from '../builtin-answerer.ts';
import { plantedInstructionsByPage } from '../find-planted-instructions.ts';
import { inferAnswerType } from '../infer-answer-type.ts';
import { createPassageIndex } from '../retrieve-passages.ts';
import { segmentDocument } from '../segment-document.ts';
import { nameCitedClauses } from '../cited-clause.ts';
import { acceptLlmAnswer } from './accept-llm-answer.ts';
import { ANSWER_SYSTEM_PROMPT, buildAnswerPrompt, documentBoundary } from './build-answer-prompt.ts';

/** A model object; a bare model name would be sent to the AI SDK's hosted gateway, which this product never uses. */
export type AnswerModel = Exclude<LanguageModel, string>;

export interface LlmAnswerEngineOptions {
  model: AnswerModel;
  /** Questions sent to the model at once. */
  concurrency?: number;
  /** Time allowed for one question's call, its retries included; past it the built-in engine answers. */
  timeoutMs?: number;
  log?: AnswerLogger;
}

/**
 * Retries of a call that failed with 408, 409, 429 or a 5xx: the AI SDK's own, after 2 s, then 4 s, or after what
 * the server's Retry-After asks when that is under a minute.
 */
const MAX_RETRIES = 2;
/** Passages the retriever chooses for each question: enough for a clause and its definitions, few enough to read. */
const PASSAGES_PER_QUESTION = 6;

const silent: AnswerLogger = { warn: () => {} };

// The SDK prints every call's warnings (a setting the model ignores, say) to the console, once per question; the
// engine logs each kind once through its own logger instead. A process that chose otherwise keeps its choice.
globalThis.AI_SDK_LOG_WARNINGS ??= false;

/**
 * The LLM engine: for each question the built-in retriever chooses the passages, a language model answers from
 * them alone in a fixed structure, and the answer stands only if its quote is found in the document. A call that
 * fails, times out or returns what the schema refuses, and an answer that cannot be verified, give way to the
 * built-in engine's answer for that question (logged with the reason). An answer not of its question's type or
 * against its quote's polarity needs review (its quote kept); one that obeys an instruction planted in the document
 * is refused (logged). Cancelling the work rejects at once.
 */
export function createLlmAnswerEngine({
  model,
  concurrency = AI_DEFAULTS.concurrency,
  timeoutMs = AI_DEFAULTS.timeoutMs,
  log = silent,
}: LlmAnswerEngineOptions): AnswerEngine {
  const name = `llm:${model.modelId}` as const;

  const warned = new Set<string>();
  const reportWarnings = (warnings: CallWarning[] | undefined) => {
    for (const warning of warnings ?? []) {
      const key = JSON.stringify(warning);
      if (warned.has(key)) continue;
      warned.add(key);
      log.warn({ engine: name, warning }, 'The AI SDK warned about a call to the language model');
    }
  };

  return {
    name,
    async answer(request, { signal, onProgress } = {}) {
      signal?.throwIfAborted();
      const { pages } = request.document;
      const builtin = createBuiltinAnswerer(pages, { region: request.region });
      const units = segmentDocument(pages);
      const index = createPassageIndex(units);
      const withClauses = nameCitedClauses(units);
      const boundary = documentBoundary(pages);
      const plantedInstructions = plantedInstructionsByPage(pages);

      // `fallback` is the reason's kind, few enough to count by (the server's metrics do); `reason` is the detail.
      const fallback = (question: QuestionToAnswer, kind: 'timeout' | 'error' | 'rejected', reason: string): Answer => {
        log.warn({ questionId: question.id, engine: name, fallback: kind, reason }, "The language model's answer was not used: the built-in engine answered");
        return builtin.answer(question);
      };

      async function answerOne(question: QuestionToAnswer): Promise<Answer> {
        signal?.throwIfAborted();
        const passages = index.retrieve({ text: question.text, hints: question.hints }, { limit: PASSAGES_PER_QUESTION });
        // Nothing in the document speaks of the question: no call, and the built-in engine says so.
        if (passages.length === 0) return builtin.answer(question);
        const answerType = question.answerType ?? inferAnswerType(question.text);
        const timeout = AbortSignal.timeout(timeoutMs);
        let output: LlmAnswerOutput;
        try {
          const result = await generateText({
            model,
            system: ANSWER_SYSTEM_PROMPT,
            prompt: buildAnswerPrompt(question, answerType, passages, boundary),
            output: Output.object({ schema: LlmAnswerOutput, name: 'answer', description: 'The answer to the question, with its quote and page.' }),
            temperature: 0,
            maxRetries: MAX_RETRIES,
            abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          });
          output = result.output;
          reportWarnings(result.warnings);
        } catch (error) {
          // Cancelled work is not answered by anyone: the caller's reason goes up as it is.
          if (signal?.aborted) throw signal.reason;
          if (timeout.aborted) return fallback(question, 'timeout', `no answer within ${timeoutMs} ms`);
          return fallback(question, 'error', error instanceof Error ? error.message : String(error));
        }
        const check = acceptLlmAnswer(output, {
          question,
          answerType,
          pages,
          engine: name,
          region: request.region,
          likelyPage: passages[0]!.unit.page,
          passagePages: passages.map((passage) => passage.unit.page),
          plantedInstructions,
        });
        if ('accepted' in check) return check.accepted;
        if ('rejected' in check) return fallback(question, 'rejected', check.rejected);
        // Not a fallback (the metrics count those): the model's answer is withheld, with the reason's kind.
        log.warn(
          { questionId: question.id, engine: name, refused: check.kind, status: check.refused.status, reason: check.reason },
          check.kind === 'planted-instruction'
            ? "The language model's answer obeyed an instruction planted in the document: refused"
            : "The language model's answer failed its checks: not asserted",
        );
        return check.refused;
      }

      const limit = pLimit(concurrency);
      let done = 0;
      return Promise.all(
        request.questions.map((question) =>
          limit(async () => {
            const answer = withClauses(await answerOne(question));
            onProgress?.({ done: ++done, total: request.questions.length, answer });
            return answer;
          }),
        ),
      );
    },
  };
}
