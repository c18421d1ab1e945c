import { z } from 'zod';
import { Citation } from './answers.ts';
import { CASE_ANSWER_STATUSES, CASE_FILE_STATUSES, CaseActor, CasesQuery, CasesResponse } from './cases.ts';
import {
  databaseId,
  DATABASE_INTEGER_MAX,
  fieldLabel,
  invalidMessage,
  requiredMessage,
  requiredOrInvalid,
  userText,
  wholeNumberFromText,
} from './validation.ts';

const QUOTE_MAX_LENGTH = 5000;
const LABEL_MAX_LENGTH = 200;
const VALUE_MAX_LENGTH = 2000;
const ANNOTATIONS_PER_FILE = 500;

const maxLength = (field: string, max: number) => ({ error: `The ${fieldLabel(field)} field must not be greater than ${max} characters.` });

/** A catalogue id sent in a query string (`?documentTypeId=12`): a whole number from 1, or absent when empty. */
const idFilter = (field: string) =>
  z.preprocess(
    wholeNumberFromText,
    z.number({ error: `The ${fieldLabel(field)} field must be a whole number.` }).int().min(1).max(DATABASE_INTEGER_MAX, { error: invalidMessage(field) }).optional(),
  );

/** `GET …/admin/get-documents`: paginated like the case list; `search` matches a file name, a case title or an owner's email. */
export const AdminDocumentsQuery = CasesQuery.omit({ scope: true }).extend({
  documentTypeId: idFilter('documentTypeId'),
  ownerId: userText('ownerId').trim().max(100).optional(),
});
export type AdminDocumentsQuery = z.infer<typeof AdminDocumentsQuery>;

/** A case file as the admin's documents table lists it, whoever owns it. */
export const AdminDocument = z.object({
  id: z.string(),
  filename: z.string(),
  pages: z.number().int().nullable(),
  status: z.enum(CASE_FILE_STATUSES),
  createdAt: z.string(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  case: z.object({ id: z.string(), title: z.string() }),
  documentType: z.object({ id: z.number().int(), name: z.string() }),
  /** Questions the engine has answered (`not_found` included); those still waiting are not counted. */
  answerCount: z.number().int(),
  annotationCount: z.number().int(),
});
export type AdminDocument = z.infer<typeof AdminDocument>;

export const AdminDocumentsResponse = z.object({
  data: z.object({ documents: z.array(AdminDocument), pagination: CasesResponse.shape.data.shape.pagination }),
});
export type AdminDocumentsResponse = z.infer<typeof AdminDocumentsResponse>;

/** A bank question of a file's document type, as the annotator offers it for an annotation to answer. */
export const AdminDocumentQuestion = z.object({ id: z.number().int(), question: z.string() });
export type AdminDocumentQuestion = z.infer<typeof AdminDocumentQuestion>;

/** `GET …/admin/documents/{caseFileId}`: one case file for the annotator, with its type's questions in catalogue order. */
export const AdminDocumentResponse = z.object({ data: z.object({ document: AdminDocument, questions: z.array(AdminDocumentQuestion) }) });
export type AdminDocumentResponse = z.infer<typeof AdminDocumentResponse>;

/**
 * An admin's mark of the right answer on a page of a case file: the gold standard the engines are measured
 * against. `quote` is the page's own text from `start` to `end` (verified on saving, like a citation).
 */
export const Annotation = z.object({
  id: z.string(),
  caseFileId: z.string(),
  page: z.number().int(),
  quote: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  verified: z.boolean(),
  label: z.string(),
  /** The bank question of the file's document type it answers, with its current wording. */
  questionId: z.number().int().nullable(),
  question: z.string().nullable(),
  /** The right answer in words, compared with the engine's answer; null when the quote alone is the answer. */
  value: z.string().nullable(),
  author: CaseActor.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Annotation = z.infer<typeof Annotation>;

const offset = (field: string) =>
  z
    .number({ error: requiredOrInvalid(field) })
    .int({ error: `The ${fieldLabel(field)} field must be a whole number.` })
    .min(0)
    .max(DATABASE_INTEGER_MAX, { error: invalidMessage(field) })
    .optional();

/**
 * One annotation as the annotator sends it: with the `id` of one it keeps, without for a new one. `start`/`end`,
 * when sent, say where on the page the quote was selected; the server corrects them to where the quote really is.
 */
export const AnnotationInput = z
  .object({
    id: userText('id').trim().min(1).max(100).optional(),
    page: z
      .number({ error: requiredOrInvalid('page') })
      .int({ error: 'The page field must be a whole number.' })
      .min(1, { error: 'The page field must be at least 1.' })
      .max(DATABASE_INTEGER_MAX, { error: invalidMessage('page') }),
    quote: userText('quote')
      .min(1, { error: requiredMessage('quote') })
      .max(QUOTE_MAX_LENGTH, maxLength('quote', QUOTE_MAX_LENGTH)),
    start: offset('start'),
    end: offset('end'),
    label: userText('label')
      .trim()
      .min(1, { error: requiredMessage('label') })
      .max(LABEL_MAX_LENGTH, maxLength('label', LABEL_MAX_LENGTH)),
    questionId: databaseId('questionId').nullish(),
    value: userText('value').trim().max(VALUE_MAX_LENGTH, maxLength('value', VALUE_MAX_LENGTH)).nullish(),
  })
  .refine((input) => input.start === undefined || input.end === undefined || input.end >= input.start, {
    error: 'The end field must not be before the start.',
    path: ['end'],
  });
export type AnnotationInput = z.infer<typeof AnnotationInput>;

/** `PUT …/admin/save-annotation/{caseFileId}`: the file's annotations become exactly these. */
export const SaveAnnotationsInput = z.object({
  annotations: z
    .array(AnnotationInput, { error: requiredOrInvalid('annotations') })
    .max(ANNOTATIONS_PER_FILE, { error: `A file can have at most ${ANNOTATIONS_PER_FILE} annotations.` }),
});
export type SaveAnnotationsInput = z.infer<typeof SaveAnnotationsInput>;

/** A file's annotations in the order they stand in it (page, then place on the page). */
export const AnnotationsResponse = z.object({ data: z.object({ annotations: z.array(Annotation) }) });
export type AnnotationsResponse = z.infer<typeof AnnotationsResponse>;

/** `GET …/admin/accuracy`: every document type's annotated questions, or one type's. */
export const AccuracyQuery = z.object({ documentTypeId: idFilter('documentTypeId') });
export type AccuracyQuery = z.infer<typeof AccuracyQuery>;

/** How the engine's answer on a file compares with the file's annotations of the question. */
export const ANNOTATION_VERDICTS = ['agreed', 'disagreed', 'not_answered'] as const;
export type AnnotationVerdict = (typeof ANNOTATION_VERDICTS)[number];

/** An annotated file where the engine did not agree: what the admin marked, and what the engine said. */
export const AccuracyDisagreement = z.object({
  caseFileId: z.string(),
  caseId: z.string(),
  filename: z.string(),
  /**
   * `not_answered`: the engine found nothing, would not assert an answer (`needs_review`, kept even once a lawyer
   * answered it), failed, is still answering, or was not asked (status null).
   */
  verdict: z.enum(ANNOTATION_VERDICTS).exclude(['agreed']),
  annotations: z.array(z.object({ id: z.string(), page: z.number().int(), quote: z.string(), value: z.string().nullable() })),
  engine: z.object({
    status: z.enum(CASE_ANSWER_STATUSES).nullable(),
    answer: z.string().nullable(),
    /** Only its verified citations: where the engine looked. */
    citations: z.array(Citation),
  }),
});
export type AccuracyDisagreement = z.infer<typeof AccuracyDisagreement>;

/** One question's figures: `annotatedFiles` = `agreed` + `disagreed` + `notAnswered`. */
export const QuestionAccuracy = z.object({
  questionId: z.number().int(),
  question: z.string(),
  documentTypeId: z.number().int(),
  documentTypeName: z.string(),
  annotatedFiles: z.number().int(),
  agreed: z.number().int(),
  disagreed: z.number().int(),
  notAnswered: z.number().int(),
  disagreements: z.array(AccuracyDisagreement),
});
export type QuestionAccuracy = z.infer<typeof QuestionAccuracy>;

export const AccuracyResponse = z.object({ data: z.object({ questions: z.array(QuestionAccuracy) }) });
export type AccuracyResponse = z.infer<typeof AccuracyResponse>;
