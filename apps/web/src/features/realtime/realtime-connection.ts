import { MESSAGES, REALTIME } from '@dd/contracts';
import type { Socket } from 'socket.io-client';

/** The part of a realtime connection the app uses; tests substitute a fake at this boundary. */
export interface RealtimeConnection {
  /** Listens to a server event; returns the unsubscribe function. */
  on(event: string, listener: (payload: unknown) => void): () => void;
  /** Called when the connection is first made: what the server sent before then never reached this page. */
  onFirstConnect(listener: () => void): () => void;
  /** Called each time the connection comes back after being lost (not on the first connect). */
  onReconnect(listener: () => void): () => void;
  /**
   * Called when the server ends the connection, or refuses it, because of its token (the session was ended: a
   * logout elsewhere, a password change, a disabled account, expiry). The connection does not retry then.
   */
  onRefused(listener: () => void): () => void;
  close(): void;
}

export type ConnectRealtime = (token: string) => RealtimeConnection;

type Listener = (payload: unknown) => void;

/**
 * Socket.IO at `/realtime` with the bearer token in the handshake (PRODUCT.md §4). Without a URL it connects to
 * the page's own origin, which serves the API (directly, or through the dev server's proxy). The client library
 * loads only once someone logs in, keeping it out of the first page load; listeners added meanwhile are kept.
 */
export function connectRealtime(token: string, url?: string): RealtimeConnection {
  const listeners = new Set<[string, Listener]>();
  const firstConnectListeners = new Set<() => void>();
  const reconnectListeners = new Set<() => void>();
  const refusedListeners = new Set<() => void>();
  const refused = () => {
    for (const listener of [...refusedListeners]) listener();
  };
  let socket: Socket | null = null;
  let closed = false;

  import('socket.io-client')
    .then(({ io }) => {
      if (closed) return;
      // A WebSocket straight away, rather than long-polling first and upgrading: fewer requests and less work
      // while the page loads. Where a proxy refuses WebSockets, long-polling takes over.
      const options = {
        path: REALTIME.path,
        auth: { token },
        timeout: REALTIME.unavailableTimeoutMs,
        transports: ['websocket', 'polling'],
        tryAllTransports: true,
      };
      const opened = url === undefined ? io(options) : io(url, options);
      let connectedBefore = false;
      opened.on('connect', () => {
        for (const listener of [...(connectedBefore ? reconnectListeners : firstConnectListeners)]) listener();
        connectedBefore = true;
      });
      // The gateway closes a socket whose token stopped being valid with a server-side disconnect, which is never
      // retried; a server restart drops the transport instead, and the client reconnects by itself.
      opened.on('disconnect', (reason) => {
        if (reason === 'io server disconnect') refused();
      });
      opened.on('connect_error', (error) => {
        if (error.message === MESSAGES.global.unauthenticated) refused();
      });
      for (const [event, listener] of listeners) opened.on(event, listener);
      socket = opened;
    })
    .catch((error: unknown) => console.warn('Live updates are unavailable: the realtime client failed to load', error));

  return {
    on(event, listener) {
      const entry: [string, Listener] = [event, listener];
      listeners.add(entry);
      socket?.on(event, listener);
      return () => {
        listeners.delete(entry);
        socket?.off(event, listener);
      };
    },
    onFirstConnect(listener) {
      firstConnectListeners.add(listener);
      return () => void firstConnectListeners.delete(listener);
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => void reconnectListeners.delete(listener);
    },
    onRefused(listener) {
      refusedListeners.add(listener);
      return () => void refusedListeners.delete(listener);
    },
    close() {
      closed = true;
      firstConnectListeners.clear();
      reconnectListeners.clear();
      refusedListeners.clear();
      socket?.disconnect();
    },
  };
}
