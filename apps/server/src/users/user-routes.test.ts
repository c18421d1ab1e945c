import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type User } from '@dd/contracts';
import { auditLog, users } from '../db/schema.ts';
import { createLocalStorage } from '../storage/storage.ts';
import { oversizedPng, solidPng, tinyJpeg } from '../testing/images.ts';
import { linkIn, outboxSnapshot, waitForMail } from '../testing/mailbox.ts';
import { bearer, createTestApp, PASSWORD, registerUser, uniqueEmail, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type ImagePart = { bytes: Buffer; filename: string; type?: string };

function updateProfile(token: string, parts: { name?: string; email?: string; picture?: ImagePart; logo?: ImagePart }) {
  const form = new FormData();
  if (parts.name !== undefined) form.append('name', parts.name);
  if (parts.email !== undefined) form.append('email', parts.email);
  for (const [field, image] of [['profile_pic', parts.picture], ['logo', parts.logo]] as const) {
    if (image) form.append(field, new Blob([image.bytes], { type: image.type ?? 'image/png' }), image.filename);
  }
  return t.app.inject({ method: 'POST', url: '/api/user-profile-update', headers: bearer(token), payload: form });
}

const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const pictureKey = async (id: string) => (await userRow(id)).profilePicKey;

describe('GET /api/user', () => {
  it('answers the signed-in user wrapped in data', async () => {
    const { token, user } = await registerUser(t.app, { name: 'Dara Walsh' });
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { user } });
    expect(user).toMatchObject({ name: 'Dara Walsh', logoUrl: null, profilePicUrl: null });
  });

  it('answers 404 for images the user does not have, and 401 without a token', async () => {
    const { token } = await registerUser(t.app);
    for (const url of ['/api/user/logo', '/api/user/profile-pic']) {
      const missing = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Not Found' });
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('POST /api/user-profile-update', () => {
  it('saves a profile picture, serves it privately and tells the user’s other tabs', async () => {
    const { token, user } = await registerUser(t.app);
    const png = solidPng(8, 8, [200, 120, 40]);

    const response = await updateProfile(token, { picture: { bytes: png, filename: 'me.png' } });

    expect(response.statusCode).toBe(200);
    const body = response.json<{ message: string; user: User }>();
    expect(body.message).toBe(MESSAGES.profile.updated);
    expect(body.user).toMatchObject({ id: user.id, name: user.name, profilePicUrl: expect.stringMatching(/^\/api\/user\/profile-pic\?v=\d+$/) });
    const picture = await t.app.inject({ method: 'GET', url: body.user.profilePicUrl!, headers: bearer(token) });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toBe('private');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(picture.rawPayload.equals(png)).toBe(true);
    expect(t.notifications.filter((n) => n.userId === user.id)).toEqual([
      { userId: user.id, event: 'user.updated', payload: { user: body.user } },
    ]);
  });

  it('deletes the old picture from storage when it is replaced, and changes the picture URL', async () => {
    const { token, user } = await registerUser(t.app);
    const first = (await updateProfile(token, { picture: { bytes: solidPng(), filename: 'a.png' } })).json<{ user: User }>().user;
    const oldKey = (await pictureKey(user.id))!;
    const storage = createLocalStorage(t.storageDir);
    expect(await storage.get(oldKey)).not.toBeNull();

    t.advanceClock(1000);
    const second = await updateProfile(token, { picture: { bytes: tinyJpeg, filename: 'b.jpg', type: 'image/jpeg' } });

    expect(second.statusCode).toBe(200);
    expect(second.json().user.profilePicUrl).not.toBe(first.profilePicUrl);
    expect(await storage.get(oldKey)).toBeNull();
    const served = await t.app.inject({ method: 'GET', url: '/api/user/profile-pic', headers: bearer(token) });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('changes the name alone, from a form or from JSON', async () => {
    const { token } = await registerUser(t.app);

    const fromForm = await updateProfile(token, { name: 'Niamh Byrne' });
    expect(fromForm.statusCode).toBe(200);
    expect(fromForm.json().user).toMatchObject({ name: 'Niamh Byrne', profilePicUrl: null });

    const fromJson = await t.app.inject({ method: 'POST', url: '/api/user-profile-update', headers: bearer(token), payload: { name: 'Niamh Byrne-Walsh' } });
    expect(fromJson.statusCode).toBe(200);
    expect(fromJson.json().user.name).toBe('Niamh Byrne-Walsh');
  });

  it('refuses a text file named .png and keeps the current picture', async () => {
    const { token, user } = await registerUser(t.app);
    await updateProfile(token, { picture: { bytes: solidPng(), filename: 'a.png' } });
    const keyBefore = await pictureKey(user.id);

    const response = await updateProfile(token, { picture: { bytes: Buffer.from('just some notes'), filename: 'x.png' } });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: MESSAGES.profile.imageType, errors: { profile_pic: [MESSAGES.profile.imageType] } });
    expect(await pictureKey(user.id)).toBe(keyBefore);
  });

  it('refuses a picture over 2 MB, naming the limit', async () => {
    const { token, user } = await registerUser(t.app);
    const response = await updateProfile(token, { picture: { bytes: oversizedPng(), filename: 'huge.png' } });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: MESSAGES.profile.imageTooLarge, errors: { profile_pic: [MESSAGES.profile.imageTooLarge] } });
    expect(response.json().message).toContain('2 MB');
    expect(await pictureKey(user.id)).toBeNull();
  });

  it('answers 422 when none of the picture, name, email or logo is sent, or the name is blank', async () => {
    const { token } = await registerUser(t.app);

    const nothing = await updateProfile(token, {});
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().errors).toEqual({ profile_pic: ['The profile pic field is required when none of name / email / logo are present.'] });

    const blank = await updateProfile(token, { name: '  ', picture: { bytes: solidPng(), filename: 'a.png' } });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ name: ['The name field is required.'] });
  });

  it('answers 401 without a token before reading the upload', async () => {
    const form = new FormData();
    form.append('profile_pic', new Blob([solidPng()]), 'a.png');
    const response = await t.app.inject({ method: 'POST', url: '/api/user-profile-update', payload: form });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.global.unauthenticated });
  });
});

describe('POST /api/user-profile-update: email', () => {
  const verify = async (id: string) =>
    t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
  const emailChanges = async (id: string) =>
    t.database.db.select().from(auditLog).where(and(eq(auditLog.subjectId, id), eq(auditLog.action, 'user.email-change')));

  it('changes the email, clears its verification, mails a link to the new address that verifies it, and audits it', async () => {
    const { token, user, email: oldEmail } = await registerUser(t.app);
    await verify(user.id);
    const newEmail = uniqueEmail('moved');
    const seen = await outboxSnapshot(t.outboxDir);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user-profile-update',
      headers: bearer(token),
      payload: { name: 'Aoife Murphy-Walsh', email: `  ${newEmail}  ` },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: MESSAGES.profile.updated,
      user: expect.objectContaining({ name: 'Aoife Murphy-Walsh', email: newEmail, emailVerifiedAt: null }),
    });
    const mail = await waitForMail(t.outboxDir, newEmail, /Verify your email address/, seen);
    const link = linkIn(mail, /\/api\/auth\/email\/verify\//);
    expect((await t.app.inject({ method: 'GET', url: link.pathname + link.search })).headers.location).toMatch(/status=verified$/);
    expect((await userRow(user.id)).emailVerifiedAt).not.toBeNull();
    expect((await emailChanges(user.id)).map((entry) => [entry.userId, entry.details])).toEqual([
      [user.id, { from: oldEmail, to: newEmail }],
    ]);

    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: newEmail.toUpperCase(), password: PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    const oldAddress = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: oldEmail, password: PASSWORD } });
    expect(oldAddress.statusCode).toBe(401);
  });

  it('refuses an email another account has in any case, with the registration message, and changes nothing', async () => {
    const other = await registerUser(t.app);
    const { token, user } = await registerUser(t.app, { name: 'Ciara Nolan' });

    const response = await updateProfile(token, { name: 'Ciara Byrne', email: other.email.toUpperCase() });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: MESSAGES.auth.emailTaken, errors: { email: [MESSAGES.auth.emailTaken] } });
    expect(await userRow(user.id)).toMatchObject({ name: 'Ciara Nolan', email: user.email });
    expect(await emailChanges(user.id)).toEqual([]);
  });

  it('refuses a malformed email with registration’s message', async () => {
    const { token } = await registerUser(t.app);
    const response = await updateProfile(token, { email: 'not-an-address' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['The email field must be a valid email address.'] });
  });

  it('keeps the verification when the same address is sent in another case', async () => {
    const { token, user, email } = await registerUser(t.app);
    await verify(user.id);

    const response = await updateProfile(token, { email: email.toUpperCase() });

    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: email.toUpperCase(), emailVerifiedAt: expect.any(String) });
    expect(await emailChanges(user.id)).toEqual([]);
  });
});

describe('POST /api/user-profile-update: firm logo', () => {
  it('saves a new logo with the picture in one call, serves it privately and deletes the registration’s logo', async () => {
    const { token, user } = await registerUser(t.app);
    const first = await updateProfile(token, { logo: { bytes: tinyJpeg, filename: 'old.jpg', type: 'image/jpeg' } });
    expect(first.statusCode).toBe(200);
    const oldKey = (await userRow(user.id)).logoKey!;
    const logo = solidPng(16, 8, [10, 60, 120]);

    t.advanceClock(1000);
    const response = await updateProfile(token, { logo: { bytes: logo, filename: 'firm.png' }, picture: { bytes: solidPng(), filename: 'me.png' } });

    expect(response.statusCode).toBe(200);
    const body = response.json<{ user: User }>();
    expect(body.user.logoUrl).toMatch(/^\/api\/user\/logo\?v=\d+$/);
    expect(body.user.logoUrl).not.toBe(first.json().user.logoUrl);
    expect(body.user.profilePicUrl).not.toBeNull();
    const served = await t.app.inject({ method: 'GET', url: body.user.logoUrl!, headers: bearer(token) });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private');
    expect(served.rawPayload.equals(logo)).toBe(true);
    expect(await createLocalStorage(t.storageDir).get(oldKey)).toBeNull();
  });

  it('refuses a logo that is not an image or is over 2 MB, with the picture’s messages, and saves nothing of the call', async () => {
    const { token, user } = await registerUser(t.app, { name: 'Sinéad Kelly' });

    const notImage = await updateProfile(token, { name: 'Sinéad Ryan', logo: { bytes: Buffer.from('%PDF-1.7'), filename: 'logo.png' } });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors).toEqual({ logo: [MESSAGES.profile.imageType] });

    const huge = await updateProfile(token, { logo: { bytes: oversizedPng(), filename: 'logo.png' } });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ logo: [MESSAGES.profile.imageTooLarge] });

    expect(await userRow(user.id)).toMatchObject({ name: 'Sinéad Kelly', logoKey: null });
  });
});
