import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStorage } from '../../lib/token-storage.ts';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { fakeRealtime } from '../../test/fake-realtime.ts';
import { aUser, savedConfiguration, signedIn, storeToken, userReply, noCases } from '../../test/fixtures.ts';
import { findHeading, renderApp } from '../../test/render-app.tsx';

describe('realtime in the shell', () => {
  it('connects with the bearer token only once logged in', async () => {
    storeToken('stored-token');
    const pending = reply.deferred();
    fakeApi({ 'GET /api/user': pending.reply, ...noCases, 'POST /api/user-configuration/list': savedConfiguration() });
    const realtime = fakeRealtime();
    renderApp('/', { realtime });

    await screen.findByRole('status');
    expect(realtime.connections).toHaveLength(0);

    pending.resolve(userReply());
    await findHeading('Welcome, Aoife Murphy');
    expect(realtime.open()).toEqual([{ token: 'stored-token', closed: false }]);
  });

  it('does not connect for a logged-out visitor', async () => {
    fakeApi();
    const realtime = fakeRealtime();
    renderApp('/login', { realtime });

    await findHeading('Log in');
    expect(realtime.connections).toHaveLength(0);
  });

  it('updates the cached user on "user.updated"', async () => {
    storeToken();
    fakeApi({ ...signedIn(aUser({ name: 'Aoife Murphy' })) });
    const realtime = fakeRealtime();
    renderApp('/', { realtime });
    await findHeading('Welcome, Aoife Murphy');

    realtime.push('user.updated', { user: aUser({ name: 'Aoife Murphy-Walsh' }) });

    expect(await findHeading('Welcome, Aoife Murphy-Walsh')).toBeInTheDocument();
  });

  it('refetches what is on screen after a reconnect', async () => {
    storeToken();
    const api = fakeApi({
      'GET /api/user': [userReply(aUser({ name: 'Aoife Murphy' })), userReply(aUser({ name: 'Aoife Walsh' }))],
      ...noCases,
      'POST /api/user-configuration/list': savedConfiguration(),
    });
    const realtime = fakeRealtime();
    renderApp('/', { realtime });
    await findHeading('Welcome, Aoife Murphy');

    realtime.reconnect();

    expect(await findHeading('Welcome, Aoife Walsh')).toBeInTheDocument();
    expect(api.to('GET /api/user')).toHaveLength(2);
  });

  it('ends the session and shows the login page when the server ends the connection and the API refuses the token', async () => {
    storeToken();
    const api = fakeApi({
      ...signedIn(),
      'GET /api/user': [userReply(), reply.error(401, { message: 'Unauthenticated.', errors: {} })],
    });
    const realtime = fakeRealtime();
    renderApp('/', { realtime });
    await findHeading('Welcome, Aoife Murphy');

    realtime.refuse();

    await findHeading('Log in');
    expect(api.to('GET /api/user')).toHaveLength(2);
    await waitFor(() => expect(realtime.open()).toHaveLength(0));
    expect(tokenStorage.get()).toBeNull();
  });

  it('disconnects on logout', async () => {
    storeToken();
    fakeApi({ ...signedIn(), 'POST /api/auth/logout': reply.empty(204) });
    const realtime = fakeRealtime();
    const app = renderApp('/', { realtime });
    await findHeading('Welcome, Aoife Murphy');
    expect(realtime.open()).toHaveLength(1);

    await app.user.click(screen.getByRole('button', { name: 'Log out' }));

    await findHeading('Log in');
    await waitFor(() => expect(realtime.open()).toHaveLength(0));
    expect(realtime.connections).toHaveLength(1);
  });
});
