import type { DocumentLimits } from '@dd/contracts';
import { extractDocxText } from '../extract-docx-text.ts';
import { extractPdfText, type ExtractionProgress } from '../extract-pdf-text.ts';
import { ocrImage } from '../ocr-image.ts';
import type { DocumentTaskName, DocumentTasks } from './document-task-types.ts';

interface TaskContext {
  limits: DocumentLimits;
  progress(progress: ExtractionProgress): void;
}

type TaskHandlers = {
  [K in DocumentTaskName]: (input: DocumentTasks[K]['input'], context: TaskContext) => Promise<DocumentTasks[K]['output']>;
};

/** What each task runs, inside a worker process only: these load pdf.js, tesseract and mammoth. */
export const documentTasks: TaskHandlers = {
  'extract-pdf': ({ bytes, maxBytes, maxPages, ocr }, { limits, progress }) =>
    extractPdfText(bytes, {
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
    }),
  'extract-docx': ({ bytes }) => extractDocxText(bytes),
  'ocr-image': ({ bytes }) => ocrImage(bytes),
};
