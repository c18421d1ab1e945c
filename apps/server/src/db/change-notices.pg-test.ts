import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@dd/contracts';
import { createMailer } from '../mail/mailer.ts';
import { startRuntime, type Runtime } from '../server-runtime.ts';
import { createLocalStorage } from '../storage/storage.ts';
import { bearer, registerUser, testConfig } from '../testing/test-app.ts';
import { CHANGE_CHANNEL } from './change-notices.ts';
import { openDatabase, type DatabaseConnection } from './database.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const CHAT = '/api/due-dilligence/chat';
const ADMIN_EMAIL = 'head.of.knowledge@firm.example';
/** Well below the token cache's few seconds: what is refused in time was refused on the notice. */
const NOTICE_TIMEOUT_MS = 1_000;

describe('two API instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let second: DatabaseConnection;
  let dataDir: string;
  const runtimes: Runtime[] = [];
  let one: Runtime;
  let other: Runtime;
  let admin: Awaited<ReturnType<typeof registerUser>>;

  async function start(connection: DatabaseConnection): Promise<Runtime> {
    const config = testConfig(dataDir, { adminEmails: [ADMIN_EMAIL] });
    const mailer = createMailer({ outboxDir: path.join(dataDir, 'mail'), from: config.mailFrom, logger: { info: () => undefined } });
    const runtime = await startRuntime({ role: 'api', database: connection, config, storage: createLocalStorage(dataDir), mailer, notify: () => undefined });
    runtimes.push(runtime);
    return runtime;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    second = await openDatabase({ databaseUrl: database.databaseUrl! });
    dataDir = await mkdtemp(path.join(tmpdir(), 'dd-change-notices-'));
    [one, other] = [await start(database), await start(second)];
    admin = await registerUser(one.app, { email: ADMIN_EMAIL });
  });
  afterAll(async () => {
    for (const runtime of runtimes) await runtime.close();
    await second?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const status = async (runtime: Runtime, token: string) =>
    (await runtime.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode;

  it('refuses on one instance a token revoked on the other, and an account disabled there, as soon as the notice comes', async () => {
    const lawyer = await registerUser(one.app);
    const colleague = await registerUser(one.app);
    expect([await status(other, lawyer.token), await status(other, colleague.token)]).toEqual([200, 200]);

    await one.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(lawyer.token) });
    const disabled = await one.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${colleague.user.id}`,
      headers: bearer(admin.token),
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);

    await expect.poll(() => status(other, lawyer.token), { timeout: NOTICE_TIMEOUT_MS, interval: 20 }).toBe(401);
    await expect.poll(() => status(other, colleague.token), { timeout: NOTICE_TIMEOUT_MS, interval: 20 }).toBe(401);
  });

  it('serves on one instance the catalogue as an admin edited it on the other, also after its listening connection was cut', async () => {
    const types = await other.app.inject({ method: 'GET', url: `${CHAT}/document-types/1`, headers: bearer(admin.token) });
    const [type] = types.json<{ data: { documentTypes: { id: number }[] } }>().data.documentTypes;
    const url = `${CHAT}/pratice-area/1/document-types/${type!.id}/questions`;
    const served = async () =>
      (await other.app.inject({ method: 'GET', url, headers: bearer(admin.token) })).json<{ data: { questions: Question[] } }>().data.questions;
    const retire = (questionId: number) =>
      one.app.inject({ method: 'POST', url: `${CHAT}/admin/catalogue/questions/${questionId}/retire`, headers: bearer(admin.token) });
    const [first, next] = await served();

    expect((await retire(first!.id)).statusCode).toBe(200);
    await expect.poll(async () => (await served())[0]!.id, { timeout: NOTICE_TIMEOUT_MS, interval: 20 }).toBe(next!.id);

    // Every listening connection cut at once: each reconnects and forgets all it held, as notices may have been lost.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`listen ${CHANGE_CHANNEL}`} and datname = current_database()`,
    );
    expect((await retire(next!.id)).statusCode).toBe(200);
    await expect.poll(async () => (await served())[0]!.id, { timeout: 5_000, interval: 50 }).not.toBe(next!.id);
  });
});
