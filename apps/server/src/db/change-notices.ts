import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './database.ts';

/** The channel the triggers of migration 0010 notify on, at commit, whichever process made the change. */
export const CHANGE_CHANNEL = 'dd_changes';
const RECONNECT_DELAY_MS = 1_000;

/**
 * What changed: the question bank, an account (its row, or one of its tokens revoked or deleted), or a case (its
 * record version raised, its owner changed, or the case deleted: migration 0026).
 */
export type ChangeNotice = { kind: 'catalogue' } | { kind: 'user'; userId: string } | { kind: 'case'; caseId: string };

export interface ChangeListener {
  changed(notice: ChangeNotice): void;
  /** Notices may have been missed (the listening connection was lost): forget everything. */
  reset(): void;
}

/** Notices of changes to cached data, from every process sharing the database. */
export interface ChangeNotices {
  subscribe(listener: ChangeListener): void;
  /**
   * Every change to the database is heard before any later statement of this process runs: on PGlite, which only
   * this process may open (the data folder's lock), a notice is delivered with the reply to the statement that
   * committed it. On PostgreSQL another process's notice arrives some time after its commit.
   */
  heardAtCommit: boolean;
  close(): Promise<void>;
}

interface Log {
  warn(details: object, message: string): void;
}

export function parseChangeNotice(payload: string): ChangeNotice | undefined {
  if (payload === 'catalogue') return { kind: 'catalogue' };
  if (payload.startsWith('user:')) return { kind: 'user', userId: payload.slice('user:'.length) };
  if (payload.startsWith('case:')) return { kind: 'case', caseId: payload.slice('case:'.length) };
  return undefined;
}

/**
 * Listens on the database `db` is connected to: through the PGlite instance itself (one process; its own
 * notices reach it after each commit), or on PostgreSQL through a connection of its own, kept open: the pool's
 * connections come and go, and LISTEN lasts only as long as the session.
 */
export async function listenForChanges(db: Database, log: Log): Promise<ChangeNotices> {
  const listeners: ChangeListener[] = [];
  const deliver = (payload: string) => {
    const notice = parseChangeNotice(payload);
    if (notice) for (const listener of listeners) listener.changed(notice);
  };
  const reset = () => {
    for (const listener of listeners) listener.reset();
  };
  const client = (db as unknown as { $client: unknown }).$client;
  const stop =
    client instanceof PGlite
      ? await client.listen(CHANGE_CHANNEL, deliver)
      : await listenOnPostgres((client as pg.Pool).options, deliver, reset, log);
  return {
    subscribe: (listener) => void listeners.push(listener),
    heardAtCommit: client instanceof PGlite,
    close: async () => {
      if (!(client instanceof PGlite) || !client.closed) await stop();
    },
  };
}

/** A dedicated client that LISTENs, and after losing its connection reconnects and has everything reset. */
async function listenOnPostgres(
  config: pg.ClientConfig,
  deliver: (payload: string) => void,
  reset: () => void,
  log: Log,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const lost = (client: pg.Client, error?: unknown) => {
    if (current === client) current = undefined;
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (closed || retry) return;
    log.warn({ err: error }, 'Lost the connection that hears of changes: reconnecting');
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_DELAY_MS);
  };

  const connect = async () => {
    const client = new pg.Client(config);
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) deliver(message.payload);
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      lost(client, error);
      return;
    }
    if (closed) {
      lost(client);
      return;
    }
    current = client;
    // Whatever changed while nobody listened went unheard.
    reset();
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    if (!client) return;
    client.removeAllListeners();
    client.on('error', () => undefined);
    await client.end();
  };
}
