import { readFile, stat } from 'node:fs/promises';
import type { DocumentLimits } from '@dd/contracts';
import type { AnswerLogger } from '../answers/answer-engine.ts';
import { ingestionErrors } from '../ingestion-error.ts';
import type { DocumentTaskName, DocumentTasks } from './document-task-types.ts';

export interface TaskContext<P> {
  limits: DocumentLimits;
  progress(progress: P): void;
  log: AnswerLogger;
}

/** A task's work, once its code is loaded. */
export type TaskRunner<K extends DocumentTaskName> = (
  input: DocumentTasks[K]['input'],
  context: TaskContext<DocumentTasks[K]['progress']>,
) => Promise<DocumentTasks[K]['output']>;

type TaskLoaders = { [K in DocumentTaskName]: () => Promise<TaskRunner<K>> };

/**
 * What each task runs, inside a worker process only. Each task's code (pdf.js, tesseract, pdfkit, the answer engine)
 * is loaded on its first use, so a worker that only reads PDFs starts in about half the time (decision 84). Loading is
 * kept apart from running: the pool counts a step's time only once the code is in, since a cold worker compiling it
 * on a busy machine is no fault of the file's.
 */
export const documentTasks: TaskLoaders = {
  'extract-pdf': async () => {
    const { extractPdfText } = await import('../extract-pdf-text.ts');
    return async (input, { limits, progress }) => {
      const { maxBytes, maxPages, ocr } = input;
      const bytes = 'path' in input ? await readFile(input.path) : input.bytes;
      return extractPdfText(bytes, {
        maxBytes,
        maxPages,
        ocr,
        ocrMaxPages: limits.ocrMaxPages,
        imageMaxPixels: limits.imageMaxPixels,
        renderMaxPixels: limits.renderMaxPixels,
        maxCharacters: limits.documentMaxCharacters,
        parserLimits: {
          streamMaxBytes: limits.streamMaxBytes,
          documentDecodedMaxBytes: limits.documentDecodedMaxBytes,
          pageMaxOperators: limits.pageMaxOperators,
        },
        onProgress: progress,
      });
    };
  },
  'render-pdf': async () => {
    const { renderRendition } = await import('../renditions/render-rendition.ts');
    return async (input, { limits }) => {
      const { maxBytes, maxPages } = input;
      // A file past the limit is refused by its size, before it is read into memory.
      const size = 'path' in input ? (await stat(input.path)).size : input.bytes.length;
      if (size > maxBytes) throw ingestionErrors.tooLarge(size, maxBytes, 'document');
      const bytes = 'path' in input ? await readFile(input.path) : input.bytes;
      return renderRendition(bytes, { maxBytes, maxPages, imageMaxPixels: limits.imageMaxPixels });
    };
  },
  'unpack-archive': async () => {
    const { ARCHIVE_LIMITS, unpackArchive } = await import('../archives/unpack-archive.ts');
    return async ({ path, outDir, name, maxFileBytes, maxEntries, maxTotalBytes: givenMaxTotalBytes }) => {
      const maxTotalBytes = givenMaxTotalBytes ?? ARCHIVE_LIMITS.maxTotalBytes;
      // An archive larger than all it may unpack is refused by its size, before it is read into memory.
      const { size } = await stat(path);
      if (size > maxTotalBytes) throw ingestionErrors.tooLarge(size, maxTotalBytes, 'archive');
      return unpackArchive(await readFile(path), outDir, { name, maxFileBytes, maxEntries, maxTotalBytes });
    };
  },
  'ocr-image': async () => {
    const { ocrImage } = await import('../ocr-image.ts');
    return async ({ bytes }) => ocrImage(bytes);
  },
  'answer-questions': async () => {
    const { createAnswerEngine } = await import('../answers/create-answer-engine.ts');
    return async ({ pages, documentType, region, questions, ai, modelTokenAllowance }, { progress, log }) => {
      const engine = await createAnswerEngine(ai, { log });
      return engine.answer(
        { document: { pages }, documentType, region, questions },
        {
          onProgress: ({ done, total, answer }) => progress({ stage: 'answer', done, total, answer }),
          onModelCall: (usage) => progress({ stage: 'model-call', usage }),
          ...(modelTokenAllowance !== undefined && { modelTokenAllowance }),
        },
      );
    };
  },
};
