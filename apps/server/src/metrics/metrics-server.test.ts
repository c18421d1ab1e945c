import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { createMailer } from '../mail/mailer.ts';
import { startRuntime, type Runtime } from '../server-runtime.ts';
import { createLocalStorage } from '../storage/storage.ts';
import { testConfig } from '../testing/test-app.ts';
import { startMetricsServer, type MetricsServer } from './metrics-server.ts';
import { sampleValue } from './prometheus-text.ts';

let dataDir: string;
let database: TestDatabase;
let worker: Runtime;
let server: MetricsServer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'dd-metrics-'));
  database = await createTestDatabase();
  // As main.ts runs a worker: no metrics token, a private port.
  const config = testConfig(dataDir, { documentLimits: { ...testConfig(dataDir).documentLimits, workers: 3 } });
  worker = await startRuntime({
    role: 'worker',
    database,
    config,
    storage: createLocalStorage(path.join(dataDir, 'files')),
    mailer: createMailer({ outboxDir: path.join(dataDir, 'mail'), from: config.mailFrom, logger: { info: () => undefined } }),
    pollingIntervalSeconds: 0.5,
  });
  await worker.startWorking();
  server = await startMetricsServer({ port: 0, host: config.metrics.host });
}, 30_000);
afterAll(async () => {
  await server?.close();
  await worker?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the private metrics listener', () => {
  it("serves a worker process's metrics without a token, and nothing else", async () => {
    const base = `http://127.0.0.1:${server.port}`;

    const response = await fetch(`${base}/metrics`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const page = await response.text();
    expect(sampleValue(page, 'dd_document_workers', { state: 'limit' })).toBe(3);
    expect(sampleValue(page, 'dd_jobs_in_queue', { queue: 'case-file.answer', state: 'active' })).toBe(0);
    expect(sampleValue(page, 'dd_process_start_time_seconds')).toBeGreaterThan(0);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/api/health`)).status).toBe(404);
  });

  it('leaves /metrics unserved on the API port when no token is configured', async () => {
    expect((await worker.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await worker.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer guess' } })).statusCode).toBe(404);
  });

  it('stops listening when closed', async () => {
    const extra = await startMetricsServer({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${extra.port}/metrics`;
    expect((await fetch(url)).status).toBe(200);

    await extra.close();

    await expect(fetch(url)).rejects.toThrow();
  });
});
