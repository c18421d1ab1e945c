import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dd/contracts';
import type { RateLimits } from '../config.ts';
import { createTestApp, PASSWORD, registerUser, uniqueEmail, type TestApp } from '../testing/test-app.ts';

const limit = (max: number, windowMs = 60_000) => ({ max, windowMs });
const rateLimits: RateLimits = {
  login: { perIp: limit(4), perEmail: limit(2) },
  register: { perIp: limit(3), perEmail: limit(50) },
  forgotPassword: { perIp: limit(50), perEmail: limit(2) },
  resetPassword: { perIp: limit(2), perEmail: limit(50) },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits } });
});
afterAll(() => t?.close());

type Ip = { remoteAddress: string };
const post = (url: string, payload: object, from: Ip = { remoteAddress: '203.0.113.1' }) =>
  t.app.inject({ method: 'POST', url, payload, ...from });

const expectTooMany = (response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: MESSAGES.global.tooManyRequests });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
};

describe('rate limits', () => {
  it('limits login attempts per email at an address, then per address', async () => {
    const ip = { remoteAddress: '198.51.100.7' };
    const target = uniqueEmail('target');
    expect((await post('/api/auth/login', { email: target, password: 'guess 1' }, ip)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: target, password: 'guess 2' }, ip)).statusCode).toBe(401);
    expectTooMany(await post('/api/auth/login', { email: target.toUpperCase(), password: 'guess 3' }, ip));

    expect((await post('/api/auth/login', { email: uniqueEmail(), password: 'guess' }, ip)).statusCode).toBe(401);
    expectTooMany(await post('/api/auth/login', { email: uniqueEmail(), password: 'guess' }, ip));

    expect((await post('/api/auth/login', { email: target, password: 'guess 4' }, { remoteAddress: '198.51.100.8' })).statusCode).toBe(401);
  });

  it('counts invalid login payloads too', async () => {
    const ip = { remoteAddress: '198.51.100.20' };
    for (let i = 0; i < 2; i++) expect((await post('/api/auth/login', {}, ip)).statusCode).toBe(422);
    expectTooMany(await post('/api/auth/login', {}, ip));
  });

  it('limits registrations per address', async () => {
    const ip = { remoteAddress: '198.51.100.30' };
    const register = () =>
      post('/api/auth/register', { name: 'N', email: uniqueEmail(), password: PASSWORD, password_confirmation: PASSWORD }, ip);
    for (let i = 0; i < 3; i++) expect((await register()).statusCode).toBe(201);
    expectTooMany(await register());
  });

  it('limits reset links per email, from any address', async () => {
    const { email } = await registerUser(t.app);
    expect((await post('/api/auth/forgot-password', { email }, { remoteAddress: '192.0.2.1' })).statusCode).toBe(200);
    expect((await post('/api/auth/forgot-password', { email }, { remoteAddress: '192.0.2.2' })).statusCode).toBe(200);
    expectTooMany(await post('/api/auth/forgot-password', { email }, { remoteAddress: '192.0.2.3' }));
    expect((await post('/api/auth/forgot-password', { email: uniqueEmail() }, { remoteAddress: '192.0.2.3' })).statusCode).toBe(200);
  });

  it('limits password reset attempts per address', async () => {
    const ip = { remoteAddress: '198.51.100.40' };
    const attempt = () =>
      post('/api/auth/reset-password', { token: 'guess', email: uniqueEmail(), password: PASSWORD, password_confirmation: PASSWORD }, ip);
    for (let i = 0; i < 2; i++) expect((await attempt()).statusCode).toBe(422);
    expectTooMany(await attempt());
  });
});

describe('rate limit windows', () => {
  it('lets the caller in again once the window has passed', async () => {
    const quick = await createTestApp({
      config: { rateLimits: { ...rateLimits, login: { perIp: limit(1, 1500), perEmail: limit(1, 1500) } } },
    });
    try {
      const attempt = () => quick.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.ie', password: 'x' } });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 1600));
      expect((await attempt()).statusCode).toBe(401);
    } finally {
      await quick.close();
    }
  });
});
