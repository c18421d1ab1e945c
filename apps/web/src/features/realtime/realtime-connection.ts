import { REALTIME } from '@dd/contracts';
import { io } from 'socket.io-client';

/** The part of a realtime connection the app uses; tests substitute a fake at this boundary. */
export interface RealtimeConnection {
  /** Listens to a server event; returns the unsubscribe function. */
  on(event: string, listener: (payload: unknown) => void): () => void;
  /** Called each time the connection comes back after being lost (not on the first connect). */
  onReconnect(listener: () => void): () => void;
  close(): void;
}

export type ConnectRealtime = (token: string) => RealtimeConnection;

/**
 * Socket.IO at `/realtime` with the bearer token in the handshake (PRODUCT.md §4). Without a URL it connects to
 * the page's own origin, which serves the API (directly, or through the dev server's proxy).
 */
export function connectRealtime(token: string, url?: string): RealtimeConnection {
  const options = { path: REALTIME.path, auth: { token }, timeout: REALTIME.unavailableTimeoutMs };
  const socket = url === undefined ? io(options) : io(url, options);
  const reconnectListeners = new Set<() => void>();
  let connectedBefore = false;
  socket.on('connect', () => {
    if (connectedBefore) for (const listener of [...reconnectListeners]) listener();
    connectedBefore = true;
  });
  return {
    on(event, listener) {
      socket.on(event, listener);
      return () => void socket.off(event, listener);
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => void reconnectListeners.delete(listener);
    },
    close() {
      reconnectListeners.clear();
      socket.disconnect();
    },
  };
}
