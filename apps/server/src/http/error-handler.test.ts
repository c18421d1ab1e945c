import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'error' }, logStream });
  t.app.get('/api/test/explode', async () => {
    throw new Error('connection to db-internal.example:5432 refused');
  });
});
afterAll(() => t?.close());

describe('the one error shape', () => {
  it('answers an unknown route with 404 Not Found, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('answers a 500 with a generic message and the request id, and logs the details under that id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode' });

    expect(response.statusCode).toBe(500);
    const body = response.json<{ message: string; requestId: string }>();
    expect(body).toEqual({ message: 'Internal Server Error', requestId: expect.any(String) });
    expect(response.body).not.toContain('db-internal');
    expect(response.headers['x-request-id']).toBe(body.requestId);
    const logged = logLines.map((line) => JSON.parse(line) as { reqId?: string; err?: { message: string } });
    expect(logged).toContainEqual(
      expect.objectContaining({ reqId: body.requestId, err: expect.objectContaining({ message: expect.stringContaining('db-internal') }) }),
    );
  });

  it('answers malformed JSON with 400 and says so', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.ie", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/empty/);
  });

  it('answers a content type the API does not read with 400 naming the ones it does', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.ie',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/application\/json.*multipart\/form-data/);
  });

  it('answers a JSON body that is not an object with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: [1, 2] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body must be a JSON object.' });
  });

  it('answers a multipart body without a boundary with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'name=x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers a path segment too long for any route with 404, without repeating the path', async () => {
    const long = 'a'.repeat(5000);
    for (const url of [`/api/uploads/${long}`, `/api/auth/email/verify/${long}/hash`, `/api/${long}`, `/${long}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url.slice(0, 30)).toBe(404);
      expect(response.json(), url.slice(0, 30)).toEqual({ message: 'Not Found' });
    }
  });

  it('answers a malformed URL with 400 in the same shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers a missing body with 422 naming every required field, the first as the message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The email field is required.',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
  });
});
