import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dd/contracts';
import { hashPassword } from '../auth/passwords.ts';
import { bearer, createTestApp, PASSWORD, registerUser, type TestApp } from '../testing/test-app.ts';
import { insertUser } from '../users/user-repository.ts';
import { insertOrganisation } from '../organisations/organisation-repository.ts';
import { currentAuth, requireAdmin, requireUser } from './authentication.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: ['partner@firm.example', 'head.of.legal@firm.example'] } });
  t.app.get('/api/test/admin-only', { onRequest: [requireUser, requireAdmin] }, async (request) => ({
    hello: currentAuth(request).user.email,
  }));
});
afterAll(() => t?.close());

const adminOnly = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/test/admin-only', headers: token ? bearer(token) : {} });

describe('requireAdmin', () => {
  it('refuses a signed-in user who is not an admin with 403', async () => {
    const { token, user } = await registerUser(t.app);
    expect(user.role).toBe('user');
    const response = await adminOnly(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.global.forbidden });
  });

  it('refuses a caller without a token with 401', async () => {
    expect((await adminOnly()).statusCode).toBe(401);
  });

  it('makes an account listed in ADMIN_EMAILS an admin at registration, whatever the case', async () => {
    const { token, user } = await registerUser(t.app, { email: 'Partner@Firm.example' });
    expect(user.role).toBe('admin');
    const response = await adminOnly(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hello: 'Partner@Firm.example' });
  });

  it('promotes an existing account at login once its email is listed', async () => {
    await insertUser(t.database.db, {
      organisationId: (await insertOrganisation(t.database.db, { name: 'In-house legal', createdAt: new Date() })).id,
      organisationRole: 'admin',
      name: 'Head of Legal',
      email: 'head.of.legal@firm.example',
      emailNormalized: 'head.of.legal@firm.example',
      passwordHash: await hashPassword(PASSWORD),
      role: 'user',
      logoKey: null,
      createdAt: new Date(),
    });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'head.of.legal@firm.example', password: PASSWORD },
    });

    expect(login.json().user.role).toBe('admin');
    expect((await adminOnly(login.json().token)).statusCode).toBe(200);
  });
});
