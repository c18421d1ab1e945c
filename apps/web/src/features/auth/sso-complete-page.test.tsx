import { MESSAGES, SsoTokenResponse } from '@dd/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders, createBrowserApiClient } from '../../app/app-providers.tsx';
import { AppRoot } from '../../app/app-root.tsx';
import { createQueryClient } from '../../app/query-client.ts';
import { tokenStorage } from '../../lib/token-storage.ts';
import { fakeApi, reply, type FakeHandler, type FakeRouteKey } from '../../test/fake-api.ts';
import { fakeRealtime } from '../../test/fake-realtime.ts';
import { aUser, signedIn } from '../../test/fixtures.ts';
import { anOrganisation, organisationReply } from '../../test/organisation-fixtures.ts';
import { expectToasts, findHeading, renderApp } from '../../test/render-app.tsx';

// Each test has a code of its own: the page swaps a code once per page load, as the server honours it once.
const user = aUser({ name: 'Siobhán Kelly' });
const signedInAt = (returnTo: string) =>
  ({
    'POST /api/auth/oidc/token': reply.ok(SsoTokenResponse, { token: 'sso-token', user, returnTo }),
    ...signedIn(user),
    'GET /api/organisation': organisationReply(anOrganisation()),
  }) satisfies Partial<Record<FakeRouteKey, FakeHandler>>;

describe('single sign-on completion page', () => {
  it('swaps the code once for a session, and goes where the user was going', async () => {
    const api = fakeApi(signedInAt('/firm'));
    const app = renderApp('/sso/complete?code=code-1');

    expect(await findHeading('Firm')).toBeInTheDocument();
    expect(app.pathname()).toBe('/firm');
    expect(tokenStorage.get()).toBe('sso-token');
    expect(api.to('POST /api/auth/oidc/token').map((request) => request.json)).toEqual([{ code: 'code-1' }]);
    await expectToasts(MESSAGES.auth.loggedIn);
    // The single-use code is in no address the browser keeps.
    expect(app.history.some((address) => address.includes('code-1'))).toBe(false);
  });

  it('says it is signing in while it waits, with the code already out of the address bar', async () => {
    const answer = reply.deferred();
    fakeApi({ ...signedInAt('/'), 'POST /api/auth/oidc/token': answer.reply });
    const app = renderApp('/sso/complete?code=code-2');

    expect(await screen.findByRole('status')).toHaveTextContent('Signing you in…');
    await waitFor(() => expect(app.search()).toBe(''));
    expect(app.pathname()).toBe('/sso/complete');
    expect(app.history).toEqual(['/sso/complete']);

    answer.resolve(reply.ok(SsoTokenResponse, { token: 'sso-token', user, returnTo: '/' }));
    expect(await findHeading('Welcome, Siobhán Kelly')).toBeInTheDocument();
    expect(app.pathname()).toBe('/');
  });

  it('sends the code once under React’s strict mode, which runs the page’s effects twice', async () => {
    const api = fakeApi(signedInAt('/firm'));
    const location = memoryLocation({ path: '/sso/complete?code=code-3', record: true });
    render(
      <StrictMode>
        <AppProviders env="test" apiClient={createBrowserApiClient()} queryClient={createQueryClient()} connectRealtime={fakeRealtime().connect}>
          <Router hook={location.hook}>
            <AppRoot />
          </Router>
        </AppProviders>
      </StrictMode>,
    );

    expect(await findHeading('Firm')).toBeInTheDocument();
    expect(api.to('POST /api/auth/oidc/token')).toHaveLength(1);
    expect(tokenStorage.get()).toBe('sso-token');
    await expectToasts(MESSAGES.auth.loggedIn);
  });

  it('goes home, not to another site, when the return address is not a page of the app', async () => {
    fakeApi(signedInAt('//evil.example/phish'));
    const app = renderApp('/sso/complete?code=code-4');

    expect(await findHeading('Welcome, Siobhán Kelly')).toBeInTheDocument();
    expect(app.pathname()).toBe('/');
  });

  it.each([
    ['expired or used', MESSAGES.sso.expired, 'expired'],
    ['of a disabled account', MESSAGES.auth.accountDisabled, 'disabled'],
  ])('goes to the login page, which says why, when the server refuses a code %s', async (_case, message, reason) => {
    const api = fakeApi({ 'POST /api/auth/oidc/token': reply.error(401, { message }) });
    const app = renderApp(`/sso/complete?code=code-5-${reason}`);

    expect(await findHeading('Log in')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(app.pathname()).toBe('/login');
    expect(app.search()).toBe(`?sso_error=${reason}`);
    expect(api.to('POST /api/auth/oidc/token')).toHaveLength(1);
    expect(tokenStorage.get()).toBeNull();
    await expectToasts();
  });

  it.each([
    ['a server error', reply.error(500), MESSAGES.sso.failed],
    ['too many attempts', reply.error(429, { message: MESSAGES.global.tooManyRequests }), MESSAGES.global.tooManyRequests],
    ['no connection', reply.networkError(), MESSAGES.global.networkError],
  ])('tells of %s here, with the way back to the login page', async (_case, answer, message) => {
    const api = fakeApi({ 'POST /api/auth/oidc/token': answer });
    const app = renderApp(`/sso/complete?code=code-6-${_case.replaceAll(' ', '-')}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(api.to('POST /api/auth/oidc/token')).toHaveLength(1);
    expect(tokenStorage.get()).toBeNull();
    expect(app.pathname()).toBe('/sso/complete');
    await expectToasts();
  });

  it('has nothing to swap when opened without a code (reloaded, say)', async () => {
    const api = fakeApi();
    renderApp('/sso/complete');

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.sso.expired);
    expect(api.to('POST /api/auth/oidc/token')).toHaveLength(0);
  });
});
