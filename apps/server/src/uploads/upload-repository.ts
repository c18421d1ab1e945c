import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { documentTypes, uploads, type UploadRow } from '../db/schema.ts';

export type NewUpload = Omit<typeof uploads.$inferInsert, 'id'>;
export type UploadResult = Partial<
  Pick<
    UploadRow,
    | 'status'
    | 'error'
    | 'storageKey'
    | 'originalKey'
    | 'source'
    | 'extractedKey'
    | 'pages'
    | 'ocrPages'
    | 'documentTypeId'
    | 'confidence'
    | 'classificationReason'
    | 'annexures'
    | 'archiveRefusals'
  >
>;

/** An upload row with the name of its detected document type. */
export type UploadWithType = UploadRow & { documentTypeName: string | null };

export async function insertUpload(db: Database, upload: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(upload).returning();
  return row!;
}

/** Several uploads at once (an archive's files), in the order given. */
export async function insertUploads(db: Database, rows: NewUpload[]): Promise<UploadRow[]> {
  if (rows.length === 0) return [];
  return db.insert(uploads).values(rows).returning();
}

/** The files unpacked from these archives, by their paths in the archive: the data room's own index order. */
export async function listArchiveUploads(db: Database, archiveIds: readonly string[]): Promise<UploadRow[]> {
  if (archiveIds.length === 0) return [];
  return db.select().from(uploads).where(inArray(uploads.archiveId, [...archiveIds])).orderBy(asc(uploads.filename));
}

export async function findUpload(db: Database, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

/** These uploads with their type's name, whatever their status: what a process-pdf request waits on. */
export async function listUploadsWithType(db: Database, ids: readonly string[]): Promise<UploadWithType[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ upload: uploads, documentTypeName: documentTypes.name })
    .from(uploads)
    .leftJoin(documentTypes, eq(documentTypes.id, uploads.documentTypeId))
    .where(inArray(uploads.id, [...ids]));
  return rows.map((row) => ({ ...row.upload, documentTypeName: row.documentTypeName }));
}

/** Records the reading's result on an upload still being processed; false when it was abandoned meanwhile. */
export async function settleUpload(db: Database, id: string, result: UploadResult): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set(result)
    .where(and(eq(uploads.id, id), eq(uploads.status, 'processing')))
    .returning({ id: uploads.id });
  return rows.length > 0;
}

/** Deletes those of these uploads still being processed, returning them (their objects are the caller's to remove). */
export async function deleteProcessingUploads(db: Database, ids: readonly string[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return db
    .delete(uploads)
    .where(and(inArray(uploads.id, [...ids]), eq(uploads.status, 'processing')))
    .returning();
}

/** The user's staged upload, unless it is unknown, someone else's, not read (yet, or ever) or expired. */
export async function findLiveUpload(db: Database, userId: string, id: string, now: Date): Promise<UploadWithType | undefined> {
  const [row] = await db
    .select({ upload: uploads, documentTypeName: documentTypes.name })
    .from(uploads)
    .leftJoin(documentTypes, eq(documentTypes.id, uploads.documentTypeId))
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId), eq(uploads.status, 'ready')));
  if (!row || row.upload.expiresAt <= now) return undefined;
  return { ...row.upload, documentTypeName: row.documentTypeName };
}

export async function deleteUploadRow(db: Database, id: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}

/**
 * Takes the user's live uploads among `ids` for a case, inside the case's transaction: the rows go (the case's
 * files take over their stored objects) and are returned. Unknown, foreign and expired ids are simply absent.
 */
export async function takeUploadRows(db: Database, userId: string, ids: readonly string[], now: Date): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return db
    .delete(uploads)
    .where(
      and(
        eq(uploads.userId, userId),
        inArray(uploads.id, [...ids]),
        eq(uploads.status, 'ready'),
        gt(uploads.expiresAt, now),
      ),
    )
    .returning();
}

export async function listExpiredUnclaimedUploads(db: Database, now: Date, limit: number): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploads)
    .where(lte(uploads.expiresAt, now))
    .limit(limit);
}
