// Document reading in this process: for the document workers, command-line tools, benchmarks and tests. A
// server uses createDocumentWorkerPool from '@dd/engine' instead, so a hostile file cannot take it down.
export { extractPdfText, type ExtractPdfTextOptions, type ExtractionProgress } from './extract-pdf-text.ts';
export { ocrImage, type OcrImageResult } from './ocr-image.ts';
export { renderRendition, type Rendition, type RenditionLimits } from './renditions/render-rendition.ts';
export {
  ARCHIVE_LIMITS,
  unpackArchive,
  type ArchiveLimits,
  type RefusedEntry,
  type UnpackedArchive,
  type UnpackedFile,
  type UnpackOptions,
} from './archives/unpack-archive.ts';
