import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { corsOrigins: ['https://dd.example.com'], researchUrl: 'https://research.example.com' } });
});
afterAll(() => t?.close());

describe('OpenAPI documentation', () => {
  it('serves Swagger UI at /docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger-ui');
    const bundle = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
  });

  it('describes the account calls from the same zod schemas the server validates with', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/register',
        '/api/auth/logout',
        '/api/auth/forgot-password',
        '/api/auth/reset-password',
        '/api/auth/email/verification-notification',
        '/api/auth/email/verify/{id}/{hash}',
        '/api/user',
        '/api/user/logo',
        '/api/user/profile-pic',
        '/api/user-profile-update',
        '/api/health',
      ]),
    );
    const loginBody = spec.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
    expect(loginBody.required).toEqual(['email', 'password']);
    expect(Object.keys(spec.paths['/api/auth/register'].post.requestBody.content)).toEqual(
      expect.arrayContaining(['application/json', 'multipart/form-data']),
    );
    expect(spec.paths['/api/user'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(spec.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it('describes the case calls at the spec’s paths', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const chat = '/api/due-dilligence/chat';
    const methods = (path: string) => Object.keys(spec.paths[`${chat}${path}`] ?? {}).sort();
    expect(methods('/response/ai/generate')).toEqual(['post']);
    expect(methods('/response/ai/generate/edit/{caseId}')).toEqual(['post']);
    expect(methods('/response/{caseId}')).toEqual(['get']);
    expect(methods('/response/ai/custom-questions/{caseFileId}')).toEqual(['post']);
    expect(methods('/response/ai/custom-questions/{customQuestionId}')).toEqual(['delete']);
    expect(methods('/cases/title/edit/{caseId}')).toEqual(['put']);
    expect(methods('/cases/comment/edit')).toEqual(['put']);
    expect(methods('/cases/delete/file/{caseFileId}')).toEqual(['delete']);
    expect(methods('/cases/delete/{caseId}')).toEqual(['delete']);
    expect(methods('/cases')).toEqual(['get']);
    expect(methods('/answers/{answerId}/regenerate')).toEqual(['post']);
    expect(methods('/answers/{answerId}/verify')).toEqual(['put']);
  });
});

describe('security headers and CORS', () => {
  it('sends security headers, a Content-Security-Policy that allows the research host, and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("connect-src 'self' https://research.example.com");
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows the configured web origin only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });

    const allowed = await preflight('https://dd.example.com');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://dd.example.com');
    const refused = await preflight('https://evil.example.com');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

// Last in the file: it closes the database under the app.
describe('GET /api/health', () => {
  it('answers ok while the process runs, the database answering or not (readiness checks it: health/)', async () => {
    const healthy = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({ status: 'ok' });

    await t.database.close();
    const stillAlive = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(stillAlive.statusCode).toBe(200);
    expect(stillAlive.json()).toEqual({ status: 'ok' });
  });
});
