import type { FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { MESSAGES } from '@dd/contracts';
import { HttpError } from '@dd/http-kit';
import { hmacSha256Hex } from '../auth/secrets.ts';
import type { LoginRateLimits, RateLimit } from '../config.ts';
import type { Database } from '../db/database.ts';
import { countUnlessFull, hasCount, uncount } from './rate-limit-counter-repository.ts';

/** The counters live in the database every process shares, so a limit holds however many processes answer. */
export interface RateLimitDeps {
  db: Database;
  clock: () => Date;
  /** Keys the digests that stand for emails and addresses in the counters' keys. */
  appKey: string;
}

type Limiter = (request: FastifyRequest) => Promise<void>;

/**
 * A 429 whose message and Retry-After name the same wait. The wait never exceeds the window: a window opened a
 * moment ago by a request that read the clock after this one did would otherwise read as a second longer.
 */
const tooManyRequests = (resetAt: Date, now: Date, windowMs: number) => {
  const remainingMs = Math.min(resetAt.getTime() - now.getTime(), windowMs);
  const retryAfterSeconds = Math.max(1, Math.ceil(remainingMs / 1000));
  return new HttpError(429, MESSAGES.global.tooManyRequestsFor(retryAfterSeconds), { 'retry-after': String(retryAfterSeconds) });
};

/** A counter's key: emails and addresses are personal data, so the table holds only a keyed digest of them. */
const counterKey = (deps: RateLimitDeps, name: string, scope: string, ...parts: string[]) =>
  `${name}:${scope}:${hmacSha256Hex(deps.appKey, parts.join('\n'))}`;

/** Counts every call under one key, refusing with 429 (and Retry-After) once the window's calls are spent. */
function createLimiter(deps: RateLimitDeps, limit: RateLimit, key: (request: FastifyRequest) => string): Limiter {
  return async (request) => {
    const now = deps.clock();
    const outcome = await countUnlessFull(deps.db, key(request), limit, now);
    if (!outcome.counted) throw tooManyRequests(outcome.resetAt, now, limit.windowMs);
  };
}

const emailIn = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normalizedEmail(email) : '';
};

const normalizedEmail = (email: string) => email.trim().toLowerCase();

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
  deps: RateLimitDeps,
  options: AuthRateLimitOptions,
): { perIp: onRequestAsyncHookHandler; perEmail: preValidationAsyncHookHandler } {
  const perIp = createLimiter(deps, options.perIp, (request) => counterKey(deps, options.name, 'address', request.ip));
  const perEmail = createLimiter(deps, options.perEmail, (request) =>
    options.emailAloneKey
      ? counterKey(deps, options.name, 'email', emailIn(request))
      : counterKey(deps, options.name, 'email-at-address', emailIn(request), request.ip),
  );
  return { perIp: async (request) => perIp(request), perEmail: async (request) => perEmail(request) };
}

/**
 * Two limits for a call made with a session (it carries no email to count by): per client address and per
 * signed-in account. Both run once the access policy has authenticated the caller, so a stranger gets 401.
 */
export function sessionRateLimits(
  deps: RateLimitDeps,
  options: { name: string; perIp: RateLimit; perAccount: RateLimit },
): { perIp: onRequestAsyncHookHandler; perAccount: onRequestAsyncHookHandler } {
  const perIp = createLimiter(deps, options.perIp, (request) => counterKey(deps, options.name, 'address', request.ip));
  const perAccount = createLimiter(deps, options.perAccount, (request) =>
    counterKey(deps, options.name, 'account', request.auth?.user.id ?? ''),
  );
  return { perIp: async (request) => perIp(request), perAccount: async (request) => perAccount(request) };
}

/** How long a successful sign-in makes an account known at an address, and so spared that address's budget. */
const KNOWN_AT_ADDRESS = { max: 1, windowMs: 30 * 24 * 60 * 60_000 };

/** One login attempt, its failure already counted in every budget it answers to. */
export interface LoginAttempt {
  /** The password was right: the failure is given back, and the account is known at this address from now. */
  succeeded(): Promise<void>;
  /** The attempt ended with no verdict on the password: the failure is given back. */
  abandoned(): Promise<void>;
}

export interface LoginRateLimiter {
  /**
   * Counts the attempt as a failure before the password is checked, in each budget in turn (the account at
   * this address, the account, the address), and refuses with 429 at the first that is spent, giving back
   * what it counted: a refused attempt costs nothing, and no more attempts are checked than a budget allows,
   * however many arrive at once. A failed check leaves the failure counted.
   */
  reserve(request: FastifyRequest, email: string): Promise<LoginAttempt>;
}

/**
 * Login limits that count failed logins only, as OWASP advises, and count them before the argon2 check so that
 * concurrent guesses cannot all be checked. An account that has signed in from an address in the last 30 days
 * is spared that address's budget, so guesses at other accounts from a shared office address cannot lock out
 * colleagues who sign in there (decision 24).
 */
export function loginRateLimiter(deps: RateLimitDeps, limits: LoginRateLimits): LoginRateLimiter {
  const giveBack = (counted: { key: string; resetAt: Date }[]) =>
    Promise.all(counted.map(({ key, resetAt }) => uncount(deps.db, key, resetAt)));

  return {
    async reserve(request, email) {
      const now = deps.clock();
      const account = normalizedEmail(email);
      const knownHere = counterKey(deps, 'login-sign-ins', 'account-at-address', account, request.ip);
      const budgets = [
        { key: counterKey(deps, 'login-failures', 'account-at-address', account, request.ip), limit: limits.perAccountAtAddress },
        { key: counterKey(deps, 'login-failures', 'account', account), limit: limits.perAccount },
      ];
      if (!(await hasCount(deps.db, knownHere, now))) {
        budgets.push({ key: counterKey(deps, 'login-failures', 'address', request.ip), limit: limits.perAddress });
      }

      const counted: { key: string; resetAt: Date }[] = [];
      for (const { key, limit } of budgets) {
        const outcome = await countUnlessFull(deps.db, key, limit, now);
        if (!outcome.counted) {
          await giveBack(counted);
          throw tooManyRequests(outcome.resetAt, now, limit.windowMs);
        }
        counted.push({ key, resetAt: outcome.resetAt });
      }
      return {
        async succeeded() {
          await giveBack(counted);
          await countUnlessFull(deps.db, knownHere, KNOWN_AT_ADDRESS, deps.clock());
        },
        abandoned: async () => void (await giveBack(counted)),
      };
    },
  };
}
