import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { REALTIME } from '@dd/contracts';
import type { RealtimeEventName, RealtimeEventPayload } from '@dd/contracts';
import { io as connectClient } from 'socket.io-client';
import type { Socket as ClientSocket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRealtimeGateway } from './realtime-gateway.ts';
import type { RealtimeGateway } from './realtime-gateway.ts';
import { HELD_EVENTS_LIMIT } from './realtime-sessions.ts';
import type { RealtimeTokens } from './realtime-tokens.ts';

/** A case's progress event as the pipeline sends it, with nothing changed but its counts. */
const progressOf = (caseId: string, done: number, total: number): RealtimeEventPayload<'case.progress'> => ({
  caseId,
  done,
  total,
  status: 'processing',
  answerCounts: { answered: done, needsReview: 0, notFound: 0 },
  files: [],
  answers: [],
});

const usersByToken: Record<string, string> = { 'token-a': 'user-a', 'token-a2': 'user-a', 'token-b': 'user-b' };
const webOrigin = 'http://localhost:5173';
const DAY = 24 * 60 * 60_000;
/** A closed session must be closed within 2 seconds of the change (issue 27). */
const CLOSE_WITHIN_MS = 2_000;

let httpServer: http.Server;
let gateway: RealtimeGateway;
let baseUrl: string;
let clients: ClientSocket[];
let warnings: object[];
/** The fake token store: the tokens (their "hashes" are the tokens themselves) valid now, and until when. */
let validUntil: Map<string, number>;
let clockOffsetMs: number;
let watcher: Parameters<RealtimeTokens['watch']>[0];
/** Set by a test to hold the handshake's or the re-check's reading until it says so. */
let handshakeGate: { reading: () => void; proceed: Promise<void> } | undefined;
let recheckGate: (() => Promise<void>) | undefined;
let revalidations: string[][];

const now = () => Date.now() + clockOffsetMs;

const tokens: RealtimeTokens = {
  async authenticate(token) {
    if (token === 'token-broken') throw new Error('database unavailable');
    const userId = usersByToken[token];
    const expiresAt = validUntil.get(token);
    const session = userId && expiresAt !== undefined && expiresAt >= now() ? { userId, tokenHash: token, expiresAt: new Date(expiresAt) } : null;
    if (handshakeGate) {
      handshakeGate.reading();
      await handshakeGate.proceed;
    }
    return session;
  },
  async revalidate(tokenHashes) {
    revalidations.push(tokenHashes);
    await recheckGate?.();
    const valid = new Map<string, Date>();
    for (const hash of tokenHashes) {
      const expiresAt = validUntil.get(hash);
      if (expiresAt !== undefined && expiresAt >= now()) valid.set(hash, new Date(expiresAt));
    }
    return valid;
  },
  watch(listener) {
    watcher = listener;
  },
};

beforeEach(async () => {
  httpServer = http.createServer((_request, response) => response.end('api'));
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  clients = [];
  warnings = [];
  validUntil = new Map(Object.keys(usersByToken).map((token) => [token, Date.now() + 30 * DAY]));
  clockOffsetMs = 0;
  handshakeGate = undefined;
  recheckGate = undefined;
  revalidations = [];
  gateway = createRealtimeGateway({
    httpServer,
    corsOrigin: webOrigin,
    logger: { info: () => undefined, warn: (obj) => void warnings.push(obj) },
    tokens,
    clock: () => new Date(now()),
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
    gateway.emitToUser('user-a', 'case.progress', progressOf('case-1', 1, 3));
    expect(await arrivedAtA).toEqual(progressOf('case-1', 1, 3));

    // B's own event comes after A's on the server, so had A's leaked to B it would have arrived first.
    const arrivedAtB = forB.next();
    gateway.emitToUser('user-b', 'case.progress', progressOf('case-2', 2, 2));
    await arrivedAtB;
    expect(forB.received).toEqual([progressOf('case-2', 2, 2)]);
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

    gateway.emitToUser('user-b', 'case.progress', progressOf('case-9', 0, 5));

    expect(await arrival).toEqual(progressOf('case-9', 0, 5));
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

  it('delivers an answer that needs review, and refuses a status outside the contract', async () => {
    const client = await connect({ token: 'token-a' });
    const ready = collect(client, 'customQuestions.ready');
    const passage = { page: 4, quote: 'The Rent shall be reviewed on each Review Date.', start: 10, end: 57, verified: true };
    const answer = {
      id: 'answer-1',
      questionId: null,
      customQuestionId: 'question-1',
      question: 'When is the rent reviewed?',
      answerType: null,
      status: 'needs_review' as const,
      answer: null,
      value: null,
      confidence: 0.4,
      citations: [passage],
      editedAnswer: null,
      editedBy: null,
      editedAt: null,
      comment: null,
      verifiedBy: null,
      verifiedAt: null,
      engine: 'builtin' as const,
      version: 1,
    };

    expect(() =>
      gateway.emitToUser('user-a', 'customQuestions.ready', { caseId: 'case-1', caseFileId: 'file-1', answers: [{ ...answer, status: 'under_review' as 'needs_review' }] }),
    ).toThrow(/customQuestions\.ready/);
    const arrival = ready.next();
    gateway.emitToUser('user-a', 'customQuestions.ready', { caseId: 'case-1', caseFileId: 'file-1', answers: [answer] });
    expect(await arrival).toEqual({ caseId: 'case-1', caseFileId: 'file-1', answers: [answer] });
    expect(ready.received).toHaveLength(1);
  });

  it('throws on a payload that breaks the contract and sends nothing', async () => {
    const client = await connect({ token: 'token-a' });
    const progress = collect(client, 'case.progress');

    expect(() =>
      gateway.emitToUser('user-a', 'case.progress', { caseId: 'case-1', done: 'one' } as unknown as RealtimeEventPayload<'case.progress'>),
    ).toThrow(/case\.progress/);

    const arrival = progress.next();
    gateway.emitToUser('user-a', 'case.progress', progressOf('case-1', 1, 1));
    await arrival;
    expect(progress.received).toEqual([progressOf('case-1', 1, 1)]);
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

/** The reason the server gave for ending the connection, and every event the client had received by then. */
function watchClient(client: ClientSocket) {
  const events: string[] = [];
  client.onAny((event: string) => void events.push(event));
  const ended = new Promise<{ reason: string; eventsBefore: string[]; afterMs: number }>((resolve) => {
    const from = Date.now();
    client.once('disconnect', (reason) => resolve({ reason, eventsBefore: [...events], afterMs: Date.now() - from }));
  });
  return { events, ended };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('createRealtimeGateway: a socket lives only as long as its token', () => {
  it('closes, with a server-side disconnect, the sockets whose tokens a change revoked, and keeps the others', async () => {
    const [revoked, kept, other] = await Promise.all([connect({ token: 'token-a' }), connect({ token: 'token-a2' }), connect({ token: 'token-b' })]);
    const watched = watchClient(revoked);

    validUntil.delete('token-a');
    watcher.changed('user-a');

    const { reason, afterMs } = await watched.ended;
    expect(reason).toBe('io server disconnect');
    expect(afterMs).toBeLessThan(CLOSE_WITHIN_MS);
    // Only the changed user's tokens were read again.
    expect(revalidations).toEqual([['token-a', 'token-a2']]);
    const arrival = collect(kept, 'case.progress').next();
    gateway.emitToUser('user-a', 'case.progress', progressOf('case-1', 1, 2));
    expect(await arrival).toEqual(progressOf('case-1', 1, 2));
    expect(other.connected).toBe(true);
  });

  it('sends nothing to a socket once its user changed, until the re-check: nothing at all when its token was revoked', async () => {
    const client = await connect({ token: 'token-a' });
    const watched = watchClient(client);
    const reading = deferred();
    recheckGate = () => reading.promise;

    validUntil.delete('token-a');
    watcher.changed('user-a');
    gateway.emitToUser('user-a', 'case.progress', progressOf('case-1', 3, 3));
    gateway.emitToUser('user-a', 'case.failed', { caseId: 'case-1', message: 'Failed' });
    reading.resolve();

    // Anything sent before the goodbye would have arrived before it, on the same connection.
    expect(await watched.ended).toMatchObject({ reason: 'io server disconnect', eventsBefore: [] });
  });

  it('sends what it held, in order, once the re-check finds the token still valid (a demotion, a profile change)', async () => {
    const client = await connect({ token: 'token-a' });
    const watched = watchClient(client);
    const reading = deferred();
    recheckGate = () => reading.promise;

    watcher.changed('user-a');
    gateway.emitToUser('user-a', 'case.failed', { caseId: 'case-1', message: 'First' });
    gateway.emitToUser('user-a', 'case.progress', progressOf('case-1', 1, 1));
    const last = collect(client, 'case.progress').next();
    reading.resolve();

    await last;
    expect(watched.events).toEqual(['case.failed', 'case.progress']);
    expect(client.connected).toBe(true);
  });

  it('re-checks a socket whose user changed while its handshake was being authenticated', async () => {
    const reading = deferred();
    const proceed = deferred();
    handshakeGate = { reading: reading.resolve, proceed: proceed.promise };
    const client = openClient({ token: 'token-a' });
    const watched = watchClient(client);
    await reading.promise;

    // The handshake read the token while valid; the revocation and its notice come before the socket joins its room.
    validUntil.delete('token-a');
    watcher.changed('user-a');
    proceed.resolve();

    expect(await watched.ended).toMatchObject({ reason: 'io server disconnect', eventsBefore: [] });
  });

  it('re-checks every socket when change notices may have been missed', async () => {
    const [a, b] = await Promise.all([connect({ token: 'token-a' }), connect({ token: 'token-b' })]);
    const ended = [watchClient(a).ended, watchClient(b).ended];

    validUntil.clear();
    watcher.reset();

    expect((await Promise.all(ended)).map((end) => end.reason)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('closes a socket when its token expires, and sends nothing after its expiry', async () => {
    validUntil.set('token-a', Date.now() + 60_000);
    validUntil.set('token-a2', Date.now() + 10 * 60_000);
    const [expiring, lasting] = await Promise.all([connect({ token: 'token-a' }), connect({ token: 'token-a2' })]);
    const watched = watchClient(expiring);

    clockOffsetMs = 2 * 60_000;
    gateway.emitToUser('user-a', 'case.failed', { caseId: 'case-1', message: 'After expiry' });

    expect(await watched.ended).toMatchObject({ reason: 'io server disconnect', eventsBefore: [] });
    expect(lasting.connected).toBe(true);
  });

  it('closes an expiring socket by its timer alone, within 2 seconds, and keeps one whose token was used meanwhile', async () => {
    validUntil.set('token-a', Date.now() + 60_000);
    validUntil.set('token-a2', Date.now() + 60_000);
    const [expiring, used] = await Promise.all([connect({ token: 'token-a' }), connect({ token: 'token-a2' })]);
    const watched = watchClient(expiring);

    // token-a2 was used over HTTP since the handshake: the database now has it lapse later.
    validUntil.set('token-a2', Date.now() + 10 * 60_000);
    clockOffsetMs = 2 * 60_000;

    const { reason, afterMs } = await watched.ended;
    expect(reason).toBe('io server disconnect');
    expect(afterMs).toBeLessThan(CLOSE_WITHIN_MS);
    const arrival = collect(used, 'case.progress').next();
    gateway.emitToUser('user-a', 'case.progress', progressOf('case-1', 0, 1));
    expect(await arrival).toEqual(progressOf('case-1', 0, 1));
  });

  it('holds the events while the database cannot be read, logs it, and sends them once it can', async () => {
    const client = await connect({ token: 'token-a' });
    let failures = 1;
    recheckGate = async () => {
      if (failures-- > 0) throw new Error('database unavailable');
    };

    watcher.changed('user-a');
    const arrival = collect(client, 'case.failed').next();
    gateway.emitToUser('user-a', 'case.failed', { caseId: 'case-1', message: 'Held' });

    expect(await arrival).toEqual({ caseId: 'case-1', message: 'Held' });
    expect(revalidations).toHaveLength(2);
    expect(warnings).toHaveLength(1);
  });

  it('drops a socket with too many events held, in a way that lets it reconnect, rather than keep them without end', async () => {
    const client = await connect({ token: 'token-a' });
    const watched = watchClient(client);
    recheckGate = () => new Promise(() => undefined);

    watcher.changed('user-a');
    for (let n = 0; n <= HELD_EVENTS_LIMIT; n += 1) gateway.emitToUser('user-a', 'case.progress', progressOf('case-1', n, 500));

    expect(await watched.ended).toMatchObject({ reason: 'transport close', eventsBefore: [] });
  });
});
