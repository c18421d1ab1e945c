import { AI_DEFAULTS, LlmBatchAnswer, LlmBatchAnswerOutput, type Answer, type ModelCallUsage } from '@dd/contracts';
import { generateText, NoObjectGeneratedError, Output, type CallWarning, type LanguageModel } from 'ai';
import pLimit from 'p-limit';
import type { AnswerEngine, AnswerLogger } from '../answer-engine.ts';
import { createBuiltinAnswerer } from '../builtin-answerer.ts';
import { nameCitedClauses, unitsWithin } from '../cited-clause.ts';
import { plantedInstructionsByPage } from '../find-planted-instructions.ts';
import { inferAnswerType } from '../infer-answer-type.ts';
import { createPassageIndex, type RetrievedPassage } from '../retrieve-passages.ts';
import { segmentDocument } from '../segment-document.ts';
import { acceptLlmAnswer } from './accept-llm-answer.ts';
import { ANSWER_SYSTEM_PROMPT, documentBoundary, passagesPrompt, questionsPrompt, wholeDocumentPrompt, type BatchQuestion } from './build-answer-prompt.ts';
import { estimateTokens } from './estimate-tokens.ts';
import { selectPassages } from './select-passages.ts';
import { createPassageWidener } from './widen-passages.ts';

/** A model object; a bare model name would be sent to the AI SDK's hosted gateway, which this product never uses. */
export type AnswerModel = Exclude<LanguageModel, string>;

export interface LlmAnswerEngineOptions {
  model: AnswerModel;
  /** Calls to the model open at once. */
  concurrency?: number;
  /** Time allowed for one call, its retries included; past it the call's questions are asked again one by one. */
  timeoutMs?: number;
  /** Tokens of the model's context a prompt may fill: a document that fits is sent whole, a longer one as passages. */
  contextTokens?: number;
  /** Questions asked of a document in one call. */
  questionsPerCall?: number;
  log?: AnswerLogger;
}

/**
 * Retries of a call that failed with 408, 409, 429 or a 5xx: the AI SDK's own, after 2 s, then 4 s, or after what
 * the server's Retry-After asks when that is under a minute.
 */
const MAX_RETRIES = 2;
/** Passages the retriever chooses for each question of a document too long to send whole. */
const PASSAGES_PER_QUESTION = 6;
/**
 * Room kept in the context for each question's answer: its JSON, a short answer, a quote of two sentences and, for
 * the few answers that draw on several clauses, their further quotes (the oracle's answers average 80–150 tokens).
 */
const OUTPUT_TOKENS_PER_QUESTION = 250;
const SYSTEM_PROMPT_TOKENS = estimateTokens(ANSWER_SYSTEM_PROMPT);

const silent: AnswerLogger = { warn: () => {} };

// The SDK prints every call's warnings (a setting the model ignores, say) to the console, once per call; the
// engine logs each kind once through its own logger instead. A process that chose otherwise keeps its choice.
globalThis.AI_SDK_LOG_WARNINGS ??= false;

/** Anthropic caches the prompt up to the part so marked: the document, which every batch of its questions repeats. */
const CACHE_THE_DOCUMENT = { anthropic: { cacheControl: { type: 'ephemeral' } } } as const;

/** A question on its way: its words and type, and the passages the retriever found for it (best first). */
interface PendingQuestion extends BatchQuestion {
  passages: RetrievedPassage[];
  /** The built-in engine's answer, reached once: its passages lead the prompt, and it is the fallback. */
  builtin: Answer;
}

type CallResult =
  | { ok: true; answers: Map<string, LlmBatchAnswer> }
  | { ok: false; kind: 'timeout' | 'error'; reason: string };

const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, k) => items.slice(k * size, (k + 1) * size));

/**
 * The answers of a batch's output that are usable one by one: where the output as a whole breaks the schema (one
 * answer with a status it does not know, say), the others still stand and only that question is asked again.
 */
function usableAnswers(text: string | undefined): Map<string, LlmBatchAnswer> {
  const answers = new Map<string, LlmBatchAnswer>();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    return answers;
  }
  const items = (parsed as { answers?: unknown } | null)?.answers;
  for (const item of Array.isArray(items) ? items : []) {
    // A model that leaves out the further quotes it did not need has given none.
    const answer = LlmBatchAnswer.safeParse(item !== null && typeof item === 'object' ? { furtherQuotes: null, ...item } : item);
    if (answer.success && !answers.has(answer.data.id)) answers.set(answer.data.id, answer.data);
  }
  return answers;
}

/**
 * The LLM engine. A document's questions are asked together, up to `questionsPerCall` in a call, with one
 * structured answer per question. A document that fits `contextTokens` is sent whole, page by page under page
 * labels; a longer one as the passages the built-in retriever chose for the batch's questions, widened to their
 * clauses and the definitions they use. The document comes first and the questions last, the same document part
 * for every batch, so providers can cache it. An answer stands only if its quote is found in the document. A
 * batch that fails, times out, or leaves a question without a usable answer, asks that question again on its own;
 * if that fails too, the built-in engine answers it (logged with the reason). An answer not of its question's type
 * or against its quote's polarity needs review (its quote kept); one that obeys an instruction planted in the
 * document is refused (logged). Cancelling the work rejects at once.
 */
export function createLlmAnswerEngine({
  model,
  concurrency = AI_DEFAULTS.concurrency,
  timeoutMs = AI_DEFAULTS.timeoutMs,
  contextTokens = AI_DEFAULTS.contextTokens,
  questionsPerCall = AI_DEFAULTS.questionsPerCall,
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
    async answer(request, { signal, onProgress, onModelCall, modelTokenAllowance } = {}) {
      signal?.throwIfAborted();
      const { pages } = request.document;
      const builtin = createBuiltinAnswerer(pages, { region: request.region });
      const units = segmentDocument(pages);
      const index = createPassageIndex(units);
      const widener = createPassageWidener(units);
      const withClauses = nameCitedClauses(units);
      const boundary = documentBoundary(pages);
      const plantedInstructions = plantedInstructionsByPage(pages);
      const wholeDocument = wholeDocumentPrompt(pages, boundary);
      const wholeDocumentTokens = estimateTokens(wholeDocument);
      const passagesIntroTokens = estimateTokens(passagesPrompt([], boundary));
      let tokensSpent = 0;
      let allowanceReported = false;

      const answers = new Map<string, Answer>();
      let done = 0;
      const give = (answer: Answer) => {
        const named = withClauses(answer);
        answers.set(named.questionId, named);
        onProgress?.({ done: ++done, total: request.questions.length, answer: named });
      };
      // `fallback` is the reason's kind, few enough to count by (the server's metrics do); `reason` is the detail.
      const fallback = (pending: PendingQuestion, kind: 'timeout' | 'error' | 'rejected' | 'allowance', reason: string) => {
        log.warn({ questionId: pending.question.id, engine: name, fallback: kind, reason }, "The language model's answer was not used: the built-in engine answered");
        give(pending.builtin);
      };

      const pending: PendingQuestion[] = request.questions.map((question, i) => {
        const retrieved = index.retrieve({ text: question.text, hints: question.hints }, { limit: PASSAGES_PER_QUESTION });
        // What the built-in engine cites comes first: its readers find what shares few words with the question (a
        // choice of law among many clauses that say "law", the sentence that ends the term, the title).
        const answer = builtin.answer(question);
        const cited = [...new Set(answer.citations.flatMap((citation) => unitsWithin(units, citation)))];
        const passages = [...cited.map((unit) => ({ unit, score: Infinity, matchedTerms: Infinity })), ...retrieved.filter((passage) => !cited.includes(passage.unit))];
        return { id: `q${i + 1}`, question, answerType: question.answerType ?? inferAnswerType(question.text), passages, builtin: answer };
      });

      /** Tokens of the context left for the document beside a batch's questions and their answers. */
      const roomFor = (batch: PendingQuestion[]) =>
        contextTokens - SYSTEM_PROMPT_TOKENS - estimateTokens(questionsPrompt(batch)) - OUTPUT_TOKENS_PER_QUESTION * batch.length;

      /** The document part for a batch: the whole document if it fits beside the batch, else its passages. */
      function contextFor(batch: PendingQuestion[]): { mode: ModelCallUsage['context']; prompt: string; pages: number[] } {
        const room = roomFor(batch);
        if (wholeDocumentTokens <= room) return { mode: 'whole', prompt: wholeDocument, pages: pages.map((page) => page.page) };
        const chosen = selectPassages(units, widener, batch.map((question) => question.passages), room - passagesIntroTokens);
        return { mode: 'passages', prompt: passagesPrompt(chosen, boundary), pages: [...new Set(chosen.map((unit) => unit.page))] };
      }

      async function call(batch: PendingQuestion[], context: ReturnType<typeof contextFor>): Promise<CallResult> {
        signal?.throwIfAborted();
        const timeout = AbortSignal.timeout(timeoutMs);
        const started = performance.now();
        const usage = (outcome: ModelCallUsage['outcome'], tokens?: { inputTokens?: number; outputTokens?: number; cached?: number }) => {
          const spent = { inputTokens: tokens?.inputTokens ?? 0, outputTokens: tokens?.outputTokens ?? 0, cachedInputTokens: tokens?.cached ?? 0 };
          tokensSpent += spent.inputTokens + spent.outputTokens;
          onModelCall?.({ questions: batch.length, context: context.mode, ...spent, ms: Math.round(performance.now() - started), outcome });
        };
        try {
          const result = await generateText({
            model,
            system: ANSWER_SYSTEM_PROMPT,
            messages: [
              {
                role: 'user',
                content: [
                  { type: 'text', text: context.prompt, providerOptions: CACHE_THE_DOCUMENT },
                  { type: 'text', text: questionsPrompt(batch) },
                ],
              },
            ],
            output: Output.object({ schema: LlmBatchAnswerOutput, name: 'answers', description: 'One answer for each question, by its id, with its quote and page.' }),
            temperature: 0,
            maxRetries: MAX_RETRIES,
            abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          });
          reportWarnings(result.warnings);
          const { inputTokens, outputTokens, inputTokenDetails } = result.usage;
          usage('ok', { inputTokens, outputTokens, cached: inputTokenDetails?.cacheReadTokens });
          return { ok: true, answers: new Map(result.output.answers.map((answer) => [answer.id, answer])) };
        } catch (error) {
          // Cancelled work is not answered by anyone: the caller's reason goes up as it is.
          if (signal?.aborted) throw signal.reason;
          if (NoObjectGeneratedError.isInstance(error)) {
            // The model answered, but not wholly in the schema: what it answered well is kept.
            usage('ok', { inputTokens: error.usage?.inputTokens, outputTokens: error.usage?.outputTokens, cached: error.usage?.inputTokenDetails?.cacheReadTokens });
            const answers = usableAnswers(error.text);
            if (answers.size > 0) return { ok: true, answers };
            return { ok: false, kind: 'error', reason: error.message };
          }
          if (timeout.aborted) {
            usage('timeout');
            return { ok: false, kind: 'timeout', reason: `no answer within ${timeoutMs} ms` };
          }
          usage('error');
          return { ok: false, kind: 'error', reason: error instanceof Error ? error.message : String(error) };
        }
      }

      const overAllowance = () => modelTokenAllowance !== undefined && tokensSpent >= modelTokenAllowance;
      const allowanceSpent = (batch: PendingQuestion[]) => {
        if (!allowanceReported) log.warn({ engine: name, tokensSpent, modelTokenAllowance }, "The case's allowance of language-model tokens is spent: the built-in engine answers the rest");
        allowanceReported = true;
        for (const question of batch) fallback(question, 'allowance', 'the allowance of language-model tokens is spent');
      };

      /**
       * Asks a batch; gives each answer that checks out, and returns the questions to ask again alone (those the
       * batch failed or left without a usable answer). A batch of one question that fails is answered by the
       * built-in engine instead.
       */
      async function ask(batch: PendingQuestion[]): Promise<PendingQuestion[]> {
        if (overAllowance()) {
          allowanceSpent(batch);
          return [];
        }
        const context = contextFor(batch);
        const alone = batch.length === 1;
        const result = await call(batch, context);
        if (!result.ok) {
          if (alone) fallback(batch[0]!, result.kind, result.reason);
          return alone ? [] : batch;
        }
        const again: PendingQuestion[] = [];
        for (const question of batch) {
          const output = result.answers.get(question.id);
          if (!output) {
            if (alone) fallback(question, 'rejected', 'the model gave no usable answer to it');
            else again.push(question);
            continue;
          }
          const check = acceptLlmAnswer(output, {
            question: question.question,
            answerType: question.answerType,
            pages,
            engine: name,
            region: request.region,
            likelyPage: question.passages[0]?.unit.page ?? pages[0]?.page ?? 1,
            passagePages: context.pages,
            plantedInstructions,
          });
          if ('accepted' in check) give(check.accepted);
          else if ('rejected' in check) {
            if (alone) fallback(question, 'rejected', check.rejected);
            else again.push(question);
          } else {
            // Not a fallback (the metrics count those): the model's answer is withheld, with the reason's kind.
            log.warn(
              { questionId: question.question.id, engine: name, refused: check.kind, status: check.refused.status, reason: check.reason },
              check.kind === 'planted-instruction'
                ? "The language model's answer obeyed an instruction planted in the document: refused"
                : "The language model's answer failed its checks: not asserted",
            );
            give(check.refused);
          }
        }
        return again;
      }

      // Sent whole, a document is asked every question: the model may find what the retriever missed. Sent as
      // passages, a question nothing in the document speaks of is not asked, and the built-in engine says so.
      const asked: PendingQuestion[] = [];
      for (const question of pending) {
        if (question.passages.length > 0 || wholeDocumentTokens <= roomFor([question])) asked.push(question);
        else give(question.builtin);
      }

      const limit = pLimit(concurrency);
      await Promise.all(
        chunk(asked, questionsPerCall).map(async (batch) => {
          const again = await limit(() => ask(batch));
          await Promise.all(again.map((question) => limit(() => ask([question]))));
        }),
      );
      return request.questions.map((question) => answers.get(question.id)!);
    },
  };
}
