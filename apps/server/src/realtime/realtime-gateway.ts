import type http from 'node:http';
import { MESSAGES, REALTIME, RealtimeEvents } from '@dd/contracts';
import type { RealtimeEventName, RealtimeEventPayload } from '@dd/contracts';
import { Server } from 'socket.io';
import type { DefaultEventsMap, ServerOptions, Socket } from 'socket.io';

export type RealtimeGateway = {
  emitToUser<E extends RealtimeEventName>(userId: string, event: E, payload: RealtimeEventPayload<E>): void;
  /** Drops every connection so clients reconnect elsewhere; call it from Fastify's preClose hook. */
  close(): Promise<void>;
};

export type RealtimeGatewayOptions = {
  httpServer: http.Server;
  authenticate: (token: string) => Promise<{ id: string } | null>;
  corsOrigin: string | string[];
  logger: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /** Room fan-out across processes (the Socket.IO PostgreSQL adapter); in-memory when absent. */
  adapter?: ServerOptions['adapter'];
};

type SocketData = { userId: string };

export function createRealtimeGateway(options: RealtimeGatewayOptions): RealtimeGateway {
  const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(
    options.httpServer,
    {
      path: REALTIME.path,
      serveClient: false,
      cors: { origin: options.corsOrigin },
      // A dead link shows within pingInterval + pingTimeout: the spec's 120 s activity timeout, 30 s of it the pong wait.
      pingTimeout: REALTIME.pongTimeoutMs,
      pingInterval: REALTIME.activityTimeoutMs - REALTIME.pongTimeoutMs,
      adapter: options.adapter,
    },
  );

  io.use(async (socket, next) => {
    const token = handshakeToken(socket);
    if (!token) return next(new Error(MESSAGES.global.unauthenticated));
    try {
      const user = await options.authenticate(token);
      if (!user) return next(new Error(MESSAGES.global.unauthenticated));
      socket.data.userId = user.id;
      next();
    } catch (error) {
      options.logger.warn({ err: error }, 'Realtime authentication failed');
      next(new Error(MESSAGES.global.serverError));
    }
  });

  io.on('connection', (socket) => {
    const { userId } = socket.data;
    void socket.join(REALTIME.userRoom(userId));
    options.logger.info({ userId, socketId: socket.id }, 'Realtime client connected');
    socket.on('disconnect', (reason) => {
      options.logger.info({ userId, socketId: socket.id, reason }, 'Realtime client disconnected');
    });
  });

  return {
    emitToUser(userId, event, payload) {
      const parsed = RealtimeEvents[event].safeParse(payload);
      if (!parsed.success) {
        throw new Error(`Invalid payload for realtime event "${event}": ${parsed.error.message}`);
      }
      // The parsed copy, not the caller's object: keys outside the contract (a row's hash, say) never leave the server.
      io.to(REALTIME.userRoom(userId)).emit(event, parsed.data);
    },
    async close() {
      // Not io.close(): it would also close the HTTP server, which belongs to the API (socket.io issue #4546).
      // Closing the transports without a goodbye packet makes clients reconnect, as they should during a restart.
      io.engine.close();
      await io.of('/').adapter.close();
    },
  };
}

function handshakeToken(socket: Socket): string | null {
  const fromAuth: unknown = socket.handshake.auth.token;
  if (typeof fromAuth === 'string' && fromAuth !== '') return fromAuth;
  const header = socket.handshake.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}
