import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const HSTS = 'strict-transport-security';

let direct: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  [direct, behindProxy] = await Promise.all([createTestApp(), createTestApp({ config: { trustProxy: true } })]);
});
afterAll(() => Promise.all([direct?.close(), behindProxy?.close()]));

describe('Strict-Transport-Security', () => {
  it('is not sent over plain HTTP, whatever the answer', async () => {
    for (const url of ['/api/health', '/api/no-such-thing', '/api/user']) {
      const response = await direct.app.inject({ method: 'GET', url });
      expect(response.headers[HSTS], url).toBeUndefined();
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('is sent when a trusted proxy says the request arrived over HTTPS', async () => {
    const response = await behindProxy.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers[HSTS]).toBe('max-age=31536000; includeSubDomains');

    const plain = await behindProxy.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers[HSTS]).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto unless TRUST_PROXY is set', async () => {
    const response = await direct.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers[HSTS]).toBeUndefined();
  });
});
