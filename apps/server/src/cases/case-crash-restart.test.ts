import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseResponse, DocumentTypesResponse, type Case } from '@dd/contracts';
import { openTestPglite } from '../db/test-database.ts';
import { freePort, killHard, processTestTimeout, runServerToExit, startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { caseForm, CHAT, longLeasePdf } from './test-cases.ts';

/** How long the restarted server may take to answer the rest: 6 leases of 20 pages, on a machine maybe busy with other work. */
const ANSWERING_TIMEOUT_MS = 300_000;

describe('a server killed while a case is being answered', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'dd-crash-'));
    // Migrated and seeded from the test template, as a first start would leave it.
    await (await openTestPglite(path.join(dataDir, 'pglite'))).close();
  });
  afterAll(async () => {
    if (server) await killHard(server.child);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('completes the case on the next start, with every answer once, and a second process is refused meanwhile', { timeout: processTestTimeout(3) + ANSWERING_TIMEOUT_MS }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startServerProcess({ dataDir, port });

    const second = await runServerToExit({ dataDir, port: await freePort() });
    expect(second.code).toBe(1);
    expect(second.output).toContain(`is in use by process ${server.child.pid}`);

    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ciara Walsh', email: 'ciara@firm.example', password: 'Correct horse 1', password_confirmation: 'Correct horse 1' }),
    });
    const { access_token: token } = (await registered.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${token}` };
    const types = DocumentTypesResponse.parse(await (await fetch(`${base}${CHAT}/document-types/1?region=England`, { headers: auth })).json());
    const lease = types.data.documentTypes.find((type) => type.name === 'Lease')!;

    const files = await Promise.all(Array.from({ length: 6 }, async (_, i) => ({ bytes: await longLeasePdf(i + 1, 20), filename: `lease-${i + 1}.pdf` })));
    const form = caseForm({
      fields: { practice_area_id: '1', region: 'England' },
      filesMeta: files.map((file) => ({ filename: file.filename, docTypeId: lease.id })),
      files,
    });
    const generated = await fetch(`${base}${CHAT}/response/ai/generate`, { method: 'POST', headers: auth, body: form });
    expect(generated.status).toBe(202);
    const created = CaseResponse.parse(await generated.json()).data.case;
    const total = created.progress.total;

    const read = async (): Promise<Case> => CaseResponse.parse(await (await fetch(`${base}${CHAT}/response/${created.id}`, { headers: auth })).json()).data.case;
    let atKill = await read();
    while (atKill.progress.done === 0) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      atKill = await read();
    }
    await killHard(server.child);
    expect(atKill.status).toBe('processing');
    expect(atKill.progress.done).toBeLessThan(total);
    // What the killed process left: PostgreSQL's pid file and our folder lock, both naming a dead process.
    expect(existsSync(path.join(dataDir, 'pglite', 'postmaster.pid'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'pglite', 'dd.lock'))).toBe(true);

    server = await startServerProcess({ dataDir, port });
    let after = await read();
    const deadline = Date.now() + ANSWERING_TIMEOUT_MS;
    while (after.status === 'processing' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = await read();
    }
    expect(after.status).toBe('ready');
    expect(after.progress).toEqual({ done: total, total });
    expect(after.files.every((file) => file.status === 'ready')).toBe(true);
    for (const file of after.files) {
      const asked = file.answers.map((answer) => answer.questionId);
      expect(new Set(asked).size).toBe(asked.length);
      expect(file.answers.every((answer) => answer.status !== 'pending')).toBe(true);
    }
    expect(after.files.reduce((sum, file) => sum + file.answers.length, 0)).toBe(total);
  });
});
