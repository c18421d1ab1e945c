import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES, OidcCallbackQuery, OidcStartQuery, OrganisationSsoUpdate, OrganisationUpdateResponse, SingleSignOnStatusResponse, SsoTokenRequest, SsoTokenResponse } from '@dd/contracts';
import type { RateLimits } from '../config.ts';
import { currentAuth } from '../http/authentication.ts';
import { bearerAuth, errorResponses } from '../http/openapi.ts';
import { authRateLimits } from '../http/rate-limit.ts';
import { exchangeSsoHandoff, finishSignOn, oidcCallbackUrl, setSsoRequirement, startSignOn, type SingleSignOnDeps } from './single-sign-on-service.ts';

/** The cookie that ties a sign-in's callback to the browser that began it. */
const BROWSER_COOKIE = 'dd_sso';
const COOKIE_PATH = '/api/auth/oidc';

/**
 * Single sign-on through the firms' identity provider (issue 32, decision 67): OpenID Connect's authorisation code
 * flow with PKCE, state and nonce, then a single-use code the web app swaps for the product's own access token.
 */
export function registerSingleSignOnRoutes(app: FastifyInstance, deps: SingleSignOnDeps & { rateLimits: RateLimits; appKey: string }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = authRateLimits(
    { db: deps.db, clock: deps.clock, appKey: deps.appKey },
    { name: 'single-sign-on', perIp: deps.rateLimits.login.perAddress, perEmail: deps.rateLimits.login.perAccount },
  );
  const secure = new URL(deps.config.appUrl).protocol === 'https:';
  const cookie = (value: string, maxAgeSeconds: number) =>
    `${BROWSER_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  const tags = ['auth'];

  api.get(
    '/auth/sso',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Whether the login page offers “Sign in with your firm’s account”', response: { 200: SingleSignOnStatusResponse } },
    },
    async () => ({ data: { enabled: deps.oidc !== null } }),
  );

  api.get(
    '/auth/oidc/start',
    {
      config: { access: 'public' },
      onRequest: limits.perIp,
      schema: {
        tags,
        summary: 'Begin signing in through the firm’s identity provider: redirects there (PKCE, state and nonce); `returnTo` is where to land after',
        querystring: OidcStartQuery,
        response: { ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const { location, browserSecret } = await startSignOn(deps, request.query.returnTo);
      return reply.header('set-cookie', cookie(browserSecret, 600)).header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  api.get(
    '/auth/oidc/callback',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The identity provider’s answer: signs the user in and redirects to the web app, or to the login page with the reason',
        querystring: OidcCallbackQuery,
      },
    },
    async (request, reply) => {
      const location = await finishSignOn(deps, {
        callbackUrl: callbackUrlOf(request, deps.config.appUrl),
        state: request.query.state,
        error: request.query.error,
        browserSecret: browserSecretOf(request),
      });
      return reply.header('set-cookie', cookie('', 0)).header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  api.post(
    '/auth/oidc/token',
    {
      config: { access: 'public' },
      onRequest: limits.perIp,
      schema: {
        tags,
        summary: 'Swap the single-use code the callback gave the web app (valid one minute) for an access token',
        body: SsoTokenRequest,
        response: { 200: SsoTokenResponse, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => exchangeSsoHandoff(deps, request.body.code),
  );

  api.put(
    '/organisation/sso',
    {
      config: { access: 'firmAdmin' },
      schema: {
        tags: ['organisation'],
        summary: 'Require the firm’s members to sign in through the identity provider (password login refused), or stop requiring it; firm admins only',
        security: bearerAuth,
        body: OrganisationSsoUpdate,
        response: { 200: OrganisationUpdateResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const organisation = await setSsoRequirement(deps, currentAuth(request).user, request.body.required);
      return { message: request.body.required ? MESSAGES.sso.requiredOn : MESSAGES.sso.requiredOff, data: { organisation } };
    },
  );
}

/** The callback's address as the provider sent the browser to it: the configured one, with the query as received. */
function callbackUrlOf(request: FastifyRequest, appUrl: string): URL {
  const query = request.url.indexOf('?');
  return new URL(oidcCallbackUrl(appUrl) + (query === -1 ? '' : request.url.slice(query)));
}

function browserSecretOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === BROWSER_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}
