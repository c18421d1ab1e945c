import { open } from 'node:fs/promises';
import { ingestionErrors, sniffFileType, type DocumentWorkerPool, type ExtractedDocument, type ExtractionProgress } from '@dd/engine';
import { HEAD_BYTES } from '@dd/http-kit';
import type { UploadLimits } from '../config.ts';
import type { Storage } from '../storage/storage.ts';

/**
 * A stored PDF's text read in a document worker, within the upload limits. The worker reads the file itself, so
 * this process never holds the PDF. An empty or missing file, or one that is not a PDF (whatever its name says),
 * is refused with its IngestionError before any reader sees it.
 */
export async function extractPdfInWorker(
  documentWorkers: DocumentWorkerPool,
  stored: { storage: Storage; key: string },
  limits: UploadLimits,
  options: { owner: string; signal?: AbortSignal; onProgress?: (progress: ExtractionProgress) => void },
): Promise<ExtractedDocument> {
  return stored.storage.withLocalFile(stored.key, async (file) => {
    const head = file ? await readHead(file) : Buffer.alloc(0);
    if (head.length === 0) throw ingestionErrors.empty();
    const type = sniffFileType(head);
    if (type !== 'pdf') throw ingestionErrors.notPdf(type === 'unknown' ? undefined : type.toUpperCase());
    return documentWorkers.run('extract-pdf', { path: file!, maxBytes: limits.pdfMaxBytes, maxPages: limits.pdfMaxPages }, options);
  });
}

/** The file's first bytes; none when it was removed since it was lent (its record deleted meanwhile). */
async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!handle) return Buffer.alloc(0);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
