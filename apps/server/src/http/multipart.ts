import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { readMultipartForm, spoolDirectory } from '@dd/http-kit';

export interface UploadedFile {
  /** The name the browser sent: for display only, never a storage key. */
  filename: string;
  bytes: Buffer;
  /** True when the file was longer than the limit and was cut off there. */
  truncated: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart request read by `multipartForm`, by field name; null for other requests. */
    uploads: Record<string, UploadedFile> | null;
  }
}

/**
 * preValidation hook for calls that take a small file beside their fields (a logo, a profile picture): when
 * the request is multipart, its text fields become `request.body` (so the route's zod schema validates them
 * exactly as it validates JSON) and its files land in `request.uploads`. An oversized file is kept, cut short
 * and marked, so the route reports it as a field error among the others.
 */
export function multipartForm(options: { fileFields: readonly string[]; maxFileBytes: number; dataDir: string }): preValidationAsyncHookHandler {
  return async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    const form = await readMultipartForm(request, {
      fileFields: options.fileFields,
      maxFileBytes: options.maxFileBytes,
      maxFiles: options.fileFields.length,
      spoolDir: spoolDirectory(options.dataDir),
      oversize: 'mark',
    });
    try {
      const uploads: Record<string, UploadedFile> = {};
      for (const file of form.files) uploads[file.field] = { filename: file.filename, bytes: await file.read(), truncated: file.truncated };
      request.body = form.fields;
      request.uploads = uploads;
    } finally {
      await form.dispose();
    }
  };
}
