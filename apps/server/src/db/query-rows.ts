import type { Database } from './database.ts';

/** What PGlite and node-postgres's pool both offer: one parameterised statement, its rows. */
interface StatementClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs one statement as written on the database's own client (PGlite, or node-postgres's pool): for a lookup made on
 * every request, where building the statement with drizzle cost more than running it (decision 75). Values are
 * always parameters, never spliced into the text.
 */
export async function queryRows<Row>(db: Database, text: string, values: unknown[]): Promise<Row[]> {
  const client = (db as unknown as { $client: StatementClient }).$client;
  return (await client.query(text, values)).rows as Row[];
}
