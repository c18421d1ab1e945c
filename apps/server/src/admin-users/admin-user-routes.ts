import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminUserResponse, AdminUsersQuery, AdminUsersResponse, AdminUserUpdate } from '@dd/contracts';
import { currentAuth } from '../http/authentication.ts';
import { bearerAuth, errorResponses } from '../http/openapi.ts';
import { changeUser, listUsers, type AdminUserDeps } from './admin-user-service.ts';

const UserParams = z.object({ userId: z.string().describe('User id') });

/** User administration: the firm's accounts, their role and whether they may sign in. */
export function registerAdminUserRoutes(app: FastifyInstance, deps: AdminUserDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { config: { access: 'admin' as const } };
  const docs = (summary: string) => ({ tags: ['user administration'], summary, security: bearerAuth });

  api.get(
    '/admin/users',
    {
      ...guard,
      schema: {
        ...docs('Every account by name, a page at a time; ?search= matches part of a name or an email'),
        querystring: AdminUsersQuery,
        response: { 200: AdminUsersResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({ data: await listUsers(deps, request.query) }),
  );

  api.put(
    '/admin/users/:userId',
    {
      ...guard,
      schema: {
        ...docs('Promote or demote an account, or disable (ending its sessions) or enable it; the last active admin stays'),
        params: UserParams,
        body: AdminUserUpdate,
        response: { 200: AdminUserResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      data: { user: await changeUser(deps, currentAuth(request).user, request.params.userId, request.body) },
    }),
  );
}
