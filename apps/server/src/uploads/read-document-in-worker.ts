import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isLaidOutText, type DocumentSource } from '@dd/contracts';
import { fileTypeName, ingestionErrors, mayHoldDocuments, sniffFileType, type DocumentWorkerPool, type ExtractedDocument, type ExtractionProgress, type UnpackedArchive } from '@dd/engine';
import { HEAD_BYTES } from '@dd/http-kit';
import type { UploadLimits } from '../config.ts';
import { generateStorageKey, type Storage } from '../storage/storage.ts';

/** A file that was not a PDF, read through the PDF laid out from it: where that PDF is stored, and what the file was. */
export interface Rendition {
  key: string;
  source: DocumentSource;
}

export interface ReadDocument {
  kind: 'document';
  document: ExtractedDocument;
  /** Null for a PDF, read as it is. */
  rendition: Rendition | null;
}

/**
 * A container of documents unpacked by a worker into `outDir`, a folder the caller now owns and removes once it has
 * stored the files (issue 33): a data room's .zip, or an email, which is its message and its attachments.
 */
export interface ReadArchive {
  kind: 'archive';
  archive: UnpackedArchive;
  outDir: string;
}

/** The kinds of file each caller reads: annexures are PDFs only; case documents also Word files and scans. */
export type AcceptedFiles = 'pdf' | 'documents';

type StoredFile = { storage: Storage; key: string };

/** Containers are unpacked rather than read as one document. */
interface Unpacking {
  archives: true;
  /** The file's name as the lawyer sent it: an email's message is filed under it, and its attachments beneath. */
  name: string;
}

interface ReadOptions {
  owner: string;
  accept: AcceptedFiles;
  /** Where a rendition is stored: the caller's own prefix. */
  renditionPrefix?: string;
  signal?: AbortSignal;
  onProgress?: (progress: ExtractionProgress) => void;
}

/**
 * Read through the PDF laid out from them; a ZIP may be a Word document whose parts lie past the first kilobyte, and
 * an OLE file (sniffed as a legacy Word document) an Outlook message.
 */
const RENDERED_TYPES = new Set(['docx', 'png', 'jpeg', 'tiff', 'doc', 'zip', 'eml']);
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
  stored: StoredFile,
  limits: UploadLimits,
  options: ReadOptions & { archives?: false },
): Promise<ReadDocument>;
export async function readDocumentInWorker(
  documentWorkers: DocumentWorkerPool,
  stored: StoredFile,
  limits: UploadLimits,
  options: ReadOptions & (Unpacking | { archives?: false }),
): Promise<ReadDocument | ReadArchive>;
export async function readDocumentInWorker(
  documentWorkers: DocumentWorkerPool,
  stored: StoredFile,
  limits: UploadLimits,
  options: ReadOptions & (Unpacking | { archives?: false }),
): Promise<ReadDocument | ReadArchive> {
  const { owner, signal, onProgress } = options;
  const pdfLimits = { maxBytes: limits.pdfMaxBytes, maxPages: limits.pdfMaxPages };
  const read = await stored.storage.withLocalFile(stored.key, async (file) => {
    const head = file ? await readHead(file) : Buffer.alloc(0);
    if (head.length === 0) throw ingestionErrors.empty();
    const type = sniffFileType(head);
    if (type === 'pdf') {
      return { kind: 'pdf' as const, document: await documentWorkers.run('extract-pdf', { path: file!, ...pdfLimits }, { owner, signal, onProgress }) };
    }
    if (options.accept === 'pdf') throw ingestionErrors.notPdf(fileTypeName(type));
    // A Word document's parts may all lie past the first kilobyte, so a ZIP is told apart by its whole directory, and
    // an Outlook message from a Word 97 document by its streams, in the worker.
    if (mayHoldDocuments(type) && options.archives) {
      const outDir = await mkdtemp(path.join(tmpdir(), 'dd-archive-'));
      try {
        const archive = await documentWorkers.run(
          'unpack-archive',
          { path: file!, outDir, name: options.name, maxFileBytes: limits.pdfMaxBytes },
          // An OLE file unpacked is an Outlook message, or a Word 97 document that is not unpacked at all.
          { owner, signal, stepTimeoutMs: RENDER_TIMEOUT_MS, subject: type === 'zip' ? 'archive' : 'email' },
        );
        if (!archive.document) return { kind: 'archive' as const, archive, outDir };
      } catch (error) {
        await rm(outDir, { recursive: true, force: true });
        throw error;
      }
      await rm(outDir, { recursive: true, force: true });
    }
    if (!RENDERED_TYPES.has(type)) throw ingestionErrors.unsupportedDocument(fileTypeName(type));
    return {
      kind: 'rendered' as const,
      rendition: await documentWorkers.run('render-pdf', { path: file!, ...pdfLimits }, { owner, signal, stepTimeoutMs: RENDER_TIMEOUT_MS }),
    };
  });
  if (read.kind === 'archive') return read;
  if (read.kind === 'pdf') return { kind: 'document', document: read.document, rendition: null };

  const { pdf, source } = read.rendition;
  const key = generateStorageKey(options.renditionPrefix ?? 'uploads');
  await stored.storage.put(key, Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), 'application/pdf');
  try {
    const document = await documentWorkers.run('extract-pdf', { bytes: pdf, ...pdfLimits, ocr: !isLaidOutText(source.type) }, { owner, signal, onProgress });
    return { kind: 'document', document, rendition: { key, source } };
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
