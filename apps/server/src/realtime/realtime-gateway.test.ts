import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { REALTIME } from '@dd/contracts';
import type { RealtimeEventName, RealtimeEventPayload } from '@dd/contracts';
import { io as connectClient } from 'socket.io-client';
import type { Socket as ClientSocket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRealtimeGateway } from './realtime-gateway.ts';
import type { RealtimeGateway } from './realtime-gateway.ts';

const usersByToken: Record<string, { id: string }> = { 'token-a': { id: 'user-a' }, 'token-b': { id: 'user-b' } };
const webOrigin = 'http://localhost:5173';

let httpServer: http.Server;
let gateway: RealtimeGateway;
let baseUrl: string;
let clients: ClientSocket[];
let warnings: object[];

beforeEach(async () => {
  httpServer = http.createServer((_request, response) => response.end('api'));
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  clients = [];
  warnings = [];
  gateway = createRealtimeGateway({
    httpServer,
    corsOrigin: webOrigin,
    logger: { info: () => undefined, warn: (obj) => void warnings.push(obj) },
    async authenticate(token) {
      if (token === 'token-broken') throw new Error('database unavailable');
      return usersByToken[token] ?? null;
    },
  });
});

afterEach(async () => {
  clients.forEach((client) => client.disconnect());
  await gateway.close();
  httpServer.closeAllConnections();
  await new Promise<void>((resolve) => httpServer.close(() => resolve()));
});

function openClient(options: { token?: string; headers?: Record<string, string> }) {
  const client = connectClient(baseUrl, {
    path: REALTIME.path,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(options.token === undefined ? {} : { auth: { token: options.token } }),
    ...(options.headers ? { extraHeaders: options.headers } : {}),
  });
  clients.push(client);
  return client;
}

function connect(options: { token?: string; headers?: Record<string, string> }) {
  const client = openClient(options);
  return new Promise<ClientSocket>((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('connect_error', reject);
  });
}

function connectError(options: { token?: string; headers?: Record<string, string> }) {
  const client = openClient(options);
  return new Promise<Error>((resolve, reject) => {
    client.once('connect', () => reject(new Error('connected, but should have been refused')));
    client.once('connect_error', resolve);
  });
}

function collect<E extends RealtimeEventName>(client: ClientSocket, event: E) {
  const name: string = event;
  const received: RealtimeEventPayload<E>[] = [];
  const next = () => new Promise<RealtimeEventPayload<E>>((resolve) => client.once(name, resolve));
  client.on(name, (payload: RealtimeEventPayload<E>) => void received.push(payload));
  return { received, next };
}

describe('createRealtimeGateway', () => {
  it("delivers a user's event to that user only", async () => {
    const [clientA, clientB] = await Promise.all([connect({ token: 'token-a' }), connect({ token: 'token-b' })]);
    const forA = collect(clientA, 'case.progress');
    const forB = collect(clientB, 'case.progress');

    const arrivedAtA = forA.next();
    gateway.emitToUser('user-a', 'case.progress', { caseId: 'case-1', done: 1, total: 3 });
    expect(await arrivedAtA).toEqual({ caseId: 'case-1', done: 1, total: 3 });

    // B's own event comes after A's on the server, so had A's leaked to B it would have arrived first.
    const arrivedAtB = forB.next();
    gateway.emitToUser('user-b', 'case.progress', { caseId: 'case-2', done: 2, total: 2 });
    await arrivedAtB;
    expect(forB.received).toEqual([{ caseId: 'case-2', done: 2, total: 2 }]);
    expect(forA.received).toHaveLength(1);
  });

  it('reaches every tab the same user has open', async () => {
    const tabs = await Promise.all([connect({ token: 'token-a' }), connect({ token: 'token-a' })]);
    const arrivals = tabs.map((tab) => collect(tab, 'case.failed').next());

    gateway.emitToUser('user-a', 'case.failed', { caseId: 'case-1', message: 'Failed to process case answers' });

    expect(await Promise.all(arrivals)).toEqual([
      { caseId: 'case-1', message: 'Failed to process case answers' },
      { caseId: 'case-1', message: 'Failed to process case answers' },
    ]);
  });

  it('accepts the bearer token from the Authorization header too', async () => {
    const client = await connect({ headers: { Authorization: 'Bearer token-b' } });
    const arrival = collect(client, 'case.progress').next();

    gateway.emitToUser('user-b', 'case.progress', { caseId: 'case-9', done: 0, total: 5 });

    expect(await arrival).toEqual({ caseId: 'case-9', done: 0, total: 5 });
  });

  it("refuses a client without a token, with an unknown token or with another scheme as 'Unauthenticated.'", async () => {
    const errors = await Promise.all([
      connectError({}),
      connectError({ token: 'token-forged' }),
      connectError({ token: '' }),
      connectError({ headers: { Authorization: 'Basic token-a' } }),
    ]);
    expect(errors.map((error) => error.message)).toEqual([
      'Unauthenticated.',
      'Unauthenticated.',
      'Unauthenticated.',
      'Unauthenticated.',
    ]);
  });

  it('refuses with a generic error and logs a warning when authentication itself fails', async () => {
    const error = await connectError({ token: 'token-broken' });

    expect(error.message).toBe('Internal Server Error');
    expect(warnings).toHaveLength(1);
  });

  it('throws on a payload that breaks the contract and sends nothing', async () => {
    const client = await connect({ token: 'token-a' });
    const progress = collect(client, 'case.progress');

    expect(() =>
      gateway.emitToUser('user-a', 'case.progress', { caseId: 'case-1', done: 'one' } as unknown as RealtimeEventPayload<'case.progress'>),
    ).toThrow(/case\.progress/);

    const arrival = progress.next();
    gateway.emitToUser('user-a', 'case.progress', { caseId: 'case-1', done: 1, total: 1 });
    await arrival;
    expect(progress.received).toEqual([{ caseId: 'case-1', done: 1, total: 1 }]);
  });

  it('sends only the fields of the contract, never extra ones the caller passed', async () => {
    const client = await connect({ token: 'token-a' });
    const arrival = collect(client, 'case.failed').next();

    const payload = { caseId: 'case-1', message: 'Failed', ownerPasswordHash: '$argon2id$secret' };
    gateway.emitToUser('user-a', 'case.failed', payload);

    expect(await arrival).toEqual({ caseId: 'case-1', message: 'Failed' });
  });

  it('advertises the spec timeouts in the handshake and allows the web origin', async () => {
    const response = await fetch(`${baseUrl}${REALTIME.path}/?EIO=4&transport=polling`, {
      headers: { Origin: webOrigin },
    });
    const body = await response.text();
    const open = JSON.parse(body.slice(body.indexOf('{'))) as { pingInterval: number; pingTimeout: number };

    expect(response.headers.get('access-control-allow-origin')).toBe(webOrigin);
    expect(open.pingTimeout).toBe(REALTIME.pongTimeoutMs);
    expect(open.pingInterval + open.pingTimeout).toBe(REALTIME.activityTimeoutMs);
  });

  it('close() disconnects every client in a way that lets them reconnect, and leaves the HTTP server running', async () => {
    const tabs = await Promise.all([connect({ token: 'token-a' }), connect({ token: 'token-b' })]);
    const reasons = tabs.map(
      (tab) => new Promise<string>((resolve) => tab.once('disconnect', (reason) => resolve(reason))),
    );

    await gateway.close();

    expect(await Promise.all(reasons)).toEqual(['transport close', 'transport close']);
    expect(await (await fetch(`${baseUrl}/anything`)).text()).toBe('api');
  });
});
