import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminModelUsageResponse, MESSAGES, ModelSettingsInput, ModelSettingsResponse, OrganisationModelSettingsUpdate, OrganisationUpdateResponse } from '@dd/contracts';
import { currentAuth } from '../http/authentication.ts';
import { bearerAuth, errorResponses } from '../http/openapi.ts';
import { getOrganisation } from '../organisations/organisation-service.ts';
import { changeFirmBuiltinOnlyDefault, changeModelSettings, firmModelUsage, modelSettings, type ModelUsageDeps } from './model-usage-service.ts';

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
    async (request) => ({ data: await modelSettings(deps, currentAuth(request).user.organisationId) }),
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
    async (request) => ({ data: await changeModelSettings(deps, currentAuth(request).user, request.body.builtinOnlyByDefault) }),
  );

  api.put(
    '/organisation/model-settings',
    {
      config: { access: 'firmAdmin' },
      schema: {
        tags: ['organisation'],
        summary: 'Make the firm’s new cases "built-in engine only" by default (no document text sent to a language model), or not; firm admins only',
        security: bearerAuth,
        body: OrganisationModelSettingsUpdate,
        response: { 200: OrganisationUpdateResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const admin = currentAuth(request).user;
      await changeFirmBuiltinOnlyDefault(deps, admin, request.body.builtinOnlyByDefault);
      return {
        message: request.body.builtinOnlyByDefault ? MESSAGES.organisation.builtinOnlyOn : MESSAGES.organisation.builtinOnlyOff,
        data: { organisation: await getOrganisation(deps, admin.organisationId) },
      };
    },
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
    async (request) => ({ data: await firmModelUsage(deps, currentAuth(request).user.organisationId) }),
  );
}
