import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { installJobSchema, pgliteExecutor, type SqlExecutor } from '../jobs/job-schema.ts';
import { lockDataFolder } from './data-folder-lock.ts';
import * as schema from './schema.ts';

/** One type for both drivers: repositories never know whether PGlite or PostgreSQL answers. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseConnection {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * How the job queue reaches the same database: through this connection on PGlite (one process, one
   * connection), or a pool of its own on PostgreSQL.
   */
  jobs: { executor: SqlExecutor } | { connectionString: string };
  close(): Promise<void>;
}

export type DatabaseOptions =
  /** A postgres:// URL: node-postgres pool against a PostgreSQL server. */
  | { databaseUrl: string }
  /** Embedded PGlite kept in this folder, or in memory when absent. */
  | { pgliteDir?: string };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Several API processes may start together against one server; the lock makes them migrate one at a time. */
const MIGRATION_LOCK_ID = 726_104_311;

/**
 * Opens the database and applies every pending migration (the job queue's tables included) before anyone queries it. Seeding the catalogue is
 * the start-up's next step (see main.ts), not part of opening: a command-line task needs no catalogue.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  return 'databaseUrl' in options ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseConnection> {
  if (!dataDir) return connectPglite(new PGlite());
  await mkdir(dataDir, { recursive: true });
  // PGlite is one process's: a second one opening the folder must fail, not write beside the first.
  const lock = await lockDataFolder(dataDir);
  try {
    const connection = await connectPglite(new PGlite(dataDir));
    return {
      ...connection,
      async close() {
        await connection.close();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** Migrates and wraps a PGlite instance; the connection owns it from here on and closes it. */
export async function connectPglite(client: PGlite): Promise<DatabaseConnection> {
  const db = drizzlePglite({ client, schema });
  const executor = pgliteExecutor(client);
  try {
    await migratePglite(db, { migrationsFolder });
    await installJobSchema(executor);
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    driver: 'pglite',
    jobs: { executor },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  const db = drizzleNodePostgres({ client: pool, schema });
  try {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrateNodePostgres(drizzleNodePostgres({ client, schema }), { migrationsFolder });
      await installJobSchema({ executeSql: (text, values) => client.query(text, values) });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      client.release();
    }
  } catch (error) {
    await endPool(pool);
    throw error;
  }
  return {
    db,
    driver: 'postgres',
    jobs: { connectionString: databaseUrl },
    close: () => endPool(pool),
  };
}

/**
 * Ends the pool once every connection has really closed. pool.end() resolves as soon as each client is asked to
 * end, so a caller dropping the database right after would cut live sockets and crash their 'error' events.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  if (pool.ending || pool.ended) return;
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
