import { MESSAGES, MessageResponse } from '@dd/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply, type FakeReply } from '../../test/fake-api.ts';
import { aUser, savedConfiguration, signedIn, storeToken, userReply, noCases } from '../../test/fixtures.ts';
import { expectToasts, findHeading, renderApp } from '../../test/render-app.tsx';

const unverified = aUser({ email: 'aoife@murphy-solicitors.ie', emailVerifiedAt: null });

const resend = async (answer: FakeReply) => {
  storeToken('stored-token');
  const api = fakeApi({
    ...signedIn(unverified),
    'POST /api/auth/email/verification-notification': answer,
  });
  const app = renderApp('/verify-email');
  await findHeading('Verify your email');
  await app.user.click(screen.getByRole('button', { name: 'Resend verification email' }));
  return api;
};

describe('verify email page', () => {
  it('tells the logged-in user where the link went', async () => {
    storeToken();
    fakeApi({ ...signedIn(unverified) });
    renderApp('/verify-email');

    expect(await screen.findByText('We have sent a verification link to aoife@murphy-solicitors.ie')).toBeInTheDocument();
  });

  it('resends the link with the bearer token and toasts "Verification email sent!"', async () => {
    const api = await resend(reply.ok(MessageResponse, { message: 'Verification link sent.' }));

    await expectToasts('Verification email sent!');
    const [request] = api.to('POST /api/auth/email/verification-notification');
    expect(request?.headers.get('Authorization')).toBe('Bearer stored-token');
  });

  it.each([
    ['a server error', reply.error(500, { message: 'Mail is down.' })],
    ['too many attempts', reply.error(429, { message: MESSAGES.global.tooManyRequests })],
    ['no connection', reply.networkError()],
  ])('toasts only "Failed to send verification email." on %s', async (_case, answer) => {
    await resend(answer);

    await expectToasts('Failed to send verification email.');
  });

  it('confirms a verified address and reloads the user', async () => {
    storeToken();
    const api = fakeApi({
      'GET /api/user': [userReply(unverified), userReply(aUser({ emailVerifiedAt: '2025-03-02T10:00:00.000Z' }))],
      ...noCases,
      'POST /api/user-configuration/list': savedConfiguration(),
    });
    renderApp('/verify-email?status=verified');

    expect(await screen.findByText('Your email address has been verified.')).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET /api/user')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('says an invalid or expired link is so, and offers a new one', async () => {
    storeToken();
    fakeApi({ ...signedIn(unverified) });
    renderApp('/verify-email?status=invalid');

    expect(await screen.findByText(MESSAGES.auth.invalidVerificationLink)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeInTheDocument();
  });

  it('shows the outcome to a logged-out visitor too', async () => {
    fakeApi();
    const app = renderApp('/verify-email?status=verified');

    expect(await screen.findByText('Your email address has been verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(app.pathname()).toBe('/verify-email');
  });

  it('asks a logged-out visitor with an expired link to log in to get a new one', async () => {
    fakeApi();
    renderApp('/verify-email?status=invalid');

    expect(await screen.findByText(MESSAGES.auth.invalidVerificationLink)).toBeInTheDocument();
    expect(screen.getByText('Log in to send yourself a new verification link.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });
});
