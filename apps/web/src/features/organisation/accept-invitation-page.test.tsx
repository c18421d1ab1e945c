import { LoginResponse, MESSAGES, OrganisationInvitationAcceptResponse, RegisterResponse } from '@dd/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { aUser, signedIn, storeToken } from '../../test/fixtures.ts';
import { aMember, anOrganisation, organisationReply } from '../../test/organisation-fixtures.ts';
import { expectToasts, findHeading, renderApp } from '../../test/render-app.tsx';

const me = aUser({ id: 'user-7', name: 'Ciarán Byrne', email: 'ciaran@walsh-law.ie' });
const walshLaw = anOrganisation({
  id: 'firm-2',
  name: 'Walsh Law',
  members: [aMember({ id: 'user-1', name: 'Róisín Walsh', email: 'roisin@walsh-law.ie', role: 'admin' }), aMember({ id: me.id, name: me.name, email: me.email })],
});
const joined = reply.ok(OrganisationInvitationAcceptResponse, { message: MESSAGES.organisation.joined('Walsh Law'), data: { organisation: walshLaw } });
const INVITATION = '/invitations/accept?token=abc123';
const RETURN_TO = encodeURIComponent(INVITATION);

describe('invitation page, signed in', () => {
  it('joins the firm with the link’s token, toasts the server’s message and shows the firm', async () => {
    storeToken();
    const api = fakeApi({ ...signedIn(me), 'POST /api/organisation/invitations/accept': joined, 'GET /api/organisation': organisationReply(walshLaw) });
    const app = renderApp(INVITATION);
    await findHeading('Join a firm');
    expect(screen.getByText(/You are logged in as Ciarán Byrne \(ciaran@walsh-law.ie\)/)).toBeInTheDocument();
    // Nothing is accepted until the user says so.
    expect(api.to('POST /api/organisation/invitations/accept')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Join the firm' }));

    await expectToasts('You have joined Walsh Law');
    expect(api.to('POST /api/organisation/invitations/accept')[0]?.json).toEqual({ token: 'abc123' });
    expect(await findHeading('Firm')).toBeInTheDocument();
    expect(app.pathname()).toBe('/firm');
    expect(screen.getByRole('row', { name: 'Ciarán Byrne' })).toBeInTheDocument();
  });

  it.each([MESSAGES.organisation.invitationOtherEmail, MESSAGES.organisation.invitationInvalid, MESSAGES.organisation.leaveLastAdmin])(
    'shows the server’s refusal as it says it, and stays: %s',
    async (message) => {
      storeToken();
      fakeApi({ ...signedIn(me), 'POST /api/organisation/invitations/accept': reply.error(422, { message }) });
      const app = renderApp(INVITATION);
      await findHeading('Join a firm');

      await app.user.click(screen.getByRole('button', { name: 'Join the firm' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(app.pathname()).toBe('/invitations/accept');
      await expectToasts();
    },
  );

  it('says a link without a token is invalid, and offers nothing to press', async () => {
    storeToken();
    const api = fakeApi({ ...signedIn(me) });
    renderApp('/invitations/accept');

    expect(await findHeading('Join a firm')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.organisation.invitationInvalid);
    expect(screen.queryByRole('button', { name: 'Join the firm' })).not.toBeInTheDocument();
    expect(api.to('POST /api/organisation/invitations/accept')).toHaveLength(0);
  });
});

describe('invitation page, signed out', () => {
  it('explains, and offers to log in or register and come back to this invitation', async () => {
    const api = fakeApi();
    renderApp(INVITATION);

    expect(await findHeading('Join a firm')).toBeInTheDocument();
    expect(screen.getByText(/Log in with the email address the invitation was sent to/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?returnTo=${RETURN_TO}`);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/register?returnTo=${RETURN_TO}`);
    expect(screen.queryByRole('button', { name: 'Join the firm' })).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('comes back to the invitation, token and all, after logging in', async () => {
    const api = fakeApi({
      ...signedIn(me),
      'POST /api/auth/login': reply.ok(LoginResponse, { token: 'fresh-token', user: me }),
      'POST /api/organisation/invitations/accept': joined,
      'GET /api/organisation': organisationReply(walshLaw),
    });
    const app = renderApp(INVITATION);
    await findHeading('Join a firm');

    await app.user.click(screen.getByRole('link', { name: 'Log in' }));
    await findHeading('Log in');
    await app.user.type(screen.getByLabelText('Email'), me.email);
    await app.user.type(screen.getByLabelText('Password'), 'correct horse');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('button', { name: 'Join the firm' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/invitations/accept');
    expect(app.search()).toBe('?token=abc123');
    await app.user.click(screen.getByRole('button', { name: 'Join the firm' }));
    expect(await findHeading('Firm')).toBeInTheDocument();
    expect(api.to('POST /api/organisation/invitations/accept')[0]?.json).toEqual({ token: 'abc123' });
  });

  it('comes back to the invitation after registering, and keeps it when switching to log in', async () => {
    fakeApi({ ...signedIn(me), 'POST /api/auth/register': reply.ok(RegisterResponse, { access_token: 'new-token', user: me }, 201) });
    const app = renderApp(INVITATION);
    await findHeading('Join a firm');

    await app.user.click(screen.getByRole('link', { name: 'Create an account' }));
    await findHeading('Create your account');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?returnTo=${RETURN_TO}`);
    await app.user.type(screen.getByLabelText('Name'), me.name);
    await app.user.type(screen.getByLabelText('Email'), me.email);
    await app.user.type(screen.getByLabelText('Password'), 'correct horse');
    await app.user.type(screen.getByLabelText('Confirm password'), 'correct horse');
    await app.user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('button', { name: 'Join the firm' })).toBeInTheDocument();
    await waitFor(() => expect(`${app.pathname()}${app.search()}`).toBe(INVITATION));
  });
});
