import { z } from 'zod';
import { AnswerValue } from './answers.ts';

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
  // A union (JSON schema anyOf) of AnswerValue's own shapes: strict structured outputs accept anyOf, not oneOf.
  value: z
    .union(AnswerValue.options)
    .nullable()
    .describe('For a yes/no question: {"type":"boolean","value":true or false,"subjectTo":the condition or null}. Otherwise null.'),
});
export type LlmAnswerOutput = z.infer<typeof LlmAnswerOutput>;
