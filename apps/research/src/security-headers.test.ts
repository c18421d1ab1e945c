import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTextPdf } from '@dd/engine/fixtures';
import { buildResearchApp } from './app.ts';
import { testConfig, WEB_ORIGIN } from './test-config.ts';
import { knowsGoodToken, startMainApi } from './test/main-api-stub.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function researchApp() {
  const mainApi = await startMainApi(knowsGoodToken);
  const app = buildResearchApp(testConfig({ mainApiUrl: mainApi.url }));
  cleanups.push(mainApi.close, () => app.close());
  return app;
}

function expectSecurityHeaders(headers: IncomingHttpHeaders | OutgoingHttpHeaders) {
  expect(headers).toMatchObject({
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
  });
}

/**
 * A GET over real TLS, so the host sees the request arrive encrypted. A pre-shared key needs no certificate,
 * which keeps the test free of key files and tools.
 */
async function getOverHttps(app: FastifyInstance, path: string) {
  const psk = randomBytes(32);
  const tls = { ciphers: 'PSK-AES256-GCM-SHA384', maxVersion: 'TLSv1.2' } as const;
  await app.ready();
  const server = https.createServer({ ...tls, pskCallback: () => psk }, app.routing);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  const request: https.RequestOptions & Pick<ConnectionOptions, 'pskCallback'> = {
    ...tls,
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    path,
    agent: false,
    pskCallback: () => ({ psk, identity: 'research-host-test' }),
    checkServerIdentity: () => undefined,
  };
  return new Promise<{ statusCode?: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    https
      .get(request, (response) => {
        response.resume();
        response.on('end', () => resolve({ statusCode: response.statusCode, headers: response.headers }));
      })
      .on('error', reject);
  });
}

describe('security headers of the research host', () => {
  it('are sent with a success, a refusal and a missing route', async () => {
    const app = await researchApp();

    const responses = await Promise.all([
      app.inject({ method: 'GET', url: '/api/health' }),
      app.inject({ method: 'POST', url: '/api/extract-doc-text', headers: { origin: WEB_ORIGIN } }),
      app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([200, 401, 404]);
    for (const response of responses) expectSecurityHeaders(response.headers);
  });

  it("still let the web app's origin through a CORS preflight", async () => {
    const app = await researchApp();

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
    expectSecurityHeaders(response.headers);
  });

  it('still let the web app read the text of a document it sent from its own origin', async () => {
    const app = await researchApp();
    const lease = new Blob([await buildTextPdf([['Lease of 1 Main Street']])], { type: 'application/pdf' });
    const form = new FormData();
    form.append('file', lease, 'lease.pdf');
    const request = new Request('http://localhost/', { method: 'POST', body: form });

    const response = await app.inject({
      method: 'POST',
      url: '/api/extract-doc-text',
      headers: {
        origin: WEB_ORIGIN,
        authorization: 'Bearer good-token',
        'content-type': request.headers.get('content-type')!,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Lease of 1 Main Street');
    expect(response.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    expectSecurityHeaders(response.headers);
  });

  it('ask for HTTPS only over HTTPS, never over plain HTTP', async () => {
    const app = await researchApp();

    const overHttp = await app.inject({ method: 'GET', url: '/api/health' });
    const overHttps = await getOverHttps(app, '/api/health');
    const missingOverHttps = await getOverHttps(app, '/api/nothing-here');

    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    expect([overHttps.statusCode, missingOverHttps.statusCode]).toEqual([200, 404]);
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(missingOverHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expectSecurityHeaders(overHttps.headers);
  });
});
