import {
  CASE_LIMITS,
  MESSAGES,
  type AdminDocument,
  type AdminDocumentsQuery,
  type Annotation,
  type AnnotationInput,
  type QuestionAccuracy,
} from '@dd/contracts';
import { verifyCitation, type CitablePage } from '@dd/engine';
import { addFieldError, HttpError, notFound, throwIfInvalid, type FieldErrors } from '@dd/http-kit';
import { recordAudit } from '../audit/audit-log-repository.ts';
import { findCaseFile } from '../cases/case-repository.ts';
import { readCaseFilePdf } from '../cases/case-service.ts';
import { readExtractedDocument } from '../cases/read-extracted-document.ts';
import type { Database } from '../db/database.ts';
import { isUuid } from '../db/is-uuid.ts';
import type { PdfDownload } from '../http/send-pdf.ts';
import type { Storage } from '../storage/storage.ts';
import { presentAccuracy, presentAdminDocument, presentAnnotation } from './admin-document-presenter.ts';
import {
  deleteOtherAnnotations,
  insertAnnotations,
  listAdminDocuments as listAdminDocumentRows,
  listFileAnnotations,
  listQuestionAnnotations,
  listTypeQuestions,
  questionIdsOfType,
  updateAnnotation,
  type AnnotationFields,
  type AnnotationWithNames,
} from './admin-document-repository.ts';

export interface AdminDocumentDeps {
  db: Database;
  storage: Storage;
  clock: () => Date;
}

/** Every case file of every user, a page at a time, newest first. */
export async function listAdminDocuments(
  deps: Pick<AdminDocumentDeps, 'db'>,
  query: AdminDocumentsQuery,
): Promise<{ documents: AdminDocument[]; pagination: { page: number; perPage: number; total: number } }> {
  const perPage = CASE_LIMITS.casesPerPage;
  const pagination = { page: query.page, perPage };
  // An owner id that cannot be a user's owns nothing (and PostgreSQL would reject it as a uuid).
  if (query.ownerId && !isUuid(query.ownerId)) return { documents: [], pagination: { ...pagination, total: 0 } };
  const { rows, total } = await listAdminDocumentRows(deps.db, {
    page: query.page,
    perPage,
    ...(query.search && { search: query.search }),
    ...(query.documentTypeId !== undefined && { documentTypeId: query.documentTypeId }),
    ...(query.ownerId && { ownerId: query.ownerId }),
  });
  return { documents: rows.map(presentAdminDocument), pagination: { ...pagination, total } };
}

/** One case file as the documents table lists it, with the questions of its type an annotation may answer. */
export async function getAdminDocument(
  deps: Pick<AdminDocumentDeps, 'db'>,
  caseFileId: string,
): Promise<{ document: AdminDocument; questions: { id: number; question: string }[] }> {
  if (!isUuid(caseFileId)) throw notFound();
  const { rows } = await listAdminDocumentRows(deps.db, { page: 1, perPage: 1, caseFileId });
  const [row] = rows;
  if (!row) throw notFound();
  return { document: presentAdminDocument(row), questions: await listTypeQuestions(deps.db, row.file.documentTypeId) };
}

/** Any user's case file as uploaded, for the annotator's viewer. */
export async function readAdminDocumentPdf(deps: Pick<AdminDocumentDeps, 'db' | 'storage'>, caseFileId: string): Promise<PdfDownload> {
  // An id that cannot be a file's names none (and PostgreSQL would reject it as a uuid).
  if (!isUuid(caseFileId)) throw notFound();
  return readCaseFilePdf(deps, caseFileId);
}

async function requireCaseFile(db: Database, caseFileId: string) {
  const file = isUuid(caseFileId) ? await findCaseFile(db, caseFileId) : undefined;
  if (!file) throw notFound();
  return file;
}

export async function listAnnotations(deps: Pick<AdminDocumentDeps, 'db'>, caseFileId: string): Promise<Annotation[]> {
  const file = await requireCaseFile(deps.db, caseFileId);
  return (await listFileAnnotations(deps.db, file.id)).map(presentAnnotation);
}

/** Pages a quote may be on: the page it names and those beside it (a selection near a page break drifts). */
const pagesNear = (pages: readonly CitablePage[], page: number) => pages.filter((candidate) => Math.abs(candidate.page - page) <= 1);

/**
 * Checks one annotation as sent and gives the fields to store: the quote verified on its page (or one beside it)
 * as a citation is, with the page's own text and offsets. What is wrong goes into `errors` under its field.
 */
function verifiedFields(input: AnnotationInput, pages: readonly CitablePage[], errors: FieldErrors, field: string): AnnotationFields | null {
  if (input.page > pages.length) {
    addFieldError(errors, `${field}.page`, MESSAGES.adminDocuments.noSuchPage(input.label, input.page, pages.length));
    return null;
  }
  const check = verifyCitation(pagesNear(pages, input.page), { page: input.page, quote: input.quote, ...(input.start !== undefined && { start: input.start }) });
  if (!check.verified) {
    addFieldError(errors, `${field}.quote`, MESSAGES.adminDocuments.quoteNotOnPage(input.label, input.page, check.reason));
    return null;
  }
  if (check.citations.length > 1) {
    addFieldError(errors, `${field}.quote`, MESSAGES.adminDocuments.quoteAcrossPages(input.label));
    return null;
  }
  const [citation] = check.citations as [(typeof check.citations)[number]];
  return {
    page: citation.page,
    quote: citation.quote,
    start: citation.start,
    end: citation.end,
    verified: true,
    label: input.label,
    questionId: input.questionId ?? null,
    value: input.value || null,
  };
}

const sameFields = (row: AnnotationWithNames, fields: AnnotationFields) =>
  (Object.keys(fields) as (keyof AnnotationFields)[]).every((key) => row[key] === fields[key]);

/**
 * Makes the file's annotations exactly those sent: an annotation with an id is updated, one without is added,
 * and the file's others are removed. Every one is checked before anything is written, so a refused save
 * changes nothing.
 */
export async function saveAnnotations(
  deps: AdminDocumentDeps,
  input: { adminId: string; caseFileId: string; annotations: readonly AnnotationInput[] },
): Promise<Annotation[]> {
  const file = await requireCaseFile(deps.db, input.caseFileId);
  if (!file.extractedKey) throw new HttpError(409, file.status === 'failed' ? MESSAGES.adminDocuments.unreadable : MESSAGES.adminDocuments.stillReading);
  const document = await readExtractedDocument(deps.storage, file.extractedKey);
  if (!document) throw new HttpError(409, MESSAGES.adminDocuments.stillReading);
  const pages = document.pages.map(({ page, text }) => ({ page, text }));

  const existing = new Map((await listFileAnnotations(deps.db, file.id)).map((row) => [row.id, row]));
  const askedQuestionIds = [...new Set(input.annotations.flatMap((annotation) => (annotation.questionId ? [annotation.questionId] : [])))];
  const ofType = await questionIdsOfType(deps.db, file.documentTypeId, askedQuestionIds);
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  const updates: { id: string; fields: AnnotationFields }[] = [];
  const additions: AnnotationFields[] = [];
  input.annotations.forEach((annotation, index) => {
    const field = `annotations.${index}`;
    if (annotation.id !== undefined) {
      if (!existing.has(annotation.id)) addFieldError(errors, `${field}.id`, MESSAGES.adminDocuments.unknownAnnotation(annotation.label));
      else if (seen.has(annotation.id)) addFieldError(errors, `${field}.id`, MESSAGES.adminDocuments.repeatedAnnotation(annotation.label));
      seen.add(annotation.id);
    }
    if (annotation.questionId && !ofType.has(annotation.questionId)) {
      addFieldError(errors, `${field}.questionId`, MESSAGES.adminDocuments.questionNotOfType(annotation.label));
    }
    const fields = verifiedFields(annotation, pages, errors, field);
    if (!fields) return;
    if (annotation.id === undefined) additions.push(fields);
    else updates.push({ id: annotation.id, fields });
  });
  throwIfInvalid(errors);

  const changed = updates.filter(({ id, fields }) => !sameFields(existing.get(id)!, fields));
  const removed = [...existing.keys()].filter((id) => !seen.has(id));
  if (changed.length > 0 || additions.length > 0 || removed.length > 0) {
    const at = deps.clock();
    await deps.db.transaction(async (tx) => {
      await deleteOtherAnnotations(tx, file.id, [...seen]);
      for (const { id, fields } of changed) await updateAnnotation(tx, file.id, id, fields, at);
      await insertAnnotations(
        tx,
        additions.map((fields) => ({ ...fields, caseFileId: file.id, authorId: input.adminId })),
        at,
      );
      await recordAudit(tx, {
        userId: input.adminId,
        action: 'annotation.save',
        subjectType: 'case',
        subjectId: file.caseId,
        details: { caseFileId: file.id, filename: file.filename, added: additions.length, updated: changed.length, removed: removed.length },
        at,
      });
    });
  }
  return (await listFileAnnotations(deps.db, file.id)).map(presentAnnotation);
}

/** How often the engine's stored answers agree with the admins' annotations, question by question. */
export async function measureAccuracy(deps: Pick<AdminDocumentDeps, 'db'>, filter: { documentTypeId?: number }): Promise<QuestionAccuracy[]> {
  const rows = await listQuestionAnnotations(deps.db, filter);
  return presentAccuracy(rows, (row) => row.answer ?? undefined);
}
