import { REGION_NAME_BY_CODE, type Case, type CaseAnswer, type CaseAnswerCounts, type CaseCustomQuestion, type CaseFileState, type CaseSummary } from '@dd/contracts';
import type { CaseFileRow, CaseRow } from '../db/schema.ts';
import type { AnswerWithQuestion, CaseListRow, CaseListTally, CaseRecordRows, CustomQuestionWithAsker } from './case-repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const actor = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

export function presentAnswer(row: AnswerWithQuestion): CaseAnswer {
  return {
    id: row.id,
    questionId: row.questionId,
    customQuestionId: row.customQuestionId,
    question: row.questionText,
    answerType: row.answerType,
    status: row.status,
    answer: row.answer,
    value: row.value,
    confidence: row.confidence,
    citations: row.citations,
    editedAnswer: row.editedAnswer,
    editedBy: actor(row.editedBy, row.editedByName),
    editedAt: iso(row.editedAt),
    comment: row.comment,
    verifiedBy: actor(row.verifiedBy, row.verifiedByName),
    verifiedAt: iso(row.verifiedAt),
    engine: row.engine as CaseAnswer['engine'],
    version: row.version,
  };
}

export const presentCustomQuestion = (row: CustomQuestionWithAsker): CaseCustomQuestion => ({
  id: row.id,
  question: row.text,
  askedBy: actor(row.createdBy, row.askedByName),
});

const caseFields = (row: CaseRow) => ({
  id: row.id,
  title: row.title,
  practiceAreaId: row.practiceAreaId,
  region: REGION_NAME_BY_CODE[row.region],
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  activeTitleReportId: row.activeTitleReportId,
  modelAllowanceSpent: row.modelAllowanceSpentAt !== null,
  builtinOnly: row.builtinOnly,
  version: row.version,
});

/** Answers by status, as the case's header and the report's summary count them. */
export function answerCounts(answers: readonly { status: CaseAnswer['status'] }[]): CaseAnswerCounts {
  const counted = (status: CaseAnswer['status']) => answers.filter((answer) => answer.status === status).length;
  return { answered: counted('answered'), needsReview: counted('needs_review'), notFound: counted('not_found') };
}

/** A file's state as reading it leaves it, without its questions and answers. */
export const presentCaseFileState = (file: CaseFileRow): CaseFileState => ({
  id: file.id,
  status: file.status,
  pages: file.pages,
  error: file.error,
  annexures: file.annexures,
  source: file.source,
});

/** The case record: files in the order they joined, each with its own questions and its answers in order. */
export function presentCase(record: CaseRecordRows): Case {
  const answers = record.answers.map((row) => ({ row, presented: presentAnswer(row) }));
  return {
    ...caseFields(record.case),
    comment: record.case.comment,
    progress: {
      done: record.answers.filter((row) => row.status !== 'pending').length,
      total: record.answers.length,
    },
    answerCounts: answerCounts(record.answers),
    files: record.files.map((file) => ({
      ...presentCaseFileState(file),
      filename: file.filename,
      sha256: file.sha256,
      documentTypeId: file.documentTypeId,
      documentTypeName: file.documentTypeName,
      assignee: actor(file.assigneeId, file.assigneeName),
      customQuestions: record.customQuestions.filter((question) => question.caseFileId === file.id).map(presentCustomQuestion),
      answers: answers.filter(({ row }) => row.caseFileId === file.id).map(({ presented }) => presented),
    })),
  };
}

export function presentCaseSummary(row: CaseListRow, tally: CaseListTally): CaseSummary {
  return {
    ...caseFields(row.case),
    progress: { done: tally.done, total: tally.total },
    answerCounts: tally.answerCounts,
    fileCount: tally.fileCount,
    owner: { id: row.case.userId, name: row.ownerName },
    myRole: row.myRole,
  };
}
