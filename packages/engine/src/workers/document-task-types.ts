import type { DocumentLimits } from '@dd/contracts';
import type { ExtractionProgress } from '../extract-pdf-text.ts';
import type { ExtractedDocument } from '../extracted-document.ts';
import type { IngestionErrorCode } from '../ingestion-error.ts';
import type { OcrImageResult } from '../ocr-image.ts';

/** The document work a worker process does: each task's input and what it answers. */
export interface DocumentTasks {
  /** A PDF's text by page with positions, OCR where a page has no usable text layer. */
  'extract-pdf': {
    input: { bytes: Uint8Array; maxBytes: number; maxPages: number; ocr?: boolean };
    output: ExtractedDocument;
  };
  /** A Word document's text. */
  'extract-docx': { input: { bytes: Uint8Array }; output: { text: string } };
  /** A page image's text (PNG or JPEG). */
  'ocr-image': { input: { bytes: Uint8Array }; output: OcrImageResult };
}

export type DocumentTaskName = keyof DocumentTasks;

/** Parent → worker. */
export type WorkerRequest = {
  type: 'run';
  id: number;
  task: DocumentTaskName;
  input: DocumentTasks[DocumentTaskName]['input'];
  limits: DocumentLimits;
};

/** Worker → parent. */
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'progress'; id: number; progress: ExtractionProgress }
  | { type: 'done'; id: number; output: DocumentTasks[DocumentTaskName]['output'] }
  | { type: 'failed'; id: number; error: { code: IngestionErrorCode | null; message: string } }
  | { type: 'crashed'; message: string };
