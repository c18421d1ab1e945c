import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { MESSAGES } from '@dd/contracts';
import type { RateLimit } from '../config.ts';
import { HttpError } from './http-error.ts';

type Limiter = (request: FastifyRequest) => Promise<void>;

/** A limiter over the plugin's store that answers 429 (with Retry-After) in our error shape. */
function createLimiter(app: FastifyInstance, limit: RateLimit, key: (request: FastifyRequest) => string): Limiter {
  const check = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: key });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new HttpError(429, MESSAGES.global.tooManyRequests, { 'retry-after': String(result.ttlInSeconds) });
    }
  };
}

const emailIn = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

export interface AuthRateLimitOptions {
  /** Names the route in the keys, so each route counts separately. */
  name: string;
  perIp: RateLimit;
  perEmail: RateLimit;
  /** Count per email alone rather than per email at one address (for mail-sending calls: protects the inbox). */
  emailAloneKey?: boolean;
}

/**
 * Two limits for a sign-in style route: per client address, checked before the body is read, and per email,
 * checked once the body (JSON or multipart) has been parsed.
 */
export function authRateLimits(
  app: FastifyInstance,
  options: AuthRateLimitOptions,
): { perIp: onRequestAsyncHookHandler; perEmail: preValidationAsyncHookHandler } {
  const perIp = createLimiter(app, options.perIp, (request) => `${options.name}:ip:${request.ip}`);
  const perEmail = createLimiter(app, options.perEmail, (request) =>
    options.emailAloneKey
      ? `${options.name}:email:${emailIn(request)}`
      : `${options.name}:email:${emailIn(request)}:ip:${request.ip}`,
  );
  return { perIp: async (request) => perIp(request), perEmail: async (request) => perEmail(request) };
}
