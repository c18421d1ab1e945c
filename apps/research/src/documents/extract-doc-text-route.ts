import { MESSAGES, requiredMessage } from '@dd/contracts';
import type { ExtractDocTextResponse } from '@dd/contracts';
import { ingestionErrors, isIngestionError, type DocumentWorkerPool } from '@dd/engine';
import { abortWhenClientLeaves, HttpError, readMultipartForm, ValidationError } from '@dd/http-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResearchConfig } from '../config.ts';
import { extractableType, extractDocumentText } from './extract-document-text.ts';

const FIELD = 'file';
const fieldError = (message: string) => new ValidationError({ [FIELD]: [message] });

/** The bytes of the request's multipart `file` part, spooled to disk while the body is read. */
async function readFilePart(request: FastifyRequest, maxBytes: number, spoolDir: string): Promise<Buffer> {
  if (!request.isMultipart()) throw fieldError(requiredMessage(FIELD));
  // A file sent under another name is no `file`: the caller hears which field is required.
  const form = await readMultipartForm(request, { fileFields: [FIELD], maxFiles: 1, maxFileBytes: maxBytes, spoolDir, otherFileFields: 'skip' });
  try {
    const [file] = form.files;
    if (!file) throw fieldError(requiredMessage(FIELD));
    return await file.read();
  } finally {
    await form.dispose();
  }
}

/** nginx's status for a request the client gave up on; only logs ever see it. */
const CLIENT_CLOSED_REQUEST = 499;

/** `POST /api/extract-doc-text`: the text of one uploaded PDF, Word document or page image, page by page. */
export function registerExtractDocTextRoute(
  app: FastifyInstance,
  { config, documentWorkers, spoolDir }: { config: ResearchConfig; documentWorkers: DocumentWorkerPool; spoolDir: string },
): void {
  app.post('/api/extract-doc-text', { preHandler: app.requireMainApiUser }, async (request, reply) => {
    const bytes = await readFilePart(request, config.maxUploadBytes, spoolDir);
    if (bytes.length === 0) throw fieldError(ingestionErrors.empty().message);
    const type = extractableType(bytes);
    if (!type) throw new HttpError(415, MESSAGES.research.unsupportedFileType);

    const signal = abortWhenClientLeaves(request, reply);
    request.log.info({ bytes: bytes.length, type }, 'Reading the uploaded document');
    try {
      const data = await extractDocumentText(documentWorkers, bytes, type, {
        maxBytes: config.maxUploadBytes,
        maxPdfPages: config.maxPdfPages,
        owner: request.mainApiUser!.id,
        signal,
      });
      return { data } satisfies ExtractDocTextResponse;
    } catch (error) {
      if (isIngestionError(error)) {
        throw error.code === 'too_large' ? new HttpError(413, error.message) : fieldError(error.message);
      }
      if (signal.aborted) {
        request.log.info('The client left before its document was read; extraction abandoned');
        throw new HttpError(CLIENT_CLOSED_REQUEST, 'Client Closed Request');
      }
      throw error;
    }
  });
}
