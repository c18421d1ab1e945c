import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildResearchApp } from './app.ts';
import { testConfig, WEB_ORIGIN } from './test-config.ts';

let app: FastifyInstance;

beforeEach(() => {
  app = buildResearchApp(testConfig());
});
afterEach(async () => {
  await app.close();
});

describe('buildResearchApp', () => {
  it('reports its health', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it("answers an unknown route with the API's 404 shape", async () => {
    const responses = await Promise.all([
      app.inject({ method: 'GET', url: '/api/nothing-here' }),
      app.inject({ method: 'POST', url: '/api/extract-doc-texts' }),
    ]);

    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found' });
    }
  });

  it("lets the web app's origin send the Authorization header across origins", async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/extract-doc-text',
      headers: {
        origin: WEB_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });

  it('gives other origins no CORS permission', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example.com' },
    });

    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("answers a caller's malformed request with a 4xx in the error shape, never a 500", async () => {
    app.post('/api/test-echo', async (request) => ({ data: request.body }));

    const malformed = await app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });

    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: expect.any(String) });
    // As the main API answers it (one error kit for both hosts): a body this host never reads is a bad request.
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ message: expect.any(String) });
  });

  it('hides the details of an unexpected failure behind a generic message and a request id', async () => {
    app.get('/api/test-crash', async () => {
      throw new Error('connection string postgres://secret@db');
    });

    const response = await app.inject({ method: 'GET', url: '/api/test-crash' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error', requestId: expect.any(String) });
    expect(response.body).not.toContain('secret');
  });
});
