import type { ProcessedFile } from './ingestion.ts';

// Apart from ingestion.ts's schemas: the upload workflow uses this in the browser, which builds no schemas.
/** A file's result when it could not be read: its reason, and nothing staged. */
export const failedProcessedFile = (filename: string, error: string): ProcessedFile => ({
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
  source: null,
});
