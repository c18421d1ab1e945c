import { MESSAGES } from '@dd/contracts';
import type { ExtractDocTextResponse } from '@dd/contracts';
import { ingestionErrors, isIngestionError, type DocumentWorkerPool } from '@dd/engine';
import type { FastifyInstance } from 'fastify';
import type { ResearchConfig } from '../config.ts';
import { fieldError, HttpError } from '../http-error.ts';
import { abortWhenClientLeaves } from './abort-when-client-leaves.ts';
import { extractableType, extractDocumentText } from './extract-document-text.ts';
import { readFilePart } from './read-file-part.ts';

/** nginx's status for a request the client gave up on; only logs ever see it. */
const CLIENT_CLOSED_REQUEST = 499;

/** `POST /api/extract-doc-text`: the text of one uploaded PDF, Word document or page image, page by page. */
export function registerExtractDocTextRoute(
  app: FastifyInstance,
  { config, documentWorkers }: { config: ResearchConfig; documentWorkers: DocumentWorkerPool },
): void {
  app.post('/api/extract-doc-text', { preHandler: app.requireMainApiUser }, async (request, reply) => {
    const bytes = await readFilePart(request, config.maxUploadBytes);
    if (bytes.length === 0) throw fieldError('file', ingestionErrors.empty().message);
    const type = extractableType(bytes);
    if (!type) throw new HttpError(415, MESSAGES.research.unsupportedFileType);

    const signal = abortWhenClientLeaves(reply);
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
        throw error.code === 'too_large' ? new HttpError(413, error.message) : fieldError('file', error.message);
      }
      if (signal.aborted) {
        request.log.info('The client left before its document was read; extraction abandoned');
        throw new HttpError(CLIENT_CLOSED_REQUEST, 'Client Closed Request');
      }
      throw error;
    }
  });
}
