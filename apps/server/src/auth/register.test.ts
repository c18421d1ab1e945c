import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dd/contracts';
import { users } from '../db/schema.ts';
import { oversizedPng, solidPng, tinyJpeg, tinyWebp } from '../testing/images.ts';
import { waitForMail } from '../testing/mailbox.ts';
import { bearer, createTestApp, PASSWORD, registerUser, uniqueEmail, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const fields = (overrides: Record<string, string | undefined> = {}) => {
  const all: Record<string, string | undefined> = {
    name: 'Aoife Murphy',
    email: uniqueEmail(),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...overrides,
  };
  return Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined)) as Record<string, string>;
};

const registerJson = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

function registerMultipart(textFields: Record<string, string>, logo?: { bytes: Buffer; filename: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(textFields)) form.append(name, value);
  if (logo) form.append('logo', new Blob([logo.bytes], { type: logo.type }), logo.filename);
  return t.app.inject({ method: 'POST', url: '/api/auth/register', payload: form });
}

const userCount = async (email: string) =>
  (await t.database.db.select({ n: count() }).from(users).where(eq(users.emailNormalized, email.toLowerCase())))[0]!.n;

/** Every file under the storage folder, as a path relative to it. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(t.storageDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(t.storageDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describe('POST /api/auth/register', () => {
  it('creates the account from JSON and answers 201 with a working token', async () => {
    const payload = fields({ name: '  Áine Ní Bhriain ' });
    const response = await registerJson(payload);

    expect(response.statusCode).toBe(201);
    const body = response.json<{ access_token: string; user: Record<string, unknown> }>();
    expect(body.user).toEqual({
      id: expect.any(String),
      name: 'Áine Ní Bhriain',
      email: payload.email,
      role: 'user',
      emailVerifiedAt: null,
      logoUrl: null,
      profilePicUrl: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ data: { user: body.user } });
  });

  it('accepts multipart with a PNG logo and serves it back to its owner only', async () => {
    const png = solidPng(4, 3);
    const response = await registerMultipart(fields(), { bytes: png, filename: 'logo.png', type: 'image/png' });

    expect(response.statusCode).toBe(201);
    const { access_token: token, user } = response.json<{ access_token: string; user: { logoUrl: string } }>();
    expect(user.logoUrl).toMatch(/^\/api\/user\/logo\?v=\d+$/);
    const logo = await t.app.inject({ method: 'GET', url: user.logoUrl, headers: bearer(token) });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe('private');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.rawPayload.equals(png)).toBe(true);

    const someoneElse = await registerUser(t.app);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/user/logo', headers: bearer(someoneElse.token) });
    expect(theirs.statusCode).toBe(404);
  });

  it('accepts JPEG and WebP logos, typed by their bytes rather than the name or the claimed type', async () => {
    for (const [bytes, expected] of [
      [tinyJpeg, 'image/jpeg'],
      [tinyWebp, 'image/webp'],
    ] as const) {
      const response = await registerMultipart(fields(), { bytes, filename: 'logo.png', type: 'image/png' });
      expect(response.statusCode).toBe(201);
      const logo = await t.app.inject({ method: 'GET', url: '/api/user/logo', headers: bearer(response.json().access_token) });
      expect(logo.headers['content-type']).toBe(expected);
    }
  });

  it('stores the logo under a generated key, never under the name the browser sent', async () => {
    const response = await registerMultipart(fields(), {
      bytes: solidPng(),
      filename: '..%2F..%2Fsecret-plans.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(201);
    expect((await storedFiles()).some((file) => file.includes('secret-plans'))).toBe(false);
  });

  it.each([
    ['name', { name: undefined }, 'The name field is required.'],
    ['name', { name: '   ' }, 'The name field is required.'],
    ['email', { email: undefined }, 'The email field is required.'],
    ['email', { email: 'aoife.murphy' }, 'The email field must be a valid email address.'],
    ['password', { password: 'short', password_confirmation: 'short' }, 'The password field must be at least 8 characters.'],
    ['password_confirmation', { password_confirmation: undefined }, 'The password confirmation field is required.'],
    ['password', { password_confirmation: 'Something else 2' }, 'The password field confirmation does not match.'],
  ])('answers 422 on %s for %j', async (field, overrides, message) => {
    const payload = fields(overrides);
    const response = await registerJson(payload);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message, errors: { [field]: [message] } });
  });

  it('refuses an email already registered in any letter case, in JSON and in multipart', async () => {
    const { email } = await registerUser(t.app);

    const json = await registerJson(fields({ email: email.toUpperCase() }));
    const multipart = await registerMultipart(fields({ email: ` ${email.toUpperCase()}` }));

    for (const response of [json, multipart]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: MESSAGES.auth.emailTaken, errors: { email: [MESSAGES.auth.emailTaken] } });
    }
    expect(await userCount(email)).toBe(1);
  });

  it('lets only one of two simultaneous registrations of an email through, leaving one logo stored', async () => {
    const email = uniqueEmail();
    const before = new Set(await storedFiles());

    const responses = await Promise.all(
      [1, 2].map(() => registerMultipart(fields({ email }), { bytes: solidPng(), filename: 'logo.png', type: 'image/png' })),
    );

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    expect(responses.find((response) => response.statusCode === 422)!.json().errors).toEqual({ email: [MESSAGES.auth.emailTaken] });
    expect(await userCount(email)).toBe(1);
    const [created] = await t.database.db.select().from(users).where(eq(users.emailNormalized, email));
    const added = (await storedFiles()).filter((file) => !before.has(file));
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((file) => file.startsWith(created!.logoKey!))).toBe(true);
  });

  it('refuses a text file named .png on logo and creates nothing', async () => {
    const email = uniqueEmail();
    const before = await storedFiles();
    const response = await registerMultipart(fields({ email }), {
      bytes: Buffer.from('I am not an image, just text pretending.'),
      filename: 'logo.png',
      type: 'image/png',
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: MESSAGES.profile.imageType, errors: { logo: [MESSAGES.profile.imageType] } });
    expect(await userCount(email)).toBe(0);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a logo over 2 MB, naming the limit, and creates nothing', async () => {
    const email = uniqueEmail();
    const response = await registerMultipart(fields({ email }), { bytes: oversizedPng(), filename: 'big.png', type: 'image/png' });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ logo: [MESSAGES.profile.imageTooLarge] });
    expect(response.json().message).toContain('2 MB');
    expect(await userCount(email)).toBe(0);
  });

  it('reports a bad logo together with the other field errors', async () => {
    const response = await registerMultipart(fields({ name: '', password_confirmation: undefined }), {
      bytes: Buffer.from('plain text'),
      filename: 'logo.webp',
      type: 'image/webp',
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['The name field is required.'],
      password_confirmation: ['The password confirmation field is required.'],
      logo: [MESSAGES.profile.imageType],
    });
  });

  it('treats a file input left empty as no logo', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields())) form.append(name, value);
    form.append('logo', new Blob([]), '');
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: form });

    expect(response.statusCode).toBe(201);
    expect(response.json().user.logoUrl).toBeNull();
  });

  it('refuses a file under a field the call does not take', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields())) form.append(name, value);
    form.append('avatar', new Blob([solidPng()]), 'a.png');
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: form });

    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('mails a verification link to the new address', async () => {
    const { email } = await registerUser(t.app, { name: 'Ciarán O’Neill' });

    const mail = await waitForMail(t.outboxDir, email, /Verify your email address/);
    expect(mail.text).toContain('Dear Ciarán O’Neill,');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/email\/verify\/[0-9a-f-]+\/[0-9a-f]{64}\?expires=\d+&signature=[0-9a-f]{64}/);
    expect(mail.text).toContain('Due Diligence Assistant');
    expect(mail.html).toContain('Ciarán O’Neill');
  });
});
