import type { AiConfig, Answer, DocumentLimits, ModelCallUsage, QuestionToAnswer, RegionCode } from '@dd/contracts';
import type { CitablePage } from '../answers/verify-citation.ts';
import type { UnpackedArchive } from '../archives/unpack-archive.ts';
import type { ExtractionProgress } from '../extract-pdf-text.ts';
import type { ExtractedDocument } from '../extracted-document.ts';
import type { IngestionErrorCode } from '../ingestion-error.ts';
import type { OcrImageResult } from '../ocr-image.ts';
import type { Rendition } from '../renditions/render-rendition.ts';

/** One answer given, as answering goes on: the caller keeps each as it comes, so a crash loses none. */
export interface AnswerProgress {
  stage: 'answer';
  done: number;
  total: number;
  answer: Answer;
}

/** A call made to the language model, with what it cost: the caller records it against the case. */
export interface ModelCallProgress {
  stage: 'model-call';
  usage: ModelCallUsage;
}

/** The document work a worker process does: each task's input, what it answers and how it reports progress. */
export interface DocumentTasks {
  /**
   * A PDF's text by page with positions, OCR where a page has no usable text layer. The PDF comes as bytes, or as
   * the path of a file the worker reads itself (kept by the caller until the task settles), so a large PDF never
   * passes through the caller's memory.
   */
  'extract-pdf': {
    input: ({ bytes: Uint8Array } | { path: string }) & { maxBytes: number; maxPages: number; ocr?: boolean };
    output: ExtractedDocument;
    progress: ExtractionProgress;
  };
  /**
   * A Word document or scanned images laid out as a PDF, which is then read, shown and cited as the document. The
   * worker reads the file from `path` itself (kept by the caller until the task settles); images are held to the
   * limits' `imageMaxPixels`.
   */
  'render-pdf': { input: ({ bytes: Uint8Array } | { path: string }) & { maxBytes: number; maxPages: number }; output: Rendition; progress: never };
  /**
   * An uploaded ZIP archive (a data room) or email (.eml, Outlook .msg) unpacked into `outDir`, a folder the caller
   * made and owns: each document in it written there with its path in the upload (an email's message under `name`,
   * the upload's own file name, its attachments beneath it), and what was not taken with why (see unpackArchive); or
   * word that the upload is no container but one document. The worker reads the upload from `path` itself (kept by
   * the caller until the task settles); the limits not given are ARCHIVE_LIMITS'.
   */
  'unpack-archive': {
    input: { path: string; outDir: string; name: string; maxFileBytes: number; maxEntries?: number; maxTotalBytes?: number };
    output: UnpackedArchive;
    progress: never;
  };
  /** A page image's text (PNG or JPEG). */
  'ocr-image': { input: { bytes: Uint8Array }; output: OcrImageResult; progress: never };
  /**
   * A document's questions answered with verified citations, by the built-in engine or, when `ai` is set, the
   * language model's (which falls back to the built-in answer per question).
   */
  'answer-questions': {
    input: {
      pages: CitablePage[];
      documentType: { id: string; name: string } | null;
      region?: RegionCode;
      questions: QuestionToAnswer[];
      ai: AiConfig | null;
      /** Tokens the case may still spend on the language model (see AnswerRunOptions.modelTokenAllowance). */
      modelTokenAllowance?: number;
    };
    output: Answer[];
    progress: AnswerProgress | ModelCallProgress;
  };
}

export type TaskProgress = DocumentTasks[DocumentTaskName]['progress'];

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
  /** The task's code is loaded and the work begins: its steps are timed from here. */
  | { type: 'started'; id: number }
  | { type: 'progress'; id: number; progress: TaskProgress }
  | { type: 'warning'; id: number; details: Record<string, unknown>; message: string }
  | { type: 'done'; id: number; output: DocumentTasks[DocumentTaskName]['output'] }
  | { type: 'failed'; id: number; error: { code: IngestionErrorCode | null; message: string } }
  | { type: 'crashed'; message: string };
