import { isDeepStrictEqual } from 'node:util';
import {
  REGION_CODE_BY_NAME,
  REGION_NAME_BY_CODE,
  type AdminDocumentType,
  type AdminQuestion,
  type DocumentTypeInput,
  type QuestionInput,
  type QuestionVersion,
  type Region,
  type RegionCode,
} from '@dd/contracts';
import { recordAudit } from '../audit/audit-log-repository.ts';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import type { DocumentTypeRow } from '../db/schema.ts';
import { notFound, ValidationError } from '@dd/http-kit';
import { presentAdminDocumentType, presentAdminQuestion, presentQuestionVersion } from './catalogue-presenter.ts';
import {
  addQuestionVersion,
  findCurrentQuestion,
  findDocumentType,
  findDocumentTypeKeys,
  findQuestionKeys,
  insertDocumentTypes,
  insertQuestions,
  isDocumentTypeNameTaken,
  listCurrentQuestions,
  listDocumentTypes,
  listQuestionVersions,
  nextDocumentTypePosition,
  nextQuestionPosition,
  setQuestionPositions,
  updateDocumentType,
  updateQuestion,
  type CurrentQuestion,
  type DocumentTypeChanges,
  type Wording,
  sameWording,
} from './catalogue-repository.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { firmKeyBase, uniqueKey } from './catalogue-keys.ts';
import { normaliseQuestionText } from './seed/index.ts';

export interface AdminCatalogueDeps {
  db: Database;
  clock: () => Date;
  /** This process's copy, emptied as each edit commits; other processes hear the database's change notice. */
  cache: CatalogueCache;
}

/** Who is acting, for the audit log and the versions they write. */
export interface Admin {
  id: string;
}

export const ADMIN_CATALOGUE_MESSAGES = {
  nameTaken: 'The name has already been taken.',
  questionTaken: 'The document type already asks this question.',
  questionOrder: 'List every question of the document type exactly once.',
  regionsOutsideType: (typeRegions: readonly Region[]) =>
    `Choose regions where the document type applies: ${typeRegions.join(', ')}.`,
} as const;

const toCodes = (regions: readonly Region[]) => regions.map((region) => REGION_CODE_BY_NAME[region]);
const toNames = (codes: readonly RegionCode[]) => codes.map((code) => REGION_NAME_BY_CODE[code]);

/** Runs an edit in a transaction and, once it has committed, drops this process's copy of the catalogue. */
async function editCatalogue<T>(deps: AdminCatalogueDeps, edit: (tx: Database) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(edit);
  deps.cache.clear();
  return result;
}

async function getDocumentType(db: Database, id: number): Promise<DocumentTypeRow> {
  const row = await findDocumentType(db, id);
  if (!row) throw notFound();
  return row;
}

async function getQuestion(db: Database, id: number): Promise<CurrentQuestion> {
  const current = await findCurrentQuestion(db, id);
  if (!current) throw notFound();
  return current;
}

/** Every document type, retired ones included; of one practice area when given. */
export async function listAdminDocumentTypes(deps: AdminCatalogueDeps, practiceAreaId?: number): Promise<AdminDocumentType[]> {
  const rows = await listDocumentTypes(deps.db, { practiceAreaId, includeRetired: true });
  return rows.map(presentAdminDocumentType);
}

/** A firm's own document type: its key comes from its name, and the seed never touches it. */
export async function createDocumentType(
  deps: AdminCatalogueDeps,
  admin: Admin,
  input: DocumentTypeInput,
): Promise<AdminDocumentType> {
  if (await isDocumentTypeNameTaken(deps.db, input.practiceAreaId, input.name)) {
    throw new ValidationError({ name: [ADMIN_CATALOGUE_MESSAGES.nameTaken] });
  }
  const now = deps.clock();
  try {
    return await editCatalogue(deps, async (tx) => {
      const base = firmKeyBase(input.name);
      const [row] = await insertDocumentTypes(tx, [
        {
          key: uniqueKey(base, await findDocumentTypeKeys(tx, base)),
          practiceAreaId: input.practiceAreaId,
          name: input.name,
          description: input.description,
          regions: toCodes(input.regions),
          central: input.central,
          signals: input.signals,
          position: await nextDocumentTypePosition(tx),
          source: 'firm',
          createdAt: now,
          updatedAt: now,
        },
      ]);
      await recordAudit(tx, {
        userId: admin.id,
        action: 'document_type.create',
        subjectType: 'document_type',
        subjectId: row!.id,
        details: { key: row!.key, name: row!.name, practiceAreaId: row!.practiceAreaId },
        at: now,
      });
      return presentAdminDocumentType(row!);
    });
  } catch (error) {
    // Another admin created a type with the same key at the same moment: as good as a taken name.
    if (isUniqueViolation(error)) throw new ValidationError({ name: [ADMIN_CATALOGUE_MESSAGES.nameTaken] });
    throw error;
  }
}

type DocumentTypeFields = Pick<DocumentTypeRow, 'name' | 'description' | 'regions' | 'central' | 'signals'>;

/** Changes the fields sent; a change marks the type as edited, so the seed leaves it alone from then on. */
export async function updateDocumentTypeFields(
  deps: AdminCatalogueDeps,
  admin: Admin,
  id: number,
  update: Partial<Omit<DocumentTypeInput, 'practiceAreaId'>>,
): Promise<AdminDocumentType> {
  const row = await getDocumentType(deps.db, id);
  const wanted: Partial<DocumentTypeFields> = {
    ...(update.name !== undefined && { name: update.name }),
    ...(update.description !== undefined && { description: update.description }),
    ...(update.regions !== undefined && { regions: toCodes(update.regions) }),
    ...(update.central !== undefined && { central: update.central }),
    ...(update.signals !== undefined && { signals: update.signals }),
  };
  const changed = (Object.keys(wanted) as (keyof DocumentTypeFields)[]).filter(
    (field) => !isDeepStrictEqual(row[field], wanted[field]),
  );
  if (changed.length === 0) return presentAdminDocumentType(row);
  if (wanted.name !== undefined && (await isDocumentTypeNameTaken(deps.db, row.practiceAreaId, wanted.name, row.id))) {
    throw new ValidationError({ name: [ADMIN_CATALOGUE_MESSAGES.nameTaken] });
  }

  const now = deps.clock();
  const changes: DocumentTypeChanges = Object.fromEntries(changed.map((field) => [field, wanted[field]]));
  return editCatalogue(deps, async (tx) => {
    const updated = await updateDocumentType(tx, id, { ...changes, editedByAdmin: true, updatedAt: now });
    await recordAudit(tx, {
      userId: admin.id,
      action: 'document_type.update',
      subjectType: 'document_type',
      subjectId: id,
      details: { before: Object.fromEntries(changed.map((field) => [field, row[field]])), after: changes },
      at: now,
    });
    return presentAdminDocumentType(updated!);
  });
}

/**
 * Retires or restores a type. Restoring one the seed retired (its key left the seed) makes it the firm's
 * decision, so the next sync does not retire it again.
 */
export async function setDocumentTypeRetired(
  deps: AdminCatalogueDeps,
  admin: Admin,
  id: number,
  retire: boolean,
): Promise<AdminDocumentType> {
  const row = await getDocumentType(deps.db, id);
  if (retire === (row.retiredAt !== null)) return presentAdminDocumentType(row);
  const now = deps.clock();
  return editCatalogue(deps, async (tx) => {
    const updated = await updateDocumentType(
      tx,
      id,
      retire
        ? { retiredAt: now, retiredBy: 'admin', updatedAt: now }
        : { retiredAt: null, retiredBy: null, updatedAt: now, ...(row.retiredBy === 'seed' && { editedByAdmin: true }) },
    );
    await recordAudit(tx, {
      userId: admin.id,
      action: retire ? 'document_type.retire' : 'document_type.restore',
      subjectType: 'document_type',
      subjectId: id,
      at: now,
    });
    return presentAdminDocumentType(updated!);
  });
}

/** A type's questions in order, retired ones included. */
export async function listAdminQuestions(deps: AdminCatalogueDeps, documentTypeId: number): Promise<AdminQuestion[]> {
  await getDocumentType(deps.db, documentTypeId);
  const rows = await listCurrentQuestions(deps.db, documentTypeId, { includeRetired: true });
  return rows.map(presentAdminQuestion);
}

/** 422 when a wording asks outside the type's regions or repeats another live question of the type. */
async function checkWording(
  db: Database,
  type: DocumentTypeRow,
  wording: { question?: string; regions?: readonly Region[] },
  exceptQuestionId?: number,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (wording.regions?.some((region) => !type.regions.includes(REGION_CODE_BY_NAME[region]))) {
    errors.regions = [ADMIN_CATALOGUE_MESSAGES.regionsOutsideType(toNames(type.regions))];
  }
  if (wording.question !== undefined) {
    const normalised = normaliseQuestionText(wording.question);
    const others = await listCurrentQuestions(db, type.id, { includeRetired: false });
    const repeats = others.some(
      ({ question, version }) => question.id !== exceptQuestionId && normaliseQuestionText(version.text) === normalised,
    );
    if (repeats) errors.question = [ADMIN_CATALOGUE_MESSAGES.questionTaken];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** A firm question, appended after the type's last one, as version 1 written by the admin. */
export async function addQuestion(
  deps: AdminCatalogueDeps,
  admin: Admin,
  documentTypeId: number,
  input: QuestionInput,
): Promise<AdminQuestion> {
  const type = await getDocumentType(deps.db, documentTypeId);
  await checkWording(deps.db, type, input);
  const now = deps.clock();
  return editCatalogue(deps, async (tx) => {
    const base = firmKeyBase(input.question);
    const [created] = await insertQuestions(tx, [
      {
        documentTypeId,
        key: uniqueKey(base, await findQuestionKeys(tx, documentTypeId)),
        position: await nextQuestionPosition(tx, documentTypeId),
        source: 'firm',
        wording: { text: input.question, answerType: input.answerType, hints: input.hints, regions: toCodes(input.regions), hypothesis: null },
        createdBy: admin.id,
        at: now,
      },
    ]);
    await recordAudit(tx, {
      userId: admin.id,
      action: 'question.create',
      subjectType: 'question',
      subjectId: created!.question.id,
      details: { documentTypeId, versionId: created!.version.id, question: input.question },
      at: now,
    });
    return presentAdminQuestion(created!);
  });
}

/** Puts the type's questions in the order given, which must name each of them (retired ones too) once. */
export async function reorderQuestions(
  deps: AdminCatalogueDeps,
  admin: Admin,
  documentTypeId: number,
  questionIds: readonly number[],
): Promise<AdminQuestion[]> {
  await getDocumentType(deps.db, documentTypeId);
  const current = await listCurrentQuestions(deps.db, documentTypeId, { includeRetired: true });
  const known = new Set(current.map(({ question }) => question.id));
  const exact =
    questionIds.length === known.size && new Set(questionIds).size === questionIds.length && questionIds.every((id) => known.has(id));
  if (!exact) throw new ValidationError({ questionIds: [ADMIN_CATALOGUE_MESSAGES.questionOrder] });

  const positionById = new Map(current.map(({ question }) => [question.id, question.position]));
  const moves = questionIds
    .map((id, index) => ({ id, position: index + 1 }))
    .filter(({ id, position }) => positionById.get(id) !== position);
  if (moves.length > 0) {
    const now = deps.clock();
    await editCatalogue(deps, async (tx) => {
      await setQuestionPositions(tx, moves);
      await updateDocumentType(tx, documentTypeId, { questionOrderEdited: true });
      await recordAudit(tx, {
        userId: admin.id,
        action: 'question.reorder',
        subjectType: 'document_type',
        subjectId: documentTypeId,
        details: { questionIds },
        at: now,
      });
    });
  }
  return listAdminQuestions(deps, documentTypeId);
}

/**
 * Rewords a question: a new version carrying over the fields not sent. Earlier versions stay, so answers
 * keep the wording they were given. Nothing changed, no version. The seed leaves an edited question alone.
 */
export async function editQuestion(
  deps: AdminCatalogueDeps,
  admin: Admin,
  questionId: number,
  update: Partial<QuestionInput>,
): Promise<AdminQuestion> {
  const current = await getQuestion(deps.db, questionId);
  const { version } = current;
  const text = update.question ?? version.text;
  const answerType = update.answerType ?? version.answerType;
  const wording: Wording = {
    text,
    answerType,
    hints: update.hints ?? version.hints,
    regions: update.regions ? toCodes(update.regions) : version.regions,
    // A reworded question may no longer ask the hypothesis its seed wording did, or with the same polarity: the link
    // is kept only while the question and its answer type stand as they were.
    hypothesis: text === version.text && answerType === version.answerType ? version.hypothesis : null,
  };
  if (sameWording(wording, version)) return presentAdminQuestion(current);
  const type = await getDocumentType(deps.db, current.question.documentTypeId);
  await checkWording(deps.db, type, update, questionId);

  const now = deps.clock();
  return editCatalogue(deps, async (tx) => {
    const edited = await addQuestionVersion(tx, {
      questionId,
      wording,
      createdBy: admin.id,
      at: now,
      changes: { editedByAdmin: true },
    });
    await recordAudit(tx, {
      userId: admin.id,
      action: 'question.update',
      subjectType: 'question',
      subjectId: questionId,
      details: { previousVersionId: version.id, versionId: edited!.version.id, version: edited!.version.version },
      at: now,
    });
    return presentAdminQuestion(edited!);
  });
}

/** Retires or restores a question; restoring one the seed retired makes keeping it the firm's decision. */
export async function setQuestionRetired(
  deps: AdminCatalogueDeps,
  admin: Admin,
  questionId: number,
  retire: boolean,
): Promise<AdminQuestion> {
  const current = await getQuestion(deps.db, questionId);
  const { question } = current;
  if (retire === (question.retiredAt !== null)) return presentAdminQuestion(current);
  const now = deps.clock();
  return editCatalogue(deps, async (tx) => {
    const updated = await updateQuestion(
      tx,
      questionId,
      retire
        ? { retiredAt: now, retiredBy: 'admin', updatedAt: now }
        : { retiredAt: null, retiredBy: null, updatedAt: now, ...(question.retiredBy === 'seed' && { editedByAdmin: true }) },
    );
    await recordAudit(tx, {
      userId: admin.id,
      action: retire ? 'question.retire' : 'question.restore',
      subjectType: 'question',
      subjectId: questionId,
      at: now,
    });
    return presentAdminQuestion({ question: updated!, version: current.version });
  });
}

/** Every wording of a question, newest first. */
export async function listAdminQuestionVersions(deps: AdminCatalogueDeps, questionId: number): Promise<QuestionVersion[]> {
  await getQuestion(deps.db, questionId);
  return (await listQuestionVersions(deps.db, questionId)).map(presentQuestionVersion);
}
