import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminModelUsageResponse } from '@dd/contracts';
import { bearerAuth, errorResponses } from '../http/openapi.ts';
import { firmModelUsage, type ModelUsageDeps } from './model-usage-service.ts';

/** What the language model cost the firm: for admins only. */
export function registerModelUsageRoutes(app: FastifyInstance, deps: ModelUsageDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/model-usage',
    {
      config: { access: 'admin' as const },
      schema: {
        tags: ['language model'],
        summary: "The language model's calls and tokens by month, and by case, over the last twelve months",
        security: bearerAuth,
        response: { 200: AdminModelUsageResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await firmModelUsage(deps) }),
  );
}
