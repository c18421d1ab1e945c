import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase, type Database } from '../db/database.ts';
import { pingJobQueue } from '../jobs/job-schema.ts';
import type { Storage } from '../storage/storage.ts';
import { runCheck } from './readiness-checks.ts';
import type { Readiness } from './readiness.ts';

/** Paths probed every few seconds by orchestrators and load balancers: kept out of the request log. */
export const PROBE_PATHS: readonly string[] = ['/api/health', '/api/ready'];

const Checks = z.object({ database: z.string(), storage: z.string(), queue: z.string() });

export function registerHealthRoutes(app: FastifyInstance, deps: { db: Database; storage: Storage; readiness: Readiness }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Liveness only: a database outage must not make an orchestrator restart every API process at once.
  routes.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (no dependency is checked)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  routes.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database, the file storage and the job queue answer, and the process is not shutting down',
        response: {
          200: z.object({ status: z.literal('ready'), checks: Checks }),
          503: z.object({ status: z.enum(['not-ready', 'draining']), checks: Checks.partial() }),
        },
      },
    },
    async (_request, reply) => {
      if (deps.readiness.draining) return reply.code(503).send({ status: 'draining' as const, checks: {} });
      const [database, storage, queue] = await Promise.all([
        runCheck(() => pingDatabase(deps.db)),
        runCheck(() => deps.storage.ping()),
        runCheck(() => pingJobQueue(deps.db)),
      ]);
      const checks = { database, storage, queue };
      if (Object.values(checks).every((result) => result === 'ok')) return { status: 'ready' as const, checks };
      return reply.code(503).send({ status: 'not-ready' as const, checks });
    },
  );
}
