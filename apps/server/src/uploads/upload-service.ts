import { notFound } from '@dd/http-kit';
import type { Database } from '../db/database.ts';
import { isUuid } from '../db/is-uuid.ts';
import type { UploadRow } from '../db/schema.ts';
import type { PdfDownload } from '../http/send-pdf.ts';
import type { Storage } from '../storage/storage.ts';
import {
  deleteUploadRow,
  findLiveUpload,
  listExpiredUnclaimedUploads,
  type UploadWithType,
} from './upload-repository.ts';

export interface UploadServiceDeps {
  db: Database;
  storage: Storage;
  clock: () => Date;
}


/** The caller's live upload; unknown, another user's and expired all read as 404 so none is revealed. */
export async function getUpload(deps: UploadServiceDeps, userId: string, uploadId: string): Promise<UploadWithType> {
  const row = isUuid(uploadId) ? await findLiveUpload(deps.db, userId, uploadId, deps.clock()) : undefined;
  if (!row) throw notFound();
  return row;
}

export async function readUploadFile(
  deps: UploadServiceDeps,
  userId: string,
  uploadId: string,
): Promise<PdfDownload> {
  const row = await getUpload(deps, userId, uploadId);
  const object = await deps.storage.openRead(row.storageKey);
  if (!object) throw notFound();
  return { object, filename: row.filename };
}

/** Removes the row first, so a failure deleting the objects never leaves a row pointing at nothing. */
export async function deleteUpload(deps: UploadServiceDeps, userId: string, uploadId: string): Promise<void> {
  const row = await getUpload(deps, userId, uploadId);
  await deleteUploadRow(deps.db, row.id);
  await removeStoredObjects(deps.storage, row);
}

const SWEEP_BATCH = 100;

/** Deletes every expired unclaimed upload with its stored objects; answers how many went. */
export async function sweepExpiredUploads(deps: UploadServiceDeps): Promise<number> {
  let swept = 0;
  for (;;) {
    const expired = await listExpiredUnclaimedUploads(deps.db, deps.clock(), SWEEP_BATCH);
    for (const row of expired) {
      await deleteUploadRow(deps.db, row.id);
      await removeStoredObjects(deps.storage, row);
    }
    swept += expired.length;
    if (expired.length < SWEEP_BATCH) return swept;
  }
}

async function removeStoredObjects(storage: Storage, row: UploadRow): Promise<void> {
  for (const key of [row.storageKey, row.originalKey, row.extractedKey]) if (key) await storage.delete(key);
}
