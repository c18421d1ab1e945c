import { MESSAGES, RegisterResponse } from '@dd/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStorage } from '../../lib/token-storage.ts';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { aFile, aUser, savedConfiguration, noCases } from '../../test/fixtures.ts';
import { expectToasts, findHeading, renderApp } from '../../test/render-app.tsx';

const fillIn = async (app: ReturnType<typeof renderApp>, logo?: File) => {
  await findHeading('Create your account');
  await app.user.type(screen.getByLabelText('Name'), 'Aoife Murphy');
  await app.user.type(screen.getByLabelText('Email'), 'aoife@murphy-solicitors.ie');
  await app.user.type(screen.getByLabelText('Password'), 'correct horse');
  await app.user.type(screen.getByLabelText('Confirm password'), 'correct horse');
  if (logo) await app.user.upload(screen.getByLabelText('Firm logo'), logo);
};

describe('register page', () => {
  it('sends multipart with the logo, stores access_token, toasts and goes home', async () => {
    const api = fakeApi({
      'POST /api/auth/register': reply.ok(
        RegisterResponse,
        { access_token: 'new-token', user: aUser({ emailVerifiedAt: null }) },
        201,
      ),
      ...noCases,
      'POST /api/user-configuration/list': savedConfiguration(),
    });
    const app = renderApp('/register');
    const logo = aFile('logo.png', 'image/png', 4096);

    await fillIn(app, logo);
    await app.user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await findHeading('Welcome, Aoife Murphy')).toBeInTheDocument();
    await expectToasts('Registered successfully');
    expect(tokenStorage.get()).toBe('new-token');
    const [request] = api.to('POST /api/auth/register');
    expect(request?.json).toBeUndefined();
    const form = request?.form;
    expect(form?.get('name')).toBe('Aoife Murphy');
    expect(form?.get('email')).toBe('aoife@murphy-solicitors.ie');
    expect(form?.get('password')).toBe('correct horse');
    expect(form?.get('password_confirmation')).toBe('correct horse');
    const sentLogo = form?.get('logo');
    expect(sentLogo).toBeInstanceOf(File);
    expect((sentLogo as File).name).toBe('logo.png');
    expect((sentLogo as File).size).toBe(4096);
  });

  it('registers without a logo, which is optional', async () => {
    const api = fakeApi({
      'POST /api/auth/register': reply.ok(RegisterResponse, { access_token: 't', user: aUser() }, 201),
      ...noCases,
      'POST /api/user-configuration/list': savedConfiguration(),
    });
    const app = renderApp('/register');

    await fillIn(app);
    await app.user.click(screen.getByRole('button', { name: 'Register' }));

    await findHeading('Welcome, Aoife Murphy');
    expect(api.to('POST /api/auth/register')[0]?.form?.has('logo')).toBe(false);
  });

  it('puts a 422 error on each field, the logo included', async () => {
    fakeApi({
      'POST /api/auth/register': reply.error(422, {
        message: MESSAGES.global.validationFailed,
        errors: {
          name: ['The name field must not be greater than 255 characters.'],
          email: [MESSAGES.auth.emailTaken],
          password: ['The password field must be at least 8 characters.'],
          password_confirmation: ['The password confirmation field is required.'],
          logo: [MESSAGES.profile.imageType],
        },
      }),
    });
    const app = renderApp('/register');

    await fillIn(app, aFile('logo.png', 'image/png'));
    await app.user.click(screen.getByRole('button', { name: 'Register' }));

    await screen.findByText(MESSAGES.auth.emailTaken);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'The name field must not be greater than 255 characters.',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.auth.emailTaken);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('The password field must be at least 8 characters.'),
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The password confirmation field is required.',
    );
    expect(screen.getByLabelText('Firm logo')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.profile.imageType),
    );
    expect(app.pathname()).toBe('/register');
    expect(tokenStorage.get()).toBeNull();
    await expectToasts();
  });

  it('refuses a logo over 2 MB before sending anything', async () => {
    const api = fakeApi();
    const app = renderApp('/register');

    await fillIn(app, aFile('huge.png', 'image/png', 2 * 1024 * 1024 + 1));

    expect(await screen.findByText(MESSAGES.profile.imageTooLarge)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText(MESSAGES.profile.imageTooLarge)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('checks the password confirmation before sending anything', async () => {
    const api = fakeApi();
    const app = renderApp('/register');
    await findHeading('Create your account');

    await app.user.type(screen.getByLabelText('Name'), 'Aoife Murphy');
    await app.user.type(screen.getByLabelText('Email'), 'aoife@murphy-solicitors.ie');
    await app.user.type(screen.getByLabelText('Password'), 'correct horse');
    await app.user.type(screen.getByLabelText('Confirm password'), 'correct hearse');
    await app.user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('The password field confirmation does not match.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
