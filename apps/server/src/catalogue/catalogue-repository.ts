import { isDeepStrictEqual } from 'node:util';
import { and, arrayContains, asc, desc, eq, inArray, isNull, like, max, sql, type SQL } from 'drizzle-orm';
import type { RegionCode } from '@dd/contracts';
import type { Database } from '../db/database.ts';
import {
  catalogueState,
  documentTypes,
  questions,
  questionVersions,
  users,
  type DocumentTypeRow,
  type QuestionRow,
  type QuestionVersionRow,
} from '../db/schema.ts';

/** A question with the wording it is asked in now. */
export interface CurrentQuestion {
  question: QuestionRow;
  version: QuestionVersionRow;
}

/** What a wording consists of: everything a version row holds besides its identity. */
export type Wording = Pick<QuestionVersionRow, 'text' | 'answerType' | 'hints' | 'regions' | 'hypothesis'>;

/** Whether two wordings are the same: then no new version is written. */
export const sameWording = (a: Wording, b: Wording) =>
  a.text === b.text &&
  a.answerType === b.answerType &&
  isDeepStrictEqual(a.hints, b.hints) &&
  isDeepStrictEqual(a.regions, b.regions) &&
  a.hypothesis === b.hypothesis;

export type NewDocumentType = Omit<typeof documentTypes.$inferInsert, 'id'>;
export type DocumentTypeChanges = Partial<Omit<DocumentTypeRow, 'id' | 'key' | 'source' | 'createdAt'>>;
export type QuestionChanges = Partial<Pick<QuestionRow, 'editedByAdmin' | 'retiredAt' | 'retiredBy' | 'updatedAt'>>;

export interface NewQuestion {
  documentTypeId: number;
  key: string;
  position: number;
  source: QuestionRow['source'];
  wording: Wording;
  createdBy: string | null;
  at: Date;
}

/** Rows per INSERT: far below PostgreSQL's 65,535 bound parameters whatever the seed grows to. */
const INSERT_CHUNK = 500;

/** Seed types in seed order first, then the firm's own in the order they were added. */
const catalogueOrder = [sql`${documentTypes.source} = 'firm'`, asc(documentTypes.position), asc(documentTypes.id)];

export async function listDocumentTypes(
  db: Database,
  filter: { practiceAreaId?: number; region?: RegionCode; includeRetired: boolean },
): Promise<DocumentTypeRow[]> {
  const conditions: SQL[] = [];
  if (filter.practiceAreaId !== undefined) conditions.push(eq(documentTypes.practiceAreaId, filter.practiceAreaId));
  if (filter.region) conditions.push(arrayContains(documentTypes.regions, [filter.region]));
  if (!filter.includeRetired) conditions.push(isNull(documentTypes.retiredAt));
  return db
    .select()
    .from(documentTypes)
    .where(and(...conditions))
    .orderBy(asc(documentTypes.practiceAreaId), ...catalogueOrder);
}

export async function findDocumentType(db: Database, id: number): Promise<DocumentTypeRow | undefined> {
  const [row] = await db.select().from(documentTypes).where(eq(documentTypes.id, id));
  return row;
}

/** True when another type of the practice area already has this name, compared case-insensitively. */
export async function isDocumentTypeNameTaken(
  db: Database,
  practiceAreaId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const conditions = [eq(documentTypes.practiceAreaId, practiceAreaId), sql`lower(${documentTypes.name}) = lower(${name})`];
  if (exceptId !== undefined) conditions.push(sql`${documentTypes.id} <> ${exceptId}`);
  const [row] = await db.select({ id: documentTypes.id }).from(documentTypes).where(and(...conditions)).limit(1);
  return row !== undefined;
}

/** Keys that start with `prefix` (a kebab-case slug, so it holds no LIKE wildcards). */
export async function findDocumentTypeKeys(db: Database, prefix: string): Promise<string[]> {
  const rows = await db.select({ key: documentTypes.key }).from(documentTypes).where(like(documentTypes.key, `${prefix}%`));
  return rows.map((row) => row.key);
}

export async function nextDocumentTypePosition(db: Database): Promise<number> {
  const [row] = await db.select({ position: max(documentTypes.position) }).from(documentTypes);
  return (row?.position ?? 0) + 1;
}

/** Throws a unique violation (see isUniqueViolation) when a key is taken. */
export async function insertDocumentTypes(db: Database, rows: NewDocumentType[]): Promise<DocumentTypeRow[]> {
  if (rows.length === 0) return [];
  return db.insert(documentTypes).values(rows).returning();
}

export async function updateDocumentType(
  db: Database,
  id: number,
  changes: DocumentTypeChanges,
): Promise<DocumentTypeRow | undefined> {
  const [row] = await db.update(documentTypes).set(changes).where(eq(documentTypes.id, id)).returning();
  return row;
}

const currentVersionJoin = and(
  eq(questionVersions.questionId, questions.id),
  eq(questionVersions.version, questions.currentVersion),
);

/** A type's questions in order, with their current wording; `region` keeps those asked there. */
export async function listCurrentQuestions(
  db: Database,
  documentTypeId: number,
  filter: { region?: RegionCode; includeRetired: boolean },
): Promise<CurrentQuestion[]> {
  const conditions: SQL[] = [eq(questions.documentTypeId, documentTypeId)];
  if (filter.region) conditions.push(arrayContains(questionVersions.regions, [filter.region]));
  if (!filter.includeRetired) conditions.push(isNull(questions.retiredAt));
  return db
    .select({ question: questions, version: questionVersions })
    .from(questions)
    .innerJoin(questionVersions, currentVersionJoin)
    .where(and(...conditions))
    .orderBy(asc(questions.position), asc(questions.id));
}

/** Every question of every type with its current wording, retired ones included (for the seed sync). */
export async function listAllCurrentQuestions(db: Database): Promise<CurrentQuestion[]> {
  return db
    .select({ question: questions, version: questionVersions })
    .from(questions)
    .innerJoin(questionVersions, currentVersionJoin)
    .orderBy(asc(questions.documentTypeId), asc(questions.position), asc(questions.id));
}

export async function findCurrentQuestion(db: Database, id: number): Promise<CurrentQuestion | undefined> {
  const [row] = await db
    .select({ question: questions, version: questionVersions })
    .from(questions)
    .innerJoin(questionVersions, currentVersionJoin)
    .where(eq(questions.id, id));
  return row;
}

export async function findQuestionKeys(db: Database, documentTypeId: number): Promise<string[]> {
  const rows = await db.select({ key: questions.key }).from(questions).where(eq(questions.documentTypeId, documentTypeId));
  return rows.map((row) => row.key);
}

export async function nextQuestionPosition(db: Database, documentTypeId: number): Promise<number> {
  const [row] = await db
    .select({ position: max(questions.position) })
    .from(questions)
    .where(eq(questions.documentTypeId, documentTypeId));
  return (row?.position ?? 0) + 1;
}

/** Inserts questions with their first wording (version 1), in bulk; returns them in the order given. */
export async function insertQuestions(db: Database, items: NewQuestion[]): Promise<CurrentQuestion[]> {
  const inserted: CurrentQuestion[] = [];
  for (let start = 0; start < items.length; start += INSERT_CHUNK) {
    const chunk = items.slice(start, start + INSERT_CHUNK);
    const questionRows = await db
      .insert(questions)
      .values(
        chunk.map((item) => ({
          documentTypeId: item.documentTypeId,
          key: item.key,
          position: item.position,
          source: item.source,
          currentVersion: 1,
          createdAt: item.at,
          updatedAt: item.at,
        })),
      )
      .returning();
    const versionRows = await db
      .insert(questionVersions)
      .values(
        chunk.map((item, index) => ({
          questionId: questionRows[index]!.id,
          version: 1,
          ...item.wording,
          createdBy: item.createdBy,
          createdAt: item.at,
        })),
      )
      .returning();
    const versionByQuestion = new Map(versionRows.map((row) => [row.questionId, row]));
    for (const question of questionRows) inserted.push({ question, version: versionByQuestion.get(question.id)! });
  }
  return inserted;
}

/**
 * Makes `wording` the question's next version. The number is taken by incrementing current_version, which
 * locks the row, so concurrent edits get distinct versions; call it inside a transaction.
 */
export async function addQuestionVersion(
  db: Database,
  input: { questionId: number; wording: Wording; createdBy: string | null; at: Date; changes?: QuestionChanges },
): Promise<CurrentQuestion | undefined> {
  const [question] = await db
    .update(questions)
    .set({ ...input.changes, currentVersion: sql`${questions.currentVersion} + 1`, updatedAt: input.at })
    .where(eq(questions.id, input.questionId))
    .returning();
  if (!question) return undefined;
  const [version] = await db
    .insert(questionVersions)
    .values({
      questionId: question.id,
      version: question.currentVersion,
      ...input.wording,
      createdBy: input.createdBy,
      createdAt: input.at,
    })
    .returning();
  return { question, version: version! };
}

export async function updateQuestion(db: Database, id: number, changes: QuestionChanges): Promise<QuestionRow | undefined> {
  const [row] = await db.update(questions).set(changes).where(eq(questions.id, id)).returning();
  return row;
}

/** Gives each listed question the position it is paired with, in one statement. */
export async function setQuestionPositions(db: Database, positions: { id: number; position: number }[]): Promise<void> {
  if (positions.length === 0) return;
  const cases = sql.join(
    positions.map(({ id, position }) => sql`when ${id}::integer then ${position}::integer`),
    sql` `,
  );
  await db
    .update(questions)
    .set({ position: sql`case ${questions.id} ${cases} end` })
    .where(
      inArray(
        questions.id,
        positions.map(({ id }) => id),
      ),
    );
}

/** A version with the name of the admin who wrote it (null for seed wording). */
export type QuestionVersionWithAuthor = QuestionVersionRow & { createdByName: string | null };

/** Every wording of a question, newest first. */
export async function listQuestionVersions(db: Database, questionId: number): Promise<QuestionVersionWithAuthor[]> {
  const rows = await db
    .select({ version: questionVersions, createdByName: users.name })
    .from(questionVersions)
    .leftJoin(users, eq(users.id, questionVersions.createdBy))
    .where(eq(questionVersions.questionId, questionId))
    .orderBy(desc(questionVersions.version));
  return rows.map((row) => ({ ...row.version, createdByName: row.createdByName }));
}

/**
 * The exact wordings behind these version ids, keyed by version id: what a case shows for a question it was
 * asked, however the question has been reworded since. Ids that do not exist are simply absent.
 */
export async function getQuestionVersions(db: Database, versionIds: readonly number[]): Promise<Map<number, QuestionVersionRow>> {
  const ids = [...new Set(versionIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(questionVersions).where(inArray(questionVersions.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

const CATALOGUE_LOCK_ID = 726_104_312;

/** Serialises seed syncs across processes until the surrounding transaction ends. */
export async function lockCatalogue(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK_ID})`);
}

export async function findCatalogueState(db: Database): Promise<{ version: number; contentHash: string } | undefined> {
  const [row] = await db.select().from(catalogueState).where(eq(catalogueState.id, 1));
  return row;
}

export async function saveCatalogueState(db: Database, state: { version: number; contentHash: string; at: Date }): Promise<void> {
  const values = { version: state.version, contentHash: state.contentHash, appliedAt: state.at };
  await db
    .insert(catalogueState)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: catalogueState.id, set: values });
}
