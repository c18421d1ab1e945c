/**
 * The documents tests, the evaluation and the benchmarks build (`@dd/engine/fixtures`): text and scanned PDFs
 * (tables drawn as registries print them, a PDF's scanned copy), Word files, TIFF scans, a data room as a ZIP archive,
 * emails as .eml and Outlook .msg, the hostile-file corpus, and an OpenAI-compatible server to answer an LLM engine
 * over the wire.
 * Never imported by what `npm start` runs.
 */
export { buildDocx } from './test/build-docx.ts';
export { buildOleFile } from './test/build-ole-file.ts';
export { buildWordDocument, WORD_LEASE, type WordBlockSpec, type WordPiece } from './test/build-word-document.ts';
export { buildTiff, G3_TIFFS, G4_TIFF, LZW_RGB_TIFF, type BuildTiffOptions, type TiffPageSpec } from './test/build-tiff.ts';
export { buildPdf, buildTextPdf, type BuildPdfOptions } from './test/build-pdf.ts';
export { buildDataRoom, DATA_ROOM_FILES, DATA_ROOM_REFUSED } from './test/build-data-room.ts';
export { buildZip, deflatedZeros, type DeflatedData, type ZipPart } from './test/build-zip.ts';
export { buildEml, type EmailAttachmentSpec, type EmailSpec } from './test/build-email.ts';
export { buildMsg, type OutlookEmbeddedMessageSpec, type OutlookMessageSpec } from './test/build-outlook-message.ts';
export { drawTable, type DrawTableOptions } from './test/draw-table.ts';
export { drawScannedPage, SCAN_SIZE } from './test/draw-scanned-page.ts';
export { FREEHOLD_REGISTER_PAGES, folioPages, LEASEHOLD_REGISTER_PAGES, SCANNED_REGISTER_LINES, SCOTTISH_TITLE_SHEET_PAGES } from './test/register-pages.ts';
export { scanPdf } from './test/scan-pdf.ts';
export { HOSTILE_PDF_MAX_BYTES, hostilePdfs, NOT_PDF_FAMILY, type HostilePdf } from './test/hostile-pdfs.ts';
export { hostileDocuments } from './test/hostile-documents.ts';
export {
  aiConfigServedBy,
  answerEach,
  NOT_FOUND_OUTPUT,
  startChatCompletionsServer,
  type AskedQuestion,
  type ChatCompletionsServer,
  type ChatReply,
  type ChatRequest,
} from './test/start-chat-completions-server.ts';
