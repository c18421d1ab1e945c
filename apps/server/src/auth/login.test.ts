import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dd/contracts';
import { users } from '../db/schema.ts';
import { bearer, createTestApp, PASSWORD, registerUser, uniqueEmail, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

describe('POST /api/auth/login', () => {
  it('returns a working token and the user for the right password, whatever the email’s case', async () => {
    const { email, user } = await registerUser(t.app, { name: 'Siobhán Ní Bhriain' });

    const response = await login({ email: `  ${email.toUpperCase()} `, password: PASSWORD });

    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; user: { id: string } }>();
    expect(body.user).toMatchObject({ id: user.id, name: 'Siobhán Ní Bhriain', email, role: 'user' });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(body.token) });
    expect(me.json().data.user.id).toBe(user.id);
  });

  it('stores only an argon2id hash of the password', async () => {
    const { email } = await registerUser(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.emailNormalized, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const { email } = await registerUser(t.app);

    const wrongPassword = await login({ email, password: 'not the password' });
    const unknownEmail = await login({ email: uniqueEmail('nobody'), password: PASSWORD });

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.auth.invalidCredentials });
    }
  });

  it('spends an argon2 verification on an unknown email too, so timing does not reveal accounts', async () => {
    const { email } = await registerUser(t.app);
    const median = async (payload: () => object) => {
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        await login(payload());
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[1]!;
    };

    const known = await median(() => ({ email, password: 'wrong password' }));
    const unknown = await median(() => ({ email: uniqueEmail('nobody'), password: 'wrong password' }));

    expect(unknown).toBeGreaterThan(known / 4);
  });

  it('names each missing or malformed field with 422', async () => {
    const missing = await login({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'The email field is required.',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });

    const malformed = await login({ email: 'not-an-email', password: 'x' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ email: ['The email field must be a valid email address.'] });
  });
});
