// What the server may load: nothing here loads pdf.js, tesseract or pdfkit. Document reading itself runs in
// the document workers (createDocumentWorkerPool) or, for tools and tests, from '@dd/engine/documents'.
export * from './sniff-file-type.ts';
export * from './ingestion-error.ts';
export type * from './extracted-document.ts';
export { EXTRACTION_VERSION } from './extracted-document.ts';
export type { ExtractionProgress } from './extract-pdf-text.ts';
export type { OcrImageResult } from './ocr-image.ts';
export { findTextBoxes } from './find-text-boxes.ts';
export { locateOnScans } from './locate-on-scans.ts';
export {
  classifyDocument,
  createClassifier,
  type Classification,
  type ClassifiableDocument,
  type ClassifiableType,
  type Classifier,
} from './classify-document.ts';
export { detectAnnexures, type Annexure } from './detect-annexures.ts';
export { answerQuestions, type AnswerOptions } from './answers/answer-questions.ts';
export type { AnswerEngine, AnswerLogger, AnswerRequest, AnswerRunOptions } from './answers/answer-engine.ts';
export { builtinAnswerEngine, createBuiltinAnswerEngine } from './answers/builtin-answer-engine.ts';
export { createAnswerEngine } from './answers/create-answer-engine.ts';
export { createBuiltinAnswerer, type BuiltinAnswerer, type BuiltinAnswererOptions } from './answers/builtin-answerer.ts';
export type { AnswerEvidence, AnswerPath } from './answers/calibration/answer-evidence.ts';
export { CALIBRATION_MODEL_URL, calibrationModel, type CalibrationModel } from './answers/calibration/answer-calibration.ts';
export { fitCalibration, recalibrateOnHeldOut, type CalibrationSample } from './answers/calibration/fit-calibration.ts';
export { fitNotFoundModel, type NotFoundSample } from './answers/calibration/fit-not-found.ts';
export type { NotFoundEvidence } from './answers/calibration/not-found-evidence.ts';
export { inferAnswerType } from './answers/infer-answer-type.ts';
export { ndaHypotheses, type NdaHypothesis } from './answers/learned/learned-models.ts';
export { findValues, type FoundValue, type ValueType } from './answers/find-values.ts';
export {
  verifyCitation,
  type CitablePage,
  type CitationCheck,
  type CitationClaim,
  type MatchMethod,
} from './answers/verify-citation.ts';
export {
  createDocumentWorkerPool,
  type DocumentWorkerPool,
  type DocumentWorkerPoolOptions,
  type RunOptions,
} from './workers/document-worker-pool.ts';
export type { DocumentTaskName, DocumentTasks } from './workers/document-task-types.ts';
export type { ArchiveLimits, RefusedEntry, UnpackedArchive, UnpackedFile, UnpackOptions } from './archives/unpack-archive.ts';
export type { Rendition, RenditionLimits } from './renditions/render-rendition.ts';
export { chooseTitleCopies, type TitleCopyChoice } from './title/choose-title-copies.ts';
export { parseRegister } from './title/parse-register.ts';
export {
  TITLE_FACT_GROUPS,
  UnreadableRegisterError,
  type RegisterEntry,
  type RegisterSection,
  type RegisterSystem,
  type TitleFact,
  type TitleFactGroup,
  type TitleRegister,
} from './title/title-register.ts';
export { findRedFlags, SHORT_LEASE_YEARS, type RedFlag, type RedFlagSeverity } from './title/find-red-flags.ts';
export { titleChecklist, type ChecklistItem, type ChecklistStatus } from './title/title-checklist.ts';
export { buildTitleReport, type ReviewedDocument, type TitleReportDraft, type TitleReportSection } from './title/build-title-report.ts';
