import type { Answer, AnswerEngineName, ModelCallUsage, QuestionToAnswer, RegionCode } from '@dd/contracts';
import type { CitablePage } from './verify-citation.ts';

export interface AnswerRequest {
  /** The document as extracted: citations point into these pages' text. */
  document: { pages: CitablePage[] };
  documentType?: { id: string; name: string } | null;
  region?: RegionCode;
  questions: QuestionToAnswer[];
}

export interface AnswerRunOptions {
  /** Cancels the work: answering stops and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** After each question, with the answer just given: a caller can keep answers as they come. */
  onProgress?: (progress: { done: number; total: number; answer: Answer }) => void;
  /** After each call to a language model, with what it cost: the built-in engine makes none. */
  onModelCall?: (usage: ModelCallUsage) => void;
  /**
   * Tokens (in and out) the work may spend on a language model: once spent, no further call is made and the
   * built-in engine answers the rest. Checked before each call, so the last call may overrun it.
   */
  modelTokenAllowance?: number;
}

/** Something that answers a document's questions, in their order: the built-in engine, or a language model's. */
export interface AnswerEngine {
  /** `builtin`, or `llm:<model>`: what answers it gave itself carry (its fallbacks carry `builtin`). */
  readonly name: AnswerEngineName;
  answer(request: AnswerRequest, options?: AnswerRunOptions): Promise<Answer[]>;
}

/** Where an engine reports what went wrong without failing the work: pino's signature, so a pino logger fits. */
export interface AnswerLogger {
  warn(details: Record<string, unknown>, message: string): void;
}
