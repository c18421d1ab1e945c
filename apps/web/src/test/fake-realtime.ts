import type { RealtimeEventName, RealtimeEventPayload } from '@dd/contracts';
import type { ConnectRealtime, RealtimeConnection } from '../features/realtime/realtime-connection.ts';

export interface FakeConnection {
  token: string;
  closed: boolean;
}

/** Stands in for the Socket.IO server: records connections and pushes events, reconnects or refusals on demand. */
export function fakeRealtime() {
  const connections: FakeConnection[] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const firstConnectListeners = new Set<() => void>();
  const reconnectListeners = new Set<() => void>();
  const refusedListeners = new Set<() => void>();

  const connect: ConnectRealtime = (token): RealtimeConnection => {
    const connection: FakeConnection = { token, closed: false };
    connections.push(connection);
    const mine: Array<() => void> = [];
    return {
      on(event, listener) {
        const forEvent = listeners.get(event) ?? new Set();
        listeners.set(event, forEvent);
        forEvent.add(listener);
        const off = () => void forEvent.delete(listener);
        mine.push(off);
        return off;
      },
      onFirstConnect(listener) {
        firstConnectListeners.add(listener);
        const off = () => void firstConnectListeners.delete(listener);
        mine.push(off);
        return off;
      },
      onReconnect(listener) {
        reconnectListeners.add(listener);
        const off = () => void reconnectListeners.delete(listener);
        mine.push(off);
        return off;
      },
      onRefused(listener) {
        refusedListeners.add(listener);
        const off = () => void refusedListeners.delete(listener);
        mine.push(off);
        return off;
      },
      close() {
        connection.closed = true;
        for (const off of mine) off();
      },
    };
  };

  return {
    connect,
    connections,
    open: () => connections.filter((connection) => !connection.closed),
    push<E extends RealtimeEventName>(event: E, payload: RealtimeEventPayload<E>) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
    },
    /** The connection is made for the first time. */
    firstConnect() {
      for (const listener of [...firstConnectListeners]) listener();
    },
    reconnect() {
      for (const listener of [...reconnectListeners]) listener();
    },
    /** The server ends the connection because its token is no longer valid. */
    refuse() {
      for (const listener of [...refusedListeners]) listener();
    },
  };
}
