import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseResponse } from '@dd/contracts';
import { buildTextPdf } from '@dd/engine/fixtures';
import { CHAT, caseForm, connectLawyer } from '../cases/test-cases.ts';
import { createTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { freePort, killHard, startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { PROPERTY_LAW } from '../uploads/test-documents.ts';
import { IDEMPOTENT_REPLAYED_HEADER } from './register-idempotency-keys.ts';

describe('Idempotency-Key across two API processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let sql: pg.Client;
  let dataDir: string;
  const processes: ServerProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    sql = new pg.Client({ connectionString: database.databaseUrl });
    await sql.connect();
    dataDir = await mkdtemp(path.join(tmpdir(), 'dd-idempotency-'));
  });
  afterAll(async () => {
    await Promise.all(processes.map((server) => killHard(server.child)));
    await sql?.end();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const startApi = async () => {
    const port = await freePort();
    processes.push(await startServerProcess({ dataDir, port, role: 'api', databaseUrl: database.databaseUrl! }));
    return `http://127.0.0.1:${port}`;
  };

  it('makes one case of six concurrent generates with one key, sent to either process, and gives each the same response', { timeout: 120_000 }, async () => {
    const apis = await Promise.all([startApi(), startApi()]);
    const [lawyer, colleague] = await Promise.all([connectLawyer(apis[0]!), connectLawyer(apis[1]!)]);
    lawyer.socket.disconnect();
    colleague.socket.disconnect();
    const file = { bytes: await buildTextPdf([['THIS LEASE is made between HARBOUR ESTATES LIMITED and TENANT LIMITED']]), filename: 'lease.pdf' };
    const key = randomUUID();
    const generate = (baseUrl: string, who: typeof lawyer) =>
      fetch(`${baseUrl}${CHAT}/response/ai/generate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${who.token}`, 'idempotency-key': key },
        body: caseForm({
          fields: { practice_area_id: String(PROPERTY_LAW), region: 'England' },
          filesMeta: [{ filename: file.filename, docTypeId: who.leaseTypeId }],
          files: [file],
        }),
      });

    // The colleague sends the same key at the same moment: theirs is a request of their own.
    const responses = await Promise.all([
      ...Array.from({ length: 6 }, (_, n) => generate(apis[n % 2]!, lawyer)),
      generate(apis[1]!, colleague),
    ]);

    expect(responses.map((response) => response.status)).toEqual([202, 202, 202, 202, 202, 202, 202]);
    const bodies = await Promise.all(responses.map((response) => response.json()));
    const mine = bodies.slice(0, 6);
    for (const body of mine) expect(body).toEqual(mine[0]);
    expect(responses.slice(0, 6).filter((response) => response.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true')).toHaveLength(5);
    const theirs = CaseResponse.parse(bodies[6]).data.case;
    expect(responses[6]!.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    const created = await sql.query<{ id: string }>('select id from cases');
    expect(created.rows.map((row) => row.id).sort()).toEqual([CaseResponse.parse(mine[0]).data.case.id, theirs.id].sort());
    const kept = await sql.query<{ status_code: number }>('select status_code from idempotent_requests where key = $1', [key]);
    expect(kept.rows).toEqual([{ status_code: 202 }, { status_code: 202 }]);
  });
});
