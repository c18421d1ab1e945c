import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseConnection } from '../db/database.ts';
import { createTestDatabase, openTestPglite } from '../db/test-database.ts';
import { processTestTimeout } from '../testing/server-process.ts';
import { findUserByEmail, insertUser } from '../users/user-repository.ts';
import { insertOrganisation } from '../organisations/organisation-repository.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const serverRoot = fileURLToPath(new URL('../../', import.meta.url));

let dataDir: string;
/** How the CLI reaches the same database: DATA_DIR with its embedded PGlite, or DATABASE_URL on the PG suite. */
let databaseEnv: Record<string, string>;
let postgres: DatabaseConnection | undefined;

/** Opens the database the CLI uses; PGlite allows one process per folder, so it is closed before the CLI runs. */
async function withDatabase<T>(run: (connection: DatabaseConnection) => Promise<T>): Promise<T> {
  if (postgres) return run(postgres);
  const connection = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    return await run(connection);
  } finally {
    await connection.close();
  }
}

function runCommand(command: string, args: string[], cwd: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, DATABASE_URL: '', ...databaseEnv } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const promote = (...args: string[]) =>
  runCommand(process.execPath, ['--import', 'tsx', 'src/cli/promote-user.ts', ...args], serverRoot);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'dd-promote-'));
  if (process.env.TEST_DATABASE_URL) {
    const database = await createTestDatabase();
    postgres = database;
    databaseEnv = { DATABASE_URL: database.databaseUrl! };
  } else {
    databaseEnv = { DATA_DIR: dataDir };
    await (await openTestPglite(path.join(dataDir, 'pglite'))).close();
  }
  await withDatabase(async (connection) =>
    insertUser(connection.db, {
      organisationId: (await insertOrganisation(connection.db, { name: 'Doyle Solicitors', createdAt: new Date() })).id,
      organisationRole: 'admin',
      name: 'Gráinne Doyle',
      email: 'Grainne.Doyle@firm.example',
      emailNormalized: 'grainne.doyle@firm.example',
      passwordHash: 'not-used-here',
      role: 'user',
      logoKey: null,
      createdAt: new Date(),
    }),
  );
});
afterAll(async () => {
  await postgres?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run user:promote -- EMAIL', () => {
  it('makes the account an admin in the configured database and says so', { timeout: processTestTimeout() }, async () => {
    const result = await runCommand('npm', ['run', '--silent', 'user:promote', '--', 'GRAINNE.DOYLE@firm.example'], repoRoot);

    expect(result.stderr).not.toMatch(/Error/);
    expect(result.stdout).toContain('Gráinne Doyle <Grainne.Doyle@firm.example> is now an admin.');
    expect(result.code).toBe(0);
    const user = await withDatabase((connection) => findUserByEmail(connection.db, 'grainne.doyle@firm.example'));
    expect(user?.role).toBe('admin');
  });

  it('exits 1 with a clear message when no account has the email, or no email is given', { timeout: processTestTimeout() }, async () => {
    // Only the first opens the database, so they can run side by side.
    const [unknown, missing] = await Promise.all([promote('nobody@firm.example'), promote()]);

    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user has the email nobody@firm.example.');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Usage: npm run user:promote -- EMAIL');
  });
});
