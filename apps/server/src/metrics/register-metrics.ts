import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@dd/contracts';
import type { DocumentWorkerPool } from '@dd/engine';
import { HttpError, notFound } from '@dd/http-kit';
import { constantTimeEqual, sha256Hex } from '../auth/secrets.ts';
import type { Database } from '../db/database.ts';
import { httpRequestDuration } from './metric-definitions.ts';
import { metricsRegistry } from './metrics-registry.ts';
import { observeJobQueues, observeWorkerPool } from './record-metrics.ts';

export interface MetricsOptions {
  /** The bearer token that opens `/metrics`; unset, the page is not served on this port (404). */
  token: string | undefined;
  db: Database;
  documentWorkers: DocumentWorkerPool;
  /** The configured number of document workers: the pool's ceiling. */
  workerLimit: number;
}

/** Requests that matched no route share one label: raw URLs would make a series per id. */
export const UNMATCHED_ROUTE = '(unmatched)';

export const METRICS_PATH = '/metrics';

/**
 * Times every response by its route pattern, reads the pool and the queue at each scrape, and serves the
 * Prometheus page at /metrics to a holder of the token. Register before the routes: hooks reach routes added after.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const stopObserving = [observeWorkerPool(options.documentWorkers, options.workerLimit), observeJobQueues(options.db)];
  app.addHook('onClose', async () => {
    for (const stop of stopObserving) stop();
  });

  // Always routed, so that without a token the page is a 404 even where the web app would answer unknown paths.
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!options.token) throw notFound();
    if (!holdsToken(request, options.token)) {
      throw new HttpError(401, MESSAGES.global.unauthenticated, { 'www-authenticate': 'Bearer' });
    }
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}

function holdsToken(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  // Digests of equal length, so the comparison tells nothing of the token's length either.
  return constantTimeEqual(sha256Hex(given), sha256Hex(token));
}
