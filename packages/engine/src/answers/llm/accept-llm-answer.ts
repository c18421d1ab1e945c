import type { Answer, AnswerEngineName, AnswerType, LlmAnswerOutput, QuestionToAnswer, RegionCode } from '@dd/contracts';
import { verifyCitation, type CitablePage, type MatchMethod } from '../verify-citation.ts';
import { checkAnswerValue } from './check-answer-value.ts';

/** How sure an answer is, by how closely its quote matched the page: a model's own certainty is not calibrated. */
const CONFIDENCE: Record<MatchMethod, number> = { exact: 0.9, format: 0.85, loose: 0.75, fuzzy: 0.65 };

export type LlmAnswerCheck = { accepted: Answer } | { rejected: string };

export interface LlmAnswerContext {
  question: QuestionToAnswer;
  answerType: AnswerType;
  pages: CitablePage[];
  engine: AnswerEngineName;
  region?: RegionCode;
  /** The page to look on first when the model named none: that of the best passage it was given. */
  likelyPage: number;
}

/**
 * A model's output made an answer, or refused: an answer stands only on a quote the verifier found in the
 * document (which corrects its page and gives its offsets) and a value its quote bears out. "Not found" needs
 * no quote. Rejection reasons carry no document text, as they are logged.
 */
export function acceptLlmAnswer(output: LlmAnswerOutput, context: LlmAnswerContext): LlmAnswerCheck {
  const { question, engine } = context;
  if (output.status === 'not_found') {
    return { accepted: { questionId: question.id, status: 'not_found', answer: null, confidence: 0, citations: [], engine } };
  }
  const answer = output.answer?.trim();
  if (!answer || !output.quote?.trim()) return { rejected: 'the model answered without an answer and a quote' };
  const check = verifyCitation(context.pages, { page: output.page ?? context.likelyPage, quote: output.quote });
  if (!check.verified) return { rejected: 'its quote was not found in the document (numbers, dates and negations must match)' };
  const value = checkAnswerValue({
    answerType: context.answerType,
    answer,
    quote: check.citations.map((citation) => citation.quote).join('\n'),
    modelValue: output.value,
    region: context.region,
  });
  if (!value.ok) return { rejected: value.reason };
  return {
    accepted: {
      questionId: question.id,
      status: 'answered',
      answer,
      ...(value.value && { value: value.value }),
      confidence: CONFIDENCE[check.method],
      citations: check.citations,
      engine,
    },
  };
}
