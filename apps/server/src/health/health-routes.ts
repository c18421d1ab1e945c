import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { llmEngineName, type AiConfig } from '@dd/contracts';
import { z } from 'zod';
import { pingDatabase, type Database } from '../db/database.ts';
import { pingJobQueue } from '../jobs/job-schema.ts';
import type { Storage } from '../storage/storage.ts';
import { runCheck } from './readiness-checks.ts';
import type { Readiness } from './readiness.ts';

/** Paths probed every few seconds by orchestrators and load balancers: kept out of the request log. */
export const PROBE_PATHS: readonly string[] = ['/api/health', '/api/ready'];

const Checks = z.object({ database: z.string(), storage: z.string(), queue: z.string() });

/** Which engine answers: `builtin`, or `llm:<model>` with its provider (never its key or address). */
const Engine = z.object({ name: z.string(), provider: z.string().nullable() });

export function registerHealthRoutes(app: FastifyInstance, deps: { db: Database; storage: Storage; readiness: Readiness; ai: AiConfig | null }): void {
  const engine = deps.ai ? { name: llmEngineName(deps.ai), provider: deps.ai.provider } : { name: 'builtin', provider: null };
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
        summary: 'Readiness: the database, the file storage and the job queue answer, and the process is not shutting down; and which engine answers',
        response: {
          200: z.object({ status: z.literal('ready'), checks: Checks, engine: Engine }),
          503: z.object({ status: z.enum(['not-ready', 'draining']), checks: Checks.partial(), engine: Engine }),
        },
      },
    },
    async (_request, reply) => {
      if (deps.readiness.draining) return reply.code(503).send({ status: 'draining' as const, checks: {}, engine });
      const [database, storage, queue] = await Promise.all([
        runCheck(() => pingDatabase(deps.db)),
        runCheck(() => deps.storage.ping()),
        runCheck(() => pingJobQueue(deps.db)),
      ]);
      const checks = { database, storage, queue };
      if (Object.values(checks).every((result) => result === 'ok')) return { status: 'ready' as const, checks, engine };
      return reply.code(503).send({ status: 'not-ready' as const, checks, engine });
    },
  );
}
