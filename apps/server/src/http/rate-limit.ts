import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { MESSAGES } from '@dd/contracts';
import { HttpError } from '@dd/http-kit';
import type { LoginRateLimits, RateLimit } from '../config.ts';

type Limiter = (request: FastifyRequest) => Promise<void>;

const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, MESSAGES.global.tooManyRequests, { 'retry-after': String(Math.max(1, retryAfterSeconds)) });

/** A limiter over the plugin's store that answers 429 (with Retry-After) in our error shape. */
function createLimiter(app: FastifyInstance, limit: RateLimit, key: (request: FastifyRequest) => string): Limiter {
  const check = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: key });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
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

/**
 * Two limits for a call made with a session (it carries no email to count by): per client address and per
 * signed-in account. Both run once the access policy has authenticated the caller, so a stranger gets 401.
 */
export function sessionRateLimits(
  app: FastifyInstance,
  options: { name: string; perIp: RateLimit; perAccount: RateLimit },
): { perIp: onRequestAsyncHookHandler; perAccount: onRequestAsyncHookHandler } {
  const perIp = createLimiter(app, options.perIp, (request) => `${options.name}:ip:${request.ip}`);
  const perAccount = createLimiter(app, options.perAccount, (request) => `${options.name}:account:${request.auth?.user.id ?? ''}`);
  return { perIp: async (request) => perIp(request), perAccount: async (request) => perAccount(request) };
}

/** A budget of failures under one key: read without spending it, and spent only when a failure is recorded. */
function createFailureBudget(app: FastifyInstance, limit: RateLimit, key: (request: FastifyRequest) => string) {
  const count = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: key });
  return {
    /** Seconds until the budget refills when it is spent, else undefined. */
    async spentFor(request: FastifyRequest): Promise<number | undefined> {
      const result = await count(request, { increment: false });
      return !result.isAllowed && result.remaining === 0 ? result.ttlInSeconds : undefined;
    },
    async spend(request: FastifyRequest): Promise<void> {
      await count(request);
    },
  };
}

export interface LoginRateLimiter {
  /** Refuses an address that has used up its failures, before the body is read. */
  checkAddress: onRequestAsyncHookHandler;
  /** Refuses an account that has used up its failures, here or everywhere, before the password is checked. */
  checkAccount: preValidationAsyncHookHandler;
  /** Counts a failed login against the account at this address, the account, and the address. */
  recordFailure(request: FastifyRequest): Promise<void>;
}

/**
 * Login limits that count failed logins only, as OWASP advises: a successful login spends nothing, so one
 * person guessing at an account cannot lock out colleagues who sign in correctly from the same address.
 * A refused attempt never reaches the password check and is not counted again.
 */
export function loginRateLimiter(app: FastifyInstance, limits: LoginRateLimits): LoginRateLimiter {
  const perAddress = createFailureBudget(app, limits.perAddress, (request) => `login-failures:ip:${request.ip}`);
  const perAccount = createFailureBudget(app, limits.perAccount, (request) => `login-failures:email:${emailIn(request)}`);
  const perAccountAtAddress = createFailureBudget(
    app,
    limits.perAccountAtAddress,
    (request) => `login-failures:email:${emailIn(request)}:ip:${request.ip}`,
  );
  const refuseWhenSpent = async (request: FastifyRequest, budgets: ReturnType<typeof createFailureBudget>[]) => {
    const waits = (await Promise.all(budgets.map((budget) => budget.spentFor(request)))).filter((wait) => wait !== undefined);
    if (waits.length > 0) throw tooManyRequests(Math.max(...waits));
  };
  return {
    checkAddress: async (request) => refuseWhenSpent(request, [perAddress]),
    checkAccount: async (request) => {
      if (emailIn(request) !== '') await refuseWhenSpent(request, [perAccountAtAddress, perAccount]);
    },
    async recordFailure(request) {
      await Promise.all([perAccountAtAddress, perAccount, perAddress].map((budget) => budget.spend(request)));
    },
  };
}
