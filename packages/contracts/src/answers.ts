import { z } from 'zod';
import { ANSWER_TYPES } from './catalogue.ts';

/**
 * Where an answer comes from in a document: `quote` as it stands in the page's extracted text, and `start`/`end`
 * its offsets in that text (the text the viewer highlights). `verified` is true only when the quote was found
 * there; an unverified citation is never shown as a source.
 */
/** A rectangle on a page in PDF points, from the page's top-left corner as displayed (rotation applied). */
export const PageBox = z.object({ x: z.number().finite(), y: z.number().finite(), width: z.number().finite().min(0), height: z.number().finite().min(0) });
export type PageBox = z.infer<typeof PageBox>;
/** The most boxes a citation carries: a quote of a few lines needs a few. */
export const CITATION_MAX_BOXES = 200;

export const Citation = z.object({
  page: z.number().int().min(1),
  quote: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  verified: z.boolean(),
  /**
   * Where the quote stands on a scanned page, one box per printed line, from the OCR's word boxes: a scan has no
   * text layer in which a viewer could find the quote. Absent on a page with a text layer.
   */
  boxes: z.array(PageBox).max(CITATION_MAX_BOXES).optional(),
  /**
   * The numbered clause, register entry or schedule the quote stands in, named as a lawyer cites it ("Clause 7.2",
   * "Entry B2", "Schedule 1"); absent where the document numbers nothing there.
   */
  clause: z.string().min(1).max(60).optional(),
});
export type Citation = z.infer<typeof Citation>;

/** An answer's value in a form other systems can compare: dates as ISO dates, money as amount and currency … */
export const AnswerValue = z.discriminatedUnion('type', [
  z.object({ type: z.literal('date'), iso: z.iso.date() }),
  z.object({ type: z.literal('money'), amount: z.number(), currency: z.enum(['GBP', 'EUR', 'USD']) }),
  z.object({
    type: z.literal('duration'),
    amount: z.number(),
    unit: z.enum(['days', 'weeks', 'months', 'years']),
  }),
  z.object({ type: z.literal('percentage'), percent: z.number() }),
  /** "subject to": the condition a yes or no depends on ("with the landlord's consent"). */
  z.object({ type: z.literal('boolean'), value: z.boolean(), subjectTo: z.string().nullable() }),
  z.object({
    type: z.literal('identifier'),
    kind: z.enum(['title_number', 'scottish_title_number', 'folio_number', 'company_number', 'plan_reference']),
    value: z.string(),
  }),
]);
export type AnswerValue = z.infer<typeof AnswerValue>;

/**
 * `needs_review`: the engine found where the document deals with the question but will not assert an answer (its
 * confidence is below the calibrated threshold, the value found is not of the question's type, or two engines
 * disagree). It carries the passage as verified citations and no answer.
 */
export const ANSWER_STATUSES = ['answered', 'needs_review', 'not_found', 'failed'] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

/** `builtin`, or `llm:<model>` for an answer a language model gave and the verifier confirmed. */
export const AnswerEngineName = z.union([z.literal('builtin'), z.templateLiteral(['llm:', z.string().min(1)])]);
export type AnswerEngineName = z.infer<typeof AnswerEngineName>;

/** One question put to a document: from its type's bank, or a lawyer's own (no answer type or hints). */
export const QuestionToAnswer = z.object({
  id: z.string().min(1),
  text: z.string().trim().min(1),
  answerType: z.enum(ANSWER_TYPES).optional(),
  hints: z.array(z.string()).optional(),
  /**
   * The ContractNLI hypothesis ("nda-3") a catalogue yes/no question asks, worded with the same polarity: the
   * built-in engine then reads the document with the model learned for it (decision 38). A lawyer's own question
   * has none.
   */
  hypothesis: z.string().regex(/^nda-\d{1,2}$/).optional(),
});
export type QuestionToAnswer = z.infer<typeof QuestionToAnswer>;

/**
 * An engine's answer to one question. `answered` always carries at least one verified citation; `needs_review`
 * carries the passage (at least one verified citation) and no answer or value; `not_found` is an honest answer
 * ("The document does not address this"); `failed` means the engine could not run for this question.
 */
export const Answer = z
  .object({
    questionId: z.string(),
    status: z.enum(ANSWER_STATUSES),
    answer: z.string().nullable(),
    value: AnswerValue.optional(),
    confidence: z.number().min(0).max(1),
    citations: z.array(Citation),
    engine: AnswerEngineName,
  })
  .refine((answer) => answer.status !== 'answered' || (answer.answer !== null && answer.citations.some((c) => c.verified)), {
    error: 'An answered question needs an answer and at least one verified citation.',
    path: ['citations'],
  })
  .refine(
    (answer) =>
      answer.status !== 'needs_review' || (answer.answer === null && answer.value === undefined && answer.citations.some((c) => c.verified)),
    { error: 'An answer that needs review carries the passage as a verified citation and no answer.', path: ['citations'] },
  );
export type Answer = z.infer<typeof Answer>;
