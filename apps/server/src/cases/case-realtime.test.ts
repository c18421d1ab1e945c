import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchCaseRecord, RealtimeEvents, type Case } from '@dd/contracts';
import { openTestPglite } from '../db/test-database.ts';
import { freePort, processTestTimeout, startServerProcess, stopGracefully, type ServerProcess } from '../testing/server-process.ts';
import { leasePdf, officialCopyPdf } from '../uploads/test-documents.ts';
import { connectLawyer } from './test-cases.ts';

describe('realtime progress of a case, from the server as npm start runs it', () => {
  let dataDir: string;
  let server: ServerProcess;
  let baseUrl: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'dd-realtime-'));
    await (await openTestPglite(path.join(dataDir, 'pglite'))).close();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = await startServerProcess({ dataDir, port });
  }, processTestTimeout());
  afterAll(async () => {
    await stopGracefully(server.child);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends case.progress as answers come in, then case.answers.ready with the whole record, to its owner only', { timeout: 180_000 }, async () => {
    const owner = await connectLawyer(baseUrl);
    const other = await connectLawyer(baseUrl);
    try {
      const created = await owner.generate([
        { bytes: await leasePdf(), filename: 'lease.pdf' },
        { bytes: await officialCopyPdf(), filename: 'register.pdf' },
      ]);
      await expect.poll(() => owner.events.some((e) => e.event === 'case.answers.ready'), { timeout: 120_000 }).toBe(true);

      const progress = owner.events.filter((e) => e.event === 'case.progress').map((e) => e.payload as { caseId: string; done: number; total: number });
      expect(progress.length).toBeGreaterThan(0);
      expect(progress.every((p) => p.caseId === created.id && p.total === created.progress.total)).toBe(true);
      expect(progress.map((p) => p.done)).toEqual([...progress.map((p) => p.done)].sort((a, b) => a - b));
      expect(progress.at(-1)!.done).toBe(created.progress.total);

      const ready = owner.events.find((e) => e.event === 'case.answers.ready')!.payload as { case: Case };
      expect(ready.case).toEqual(await owner.read(created.id));

      // The events carry what changed: patched with them in turn, the record the lawyer first saw becomes the
      // record as it now is, every answer and file state, with no read in between.
      const patched = owner.events
        .filter((e) => e.event === 'case.progress')
        .reduce((record, e) => patchCaseRecord(record, RealtimeEvents['case.progress'].parse(e.payload)), created);
      expect(patched.files).toEqual(ready.case.files);
      expect({ status: patched.status, progress: patched.progress, answerCounts: patched.answerCounts }).toEqual({
        status: ready.case.status,
        progress: ready.case.progress,
        answerCounts: ready.case.answerCounts,
      });
      expect(ready.case.status).toBe('ready');
      expect(other.events.filter((e) => e.event.startsWith('case.'))).toEqual([]);
    } finally {
      owner.socket.disconnect();
      other.socket.disconnect();
    }
  });
});
