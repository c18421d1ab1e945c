import { MessageResponse, MESSAGES, ProfileUpdateResponse } from '@dd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStorage } from '../../lib/token-storage.ts';
import { fakeApi, reply, type FakeReply, type FakeRouteKey } from '../../test/fake-api.ts';
import { aFile, aUser, imageBytes, signedIn, storeToken } from '../../test/fixtures.ts';
import { objectUrls } from '../../test/object-urls.ts';
import { expectToasts, findHeading, renderApp } from '../../test/render-app.tsx';

const before = aUser({ profilePicUrl: '/api/files/profile-1.png' });
const after = aUser({ profilePicUrl: '/api/files/profile-2.png' });

const openProfile = async (update: FakeReply | FakeReply[], routes: Partial<Record<FakeRouteKey, FakeReply | FakeReply[]>> = {}) => {
  storeToken('stored-token');
  const api = fakeApi({
    ...signedIn(before),
    'GET /api/files/profile-1.png': reply.bytes(imageBytes(1)),
    'GET /api/files/profile-2.png': reply.bytes(imageBytes(2)),
    'POST /api/user-profile-update': update,
    ...routes,
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

type App = ReturnType<typeof renderApp>;

const retype = async (app: App, label: string, text: string) => {
  const field = screen.getByLabelText(label);
  await app.user.clear(field);
  if (text) await app.user.type(field, text);
};

describe('profile page: name and email', () => {
  it('says a new email must be verified again, saves both as JSON and shows the banner for the unverified address', async () => {
    const moved = aUser({ ...before, name: 'Aoife Murphy-Walsh', email: 'aoife@walsh-law.ie', emailVerifiedAt: null });
    const { api, app } = await openProfile(reply.ok(ProfileUpdateResponse, { message: MESSAGES.profile.updated, user: moved }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.profile.emailReverification);
    expect(screen.getByLabelText('Name')).toHaveValue(before.name);
    expect(screen.queryByText('Please verify your email address')).not.toBeInTheDocument();

    await retype(app, 'Name', 'Aoife Murphy-Walsh');
    await retype(app, 'Email', 'aoife@walsh-law.ie');
    await app.user.click(screen.getByRole('button', { name: 'Update name and email' }));

    await expectToasts('Profile updated successfully');
    expect(api.to('POST /api/user-profile-update')[0]?.json).toEqual({ name: 'Aoife Murphy-Walsh', email: 'aoife@walsh-law.ie' });
    expect(await screen.findByText('Please verify your email address')).toBeInTheDocument();
    expect(screen.getByText(/We sent a verification link to aoife@walsh-law.ie/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('aoife@walsh-law.ie');
  });

  it('shows the server’s taken-email error under the field, with the unexpected-error toast', async () => {
    const { app } = await openProfile(
      reply.error(422, { message: MESSAGES.auth.emailTaken, errors: { email: [MESSAGES.auth.emailTaken] } }),
    );

    await retype(app, 'Email', 'colleague@murphy-solicitors.ie');
    await app.user.click(screen.getByRole('button', { name: 'Update name and email' }));

    await expectToasts('An unexpected error occurred. Please try again.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.auth.emailTaken));
  });

  it('checks the name and email as registration does before sending', async () => {
    const { api, app } = await openProfile(reply.error(500));

    await retype(app, 'Name', '');
    await retype(app, 'Email', 'not-an-address');
    await app.user.click(screen.getByRole('button', { name: 'Update name and email' }));

    expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
    expect(screen.getByText('The email field must be a valid email address.')).toBeInTheDocument();
    expect(api.to('POST /api/user-profile-update')).toHaveLength(0);
  });
});

describe('profile page: firm logo', () => {
  it('previews the chosen logo, saves it as multipart logo and shows the new one', async () => {
    const withLogo = aUser({ ...before, logoUrl: '/api/files/logo-2.png' });
    const { api, app } = await openProfile(reply.ok(ProfileUpdateResponse, { message: MESSAGES.profile.updated, user: withLogo }), {
      'GET /api/files/logo-2.png': reply.bytes(imageBytes(3)),
    });
    expect(screen.getByText('No firm logo yet.')).toBeInTheDocument();
    const chosen = aFile('firm.png', 'image/png');

    await app.user.upload(screen.getByLabelText('Firm logo'), chosen);
    const preview = await screen.findByRole('img', { name: 'Preview of the new firm logo' });
    expect(objectUrls.created.get(preview.getAttribute('src') ?? '')).toBe(chosen);
    await app.user.click(screen.getByRole('button', { name: 'Upload logo' }));

    await expectToasts('Profile updated successfully');
    const sent = api.to('POST /api/user-profile-update')[0]?.form;
    expect(sent?.get('logo')).toBe(chosen);
    expect(sent?.has('profile_pic')).toBe(false);
    expect(await screen.findByRole('img', { name: 'Firm logo' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(screen.queryByText('No firm logo yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the new firm logo' })).not.toBeInTheDocument();
  });

  it('refuses a logo over 2 MB without sending it, and shows the server’s refusal under the field', async () => {
    const { api, app } = await openProfile(
      reply.error(422, { message: MESSAGES.profile.imageType, errors: { logo: [MESSAGES.profile.imageType] } }),
    );

    await app.user.upload(screen.getByLabelText('Firm logo'), aFile('big.png', 'image/png', 3 * 1024 * 1024));
    await app.user.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(await screen.findByText(MESSAGES.profile.imageTooLarge)).toBeInTheDocument();
    expect(api.to('POST /api/user-profile-update')).toHaveLength(0);

    await app.user.upload(screen.getByLabelText('Firm logo'), aFile('notes.png', 'image/png'));
    await app.user.click(screen.getByRole('button', { name: 'Upload logo' }));
    await expectToasts('An unexpected error occurred. Please try again.');
    expect(screen.getByLabelText('Firm logo')).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.profile.imageType));
  });
});

describe('profile page: password', () => {
  const fillPasswords = async (app: App, current: string, next: string, confirmation = next) => {
    await app.user.type(screen.getByLabelText('Current password'), current);
    await app.user.type(screen.getByLabelText('New password'), next);
    await app.user.type(screen.getByLabelText('Confirm new password'), confirmation);
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('sends the current and new passwords, toasts the server’s message and clears the fields', async () => {
    const { api, app } = await openProfile(reply.error(500), {
      'PUT /api/user/password': reply.ok(MessageResponse, { message: MESSAGES.auth.passwordChanged }),
    });

    await fillPasswords(app, 'Old horse battery 1', 'New horse battery 2');

    await expectToasts(MESSAGES.auth.passwordChanged);
    expect(api.to('PUT /api/user/password')[0]?.json).toEqual({
      current_password: 'Old horse battery 1',
      password: 'New horse battery 2',
      password_confirmation: 'New horse battery 2',
    });
    for (const label of ['Current password', 'New password', 'Confirm new password']) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('shows a wrong current password under its field', async () => {
    const { app } = await openProfile(reply.error(500), {
      'PUT /api/user/password': reply.error(422, {
        message: MESSAGES.auth.currentPasswordIncorrect,
        errors: { current_password: [MESSAGES.auth.currentPasswordIncorrect] },
      }),
    });

    await fillPasswords(app, 'a guess', 'New horse battery 2');

    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(MESSAGES.auth.currentPasswordIncorrect),
    );
    await expectToasts();
  });

  it('shows a refusal that belongs to no field above the form', async () => {
    const { app } = await openProfile(reply.error(500), {
      'PUT /api/user/password': reply.error(429, { message: MESSAGES.global.tooManyRequests }),
    });

    await fillPasswords(app, 'Old horse battery 1', 'New horse battery 2');

    const form = screen.getByRole('button', { name: 'Change password' }).closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent(MESSAGES.global.tooManyRequests);
  });

  it('checks the new password as registration does before sending', async () => {
    const { api, app } = await openProfile(reply.error(500));

    await fillPasswords(app, 'Old horse battery 1', 'short', 'other');

    expect(await screen.findByText('The password field must be at least 8 characters.')).toBeInTheDocument();
    expect(api.to('PUT /api/user/password')).toHaveLength(0);
  });
});
