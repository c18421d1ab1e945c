import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether an If-None-Match header names this entity tag ("*", or one of a list, weak or strong). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * A route's `onSend` hook for a large record read again and again (the case page reads its case on every live update):
 * the 200's body gets an entity tag, its digest, and a reader that sends it back unchanged in If-None-Match gets 304
 * with no body. `private, no-cache` lets the signed-in browser keep the record and ask each time whether it changed,
 * which its fetch does by itself, while no shared cache may keep it.
 */
export async function answerNotModified(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = `"${createHash('sha256').update(payload).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (!matches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304).removeHeader('content-type');
  return '';
}
