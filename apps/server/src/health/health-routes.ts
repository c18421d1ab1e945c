import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '@dd/http-kit';
import { pingDatabase, type Database } from '../db/database.ts';
import { errorResponses } from '../http/openapi.ts';

export function registerHealthRoutes(app: FastifyInstance, deps: { db: Database }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check for load balancers',
        response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses(503) },
      },
    },
    async () => {
      if (!(await pingDatabase(deps.db))) throw new HttpError(503, 'The database is not answering.');
      return { status: 'ok' as const };
    },
  );
}
