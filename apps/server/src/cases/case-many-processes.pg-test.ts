import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseResponse, REALTIME, type Case } from '@dd/contracts';
import { createTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { JOB_SCHEMA, WORKER_JOB_TABLE } from '../jobs/job-schema.ts';
import { WORKER_APPLICATION_NAME, WORKER_LOCK_NAMESPACE } from '../jobs/worker-liveness.ts';
import { freePort, killHard, processTestTimeout, startServerProcess, stopGracefully, type ServerProcess } from '../testing/server-process.ts';
import { leasePdf, officialCopyPdf } from '../uploads/test-documents.ts';
import { CHAT, connectLawyer, longLeasePdf } from './test-cases.ts';

/**
 * How long a 400-page lease whose reading was cut short may take to be read again and answered: 5-6 s alone on 2
 * cores, over 40 s once beside the hostile corpus in CI. What is tested is that it is taken again at once (the
 * retry count within 10 s) and completes, not how fast a busy machine reads.
 */
const READ_AGAIN_MS = 120_000;

/** A document job running on a worker process: which process, by its operating-system pid. */
interface RunningJob {
  id: string;
  name: string;
  pid: number;
}

describe('two API processes and two worker processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let sql: pg.Client;
  let dataDir: string;
  const processes: ServerProcess[] = [];
  let socket: ClientSocket | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    sql = new pg.Client({ connectionString: database.databaseUrl });
    await sql.connect();
    dataDir = await mkdtemp(path.join(tmpdir(), 'dd-roles-'));
  });
  afterAll(async () => {
    socket?.disconnect();
    await Promise.all(processes.map((server) => killHard(server.child)));
    await sql?.end();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = async (role: 'api' | 'worker') => {
    const port = await freePort();
    const server = await startServerProcess({ dataDir, port, role, databaseUrl: database.databaseUrl! });
    processes.push(server);
    return { server, url: `http://127.0.0.1:${port}` };
  };

  /** The document jobs running now, each with the worker process whose liveness lock records it. */
  const runningJobs = async (): Promise<RunningJob[]> =>
    (
      await sql.query<{ id: string; name: string; application_name: string }>(
        `select j.id, j.name, a.application_name from ${WORKER_JOB_TABLE} w
         join ${JOB_SCHEMA}.job j on j.id = w.job_id and j.state = 'active'
         join pg_locks l on l.locktype = 'advisory' and l.objsubid = 2 and l.classid = $1::int::oid and l.objid = w.worker_key::oid
           and l.database = (select oid from pg_database where datname = current_database())
         join pg_stat_activity a on a.pid = l.pid
         where j.name like 'case-file.%'`,
        [WORKER_LOCK_NAMESPACE],
      )
    ).rows.map((row) => ({ id: row.id, name: row.name, pid: Number(row.application_name.slice(WORKER_APPLICATION_NAME.length + 1)) }));

  const job = async (id: string) =>
    (await sql.query<{ state: string; retry_count: number }>(`select state, retry_count from ${JOB_SCHEMA}.job where id = $1`, [id])).rows[0];

  it(
    'queues on one API, works on the workers, tells the user on the other API, and survives a worker killed or stopped mid-job',
    // Three rounds of starts, then the waits below (about 440 s together): on a slow machine busy with the hostile
    // corpus the whole took over 120 s, though each step kept within its own limit.
    { timeout: processTestTimeout(3) + 440_000 },
    async () => {
      const [api1, api2] = await Promise.all([start('api'), start('api')]);
      const lawyer = await connectLawyer(api1.url);
      lawyer.socket.disconnect();
      // The user's realtime connection is to the other API process: events cross processes through PostgreSQL.
      const events: { event: string; payload: unknown }[] = [];
      socket = connectClient(api2.url, { path: REALTIME.path, transports: ['websocket'], auth: { token: lawyer.token }, forceNew: true });
      socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
      await new Promise<void>((resolve, reject) => {
        socket!.once('connect', () => resolve());
        socket!.once('connect_error', reject);
      });
      const readOnApi2 = async (caseId: string): Promise<Case> =>
        CaseResponse.parse(await (await fetch(`${api2.url}${CHAT}/response/${caseId}`, { headers: { authorization: `Bearer ${lawyer.token}` } })).json()).data
          .case;
      const readyEvent = (caseId: string) =>
        events.find((e) => e.event === 'case.answers.ready' && (e.payload as { case: Case }).case.id === caseId)?.payload as { case: Case } | undefined;

      const first = await lawyer.generate([
        { bytes: await leasePdf(), filename: 'lease.pdf' },
        { bytes: await officialCopyPdf(), filename: 'register.pdf' },
        { bytes: await longLeasePdf(1, 20), filename: 'long-lease.pdf' },
      ]);
      // API processes take no jobs: nothing moves until a worker comes.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await readOnApi2(first.id)).progress.done).toBe(0);

      const [worker1, worker2] = await Promise.all([start('worker'), start('worker')]);
      // Two fresh workers reading three documents, one of 20 pages: the whole test takes under a minute alone, but
      // this step alone passed 60 s once while the rest of the PostgreSQL suite ran beside it on two cores.
      await expect.poll(() => readyEvent(first.id), { timeout: 120_000, interval: 200 }).toBeDefined();
      expect(readyEvent(first.id)!.case.status).toBe('ready');
      expect(events.some((e) => e.event === 'case.progress' && (e.payload as { caseId: string }).caseId === first.id)).toBe(true);
      expect(await readOnApi2(first.id)).toEqual(readyEvent(first.id)!.case);

      // A worker killed mid-job: the other takes the job at once, the crash counted as an attempt.
      const second = await lawyer.generate([{ bytes: await longLeasePdf(2, 400), filename: 'big-lease.pdf' }]);
      let killed: RunningJob | undefined;
      await expect.poll(async () => (killed = (await runningJobs())[0]), { timeout: 20_000, interval: 50 }).toBeDefined();
      const victim = [worker1, worker2].find(({ server }) => server.child.pid === killed!.pid)!;
      const survivor = victim === worker1 ? worker2 : worker1;
      await killHard(victim.server.child);
      // Taken again within the survivor's reclaim interval (5 s) and polling (2 s), not after the 30-minute expiry.
      await expect.poll(async () => (await job(killed!.id))?.retry_count, { timeout: 10_000, interval: 100 }).toBe(1);
      // Then read whole by the survivor: 5 s alone here, but more than 40 s once in CI beside the hostile corpus.
      await expect.poll(() => readyEvent(second.id), { timeout: READ_AGAIN_MS, interval: 200 }).toBeDefined();
      expect(await job(killed!.id)).toEqual({ state: 'completed', retry_count: 1 });
      expect(await readOnApi2(second.id)).toEqual(readyEvent(second.id)!.case);

      // A worker stopped with SIGTERM mid-job exits cleanly within its grace, and the case still completes.
      const third = await lawyer.generate([{ bytes: await longLeasePdf(3, 400), filename: 'big-lease-3.pdf' }]);
      await expect.poll(async () => (await runningJobs()).length, { timeout: 20_000, interval: 50 }).toBeGreaterThan(0);
      const stoppedAt = Date.now();
      expect(await stopGracefully(survivor.server.child)).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(29_000);
      await start('worker');
      await expect.poll(() => readyEvent(third.id), { timeout: READ_AGAIN_MS, interval: 200 }).toBeDefined();

      // An API process stopped: its sockets are dropped in a way that makes clients reconnect (to another process).
      expect((await fetch(`${api2.url}/api/ready`)).status).toBe(200);
      const dropped = new Promise<string>((resolve) => socket!.once('disconnect', resolve));
      expect(await stopGracefully(api2.server.child)).toBe(0);
      expect(await dropped).toBe('transport close');
    },
  );
});
