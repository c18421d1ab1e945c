import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dd/contracts';
import { accessTokens, users } from '../db/schema.ts';
import { bearer, createTestApp, PASSWORD, registerUser, type TestApp } from '../testing/test-app.ts';
import { sha256Hex } from './secrets.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60_000;
const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/user', headers });
const expectUnauthenticated = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: MESSAGES.global.unauthenticated });
};

describe('bearer tokens', () => {
  it('refuses a request without a token, with an unknown token or with another scheme', async () => {
    const { token } = await registerUser(t.app);
    expectUnauthenticated(await me());
    expectUnauthenticated(await me(bearer('not-a-real-token')));
    expectUnauthenticated(await me({ authorization: `Basic ${token}` }));
    expectUnauthenticated(await me({ authorization: 'Bearer' }));
  });

  it('stores only the SHA-256 of a token', async () => {
    const { token, user } = await registerUser(t.app);
    const rows = await t.database.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([sha256Hex(token)]);
  });

  it('revokes the token on logout (204) and leaves the user’s other sessions alone', async () => {
    const { token, email } = await registerUser(t.app);
    const other = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } })).json().token;

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });

    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    expectUnauthenticated(await me(bearer(token)));
    expectUnauthenticated(await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) }));
    expect((await me(bearer(other))).statusCode).toBe(200);
    expect(await t.app.authenticate(token)).toBeNull();
    expect(await t.app.authenticate(other)).toMatchObject({ email });
  });

  it('refuses logout without a token', async () => {
    expectUnauthenticated(await t.app.inject({ method: 'POST', url: '/api/auth/logout' }));
  });

  it('records use at most once a minute', async () => {
    const { token } = await registerUser(t.app);
    const lastUsed = async () =>
      (await t.database.db.select().from(accessTokens).where(eq(accessTokens.tokenHash, sha256Hex(token))))[0]!.lastUsedAt.getTime();
    const issued = await lastUsed();

    await me(bearer(token));
    expect(await lastUsed()).toBe(issued);

    t.advanceClock(2 * 60_000);
    await me(bearer(token));
    expect(await lastUsed()).toBeGreaterThanOrEqual(issued + 2 * 60_000);
  });

  it('expires a token idle for more than 30 days, but not one in use', async () => {
    const idle = await registerUser(t.app);
    const busy = await registerUser(t.app);

    t.advanceClock(20 * DAY);
    expect((await me(bearer(busy.token))).statusCode).toBe(200);
    t.advanceClock(11 * DAY);

    expectUnauthenticated(await me(bearer(idle.token)));
    expect((await me(bearer(busy.token))).statusCode).toBe(200);
    expect(await t.app.authenticate(idle.token)).toBeNull();
  });
});

describe('remembered token lookups', () => {
  const NEW_PASSWORD = 'Staple battery horse 2';
  const login = async (email: string, password = PASSWORD) =>
    (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).json<{ token: string }>().token;
  /** A token whose lookup this process has just made, and so remembers. */
  const inUse = async (token: string) => expect((await me(bearer(token))).statusCode).toBe(200);

  it('refuses a token on the very next request after logout or a password change, though its lookup was remembered', async () => {
    const { token, email } = await registerUser(t.app);
    const laptop = await login(email);
    const phone = await login(email);
    await Promise.all([inUse(token), inUse(laptop), inUse(phone)]);

    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(laptop) });
    expectUnauthenticated(await me(bearer(laptop)));

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: bearer(token),
      payload: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expectUnauthenticated(await me(bearer(phone)));
    // The session that changed it goes on, and a second change checks the new password, not a remembered one.
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: bearer(token),
      payload: { current_password: NEW_PASSWORD, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a token revoked or an account disabled by another process, through the database’s change notice', async () => {
    const revoked = await registerUser(t.app);
    const disabled = await registerUser(t.app);
    await Promise.all([inUse(revoked.token), inUse(disabled.token)]);

    await t.database.db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.tokenHash, sha256Hex(revoked.token)));
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.user.id));

    // Well within the 5 s a lookup is kept: refused on the notice. (PGlite delivers it at commit, PostgreSQL a moment after.)
    const refused = (token: string) => expect.poll(async () => (await me(bearer(token))).statusCode, { timeout: 1_000, interval: 20 }).toBe(401);
    await refused(revoked.token);
    await refused(disabled.token);
  });

  it('shows the user’s own change to their account on their next request, and another’s on its notice', async () => {
    const { token, user } = await registerUser(t.app);
    await inUse(token);
    const updated = await t.app.inject({ method: 'POST', url: '/api/user-profile-update', headers: bearer(token), payload: { name: 'Niamh Byrne' } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await me(bearer(token))).json()).toMatchObject({ data: { user: { name: 'Niamh Byrne' } } });

    await t.database.db.update(users).set({ name: 'Niamh Ní Bhroin' }).where(eq(users.id, user.id));
    await expect.poll(async () => (await me(bearer(token))).json(), { timeout: 1_000, interval: 20 }).toMatchObject({ data: { user: { name: 'Niamh Ní Bhroin' } } });
  });
});
