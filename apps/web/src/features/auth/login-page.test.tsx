import { LoginResponse, MESSAGES, SingleSignOnStatusResponse, SSO_ERRORS } from '@dd/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStorage } from '../../lib/token-storage.ts';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { aUser, savedConfiguration, noCases, signedIn, storeToken } from '../../test/fixtures.ts';
import { anOrganisation, organisationReply } from '../../test/organisation-fixtures.ts';
import { expectToasts, findHeading, renderApp } from '../../test/render-app.tsx';
import { SSO_STATUS_QUERY_KEY } from './single-sign-on-queries.ts';

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

  it('shows the server’s refusal of a password login when the firm signs in with its own account', async () => {
    fakeApi({ 'POST /api/auth/login': reply.error(403, { message: MESSAGES.sso.required }) });
    const app = renderApp('/login');

    await logIn(app, 'aoife@murphy-solicitors.ie', 'correct horse');

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.sso.required);
    expect(app.pathname()).toBe('/login');
    await expectToasts();
  });
});

describe('login page: single sign-on', () => {
  const ssoOn = { 'GET /api/auth/sso': reply.ok(SingleSignOnStatusResponse, { data: { enabled: true } }) } as const;
  const ssoLink = () => screen.findByRole('link', { name: MESSAGES.sso.button });

  it('offers the firm’s account where the installation has it, a link to the server’s start that comes back home', async () => {
    fakeApi(ssoOn);
    renderApp('/login');

    expect(await ssoLink()).toHaveAttribute('href', '/api/auth/oidc/start?returnTo=%2F');
  });

  it('comes back through the firm’s account to the page the password login would have gone to', async () => {
    fakeApi(ssoOn);
    renderApp(`/login?returnTo=${encodeURIComponent('/invitations/accept?token=abc123&from=mail')}`);

    const link = await ssoLink();
    const target = new URL(link.getAttribute('href')!, window.location.origin);
    expect(target.pathname).toBe('/api/auth/oidc/start');
    expect(target.searchParams.get('returnTo')).toBe('/invitations/accept?token=abc123&from=mail');
    expect(link.getAttribute('href')).toBe('/api/auth/oidc/start?returnTo=%2Finvitations%2Faccept%3Ftoken%3Dabc123%26from%3Dmail');
  });

  it('never sends the firm’s account on to another site', async () => {
    fakeApi(ssoOn);
    renderApp(`/login?returnTo=${encodeURIComponent('//evil.example/phish')}`);

    expect(await ssoLink()).toHaveAttribute('href', '/api/auth/oidc/start?returnTo=%2F');
  });

  it('offers only the password where the installation has no identity provider', async () => {
    const api = fakeApi();
    const app = renderApp('/login');
    await findHeading('Log in');

    await waitFor(() => expect(app.queryClient.getQueryData(SSO_STATUS_QUERY_KEY)).toBe(false));
    expect(api.to('GET /api/auth/sso')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: MESSAGES.sso.button })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('offers only the password, and tells nothing, when the server cannot say', async () => {
    fakeApi({ 'GET /api/auth/sso': reply.error(500, { message: 'The database is unavailable.' }) });
    const app = renderApp('/login');
    await findHeading('Log in');

    await waitFor(() => expect(app.queryClient.getQueryState(SSO_STATUS_QUERY_KEY)?.status).toBe('error'));
    expect(screen.queryByRole('link', { name: MESSAGES.sso.button })).not.toBeInTheDocument();
    await expectToasts();
  });

  const reasons: [string, string][] = [
    ['failed', MESSAGES.sso.failed],
    ['unverified', MESSAGES.sso.unverified],
    ['domain', MESSAGES.sso.domain],
    ['expired', MESSAGES.sso.expired],
    ['disabled', MESSAGES.auth.accountDisabled],
    ['something-new', MESSAGES.sso.failed],
  ];

  it('words every reason the server gives', () => {
    expect(reasons.slice(0, -1).map(([reason]) => reason)).toEqual([...SSO_ERRORS]);
  });

  it.each(reasons)('says why the firm’s account was refused (sso_error=%s)', async (reason, message) => {
    fakeApi(ssoOn);
    renderApp(`/login?sso_error=${reason}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // The way to try again, or to log in with a password instead.
    expect(await ssoLink()).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('replaces the refusal with a password login’s own failure', async () => {
    fakeApi({ ...ssoOn, 'POST /api/auth/login': reply.error(403, { message: MESSAGES.sso.required }) });
    const app = renderApp('/login?sso_error=domain');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.sso.domain);

    await logIn(app, 'aoife@murphy-solicitors.ie', 'correct horse');

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.sso.required));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
