import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dd/contracts';
import { createTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { freePort, killHard, startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { PASSWORD, uniqueEmail } from '../testing/test-app.ts';

// Two API processes on one PostgreSQL, with the product's own limits (RATE_LIMIT_MULTIPLIER unset): 10 failures
// for an account at one address, 50 for an account, 200 for an address. Addresses come from X-Forwarded-For.
describe('login limits shared by two API processes on PostgreSQL', () => {
  let database: TestDatabase;
  let dataDir: string;
  const processes: ServerProcess[] = [];
  const urls: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'dd-login-limits-'));
    for (let api = 0; api < 2; api++) {
      const port = await freePort();
      processes.push(
        await startServerProcess({ dataDir, port, role: 'api', databaseUrl: database.databaseUrl!, env: { TRUST_PROXY: 'true' } }),
      );
      urls.push(`http://127.0.0.1:${port}`);
    }
  }, 180_000);
  afterAll(async () => {
    await Promise.all(processes.map((server) => killHard(server.child)));
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  let requests = 0;
  /** Sent to each process in turn. */
  const post = (url: string, body: object, address: string) =>
    fetch(`${urls[requests++ % urls.length]}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
  const login = (email: string, password: string, address: string) => post('/api/auth/login', { email, password }, address);

  let registrations = 0;
  const newAccount = async () => {
    const email = uniqueEmail();
    const response = await post(
      '/api/auth/register',
      { name: 'Aoife Murphy', email, password: PASSWORD, password_confirmation: PASSWORD },
      `10.9.0.${++registrations}`,
    );
    expect(response.status).toBe(201);
    return email;
  };

  const statusCounts = (responses: Response[]) =>
    responses.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

  it.each([50, 100])(
    'evaluates exactly 10 of %i concurrent wrong passwords for one account across both processes, while a colleague signs in',
    async (attempts) => {
      const office = `198.51.100.${attempts}`;
      const [victim, colleague] = await Promise.all([newAccount(), newAccount()]);

      const [colleagueSignIn, ...guesses] = await Promise.all([
        login(colleague, PASSWORD, office),
        ...Array.from({ length: attempts }, (_, guess) => login(victim, `guess ${guess}`, office)),
      ]);

      expect(statusCounts(guesses)).toEqual({ 401: 10, 429: attempts - 10 });
      expect(colleagueSignIn!.status).toBe(200);
      const refused = guesses.find((response) => response.status === 429)!;
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(await refused.json()).toEqual({ message: MESSAGES.global.tooManyRequestsFor(retryAfter) });
    },
    120_000,
  );

  it('evaluates no more than 200 failures from one address, and still lets in a colleague known there', async () => {
    const sprayer = '203.0.113.99';
    const colleague = await newAccount();
    expect((await login(colleague, PASSWORD, sprayer)).status).toBe(200);

    const sprayed = await Promise.all(Array.from({ length: 240 }, (_, account) => login(uniqueEmail(`sprayed-${account}`), 'Password1', sprayer)));

    expect(statusCounts(sprayed)).toEqual({ 401: 200, 429: 40 });
    expect((await login(colleague, PASSWORD, sprayer)).status).toBe(200);
    expect((await login(await newAccount(), PASSWORD, sprayer)).status).toBe(429);
  }, 180_000);
});
