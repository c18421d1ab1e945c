import { and, asc, count, desc, eq, ilike, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { AnswerType, RegionCode } from '@dd/contracts';
import type { Database } from '../db/database.ts';
import {
  annotations,
  caseAnswers,
  caseFiles,
  cases,
  documentTypes,
  questions,
  questionVersions,
  users,
  type AnnotationRow,
  type CaseAnswerRow,
  type CaseFileRow,
} from '../db/schema.ts';

/** A case file with who owns it, its case and type, and how far the engine and the admins have got with it. */
export interface AdminDocumentRow {
  file: CaseFileRow;
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
  caseTitle: string;
  documentTypeName: string;
  answerCount: number;
  annotationCount: number;
}

export interface AnnotationWithNames extends AnnotationRow {
  authorName: string | null;
  questionText: string | null;
}

/** What an annotation row holds besides its identity, file, author and timestamps. */
export type AnnotationFields = Pick<AnnotationRow, 'page' | 'quote' | 'start' | 'end' | 'verified' | 'label' | 'questionId' | 'value'>;

/**
 * An annotation of a bank question with everything measuring the engine against it takes: the question as asked
 * now, the file and its stored text, and the engine's stored answer to that question on that file (null when the
 * question was not asked of it; an answer it flagged for review as `needs_review`, even once a lawyer answered it).
 */
export interface QuestionAnnotationRow {
  annotation: Pick<AnnotationRow, 'id' | 'page' | 'quote' | 'start' | 'end' | 'value'>;
  questionId: number;
  questionText: string;
  answerType: AnswerType;
  hints: string[];
  documentTypeId: number;
  documentTypeName: string;
  caseFileId: string;
  caseId: string;
  filename: string;
  extractedKey: string | null;
  region: RegionCode;
  answer: Pick<CaseAnswerRow, 'status' | 'answer' | 'citations'> | null;
}

const currentVersionJoin = and(eq(questionVersions.questionId, questions.id), eq(questionVersions.version, questions.currentVersion));

/** Every case file, newest first; `search` matches a file name, a case title or an owner's email, in any case. */
export async function listAdminDocuments(
  db: Database,
  filter: { page: number; perPage: number; search?: string; documentTypeId?: number; ownerId?: string; caseFileId?: string },
): Promise<{ rows: AdminDocumentRow[]; total: number }> {
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const where = and(
    pattern ? or(ilike(caseFiles.filename, pattern), ilike(cases.title, pattern), ilike(users.email, pattern)) : undefined,
    filter.documentTypeId === undefined ? undefined : eq(caseFiles.documentTypeId, filter.documentTypeId),
    filter.ownerId === undefined ? undefined : eq(cases.userId, filter.ownerId),
    filter.caseFileId === undefined ? undefined : eq(caseFiles.id, filter.caseFileId),
  );
  const [totalRow] = await db
    .select({ total: count() })
    .from(caseFiles)
    .innerJoin(cases, eq(cases.id, caseFiles.caseId))
    .innerJoin(users, eq(users.id, cases.userId))
    .where(where);
  const rows = await db
    .select({
      file: caseFiles,
      ownerId: users.id,
      ownerName: users.name,
      ownerEmail: users.email,
      caseTitle: cases.title,
      documentTypeName: documentTypes.name,
      answerCount: sql<number>`(select count(*) from case_answers a where a.case_file_id = ${caseFiles.id} and a.status <> 'pending')`,
      annotationCount: sql<number>`(select count(*) from annotations n where n.case_file_id = ${caseFiles.id})`,
    })
    .from(caseFiles)
    .innerJoin(cases, eq(cases.id, caseFiles.caseId))
    .innerJoin(users, eq(users.id, cases.userId))
    .innerJoin(documentTypes, eq(documentTypes.id, caseFiles.documentTypeId))
    .where(where)
    .orderBy(desc(caseFiles.createdAt), desc(caseFiles.id))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  return {
    rows: rows.map((row) => ({ ...row, answerCount: Number(row.answerCount), annotationCount: Number(row.annotationCount) })),
    total: Number(totalRow?.total ?? 0),
  };
}

/** A file's annotations in reading order, with their author's name and their question's current wording. */
export async function listFileAnnotations(db: Database, caseFileId: string): Promise<AnnotationWithNames[]> {
  const rows = await db
    .select({ annotation: annotations, authorName: users.name, questionText: questionVersions.text })
    .from(annotations)
    .leftJoin(users, eq(users.id, annotations.authorId))
    .leftJoin(questions, eq(questions.id, annotations.questionId))
    .leftJoin(questionVersions, currentVersionJoin)
    .where(eq(annotations.caseFileId, caseFileId))
    .orderBy(asc(annotations.page), asc(annotations.start), asc(annotations.createdAt), asc(annotations.id));
  return rows.map((row) => ({ ...row.annotation, authorName: row.authorName, questionText: row.questionText }));
}

/** Of these question ids, those that are questions of the document type. */
export async function questionIdsOfType(db: Database, documentTypeId: number, questionIds: readonly number[]): Promise<Set<number>> {
  if (questionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.documentTypeId, documentTypeId), inArray(questions.id, [...questionIds])));
  return new Set(rows.map((row) => row.id));
}

/** The document type's questions still in its bank, in catalogue order, with their current wording. */
export async function listTypeQuestions(db: Database, documentTypeId: number): Promise<{ id: number; question: string }[]> {
  return db
    .select({ id: questions.id, question: questionVersions.text })
    .from(questions)
    .innerJoin(questionVersions, currentVersionJoin)
    .where(and(eq(questions.documentTypeId, documentTypeId), isNull(questions.retiredAt)))
    .orderBy(asc(questions.position), asc(questions.id));
}

/** Removes the file's annotations other than those kept. */
export async function deleteOtherAnnotations(db: Database, caseFileId: string, keptIds: readonly string[]): Promise<void> {
  await db
    .delete(annotations)
    .where(and(eq(annotations.caseFileId, caseFileId), keptIds.length > 0 ? notInArray(annotations.id, [...keptIds]) : undefined));
}

export async function updateAnnotation(db: Database, caseFileId: string, id: string, fields: AnnotationFields, at: Date): Promise<void> {
  await db
    .update(annotations)
    .set({ ...fields, updatedAt: at })
    .where(and(eq(annotations.id, id), eq(annotations.caseFileId, caseFileId)));
}

export async function insertAnnotations(
  db: Database,
  rows: readonly (AnnotationFields & { caseFileId: string; authorId: string })[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(annotations).values(rows.map((row) => ({ ...row, createdAt: at, updatedAt: at })));
}

/**
 * Every annotation that names a bank question (of one document type, when given), in catalogue order of its
 * type and question, then by file.
 */
export async function listQuestionAnnotations(db: Database, filter: { documentTypeId?: number } = {}): Promise<QuestionAnnotationRow[]> {
  const rows = await db
    .select({
      annotation: {
        id: annotations.id,
        page: annotations.page,
        quote: annotations.quote,
        start: annotations.start,
        end: annotations.end,
        value: annotations.value,
      },
      questionId: questions.id,
      questionText: questionVersions.text,
      answerType: questionVersions.answerType,
      hints: questionVersions.hints,
      documentTypeId: documentTypes.id,
      documentTypeName: documentTypes.name,
      caseFileId: caseFiles.id,
      caseId: caseFiles.caseId,
      filename: caseFiles.filename,
      extractedKey: caseFiles.extractedKey,
      region: cases.region,
      answerStatus: caseAnswers.status,
      answerText: caseAnswers.answer,
      answerCitations: caseAnswers.citations,
      answerFlaggedForReview: caseAnswers.flaggedForReview,
    })
    .from(annotations)
    .innerJoin(questions, eq(questions.id, annotations.questionId))
    .innerJoin(questionVersions, currentVersionJoin)
    .innerJoin(documentTypes, eq(documentTypes.id, questions.documentTypeId))
    .innerJoin(caseFiles, eq(caseFiles.id, annotations.caseFileId))
    .innerJoin(cases, eq(cases.id, caseFiles.caseId))
    .leftJoin(caseAnswers, and(eq(caseAnswers.caseFileId, annotations.caseFileId), eq(caseAnswers.questionId, annotations.questionId)))
    .where(filter.documentTypeId === undefined ? undefined : eq(questions.documentTypeId, filter.documentTypeId))
    .orderBy(
      asc(documentTypes.position),
      asc(documentTypes.id),
      asc(questions.position),
      asc(questions.id),
      asc(caseFiles.createdAt),
      asc(caseFiles.id),
      asc(annotations.page),
      asc(annotations.start),
    );
  // The engine is measured by what it said: an answer it flagged for review stays that, whatever the lawyer made of it.
  return rows.map(({ answerStatus, answerText, answerCitations, answerFlaggedForReview, ...row }) => ({
    ...row,
    answer:
      answerStatus === null
        ? null
        : answerFlaggedForReview
          ? { status: 'needs_review' as const, answer: null, citations: answerCitations ?? [] }
          : { status: answerStatus, answer: answerText, citations: answerCitations ?? [] },
  }));
}
