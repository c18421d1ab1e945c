import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { ServerOptions } from 'socket.io';

/** The table (made by migration 0004) where the adapter keeps payloads too large for a NOTIFY. */
const ATTACHMENTS_TABLE = 'socket_io_attachments';
/**
 * How long closing may take. Closed just after start, the pool waits for ever for the listening client the
 * adapter was still taking (and never releases); the process goes on without it.
 */
const CLOSE_TIMEOUT_MS = 2_000;

/**
 * Realtime fan-out across processes sharing one PostgreSQL: an event emitted in a worker process reaches the
 * user's sockets on whichever API process holds them, through LISTEN/NOTIFY on a small pool of its own.
 */
export function createPostgresRealtimeAdapter(
  databaseUrl: string,
  log: { error(details: object, message: string): void },
): { adapter: ServerOptions['adapter']; close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', (error) => log.error({ err: error }, 'The realtime adapter lost a database connection'));
  return {
    adapter: createAdapter(pool, { tableName: ATTACHMENTS_TABLE, errorHandler: (error) => log.error({ err: error }, 'The realtime adapter failed') }),
    close: () => Promise.race([pool.end(), new Promise<void>((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS).unref())]),
  };
}
