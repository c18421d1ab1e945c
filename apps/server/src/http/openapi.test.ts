import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnvironment } from '../config.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('the API documentation in production', () => {
  let hidden: TestApp;
  let shown: TestApp;
  beforeAll(async () => {
    [hidden, shown] = await Promise.all([
      createTestApp({ config: { nodeEnv: 'production', apiDocs: false } }),
      createTestApp({ config: { nodeEnv: 'production', apiDocs: true } }),
    ]);
  });
  afterAll(() => Promise.all([hidden?.close(), shown?.close()]));

  it('is not served unless asked for, yet the OpenAPI document is still built', async () => {
    for (const url of ['/docs', '/docs/json', '/docs/static/swagger-ui-bundle.js']) {
      expect((await hidden.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const spec = hidden.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/health']));
  });

  it('is served with API_DOCS=true', async () => {
    const ui = await shown.app.inject({ method: 'GET', url: '/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
    const spec = await shown.app.inject({ method: 'GET', url: '/docs/json' });
    expect(spec.json().paths['/api/auth/login']).toBeDefined();
  });

  it('follows NODE_ENV unless API_DOCS says otherwise', () => {
    expect(parseEnvironment({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(parseEnvironment({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(parseEnvironment({}).apiDocs).toBe(true);
    expect(parseEnvironment({ NODE_ENV: 'development', API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(() => parseEnvironment({ API_DOCS: 'yes' })).toThrow(/API_DOCS must be true or false/);
  });
});
