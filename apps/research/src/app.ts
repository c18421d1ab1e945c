import { tmpdir } from 'node:os';
import path from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { MESSAGES } from '@dd/contracts';
import { createDocumentWorkerPool } from '@dd/engine';
import { HttpError, registerErrorHandler, registerSecurityHeaders, sendError, spoolDirectory } from '@dd/http-kit';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { createMainApiUserClient } from './auth/main-api-user-client.ts';
import { createRequireMainApiUser } from './auth/require-main-api-user.ts';
import type { ResearchConfig } from './config.ts';
import { registerExtractDocTextRoute } from './documents/extract-doc-text-route.ts';

/**
 * A logout or password reset at the main API is honoured here within this time (decision record 4). Long enough
 * for a burst of uploads to share one check, short enough that a signed-out token is useless almost at once.
 */
const TOKEN_CACHE_TTL_MS = 5_000;

/** The research host keeps no data: uploads are spooled under the system's temporary folder while read. */
export const RESEARCH_TEMP_DIR = path.join(tmpdir(), 'dd-research');
const researchSpoolDirectory = () => spoolDirectory(RESEARCH_TEMP_DIR);

/** The legal-research host: its own process, trusting the main API's bearer tokens. */
/** `now` replaces the monotonic clock of the token cache and `logStream` the log's destination, for tests. */
export function buildResearchApp(
  config: ResearchConfig,
  options: { now?: () => number; logStream?: NodeJS.WritableStream } = {},
): FastifyInstance {
  const app = Fastify({ logger: { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) } });

  registerSecurityHeaders(app, {
    // Only JSON is served here: nothing may load, run or frame under its origin.
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    frameguard: { action: 'deny' },
    // Governs only no-cors loads (an <img> or <script> on another site); the web app's fetches are CORS reads.
    crossOriginResourcePolicy: { policy: 'same-origin' },
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

  registerErrorHandler(app);
  app.setNotFoundHandler((_request, reply) => sendError(reply, new HttpError(404, MESSAGES.global.notFound)));

  app.get('/api/health', async () => ({ status: 'ok' }));
  const documentWorkers = createDocumentWorkerPool({ limits: config.documentLimits, log: app.log });
  app.addHook('onClose', () => documentWorkers.close());
  registerExtractDocTextRoute(app, { config, documentWorkers, spoolDir: researchSpoolDirectory() });

  return app;
}
