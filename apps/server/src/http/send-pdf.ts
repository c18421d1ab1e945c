import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';

/**
 * Private to its owner, never sniffed into anything but the PDF it was checked to be, and saved under the name
 * the lawyer gave it (encoded, so a hostile name cannot break the header).
 */
export const sendPdf = (reply: FastifyReply, { bytes, filename }: { bytes: Buffer; filename: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(filename, { type: 'inline' }))
    .header('cache-control', 'private')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
