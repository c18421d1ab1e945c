import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import type { ObjectStream } from '../storage/storage.ts';

/** A stored PDF on its way to the browser, under the name the lawyer gave it. */
export interface PdfDownload {
  object: ObjectStream;
  filename: string;
}

/**
 * Streamed from storage with its length, so no PDF is ever held whole in memory. Private to its owner, never
 * sniffed into anything but the PDF it was checked to be, and saved under the name the lawyer gave it (encoded,
 * so a hostile name cannot break the header).
 */
export const sendPdf = (reply: FastifyReply, { object, filename }: PdfDownload) =>
  reply
    .type('application/pdf')
    .header('content-length', object.size)
    .header('content-disposition', contentDisposition(filename, { type: 'inline' }))
    .header('cache-control', 'private')
    .header('x-content-type-options', 'nosniff')
    .send(object.stream);

/** A file as the lawyer uploaded it (a Word document, an image), saved rather than shown: it is not a PDF. */
export interface OriginalDownload extends PdfDownload {
  contentType: string;
}

export const sendOriginal = (reply: FastifyReply, { object, filename, contentType }: OriginalDownload) =>
  reply
    .type(contentType)
    .header('content-length', object.size)
    .header('content-disposition', contentDisposition(filename, { type: 'attachment' }))
    .header('cache-control', 'private')
    .header('x-content-type-options', 'nosniff')
    .send(object.stream);

/** The name a rendition is shown under: the lawyer's own, as the PDF it now is ("Lease.docx" → "Lease.pdf"). */
export const renditionFilename = (filename: string) => `${filename.replace(/\.(docx|png|jpe?g|tiff?|eml|msg)$/i, '')}.pdf`;
