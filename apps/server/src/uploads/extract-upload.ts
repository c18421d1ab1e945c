import { rm } from 'node:fs/promises';
import { MESSAGES, type RealtimeEventPayload } from '@dd/contracts';
import { detectAnnexures, isIngestionError, type DocumentWorkerPool } from '@dd/engine';
import { recordAudit } from '../audit/audit-log-repository.ts';
import type { UploadLimits } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { UploadRow } from '../db/schema.ts';
import type { JobLogger, JobSender } from '../jobs/job-queue.ts';
import { recordPagesRead } from '../metrics/record-metrics.ts';
import { trackWork } from '../jobs/work-registry.ts';
import type { Notify } from '../notifier.ts';
import { generateStorageKey, type Storage } from '../storage/storage.ts';
import type { PracticeAreaClassifier } from './document-classifiers.ts';
import { readDocumentInWorker, type ReadArchive, type ReadDocument } from './read-document-in-worker.ts';
import { stageUnpackedArchive } from './stage-unpacked-archive.ts';
import { announceUploadSettled } from './upload-settled.ts';
import { findUpload, settleUpload } from './upload-repository.ts';

export interface ExtractUploadDeps {
  db: Database;
  storage: Storage;
  documentWorkers: DocumentWorkerPool;
  jobs: JobSender;
  notify: Notify;
  clock: () => Date;
  limits: UploadLimits;
  classifierFor(practiceAreaId: number): Promise<PracticeAreaClassifier>;
  log: JobLogger;
}

type Progress = Pick<RealtimeEventPayload<'file.processed'>, 'status' | 'page' | 'pages' | 'error'>;

/**
 * The `upload.extract` job: reads a process-pdf file in a document worker (text, OCR page by page), classifies
 * it and finds its annexures, and leaves it `ready` (staged) or `failed` with a reason the lawyer can act on.
 * An upload already settled or abandoned is left as it is.
 */
export async function extractUpload(deps: ExtractUploadDeps, uploadId: string): Promise<void> {
  const row = await findUpload(deps.db, uploadId);
  if (!row || row.status !== 'processing') return;
  const progress = (update: Progress) =>
    deps.notify(row.userId, 'file.processed', {
      batchId: row.batchId,
      filename: row.filename,
      index: row.batchIndex,
      total: row.batchTotal,
      ...update,
    });
  progress({ status: 'reading', page: null, pages: null, error: null });

  const work = trackWork(uploadId);
  let read: ReadDocument | ReadArchive;
  try {
    // A file taken from a container is one document: an email's own message is filed among its attachments as the
    // message alone, and an archive holds no archive still packed (it was unpacked with it, or refused).
    const container = row.archiveId === null ? { archives: true as const, name: row.filename } : { archives: false as const };
    read = await readDocumentInWorker(deps.documentWorkers, { storage: deps.storage, key: row.storageKey }, deps.limits, {
      owner: row.userId,
      accept: 'documents',
      ...container,
      renditionPrefix: 'uploads',
      signal: work.signal,
      onProgress: ({ stage, page, pages }) => {
        if (stage === 'ocr') progress({ status: 'ocr', page, pages, error: null });
      },
    });
  } catch (error) {
    if (work.signal.aborted) return;
    // A file the readers cannot read is that file's answer; anything else is ours, logged, and told plainly.
    const message = isIngestionError(error) ? error.message : MESSAGES.upload.fileFailed;
    if (!isIngestionError(error)) deps.log.error({ err: error, uploadId, filename: row.filename }, 'A process-pdf file failed');
    await fail(deps, row, message, progress);
    return;
  } finally {
    work.done();
  }
  if (read.kind === 'archive') {
    if (read.archive.files.length === 0 && read.archive.refused.length === 0) {
      await rm(read.outDir, { recursive: true, force: true });
      await fail(deps, row, MESSAGES.upload.emptyArchive, progress);
      return;
    }
    try {
      if (await stageUnpackedArchive(deps, row, read)) progress({ status: 'done', page: null, pages: null, error: null });
    } catch (error) {
      deps.log.error({ err: error, uploadId, filename: row.filename }, 'An archive could not be staged');
      await fail(deps, row, MESSAGES.upload.fileFailed, progress);
      return;
    }
    announceUploadSettled(uploadId);
    return;
  }
  const { document } = read;
  recordPagesRead(document);

  let staged: boolean;
  try {
    staged = await classifyAndStage(deps, row, read);
  } catch (error) {
    if (read.rendition) await deps.storage.delete(read.rendition.key);
    deps.log.error({ err: error, uploadId, filename: row.filename }, 'A process-pdf file failed');
    await fail(deps, row, MESSAGES.upload.fileFailed, progress);
    return;
  }
  // Abandoned while it was read (the lawyer left): the file is gone, and nobody is to be told it is done.
  if (staged) progress({ status: 'done', page: null, pages: document.pageCount, error: null });
  announceUploadSettled(uploadId);
}

/** Classifies the read file and stages it; false when it was abandoned meanwhile, and nothing is kept. */
async function classifyAndStage(deps: ExtractUploadDeps, row: UploadRow, { document, rendition }: ReadDocument): Promise<boolean> {
  const classifier = await deps.classifierFor(row.practiceAreaId);
  const pages = document.pages.map(({ page, text }) => ({ page, text }));
  const classification = classifier.classify({ pages, filename: row.filename }, row.region ? { region: row.region } : {});
  const documentTypeId = classification.documentTypeId === null ? null : Number(classification.documentTypeId);
  const extractedKey = generateStorageKey('uploads-extracted');
  await deps.storage.put(extractedKey, Buffer.from(JSON.stringify(document)), 'application/json');
  try {
    const saved = await deps.db.transaction(async (tx) => {
      const updated = await settleUpload(tx, row.id, {
        status: 'ready',
        extractedKey,
        pages: document.pageCount,
        ocrPages: document.ocrPages,
        documentTypeId,
        confidence: classification.confidence,
        classificationReason: documentTypeId === null ? classification.reason : null,
        annexures: detectAnnexures(pages),
        // A rendition is the PDF read and shown from now on; the file as uploaded is kept beside it.
        ...(rendition && { storageKey: rendition.key, originalKey: row.storageKey, source: rendition.source }),
      });
      if (updated) {
        await recordAudit(tx, {
          userId: row.userId,
          action: 'upload.create',
          subjectType: 'upload',
          subjectId: row.id,
          details: { filename: row.filename, sha256: row.sha256 },
          at: deps.clock(),
        });
      }
      return updated;
    });
    // Abandoned while it was read: what was just stored belongs to nobody.
    if (!saved) await Promise.all([extractedKey, ...(rendition ? [rendition.key] : [])].map((key) => deps.storage.delete(key)));
    return saved;
  } catch (error) {
    await deps.storage.delete(extractedKey);
    throw error;
  }
}

/** An upload whose reading failed for good (its retries spent): the request waiting on it hears it failed. */
export async function giveUpUpload(deps: Pick<ExtractUploadDeps, 'db'>, uploadId: string): Promise<void> {
  const row = await findUpload(deps.db, uploadId);
  if (!row || row.status !== 'processing') return;
  await settleUpload(deps.db, row.id, { status: 'failed', error: MESSAGES.upload.fileFailed });
  announceUploadSettled(row.id);
}

async function fail(deps: ExtractUploadDeps, row: UploadRow, message: string, progress: (update: Progress) => void): Promise<void> {
  if (await settleUpload(deps.db, row.id, { status: 'failed', error: message })) {
    progress({ status: 'failed', page: null, pages: null, error: message });
  }
  announceUploadSettled(row.id);
}
