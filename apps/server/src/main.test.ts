import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME } from '@dd/contracts';
import type { DatabaseConnection } from './db/database.ts';
import { createTestDatabase, openTestPglite } from './db/test-database.ts';
import { processTestTimeout, untilReady, watchOutput } from './testing/server-process.ts';
import { PASSWORD } from './testing/test-app.ts';

const serverRoot = fileURLToPath(new URL('../', import.meta.url));

let dataDir: string;
let databaseEnv: Record<string, string>;
let postgres: DatabaseConnection | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'dd-main-'));
  if (process.env.TEST_DATABASE_URL) {
    const database = await createTestDatabase();
    postgres = database;
    databaseEnv = { DATA_DIR: dataDir, DATABASE_URL: database.databaseUrl! };
  } else {
    // Seeded from the migrated template so the server starts in a second rather than after initdb.
    await (await openTestPglite(path.join(dataDir, 'pglite'))).close();
    databaseEnv = { DATA_DIR: dataDir, DATABASE_URL: '' };
  }
});
afterAll(async () => {
  await postgres?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...databaseEnv, ...env },
  });
  return { ...watchOutput(child), child };
}

const exited = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));

describe('main.ts', () => {
  it('migrates, listens, serves the API and live updates, and stops cleanly on SIGTERM', { timeout: processTestTimeout() }, async () => {
    const port = await freePort();
    const appUrl = `http://localhost:${port}`;
    const server = start({ PORT: String(port), APP_URL: appUrl, HOST: '127.0.0.1' });
    try {
      await untilReady(server, `Listening on ${appUrl}`);
      const base = `http://127.0.0.1:${port}`;

      expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok' });

      const registered = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Eoin Kelly', email: 'eoin@firm.example', password: PASSWORD, password_confirmation: PASSWORD }),
      });
      expect(registered.status).toBe(201);
      const { access_token: token } = (await registered.json()) as { access_token: string };

      const socket = io(base, { path: REALTIME.path, auth: { token }, transports: ['websocket'] });
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        });
        const update = new Promise<{ user: { name: string } }>((resolve) => socket.once('user.updated', resolve));
        const saved = await fetch(`${base}/api/user-profile-update`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name: 'Eoin Ó Ceallaigh' }),
        });
        expect(saved.status).toBe(200);
        expect((await update).user.name).toBe('Eoin Ó Ceallaigh');
      } finally {
        socket.disconnect();
      }

      server.child.kill('SIGTERM');
      expect(await exited(server.child)).toBe(0);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });

  it('clears what a server killed in the middle of an upload had spooled, when it starts again', { timeout: processTestTimeout(2) }, async () => {
    const port = await freePort();
    const env = { PORT: String(port), APP_URL: `http://localhost:${port}`, HOST: '127.0.0.1' };
    const spool = path.join(dataDir, 'spool');
    const first = start(env);
    await untilReady(first, 'Listening on');
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Aoife Byrne', email: 'aoife@firm.example', password: PASSWORD, password_confirmation: PASSWORD }),
    });
    const { access_token: token } = (await registered.json()) as { access_token: string };

    // Half an upload: the part's first bytes are sent and spooled, the rest never comes.
    const boundary = 'half-an-upload';
    const upload = http.request(`http://127.0.0.1:${port}/api/process-pdf`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    upload.on('error', () => undefined);
    upload.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="lease.pdf"\r\nContent-Type: application/pdf\r\n\r\n` +
        `%PDF-1.7\n${'0'.repeat(256 * 1024)}`,
    );
    const spooledBy = path.join(spool, String(first.child.pid));
    await expect.poll(() => readdir(spooledBy).catch(() => []), { timeout: 60_000, interval: 100 }).toHaveLength(1);
    first.child.kill('SIGKILL');
    await exited(first.child);
    upload.destroy();

    const second = start(env);
    try {
      await untilReady(second, 'Listening on');
      expect(await readdir(spool)).not.toContain(String(first.child.pid));
      second.child.kill('SIGTERM');
      expect(await exited(second.child)).toBe(0);
    } finally {
      if (second.child.exitCode === null) second.child.kill('SIGKILL');
    }
  });

  it('refuses to start with a bad variable, naming it', { timeout: processTestTimeout() }, async () => {
    const server = start({ PORT: 'eighty' });
    expect(await exited(server.child)).toBe(1);
    expect(server.output()).toContain('PORT');
    expect(server.output()).not.toContain('Listening');
  });
});
