import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REALTIME } from '@dd/contracts';
import { Server, type Socket } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { aUser } from '../../test/fixtures.ts';
import { connectRealtime, type RealtimeConnection } from './realtime-connection.ts';

/** A real Socket.IO server on a free port, accepting one token, as the API's gateway does. */
const startServer = async () => {
  const http = createServer();
  const io = new Server(http, { path: REALTIME.path });
  const tokens: unknown[] = [];
  io.use((socket, next) => {
    tokens.push(socket.handshake.auth.token);
    next(socket.handshake.auth.token === 'good-token' ? undefined : new Error('Unauthenticated.'));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return { io, url, tokens, close: () => new Promise<void>((resolve) => void io.close(() => resolve())) };
};

const opened: RealtimeConnection[] = [];
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const connection of opened.splice(0)) connection.close();
  for (const close of closers.splice(0)) await close();
});

const nextConnection = (io: Server) =>
  new Promise<Socket>((resolve) => void io.once('connection', resolve));

describe('realtime connection', () => {
  it('hands the bearer token over in the handshake at /realtime and receives events', async () => {
    const server = await startServer();
    closers.push(server.close);
    const connected = nextConnection(server.io);

    const connection = connectRealtime('good-token', server.url);
    opened.push(connection);
    const received = new Promise((resolve) => connection.on('user.updated', resolve));
    const socket = await connected;
    const payload = { user: aUser() };
    socket.emit('user.updated', payload);

    expect(await received).toEqual(payload);
    expect(server.tokens).toEqual(['good-token']);
  });

  it('reports coming back after the connection drops, but not the first connect', async () => {
    const server = await startServer();
    closers.push(server.close);
    const reconnects: number[] = [];
    const firstSocket = nextConnection(server.io);

    const connection = connectRealtime('good-token', server.url);
    opened.push(connection);
    connection.onReconnect(() => reconnects.push(Date.now()));
    const first = await firstSocket;
    expect(reconnects).toHaveLength(0);

    const back = nextConnection(server.io);
    first.conn.close();
    await back;
    await expect.poll(() => reconnects.length).toBe(1);
  });

  it('reports the first connect once, and not again when the connection comes back', async () => {
    const server = await startServer();
    closers.push(server.close);
    const firsts: number[] = [];
    const reconnects: number[] = [];
    const firstSocket = nextConnection(server.io);

    const connection = connectRealtime('good-token', server.url);
    opened.push(connection);
    connection.onFirstConnect(() => firsts.push(Date.now()));
    connection.onReconnect(() => reconnects.push(Date.now()));
    const first = await firstSocket;
    await expect.poll(() => firsts.length).toBe(1);

    const back = nextConnection(server.io);
    first.conn.close();
    await back;
    await expect.poll(() => reconnects.length).toBe(1);
    expect(firsts).toHaveLength(1);
  });

  it('reports a refusal when the server ends the connection for its token, and does not reconnect', async () => {
    const server = await startServer();
    closers.push(server.close);
    const connected = nextConnection(server.io);
    const connection = connectRealtime('good-token', server.url);
    opened.push(connection);
    const refused = new Promise<void>((resolve) => connection.onRefused(resolve));
    const socket = await connected;

    // What the gateway does when the socket's token is revoked or expires.
    socket.disconnect(true);

    await refused;
    expect(server.tokens).toEqual(['good-token']);
  });

  it('reports a refusal when the handshake is refused for its token', async () => {
    const server = await startServer();
    closers.push(server.close);

    const connection = connectRealtime('revoked-token', server.url);
    opened.push(connection);

    await new Promise<void>((resolve) => connection.onRefused(resolve));
    expect(server.tokens).toEqual(['revoked-token']);
  });

  it('reports no refusal when the connection drops, as in a server restart, and reconnects', async () => {
    const server = await startServer();
    closers.push(server.close);
    const refusals: number[] = [];
    const firstSocket = nextConnection(server.io);
    const connection = connectRealtime('good-token', server.url);
    opened.push(connection);
    connection.onRefused(() => refusals.push(Date.now()));
    const first = await firstSocket;

    const back = nextConnection(server.io);
    first.conn.close();
    await back;

    expect(refusals).toEqual([]);
  });

  it('disconnects from the server when closed', async () => {
    const server = await startServer();
    closers.push(server.close);
    const connected = nextConnection(server.io);
    const connection = connectRealtime('good-token', server.url);
    await connected;
    expect(server.io.of('/').sockets.size).toBe(1);

    connection.close();

    await expect.poll(() => server.io.of('/').sockets.size).toBe(0);
  });

  it('never connects when closed before the client library has loaded', async () => {
    const server = await startServer();
    closers.push(server.close);

    connectRealtime('closed-token', server.url).close();
    // A second connection, opened after it, is made once the library has loaded: by the time the server sees it,
    // the first would have been made before it, had it been made at all.
    const connected = nextConnection(server.io);
    opened.push(connectRealtime('good-token', server.url));
    await connected;

    expect(server.tokens).toEqual(['good-token']);
    expect(server.io.of('/').sockets.size).toBe(1);
  });
});
