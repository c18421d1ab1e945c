import type { FastifyRequest } from 'fastify';
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

/** A multipart body of PDFs within the upload limits, spooled under the data folder. */
export function readPdfForm(request: FastifyRequest, limits: UploadLimits, dataDir: string): Promise<MultipartForm> {
  return readMultipartForm(request, {
    fileFields: PDF_FILE_FIELDS,
    maxFileBytes: limits.pdfMaxBytes,
    maxFiles: limits.filesPerRequest,
    maxFields: MAX_FIELDS,
    spoolDir: spoolDirectory(dataDir),
  });
}
