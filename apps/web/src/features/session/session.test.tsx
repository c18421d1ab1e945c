import { LoginResponse, MESSAGES } from '@dd/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStorage } from '../../lib/token-storage.ts';
import { CHAT_API } from '../catalogue/catalogue-paths.ts';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { aUser, savedConfiguration, signedIn, storeToken, userReply, noCases } from '../../test/fixtures.ts';
import { expectToasts, findHeading, renderApp } from '../../test/render-app.tsx';
import { USER_QUERY_KEY } from './user-query.ts';

describe('session at start-up', () => {
  it('sets a stored token as the bearer and loads the user, showing a loader meanwhile', async () => {
    storeToken('stored-token');
    const pending = reply.deferred();
    const api = fakeApi({ 'GET /api/user': pending.reply, ...noCases, 'POST /api/user-configuration/list': savedConfiguration() });
    renderApp('/');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your account…');
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
    expect(api.to('GET /api/user')[0]?.headers.get('Authorization')).toBe('Bearer stored-token');

    pending.resolve(userReply(aUser({ name: 'Ciarán Byrne' })));
    expect(await findHeading('Welcome, Ciarán Byrne')).toBeInTheDocument();
    expect(tokenStorage.get()).toBe('stored-token');
  });

  it('removes the token when the user cannot be loaded, and shows the login page', async () => {
    storeToken();
    fakeApi({ 'GET /api/user': reply.error(500), [`GET ${CHAT_API}/cases`]: reply.error(500) });
    const app = renderApp('/');

    expect(await findHeading('Log in')).toBeInTheDocument();
    expect(tokenStorage.get()).toBeNull();
    expect(app.pathname()).toBe('/login');
    await expectToasts('Internal Server Error');
  });

  it('sends a revoked token to the login page without a toast', async () => {
    storeToken('revoked-or-made-up-token');
    const unauthenticated = reply.error(401, { message: MESSAGES.global.unauthenticated });
    fakeApi({ 'GET /api/user': unauthenticated, [`GET ${CHAT_API}/cases`]: unauthenticated });
    const app = renderApp('/');

    expect(await findHeading('Log in')).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(tokenStorage.get()).toBeNull();
    await expectToasts();
  });

  it('sends nothing without a stored token', async () => {
    const api = fakeApi();
    renderApp('/login');

    await findHeading('Log in');
    expect(api.requests).toHaveLength(0);
  });
});

describe('route guards', () => {
  it.each(['/', '/profile'])('send a logged-out visitor from %s to the login page', async (path) => {
    fakeApi();
    const app = renderApp(path);

    expect(await findHeading('Log in')).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
  });

  it('brings a logged-out visitor back to the page they were sent to once they have logged in', async () => {
    fakeApi();
    const app = renderApp('/profile?from=mail');

    expect(await findHeading('Log in')).toBeInTheDocument();
    expect(app.search()).toBe(`?returnTo=${encodeURIComponent('/profile?from=mail')}`);
  });

  it.each(['/login', '/register'])('send a logged-in user from %s home', async (path) => {
    storeToken();
    fakeApi({ ...signedIn() });
    const app = renderApp(path);

    expect(await findHeading('Welcome, Aoife Murphy')).toBeInTheDocument();
    expect(app.pathname()).toBe('/');
  });

  it('keep the password pages open to a logged-out visitor', async () => {
    fakeApi();
    const app = renderApp('/forgot-password');

    expect(await findHeading('Forgot your password?')).toBeInTheDocument();
    expect(app.pathname()).toBe('/forgot-password');
  });
});

describe('logout', () => {
  it('tells the server, clears token and user and goes to the login page', async () => {
    storeToken('stored-token');
    const api = fakeApi({ ...signedIn(), 'POST /api/auth/logout': reply.empty(204) });
    const app = renderApp('/');
    await findHeading('Welcome, Aoife Murphy');

    await app.user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await findHeading('Log in')).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(tokenStorage.get()).toBeNull();
    expect(app.queryClient.getQueryData(USER_QUERY_KEY)).toBeUndefined();
    expect(api.to('POST /api/auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer stored-token');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it.each([
    ['fails', reply.error(500)],
    ['cannot reach the server', reply.networkError()],
  ])('logs out locally even when the call %s, without a toast', async (_case, answer) => {
    storeToken();
    fakeApi({ ...signedIn(), 'POST /api/auth/logout': answer });
    const app = renderApp('/');
    await findHeading('Welcome, Aoife Murphy');

    await app.user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await findHeading('Log in')).toBeInTheDocument();
    expect(tokenStorage.get()).toBeNull();
    await expectToasts();
  });

  it('lets the next user log in afresh', async () => {
    storeToken();
    fakeApi({
      ...signedIn(aUser({ name: 'First Lawyer' })),
      'POST /api/auth/logout': reply.empty(204),
      'POST /api/auth/login': reply.ok(LoginResponse, { token: 'second', user: aUser({ id: 'user-2', name: 'Second Lawyer' }) }),
    });
    const app = renderApp('/');
    await findHeading('Welcome, First Lawyer');
    await app.user.click(screen.getByRole('button', { name: 'Log out' }));
    await findHeading('Log in');

    await app.user.type(screen.getByLabelText('Email'), 'second@firm.ie');
    await app.user.type(screen.getByLabelText('Password'), 'correct horse');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await findHeading('Welcome, Second Lawyer')).toBeInTheDocument();
    expect(tokenStorage.get()).toBe('second');
  });
});

describe('a 401 anywhere', () => {
  it('clears the token and lands on the login page from a protected page', async () => {
    storeToken();
    fakeApi({
      ...signedIn(aUser({ logoUrl: '/api/files/logo.png' })),
      'GET /api/files/logo.png': reply.error(401, { message: MESSAGES.global.unauthenticated }),
    });
    const app = renderApp('/');

    expect(await findHeading('Log in')).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(tokenStorage.get()).toBeNull();
  });

  it('does not navigate when already on the login page', async () => {
    fakeApi({ 'POST /api/auth/login': reply.error(401, { message: MESSAGES.auth.invalidCredentials }) });
    const app = renderApp('/login');
    await findHeading('Log in');

    await app.user.type(screen.getByLabelText('Email'), 'a@b.ie');
    await app.user.type(screen.getByLabelText('Password'), 'wrong password');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));

    await screen.findByText(MESSAGES.auth.invalidCredentials);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('a@b.ie'));
    expect(app.history).toEqual(['/login']);
    expect(app.pathname()).toBe('/login');
  });
});
