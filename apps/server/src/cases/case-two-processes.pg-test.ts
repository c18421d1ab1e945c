import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case } from '@dd/contracts';
import { createTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { freePort, startServerProcess, stopGracefully, type ServerProcess } from '../testing/server-process.ts';
import { leasePdf, officialCopyPdf } from '../uploads/test-documents.ts';
import { connectLawyer } from './test-cases.ts';

describe('an API process and a separate worker process on one PostgreSQL', () => {
  let database: TestDatabase;
  let dataDir: string;
  const processes: ServerProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'dd-roles-'));
  });
  afterAll(async () => {
    await Promise.all(processes.map((server) => stopGracefully(server.child)));
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('queues the work on the API, does it on the worker, and the worker’s events reach the user on the API', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const api = await startServerProcess({ dataDir, port, role: 'api', databaseUrl: database.databaseUrl! });
    processes.push(api);
    const lawyer = await connectLawyer(`http://127.0.0.1:${port}`);
    try {
      const created = await lawyer.generate([
        { bytes: await leasePdf(), filename: 'lease.pdf' },
        { bytes: await officialCopyPdf(), filename: 'register.pdf' },
      ]);
      // The API process takes no jobs: nothing moves until a worker comes.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect((await lawyer.read(created.id)).progress.done).toBe(0);

      processes.push(await startServerProcess({ dataDir, port: await freePort(), role: 'worker', databaseUrl: database.databaseUrl! }));
      await expect.poll(() => lawyer.events.some((e) => e.event === 'case.answers.ready'), { timeout: 60_000, interval: 200 }).toBe(true);
      const ready = lawyer.events.find((e) => e.event === 'case.answers.ready')!.payload as { case: Case };
      expect(ready.case.id).toBe(created.id);
      expect(ready.case.status).toBe('ready');
      expect(lawyer.events.some((e) => e.event === 'case.progress')).toBe(true);
      expect(await lawyer.read(created.id)).toEqual(ready.case);
    } finally {
      lawyer.socket.disconnect();
    }
  });
});
