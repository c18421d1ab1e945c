import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME } from '@dd/contracts';
import { createTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { freePort, killHard, processTestTimeout, startServerProcess, type ServerProcess } from '../testing/server-process.ts';

const PASSWORD = 'Correct horse battery 1';
const NEW_PASSWORD = 'Staple battery horse 2';
/** A session that ends must lose its sockets within 2 seconds, whichever process holds them (issue 27). */
const CLOSE_WITHIN_MS = 2_000;
/** How long a test waits for a socket to close before it fails, rather than at the test's own time limit. */
const WAIT_MS = 10_000;

describe('two API processes on one PostgreSQL: a session ended on one closes its sockets on the other', () => {
  let database: TestDatabase;
  let sql: pg.Client;
  let dataDir: string;
  const processes: ServerProcess[] = [];
  const clients: ClientSocket[] = [];
  /** Where the sessions are ended, and where their sockets are. */
  let api1: string;
  let api2: string;
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    sql = new pg.Client({ connectionString: database.databaseUrl });
    await sql.connect();
    dataDir = await mkdtemp(path.join(tmpdir(), 'dd-realtime-processes-'));
    const start = async () => {
      const port = await freePort();
      processes.push(await startServerProcess({ dataDir, port, role: 'api', databaseUrl: database.databaseUrl! }));
      return `http://127.0.0.1:${port}`;
    };
    [api1, api2] = await Promise.all([start(), start()]);
    const admin = await register();
    await sql.query(`update users set role = 'admin' where id = $1`, [admin.userId]);
    adminToken = admin.token;
    // Two processes starting at once on a busy machine each take longer: allow for two starts.
  }, processTestTimeout(2));
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(async () => {
    await Promise.all(processes.map((server) => killHard(server.child)));
    await sql?.end();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = (base: string, method: string, url: string, token: string | null, body?: object) =>
    fetch(`${base}${url}`, {
      method,
      headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body && { 'content-type': 'application/json' }) },
      ...(body && { body: JSON.stringify(body) }),
    });

  async function register(): Promise<{ token: string; userId: string; email: string }> {
    const email = `lawyer.${randomBytes(4).toString('hex')}@firm.example`;
    const response = await call(api1, 'POST', '/api/auth/register', null, { name: 'Ciara Walsh', email, password: PASSWORD, password_confirmation: PASSWORD });
    const body = (await response.json()) as { access_token: string; user: { id: string } };
    return { token: body.access_token, userId: body.user.id, email };
  }

  const login = async (email: string) => ((await (await call(api1, 'POST', '/api/auth/login', null, { email, password: PASSWORD })).json()) as { token: string }).token;

  /** A tab's live connection to the second API process, recording every event it receives. */
  async function openSocket(token: string) {
    const client = connectClient(api2, { path: REALTIME.path, transports: ['websocket'], auth: { token }, forceNew: true });
    clients.push(client);
    const events: { event: string; payload: unknown }[] = [];
    client.onAny((event: string, payload: unknown) => void events.push({ event, payload }));
    const ended = new Promise<{ reason: string; at: number; eventsBefore: number }>((resolve) =>
      client.once('disconnect', (reason) => resolve({ reason, at: Date.now(), eventsBefore: events.length })),
    );
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('connect_error', reject);
    });
    const closed = () =>
      Promise.race([ended, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('The socket is still open')), WAIT_MS))]);
    const next = (event: string) => new Promise<unknown>((resolve) => client.once(event, resolve));
    return { client, events, closed, next };
  }

  async function expectClosedBy(socket: Awaited<ReturnType<typeof openSocket>>, since: number) {
    const { reason, at } = await socket.closed();
    expect(reason).toBe('io server disconnect');
    expect(at - since).toBeLessThan(CLOSE_WITHIN_MS);
    expect(socket.client.active).toBe(false);
  }

  it('a logout closes that session’s socket and keeps the same user’s other sessions', async () => {
    const lawyer = await register();
    const otherDevice = await login(lawyer.email);
    const [loggedOut, kept] = [await openSocket(lawyer.token), await openSocket(otherDevice)];

    expect((await call(api1, 'POST', '/api/auth/logout', lawyer.token)).status).toBe(204);

    await expectClosedBy(loggedOut, Date.now());
    expect(kept.client.connected).toBe(true);
  });

  it('an admin’s demotion keeps the socket and reaches it; disabling closes it and sends it nothing', async () => {
    const lawyer = await register();
    const socket = await openSocket(lawyer.token);
    const change = (payload: object) => call(api1, 'PUT', `/api/admin/users/${lawyer.userId}`, adminToken, payload);

    // The live update is sent by the first process, to the socket the second holds.
    const promoted = socket.next('user.updated');
    expect((await change({ role: 'admin' })).status).toBe(200);
    expect(await promoted).toMatchObject({ user: { id: lawyer.userId, role: 'admin' } });
    const demoted = socket.next('user.updated');
    expect((await change({ role: 'user' })).status).toBe(200);
    expect(await demoted).toMatchObject({ user: { id: lawyer.userId, role: 'user' } });

    const eventsBefore = socket.events.length;
    const disabledAt = Date.now();
    expect((await change({ disabled: true })).status).toBe(200);

    await expectClosedBy(socket, disabledAt);
    expect((await socket.closed()).eventsBefore).toBe(eventsBefore);
  });

  it('a password change closes the other sessions’ sockets and keeps the one that changed it', async () => {
    const lawyer = await register();
    const otherDevice = await login(lawyer.email);
    const [changing, other] = [await openSocket(lawyer.token), await openSocket(otherDevice)];

    const changedAt = Date.now();
    const response = await call(api1, 'PUT', '/api/user/password', lawyer.token, {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);

    await expectClosedBy(other, changedAt);
    const updated = changing.next('user.updated');
    expect((await call(api1, 'POST', '/api/user-profile-update', lawyer.token, { name: 'Ciara Walsh-Byrne' })).status).toBe(200);
    expect(await updated).toMatchObject({ user: { name: 'Ciara Walsh-Byrne' } });
  });
});
