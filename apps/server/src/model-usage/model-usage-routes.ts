import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminModelUsageResponse, ModelSettingsInput, ModelSettingsResponse } from '@dd/contracts';
import { currentAuth } from '../http/authentication.ts';
import { bearerAuth, errorResponses } from '../http/openapi.ts';
import { changeModelSettings, firmModelUsage, modelSettings, type ModelUsageDeps } from './model-usage-service.ts';

/**
 * The language model as the firm runs it: whether one answers and the default for new cases (every user), what it
 * cost and that default's change (admins only).
 */
export function registerModelUsageRoutes(app: FastifyInstance, deps: ModelUsageDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/model-settings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['language model'],
        summary: 'Whether a language model answers, and whether new cases are "built-in engine only" by default',
        security: bearerAuth,
        response: { 200: ModelSettingsResponse, ...errorResponses(401) },
      },
    },
    async () => ({ data: await modelSettings(deps) }),
  );

  api.put(
    '/admin/model-settings',
    {
      config: { access: 'admin' as const },
      schema: {
        tags: ['language model'],
        summary: 'Make new cases "built-in engine only" by default, or not',
        security: bearerAuth,
        body: ModelSettingsInput,
        response: { 200: ModelSettingsResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({ data: await changeModelSettings(deps, currentAuth(request).user.id, request.body.builtinOnlyByDefault) }),
  );

  api.get(
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
