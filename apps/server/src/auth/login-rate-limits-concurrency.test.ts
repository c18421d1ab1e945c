import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dd/contracts';
import { defaultRateLimits } from '../config.ts';
import { createTestApp, PASSWORD, registerUser, uniqueEmail, type TestApp } from '../testing/test-app.ts';

// The product's own limits: 10 failures for an account at one address, 50 for an account, 200 for an address.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: defaultRateLimits(1) } });
});
afterAll(() => t?.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

const statusCounts = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, { statusCode }) => ({ ...counts, [statusCode]: (counts[statusCode] ?? 0) + 1 }), {});

describe('login limits under concurrency (PGlite)', () => {
  it.each([50, 100])(
    'evaluates exactly 10 of %i concurrent wrong passwords for one account, while a colleague at that address signs in',
    async (attempts) => {
      const office = `198.51.100.${attempts}`;
      const victim = await registerUser(t.app);
      const colleague = await registerUser(t.app);

      const [colleagueSignIn, ...guesses] = await Promise.all([
        login(colleague.email, PASSWORD, office),
        ...Array.from({ length: attempts }, (_, guess) => login(victim.email, `guess ${guess}`, office)),
      ]);

      expect(statusCounts(guesses)).toEqual({ 401: 10, 429: attempts - 10 });
      expect(colleagueSignIn!.statusCode).toBe(200);
      for (const refused of guesses.filter((response) => response.statusCode === 429)) {
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(14 * 60);
        expect(retryAfter).toBeLessThanOrEqual(15 * 60);
        expect(refused.json()).toEqual({ message: MESSAGES.global.tooManyRequestsFor(retryAfter) });
      }
      expect(MESSAGES.global.tooManyRequestsFor(Number(guesses.find((r) => r.statusCode === 429)!.headers['retry-after']))).toBe(
        'Too many attempts. Please try again in 15 minutes.',
      );
    },
    60_000,
  );

  it('evaluates no more than 200 failures from one address across many accounts, however many arrive at once', async () => {
    const sprayer = '203.0.113.99';
    const responses = await Promise.all(
      Array.from({ length: 240 }, (_, account) => login(uniqueEmail(`sprayed-${account}`), 'Password1', sprayer)),
    );
    expect(statusCounts(responses)).toEqual({ 401: 200, 429: 40 });
  }, 120_000);
});
