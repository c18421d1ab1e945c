import type { FastifyRequest } from 'fastify';
import { sniffFileType } from '@dd/engine';
import { readMultipartForm, spoolDirectory, type MultipartForm } from '@dd/http-kit';
import type { UploadLimits } from '../config.ts';

/** The file fields of the calls that take PDFs: `files[]` as the spec names it, or `files`. */
export const PDF_FILE_FIELDS = ['files[]', 'files'] as const;

/** Room for a staged upload id per file besides the call's own fields. */
const MAX_FIELDS = 20 + 100;

declare module 'fastify' {
  interface FastifyRequest {
    /** The spooled PDFs and fields of a process-pdf or case request. */
    pdfForm: MultipartForm | null;
  }
}

/**
 * A multipart body of documents within the upload limits, spooled under the data folder. Where `archives` are taken, a
 * file whose first bytes show a ZIP may be as large as an archive may be; every other file is held to a document's
 * limit, and refused by that limit's name.
 */
export function readPdfForm(request: FastifyRequest, limits: UploadLimits, dataDir: string, { archives }: { archives: boolean }): Promise<MultipartForm> {
  return readMultipartForm(request, {
    fileFields: PDF_FILE_FIELDS,
    maxFileBytes: archives ? Math.max(limits.archiveMaxBytes, limits.pdfMaxBytes) : limits.pdfMaxBytes,
    ...(archives && { maxFileBytesByHead: (head: Buffer) => (sniffFileType(head) === 'zip' ? limits.archiveMaxBytes : limits.pdfMaxBytes) }),
    maxFiles: limits.filesPerRequest,
    maxFields: MAX_FIELDS,
    spoolDir: spoolDirectory(dataDir),
  });
}
