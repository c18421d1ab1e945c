import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  CONTENT_PREVIEW_CHARS,
  MESSAGES,
  REGION_CODE_BY_NAME,
  type ProcessedFile,
  type ProcessPdfFields,
  type RealtimeEventPayload,
} from '@dd/contracts';
import { detectAnnexures, isIngestionError, type DocumentWorkerPool, type ExtractedDocument } from '@dd/engine';
import { recordAudit } from '../audit/audit-log-repository.ts';
import type { UploadLimits } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Notify } from '../notifier.ts';
import { generateStorageKey, type Storage } from '../storage/storage.ts';
import type { PracticeAreaClassifier } from './document-classifiers.ts';
import { extractPdfInWorker } from './extract-pdf-in-worker.ts';
import type { SpooledFile } from './read-pdf-form.ts';
import { insertUpload } from './upload-repository.ts';

/** How long an unclaimed upload is kept (PRODUCT.md §2). */
export const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface ProcessPdfDeps {
  db: Database;
  storage: Storage;
  notify: Notify;
  clock: () => Date;
  limits: UploadLimits;
  documentWorkers: DocumentWorkerPool;
  classifierFor(practiceAreaId: number): Promise<PracticeAreaClassifier>;
}

export interface ProcessPdfRequest {
  userId: string;
  fields: ProcessPdfFields;
  files: SpooledFile[];
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

type Progress = Pick<RealtimeEventPayload<'file.processed'>, 'status' | 'page' | 'pages' | 'error'>;

/** Reads, classifies and stages every file in turn; a file that fails gets its own error, never the request. */
export async function processPdfs(deps: ProcessPdfDeps, request: ProcessPdfRequest): Promise<ProcessedFile[]> {
  const classifier = await deps.classifierFor(request.fields.practice_area_id);
  const results: ProcessedFile[] = [];
  for (const [index, file] of request.files.entries()) {
    request.signal.throwIfAborted();
    const progress = (update: Progress) =>
      deps.notify(request.userId, 'file.processed', {
        batchId: request.fields.batch_id ?? null,
        filename: file.filename,
        index,
        total: request.files.length,
        ...update,
      });
    results.push(await processOne(deps, request, classifier, file, progress));
  }
  return results;
}

async function processOne(
  deps: ProcessPdfDeps,
  request: ProcessPdfRequest,
  classifier: PracticeAreaClassifier,
  file: SpooledFile,
  progress: (update: Progress) => void,
): Promise<ProcessedFile> {
  progress({ status: 'reading', page: null, pages: null, error: null });
  try {
    const bytes = await file.read();
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const document = await extractPdfInWorker(deps.documentWorkers, bytes, deps.limits, {
      owner: request.userId,
      signal: request.signal,
      onProgress: ({ stage, page, pages }) => {
        if (stage === 'ocr') progress({ status: 'ocr', page, pages, error: null });
      },
    });
    const result = await classifyAndStage(deps, request, classifier, { file, bytes, sha256, document });
    progress({ status: 'done', page: null, pages: document.pageCount, error: null });
    return result;
  } catch (error) {
    if (request.signal.aborted) throw error;
    const message = isIngestionError(error) ? error.message : MESSAGES.upload.fileFailed;
    if (!isIngestionError(error)) request.log.error({ err: error, filename: file.filename }, 'A file of a process-pdf request failed');
    progress({ status: 'failed', page: null, pages: null, error: message });
    return failedFile(file.filename, message);
  }
}

async function classifyAndStage(
  deps: ProcessPdfDeps,
  request: ProcessPdfRequest,
  classifier: PracticeAreaClassifier,
  input: { file: SpooledFile; bytes: Buffer; sha256: string; document: ExtractedDocument },
): Promise<ProcessedFile> {
  const { file, bytes, sha256, document } = input;
  const pages = document.pages.map(({ page, text }) => ({ page, text }));
  const region = request.fields.region ? REGION_CODE_BY_NAME[request.fields.region] : undefined;
  const classification = classifier.classify({ pages, filename: file.filename }, region ? { region } : {});
  const documentTypeId = classification.documentTypeId === null ? null : Number(classification.documentTypeId);
  const annexures = detectAnnexures(pages);
  const now = deps.clock();

  const storageKey = generateStorageKey('uploads');
  const extractedKey = generateStorageKey('uploads-extracted');
  let uploadId: string;
  try {
    await deps.storage.put(storageKey, bytes, 'application/pdf');
    await deps.storage.put(extractedKey, Buffer.from(JSON.stringify(document)), 'application/json');
    uploadId = await deps.db.transaction(async (tx) => {
      const row = await insertUpload(tx, {
        userId: request.userId,
        filename: file.filename,
        storageKey,
        extractedKey,
        sha256,
        sizeBytes: bytes.length,
        pages: document.pageCount,
        ocrPages: document.ocrPages,
        practiceAreaId: request.fields.practice_area_id,
        region: region ?? null,
        documentTypeId,
        confidence: classification.confidence,
        classificationReason: documentTypeId === null ? classification.reason : null,
        annexures,
        createdAt: now,
        expiresAt: new Date(now.getTime() + UPLOAD_LIFETIME_MS),
      });
      await recordAudit(tx, {
        userId: request.userId,
        action: 'upload.create',
        subjectType: 'upload',
        subjectId: row.id,
        details: { filename: file.filename, sha256 },
        at: now,
      });
      return row.id;
    });
  } catch (error) {
    // Nothing half-stored: whatever this file put in storage goes with the failed step.
    await Promise.allSettled([deps.storage.delete(storageKey), deps.storage.delete(extractedKey)]);
    throw error;
  }

  return {
    filename: file.filename,
    documentType: documentTypeId,
    documentTypeName: documentTypeId === null ? null : (classifier.typeNames.get(documentTypeId) ?? null),
    confidence: classification.confidence,
    classificationReason: documentTypeId === null ? classification.reason : null,
    error: null,
    annexures,
    content: previewText(document),
    pages: document.pageCount,
    ocrPages: document.ocrPages,
    uploadId,
    sha256,
  };
}

/** The first pages' text, up to CONTENT_PREVIEW_CHARS characters. */
function previewText(document: ExtractedDocument): string {
  return document.pages
    .map((page) => page.text)
    .join('\n\n')
    .slice(0, CONTENT_PREVIEW_CHARS);
}

function failedFile(filename: string, error: string): ProcessedFile {
  return {
    filename,
    documentType: null,
    documentTypeName: null,
    confidence: 0,
    classificationReason: null,
    error,
    annexures: [],
    content: '',
    pages: 0,
    ocrPages: [],
    uploadId: null,
    sha256: null,
  };
}
