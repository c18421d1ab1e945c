import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  UserConfigurationInsertOrUpdateRequest,
  UserConfigurationListRequest,
  UserConfigurationsResponse,
} from '@dd/contracts';
import { currentAuth } from '../http/authentication.ts';
import { bearerAuth, errorResponses } from '../http/openapi.ts';
import { listConfiguration, saveConfiguration, type UserConfigurationDeps } from './user-configuration-service.ts';

/** A lawyer's chosen regions and practice areas (only ever the caller's own). */
export function registerUserConfigurationRoutes(app: FastifyInstance, deps: UserConfigurationDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/user-configuration/list',
    {
      config: { access: 'user' },
      schema: {
        tags: ['user configuration'],
        summary: 'The caller’s items of one type (TYPE-REGION or TYPE-PRACTICE-AREA), each with is_active',
        security: bearerAuth,
        body: UserConfigurationListRequest,
        response: { 200: UserConfigurationsResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) => ({
      data: { userConfigurations: await listConfiguration(deps, currentAuth(request).user.id, request.body.type) },
    }),
  );

  api.post(
    '/user-configuration/insert-or-update',
    {
      config: { access: 'user' },
      schema: {
        tags: ['user configuration'],
        summary:
          'Save items, active unless should_remove, all or none; answers every item of the types sent. ' +
          'Errors are keyed by path: payloads.0.value',
        security: bearerAuth,
        body: UserConfigurationInsertOrUpdateRequest,
        response: { 200: UserConfigurationsResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) => ({
      data: { userConfigurations: await saveConfiguration(deps, currentAuth(request).user.id, request.body.payloads) },
    }),
  );
}
