import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { caseAnnexures, caseFiles, cases, type CaseAnnexureRow, type CaseRow } from '../db/schema.ts';

export type NewAnnexure = Omit<typeof caseAnnexures.$inferInsert, 'id'>;
export type AnnexureChanges = Partial<Pick<CaseAnnexureRow, 'status' | 'error' | 'kind' | 'extractedKey' | 'pages' | 'caseFileId' | 'updatedAt'>>;

/** An uploaded annexure with the name of the case file it is attached to, as the list shows it. */
export type AnnexureWithParent = CaseAnnexureRow & { parentFilename: string | null };

export async function insertAnnexures(db: Database, rows: NewAnnexure[]): Promise<CaseAnnexureRow[]> {
  return db.insert(caseAnnexures).values(rows).returning();
}

/** An annexure with its parent file's name and its case: the pipeline needs the owner, practice area and region. */
export async function findAnnexure(db: Database, annexureId: string): Promise<(AnnexureWithParent & { case: CaseRow }) | undefined> {
  const [row] = await db
    .select({ annexure: caseAnnexures, parentFilename: caseFiles.filename, case: cases })
    .from(caseAnnexures)
    .innerJoin(cases, eq(cases.id, caseAnnexures.caseId))
    .leftJoin(caseFiles, eq(caseFiles.id, caseAnnexures.parentCaseFileId))
    .where(eq(caseAnnexures.id, annexureId));
  return row && { ...row.annexure, parentFilename: row.parentFilename, case: row.case };
}

/** The annexure only when it belongs to this case. */
export async function findCaseAnnexure(db: Database, caseId: string, annexureId: string): Promise<CaseAnnexureRow | undefined> {
  const [row] = await db
    .select()
    .from(caseAnnexures)
    .where(and(eq(caseAnnexures.id, annexureId), eq(caseAnnexures.caseId, caseId)));
  return row;
}

/** The case's uploaded annexures, oldest first, with their parent file's name. */
export async function listUploadedAnnexures(db: Database, caseId: string): Promise<AnnexureWithParent[]> {
  const rows = await db
    .select({ annexure: caseAnnexures, parentFilename: caseFiles.filename })
    .from(caseAnnexures)
    .leftJoin(caseFiles, eq(caseFiles.id, caseAnnexures.parentCaseFileId))
    .where(eq(caseAnnexures.caseId, caseId))
    .orderBy(asc(caseAnnexures.createdAt), asc(caseAnnexures.filename));
  return rows.map(({ annexure, parentFilename }) => ({ ...annexure, parentFilename }));
}

/** The names already taken in a case, by its files and its uploaded annexures. */
export async function listCaseNames(db: Database, caseId: string): Promise<string[]> {
  const [files, annexures] = await Promise.all([
    db.select({ filename: caseFiles.filename }).from(caseFiles).where(eq(caseFiles.caseId, caseId)),
    db.select({ filename: caseAnnexures.filename }).from(caseAnnexures).where(eq(caseAnnexures.caseId, caseId)),
  ]);
  return [...files, ...annexures].map((row) => row.filename);
}

/** Records the reading's result on an annexure still being read; undefined when it was removed meanwhile. */
export async function settleAnnexure(db: Database, annexureId: string, changes: AnnexureChanges): Promise<CaseAnnexureRow | undefined> {
  const [row] = await db
    .update(caseAnnexures)
    .set(changes)
    .where(and(eq(caseAnnexures.id, annexureId), eq(caseAnnexures.status, 'reading')))
    .returning();
  return row;
}

export async function updateAnnexure(db: Database, annexureId: string, changes: AnnexureChanges): Promise<CaseAnnexureRow | undefined> {
  const [row] = await db.update(caseAnnexures).set(changes).where(eq(caseAnnexures.id, annexureId)).returning();
  return row;
}

const keysOf = (rows: Pick<CaseAnnexureRow, 'storageKey' | 'extractedKey'>[]) =>
  rows.flatMap((row) => [row.storageKey, ...(row.extractedKey ? [row.extractedKey] : [])]);

/** The storage keys of a case's annexures, for removing them once the case's rows are gone. */
export async function listAnnexureStorageKeys(db: Database, caseId: string): Promise<string[]> {
  return keysOf(
    await db.select({ storageKey: caseAnnexures.storageKey, extractedKey: caseAnnexures.extractedKey }).from(caseAnnexures).where(eq(caseAnnexures.caseId, caseId)),
  );
}

/**
 * Removes the annexures attached to a case file (the foreign key alone would only detach them) and answers their
 * storage keys, for removing the objects once the transaction is done.
 */
export async function deleteAttachedAnnexures(db: Database, caseFileId: string): Promise<string[]> {
  return keysOf(
    await db
      .delete(caseAnnexures)
      .where(eq(caseAnnexures.parentCaseFileId, caseFileId))
      .returning({ storageKey: caseAnnexures.storageKey, extractedKey: caseAnnexures.extractedKey }),
  );
}
