import { z } from 'zod';
import { PRACTICE_AREAS, REGIONS, type Region } from './constants.ts';
import { databaseId, requiredMessage, requiredOrInvalid, userText } from './validation.ts';

/** Short region codes for data and the engine; the API speaks the spec's region names. */
export const REGION_CODES = ['SC', 'NI', 'EN', 'WA', 'IE'] as const;
export type RegionCode = (typeof REGION_CODES)[number];

export const REGION_NAME_BY_CODE = {
  SC: 'Scotland',
  NI: 'Northern Ireland',
  EN: 'England',
  WA: 'Wales',
  IE: 'Republic of Ireland',
} as const satisfies Record<RegionCode, Region>;

export const REGION_CODE_BY_NAME = {
  Scotland: 'SC',
  'Northern Ireland': 'NI',
  England: 'EN',
  Wales: 'WA',
  'Republic of Ireland': 'IE',
} as const satisfies Record<Region, RegionCode>;

/** What shape an answer takes: the answer engines extract by it (PRODUCT.md §5). */
export const ANSWER_TYPES = ['date', 'money', 'duration', 'party', 'yes_no', 'address', 'identifier', 'percentage', 'text'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

export const RegionName = z.enum(REGIONS, { error: 'The selected region is invalid.' });

/** `?region=` on catalogue calls: optional, one of the spec's region names. */
export const RegionQuery = z.object({ region: RegionName.optional() });
export type RegionQuery = z.infer<typeof RegionQuery>;

export const PracticeArea = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type PracticeArea = z.infer<typeof PracticeArea>;

export const PracticeAreasResponse = z.object({ data: z.object({ practiceAreas: z.array(PracticeArea) }) });
export type PracticeAreasResponse = z.infer<typeof PracticeAreasResponse>;

/** `{area}` in paths: a practice-area id (1–6) or its slug. */
export const PracticeAreaParam = z
  .string()
  .refine((value) => PRACTICE_AREAS.some((area) => String(area.id) === value || area.slug === value), {
    error: 'The selected practice area is invalid.',
  });

export const DocumentType = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  practiceAreaId: z.number().int(),
  regions: z.array(RegionName),
  central: z.boolean(),
});
export type DocumentType = z.infer<typeof DocumentType>;

export const DocumentTypesResponse = z.object({ data: z.object({ documentTypes: z.array(DocumentType) }) });
export type DocumentTypesResponse = z.infer<typeof DocumentTypesResponse>;

/**
 * A question as a lawyer is asked it. `id` is the question; `versionId` the exact wording, which a case keeps
 * even after an admin rewords the question.
 */
export const Question = z.object({
  id: z.number().int(),
  versionId: z.number().int(),
  question: z.string(),
  answerType: z.enum(ANSWER_TYPES),
  hints: z.array(z.string()),
  regions: z.array(RegionName),
  order: z.number().int(),
});
export type Question = z.infer<typeof Question>;

export const QuestionsResponse = z.object({ data: z.object({ questions: z.array(Question) }) });
export type QuestionsResponse = z.infer<typeof QuestionsResponse>;

/** Classification signals of a document type (PRODUCT.md §5): what identifies it, and what argues against it. */
export const ClassificationSignals = z.object({
  titles: z.array(userText('titles').trim().min(2)).min(1, { error: 'Give at least one title.' }),
  phrases: z
    .array(z.object({ text: userText('text').trim().min(2), weight: z.number().int().min(1).max(5) }))
    .min(1, { error: 'Give at least one phrase.' }),
  structure: z.array(userText('structure').trim().min(2)),
  negative: z.array(userText('negative').trim().min(2)),
});
export type ClassificationSignals = z.infer<typeof ClassificationSignals>;

const regionList = z
  .array(RegionName)
  .min(1, { error: 'Choose at least one region.' })
  .refine((regions) => new Set(regions).size === regions.length, { error: 'A region is listed twice.' });

const text = (field: string, max: number) =>
  userText(field)
    .trim()
    .min(1, { error: requiredMessage(field) })
    .max(max, { error: `The ${field} field must not be greater than ${max} characters.` });

/** Admin view of a document type: everything the public one has, plus its signals and whether it is retired. */
export const AdminDocumentType = DocumentType.extend({
  signals: ClassificationSignals,
  retiredAt: z.string().nullable(),
  source: z.enum(['seed', 'firm']),
  updatedAt: z.string(),
});
export type AdminDocumentType = z.infer<typeof AdminDocumentType>;

export const AdminDocumentTypesResponse = z.object({ data: z.object({ documentTypes: z.array(AdminDocumentType) }) });
export type AdminDocumentTypesResponse = z.infer<typeof AdminDocumentTypesResponse>;

export const AdminDocumentTypeResponse = z.object({ data: z.object({ documentType: AdminDocumentType }) });
export type AdminDocumentTypeResponse = z.infer<typeof AdminDocumentTypeResponse>;

const DocumentTypeFields = z.object({
  practiceAreaId: z.number({ error: requiredOrInvalid('practiceAreaId') }).int().min(1).max(PRACTICE_AREAS.length),
  name: text('name', 200),
  description: text('description', 2000),
  regions: regionList,
  central: z.boolean(),
  signals: ClassificationSignals,
});

export const DocumentTypeInput = DocumentTypeFields.extend({ central: z.boolean().default(false) });
export type DocumentTypeInput = z.infer<typeof DocumentTypeInput>;

/** Only the fields sent change: no defaults, so an absent field stays absent. */
export const DocumentTypeUpdate = DocumentTypeFields.omit({ practiceAreaId: true }).partial();
export type DocumentTypeUpdate = z.infer<typeof DocumentTypeUpdate>;

/** Admin view of a question: the current wording and whether it is retired. */
export const AdminQuestion = Question.extend({
  version: z.number().int(),
  /**
   * The ContractNLI hypothesis the built-in engine's learned models read this question by ("nda-3"), or null. It
   * stays through edits of hints and regions and goes with a new wording or answer type (decision 38).
   */
  hypothesis: z.string().nullable(),
  retiredAt: z.string().nullable(),
  source: z.enum(['seed', 'firm']),
  updatedAt: z.string(),
});
export type AdminQuestion = z.infer<typeof AdminQuestion>;

export const AdminQuestionsResponse = z.object({ data: z.object({ questions: z.array(AdminQuestion) }) });
export type AdminQuestionsResponse = z.infer<typeof AdminQuestionsResponse>;

export const AdminQuestionResponse = z.object({ data: z.object({ question: AdminQuestion }) });
export type AdminQuestionResponse = z.infer<typeof AdminQuestionResponse>;

const QuestionFields = z.object({
  question: text('question', 500).refine((value) => value.endsWith('?'), { error: 'A question ends with "?".' }),
  answerType: z.enum(ANSWER_TYPES, { error: 'The selected answer type is invalid.' }),
  hints: z.array(userText('hints').trim().min(2).max(100)).max(12),
  regions: regionList,
});

export const QuestionInput = QuestionFields.extend({ hints: QuestionFields.shape.hints.default([]) });
export type QuestionInput = z.infer<typeof QuestionInput>;

/** Only the fields sent change: no defaults, so an absent field stays absent. */
export const QuestionUpdate = QuestionFields.partial();
export type QuestionUpdate = z.infer<typeof QuestionUpdate>;

export const QuestionOrderInput = z.object({
  questionIds: z.array(databaseId('questionIds')).min(1, { error: requiredMessage('questionIds') }),
});
export type QuestionOrderInput = z.infer<typeof QuestionOrderInput>;

/** One wording of a question in its history. */
export const QuestionVersion = z.object({
  versionId: z.number().int(),
  version: z.number().int(),
  question: z.string(),
  answerType: z.enum(ANSWER_TYPES),
  hints: z.array(z.string()),
  regions: z.array(RegionName),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type QuestionVersion = z.infer<typeof QuestionVersion>;

export const QuestionVersionsResponse = z.object({ data: z.object({ versions: z.array(QuestionVersion) }) });
export type QuestionVersionsResponse = z.infer<typeof QuestionVersionsResponse>;
