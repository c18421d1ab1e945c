import { FURTHER_QUOTES_MAX, type Answer, type AnswerEngineName, type AnswerType, type Citation, type LlmAnswerOutput, type QuestionToAnswer, type RegionCode } from '@dd/contracts';
import { checkTypedAnswer } from '../check-typed-answer.ts';
import { obeysPlantedInstruction, quotesPlantedInstruction, type PlantedInstruction } from '../find-planted-instructions.ts';
import { verifyCitation, type CitablePage, type CitationCheck, type MatchMethod } from '../verify-citation.ts';
import { withoutPromptLabels } from './build-answer-prompt.ts';
import { checkAnswerValue } from './check-answer-value.ts';

/** How sure an answer is, by how closely its quote matched the page: a model's own certainty is not calibrated. */
const CONFIDENCE: Record<MatchMethod, number> = { exact: 0.9, format: 0.85, loose: 0.75, fuzzy: 0.65 };

/** Why a model's answer is withheld: its type or polarity, an instruction planted in the document, or a further quote not found. */
type RefusalKind = 'typed' | 'planted-instruction' | 'further-quote';

/**
 * `accepted`: the answer stands (answered, or the model's own "not found"). `refused`: the model's answer is not
 * asserted but what it found is kept: `needs_review` with its verified quote, or `not_found` when no quote of the
 * document stands behind it. `rejected`: the output cannot be used at all, and the built-in engine answers.
 */
export type LlmAnswerCheck =
  | { accepted: Answer }
  | { refused: Answer; kind: RefusalKind; reason: string }
  | { rejected: string };

export interface LlmAnswerContext {
  question: QuestionToAnswer;
  answerType: AnswerType;
  pages: CitablePage[];
  engine: AnswerEngineName;
  region?: RegionCode;
  /** The page to look on first when the model named none: that of the best passage it was given. */
  likelyPage: number;
  /** The pages of the passages the model was given: what it read, and what may have told it what to say. */
  passagePages: number[];
  /** The instructions planted in a page's text (see findPlantedInstructions). */
  plantedInstructions: (page: number) => PlantedInstruction[];
}

type VerifiedCitation = Extract<CitationCheck, { verified: true }>;

/**
 * A model's quote verified: a few words the document holds in several places ("Paratek Pharmaceuticals, Inc." on a
 * cover page and in its signature block, a director's name in a list of those present) are found on the page the
 * model named, if they stand there once: the page says which of the places is meant.
 */
function verifyOnNamedPage(pages: CitablePage[], claim: { page: number; quote: string }): CitationCheck {
  const check = verifyCitation(pages, claim);
  if (check.verified || !check.ambiguous) return check;
  const onNamedPage = verifyCitation(
    pages.filter((page) => page.page === claim.page),
    claim,
  );
  return onNamedPage.verified ? onNamedPage : check;
}

/**
 * A further quote verified as the quote is; where its few words stand in several places of the named page too, it is
 * `unplaced`: the document's own words, which no single passage can be cited for, so the answer rests on its other
 * quotes.
 */
function furtherQuoteCheck(pages: CitablePage[], claim: { page: number; quote: string }): CitationCheck | 'unplaced' {
  const check = verifyOnNamedPage(pages, claim);
  return !check.verified && check.ambiguous ? 'unplaced' : check;
}

/** Citations without repeats: a further quote the same as the quote (or another) is one passage. */
const uniqueCitations = (citations: Citation[]) =>
  citations.filter((citation, i) => citations.findIndex((other) => other.page === citation.page && other.start === citation.start && other.end === citation.end) === i);

/**
 * Whether the model did what a planted instruction said: quoted the instruction as its source, or answered what one
 * it read told it to. The reason names the kind, never the document's words.
 */
function obeyedPlantedInstruction(answer: string, citations: Citation[], context: LlmAnswerContext): { reason: string; quoted: boolean } | null {
  const quoted = citations.some((citation) => quotesPlantedInstruction(citation, context.plantedInstructions(citation.page)));
  if (quoted) return { reason: 'its quote is an instruction planted in the document, addressed to a language model', quoted };
  const read = [...new Set([...context.passagePages, ...citations.map((citation) => citation.page)])].flatMap(context.plantedInstructions);
  return obeysPlantedInstruction(answer, read) ? { reason: 'the answer is what an instruction planted in the document tells a language model to say', quoted } : null;
}

/**
 * A model's output made an answer, or refused: an answer stands only on a quote the verifier found in the
 * document (which corrects its page and gives its offsets), and on further quotes each found too (one that is not
 * sends the passages found to review), of the question's type and borne out by its quote
 * (checkTypedAnswer: a date for a date, a yes or no of its quote's polarity), and not what an instruction planted
 * in the document told the model to say. "Not found" needs no quote. Reasons carry no document text, as they are
 * logged.
 */
export function acceptLlmAnswer(output: LlmAnswerOutput, context: LlmAnswerContext): LlmAnswerCheck {
  const { question, engine } = context;
  if (output.status === 'not_found') {
    return { accepted: { questionId: question.id, status: 'not_found', answer: null, confidence: 0, citations: [], engine } };
  }
  const answer = output.answer?.trim();
  if (!answer || !output.quote?.trim()) return { rejected: 'the model answered without an answer and a quote' };
  const check = verifyOnNamedPage(context.pages, { page: output.page ?? context.likelyPage, quote: withoutPromptLabels(output.quote) });
  // The further passages an answer drawing on several clauses rests on, each verified as its quote is; a few words
  // the document holds in several places name no passage, and are no source of their own (see furtherQuoteCheck).
  const further = (output.furtherQuotes ?? [])
    .filter((more) => more.quote.trim().length > 0)
    // More is a model quoting the document at large.
    .slice(0, FURTHER_QUOTES_MAX)
    .map((more) => furtherQuoteCheck(context.pages, { page: more.page, quote: withoutPromptLabels(more.quote) }))
    .filter((check): check is CitationCheck => check !== 'unplaced');
  const found = further.filter((more): more is VerifiedCitation => more.verified);
  const citations = check.verified ? uniqueCitations([...check.citations, ...found.flatMap((more) => more.citations)]) : [];
  // A refusal keeps the passages the model found for the lawyer to read, unless one of them is the planted text.
  const refuse = (kind: RefusalKind, reason: string, keepQuote: boolean): LlmAnswerCheck => ({
    refused:
      keepQuote && citations.length > 0
        ? { questionId: question.id, status: 'needs_review', answer: null, confidence: 0, citations, engine }
        : { questionId: question.id, status: 'not_found', answer: null, confidence: 0, citations: [], engine },
    kind,
    reason,
  });
  const planted = obeyedPlantedInstruction(answer, citations, context);
  if (planted) return refuse('planted-instruction', planted.reason, !planted.quoted);
  if (!check.verified) return { rejected: 'its quote was not found in the document (numbers, dates and negations must match)' };
  // What the answer takes from a passage nobody can find is unsourced: the passages found go to review instead.
  if (found.length < further.length) return refuse('further-quote', 'a further quote it rests on was not found in the document', true);
  const quote = citations.map((citation) => citation.quote).join('\n');
  const typed = checkTypedAnswer({
    question: question.text,
    answerType: context.answerType,
    answer,
    quote,
    // A yes or no is the model's to give (its polarity is checked); other values are read from the quote, not taken.
    value: context.answerType === 'yes_no' ? output.value : null,
    region: context.region,
    wordedByModel: true,
    ...(question.hypothesis !== undefined && { hypothesis: question.hypothesis }),
  });
  if (!typed.ok) return refuse('typed', typed.reason, true);
  const value = checkAnswerValue({ answerType: context.answerType, answer, quote, modelValue: output.value, region: context.region });
  if (!value.ok) return { rejected: value.reason };
  return {
    accepted: {
      questionId: question.id,
      status: 'answered',
      answer,
      ...(value.value && { value: value.value }),
      confidence: Math.min(...[check, ...found].map((match) => CONFIDENCE[match.method])),
      citations,
      engine,
    },
  };
}
