import { STATUS_CODES } from 'node:http';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { MESSAGES } from '@dd/contracts';
import type { ErrorResponse } from '@dd/contracts';
import { createDocumentWorkerPool } from '@dd/engine';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { createMainApiUserClient } from './auth/main-api-user-client.ts';
import { createRequireMainApiUser } from './auth/require-main-api-user.ts';
import type { ResearchConfig } from './config.ts';
import { registerExtractDocTextRoute } from './documents/extract-doc-text-route.ts';
import { HttpError } from './http-error.ts';

/**
 * A logout or password reset at the main API is honoured here within this time (decision record 4). Long enough
 * for a burst of uploads to share one check, short enough that a signed-out token is useless almost at once.
 */
const TOKEN_CACHE_TTL_MS = 5_000;

/** Helmet's default, as the main API sends it. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The legal-research host: its own process, trusting the main API's bearer tokens. */
/** `now` replaces the monotonic clock of the token cache and `logStream` the log's destination, for tests. */
export function buildResearchApp(
  config: ResearchConfig,
  options: { now?: () => number; logStream?: NodeJS.WritableStream } = {},
): FastifyInstance {
  const app = Fastify({ logger: { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) } });

  void app.register(helmet, {
    // Only JSON is served here: nothing may load, run or frame under its origin.
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    frameguard: { action: 'deny' },
    // Governs only no-cors loads (an <img> or <script> on another site); the web app's fetches are CORS reads.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Sent by the hook below, which knows how the request arrived: never over plain HTTP (RFC 6797, 7.2).
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  void app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  void app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10, parts: 20 } });

  const mainApiUsers = createMainApiUserClient({
    mainApiUrl: config.mainApiUrl,
    timeoutMs: config.mainApiTimeoutMs,
    cacheTtlMs: TOKEN_CACHE_TTL_MS,
    now: options.now,
  });
  app.decorateRequest('mainApiUser', null);
  app.decorate('requireMainApiUser', createRequireMainApiUser(mainApiUsers));

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      const body: ErrorResponse = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
      return reply.code(error.statusCode).send(body);
    }
    const status = clientErrorStatus(error);
    // Fastify's own 4xx (malformed JSON, wrong content type, body too large) are the caller's to fix.
    if (status) {
      const message = (error as Error).message || STATUS_CODES[status] || MESSAGES.global.badRequest;
      return reply.code(status).send({ message } satisfies ErrorResponse);
    }
    request.log.error({ err: error }, 'Request failed');
    return reply.code(500).send({ message: MESSAGES.global.serverError, requestId: request.id } satisfies ErrorResponse);
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ message: MESSAGES.global.notFound } satisfies ErrorResponse),
  );

  app.get('/api/health', async () => ({ status: 'ok' }));
  const documentWorkers = createDocumentWorkerPool({ limits: config.documentLimits, log: app.log });
  app.addHook('onClose', () => documentWorkers.close());
  registerExtractDocTextRoute(app, { config, documentWorkers });

  return app;
}

function clientErrorStatus(error: unknown): number | null {
  const status = error instanceof Error && 'statusCode' in error ? error.statusCode : null;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}
