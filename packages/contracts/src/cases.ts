import { z } from 'zod';
import { ANNEXURE_SOURCES, ANNEXURE_STATUSES } from './annexures.ts';
import { ANSWER_STATUSES, AnswerEngineName, AnswerValue, Citation } from './answers.ts';
import { ANSWER_TYPES, RegionName } from './catalogue.ts';
import { CASE_LIMITS, CASE_ROLES, CASE_SCOPES, CHECKLIST_STATUSES, RED_FLAG_SEVERITIES } from './constants.ts';
import { DetectedAnnexure, ProcessPdfFields } from './ingestion.ts';
import { DocumentSource } from './document-sources.ts';
import { databaseId, fieldLabel, fileNameText, invalidMessage, requiredMessage, requiredOrInvalid, userText } from './validation.ts';

export const CASE_STATUSES = ['draft', 'processing', 'ready', 'failed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** A file's way through the pipeline: read (extract, OCR), answered, then ready; or failed with its reason. */
export const CASE_FILE_STATUSES = ['queued', 'reading', 'answering', 'ready', 'failed'] as const;
export type CaseFileStatus = (typeof CASE_FILE_STATUSES)[number];

/** An engine's statuses, and `pending` until the engine has answered. */
export const CASE_ANSWER_STATUSES = ['pending', ...ANSWER_STATUSES] as const;
export type CaseAnswerStatus = (typeof CASE_ANSWER_STATUSES)[number];

/** Who did something to a case, as the case page shows it ("edited by Ada Lovelace on …"). */
export const CaseActor = z.object({ id: z.string(), name: z.string() });
export type CaseActor = z.infer<typeof CaseActor>;

/** How many times a lawyer has changed a record: an edit names the version it was made from (decision 25). */
export const RecordVersion = z.number().int().min(1);

/**
 * The version an edit was made from. A stale one is refused with 409 and the record as it now is; leaving it out
 * applies the edit whatever changed meanwhile, as older clients expect.
 */
export const ExpectedVersion = z
  .number({ error: invalidMessage('version') })
  .int({ error: invalidMessage('version') })
  .min(1, { error: invalidMessage('version') })
  .max(2_147_483_647, { error: invalidMessage('version') })
  .optional();

export const CaseAnswer = z.object({
  id: z.string(),
  /** The bank question answered, or null for a lawyer's own question. */
  questionId: z.number().int().nullable(),
  customQuestionId: z.string().nullable(),
  /** The exact wording answered, kept even after an admin rewords the bank question. */
  question: z.string(),
  answerType: z.enum(ANSWER_TYPES).nullable(),
  status: z.enum(CASE_ANSWER_STATUSES),
  answer: z.string().nullable(),
  /** The engine's answer in a form other systems can compare (a date as an ISO date, money as amount and currency). */
  value: AnswerValue.nullable(),
  confidence: z.number().min(0).max(1).nullable(),
  citations: z.array(Citation),
  /** The lawyer's correction, shown beside the engine's answer, which is never overwritten. */
  editedAnswer: z.string().nullable(),
  editedBy: CaseActor.nullable(),
  editedAt: z.string().nullable(),
  comment: z.string().nullable(),
  verifiedBy: CaseActor.nullable(),
  verifiedAt: z.string().nullable(),
  engine: AnswerEngineName.nullable(),
  /** Goes up with each edit, comment and verification, and when the lawyer asks for the answer again. */
  version: RecordVersion,
});
export type CaseAnswer = z.infer<typeof CaseAnswer>;

/** A lawyer's own question of a file, with who on the case asked it (null: asked before authors were recorded). */
export const CaseCustomQuestion = z.object({ id: z.string(), question: z.string(), askedBy: z.object({ id: z.string(), name: z.string() }).nullable() });
export type CaseCustomQuestion = z.infer<typeof CaseCustomQuestion>;

export const CaseFile = z.object({
  id: z.string(),
  filename: z.string(),
  documentTypeId: z.number().int(),
  documentTypeName: z.string(),
  /** Known once the file has been read. */
  pages: z.number().int().nullable(),
  status: z.enum(CASE_FILE_STATUSES),
  /** Why the file failed, in words a lawyer can act on. */
  error: z.string().nullable(),
  annexures: z.array(DetectedAnnexure),
  /** What the file was, where it was not a PDF (a Word document, scans): known once it has been read. */
  source: DocumentSource.nullable(),
  /** Hex SHA-256 of the file as uploaded: the same content sent again is the same document, whatever its name. */
  sha256: z.string(),
  /** Who on the case is to work through this document (issue 32); nobody yet when null. */
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  customQuestions: z.array(CaseCustomQuestion),
  answers: z.array(CaseAnswer),
});
export type CaseFile = z.infer<typeof CaseFile>;

export const CaseProgress = z.object({ done: z.number().int(), total: z.number().int() });
export type CaseProgress = z.infer<typeof CaseProgress>;

/**
 * The case's answers by what a lawyer makes of them: answered (by the engine, or by the lawyer's edit or
 * confirmation of a passage flagged for review), still needing review, and not addressed by the document.
 */
export const CaseAnswerCounts = z.object({ answered: z.number().int(), needsReview: z.number().int(), notFound: z.number().int() });
export type CaseAnswerCounts = z.infer<typeof CaseAnswerCounts>;

export const Case = z.object({
  id: z.string(),
  title: z.string(),
  comment: z.string().nullable(),
  practiceAreaId: z.number().int(),
  region: RegionName,
  status: z.enum(CASE_STATUSES),
  progress: CaseProgress,
  answerCounts: CaseAnswerCounts,
  createdAt: z.string(),
  updatedAt: z.string(),
  activeTitleReportId: z.string().nullable(),
  /**
   * The case spent its allowance of language-model tokens (AI_MAX_TOKENS_PER_CASE): the built-in engine answers its
   * questions since, without calling the model.
   */
  modelAllowanceSpent: z.boolean(),
  /** None of the case's text goes to a language model: the built-in engine answers it, whatever is configured. */
  builtinOnly: z.boolean(),
  /** Goes up with each change of the title or the case's comment. */
  version: RecordVersion,
  files: z.array(CaseFile),
});
export type Case = z.infer<typeof Case>;

export const CaseResponse = z.object({ data: z.object({ case: Case }) });
export type CaseResponse = z.infer<typeof CaseResponse>;

/**
 * A file sent to generate or edit that was not added to the case, with why, in the lawyer's words: a .zip or an email
 * that could not be read, or one of the documents in it that could not be read, was the same file as one already in
 * the case, or had a name the case already has.
 */
export const UnreadFile = z.object({ filename: z.string(), reason: z.string() });
export type UnreadFile = z.infer<typeof UnreadFile>;

/** The 202 of generate and edit: the case, and what was sent in archives and emails that it did not take. */
export const CaseFilesSentResponse = z.object({ data: z.object({ case: Case, unread: z.array(UnreadFile) }) });
export type CaseFilesSentResponse = z.infer<typeof CaseFilesSentResponse>;

/** A case as the case list shows it, with whose it is and the caller's standing on it (issue 32). */
export const CaseSummary = Case.omit({ files: true, comment: true }).extend({
  fileCount: z.number().int(),
  owner: z.object({ id: z.string(), name: z.string() }),
  myRole: z.enum(CASE_ROLES),
});
export type CaseSummary = z.infer<typeof CaseSummary>;

export const CasesQuery = z.object({
  page: z.coerce.number({ error: 'The page field must be a whole number.' }).int().min(1).default(1),
  search: userText('search').trim().max(255).optional(),
  scope: z.enum(CASE_SCOPES, { error: 'The selected scope is invalid.' }).default('all'),
});
export type CasesQuery = z.infer<typeof CasesQuery>;

export const CasesResponse = z.object({
  data: z.object({
    cases: z.array(CaseSummary),
    pagination: z.object({ page: z.number().int(), perPage: z.number().int(), total: z.number().int() }),
  }),
});
export type CasesResponse = z.infer<typeof CasesResponse>;

/**
 * A JSON array sent as one multipart text field (`filesMeta`, `answerEdits` …): parsed, then checked item by item.
 * Text that is not JSON stays text, which the array check reports as not valid JSON.
 */
const jsonArrayField = <T extends z.ZodType>(field: string, item: T, max: number) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    },
    z
      .array(item, {
        error: (issue) =>
          typeof issue.input === 'string' ? `The ${fieldLabel(field)} field must be a valid JSON array.` : requiredOrInvalid(field)(issue),
      })
      .max(max),
  );

/** Ids sent as repeated fields (`uploadIds[]`), one field, or a JSON array. */
const idList = z.preprocess(
  (value) => {
    if (typeof value === 'string' && value.trim().startsWith('[')) {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }
    return typeof value === 'string' ? [value] : value;
  },
  z.array(userText('uploadIds').trim().min(1).max(100)).max(100),
);

const customQuestionText = userText('questions')
  .trim()
  .min(1, { error: requiredMessage('questions') })
  .max(CASE_LIMITS.customQuestionMaxLength, {
    error: `A question must not be greater than ${CASE_LIMITS.customQuestionMaxLength} characters.`,
  });

/** A lawyer's own question as the workflow sends it: `questions` is its text (spec §3). */
export const CustomQuestionInput = z.object({
  questions: customQuestionText,
  customQuestionId: userText('customQuestionId').trim().min(1).nullish(),
  isEdited: z.boolean().optional(),
});
export type CustomQuestionInput = z.infer<typeof CustomQuestionInput>;

/** What the workflow knows of one file: its chosen type, the questions ticked, its own questions. */
export const CaseFileMeta = z.object({
  filename: fileNameText('filename').trim().min(1, { error: invalidMessage('filename') }).max(255, { error: invalidMessage('filename') }),
  docTypeId: z.preprocess((value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value), databaseId('docTypeId')),
  /** The bank questions to answer; all of the type's questions for the region when absent. */
  questionIds: z.array(databaseId('questionIds')).max(500).optional(),
  customQuestions: z.array(CustomQuestionInput).max(CASE_LIMITS.customQuestionsPerFile).optional(),
});
export type CaseFileMeta = z.infer<typeof CaseFileMeta>;

/** Text fields of the multipart `POST …/response/ai/generate`; the PDFs travel as `files[]` parts. */
export const GenerateCaseFields = z.object({
  title: userText('title')
    .trim()
    .max(CASE_LIMITS.titleMaxLength, { error: `The title field must not be greater than ${CASE_LIMITS.titleMaxLength} characters.` })
    .optional(),
  practice_area_id: ProcessPdfFields.shape.practice_area_id,
  region: z.enum(RegionName.options, { error: requiredOrInvalid('region') }),
  filesMeta: jsonArrayField('filesMeta', CaseFileMeta, 100),
  uploadIds: idList.optional(),
  /** "true": none of the case's text goes to a language model; absent, the firm's default (an admin's setting). */
  builtin_only: z
    .preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean({ error: 'The builtin_only field must be true or false.' }))
    .optional(),
});
export type GenerateCaseFields = z.infer<typeof GenerateCaseFields>;

export const DocumentTypeChange = z.object({
  caseFileId: userText('caseFileId').trim().min(1),
  docTypeId: databaseId('docTypeId'),
  /**
   * The lawyer's yes to losing the edits, comments and verifications of answers whose questions the new type does
   * not ask; without it such a change is refused with a DocumentTypeChangeConflict and nothing is applied.
   */
  discardWork: z.boolean().optional(),
});
export type DocumentTypeChange = z.infer<typeof DocumentTypeChange>;

/** A lawyer's work on answers, counted by kind: answers edited, commented on, verified. */
export const DiscardedWork = z.object({ edited: z.number().int(), commented: z.number().int(), verified: z.number().int() });
export type DiscardedWork = z.infer<typeof DiscardedWork>;

/**
 * The 409 of a change of document type that would take a lawyer's work away: per file, what would go (answers to
 * questions only the old type asked). Nothing was applied; the same change with `discardWork: true` applies it.
 */
export const DocumentTypeChangeConflict = z.object({
  message: z.string(),
  files: z
    .array(
      z.object({
        caseFileId: z.string(),
        filename: z.string(),
        docTypeId: z.number().int(),
        discarded: DiscardedWork,
        /** The questions whose answers carry that work, as they were asked. */
        questions: z.array(z.string()),
      }),
    )
    .min(1),
});
export type DocumentTypeChangeConflict = z.infer<typeof DocumentTypeChangeConflict>;

export const AnswerEdit = z.object({
  answerId: userText('answerId').trim().min(1),
  answer: userText('answer').trim().max(CASE_LIMITS.answerMaxLength),
  version: ExpectedVersion,
});
export type AnswerEdit = z.infer<typeof AnswerEdit>;

/** Text fields of `POST …/response/ai/generate/edit/{caseId}`: every part optional, at least one change. */
export const EditCaseFields = z.object({
  filesMeta: jsonArrayField('filesMeta', CaseFileMeta, 100).optional(),
  uploadIds: idList.optional(),
  documentTypeChanged: jsonArrayField('documentTypeChanged', DocumentTypeChange, 100).optional(),
  answerEdits: jsonArrayField('answerEdits', AnswerEdit, 1000).optional(),
});
export type EditCaseFields = z.infer<typeof EditCaseFields>;

export const CaseIdParam = z.object({ caseId: z.string().describe('The case id') });
export const CaseFileIdParam = z.object({ caseFileId: z.string().describe('The case file id') });
export const CustomQuestionIdParam = z.object({ customQuestionId: z.string().describe('The custom question id') });
export const AnswerIdParam = z.object({ answerId: z.string().describe('The answer id') });

export const CustomQuestionsInput = z.object({
  questions: z.array(CustomQuestionInput, { error: requiredOrInvalid('questions') }).min(1, { error: requiredMessage('questions') }).max(CASE_LIMITS.customQuestionsPerFile),
  shouldDispatchNotifications: z.boolean().default(true),
});
export type CustomQuestionsInput = z.infer<typeof CustomQuestionsInput>;

export const CustomQuestionsResponse = z.object({ data: z.object({ customQuestions: z.array(CaseCustomQuestion) }) });
export type CustomQuestionsResponse = z.infer<typeof CustomQuestionsResponse>;

export const CaseTitleInput = z.object({
  title: userText('title')
    .trim()
    .min(1, { error: requiredMessage('title') })
    .max(CASE_LIMITS.titleMaxLength, { error: `The title field must not be greater than ${CASE_LIMITS.titleMaxLength} characters.` }),
  version: ExpectedVersion,
});
export type CaseTitleInput = z.infer<typeof CaseTitleInput>;

/** Whether the case's text may go to a language model: `builtinOnly` true keeps it with the built-in engine. */
export const CaseEngineInput = z.object({
  builtinOnly: z.boolean({ error: 'The builtinOnly field must be true or false.' }),
  version: ExpectedVersion,
});
export type CaseEngineInput = z.infer<typeof CaseEngineInput>;

export const CaseCommentInput = z.object({
  caseId: userText('caseId').trim().min(1, { error: requiredMessage('caseId') }),
  answerId: userText('answerId').trim().min(1).nullish(),
  comment: userText('comment')
    .max(CASE_LIMITS.commentMaxLength, { error: `The comment field must not be greater than ${CASE_LIMITS.commentMaxLength} characters.` }),
  /** The version of the answer commented on, or of the case when no answer is named. */
  version: ExpectedVersion,
});
export type CaseCommentInput = z.infer<typeof CaseCommentInput>;

/** The answer commented on, or the case when the comment was the case's. */
export const CaseCommentResponse = z.object({
  data: z.union([z.object({ answer: CaseAnswer }), z.object({ case: Case })]),
});
export type CaseCommentResponse = z.infer<typeof CaseCommentResponse>;

export const AnswerVerifyInput = z.object({ verified: z.boolean({ error: requiredOrInvalid('verified') }), version: ExpectedVersion });
export type AnswerVerifyInput = z.infer<typeof AnswerVerifyInput>;

export const CaseAnswerResponse = z.object({ data: z.object({ answer: CaseAnswer }) });
export type CaseAnswerResponse = z.infer<typeof CaseAnswerResponse>;

/** The 409 of a stale comment or verification of an answer: the answer as it now is, and who last changed it. */
export const AnswerConflict = z.object({ message: z.string(), current: CaseAnswer, changedBy: CaseActor.nullable() });
export type AnswerConflict = z.infer<typeof AnswerConflict>;

/** The 409 of a stale title or case comment: the case as it now is, and who last changed it. */
export const CaseConflict = z.object({ message: z.string(), current: Case, changedBy: CaseActor.nullable() });
export type CaseConflict = z.infer<typeof CaseConflict>;

/** The 409 of an edit batch with stale answers: every one of them as it now is; none of the batch was applied. */
export const AnswerEditsConflict = z.object({
  message: z.string(),
  conflicts: z.array(z.object({ current: CaseAnswer, changedBy: CaseActor.nullable() })).min(1),
});
export type AnswerEditsConflict = z.infer<typeof AnswerEditsConflict>;

export const CASE_REPORT_FORMATS = ['json', 'docx', 'pdf', 'xlsx'] as const;
export type CaseReportFormat = (typeof CASE_REPORT_FORMATS)[number];

export const CaseReportQuery = z.object({
  format: z.enum(CASE_REPORT_FORMATS, { error: `The format must be one of ${CASE_REPORT_FORMATS.join(', ')}.` }).default('json'),
});
export type CaseReportQuery = z.infer<typeof CaseReportQuery>;

/** Who did something and when, as a report prints it. */
export const ReportMark = z.object({ by: z.string(), at: z.string() });
export type ReportMark = z.infer<typeof ReportMark>;

/** A source as a report prints it: the file, the page and the quote. */
const ReportFileSource = z.object({ filename: z.string(), page: z.number().int(), quote: z.string() });

/** The case's active report on title as a report prints it, with its checklist as the lawyer left it. */
export const ReportTitleReport = z.object({
  version: z.number().int(),
  draftedAt: z.string(),
  /** `reliedOn` false for another copy of a title the report relies on; `copyNote` says which copy and why (titleCopyNote). */
  registers: z.array(
    z.object({
      filename: z.string(),
      titleNumber: z.string().nullable(),
      editionDate: z.string().nullable(),
      error: z.string().nullable(),
      reliedOn: z.boolean(),
      copyNote: z.string().nullable(),
    }),
  ),
  redFlags: z.array(z.object({ reference: z.string().nullable(), title: z.string(), reason: z.string(), severity: z.enum(RED_FLAG_SEVERITIES), sources: z.array(ReportFileSource) })),
  sections: z.array(z.object({ title: z.string(), facts: z.array(z.object({ label: z.string(), value: z.string(), sources: z.array(ReportFileSource) })) })),
  checklist: z.array(
    z.object({
      titleNumber: z.string().nullable(),
      label: z.string(),
      status: z.enum(CHECKLIST_STATUSES),
      finding: z.string(),
      sources: z.array(ReportFileSource),
      verified: ReportMark.nullable(),
      note: z.string().nullable(),
    }),
  ),
});
export type ReportTitleReport = z.infer<typeof ReportTitleReport>;

/** An annexure of the case as a report lists it: where it is, and what an uploaded one was read as. */
export const ReportAnnexure = z.object({
  source: z.enum(ANNEXURE_SOURCES),
  /** A detected annexure's label ("SCHEDULE 1"); an uploaded annexure's file name. */
  name: z.string(),
  /** The case file it was found in, or the one the lawyer attached it to. */
  parentFilename: z.string().nullable(),
  /** The pages of its file a detected annexure spans; null for an uploaded one, a PDF of its own. */
  pages: z.object({ start: z.number().int(), end: z.number().int() }).nullable(),
  status: z.enum(ANNEXURE_STATUSES),
  /** What an uploaded annexure was read as ("Plan", a document type's name); null for a detected one, and while reading. */
  readAs: z.string().nullable(),
  error: z.string().nullable(),
});
export type ReportAnnexure = z.infer<typeof ReportAnnexure>;

/**
 * The case record as a report a lawyer sends a client: each answer as it stands (the lawyer's edit when there is
 * one, beside the engine's), with only the sources verified on their page, the comments and who verified it.
 */
export const CaseReport = z.object({
  title: z.string(),
  practiceArea: z.string(),
  region: RegionName,
  status: z.enum(CASE_STATUSES),
  generatedAt: z.string(),
  preparedBy: z.object({ name: z.string(), email: z.string() }),
  comment: z.string().nullable(),
  /** The active report on title, when the case has a ready one. */
  titleReport: ReportTitleReport.nullable(),
  files: z.array(
    z.object({
      filename: z.string(),
      documentType: z.string(),
      pages: z.number().int().nullable(),
      status: z.enum(CASE_FILE_STATUSES),
      error: z.string().nullable(),
      answers: z.array(
        z.object({
          question: z.string(),
          status: z.enum(CASE_ANSWER_STATUSES),
          /** What the report states: the lawyer's edit, else the engine's answer. */
          answer: z.string().nullable(),
          engineAnswer: z.string().nullable(),
          /**
           * The calibrated chance that `engineAnswer` is right, as a whole percentage (91 for 91%), as the case page
           * shows it (calibratedConfidencePercent): only for an answer the built-in engine asserted, kept under a
           * lawyer's edit as the page keeps it; null for a language model's answer, one for review, not found.
           */
          confidencePercent: z.number().int().min(0).max(100).nullable(),
          edited: ReportMark.nullable(),
          sources: z.array(Citation.pick({ page: true, quote: true, clause: true })),
          comment: z.string().nullable(),
          verified: ReportMark.nullable(),
        }),
      ),
    }),
  ),
  /** The annexures found inside the case's files, then those the lawyer uploaded. */
  annexures: z.array(ReportAnnexure),
});
export type CaseReport = z.infer<typeof CaseReport>;

export const CaseReportResponse = z.object({ data: z.object({ report: CaseReport }) });
export type CaseReportResponse = z.infer<typeof CaseReportResponse>;
