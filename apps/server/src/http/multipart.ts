import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { HttpError } from './http-error.ts';

export interface UploadedFile {
  /** The name the browser sent: for display only, never a storage key. */
  filename: string;
  bytes: Buffer;
  /** True when the file was longer than the limit and was cut off there. */
  truncated: boolean;
}

export interface MultipartFormOptions {
  /** File fields this call accepts; any other file part is refused. */
  fileFields: readonly string[];
  /** Largest file kept; a longer file is cut at this size and marked truncated, never buffered whole. */
  maxFileBytes: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart request read by `multipartForm`, by field name; null for other requests. */
    uploads: Record<string, UploadedFile> | null;
  }
}

const MAX_TEXT_FIELDS = 20;
const MAX_TEXT_FIELD_BYTES = 64 * 1024;

/**
 * Reads a multipart/form-data body: text fields into an object, files (bounded by maxFileBytes) into buffers.
 * An empty file part, which browsers send for a file input left blank, counts as no file.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: MultipartFormOptions,
): Promise<{ fields: Record<string, string>; files: Record<string, UploadedFile> }> {
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  try {
    // `throwFileSizeLimit` is read by parts() as the README documents, though its type omits it.
    const partOptions: Parameters<FastifyRequest['parts']>[0] & { throwFileSizeLimit: boolean } = {
      limits: {
        fileSize: options.maxFileBytes,
        files: options.fileFields.length,
        fields: MAX_TEXT_FIELDS,
        fieldSize: MAX_TEXT_FIELD_BYTES,
      },
      // An oversized file is a field error (reported with the others), not a failed request.
      throwFileSizeLimit: false,
    };
    const parts = request.parts(partOptions);
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(413, `The ${part.fieldname} field is too long.`);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (!options.fileFields.includes(part.fieldname)) {
        throw new HttpError(400, `Unexpected file field "${part.fieldname}".`);
      }
      const bytes = Buffer.concat(chunks);
      if (bytes.length === 0 && !part.filename) continue;
      files[part.fieldname] = { filename: part.filename, bytes, truncated: part.file.truncated };
    }
  } catch (error) {
    throw asClientError(error);
  }
  return { fields, files };
}

/**
 * preValidation hook: when the request is multipart, its text fields become `request.body` (so the route's
 * zod schema validates them exactly as it validates JSON) and its files land in `request.uploads`.
 */
export function multipartForm(options: MultipartFormOptions): preValidationAsyncHookHandler {
  return async (request) => {
    if (!request.isMultipart()) return;
    const { fields, files } = await readMultipartForm(request, options);
    request.body = fields;
    request.uploads = files;
  };
}

const MULTIPART_LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: 'The form has more files than this call accepts.',
  FST_FIELDS_LIMIT: `The form has more than ${MAX_TEXT_FIELDS} fields.`,
  FST_PARTS_LIMIT: 'The form has too many parts.',
};

/** Busboy reports malformed input as plain errors; the client sent it, so the client hears about it. */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code in MULTIPART_LIMIT_MESSAGES) return new HttpError(413, MULTIPART_LIMIT_MESSAGES[code]!);
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return error;
  return new HttpError(400, `The form data could not be read: ${(error as Error).message}`);
}
