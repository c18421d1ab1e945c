import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Aborts when the connection closes before the answer is sent: nobody is waiting for the work any more. A
 * client that left while its upload was still being read is already gone, so the signal starts aborted.
 */
export function abortWhenClientLeaves(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const leave = () => controller.abort(new Error('The client closed the connection'));
  // Not `request.raw.destroyed`: Node sets it once the body has been read, while the client still waits.
  if (request.raw.socket?.destroyed) leave();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) leave();
  });
  return controller.signal;
}
