import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { connectPglite, openDatabase, type DatabaseConnection } from './database.ts';

/**
 * A fresh, migrated database for one test file. By default an in-memory PGlite, started from the migrated
 * template the global setup prepared (initdb takes seconds; loading the template a fraction of that). With
 * TEST_DATABASE_URL, a new database on that PostgreSQL server, created here and dropped on close.
 */
export async function createTestDatabase(): Promise<DatabaseConnection> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresTestDatabase(serverUrl);
  const template = inject('pgliteTemplate');
  if (!template) return openDatabase({});
  const dump = new Blob([await readFile(template)]);
  return connectPglite(new PGlite({ loadDataDir: dump }));
}

async function createPostgresTestDatabase(serverUrl: string): Promise<DatabaseConnection> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const connection = await openDatabase({ databaseUrl: databaseUrl.toString() });
  return {
    ...connection,
    async close() {
      await connection.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
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
