import type http from 'node:http';
import { MESSAGES, REALTIME, RealtimeEvents } from '@dd/contracts';
import type { RealtimeEventName, RealtimeEventPayload } from '@dd/contracts';
import { Server } from 'socket.io';
import type { DefaultEventsMap, ServerOptions, Socket } from 'socket.io';
import { createRealtimeSessions, type SessionData } from './realtime-sessions.ts';
import type { RealtimeTokens } from './realtime-tokens.ts';

export type RealtimeGateway = {
  emitToUser<E extends RealtimeEventName>(userId: string, event: E, payload: RealtimeEventPayload<E>): void;
  /** Drops every connection so clients reconnect elsewhere; call it from Fastify's preClose hook. */
  close(): Promise<void>;
};

export type RealtimeGatewayOptions = {
  httpServer: http.Server;
  /** The handshake's token check, and the re-checks that close a socket once its token is no longer valid. */
  tokens: RealtimeTokens;
  /** The time tokens expire by (the app's clock); real time by default. */
  clock?: () => Date;
  corsOrigin: string | string[];
  logger: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /** Events handed across processes (the Socket.IO PostgreSQL adapter); this process's sockets only when absent. */
  adapter?: ServerOptions['adapter'];
};

/** The server-to-server message that hands an event (user id, event name, payload) to the process holding the user's sockets. */
const DELIVER = 'realtime.deliver';

export function createRealtimeGateway(options: RealtimeGatewayOptions): RealtimeGateway {
  const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SessionData>(
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

  const namespace = io.of('/');
  const sessions = createRealtimeSessions({
    namespace,
    tokens: options.tokens,
    clock: options.clock ?? (() => new Date()),
    // Across processes an event may be sent by one that heard of a logout before this one did.
    verifyEveryEvent: options.adapter !== undefined,
    logger: options.logger,
  });

  io.use(async (socket, next) => {
    const token = handshakeToken(socket);
    if (!token) return next(new Error(MESSAGES.global.unauthenticated));
    const changesHeard = sessions.changesHeard();
    try {
      const session = await options.tokens.authenticate(token);
      if (!session) return next(new Error(MESSAGES.global.unauthenticated));
      socket.data = { userId: session.userId, tokenHash: session.tokenHash, expiresAt: session.expiresAt.getTime(), changesHeard };
      next();
    } catch (error) {
      options.logger.warn({ err: error }, 'Realtime authentication failed');
      next(new Error(MESSAGES.global.serverError));
    }
  });

  io.on('connection', (socket) => {
    const { userId } = socket.data;
    sessions.admit(socket);
    options.logger.info({ userId, socketId: socket.id }, 'Realtime client connected');
    socket.on('disconnect', (reason) => {
      sessions.forget(socket);
      options.logger.info({ userId, socketId: socket.id, reason }, 'Realtime client disconnected');
    });
  });

  // Each process sends only to the sockets it holds, so that its own record of their tokens decides what they get.
  namespace.on(DELIVER, (userId: unknown, event: unknown, payload: unknown) => {
    if (typeof userId === 'string' && isRealtimeEventName(event)) sessions.deliver(userId, event, payload);
  });

  return {
    emitToUser(userId, event, payload) {
      const parsed = RealtimeEvents[event].safeParse(payload);
      if (!parsed.success) {
        throw new Error(`Invalid payload for realtime event "${event}": ${parsed.error.message}`);
      }
      // The parsed copy, not the caller's object: keys outside the contract (a row's hash, say) never leave the server.
      sessions.deliver(userId, event, parsed.data);
      if (options.adapter) namespace.serverSideEmit(DELIVER, userId, event, parsed.data);
    },
    async close() {
      sessions.close();
      // Not io.close(): it would also close the HTTP server, which belongs to the API (socket.io issue #4546).
      // Closing the transports without a goodbye packet makes clients reconnect, as they should during a restart.
      io.engine.close();
      await io.of('/').adapter.close();
    },
  };
}

const isRealtimeEventName = (event: unknown): event is RealtimeEventName => typeof event === 'string' && Object.hasOwn(RealtimeEvents, event);

function handshakeToken(socket: Socket): string | null {
  const fromAuth: unknown = socket.handshake.auth.token;
  if (typeof fromAuth === 'string' && fromAuth !== '') return fromAuth;
  const header = socket.handshake.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}
