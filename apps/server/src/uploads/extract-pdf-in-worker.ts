import { ingestionErrors, sniffFileType, type DocumentWorkerPool, type ExtractedDocument, type ExtractionProgress } from '@dd/engine';
import type { UploadLimits } from '../config.ts';

/**
 * A PDF's text read in a document worker, within the upload limits. An empty file or one that is not a PDF
 * (whatever its name says) is refused with its IngestionError before any reader sees it.
 */
export async function extractPdfInWorker(
  documentWorkers: DocumentWorkerPool,
  bytes: Buffer,
  limits: UploadLimits,
  options: { owner: string; signal?: AbortSignal; onProgress?: (progress: ExtractionProgress) => void },
): Promise<ExtractedDocument> {
  if (bytes.length === 0) throw ingestionErrors.empty();
  const type = sniffFileType(bytes);
  if (type !== 'pdf') throw ingestionErrors.notPdf(type === 'unknown' ? undefined : type.toUpperCase());
  return documentWorkers.run('extract-pdf', { bytes, maxBytes: limits.pdfMaxBytes, maxPages: limits.pdfMaxPages }, options);
}
