import { MESSAGES } from '@dd/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildResearchApp } from '../app.ts';
import type { ResearchConfig } from '../config.ts';
import { testConfig } from '../test-config.ts';
import { knowsGoodToken, lawyer, sendJson, startMainApi, type Handler } from '../test/main-api-stub.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function researchAppAgainst(mainApiUrl: string, now?: () => number, config: Partial<ResearchConfig> = {}) {
  const app = buildResearchApp(testConfig({ mainApiUrl, ...config }), { now });
  app.get('/api/test-protected', { preHandler: app.requireMainApiUser }, async (request) => ({
    data: { user: request.mainApiUser },
  }));
  cleanups.push(() => app.close());
  return app;
}

async function setUp(handler: Handler = knowsGoodToken, now?: () => number, config?: Partial<ResearchConfig>) {
  const mainApi = await startMainApi(handler);
  cleanups.push(mainApi.close);
  return { mainApi, app: await researchAppAgainst(mainApi.url, now, config) };
}

const callProtected = (app: FastifyInstance, authorization?: string) =>
  app.inject({ method: 'GET', url: '/api/test-protected', headers: authorization ? { authorization } : {} });

describe('requireMainApiUser', () => {
  it("accepts the main API's token and hands the route the main API's user", async () => {
    const { app, mainApi } = await setUp();

    const response = await callProtected(app, 'Bearer good-token');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { user: lawyer } });
    expect(mainApi.seen).toEqual([{ url: '/api/user', authorization: 'Bearer good-token' }]);
  });

  it("refuses a token the main API refuses with 401 'Unauthenticated.'", async () => {
    const { app } = await setUp();

    const response = await callProtected(app, 'Bearer forged-token');

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('refuses a request without a bearer token without troubling the main API', async () => {
    const { app, mainApi } = await setUp();

    const responses = await Promise.all([
      callProtected(app),
      callProtected(app, 'Basic Z29vZC10b2tlbg=='),
      callProtected(app, 'Bearer'),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401]);
    expect(responses.map((response) => response.json())).toEqual(Array(3).fill({ message: 'Unauthenticated.' }));
    expect(mainApi.seen).toEqual([]);
  });

  it('trusts a confirmed token for 5 seconds, then asks the main API again', async () => {
    let clock = 1_000_000;
    const { app, mainApi } = await setUp(knowsGoodToken, () => clock);

    await callProtected(app, 'Bearer good-token');
    clock += 5_000;
    const cached = await callProtected(app, 'Bearer good-token');
    expect(cached.statusCode).toBe(200);
    expect(mainApi.seen).toHaveLength(1);

    clock += 1;
    await callProtected(app, 'Bearer good-token');
    expect(mainApi.seen).toHaveLength(2);
  });

  it('refuses a token signed out at the main API at most 5 seconds later', async () => {
    let clock = 1_000_000;
    let signedOut = false;
    const { app, mainApi } = await setUp(
      (request, response) =>
        signedOut ? sendJson(response, 401, { message: 'Unauthenticated.' }) : knowsGoodToken(request, response),
      () => clock,
    );

    const beforeLogout = await callProtected(app, 'Bearer good-token');
    signedOut = true;
    clock += 5_000;
    const withinBound = await callProtected(app, 'Bearer good-token');
    clock += 1;
    const pastBound = await callProtected(app, 'Bearer good-token');

    expect([beforeLogout.statusCode, withinBound.statusCode, pastBound.statusCode]).toEqual([200, 200, 401]);
    expect(pastBound.json()).toEqual({ message: 'Unauthenticated.' });
    expect(mainApi.seen).toHaveLength(2);
  });

  it('counts the 5 seconds from when it asked, so a slow main API does not stretch them', async () => {
    let clock = 1_000_000;
    const { app, mainApi } = await setUp(
      (request, response) => {
        clock += 3_000;
        knowsGoodToken(request, response);
      },
      () => clock,
    );

    await callProtected(app, 'Bearer good-token');
    clock += 2_000;
    await callProtected(app, 'Bearer good-token');
    expect(mainApi.seen).toHaveLength(1);

    clock += 1;
    await callProtected(app, 'Bearer good-token');
    expect(mainApi.seen).toHaveLength(2);
  });

  it('asks again about a refused token, so it works as soon as the lawyer signs in', async () => {
    const { app, mainApi } = await setUp();

    await callProtected(app, 'Bearer forged-token');
    await callProtected(app, 'Bearer forged-token');

    expect(mainApi.seen).toHaveLength(2);
  });

  it('asks the main API once for parallel requests with the same token', async () => {
    const { app, mainApi } = await setUp((request, response) => {
      setTimeout(() => knowsGoodToken(request, response), 50);
    });

    const responses = await Promise.all([1, 2, 3].map(() => callProtected(app, 'Bearer good-token')));

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(mainApi.seen).toHaveLength(1);
  });

  it('answers 503 with a clear message when the main API is down', async () => {
    const { app, mainApi } = await setUp();
    await mainApi.close();

    const response = await callProtected(app, 'Bearer good-token');

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: MESSAGES.research.mainApiUnavailable });
  });

  it('answers 503 when the main API does not answer in time, fails, or answers nonsense', async () => {
    // A main API that never answers: given up on after a short wait of this test's own.
    const hanging = await setUp(() => undefined, undefined, { mainApiTimeoutMs: 300 });
    const failing = await setUp((_request, response) => sendJson(response, 500, { message: 'Internal Server Error' }));
    const garbled = await setUp((_request, response) => sendJson(response, 200, { user: 'someone' }));

    const responses = await Promise.all(
      [hanging, failing, garbled].map(({ app }) => callProtected(app, 'Bearer good-token')),
    );

    expect(responses.map((response) => response.statusCode)).toEqual([503, 503, 503]);
    expect(responses.map((response) => response.json())).toEqual(
      Array(3).fill({ message: MESSAGES.research.mainApiUnavailable }),
    );
  });

  it('does not cache an outage: the next request succeeds once the main API is back', async () => {
    let up = false;
    const { app } = await setUp((request, response) =>
      up ? knowsGoodToken(request, response) : sendJson(response, 502, { message: 'Bad Gateway' }),
    );

    const during = await callProtected(app, 'Bearer good-token');
    up = true;
    const after = await callProtected(app, 'Bearer good-token');

    expect([during.statusCode, after.statusCode]).toEqual([503, 200]);
  });
});
