export * from './sniff-file-type.ts';
export * from './ingestion-error.ts';
export type * from './extracted-document.ts';
export { extractPdfText, type ExtractPdfTextOptions, type ExtractionProgress } from './extract-pdf-text.ts';
export { findTextBoxes } from './find-text-boxes.ts';
export { ocrImage, type OcrImageResult } from './ocr-image.ts';
export {
  classifyDocument,
  createClassifier,
  type Classification,
  type ClassifiableDocument,
  type ClassifiableType,
  type Classifier,
} from './classify-document.ts';
export { detectAnnexures, type Annexure } from './detect-annexures.ts';
export { extractDocxText } from './extract-docx-text.ts';
