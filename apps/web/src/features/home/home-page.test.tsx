import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { aUser, imageBytes, signedIn, storeToken } from '../../test/fixtures.ts';
import { objectUrls } from '../../test/object-urls.ts';
import { findHeading, renderApp } from '../../test/render-app.tsx';

describe('home page', () => {
  it('welcomes the user by name and shows the firm logo, fetched with the bearer header', async () => {
    storeToken('stored-token');
    const api = fakeApi({
      ...signedIn(aUser({ name: 'Aoife Murphy', logoUrl: '/api/files/logo.png' })),
      'GET /api/files/logo.png': reply.bytes(imageBytes(7)),
    });
    renderApp('/');

    expect(await findHeading('Welcome, Aoife Murphy')).toBeInTheDocument();
    const logo = await screen.findByRole('img', { name: 'Firm logo' });
    const src = logo.getAttribute('src') ?? '';
    expect(src).toMatch(/^blob:/);
    const shown = objectUrls.created.get(src);
    expect(new Uint8Array(await (shown as Blob).arrayBuffer())).toEqual(imageBytes(7));
    expect(api.to('GET /api/files/logo.png')[0]?.headers.get('Authorization')).toBe('Bearer stored-token');
  });

  it('shows no logo when the firm registered none', async () => {
    storeToken();
    const api = fakeApi({ ...signedIn(aUser({ logoUrl: null })) });
    renderApp('/');

    await findHeading('Welcome, Aoife Murphy');
    expect(screen.queryByRole('img', { name: 'Firm logo' })).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.path.startsWith('/api/files/'))).toEqual([]);
  });

  it('asks an unverified user to verify, linking to the notice', async () => {
    storeToken();
    fakeApi({ ...signedIn(aUser({ emailVerifiedAt: null })) });
    const app = renderApp('/');

    await findHeading('Welcome, Aoife Murphy');
    expect(screen.getByText('Please verify your email address')).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Verify your email' }));
    expect(await findHeading('Verify your email')).toBeInTheDocument();
  });

  it('shows no banner once the email is verified', async () => {
    storeToken();
    fakeApi({ ...signedIn(aUser({ emailVerifiedAt: '2025-03-01T09:00:00.000Z' })) });
    renderApp('/');

    await findHeading('Welcome, Aoife Murphy');
    expect(screen.queryByText('Please verify your email address')).not.toBeInTheDocument();
  });

  it('has a header with the app name, the profile link, the avatar and Log out', async () => {
    storeToken();
    fakeApi({
      ...signedIn(aUser({ profilePicUrl: '/api/files/me.png' })),
      'GET /api/files/me.png': reply.bytes(imageBytes(3)),
    });
    const app = renderApp('/');
    await findHeading('Welcome, Aoife Murphy');

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Due Diligence Assistant' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await waitFor(() => expect(within(header).getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src'));

    await app.user.click(within(header).getByRole('link', { name: 'Profile' }));
    expect(await findHeading('Profile')).toBeInTheDocument();
  });
});

describe('unknown routes', () => {
  it('show "Page not found" with a link home', async () => {
    fakeApi();
    renderApp('/no/such/page');

    expect(await findHeading('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
