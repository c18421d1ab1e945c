import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { createJobQueue, type AnyJobDefinition, type JobQueue } from './job-queue.ts';
import { JOB_SCHEMA } from './job-schema.ts';
import { registerWorkerProcess, WORKER_LOCK_NAMESPACE, type WorkerLiveness } from './worker-liveness.ts';

/** Two worker "processes" in one test process: each its own queue (its own pool) and its own liveness lock. */
interface Worker {
  queue: JobQueue<object>;
  liveness: WorkerLiveness;
  /** The emails of the jobs its handler has started. */
  started: string[];
  /** The emails of the jobs it gave up on, their retries spent. */
  givenUp: string[];
  /** Lets its "slow" jobs finish. */
  release(): void;
}

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
/**
 * A handler whose "slow" jobs hold until the test releases them (work that is mid-way when its process goes), and
 * whose "broken" ones throw.
 */
const definition = (started: string[], givenUp: string[], held: Promise<void>): AnyJobDefinition<object> => ({
  name: 'mail.password-reset',
  policy: 'standard',
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireInSeconds: 30 * 60,
  concurrency: () => 1,
  handle: async ({ email }: { email: string }) => {
    started.push(email);
    if (email.startsWith('slow')) await held;
    if (email.startsWith('broken')) throw new Error('The mail server refused it');
  },
  giveUp: async ({ email }: { email: string }) => void givenUp.push(email),
});

describe('worker processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let sql: pg.Client;
  const workers: Worker[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    sql = new pg.Client({ connectionString: database.databaseUrl });
    await sql.connect();
  });
  afterEach(async () => {
    await Promise.all(
      workers.splice(0).map(async (worker) => {
        worker.release();
        await worker.queue.stop(0).catch(() => undefined);
        await worker.liveness.close().catch(() => undefined);
      }),
    );
    // Each test starts with an empty queue: a job a test left behind would keep the next one's worker busy.
    await sql.query(`delete from ${JOB_SCHEMA}.job`);
  });
  afterAll(async () => {
    await sql?.end();
    await database?.close();
  });

  /** As a worker process starts: its lock taken, the jobs of gone processes reclaimed, then working. */
  async function startWorker(): Promise<Worker> {
    const liveness = await registerWorkerProcess(database.databaseUrl!, silent);
    const started: string[] = [];
    const givenUp: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const queue = await createJobQueue<object>({
      connection: { connectionString: database.databaseUrl! },
      definitions: [definition(started, givenUp, held)],
      log: silent,
      worker: true,
      pollingIntervalSeconds: 0.5,
      liveness,
    });
    await queue.giveUp((await liveness.reclaim()).filter((reclaimed) => reclaimed.state === 'failed'), {});
    await queue.work({});
    const worker = { queue, liveness, started, givenUp, release };
    workers.push(worker);
    return worker;
  }

  /** What a crash does to a worker's connection: PostgreSQL ends the session, and its advisory lock with it. */
  async function crash(worker: Worker): Promise<void> {
    await worker.liveness.close();
    const held = async () =>
      (
        await sql.query(
          `select 1 from pg_locks where locktype = 'advisory' and classid = $1::int::oid
           and database = (select oid from pg_database where datname = current_database())`,
          [WORKER_LOCK_NAMESPACE],
        )
      ).rowCount;
    // The server ends the backend a moment after the client has gone.
    await expect.poll(held, { timeout: 5000, interval: 20 }).toBe(0);
  }

  const job = async (id: string) =>
    (await sql.query<{ state: string; retry_count: number; output: unknown }>(`select state, retry_count, output from ${JOB_SCHEMA}.job where id = $1`, [id])).rows[0];

  it('puts back at once the job of a worker whose process died, counting the attempt', async () => {
    const first = await startWorker();
    const id = (await first.queue.send('mail.password-reset', { email: 'slow@firm.example' }))!;
    await expect.poll(() => first.started.length, { timeout: 5000, interval: 50 }).toBe(1);
    await crash(first);

    const second = await startWorker();
    second.release();
    await expect.poll(() => second.started, { timeout: 5000, interval: 50 }).toEqual(['slow@firm.example']);
    await expect.poll(async () => (await job(id))?.state, { timeout: 5000, interval: 50 }).toBe('completed');
    expect((await job(id))?.retry_count).toBe(1);
  });

  it('fails a job for good once crashes have spent its retries, with the reason', async () => {
    const first = await startWorker();
    const id = (await first.queue.send('mail.password-reset', { email: 'slow@firm.example' }))!;
    await expect.poll(() => first.started.length, { timeout: 5000, interval: 50 }).toBe(1);
    // As if two workers had already died on it: this run is its last.
    await sql.query(`update ${JOB_SCHEMA}.job set retry_count = retry_limit where id = $1`, [id]);
    await crash(first);

    const second = await startWorker();
    expect(await job(id)).toMatchObject({ state: 'failed', output: { value: { message: 'The worker process running this job stopped' } } });
    expect(second.started).toEqual([]);
    // What it left waiting is settled by the worker that found it gone.
    expect(second.givenUp).toEqual(['slow@firm.example']);
  });

  it('gives up on a job whose handler fails on its last attempt, and not before', async () => {
    const sender = await createJobQueue<object>({
      connection: { connectionString: database.databaseUrl! },
      definitions: [definition([], [], Promise.resolve())],
      log: silent,
      worker: false,
    });
    const last = (await sender.send('mail.password-reset', { email: 'broken-last@firm.example' }))!;
    const first = (await sender.send('mail.password-reset', { email: 'broken-first@firm.example' }))!;
    await sender.stop(0);
    await sql.query(`update ${JOB_SCHEMA}.job set retry_count = retry_limit where id = $1`, [last]);

    const worker = await startWorker();

    await expect.poll(async () => (await job(last))?.state, { timeout: 5000, interval: 50 }).toBe('failed');
    await expect.poll(async () => (await job(first))?.state, { timeout: 5000, interval: 50 }).toBe('retry');
    expect(worker.givenUp).toEqual(['broken-last@firm.example']);
  });

  it('leaves alone the jobs of a worker that is alive', async () => {
    const first = await startWorker();
    const id = (await first.queue.send('mail.password-reset', { email: 'slow@firm.example' }))!;
    await expect.poll(() => first.started.length, { timeout: 5000, interval: 50 }).toBe(1);
    const second = await startWorker();
    expect(await second.liveness.reclaim()).toEqual([]);
    expect((await job(id))?.state).toBe('active');
  });

  it('on stop, lets a short job finish, and hands a long one to another worker at once without counting it', async () => {
    const first = await startWorker();
    const quick = (await first.queue.send('mail.password-reset', { email: 'quick@firm.example' }))!;
    await expect.poll(async () => (await job(quick))?.state, { timeout: 5000, interval: 50 }).toBe('completed');
    const slow = (await first.queue.send('mail.password-reset', { email: 'slow@firm.example' }))!;
    await expect.poll(() => first.started.length, { timeout: 5000, interval: 50 }).toBe(2);
    const second = await startWorker();

    const stopping = Date.now();
    await first.queue.stop(300);
    expect(Date.now() - stopping).toBeLessThan(3000);
    second.release();
    await expect.poll(() => second.started, { timeout: 5000, interval: 50 }).toEqual(['slow@firm.example']);
    await expect.poll(async () => (await job(slow))?.state, { timeout: 5000, interval: 50 }).toBe('completed');
    expect((await job(slow))?.retry_count).toBe(0);
  });
});
