import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AdminUser } from '@dd/contracts';
import { auditLog, cases, organisations, users } from '../db/schema.ts';
import { outboxSnapshot, readOutbox } from '../testing/mailbox.ts';
import { bearer, createTestApp, PASSWORD, registerUser, uniqueEmail, type TestApp } from '../testing/test-app.ts';

const ADMIN_EMAIL = 'partner@firm.example';
/** Listed, but nobody has registered with it yet. */
const RESERVED_EMAIL = 'head.of.legal@firm.example';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [ADMIN_EMAIL, RESERVED_EMAIL] } });
  admin = await registerUser(t.app, { name: 'Róisín Walsh', email: ADMIN_EMAIL });
});
afterAll(() => t?.close());

const list = (token: string | null, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: token ? bearer(token) : {} });
const change = (token: string | null, userId: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/users/${userId}`, headers: token ? bearer(token) : {}, payload });
const changed = async (token: string, userId: string, payload: object) => {
  const response = await change(token, userId, payload);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { user: AdminUser } }>().data.user;
};
const login = (email: string, password = PASSWORD) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const status = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode;
const audited = async (subjectId: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId)).orderBy(auditLog.id)).map((entry) => [
    entry.userId,
    entry.action,
  ]);

describe('GET /api/admin/users', () => {
  it('lists accounts by name with role, verification, status, case count and joining date', async () => {
    const tag = `Quill${Date.now()}`;
    const aoife = await registerUser(t.app, { name: `Aoife ${tag}` });
    const brian = await registerUser(t.app, { name: `Brian ${tag}` });
    await t.database.db.insert(cases).values(
      ['Sale of 4 Quay Street', 'Lease of Unit 2'].map((title) => ({ userId: brian.user.id, title, practiceAreaId: 1, region: 'IE' as const, status: 'draft' as const })),
    );

    const response = await list(admin.token, `?search=${tag.toLowerCase()}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        users: [
          {
            id: aoife.user.id,
            name: `Aoife ${tag}`,
            email: aoife.email,
            role: 'user',
            emailVerifiedAt: null,
            disabledAt: null,
            caseCount: 0,
            createdAt: aoife.user.createdAt,
          },
          expect.objectContaining({ id: brian.user.id, caseCount: 2 }),
        ],
        pagination: { page: 1, perPage: 20, total: 2 },
      },
    });
  });

  it('searches emails too, takes search text literally and pages through the accounts', async () => {
    const email = uniqueEmail('findme');
    await registerUser(t.app, { email });
    expect((await list(admin.token, `?search=${email.toUpperCase().slice(0, 12)}`)).json().data.users.map((user: AdminUser) => user.email)).toContain(email);
    expect((await list(admin.token, '?search=%25')).json().data.users).toEqual([]);

    // Enough accounts for a second page, written straight to the table: 21 registrations would spend 21 argon2 hashes.
    const [firm] = await t.database.db.insert(organisations).values({ name: 'Bulk & Co' }).returning();
    await t.database.db.insert(users).values(
      Array.from({ length: 21 }, (_, i) => {
        const address = uniqueEmail(`bulk${i}`);
        return { name: `Bulk ${i}`, email: address, emailNormalized: address, passwordHash: 'not a hash', organisationId: firm!.id };
      }),
    );
    const first = (await list(admin.token)).json().data;
    const second = (await list(admin.token, '?page=2')).json().data;
    expect(first.users).toHaveLength(20);
    expect(second.pagination).toEqual({ page: 2, perPage: 20, total: first.pagination.total });
    expect(second.users.length).toBe(Math.min(20, first.pagination.total - 20));
    expect(second.users.map((user: AdminUser) => user.id)).not.toContain(first.users[0].id);

    expect((await list(admin.token, '?page=first')).statusCode).toBe(422);
  });
});

describe('PUT /api/admin/users/{userId}', () => {
  it('promotes a user, who can then use the admin calls, and demotes them again; each audited', async () => {
    const lawyer = await registerUser(t.app);
    expect((await list(lawyer.token)).statusCode).toBe(403);

    expect(await changed(admin.token, lawyer.user.id, { role: 'admin' })).toMatchObject({ id: lawyer.user.id, role: 'admin' });
    expect((await list(lawyer.token)).statusCode).toBe(200);
    expect(t.notifications.filter((n) => n.userId === lawyer.user.id).map((n) => [n.event, (n.payload as { user: { role: string } }).user.role])).toEqual([
      ['user.updated', 'admin'],
    ]);

    expect(await changed(admin.token, lawyer.user.id, { role: 'user' })).toMatchObject({ role: 'user' });
    expect((await list(lawyer.token)).statusCode).toBe(403);
    expect(await audited(lawyer.user.id)).toEqual([
      [admin.user.id, 'user.promote'],
      [admin.user.id, 'user.demote'],
    ]);
  });

  it('disables an account: its tokens are refused, it cannot log in, and enabling lets it log in again', async () => {
    const lawyer = await registerUser(t.app);
    const otherDevice = (await login(lawyer.email)).json<{ token: string }>().token;
    // Both in use, so their lookups are remembered: disabling must still refuse the very next request.
    expect([await status(lawyer.token), await status(otherDevice)]).toEqual([200, 200]);

    const disabled = await changed(admin.token, lawyer.user.id, { disabled: true });

    expect(disabled.disabledAt).toEqual(expect.stringMatching(/^\d{4}-/));
    expect(await status(lawyer.token)).toBe(401);
    expect(await status(otherDevice)).toBe(401);
    const refused = await login(lawyer.email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: MESSAGES.auth.accountDisabled });
    // A wrong password learns nothing about the account.
    expect((await login(lawyer.email, 'a guess')).json()).toEqual({ message: MESSAGES.auth.invalidCredentials });

    expect(await changed(admin.token, lawyer.user.id, { disabled: true })).toEqual(disabled);
    expect(await changed(admin.token, lawyer.user.id, { disabled: false })).toMatchObject({ disabledAt: null });
    const again = await login(lawyer.email);
    expect(again.statusCode).toBe(200);
    expect(await status(again.json().token)).toBe(200);
    expect(await status(lawyer.token)).toBe(401);
    expect(await audited(lawyer.user.id)).toEqual([
      [admin.user.id, 'user.disable'],
      [admin.user.id, 'user.enable'],
    ]);
  });

  it('refuses the tokens of a disabled account even if they were not revoked, and mails it no reset link', async () => {
    const lawyer = await registerUser(t.app);
    await t.jobsSettled();
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, lawyer.user.id));
    expect(await status(lawyer.token)).toBe(401);

    const seen = await outboxSnapshot(t.outboxDir);
    const forgot = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: lawyer.email } });
    expect(forgot.json()).toEqual({ message: MESSAGES.auth.resetLinkSentServer });
    await t.jobsSettled();
    expect((await readOutbox(t.outboxDir)).filter((mail) => !seen.has(mail.file) && mail.to.includes(lawyer.email))).toEqual([]);
  });

  it('refuses to demote an admin named in ADMIN_EMAILS, who would be made admin again at login', async () => {
    const colleague = await registerUser(t.app);
    await changed(admin.token, colleague.user.id, { role: 'admin' });

    const response = await change(colleague.token, admin.user.id, { role: 'user' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.accounts.listedAdmin });
    await changed(admin.token, colleague.user.id, { role: 'user' });
  });

  it('answers 404 for an unknown or malformed id and 422 for a change that says nothing or is not one', async () => {
    const lawyer = await registerUser(t.app);
    for (const id of ['6f1c1f63-5b0e-4b9e-9d0e-3a4f2b1c0d9e', 'not-a-uuid']) {
      const response = await change(admin.token, id, { role: 'admin' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.global.notFound });
    }
    expect((await change(admin.token, lawyer.user.id, {})).json().errors).toEqual({
      role: ['The role field is required when disabled is not present.'],
    });
    expect((await change(admin.token, lawyer.user.id, { role: 'owner', disabled: 'yes' })).json().errors).toEqual({
      role: ['The selected role is invalid.'],
      disabled: ['The disabled field must be true or false.'],
    });
  });
});

describe('ADMIN_EMAILS', () => {
  it('keeps a user from moving their account onto a listed address, which login would make an admin', async () => {
    const lawyer = await registerUser(t.app);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user-profile-update',
      headers: bearer(lawyer.token),
      payload: { email: RESERVED_EMAIL.toUpperCase() },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [MESSAGES.profile.emailReserved] });
    expect((await login(lawyer.email)).json().user).toMatchObject({ email: lawyer.email, role: 'user' });
  });
});

describe('admin access', () => {
  it('answers 401 without a token and 403 to a user who is not an admin, changing nothing', async () => {
    const lawyer = await registerUser(t.app);
    expect((await list(null)).statusCode).toBe(401);
    expect((await change(null, lawyer.user.id, { role: 'admin' })).statusCode).toBe(401);

    const listed = await list(lawyer.token);
    expect(listed.statusCode).toBe(403);
    expect(listed.json()).toEqual({ message: MESSAGES.global.forbidden });
    expect((await change(lawyer.token, lawyer.user.id, { role: 'admin' })).statusCode).toBe(403);
    expect((await change(lawyer.token, admin.user.id, { disabled: true })).statusCode).toBe(403);
    expect(await status(admin.token)).toBe(200);
    expect(await audited(lawyer.user.id)).toEqual([]);
  });
});

describe('the last active admin', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh?.close());

  const put = (token: string, userId: string, payload: object) =>
    fresh.app.inject({ method: 'PUT', url: `/api/admin/users/${userId}`, headers: bearer(token), payload });

  it('cannot be demoted or disabled, by themselves or anyone, and two admins cannot remove each other at once', async () => {
    const first = await registerUser(fresh.app);
    const second = await registerUser(fresh.app);
    await fresh.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, first.user.id));

    for (const payload of [{ role: 'user' }, { disabled: true }, { role: 'user', disabled: true }]) {
      const response = await put(first.token, first.user.id, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: MESSAGES.accounts.lastAdmin });
    }

    expect((await put(first.token, second.user.id, { role: 'admin' })).statusCode).toBe(200);
    // A disabled admin is not an active one: with the second disabled, the first is the last again.
    expect((await put(first.token, second.user.id, { disabled: true })).statusCode).toBe(200);
    expect((await put(first.token, first.user.id, { disabled: true })).statusCode).toBe(409);
    expect((await put(first.token, second.user.id, { disabled: false })).statusCode).toBe(200);
    const secondToken = (
      await fresh.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: second.email, password: PASSWORD } })
    ).json<{ token: string }>().token;

    const [one, other] = await Promise.all([
      put(first.token, second.user.id, { role: 'user' }),
      put(secondToken, first.user.id, { role: 'user' }),
    ]);
    // One wins. The other is refused: 409 as the last admin when both were let in before either committed, or 403
    // when the winner's demotion of its author committed first (then the loser is no longer an admin), as happens
    // on a busy machine. Never both.
    const [won, refused] = [one.statusCode, other.statusCode].sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(refused);
    const admins = await fresh.database.db.select().from(users).where(and(inArray(users.id, [first.user.id, second.user.id]), eq(users.role, 'admin')));
    expect(admins).toHaveLength(1);
    const demotions = await fresh.database.db
      .select()
      .from(auditLog)
      .where(and(inArray(auditLog.subjectId, [first.user.id, second.user.id]), eq(auditLog.action, 'user.demote')));
    expect(demotions).toHaveLength(1);
  });
});
