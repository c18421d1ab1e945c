import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** A JSON body kept between requests (the case record, decision 44): its text, entity tag and compressed copies. */
export interface KeptJson {
  body: string;
  /** A strong tag of the text; a compressed copy's tag adds its encoding ("…-br"), as each copy is its own bytes. */
  etag: string;
  /**
   * The bytes sent for each encoding (`identity`: the text as UTF-8), made on the first request that asks for it,
   * then kept with the body: a large body is not encoded again for every reader.
   */
  encoded: Partial<Record<Encoding | 'identity', Buffer>>;
}

const COMPRESS: Record<Encoding, (body: string) => Promise<Buffer>> = {
  // Quality 5: most of brotli's gain at a fraction of its time, for a body made once a version.
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => promisify(gzip)(body),
};

const taggedAs = (etag: string, encoding: Encoding | undefined) => (encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag);

/** Whether an If-None-Match header names any copy of the body ("*", or one of a list, weak or strong). */
function namesAnyCopy(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const copies = new Set([etag, taggedAs(etag, 'br'), taggedAs(etag, 'gzip')]);
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || copies.has(trimmed.replace(/^W\//, ''));
  });
}

/**
 * Sends a kept JSON body as a large record read again and again wants it: `private, no-cache` so the signed-in
 * browser keeps it and asks each time whether it changed (its fetch does so by itself) while no shared cache may
 * keep it; 304 with no body to a reader whose copy is current; otherwise brotli or gzip as the reader accepts,
 * compressed once and kept, or the text as it is.
 */
export async function sendKeptJson(request: FastifyRequest, reply: FastifyReply, kept: KeptJson): Promise<FastifyReply> {
  const accepted = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  const encoding = accepted === 'br' || accepted === 'gzip' ? accepted : undefined;
  reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding').header('etag', taggedAs(kept.etag, encoding));
  if (namesAnyCopy(request.headers['if-none-match'], kept.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (!encoding) return reply.send((kept.encoded.identity ??= Buffer.from(kept.body)));
  kept.encoded[encoding] ??= await COMPRESS[encoding](kept.body);
  return reply.header('content-encoding', encoding).send(kept.encoded[encoding]);
}
