import type { FastifyBaseLogger } from 'fastify';
import {
  CONTENT_PREVIEW_CHARS,
  failedProcessedFile,
  MESSAGES,
  REGION_CODE_BY_NAME,
  type ProcessedFile,
  type ProcessPdfFields,
} from '@dd/contracts';
import type { ExtractedDocument } from '@dd/engine';
import { type SpooledFile } from '@dd/http-kit';
import type { UploadLimits } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { UploadRow } from '../db/schema.ts';
import type { JobSender } from '../jobs/job-queue.ts';
import { cancelWork } from '../jobs/work-registry.ts';
import { generateStorageKey, type Storage } from '../storage/storage.ts';
import { whenUploadSettles } from './upload-settled.ts';
import { deleteProcessingUploads, deleteUploadRow, insertUpload, listArchiveUploads, listUploadsWithType, type UploadWithType } from './upload-repository.ts';

/** How long an unclaimed upload is kept (PRODUCT.md §2). */
export const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How often a request looks for its files' results written by a worker in another process. */
const RESULT_POLL_MS = 500;

export interface ProcessPdfDeps {
  db: Database;
  storage: Storage;
  jobs: JobSender;
  clock: () => Date;
  limits: UploadLimits;
}

export interface ProcessPdfRequest {
  userId: string;
  fields: ProcessPdfFields;
  files: SpooledFile[];
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/**
 * Stores every file and queues its reading (`upload.extract`: a document worker reads, OCRs and classifies it
 * while the queue decides when), then waits for the results: one per file, a file that fails with its own
 * error. A client that leaves takes its unread files with it.
 */
export async function processPdfs(deps: ProcessPdfDeps, request: ProcessPdfRequest): Promise<ProcessedFile[]> {
  const staged: UploadRow[] = [];
  try {
    for (const [index, file] of request.files.entries()) {
      request.signal.throwIfAborted();
      staged.push(await stageFile(deps, request, file, index));
    }
    await deps.jobs.sendMany(staged.map((row) => ({ name: 'upload.extract' as const, payload: { uploadId: row.id } })));
    const { settled, unpacked } = await waitForResults(deps, staged.map((row) => row.id), request.signal);
    const results = await Promise.all(
      staged.map((row) => {
        const files = unpacked.get(row.id);
        return files ? presentArchive(deps, settled.get(row.id)!, files, settled) : presentResult(deps, settled.get(row.id), row).then((file) => [file]);
      }),
    );
    return results.flat();
  } catch (error) {
    if (request.signal.aborted) await abandon(deps, staged);
    throw error;
  }
}

async function stageFile(deps: ProcessPdfDeps, request: ProcessPdfRequest, file: SpooledFile, index: number): Promise<UploadRow> {
  const storageKey = generateStorageKey('uploads');
  await deps.storage.putFile(storageKey, file.path, 'application/pdf');
  const now = deps.clock();
  try {
    return await insertUpload(deps.db, {
      userId: request.userId,
      filename: file.filename,
      storageKey,
      status: 'processing',
      batchId: request.fields.batch_id ?? null,
      batchIndex: index,
      batchTotal: request.files.length,
      sha256: file.sha256,
      sizeBytes: file.size,
      practiceAreaId: request.fields.practice_area_id,
      region: request.fields.region ? REGION_CODE_BY_NAME[request.fields.region] : null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + UPLOAD_LIFETIME_MS),
    });
  } catch (error) {
    await deps.storage.delete(storageKey);
    throw error;
  }
}

/**
 * Resolves once every upload has left `processing`: woken at once by this process's jobs, else by polling. An archive
 * that was unpacked is waited on through its files, which are then waited on too (`unpacked`: each archive's files).
 */
async function waitForResults(
  deps: ProcessPdfDeps,
  staged: string[],
  signal: AbortSignal,
): Promise<{ settled: Map<string, UploadWithType>; unpacked: Map<string, UploadRow[]> }> {
  const ids = [...staged];
  const settled = new Map<string, UploadWithType>();
  const unpacked = new Map<string, UploadRow[]>();
  for (;;) {
    signal.throwIfAborted();
    const pending = ids.filter((id) => !settled.has(id));
    for (const row of await listUploadsWithType(deps.db, pending)) {
      if (row.status === 'processing') continue;
      settled.set(row.id, row);
      if (row.status !== 'unpacked') continue;
      const files = await listArchiveUploads(deps.db, [row.id]);
      unpacked.set(row.id, files);
      ids.push(...files.map((file) => file.id));
    }
    if (settled.size === ids.length) return { settled, unpacked };
    await whenUploadSettles(ids.filter((id) => !settled.has(id)), RESULT_POLL_MS, signal);
  }
}

/**
 * An unpacked archive answered as its files, by their paths in it, and the entries it did not take with why; the
 * archive itself goes (its files are staged uploads of their own now).
 */
async function presentArchive(deps: ProcessPdfDeps, archive: UploadRow, files: UploadRow[], settled: Map<string, UploadWithType>): Promise<ProcessedFile[]> {
  const presented = await Promise.all(files.map((file) => presentResult(deps, settled.get(file.id), file)));
  await deleteUploadRow(deps.db, archive.id);
  await deps.storage.delete(archive.storageKey);
  return [...archive.archiveRefusals.map(({ path, reason }) => failedProcessedFile(path, reason)), ...presented];
}

/** The request's answer for one file; a failed file's row and bytes go, its error having been told. */
async function presentResult(deps: ProcessPdfDeps, row: UploadWithType | undefined, staged: UploadRow): Promise<ProcessedFile> {
  if (!row || row.status === 'failed') {
    await deleteUploadRow(deps.db, staged.id);
    await deps.storage.delete(staged.storageKey);
    return failedProcessedFile(staged.filename, row?.error ?? MESSAGES.upload.fileFailed);
  }
  return {
    filename: row.filename,
    documentType: row.documentTypeId,
    documentTypeName: row.documentTypeId === null ? null : row.documentTypeName,
    confidence: row.confidence,
    classificationReason: row.classificationReason,
    error: null,
    annexures: row.annexures,
    content: await previewText(deps.storage, row.extractedKey),
    pages: row.pages,
    ocrPages: row.ocrPages,
    uploadId: row.id,
    sha256: row.sha256,
    source: row.source,
  };
}

/** Nobody waits for the files still being read (an archive's too): they stop, and go with what they stored. */
async function abandon(deps: ProcessPdfDeps, staged: UploadRow[]): Promise<void> {
  const unpackedFiles = await listArchiveUploads(deps.db, staged.map((row) => row.id));
  const removed = await deleteProcessingUploads(deps.db, [...staged, ...unpackedFiles].map((row) => row.id));
  cancelWork(removed.map((row) => row.id));
  await Promise.allSettled(removed.map((row) => deps.storage.delete(row.storageKey)));
}

/** The first pages' text, up to CONTENT_PREVIEW_CHARS characters. */
async function previewText(storage: Storage, extractedKey: string | null): Promise<string> {
  const stored = extractedKey ? await storage.get(extractedKey) : null;
  if (!stored) return '';
  const document = JSON.parse(stored.bytes.toString('utf8')) as ExtractedDocument;
  let text = '';
  for (const page of document.pages) {
    text += (text ? '\n\n' : '') + page.text;
    if (text.length >= CONTENT_PREVIEW_CHARS) break;
  }
  return text.slice(0, CONTENT_PREVIEW_CHARS);
}
