import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataFolderInUseError, lockDataFolder } from './data-folder-lock.ts';
import { openDatabase } from './database.ts';
import { openTestPglite } from './test-database.ts';
import { killHard, processTestTimeout, untilReady, watchOutput } from '../testing/server-process.ts';
import { findUserByEmail } from '../users/user-repository.ts';

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dd-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A migrated database in `folder`, from the test template: opening it again migrates nothing. */
const prepare = async (folder: string) => (await openTestPglite(folder)).close();

/**
 * Runs `script` in a child Node process that holds the folder until it is killed with SIGKILL, as a crash or
 * `kill -9` would leave it: resolves once the child says it holds it.
 */
async function holdInChild(script: string): Promise<() => Promise<void>> {
  const child = watchOutput(
    spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: serverRoot, env: { ...process.env, DIR: dir } }),
  );
  await untilReady(child, 'holding');
  return () => killHard(child.child);
}

describe('lockDataFolder', () => {
  it('refuses a second holder at once, naming the process that holds the folder', async () => {
    const lock = await lockDataFolder(dir);
    const second = lockDataFolder(dir);
    await expect(second).rejects.toBeInstanceOf(DataFolderInUseError);
    await expect(second).rejects.toThrow(new RegExp(`in use by process ${process.pid} \\(`));
    await lock.release();
    const again = await lockDataFolder(dir);
    await again.release();
    await expect(stat(path.join(dir, 'dd.lock'))).rejects.toThrow(/ENOENT/);
  });

  it('gives the folder to exactly one of several processes starting at the same moment', async () => {
    const attempts = await Promise.allSettled(Array.from({ length: 12 }, () => lockDataFolder(dir)));

    const held = attempts.filter((attempt) => attempt.status === 'fulfilled');
    expect(held).toHaveLength(1);
    for (const attempt of attempts) if (attempt.status === 'rejected') expect(attempt.reason).toBeInstanceOf(DataFolderInUseError);
    expect(JSON.parse(await readFile(path.join(dir, 'dd.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
    await held[0]!.value.release();
    expect(await readdir(dir)).toEqual([]);
  });

  it('takes over the lock a killed process left behind', { timeout: processTestTimeout() }, async () => {
    const kill = await holdInChild(
      "const { lockDataFolder } = await import('./src/db/data-folder-lock.ts'); await lockDataFolder(process.env.DIR); console.log('holding'); setInterval(() => {}, 1000);",
    );
    await expect(lockDataFolder(dir)).rejects.toBeInstanceOf(DataFolderInUseError);
    await kill();

    const lock = await lockDataFolder(dir);
    expect(JSON.parse(await readFile(path.join(dir, 'dd.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
  });
});

describe('the embedded database and its folder', () => {
  it('opens for one process at a time, and again once closed', async () => {
    await prepare(dir);
    const first = await openDatabase({ pgliteDir: dir });
    await expect(openDatabase({ pgliteDir: dir })).rejects.toBeInstanceOf(DataFolderInUseError);
    await first.close();
    const second = await openDatabase({ pgliteDir: dir });
    await second.close();
  });

  it('opens cleanly after the process that had it open was killed with SIGKILL', { timeout: processTestTimeout() }, async () => {
    await prepare(dir);
    const kill = await holdInChild(
      "const { openDatabase } = await import('./src/db/database.ts'); const { insertUser } = await import('./src/users/user-repository.ts'); " +
        "const { insertOrganisation } = await import('./src/organisations/organisation-repository.ts'); " +
        "const database = await openDatabase({ pgliteDir: process.env.DIR }); " +
        "const firm = await insertOrganisation(database.db, { name: 'Kelly Solicitors', createdAt: new Date() }); " +
        "await insertUser(database.db, { name: 'Niamh Kelly', email: 'niamh@firm.example', emailNormalized: 'niamh@firm.example', passwordHash: 'x', role: 'user', logoKey: null, organisationId: firm.id, organisationRole: 'admin', createdAt: new Date() }); " +
        "console.log('holding'); setInterval(() => {}, 1000);",
    );
    await kill();

    const database = await openDatabase({ pgliteDir: dir });
    try {
      expect(await findUserByEmail(database.db, 'niamh@firm.example')).toMatchObject({ name: 'Niamh Kelly' });
    } finally {
      await database.close();
    }
  });
});

describe('a command-line task beside a running server', () => {
  it('says the embedded database is in use, and by whom, instead of writing beside it', { timeout: processTestTimeout() }, async () => {
    await prepare(path.join(dir, 'pglite'));
    const server = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
    try {
      const task = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/promote-user.ts', 'someone@firm.example'], {
          cwd: serverRoot,
          env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir },
        });
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, stderr }));
      });
      expect(task.code).toBe(1);
      expect(task.stderr).toContain(`The embedded database in ${path.join(dir, 'pglite')} is in use by process ${process.pid}`);
      expect(task.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await server.close();
    }
  });
});
