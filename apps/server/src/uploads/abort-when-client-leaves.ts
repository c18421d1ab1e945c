import type { FastifyReply } from 'fastify';

/** Aborts when the connection closes before the answer is sent: nobody is waiting for the work any more. */
export function abortWhenClientLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('The client closed the connection'));
  });
  return controller.signal;
}
