import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './database.ts';

/**
 * Runs one statement as written on the database's own client (PGlite, or node-postgres's pool): for a lookup made on
 * every request, where building the statement with drizzle cost more than running it (decision 75). Values are
 * always parameters, never spliced into the text.
 */
export async function queryRows<Row>(db: Database, text: string, values: unknown[]): Promise<Row[]> {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const result = client instanceof PGlite ? await client.query<Row>(text, values) : await client.query<Row & pg.QueryResultRow>(text, values);
  return result.rows;
}
