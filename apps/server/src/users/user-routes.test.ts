import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type User } from '@dd/contracts';
import { users } from '../db/schema.ts';
import { createLocalStorage } from '../storage/storage.ts';
import { oversizedPng, solidPng, tinyJpeg } from '../testing/images.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function updateProfile(token: string, parts: { name?: string; picture?: { bytes: Buffer; filename: string; type?: string } }) {
  const form = new FormData();
  if (parts.name !== undefined) form.append('name', parts.name);
  if (parts.picture) form.append('profile_pic', new Blob([parts.picture.bytes], { type: parts.picture.type ?? 'image/png' }), parts.picture.filename);
  return t.app.inject({ method: 'POST', url: '/api/user-profile-update', headers: bearer(token), payload: form });
}

const pictureKey = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.profilePicKey;

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

  it('answers 422 when neither a picture nor a name is sent, or the name is blank', async () => {
    const { token } = await registerUser(t.app);

    const nothing = await updateProfile(token, {});
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().errors).toEqual({ profile_pic: ['The profile pic field is required when name is not present.'] });

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
