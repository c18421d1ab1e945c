import { open } from 'node:fs/promises';
import type { DocumentSource } from '@dd/contracts';
import { ingestionErrors, sniffFileType, type DocumentWorkerPool, type ExtractedDocument, type ExtractionProgress } from '@dd/engine';
import { HEAD_BYTES } from '@dd/http-kit';
import type { UploadLimits } from '../config.ts';
import { generateStorageKey, type Storage } from '../storage/storage.ts';

/** A file that was not a PDF, read through the PDF laid out from it: where that PDF is stored, and what the file was. */
export interface Rendition {
  key: string;
  source: DocumentSource;
}

export interface ReadDocument {
  document: ExtractedDocument;
  /** Null for a PDF, read as it is. */
  rendition: Rendition | null;
}

/** The kinds of file each caller reads: annexures are PDFs only; case documents also Word files and scans. */
export type AcceptedFiles = 'pdf' | 'documents';

const RENDERED_TYPES = new Set(['docx', 'png', 'jpeg', 'tiff', 'doc']);
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/**
 * Laying a file out reports no progress, so one step's limit (a page's 30 s) would be all it had: a Word document of
 * 50 MB, the most an upload may be, takes about 15 s on two cores. Two minutes, and the worker's memory limit, stop a
 * hostile one.
 */
const RENDER_TIMEOUT_MS = 120_000;

/**
 * A stored file's text read in a document worker, within the upload limits. The worker reads the file itself, so
 * this process never holds it. A Word document or scanned images are first laid out as a PDF in a worker (issue 33),
 * stored under `renditionPrefix`, and read as that PDF, which the viewer then shows and answers cite by page; the
 * caller records the rendition in place of the file, or deletes it. An empty or missing file, or one of a kind not
 * accepted (whatever its name says), is refused with its IngestionError before any reader sees it.
 */
export async function readDocumentInWorker(
  documentWorkers: DocumentWorkerPool,
  stored: { storage: Storage; key: string },
  limits: UploadLimits,
  options: {
    owner: string;
    accept: AcceptedFiles;
    renditionPrefix?: string;
    signal?: AbortSignal;
    onProgress?: (progress: ExtractionProgress) => void;
  },
): Promise<ReadDocument> {
  const { owner, signal, onProgress } = options;
  const pdfLimits = { maxBytes: limits.pdfMaxBytes, maxPages: limits.pdfMaxPages };
  const rendered = await stored.storage.withLocalFile(stored.key, async (file) => {
    const head = file ? await readHead(file) : Buffer.alloc(0);
    if (head.length === 0) throw ingestionErrors.empty();
    const type = sniffFileType(head);
    // A Word document's parts may all lie past the first kilobyte: any ZIP goes to the worker, which reads it whole.
    const zip = type === 'unknown' && head.subarray(0, 4).equals(ZIP_SIGNATURE);
    if (type === 'pdf') {
      return { document: await documentWorkers.run('extract-pdf', { path: file!, ...pdfLimits }, { owner, signal, onProgress }), rendered: null };
    }
    if (options.accept === 'pdf') throw ingestionErrors.notPdf(type === 'unknown' ? undefined : type.toUpperCase());
    if (!RENDERED_TYPES.has(type) && !zip) throw ingestionErrors.unsupportedDocument(type === 'unknown' ? undefined : type.toUpperCase());
    return {
      document: null,
      rendered: await documentWorkers.run('render-pdf', { path: file!, ...pdfLimits }, { owner, signal, stepTimeoutMs: RENDER_TIMEOUT_MS }),
    };
  });
  if (rendered.rendered === null) return { document: rendered.document, rendition: null };

  const { pdf, source } = rendered.rendered;
  const key = generateStorageKey(options.renditionPrefix ?? 'uploads');
  await stored.storage.put(key, Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), 'application/pdf');
  try {
    // A Word document's rendition is all text we set: a short page is short, not a scan to be read by OCR.
    const document = await documentWorkers.run('extract-pdf', { bytes: pdf, ...pdfLimits, ocr: source.type !== 'docx' }, { owner, signal, onProgress });
    return { document, rendition: { key, source } };
  } catch (error) {
    await stored.storage.delete(key);
    throw error;
  }
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
