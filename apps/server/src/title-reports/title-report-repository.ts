import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FileCitation } from '@dd/contracts';
import type { Database } from '../db/database.ts';
import { atVersion, nextVersion } from '../db/record-versions.ts';
import { caseFiles, cases, documentTypes, titleChecklistItems, titleReports, users, type TitleChecklistItemRow, type TitleReportRow } from '../db/schema.ts';

/** A report with its author's name, its case's title and owner, and whether it is its case's active one. */
export interface TitleReportWithAuthor extends TitleReportRow {
  authorName: string | null;
  active: boolean;
  caseTitle: string;
  ownerId: string;
  ownerName: string;
}

export interface ChecklistItemWithVerifier extends TitleChecklistItemRow {
  verifierName: string | null;
}

export type TitleReportChanges = Partial<Pick<TitleReportRow, 'status' | 'error' | 'registers' | 'sections' | 'redFlags' | 'completedAt'>>;
export type NewChecklistItem = Pick<
  TitleChecklistItemRow,
  'caseId' | 'caseFileId' | 'titleNumber' | 'position' | 'key' | 'label' | 'status' | 'finding' | 'evidence'
>;

/** The case's owner, apart from the report's author (who may be an admin). */
const owners = alias(users, 'owners');

const reportColumns = {
  report: titleReports,
  authorName: users.name,
  active: sql<boolean>`coalesce(${cases.activeTitleReportId} = ${titleReports.id}, false)`,
  caseTitle: cases.title,
  ownerId: cases.userId,
  ownerName: owners.name,
};

const withAuthor = ({ report, ...about }: { report: TitleReportRow } & Omit<TitleReportWithAuthor, keyof TitleReportRow>): TitleReportWithAuthor => ({
  ...report,
  ...about,
});

const selectReports = (db: Database) =>
  db
    .select(reportColumns)
    .from(titleReports)
    .innerJoin(cases, eq(cases.id, titleReports.caseId))
    .innerJoin(owners, eq(owners.id, cases.userId))
    .leftJoin(users, eq(users.id, titleReports.createdBy));

/** The next version of a case's report, added as `pending`; the unique (case, version) key settles a race. */
export async function insertTitleReport(db: Database, input: { caseId: string; createdBy: string; at: Date }): Promise<TitleReportRow> {
  const [latest] = await db.select({ version: max(titleReports.version) }).from(titleReports).where(eq(titleReports.caseId, input.caseId));
  const [row] = await db
    .insert(titleReports)
    .values({ caseId: input.caseId, version: (latest?.version ?? 0) + 1, createdBy: input.createdBy, createdAt: input.at })
    .returning();
  return row!;
}

export async function findTitleReport(db: Database, reportId: string): Promise<TitleReportWithAuthor | undefined> {
  const [row] = await selectReports(db).where(eq(titleReports.id, reportId));
  return row && withAuthor(row);
}

export async function findTitleReportOwner(db: Database, reportId: string): Promise<{ caseId: string; userId: string } | undefined> {
  const [row] = await db
    .select({ caseId: cases.id, userId: cases.userId })
    .from(titleReports)
    .innerJoin(cases, eq(cases.id, titleReports.caseId))
    .where(eq(titleReports.id, reportId));
  return row;
}

/** The report a case shows: its active version, else its newest; undefined when it has none. */
export async function findCurrentTitleReport(db: Database, caseId: string): Promise<TitleReportWithAuthor | undefined> {
  const [row] = await selectReports(db).where(eq(titleReports.caseId, caseId)).orderBy(desc(reportColumns.active), desc(titleReports.version)).limit(1);
  return row && withAuthor(row);
}

/** Reports newest version first: of one case, of one user's cases, or (no filter) of every case. */
export async function listTitleReports(db: Database, filter: { caseId?: string; userId?: string }): Promise<TitleReportWithAuthor[]> {
  const conditions = [
    ...(filter.caseId ? [eq(titleReports.caseId, filter.caseId)] : []),
    ...(filter.userId ? [eq(cases.userId, filter.userId)] : []),
  ];
  const rows = await selectReports(db)
    .where(and(...conditions))
    .orderBy(desc(titleReports.createdAt), desc(titleReports.version));
  return rows.map(withAuthor);
}

export async function updateTitleReport(db: Database, reportId: string, changes: TitleReportChanges): Promise<TitleReportRow | undefined> {
  const [row] = await db.update(titleReports).set(changes).where(eq(titleReports.id, reportId)).returning();
  return row;
}

export async function setActiveTitleReport(db: Database, caseId: string, reportId: string | null, at: Date): Promise<void> {
  await db.update(cases).set({ activeTitleReportId: reportId, updatedAt: at }).where(eq(cases.id, caseId));
}

/** Deletes a report; when it was the active one, the newest remaining ready version becomes active. */
export async function deleteTitleReport(db: Database, report: Pick<TitleReportRow, 'id' | 'caseId'>, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(titleReports).where(eq(titleReports.id, report.id));
    const [active] = await tx.select({ id: cases.activeTitleReportId }).from(cases).where(eq(cases.id, report.caseId));
    if (active?.id !== report.id) return;
    const [next] = await tx
      .select({ id: titleReports.id })
      .from(titleReports)
      .where(and(eq(titleReports.caseId, report.caseId), eq(titleReports.status, 'ready')))
      .orderBy(desc(titleReports.version))
      .limit(1);
    await tx.update(cases).set({ activeTitleReportId: next?.id ?? null, updatedAt: at }).where(eq(cases.id, report.caseId));
  });
}

/** A case's files with their document type's key, which tells a register of title from the other documents. */
export async function listCaseFileTypeKeys(db: Database, caseId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: caseFiles.id, key: documentTypes.key })
    .from(caseFiles)
    .innerJoin(documentTypes, eq(documentTypes.id, caseFiles.documentTypeId))
    .where(eq(caseFiles.caseId, caseId));
  return new Map(rows.map((row) => [row.id, row.key]));
}

/** The extracted-text keys of some of a case's files. */
export async function listExtractedKeys(db: Database, caseFileIds: readonly string[]): Promise<Map<string, string | null>> {
  if (caseFileIds.length === 0) return new Map();
  const rows = await db.select({ id: caseFiles.id, extractedKey: caseFiles.extractedKey }).from(caseFiles).where(inArray(caseFiles.id, [...caseFileIds]));
  return new Map(rows.map((row) => [row.id, row.extractedKey]));
}

const selectItems = (db: Database) =>
  db.select({ item: titleChecklistItems, verifierName: users.name }).from(titleChecklistItems).leftJoin(users, eq(users.id, titleChecklistItems.verifiedBy));

export async function listChecklistItems(db: Database, caseId: string): Promise<ChecklistItemWithVerifier[]> {
  const rows = await selectItems(db).where(eq(titleChecklistItems.caseId, caseId)).orderBy(asc(titleChecklistItems.position));
  return rows.map((row) => ({ ...row.item, verifierName: row.verifierName }));
}

export async function findChecklistItem(db: Database, itemId: string): Promise<ChecklistItemWithVerifier | undefined> {
  const [row] = await selectItems(db).where(eq(titleChecklistItems.id, itemId));
  return row && { ...row.item, verifierName: row.verifierName };
}

export async function findChecklistItemOwner(db: Database, itemId: string): Promise<{ caseId: string; userId: string } | undefined> {
  const [row] = await db
    .select({ caseId: cases.id, userId: cases.userId })
    .from(titleChecklistItems)
    .innerJoin(cases, eq(cases.id, titleChecklistItems.caseId))
    .where(eq(titleChecklistItems.id, itemId));
  return row;
}

/** Where evidence stands, compared by place rather than by its JSON (jsonb keeps keys in its own order). */
const evidenceKey = (evidence: readonly FileCitation[]) =>
  evidence.map((citation) => `${citation.caseFileId}:${citation.page}:${citation.start}:${citation.end}`).join(' ');

/**
 * Replaces a case's checklist with freshly drawn items. A check already on the list keeps the lawyer's note, and
 * keeps its verification when its result and evidence are unchanged: a lawyer re-verifies only what moved.
 */
export async function replaceChecklistItems(db: Database, caseId: string, items: readonly NewChecklistItem[], at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx.select().from(titleChecklistItems).where(eq(titleChecklistItems.caseId, caseId));
    const previous = new Map(existing.map((row) => [`${row.caseFileId}:${row.key}`, row]));
    const kept = items.map((item) => `${item.caseFileId}:${item.key}`);
    const stale = existing.filter((row) => !kept.includes(`${row.caseFileId}:${row.key}`)).map((row) => row.id);
    if (stale.length > 0) await tx.delete(titleChecklistItems).where(inArray(titleChecklistItems.id, stale));
    for (const item of items) {
      const before = previous.get(`${item.caseFileId}:${item.key}`);
      if (!before) {
        await tx.insert(titleChecklistItems).values({ ...item, createdAt: at, updatedAt: at });
        continue;
      }
      const unchanged = before.status === item.status && evidenceKey(before.evidence) === evidenceKey(item.evidence);
      await tx
        .update(titleChecklistItems)
        // A check whose result moved loses its verification, so a verification made before is stale.
        .set({ ...item, updatedAt: at, ...(unchanged ? {} : { verifiedBy: null, verifiedAt: null, version: nextVersion(titleChecklistItems.version) }) })
        .where(eq(titleChecklistItems.id, before.id));
    }
  });
}

/**
 * The lawyer's verification or note, compared and set in one statement: applied, and the version moved on, only
 * while the item is still at `expectedVersion` (any version when undefined). False when it moved on or is gone.
 */
export async function changeChecklistItem(
  db: Database,
  itemId: string,
  changes: Partial<Pick<TitleChecklistItemRow, 'verifiedBy' | 'verifiedAt' | 'note'>> & Pick<TitleChecklistItemRow, 'updatedAt'>,
  expectedVersion: number | undefined,
): Promise<boolean> {
  const rows = await db
    .update(titleChecklistItems)
    .set({ ...changes, version: nextVersion(titleChecklistItems.version) })
    .where(and(eq(titleChecklistItems.id, itemId), atVersion(titleChecklistItems.version, expectedVersion)))
    .returning({ id: titleChecklistItems.id });
  return rows.length > 0;
}
