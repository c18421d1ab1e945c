import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dd/contracts';
import { auditLog } from '../db/schema.ts';
import { bearer, createTestApp, PASSWORD, registerUser, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const NEW_PASSWORD = 'Staple battery horse 2';

const changePassword = (token: string | null, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/user/password', headers: token ? bearer(token) : {}, payload });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const status = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode;

describe('PUT /api/user/password', () => {
  it('sets the new password, ends the account’s other sessions, keeps this one, and audits it', async () => {
    const { token, user, email } = await registerUser(t.app);
    const otherDevice = (await login(email, PASSWORD)).json<{ token: string }>().token;

    const response = await changePassword(token, { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.auth.passwordChanged });
    expect(await status(otherDevice)).toBe(401);
    expect(await status(token)).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, user.id), eq(auditLog.action, 'user.password-change')));
    expect(audited.map((entry) => entry.userId)).toEqual([user.id]);
  });

  it('refuses a wrong current password on its field, and changes nothing', async () => {
    const { token, email } = await registerUser(t.app);
    const otherDevice = (await login(email, PASSWORD)).json<{ token: string }>().token;

    const response = await changePassword(token, { current_password: 'not it', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: MESSAGES.auth.currentPasswordIncorrect,
      errors: { current_password: [MESSAGES.auth.currentPasswordIncorrect] },
    });
    expect(await status(otherDevice)).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('checks the new password with registration’s rules and messages', async () => {
    const { token } = await registerUser(t.app);

    const missing = await changePassword(token, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      current_password: ['The current password field is required.'],
      password: ['The password field is required.'],
      password_confirmation: ['The password confirmation field is required.'],
    });

    const short = await changePassword(token, { current_password: PASSWORD, password: 'short', password_confirmation: 'short' });
    expect(short.json().errors).toEqual({ password: ['The password field must be at least 8 characters.'] });

    const mismatch = await changePassword(token, { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: 'Something else 3' });
    expect(mismatch.json().errors).toEqual({ password: ['The password field confirmation does not match.'] });
  });

  it('answers 401 without a token', async () => {
    const response = await changePassword(null, { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.global.unauthenticated });
  });
});
