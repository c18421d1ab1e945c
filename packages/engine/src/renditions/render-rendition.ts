import type { DocumentSource } from '@dd/contracts';
import { classifyZip, type ZipKind } from '../archives/classify-zip.ts';
import { readZipDirectory } from '../archives/read-zip-directory.ts';
import { ingestionErrors } from '../ingestion-error.ts';
import { readEmailMessage } from '../messages/read-email-message.ts';
import { messageAsWordDocument } from '../messages/message-as-word-document.ts';
import { sniffFileType } from '../sniff-file-type.ts';
import { isOutlookMessage } from './is-outlook-message.ts';
import { readWordDocument } from './read-word-document.ts';
import { renderImagesAsPdf } from './render-images-as-pdf.ts';
import { renderWordAsPdf } from './render-word-as-pdf.ts';

export interface RenditionLimits {
  maxBytes: number;
  maxPages: number;
  imageMaxPixels: number;
}

/** A file laid out as a PDF, and what the file was. */
export interface Rendition {
  pdf: Uint8Array;
  source: DocumentSource;
}

/**
 * Lays a Word document (.docx), scanned images (PNG, JPEG, TIFF) or an email (.eml, Outlook .msg) out as a PDF for the
 * PDF reader, the viewer and citations by page, by what the file's bytes show it is; a PDF is its own rendition. Of
 * an email only the message is laid out: its attachments are documents of their own (see unpackArchive). Refuses
 * with an IngestionError a file over `maxBytes`, of a kind not read, or that the Word, image or email reader refuses.
 */
export async function renderRendition(bytes: Uint8Array, limits: RenditionLimits): Promise<Rendition> {
  if (bytes.length === 0) throw ingestionErrors.empty('document');
  if (bytes.length > limits.maxBytes) throw ingestionErrors.tooLarge(bytes.length, limits.maxBytes, 'document');
  const type = sniffFileType(bytes);
  const plain = { unacceptedChanges: false, comments: false };
  switch (type) {
    case 'pdf':
      return { pdf: bytes, source: { type, ...plain } };
    case 'png':
    case 'jpeg':
    case 'tiff':
      return { pdf: await renderImagesAsPdf(bytes, type, limits), source: { type, ...plain } };
    case 'docx':
      return renderWord(bytes, limits);
    case 'doc':
      // An Outlook message is an OLE2 file, as a Word 97–2003 document is; the Word reader refuses the rest.
      return isOutlookMessage(bytes) ? renderMessage(bytes, 'msg', limits) : renderWord(bytes, limits);
    case 'eml':
      return renderMessage(bytes, type, limits);
    case 'webp':
      throw ingestionErrors.unsupportedDocument('WEBP');
    case 'zip':
      return renderZip(bytes, limits);
    case 'unknown':
      throw ingestionErrors.unsupportedDocument();
  }
}

/**
 * A zip whose first kilobyte, where sniffing looks, shows no Word part: a Word document by its central directory, as
 * archive unpacking decides it, or else a kind of file not read here. A zip whose directory cannot be read may still
 * be a damaged Word document, which the Word reader says.
 */
function renderZip(bytes: Uint8Array, limits: RenditionLimits): Promise<Rendition> {
  let kind: ZipKind;
  try {
    kind = classifyZip(readZipDirectory(bytes));
  } catch {
    return renderWord(bytes, limits);
  }
  if (kind.kind === 'word') return renderWord(bytes, limits);
  throw ingestionErrors.unsupportedDocument(kind.kind === 'archive' ? 'ZIP' : kind.format);
}

async function renderWord(bytes: Uint8Array, { maxPages }: RenditionLimits): Promise<Rendition> {
  const document = readWordDocument(bytes);
  const { pdf, unprintedCharacters } = await renderWordAsPdf(document, { maxPages });
  return { pdf, source: { type: 'docx', unacceptedChanges: document.unacceptedChanges, comments: document.comments, unprintedCharacters } };
}

async function renderMessage(bytes: Uint8Array, type: 'eml' | 'msg', { maxPages }: RenditionLimits): Promise<Rendition> {
  const { pdf, unprintedCharacters } = await renderWordAsPdf(messageAsWordDocument(await readEmailMessage(bytes)), { maxPages });
  return { pdf, source: { type, unacceptedChanges: false, comments: false, unprintedCharacters } };
}
