import {
  MessageResponse,
  MESSAGES,
  OrganisationInvitationResponse,
  OrganisationMemberResponse,
  OrganisationUpdateResponse,
  SingleSignOnStatusResponse,
  type Organisation,
} from '@dd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply, type FakeHandler, type FakeRouteKey } from '../../test/fake-api.ts';
import { aFile, aUser, imageBytes, signedIn, storeToken } from '../../test/fixtures.ts';
import { aMember, anInvitation, anOrganisation, invitationsReply, organisationReply } from '../../test/organisation-fixtures.ts';
import { expectToasts, findHeading, renderApp } from '../../test/render-app.tsx';

const me = aUser({ id: 'user-1', name: 'Róisín Walsh', email: 'roisin@walsh-law.ie' });
const roisin = aMember({ id: me.id, name: me.name, email: me.email, role: 'admin' });
const aoife = aMember({ id: 'user-2', name: 'Aoife Murphy', email: 'aoife@walsh-law.ie', role: 'member' });
const brian = aMember({ id: 'user-3', name: 'Brian Kelly', email: 'brian@walsh-law.ie', role: 'admin' });
const firm = anOrganisation({ name: 'Walsh Law', logo: '/api/organisation/logo?v=1', members: [roisin, brian, aoife] });
const niamh = anInvitation({ email: 'niamh@walsh-law.ie', role: 'admin', invitedBy: { id: roisin.id, name: roisin.name }, expiresAt: '2025-05-08T09:00:00.000Z' });

type Routes = Partial<Record<FakeRouteKey, FakeHandler | FakeHandler[]>>;

const openFirm = async ({ user = me, organisation = [organisationReply(firm)], routes = {} }: { user?: typeof me; organisation?: FakeHandler[]; routes?: Routes } = {}) => {
  storeToken('stored-token');
  const api = fakeApi({
    ...signedIn(user),
    'GET /api/organisation': organisation,
    'GET /api/organisation/logo': reply.bytes(imageBytes(7)),
    'GET /api/organisation/invitations': invitationsReply([niamh]),
    ...routes,
  });
  const app = renderApp('/firm');
  await findHeading('Firm');
  await screen.findByRole('table', { name: 'Members' });
  return { api, app };
};

const row = (name: string) => within(screen.getByRole('row', { name }));
const dialog = () => within(screen.getByRole('dialog'));
const section = (name: string) => within(screen.getByRole('region', { name }));
const withMembers = (...members: Organisation['members']): Organisation => ({ ...firm, members });

describe('firm page: an admin of the firm', () => {
  it('shows the firm with its logo, and the controls to manage it', async () => {
    const { api } = await openFirm();

    expect(screen.getByText('Walsh Law')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Firm logo' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(api.to('GET /api/organisation/logo')[0]?.headers.get('Authorization')).toBe('Bearer stored-token');

    expect(row('Róisín Walsh').getByText('Róisín Walsh (you)')).toBeInTheDocument();
    expect(row('Aoife Murphy').getByRole('cell', { name: 'aoife@walsh-law.ie' })).toBeInTheDocument();
    expect(row('Aoife Murphy').getByRole('combobox', { name: 'Role of Aoife Murphy' })).toHaveValue('member');
    expect(row('Brian Kelly').getByRole('combobox', { name: 'Role of Brian Kelly' })).toHaveValue('admin');
    expect(row('Aoife Murphy').getByRole('button', { name: 'Remove Aoife Murphy' })).toBeInTheDocument();
    // The server refuses to remove the admin asking, so the page does not offer it.
    expect(row('Róisín Walsh').queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    expect(screen.getByRole('form', { name: 'Invite someone' })).toBeInTheDocument();
    const invitation = within(await screen.findByRole('row', { name: 'niamh@walsh-law.ie' }));
    expect(invitation.getByText('Admin')).toBeInTheDocument();
    expect(invitation.getByText('Róisín Walsh')).toBeInTheDocument();
    expect(invitation.getByText('8 May 2025')).toBeInTheDocument();
    expect(invitation.getByRole('button', { name: 'Revoke the invitation to niamh@walsh-law.ie' })).toBeInTheDocument();
    expect(screen.getByLabelText('Firm name')).toHaveValue('Walsh Law');
    expect(screen.getByLabelText('Firm logo')).toBeInTheDocument();
  });

  it('invites by email and role, and shows the server’s refusal under the email field', async () => {
    const { api, app } = await openFirm({
      routes: {
        'POST /api/organisation/invitations': reply.error(422, {
          message: MESSAGES.organisation.alreadyInvited,
          errors: { email: [MESSAGES.organisation.alreadyInvited] },
        }),
      },
    });
    const form = within(screen.getByRole('form', { name: 'Invite someone' }));

    await app.user.type(form.getByLabelText('Email'), 'niamh@walsh-law.ie');
    await app.user.selectOptions(form.getByLabelText('Role'), 'admin');
    await app.user.click(form.getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(form.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.organisation.alreadyInvited)));
    const [sent] = api.to('POST /api/organisation/invitations');
    expect(sent?.json).toEqual({ email: 'niamh@walsh-law.ie', role: 'admin' });
    expect(sent?.headers.get('Idempotency-Key')).toEqual(expect.any(String));
    await expectToasts();
  });

  it('sends an invitation, toasts the server’s message, empties the form and lists it', async () => {
    const ciara = anInvitation({ id: 'invitation-2', email: 'ciara@walsh-law.ie' });
    const { api, app } = await openFirm({
      routes: {
        'GET /api/organisation/invitations': [invitationsReply([]), invitationsReply([ciara])],
        'POST /api/organisation/invitations': reply.ok(
          OrganisationInvitationResponse,
          { message: MESSAGES.organisation.invitationSent('ciara@walsh-law.ie'), data: { invitation: ciara } },
          201,
        ),
      },
    });
    expect(await screen.findByText('No invitation is waiting for an answer.')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Invite someone' }));

    await app.user.type(form.getByLabelText('Email'), 'ciara@walsh-law.ie');
    await app.user.click(form.getByRole('button', { name: 'Send invitation' }));

    await expectToasts('An invitation has been sent to ciara@walsh-law.ie');
    expect(api.to('POST /api/organisation/invitations')[0]?.json).toEqual({ email: 'ciara@walsh-law.ie', role: 'member' });
    expect(await screen.findByRole('row', { name: 'ciara@walsh-law.ie' })).toBeInTheDocument();
    expect(form.getByLabelText('Email')).toHaveValue('');
  });

  it('checks the email before sending an invitation', async () => {
    const { api, app } = await openFirm();
    const form = within(screen.getByRole('form', { name: 'Invite someone' }));

    await app.user.type(form.getByLabelText('Email'), 'not-an-address');
    await app.user.click(form.getByRole('button', { name: 'Send invitation' }));

    expect(await form.findByText('The email field must be a valid email address.')).toBeInTheDocument();
    expect(api.to('POST /api/organisation/invitations')).toHaveLength(0);
  });

  it('revokes an invitation and toasts the server’s message', async () => {
    const { api, app } = await openFirm({
      routes: {
        'GET /api/organisation/invitations': [invitationsReply([niamh]), invitationsReply([])],
        'DELETE /api/organisation/invitations/invitation-1': reply.ok(MessageResponse, { message: MESSAGES.organisation.invitationRevoked }),
      },
    });

    await app.user.click(await screen.findByRole('button', { name: 'Revoke the invitation to niamh@walsh-law.ie' }));

    await expectToasts('Invitation revoked');
    expect(api.to('DELETE /api/organisation/invitations/invitation-1')).toHaveLength(1);
    expect(await screen.findByText('No invitation is waiting for an answer.')).toBeInTheDocument();
  });

  it('asks before removing a member, says their cases pass to the admin, and removes them', async () => {
    const { api, app } = await openFirm({
      organisation: [organisationReply(firm), organisationReply(withMembers(roisin, brian))],
      routes: {
        'DELETE /api/organisation/members/user-2': reply.ok(MessageResponse, { message: MESSAGES.organisation.memberRemoved('Aoife Murphy') }),
      },
    });

    await app.user.click(row('Aoife Murphy').getByRole('button', { name: 'Remove Aoife Murphy' }));
    expect(dialog().getByRole('heading', { name: 'Remove Aoife Murphy from the firm?' })).toBeInTheDocument();
    expect(dialog().getByText('Aoife Murphy will no longer be a member of Walsh Law: they keep their account, in a firm of their own. Their cases will pass to you.')).toBeInTheDocument();
    await app.user.click(dialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('DELETE /api/organisation/members/user-2')).toHaveLength(0);

    await app.user.click(row('Aoife Murphy').getByRole('button', { name: 'Remove Aoife Murphy' }));
    await app.user.click(dialog().getByRole('button', { name: 'Remove' }));

    await expectToasts('Aoife Murphy has been removed from the firm. Their cases are now yours.');
    expect(api.to('DELETE /api/organisation/members/user-2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Aoife Murphy' })).not.toBeInTheDocument());
  });

  it('promotes a member from the role select at once, and toasts', async () => {
    const promoted = { ...aoife, role: 'admin' as const };
    const { api, app } = await openFirm({
      organisation: [organisationReply(firm), organisationReply(withMembers(roisin, brian, promoted))],
      routes: {
        'PUT /api/organisation/members/user-2': reply.ok(OrganisationMemberResponse, { message: MESSAGES.organisation.memberUpdated(promoted.name, 'admin'), data: { member: promoted } }),
      },
    });

    await app.user.selectOptions(row('Aoife Murphy').getByRole('combobox', { name: 'Role of Aoife Murphy' }), 'admin');

    await expectToasts('Aoife Murphy is now an admin of the firm');
    expect(api.to('PUT /api/organisation/members/user-2')[0]?.json).toEqual({ role: 'admin' });
    await waitFor(() => expect(row('Aoife Murphy').getByRole('combobox', { name: 'Role of Aoife Murphy' })).toHaveValue('admin'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before making an admin a member, and shows the server’s refusal for the last admin in the dialog', async () => {
    const { api, app } = await openFirm({
      organisation: [organisationReply(withMembers(roisin, aoife))],
      routes: {
        'PUT /api/organisation/members/user-1': reply.error(422, { message: MESSAGES.organisation.lastAdmin }),
      },
    });

    await app.user.selectOptions(row('Róisín Walsh').getByRole('combobox', { name: 'Role of Róisín Walsh' }), 'member');
    expect(dialog().getByRole('heading', { name: 'Stop being an admin of the firm?' })).toBeInTheDocument();
    expect(api.to('PUT /api/organisation/members/user-1')).toHaveLength(0);
    await app.user.click(dialog().getByRole('button', { name: 'Make member' }));

    expect(await dialog().findByRole('alert')).toHaveTextContent(MESSAGES.organisation.lastAdmin);
    expect(api.to('PUT /api/organisation/members/user-1')[0]?.json).toEqual({ role: 'member' });
    await expectToasts();
    await app.user.click(dialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(row('Róisín Walsh').getByRole('combobox', { name: 'Role of Róisín Walsh' })).toHaveValue('admin');
  });

  it('renames the firm with JSON, toasts the server’s message, and shows a refusal under the field', async () => {
    const renamed = { ...firm, name: 'Walsh & Partners' };
    const { api, app } = await openFirm({
      routes: {
        'PUT /api/organisation': [
          reply.error(422, { message: MESSAGES.global.validationFailed, errors: { name: ['The name field must not be greater than 255 characters.'] } }),
          reply.ok(OrganisationUpdateResponse, { message: MESSAGES.organisation.updated, data: { organisation: renamed } }),
        ],
      },
    });
    const name = screen.getByLabelText('Firm name');

    await app.user.clear(name);
    await app.user.type(name, 'Walsh & Partners');
    await app.user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('The name field must not be greater than 255 characters.'));

    await app.user.click(screen.getByRole('button', { name: 'Save name' }));
    await expectToasts('Firm updated successfully');
    expect(api.to('PUT /api/organisation').map((request) => request.json)).toEqual([{ name: 'Walsh & Partners' }, { name: 'Walsh & Partners' }]);
    expect(await screen.findByText('Walsh & Partners')).toBeInTheDocument();
  });

  it('uploads a new logo as the multipart file part logo, after checking it', async () => {
    const withNewLogo = { ...firm, logo: '/api/organisation/logo?v=2' };
    const { api, app } = await openFirm({
      routes: {
        'PUT /api/organisation': reply.ok(OrganisationUpdateResponse, {
          message: MESSAGES.organisation.updated,
          data: { organisation: withNewLogo },
        }),
      },
    });

    await app.user.upload(screen.getByLabelText('Firm logo'), aFile('big.png', 'image/png', 3 * 1024 * 1024));
    expect(await screen.findByText(MESSAGES.profile.imageTooLarge)).toBeInTheDocument();

    const chosen = aFile('walsh.png', 'image/png');
    await app.user.upload(screen.getByLabelText('Firm logo'), chosen);
    expect(await screen.findByRole('img', { name: 'Preview of the new firm logo' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Upload logo' }));

    await expectToasts('Firm updated successfully');
    const requests = api.to('PUT /api/organisation');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.form?.get('logo')).toBe(chosen);
    await waitFor(() => expect(api.to('GET /api/organisation/logo').map((request) => request.url.search)).toContain('?v=2'));
    expect(screen.queryByRole('img', { name: 'Preview of the new firm logo' })).not.toBeInTheDocument();
  });
});

describe('firm page: single sign-on', () => {
  const ssoOn = { 'GET /api/auth/sso': reply.ok(SingleSignOnStatusResponse, { data: { enabled: true } }) } as const;
  const requirement = () => section('Single sign-on').getByRole('switch', { name: 'Require members to sign in with the firm’s account' });

  it('lets an admin require the firm’s account: sends it, toasts the server’s message and shows it required', async () => {
    const required = { ...firm, emailDomain: 'walsh-law.ie', ssoRequired: true };
    const { api, app } = await openFirm({
      routes: {
        ...ssoOn,
        'PUT /api/organisation/sso': reply.ok(OrganisationUpdateResponse, { message: MESSAGES.sso.requiredOn, data: { organisation: required } }),
      },
    });
    expect(await screen.findByRole('region', { name: 'Single sign-on' })).toBeInTheDocument();
    expect(requirement()).not.toBeChecked();

    await app.user.click(requirement());

    await expectToasts(MESSAGES.sso.requiredOn);
    expect(api.to('PUT /api/organisation/sso').map((request) => request.json)).toEqual([{ required: true }]);
    expect(requirement()).toBeChecked();
    expect(section('Single sign-on').getByText(/^People of @walsh-law\.ie sign in to this firm\./)).toBeInTheDocument();
  });

  it('never shows the switch back where it was while the saved firm arrives', async () => {
    const required = { ...firm, emailDomain: 'walsh-law.ie', ssoRequired: true };
    const { app } = await openFirm({
      routes: {
        ...ssoOn,
        'PUT /api/organisation/sso': reply.ok(OrganisationUpdateResponse, { message: MESSAGES.sso.requiredOn, data: { organisation: required } }),
      },
    });
    expect(await screen.findByRole('region', { name: 'Single sign-on' })).toBeInTheDocument();
    const switched = requirement();
    const shown: (string | null)[] = [];
    const observer = new MutationObserver(() => shown.push(switched.getAttribute('data-checked')));
    observer.observe(switched, { attributes: true, attributeFilter: ['data-checked'] });

    await app.user.click(switched);
    await expectToasts(MESSAGES.sso.requiredOn);
    await waitFor(() => expect(requirement()).toBeChecked());
    observer.disconnect();

    expect(shown).toEqual(['true']);
  });

  it('lets an admin stop requiring it', async () => {
    const { api, app } = await openFirm({
      organisation: [organisationReply({ ...firm, emailDomain: 'walsh-law.ie', ssoRequired: true })],
      routes: {
        ...ssoOn,
        'PUT /api/organisation/sso': reply.ok(OrganisationUpdateResponse, {
          message: MESSAGES.sso.requiredOff,
          data: { organisation: { ...firm, emailDomain: 'walsh-law.ie', ssoRequired: false } },
        }),
      },
    });
    expect(await screen.findByText(/^People of @walsh-law\.ie sign in to this firm\./)).toBeInTheDocument();
    expect(requirement()).toBeChecked();

    await app.user.click(requirement());

    await expectToasts(MESSAGES.sso.requiredOff);
    expect(api.to('PUT /api/organisation/sso')[0]?.json).toEqual({ required: false });
    expect(requirement()).not.toBeChecked();
  });

  it('shows the server’s refusal under the switch, and leaves it as it was', async () => {
    const { app } = await openFirm({
      routes: {
        ...ssoOn,
        'PUT /api/organisation/sso': reply.error(422, { message: MESSAGES.sso.adminDomain, errors: { required: [MESSAGES.sso.adminDomain] } }),
      },
    });
    await screen.findByRole('region', { name: 'Single sign-on' });

    await app.user.click(requirement());

    expect(await section('Single sign-on').findByRole('alert')).toHaveTextContent(MESSAGES.sso.adminDomain);
    expect(requirement()).toHaveAccessibleDescription(MESSAGES.sso.adminDomain);
    expect(requirement()).toHaveAttribute('aria-invalid', 'true');
    expect(requirement()).not.toBeChecked();
    await expectToasts();
  });

  it('is not offered where the installation has no identity provider', async () => {
    const { api } = await openFirm();

    await waitFor(() => expect(api.to('GET /api/auth/sso')).toHaveLength(1));
    await screen.findByRole('region', { name: 'Logo' });
    expect(screen.queryByRole('region', { name: 'Single sign-on' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Require members to sign in with the firm’s account' })).not.toBeInTheDocument();
  });

  it('is not offered to a member of the firm', async () => {
    const member = aUser({ id: aoife.id, name: aoife.name, email: aoife.email });
    const { api } = await openFirm({ user: member, routes: ssoOn });

    expect(screen.queryByRole('region', { name: 'Single sign-on' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(api.to('GET /api/auth/sso')).toHaveLength(0);
  });
});

describe('firm page: the language model', () => {
  const builtinOnly = () => section('Language model').getByRole('switch', { name: 'New cases of the firm use the built-in engine only' });

  it('lets an admin keep the firm’s new cases with the built-in engine, and let them go again', async () => {
    let byDefault = false;
    const { api, app } = await openFirm({
      routes: {
        'PUT /api/organisation/model-settings': (request) => {
          byDefault = (request.json as { builtinOnlyByDefault: boolean }).builtinOnlyByDefault;
          return reply.ok(OrganisationUpdateResponse, {
            message: byDefault ? MESSAGES.organisation.builtinOnlyOn : MESSAGES.organisation.builtinOnlyOff,
            data: { organisation: { ...firm, builtinOnlyByDefault: byDefault } },
          });
        },
      },
    });
    expect(await screen.findByRole('region', { name: 'Language model' })).toBeInTheDocument();
    expect(builtinOnly()).not.toBeChecked();

    await app.user.click(builtinOnly());
    await expectToasts(MESSAGES.organisation.builtinOnlyOn);
    expect(builtinOnly()).toBeChecked();

    await app.user.click(builtinOnly());
    await waitFor(() => expect(builtinOnly()).not.toBeChecked());
    expect(api.to('PUT /api/organisation/model-settings').map((request) => request.json)).toEqual([
      { builtinOnlyByDefault: true },
      { builtinOnlyByDefault: false },
    ]);
  });

  it('is not offered to a member of the firm', async () => {
    const member = aUser({ id: aoife.id, name: aoife.name, email: aoife.email });
    await openFirm({ user: member });

    expect(screen.queryByRole('region', { name: 'Language model' })).not.toBeInTheDocument();
  });
});

describe('firm page: a member of the firm', () => {
  it('shows the firm read-only, and asks nothing an admin alone may ask', async () => {
    const member = aUser({ id: aoife.id, name: aoife.name, email: aoife.email });
    const { api } = await openFirm({ user: member });

    expect(screen.getByText('You are a member of the firm. Its admins manage its name, logo, members and invitations.')).toBeInTheDocument();
    expect(row('Aoife Murphy').getByText('Aoife Murphy (you)')).toBeInTheDocument();
    expect(row('Róisín Walsh').getByText('Admin')).toBeInTheDocument();
    expect(row('Aoife Murphy').getByText('Member')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite someone' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Firm name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Firm logo')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pending invitations' })).not.toBeInTheDocument();
    expect(section('Members').getByRole('table', { name: 'Members' })).toBeInTheDocument();
    expect(api.to('GET /api/organisation/invitations')).toHaveLength(0);
  });

  it('says when the firm could not be loaded, and loads it again on Retry', async () => {
    storeToken();
    let available = false;
    fakeApi({
      ...signedIn(me),
      'GET /api/organisation': () =>
        available ? organisationReply(anOrganisation({ members: [roisin] })) : reply.error(403, { message: MESSAGES.global.forbidden }),
      'GET /api/organisation/invitations': invitationsReply(),
    });
    const app = renderApp('/firm');

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.global.forbidden);
    available = true;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Members' })).toBeInTheDocument();
  });

  it('is reached from the header’s account navigation', async () => {
    storeToken();
    fakeApi({ ...signedIn(me), 'GET /api/organisation': organisationReply(anOrganisation({ members: [roisin] })), 'GET /api/organisation/invitations': invitationsReply() });
    const app = renderApp('/');
    await findHeading('Welcome, Róisín Walsh');

    await app.user.click(within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'Firm' }));

    expect(await findHeading('Firm')).toBeInTheDocument();
    expect(app.pathname()).toBe('/firm');
  });

  it('sends a logged-out visitor to the login page', async () => {
    fakeApi();
    const app = renderApp('/firm');

    expect(await findHeading('Log in')).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
  });
});
