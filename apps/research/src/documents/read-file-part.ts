import type { MultipartFile } from '@fastify/multipart';
import { MESSAGES, requiredMessage } from '@dd/contracts';
import type { FastifyRequest } from 'fastify';
import { fieldError, HttpError } from '../http-error.ts';

const FIELD = 'file';

/** The bytes of the request's multipart `file` part, refused past `maxBytes` as soon as the limit is crossed. */
export async function readFilePart(request: FastifyRequest, maxBytes: number): Promise<Uint8Array> {
  if (!request.isMultipart()) throw fieldError(FIELD, requiredMessage(FIELD));
  const { RequestFileTooLargeError } = request.server.multipartErrors;
  let part: MultipartFile | undefined;
  let bytes: Buffer;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part || part.fieldname !== FIELD) throw fieldError(FIELD, requiredMessage(FIELD));
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof RequestFileTooLargeError) {
      throw new HttpError(413, MESSAGES.files.tooLarge(maxBytes));
    }
    // A multipart body cut short or malformed is the caller's to send again, never a server fault.
    request.log.info({ err: error }, 'Could not read the uploaded file');
    throw new HttpError(400, MESSAGES.files.unreadable);
  }
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
