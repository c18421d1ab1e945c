import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { shouldServeWebApp } from './web-app.ts';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/app-4f2a.js"></script></head><body><div id="root"></div></body></html>';

let webDistDir: string;
let t: TestApp;
beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(tmpdir(), 'dd-web-dist-'));
  await mkdir(path.join(webDistDir, 'assets'));
  await writeFile(path.join(webDistDir, 'index.html'), INDEX);
  await writeFile(path.join(webDistDir, 'assets', 'app-4f2a.js'), 'console.log("app")');
  // What the build's precompression writes beside each asset.
  await writeFile(path.join(webDistDir, 'assets', 'app-4f2a.js.br'), brotliCompressSync('console.log("app")'));
  await writeFile(path.join(webDistDir, 'assets', 'app-4f2a.js.gz'), gzipSync('console.log("app")'));
  t = await createTestApp({ config: { nodeEnv: 'production', webDistDir } });
});
afterAll(async () => {
  await t.close();
  await rm(webDistDir, { recursive: true, force: true });
});

describe('the built web app in production', () => {
  it('serves index.html for client routes such as /reset-password, never cached', async () => {
    for (const url of ['/', '/reset-password?token=abc&email=a%40b.ie', '/cases/42']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(INDEX);
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-4f2a.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed asset the browser accepts, brotli first', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/app-4f2a.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([br.statusCode, br.headers['content-encoding'], br.headers['cache-control']]).toEqual([200, 'br', 'public, max-age=31536000, immutable']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app")');
    const gz = await t.app.inject({ method: 'GET', url: '/assets/app-4f2a.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("app")');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-4f2a.js', headers: { 'accept-encoding': 'identity' } });
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, 'console.log("app")']);
  });

  it('keeps JSON 404s for unknown API paths, missing files and other methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['GET', '/assets/missing-9z.js'],
      ['POST', '/reset-password'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Not Found' });
    }
  });

  it('answers a path segment too long for any route with a JSON 404, not 403', async () => {
    const long = 'a'.repeat(5000);
    for (const url of [`/api/uploads/${long}`, `/api/${long}`, `/${long}`, `/cases/${long}`, `/assets/${long}.js`]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url.slice(0, 30)}`).toBe(404);
        if (method === 'GET') expect(response.json(), url.slice(0, 30)).toEqual({ message: 'Not Found' });
      }
    }
  });

  it('still serves index.html for a client route with a long id', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/admin/catalogue/document-types/${'9'.repeat(100)}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it('is served only in production, and only when the build exists', () => {
    expect(shouldServeWebApp({ nodeEnv: 'production', webDistDir })).toBe(true);
    expect(shouldServeWebApp({ nodeEnv: 'development', webDistDir })).toBe(false);
    expect(shouldServeWebApp({ nodeEnv: 'production', webDistDir: path.join(webDistDir, 'missing') })).toBe(false);
  });
});
