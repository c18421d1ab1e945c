import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths the web app never owns: an unknown one of these is a JSON 404, not the app's index page. */
const SERVER_PATHS = /^\/(api|docs|realtime)(\/|$)/;

/** True when the built web app should be served: in production, from a folder that exists. */
export function shouldServeWebApp(options: { nodeEnv: string; webDistDir: string }): boolean {
  return options.nodeEnv === 'production' && existsSync(path.join(options.webDistDir, 'index.html'));
}

/**
 * Serves the built web app, brotli or gzip as the browser accepts (compressed once, at build time); hashed
 * assets are cached for good, index.html never (it names the current assets).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    // A route per built file instead of a catch-all: the catch-all took every unmatched path, /api ones too, and
    // answered 403 for a segment too long for a file name (its path check reads ENAMETOOLONG as a forbidden path).
    wildcard: false,
    // The cache policy is ours (below), not send's default "max-age=0".
    cacheControl: false,
    // The build writes .br and .gz beside each asset: sent as they are to a browser that accepts them.
    preCompressed: true,
    setHeaders(response, filePath) {
      const immutable = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
      response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/**
 * The single-page fallback: a browser asking for a client route (/reset-password, /cases/…) gets index.html
 * and the app's router takes over. Files with an extension, server paths, and paths with a segment longer than
 * the router accepts for a parameter (no route of either app has one) stay 404s.
 */
export function isWebAppRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  const longestSegment = Math.max(...pathname.split('/').map((segment) => segment.length));
  return (
    !SERVER_PATHS.test(pathname) &&
    path.posix.extname(pathname) === '' &&
    longestSegment <= (request.server.initialConfig.maxParamLength ?? Number.POSITIVE_INFINITY)
  );
}

export const sendWebAppIndex = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
