import { LoginResponse, MESSAGES } from '@dd/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStorage } from '../../lib/token-storage.ts';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { aUser, savedConfiguration, noCases, signedIn, storeToken } from '../../test/fixtures.ts';
import { anOrganisation, organisationReply } from '../../test/organisation-fixtures.ts';
import { expectToasts, findHeading, renderApp } from '../../test/render-app.tsx';

const logIn = async (app: ReturnType<typeof renderApp>, email: string, password: string) => {
  await findHeading('Log in');
  await app.user.type(screen.getByLabelText('Email'), email);
  await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Log in' }));
};

describe('login page', () => {
  it('logs in: sends the credentials, stores the token, toasts and goes home', async () => {
    const user = aUser({ name: 'Siobhán Kelly' });
    const api = fakeApi({
      'POST /api/auth/login': reply.ok(LoginResponse, { token: 'fresh-token', user }),
      ...noCases,
      'POST /api/user-configuration/list': savedConfiguration(),
    });
    const app = renderApp('/login');

    await logIn(app, 'siobhan@kelly.ie', 'correct horse');

    expect(await findHeading('Welcome, Siobhán Kelly')).toBeInTheDocument();
    expect(app.pathname()).toBe('/');
    await expectToasts('Logged in successfully');
    expect(tokenStorage.get()).toBe('fresh-token');
    expect(api.to('POST /api/auth/login')[0]?.json).toEqual({ email: 'siobhan@kelly.ie', password: 'correct horse' });
  });

  it('puts the 422 errors on their fields', async () => {
    fakeApi({
      'POST /api/auth/login': reply.error(422, {
        message: MESSAGES.global.validationFailed,
        errors: {
          email: ['The email field must be a valid email address.', 'A second message that is not shown.'],
          password: ['The password field is required.'],
        },
      }),
    });
    const app = renderApp('/login');

    await logIn(app, 'a@b.ie', 'x');

    expect(await screen.findByText('The email field must be a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('The email field must be a valid email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('The password field is required.');
    expect(screen.queryByText('A second message that is not shown.')).not.toBeInTheDocument();
    await expectToasts();
    expect(app.pathname()).toBe('/login');
  });

  it('shows the server message of a 401 under the Email field and stays on the page', async () => {
    fakeApi({ 'POST /api/auth/login': reply.error(401, { message: 'These credentials do not match our records.' }) });
    const app = renderApp('/login');

    await logIn(app, 'a@b.ie', 'wrong password');

    const email = screen.getByLabelText('Email');
    await screen.findByText('These credentials do not match our records.');
    expect(email).toHaveAccessibleDescription('These credentials do not match our records.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(app.pathname()).toBe('/login');
    expect(screen.getByLabelText('Email')).toHaveValue('a@b.ie');
    await expectToasts();
  });

  it('checks the fields before sending anything', async () => {
    const api = fakeApi();
    const app = renderApp('/login');
    await findHeading('Log in');

    await app.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('The email field is required.')).toBeInTheDocument();
    expect(screen.getByText('The password field is required.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    [500, { message: 'The database is unavailable.' }, 'The database is unavailable.'],
    [500, undefined, 'Internal Server Error'],
    [503, undefined, 'Internal Server Error'],
    [400, { message: 'The request was malformed.' }, 'The request was malformed.'],
    [400, undefined, 'Bad Request'],
  ])('toasts a %i once, with the server message or the fallback', async (status, body, toast) => {
    fakeApi({ 'POST /api/auth/login': reply.error(status, body) });
    const app = renderApp('/login');

    await logIn(app, 'a@b.ie', 'correct horse');

    await expectToasts(toast);
    expect(app.pathname()).toBe('/login');
  });

  it('toasts when the server cannot be reached', async () => {
    fakeApi({ 'POST /api/auth/login': reply.networkError() });
    const app = renderApp('/login');

    await logIn(app, 'a@b.ie', 'correct horse');

    await expectToasts(MESSAGES.global.networkError);
  });

  it('shows a failure that has no toast, such as too many attempts, above the form', async () => {
    fakeApi({ 'POST /api/auth/login': reply.error(429, { message: MESSAGES.global.tooManyRequests }) });
    const app = renderApp('/login');

    await logIn(app, 'a@b.ie', 'correct horse');

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.global.tooManyRequests);
    await expectToasts();
  });

  it('links to the password reset and registration pages', async () => {
    fakeApi();
    const app = renderApp('/login');
    await findHeading('Log in');

    await app.user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(await findHeading('Forgot your password?')).toBeInTheDocument();

    app.navigate('/login');
    await app.user.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(await findHeading('Create your account')).toBeInTheDocument();
  });

  it('goes home, not to another site, when the return address is not a page of the app', async () => {
    fakeApi({
      'POST /api/auth/login': reply.ok(LoginResponse, { token: 'fresh-token', user: aUser() }),
      ...noCases,
      'POST /api/user-configuration/list': savedConfiguration(),
    });
    const app = renderApp(`/login?returnTo=${encodeURIComponent('//evil.example/phish')}`);

    await findHeading('Log in');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await logIn(app, 'aoife@murphy-solicitors.ie', 'correct horse');

    expect(await findHeading('Welcome, Aoife Murphy')).toBeInTheDocument();
    expect(app.pathname()).toBe('/');
  });

  it('sends a signed-in user on to the return address rather than showing the form', async () => {
    storeToken();
    fakeApi({ ...signedIn(), 'GET /api/organisation': organisationReply(anOrganisation()) });
    const app = renderApp(`/login?returnTo=${encodeURIComponent('/firm')}`);

    expect(await findHeading('Firm')).toBeInTheDocument();
    expect(app.pathname()).toBe('/firm');
  });
});
