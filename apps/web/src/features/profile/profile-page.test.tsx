import { MESSAGES, ProfileUpdateResponse } from '@dd/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStorage } from '../../lib/token-storage.ts';
import { fakeApi, reply, type FakeReply } from '../../test/fake-api.ts';
import { aFile, aUser, imageBytes, signedIn, storeToken } from '../../test/fixtures.ts';
import { objectUrls } from '../../test/object-urls.ts';
import { expectToasts, findHeading, renderApp } from '../../test/render-app.tsx';

const before = aUser({ profilePicUrl: '/api/files/profile-1.png' });
const after = aUser({ profilePicUrl: '/api/files/profile-2.png' });

const openProfile = async (update: FakeReply) => {
  storeToken('stored-token');
  const api = fakeApi({
    ...signedIn(before),
    'GET /api/files/profile-1.png': reply.bytes(imageBytes(1)),
    'GET /api/files/profile-2.png': reply.bytes(imageBytes(2)),
    'POST /api/user-profile-update': update,
  });
  const app = renderApp('/profile');
  await findHeading('Profile');
  return { api, app };
};

const pictures = () => screen.getAllByRole('img', { name: 'Profile picture' });

describe('profile page', () => {
  it('shows the current picture, fetched with the bearer header', async () => {
    const { api } = await openProfile(reply.error(500));

    await waitFor(() => expect(pictures()).toHaveLength(2));
    for (const picture of pictures()) expect(picture.getAttribute('src')).toMatch(/^blob:/);
    expect(api.to('GET /api/files/profile-1.png')[0]?.headers.get('Authorization')).toBe('Bearer stored-token');
  });

  it('previews the chosen picture before saving', async () => {
    const { api, app } = await openProfile(reply.error(500));
    const chosen = aFile('me.png', 'image/png');

    await app.user.upload(screen.getByLabelText('Profile picture'), chosen);

    const preview = await screen.findByRole('img', { name: 'Preview of the new profile picture' });
    const src = preview.getAttribute('src') ?? '';
    expect(objectUrls.created.get(src)).toBe(chosen);
    expect(api.to('POST /api/user-profile-update')).toHaveLength(0);
  });

  it('saves the picture as multipart profile_pic, toasts and shows the new picture', async () => {
    const { api, app } = await openProfile(
      reply.ok(ProfileUpdateResponse, { message: MESSAGES.profile.updated, user: after }),
    );
    await waitFor(() => expect(pictures()).toHaveLength(2));
    const oldUrls = pictures().map((picture) => picture.getAttribute('src') ?? '');
    const chosen = aFile('me.png', 'image/png', 2048);

    await app.user.upload(screen.getByLabelText('Profile picture'), chosen);
    const previewUrl = (await screen.findByRole('img', { name: 'Preview of the new profile picture' })).getAttribute('src');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    await expectToasts('Profile updated successfully');
    const sent = api.to('POST /api/user-profile-update')[0]?.form?.get('profile_pic');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('me.png');
    await waitFor(() => expect(api.to('GET /api/files/profile-2.png')).toHaveLength(1));
    await waitFor(() => {
      for (const picture of pictures()) expect(oldUrls).not.toContain(picture.getAttribute('src'));
    });
    // The old pictures' and the preview's object URLs are released once nothing shows them.
    for (const url of [...oldUrls, previewUrl]) expect(objectUrls.revoked).toContain(url);
    expect(screen.queryByRole('img', { name: 'Preview of the new profile picture' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Profile picture')).toHaveValue('');
  });

  it.each([
    ['a server error', reply.error(500, { message: 'Storage is full.' })],
    ['no connection', reply.networkError()],
  ])('toasts only the unexpected-error message on %s', async (_case, answer) => {
    const { app } = await openProfile(answer);

    await app.user.upload(screen.getByLabelText('Profile picture'), aFile('me.png', 'image/png'));
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    await expectToasts('An unexpected error occurred. Please try again.');
  });

  it('shows a 422 error on the field as well as the toast', async () => {
    const { app } = await openProfile(
      reply.error(422, { message: MESSAGES.global.validationFailed, errors: { profile_pic: [MESSAGES.profile.imageType] } }),
    );

    await app.user.upload(screen.getByLabelText('Profile picture'), aFile('me.png', 'image/png'));
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    await expectToasts('An unexpected error occurred. Please try again.');
    expect(screen.getByLabelText('Profile picture')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.profile.imageType),
    );
  });

  it('refuses a picture over 2 MB without sending it', async () => {
    const { api, app } = await openProfile(reply.error(500));

    await app.user.upload(screen.getByLabelText('Profile picture'), aFile('big.webp', 'image/webp', 3 * 1024 * 1024));
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.profile.imageTooLarge)).toBeInTheDocument();
    expect(api.to('POST /api/user-profile-update')).toHaveLength(0);
  });

  it('asks for a picture when Save is pressed without one', async () => {
    const { api, app } = await openProfile(reply.error(500));

    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The profile pic field is required.')).toBeInTheDocument();
    expect(api.to('POST /api/user-profile-update')).toHaveLength(0);
  });

  it('ends the session on a 401: token cleared, login page, no error toast', async () => {
    const { app } = await openProfile(reply.error(401, { message: MESSAGES.global.unauthenticated }));

    await app.user.upload(screen.getByLabelText('Profile picture'), aFile('me.png', 'image/png'));
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await findHeading('Log in')).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(tokenStorage.get()).toBeNull();
    await expectToasts();
  });
});
