import { z } from 'zod';
import { AnswerValue } from './answers.ts';

/** How many further passages a model's answer may cite besides its quote (the schema's and the prompt's "at most three"). */
export const FURTHER_QUOTES_MAX = 3;

/**
 * What a language model returns for one question (structured output). Every field is required and nullable,
 * as OpenAI's strict JSON-schema mode and the servers that copy it (vLLM, Ollama) demand. The model's word is
 * not the answer yet: its quote is verified against the document, and dates, amounts and periods are read from
 * the verified quote rather than taken from the model.
 */
export const LlmAnswerOutput = z.object({
  status: z
    .enum(['answered', 'not_found'])
    .describe('"answered" when the passages state the answer; "not_found" when they do not.'),
  answer: z.string().nullable().describe('The short answer: a date, an amount, a name, "Yes" or "No" with any condition; null when not found.'),
  quote: z
    .string()
    .nullable()
    .describe('The exact words of one passage that state the answer, copied character for character (one or two sentences); null when not found.'),
  page: z.number().int().nullable().describe('The page number of the passage the quote is copied from; null when not found.'),
  furtherQuotes: z
    .array(
      z.object({
        quote: z.string().describe('The exact words of another passage the answer rests on, copied character for character.'),
        page: z.number().int().describe('The page number of the passage this quote is copied from.'),
      }),
    )
    .nullable()
    .describe(
      'When the answer draws on more than one passage (several conditions, or facts stated in different clauses): the other ' +
        'passages, at most three, each with its page; null when the quote alone states the answer, and when not found.',
    ),
  // A union (JSON schema anyOf) of AnswerValue's own shapes: strict structured outputs accept anyOf, not oneOf.
  value: z
    .union(AnswerValue.options)
    .nullable()
    .describe('For a yes/no question: {"type":"boolean","value":true or false,"subjectTo":the condition or null}. Otherwise null.'),
});
export type LlmAnswerOutput = z.infer<typeof LlmAnswerOutput>;

/** One answer of a batch: the question's id, then the answer as for a single question. */
export const LlmBatchAnswer = z.object({ id: z.string().describe('The id of the question answered, as given.') }).extend(LlmAnswerOutput.shape);
export type LlmBatchAnswer = z.infer<typeof LlmBatchAnswer>;

/**
 * What a language model returns for a batch of questions asked of one document in one call: one answer per
 * question id. Each answer is checked on its own; a question missing from the batch, or answered unusably, is
 * asked again on its own.
 */
export const LlmBatchAnswerOutput = z.object({
  answers: z.array(LlmBatchAnswer).describe('One answer for each question, by its id.'),
});
export type LlmBatchAnswerOutput = z.infer<typeof LlmBatchAnswerOutput>;

/** What one call to the language model cost and how it ended, as the engine reports it to whoever runs it. */
export interface ModelCallUsage {
  /** Questions the call asked. */
  questions: number;
  /** Whether the document went whole, or as the passages chosen for its questions. */
  context: 'whole' | 'passages';
  inputTokens: number;
  outputTokens: number;
  /** Input tokens the provider read from its prompt cache (counted in inputTokens too). */
  cachedInputTokens: number;
  ms: number;
  outcome: 'ok' | 'error' | 'timeout';
}
