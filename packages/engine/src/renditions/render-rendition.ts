import type { DocumentSource } from '@dd/contracts';
import { ingestionErrors } from '../ingestion-error.ts';
import { sniffFileType } from '../sniff-file-type.ts';
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

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/**
 * Lays a Word document (.docx) or scanned images (PNG, JPEG, TIFF) out as a PDF for the PDF reader, the viewer and
 * citations by page, by what the file's bytes show it is; a PDF is its own rendition. Refuses with an IngestionError a
 * file over `maxBytes`, of a kind not read, or that the Word or image reader refuses.
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
    case 'doc':
      return renderWord(bytes, limits);
    case 'webp':
      throw ingestionErrors.unsupportedDocument('WEBP');
    case 'unknown':
      // A Word document's zip may name its parts past the first kilobyte, where sniffing looks.
      if (ZIP_SIGNATURE.every((byte, i) => bytes[i] === byte)) return renderWord(bytes, limits);
      throw ingestionErrors.unsupportedDocument();
  }
}

async function renderWord(bytes: Uint8Array, { maxPages }: RenditionLimits): Promise<Rendition> {
  const document = readWordDocument(bytes);
  return {
    pdf: await renderWordAsPdf(document, { maxPages }),
    source: { type: 'docx', unacceptedChanges: document.unacceptedChanges, comments: document.comments },
  };
}
