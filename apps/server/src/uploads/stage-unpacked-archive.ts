import { rm } from 'node:fs/promises';
import { recordAudit } from '../audit/audit-log-repository.ts';
import type { UploadRow } from '../db/schema.ts';
import { generateStorageKey } from '../storage/storage.ts';
import type { ExtractUploadDeps } from './extract-upload.ts';
import type { ReadArchive } from './read-document-in-worker.ts';
import { insertUploads, settleUpload } from './upload-repository.ts';

/**
 * An archive a worker unpacked (issue 33): each file it holds stored and made an upload of its own, named by its path
 * in the archive and read like any other (`upload.extract`); the archive settles as `unpacked`, with the entries it
 * did not take and why, and the request waiting on it waits on its files instead. False when the archive was
 * abandoned meanwhile: nothing is kept.
 */
export async function stageUnpackedArchive(deps: ExtractUploadDeps, row: UploadRow, { archive, outDir }: ReadArchive): Promise<boolean> {
  const stored: { key: string; file: ReadArchive['archive']['files'][number] }[] = [];
  const removeStored = () => Promise.allSettled(stored.map(({ key }) => deps.storage.delete(key)));
  try {
    for (const file of archive.files) {
      const key = generateStorageKey('uploads');
      await deps.storage.putFile(key, file.file, 'application/pdf');
      stored.push({ key, file });
    }
  } catch (error) {
    await removeStored();
    throw error;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
  const files = await deps.db.transaction(async (tx) => {
    if (!(await settleUpload(tx, row.id, { status: 'unpacked', archiveRefusals: archive.refused }))) return null;
    await recordAudit(tx, {
      userId: row.userId,
      action: 'upload.unpack',
      subjectType: 'upload',
      subjectId: row.id,
      details: { filename: row.filename, files: archive.files.length, refused: archive.refused.length },
      at: deps.clock(),
    });
    return insertUploads(
      tx,
      stored.map(({ key, file }) => ({
        userId: row.userId,
        filename: file.path,
        storageKey: key,
        status: 'processing' as const,
        archiveId: row.id,
        batchId: row.batchId,
        batchIndex: row.batchIndex,
        batchTotal: row.batchTotal,
        sha256: file.sha256,
        sizeBytes: file.size,
        practiceAreaId: row.practiceAreaId,
        region: row.region,
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
      })),
    );
  });
  if (!files) {
    await removeStored();
    return false;
  }
  await deps.jobs.sendMany(files.map((file) => ({ name: 'upload.extract' as const, payload: { uploadId: file.id } })));
  return true;
}
