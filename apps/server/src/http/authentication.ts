import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '@dd/http-kit';
import type { AccessTokenService, Authenticated } from '../auth/access-token-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser: the caller and the token they presented. */
    auth: Authenticated | null;
  }
  interface FastifyInstance {
    /** Who a bearer token belongs to, or null. */
    authenticate(token: string): Promise<Authenticated['user'] | null>;
    accessTokens: AccessTokenService;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerAuthentication(app: FastifyInstance, accessTokens: AccessTokenService): void {
  app.decorate('accessTokens', accessTokens);
  app.decorate('authenticate', async (token: string) => (await accessTokens.authenticate(token))?.user ?? null);
  app.decorateRequest('auth', null);
  // A user's own change (profile, picture, email) must show on their next request. The database's notice of it
  // reaches this process a moment after the commit, so forget their remembered lookups before answering.
  app.addHook('onSend', async (request) => {
    if (request.auth && !READS.has(request.method)) accessTokens.forgetUser(request.auth.user.id);
  });
}

/** onRequest hook: 401 unless the request carries a live bearer token. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  const auth = token ? await request.server.accessTokens.authenticate(token) : null;
  if (!auth) throw unauthenticated();
  request.auth = auth;
}

/** Hook after requireUser: 403 unless the caller is an admin. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw unauthenticated();
  if (request.auth.user.role !== 'admin') throw forbidden();
}

/** The caller of a route guarded by requireUser. */
export function currentAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
