import { REALTIME } from '@dd/contracts';
import type { RealtimeEventName } from '@dd/contracts';
import type { DefaultEventsMap, Namespace, Socket } from 'socket.io';
import type { RealtimeTokens } from './realtime-tokens.ts';

/** What each socket remembers of the token it was opened with. Plain values: Socket.IO may serialise it. */
export interface SessionData {
  userId: string;
  tokenHash: string;
  /** When the token lapses unless used again (ms, by the gateway's clock). */
  expiresAt: number;
  /** How many account changes this process had heard of when the handshake began. */
  changesHeard: number;
}

type SessionSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SessionData>;
type SessionNamespace = Namespace<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SessionData>;

/** How often sockets are looked over for tokens past their expiry: well within the 2 seconds a closed session may take. */
const EXPIRY_CHECK_INTERVAL_MS = 1_000;
/** After a failed re-check (the database away), when to try again; the held events wait meanwhile. */
const RETRY_DELAY_MS = 1_000;
/** Beyond this many events held for one socket, it is dropped to reconnect, and the client refetches what it shows. */
export const HELD_EVENTS_LIMIT = 500;

export interface RealtimeSessions {
  /** A number to store in the socket's data before its handshake authenticates (see `admit`). */
  changesHeard(): number;
  /** Puts a connected socket in its user's room; re-checks it if its user's account changed during the handshake. */
  admit(socket: SessionSocket): void;
  /** Sends an event to the user's sockets in this process whose tokens are known to be valid; holds it for the rest. */
  deliver(userId: string, event: RealtimeEventName, payload: unknown): void;
  forget(socket: SessionSocket): void;
  close(): void;
}

/** What waits for a socket until a reading of its token covers it. */
interface Held {
  events: { event: RealtimeEventName; payload: unknown; order: number }[];
  /** The order of the last change to its account heard here: only a reading begun after it may release anything. */
  changedAt: number;
}

/**
 * The sockets of this process and the validity of their tokens. When any process changes a user's account or
 * tokens, the database's notice reaches every process; each at once holds what it would send to that user's
 * sockets, re-reads their tokens from the database, disconnects the sockets whose tokens are no longer valid (a
 * server-side disconnect, which clients do not retry) and sends the held events to the others. A timer does the
 * same for tokens reaching their expiry.
 *
 * With `verifyEveryEvent` (several processes), an event may come from a process that heard of a change before this
 * one did, so every event waits for a reading begun after it arrived: the readings of all the users waiting are
 * one query, one at a time.
 */
export function createRealtimeSessions(options: {
  namespace: SessionNamespace;
  tokens: RealtimeTokens;
  clock: () => Date;
  verifyEveryEvent: boolean;
  logger: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}): RealtimeSessions {
  const { namespace, tokens, clock, verifyEveryEvent, logger } = options;
  const held = new Map<string, Held>();
  /** Users whose sockets wait for a reading of their tokens. */
  const due = new Set<string>();
  /** Orders changes heard and events held against the readings: each takes the next number. */
  let order = 0;
  let changesHeard = 0;
  let checking = false;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const socketsOf = (userId: string): SessionSocket[] => {
    const ids = namespace.adapter.rooms.get(REALTIME.userRoom(userId));
    if (!ids) return [];
    const sockets: SessionSocket[] = [];
    for (const id of ids) {
      const socket = namespace.sockets.get(id);
      if (socket) sockets.push(socket);
    }
    return sockets;
  };

  const holding = (socket: SessionSocket): Held => {
    let entry = held.get(socket.id);
    if (!entry) held.set(socket.id, (entry = { events: [], changedAt: 0 }));
    return entry;
  };

  /** Sends what a reading begun at `readingOrder` covers, unless a change heard since needs a later reading. */
  const release = (socket: SessionSocket, readingOrder: number) => {
    const entry = held.get(socket.id);
    if (!entry || entry.changedAt > readingOrder) return;
    const covered = entry.events.findIndex((waiting) => waiting.order > readingOrder);
    const ready = covered === -1 ? entry.events : entry.events.slice(0, covered);
    entry.events = entry.events.slice(ready.length);
    if (entry.events.length === 0) held.delete(socket.id);
    for (const { event, payload } of ready) socket.emit(event, payload);
  };

  const revoke = (socket: SessionSocket) => {
    held.delete(socket.id);
    logger.info({ userId: socket.data.userId, socketId: socket.id }, 'Realtime client disconnected: its token is no longer valid');
    socket.disconnect(true);
  };

  const drop = (socket: SessionSocket) => {
    // Out of the room first: nothing more reaches it while its connection closes, and it reconnects afresh.
    held.delete(socket.id);
    void socket.leave(REALTIME.userRoom(socket.data.userId));
    logger.warn({ userId: socket.data.userId, socketId: socket.id }, 'Realtime client dropped: too many events held for it');
    socket.conn.close();
  };

  /** A change to these users' accounts: each of their sockets waits for a reading begun after it. */
  function changed(userIds: Iterable<string>) {
    changesHeard += 1;
    order += 1;
    for (const userId of userIds) {
      const sockets = socketsOf(userId);
      if (sockets.length === 0) continue;
      for (const socket of sockets) holding(socket).changedAt = order;
      due.add(userId);
    }
    startChecks();
  }

  function startChecks() {
    if (checking || closed || retry || due.size === 0) return;
    checking = true;
    void runChecks().finally(() => {
      checking = false;
      // Users made due after the last round began were left for the next.
      startChecks();
    });
  }

  async function runChecks() {
    while (due.size > 0 && !closed) {
      const userIds = [...due];
      due.clear();
      const sockets = userIds.flatMap(socketsOf);
      const readingOrder = order;
      let valid: Map<string, Date>;
      try {
        valid = await tokens.revalidate([...new Set(sockets.map((socket) => socket.data.tokenHash))]);
      } catch (error) {
        logger.warn({ err: error }, 'Realtime tokens could not be re-checked: events to their users are held until they can be');
        for (const userId of userIds) due.add(userId);
        retry = setTimeout(() => {
          retry = undefined;
          startChecks();
        }, RETRY_DELAY_MS);
        retry.unref();
        return;
      }
      if (closed) return;
      for (const socket of sockets) {
        if (!socket.connected) continue;
        const expiresAt = valid.get(socket.data.tokenHash);
        if (expiresAt === undefined) revoke(socket);
        else {
          socket.data.expiresAt = expiresAt.getTime();
          release(socket, readingOrder);
        }
      }
    }
  }

  tokens.watch({
    changed: (userId) => changed([userId]),
    reset: () => changed(new Set([...namespace.sockets.values()].map((socket) => socket.data.userId))),
  });

  const expiryTimer = setInterval(() => {
    const now = clock().getTime();
    for (const socket of namespace.sockets.values()) if (socket.data.expiresAt <= now) due.add(socket.data.userId);
    startChecks();
  }, EXPIRY_CHECK_INTERVAL_MS);
  expiryTimer.unref();

  return {
    changesHeard: () => changesHeard,
    admit(socket) {
      void socket.join(REALTIME.userRoom(socket.data.userId));
      // The handshake's reading may predate a change heard since: the socket was in no room then to be re-checked.
      if (socket.data.changesHeard !== changesHeard) changed([socket.data.userId]);
    },
    deliver(userId, event, payload) {
      const now = clock().getTime();
      let waiting = false;
      for (const socket of socketsOf(userId)) {
        if (!verifyEveryEvent && !held.has(socket.id) && socket.data.expiresAt > now) {
          socket.emit(event, payload);
          continue;
        }
        const entry = holding(socket);
        if (entry.events.length >= HELD_EVENTS_LIMIT) {
          drop(socket);
          continue;
        }
        order += 1;
        entry.events.push({ event, payload, order });
        waiting = true;
      }
      if (waiting) {
        due.add(userId);
        startChecks();
      }
    },
    forget(socket) {
      held.delete(socket.id);
    },
    close() {
      closed = true;
      clearInterval(expiryTimer);
      clearTimeout(retry);
      held.clear();
      due.clear();
    },
  };
}
