import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@dd/contracts';
import type { RateLimits } from '../config.ts';
import { rateLimitCounters } from '../db/schema.ts';
import { JOB_SCHEMA } from '../jobs/job-schema.ts';
import { bearer, createTestApp, PASSWORD, registerUser, uniqueEmail, type TestApp } from '../testing/test-app.ts';

const MINUTE = 60_000;
const limit = (max: number, windowMs = MINUTE) => ({ max, windowMs });
const rateLimits: RateLimits = {
  login: { perAccountAtAddress: limit(3, 15 * MINUTE), perAccount: limit(7, 15 * MINUTE), perAddress: limit(12, 15 * MINUTE) },
  register: { perIp: limit(3), perEmail: limit(50) },
  forgotPassword: { perIp: limit(50), perEmail: limit(2) },
  resetPassword: { perIp: limit(2), perEmail: limit(50) },
  invitations: { perIp: limit(50), perAccount: limit(50) },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits } });
});
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

type Ip = { remoteAddress: string };
const post = (url: string, payload: object, from: Ip = { remoteAddress: '203.0.113.1' }) =>
  t.app.inject({ method: 'POST', url, payload, ...from });
const login = (email: string, password: string, from: Ip) => post('/api/auth/login', { email, password }, from);

const expectTooMany = (response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  // The message names the same wait as the header, in minutes rounded up.
  expect(response.json()).toEqual({ message: MESSAGES.global.tooManyRequestsFor(retryAfter) });
};

let registrations = 0;
/** A new account, registered from an address of its own so registration limits stay out of the way. */
const newAccount = async () => {
  const email = uniqueEmail();
  const response = await post(
    '/api/auth/register',
    { name: 'Aoife Murphy', email, password: PASSWORD, password_confirmation: PASSWORD },
    { remoteAddress: `10.0.0.${++registrations}` },
  );
  expect(response.statusCode).toBe(201);
  return { email, password: PASSWORD };
};

/** Moves the rate limit store's time (Date.now) forward. */
const moveTimeForward = (ms: number) => {
  const now = Date.now.bind(Date);
  vi.spyOn(Date, 'now').mockImplementation(() => now() + ms);
};

describe('login limits', () => {
  it('refuses an attacker guessing one account from an office address while a colleague there signs in', async () => {
    const office = { remoteAddress: '198.51.100.7' };
    const victim = await newAccount();
    const colleague = await newAccount();

    for (let guess = 1; guess <= 3; guess++) expect((await login(victim.email, `guess ${guess}`, office)).statusCode).toBe(401);
    for (let guess = 4; guess <= 30; guess++) expectTooMany(await login(victim.email.toUpperCase(), `guess ${guess}`, office));

    const signIn = await login(colleague.email, colleague.password, office);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.email).toBe(colleague.email);
  });

  it('refuses even the right password for that account at that address until the window has passed', async () => {
    const attacker = { remoteAddress: '198.51.100.8' };
    const victim = await newAccount();
    for (let guess = 1; guess <= 3; guess++) expect((await login(victim.email, `guess ${guess}`, attacker)).statusCode).toBe(401);

    const refused = await login(victim.email, victim.password, attacker);
    expectTooMany(refused);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await login(victim.email, victim.password, { remoteAddress: '198.51.100.9' })).statusCode).toBe(200);

    moveTimeForward(15 * MINUTE);
    expect((await login(victim.email, victim.password, attacker)).statusCode).toBe(200);
  });

  it('does not count refused attempts against the account or the address', async () => {
    const attacker = { remoteAddress: '198.51.100.10' };
    const victim = await newAccount();
    for (let guess = 1; guess <= 3; guess++) await login(victim.email, `guess ${guess}`, attacker);
    for (let guess = 4; guess <= 20; guess++) expectTooMany(await login(victim.email, `guess ${guess}`, attacker));

    // Counted, the refused guesses would have spent the account's budget (7) and the address's (12).
    const elsewhere = { remoteAddress: '198.51.100.14' };
    expect((await login(victim.email, 'guess 21', elsewhere)).statusCode).toBe(401);
    expect((await login(victim.email, victim.password, elsewhere)).statusCode).toBe(200);
    const colleague = await newAccount();
    expect((await login(colleague.email, colleague.password, attacker)).statusCode).toBe(200);
  });

  it('refuses an account guessed at from many addresses, from any address', async () => {
    const victim = await newAccount();
    for (let address = 1; address <= 7; address++) {
      const response = await login(victim.email, `guess ${address}`, { remoteAddress: `192.0.2.${address}` });
      expect(response.statusCode).toBe(401);
    }
    expectTooMany(await login(victim.email, 'guess 8', { remoteAddress: '192.0.2.8' }));
    expectTooMany(await login(victim.email, victim.password, { remoteAddress: '192.0.2.9' }));

    const other = await newAccount();
    expect((await login(other.email, other.password, { remoteAddress: '192.0.2.9' })).statusCode).toBe(200);
  });

  it('refuses an address that fails on many accounts, yet lets in a colleague who has signed in there before', async () => {
    const sprayer = { remoteAddress: '198.51.100.11' };
    const colleague = await newAccount();
    expect((await login(colleague.email, colleague.password, sprayer)).statusCode).toBe(200);
    const newcomer = await newAccount();
    for (let account = 1; account <= 12; account++) {
      expect((await login(uniqueEmail('sprayed'), 'Password1', sprayer)).statusCode).toBe(401);
    }
    expectTooMany(await login(uniqueEmail('sprayed'), 'Password1', sprayer));
    expectTooMany(await login(newcomer.email, newcomer.password, sprayer));

    expect((await login(colleague.email, colleague.password, sprayer)).statusCode).toBe(200);
    expect((await login(newcomer.email, newcomer.password, { remoteAddress: '198.51.100.12' })).statusCode).toBe(200);
  });

  it('still limits a known account\'s failures at that address when the address is spent', async () => {
    const office = { remoteAddress: '198.51.100.15' };
    const colleague = await newAccount();
    expect((await login(colleague.email, colleague.password, office)).statusCode).toBe(200);
    for (let account = 1; account <= 12; account++) await login(uniqueEmail('sprayed'), 'Password1', office);

    for (let guess = 1; guess <= 3; guess++) expect((await login(colleague.email, `guess ${guess}`, office)).statusCode).toBe(401);
    expectTooMany(await login(colleague.email, colleague.password, office));
  });

  it('never counts a successful login', async () => {
    const office = { remoteAddress: '198.51.100.13' };
    const lawyer = await newAccount();
    for (let signIn = 1; signIn <= 15; signIn++) expect((await login(lawyer.email, lawyer.password, office)).statusCode).toBe(200);
    expect((await login(lawyer.email, 'one typo', office)).statusCode).toBe(401);
    expect((await login(lawyer.email, lawyer.password, office)).statusCode).toBe(200);
  });

  it('does not count payloads that never reach the password check', async () => {
    const ip = { remoteAddress: '198.51.100.20' };
    for (let i = 0; i < 15; i++) expect((await post('/api/auth/login', {}, ip)).statusCode).toBe(422);
    const lawyer = await newAccount();
    expect((await login(lawyer.email, lawyer.password, ip)).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits registrations per address', async () => {
    const ip = { remoteAddress: '198.51.100.30' };
    const register = () =>
      post('/api/auth/register', { name: 'N', email: uniqueEmail(), password: PASSWORD, password_confirmation: PASSWORD }, ip);
    for (let i = 0; i < 3; i++) expect((await register()).statusCode).toBe(201);
    expectTooMany(await register());
  });

  it('limits reset links per email, from any address', async () => {
    const { email } = await registerUser(t.app);
    expect((await post('/api/auth/forgot-password', { email }, { remoteAddress: '192.0.2.1' })).statusCode).toBe(200);
    expect((await post('/api/auth/forgot-password', { email }, { remoteAddress: '192.0.2.2' })).statusCode).toBe(200);
    expectTooMany(await post('/api/auth/forgot-password', { email }, { remoteAddress: '192.0.2.3' }));
    expect((await post('/api/auth/forgot-password', { email: uniqueEmail() }, { remoteAddress: '192.0.2.3' })).statusCode).toBe(200);
  });

  it('limits password reset attempts per address', async () => {
    const ip = { remoteAddress: '198.51.100.40' };
    const attempt = () =>
      post('/api/auth/reset-password', { token: 'guess', email: uniqueEmail(), password: PASSWORD, password_confirmation: PASSWORD }, ip);
    for (let i = 0; i < 2; i++) expect((await attempt()).statusCode).toBe(422);
    expectTooMany(await attempt());
  });
});

describe('password change limits', () => {
  const change = (token: string, from: Ip) =>
    t.app.inject({ method: 'PUT', url: '/api/user/password', headers: bearer(token), payload: {}, ...from });
  const session = async () => {
    const { email, password } = await newAccount();
    return (await login(email, password, { remoteAddress: '198.51.100.61' })).json<{ token: string }>().token;
  };

  it('limits password changes per address', async () => {
    const ip = { remoteAddress: '198.51.100.60' };
    const token = await session();
    for (let i = 0; i < 2; i++) expect((await change(token, ip)).statusCode).toBe(422);
    expectTooMany(await change(token, ip));
  });

  it('limits password changes per account, from any address', async () => {
    const token = await session();
    for (let i = 1; i <= 50; i++) expect((await change(token, { remoteAddress: `10.1.${i}.1` })).statusCode).toBe(422);
    expectTooMany(await change(token, { remoteAddress: '10.1.51.1' }));
    expect((await change(await session(), { remoteAddress: '10.1.51.1' })).statusCode).toBe(422);
  });
});

describe('rate limit windows', () => {
  it('lets the caller in again once the window has passed', async () => {
    const ip = { remoteAddress: '198.51.100.50' };
    const attempt = () =>
      post('/api/auth/reset-password', { token: 'guess', email: uniqueEmail(), password: PASSWORD, password_confirmation: PASSWORD }, ip);
    for (let i = 0; i < 2; i++) expect((await attempt()).statusCode).toBe(422);
    expectTooMany(await attempt());
    moveTimeForward(MINUTE);
    expect((await attempt()).statusCode).toBe(422);
  });
});

describe('rate limit counters', () => {
  it('keeps no email or address in the clear', async () => {
    const email = uniqueEmail('private');
    await login(email, 'guess', { remoteAddress: '198.51.100.70' });
    const keys = (await t.database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toMatch(/@|198\.51\.100\.70|10\.0\.0\./);
  });

  it('are swept once their window has ended, on a schedule', async () => {
    const counters = async () => (await t.database.db.select().from(rateLimitCounters)).sort((a, b) => a.key.localeCompare(b.key));
    await login(uniqueEmail(), 'guess', { remoteAddress: '198.51.100.71' });
    const sweptAt = new Date();
    const open = (await counters()).filter((counter) => counter.resetAt.getTime() > sweptAt.getTime() + MINUTE);
    expect(open.length).toBeGreaterThan(0);
    await t.runtime.jobs.send('rate-limits.sweep', {});
    await t.jobsSettled();
    const kept = await counters();
    expect(kept).toEqual(expect.arrayContaining(open));
    for (const counter of kept) expect(counter.resetAt.getTime()).toBeGreaterThan(sweptAt.getTime());

    // Past the longest window: an account known at an address for 30 days.
    t.advanceClock(31 * 24 * 60 * MINUTE);
    await t.runtime.jobs.send('rate-limits.sweep', {});
    await t.jobsSettled();
    expect(await counters()).toEqual([]);
    const schedules = await t.database.db.execute(sql.raw(`select name, cron from ${JOB_SCHEMA}.schedule`));
    expect((schedules as unknown as { rows: unknown[] }).rows).toContainEqual({ name: 'rate-limits.sweep', cron: '*/15 * * * *' });
  });
});
