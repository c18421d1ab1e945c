import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { syncCatalogueSeed } from '../catalogue/catalogue-seed-sync.ts';
import { connectPglite, openDatabase, type DatabaseConnection } from './database.ts';
// The global setup declares what it provides (`pgliteTemplate`); imported for that declaration, so a workspace that
// runs these helpers (the evaluation's) type-checks `inject` as the server does.
import type {} from './pglite-template.global-setup.ts';

export interface TestDatabase extends DatabaseConnection {
  /** The URL of the database when it lives on a PostgreSQL server (for child processes to reach it). */
  databaseUrl?: string;
}

/**
 * A fresh, migrated and seeded database for one test file. By default an in-memory PGlite, started from the
 * template the global setup prepared (initdb takes seconds; loading the template a fraction of that). With
 * TEST_DATABASE_URL, a new database on that PostgreSQL server, created here and dropped on close.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresTestDatabase(serverUrl);
  return openTestPglite();
}

/**
 * A migrated, seeded PGlite started from the template: in memory, or in `dataDir` (a new folder) for tests that
 * hand the folder to another process.
 */
export async function openTestPglite(dataDir?: string): Promise<DatabaseConnection> {
  const template = inject('pgliteTemplate');
  if (!template) return seeded(await openDatabase(dataDir ? { pgliteDir: dataDir } : {}));
  const loadDataDir = new Blob([await readFile(template)]);
  return connectPglite(new PGlite(dataDir ? { dataDir, loadDataDir } : { loadDataDir }));
}

async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const connection = await seeded(await openDatabase({ databaseUrl: databaseUrl.toString() }));
  return {
    ...connection,
    databaseUrl: databaseUrl.toString(),
    async close() {
      await connection.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** The catalogue seeded into a new database, as the server's start-up does. */
async function seeded<T extends DatabaseConnection>(connection: T): Promise<T> {
  await syncCatalogueSeed(connection.db);
  return connection;
}

async function withAdminClient(serverUrl: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
