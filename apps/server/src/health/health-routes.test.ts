import { AI_DEFAULTS } from '@dd/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/storage.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { READINESS_CHECK_TIMEOUT_MS, runCheck } from './readiness-checks.ts';

let t: TestApp;
afterEach(() => t?.close());

describe('GET /api/ready', () => {
  it('answers ready while the database, the storage and the queue answer, 503 once draining, and stays out of the request log', async () => {
    const lines: string[] = [];
    t = await createTestApp({
      config: { logLevel: 'info' },
      logStream: { write: (line: string) => lines.push(line) } as unknown as NodeJS.WritableStream,
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', queue: 'ok' }, engine: { name: 'builtin', provider: null } });
    expect(lines.filter((line) => line.includes('/api/ready'))).toEqual([]);

    // Draining: 503 at once, so load balancers move on, while other requests are still served.
    t.app.readiness.drain();
    const draining = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'draining', checks: {}, engine: { name: 'builtin', provider: null } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('names the language model that answers and its provider, never its key or address', async () => {
    t = await createTestApp({
      config: { ai: { ...AI_DEFAULTS, provider: 'openai-compatible', model: 'llama3.1:8b', baseUrl: 'http://10.0.0.7:11434/v1', apiKey: 'sk-secret-key' } },
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.json()).toMatchObject({ status: 'ready', engine: { name: 'llm:llama3.1:8b', provider: 'openai-compatible' } });
    expect(response.body).not.toMatch(/sk-secret-key|10\.0\.0\.7/);
  });

  it('answers 503 naming the storage when it fails, without the error’s message', async () => {
    t = await createTestApp({
      storage: (dir) => ({
        ...createLocalStorage(dir),
        ping: () => Promise.reject(Object.assign(new Error('secret-bucket at 10.0.0.7 refused'), { code: 'ECONNREFUSED' })),
      }),
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not-ready', checks: { database: 'ok', storage: 'unreachable (ECONNREFUSED)', queue: 'ok' }, engine: { name: 'builtin', provider: null } });
    expect(response.body).not.toContain('secret-bucket');
  });

  // Last: it closes the database under the app.
  it('names the database and the queue when the database is gone, while liveness still answers ok', async () => {
    t = await createTestApp();
    await t.database.close();
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not-ready', checks: { database: 'unreachable', storage: 'ok' } });
    expect(ready.json().checks.queue).toMatch(/^unreachable/);
    const live = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });
});

describe('a readiness check', () => {
  it('gives up after its timeout', async () => {
    const started = Date.now();
    expect(await runCheck(() => new Promise(() => undefined), 50)).toBe('no answer within 50 ms');
    expect(Date.now() - started).toBeLessThan(READINESS_CHECK_TIMEOUT_MS);
  });
});
