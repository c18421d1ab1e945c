import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';

/** What pg-boss runs its SQL through when it is given a connection instead of making a pool. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The schema pg-boss keeps its queues and jobs in, beside the product's tables. */
export const JOB_SCHEMA = 'pgboss';

/**
 * pg-boss on PGlite's one connection: a statement with parameters goes through `query`; one without may be
 * several commands (pg-boss's schema plans, BEGIN … COMMIT), which only `exec` accepts.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** Which worker process runs which job: what lets the others put a crashed process's jobs back at once. */
export const WORKER_JOB_TABLE = `${JOB_SCHEMA}.worker_job`;

/**
 * Creates pg-boss's tables when they are missing, and the worker-job table beside them, as part of opening the
 * database (so a test database made from a template already has them). Upgrading an older pg-boss schema is left
 * to pg-boss's own start.
 */
export async function installJobSchema(executor: SqlExecutor): Promise<void> {
  const { rows } = await executor.executeSql(`select to_regclass('${JOB_SCHEMA}.version') is not null as installed`);
  if (!(rows[0] as { installed: boolean }).installed) {
    try {
      await executor.executeSql(PgBoss.getConstructionPlans(JOB_SCHEMA));
    } catch (error) {
      // Another process created it first (pg-boss's own start tolerates the same race the same way).
      if (!(error instanceof Error && error.message.includes('already exists'))) throw error;
    }
  }
  // worker_key: the advisory lock a live worker process holds (see worker-liveness.ts).
  await executor.executeSql(
    `create table if not exists ${WORKER_JOB_TABLE} (job_id uuid primary key, worker_key integer not null, taken_on timestamptz not null default now())`,
  );
}

/** A cheap read of the queue's own schema: for the readiness probe. */
export async function pingJobQueue(db: Database): Promise<void> {
  await db.execute(sql.raw(`select version from ${JOB_SCHEMA}.version limit 1`));
}

/** Jobs waiting or running, over every queue: what a test waits on to see background work done. */
export async function countOpenJobs(db: Database): Promise<number> {
  const result = (await db.execute(sql.raw(`select count(*)::int as open from ${JOB_SCHEMA}.job where state < 'completed'`))) as unknown as {
    rows: { open: number }[];
  };
  return Number(result.rows[0]?.open ?? 0);
}

/** The names of the jobs in one state, sorted: for tests and health reports. */
export async function jobNamesIn(db: Database, state: 'created' | 'retry' | 'active' | 'completed' | 'failed'): Promise<string[]> {
  const result = (await db.execute(sql`select name from ${sql.raw(JOB_SCHEMA)}.job where state = ${state}::${sql.raw(JOB_SCHEMA)}.job_state order by name`)) as unknown as {
    rows: { name: string }[];
  };
  return result.rows.map((row) => row.name);
}

/** Every job marked running goes back to waiting, to run at once; answers how many. */
export async function requeueActiveJobs(executor: SqlExecutor): Promise<number> {
  const { rows } = await executor.executeSql(`update ${JOB_SCHEMA}.job set state = 'retry', start_after = now() where state = 'active' returning id`);
  return rows.length;
}
