import { AdminUser, AdminUserResponse, AdminUsersResponse, MESSAGES } from '@dd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply, type FakeHandler, type FakeReply, type RecordedRequest } from '../../test/fake-api.ts';
import { aUser, signedIn, storeToken } from '../../test/fixtures.ts';
import { expectToasts, findHeading, renderApp } from '../../test/render-app.tsx';

const me = aUser({ id: 'admin-1', role: 'admin', name: 'Róisín Walsh', email: 'roisin@walsh-law.ie' });

const anAccount = (overrides: Partial<AdminUser> = {}): AdminUser =>
  AdminUser.parse({
    id: 'user-2',
    name: 'Aoife Murphy',
    email: 'aoife@walsh-law.ie',
    role: 'user',
    emailVerifiedAt: '2025-03-01T09:00:00.000Z',
    disabledAt: null,
    caseCount: 3,
    createdAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  });

const roisin = anAccount({ id: me.id, name: me.name, email: me.email, role: 'admin', caseCount: 0 });
const aoife = anAccount();
const brian = anAccount({
  id: 'user-3',
  name: 'Brian Kelly',
  email: 'brian@walsh-law.ie',
  emailVerifiedAt: null,
  disabledAt: '2025-04-02T10:00:00.000Z',
  caseCount: 0,
});

const usersReply = (users: AdminUser[], total = users.length, page = 1): FakeReply =>
  reply.ok(AdminUsersResponse, { data: { users, pagination: { page, perPage: 20, total } } });
const userReply = (user: AdminUser): FakeReply => reply.ok(AdminUserResponse, { data: { user } });

const openUsers = async (list: FakeHandler | FakeHandler[] = usersReply([aoife, brian, roisin]), routes = {}) => {
  storeToken();
  const api = fakeApi({ ...signedIn(me), 'GET /api/admin/users': list, ...routes });
  const app = renderApp('/admin/users');
  await findHeading('Users');
  await screen.findByRole('table', { name: 'Users' });
  return { api, app };
};

const row = (name: string) => within(screen.getByRole('row', { name }));
const dialog = () => within(screen.getByRole('dialog'));
const listCalls = (api: ReturnType<typeof fakeApi>) => api.to('GET /api/admin/users').map((request: RecordedRequest) => request.url.search);

describe('admin users page', () => {
  it('lists the accounts with role, verification and status in words, under the admin area’s navigation', async () => {
    const { api } = await openUsers();

    expect(within(screen.getByRole('navigation', { name: 'Admin area' })).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(listCalls(api)).toEqual(['?page=1']);
    expect(row('Aoife Murphy').getByText('User')).toBeInTheDocument();
    expect(row('Aoife Murphy').getByText('Email verified')).toBeInTheDocument();
    expect(row('Aoife Murphy').getByText('Active')).toBeInTheDocument();
    expect(row('Aoife Murphy').getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(row('Aoife Murphy').getByRole('button', { name: 'Promote' })).toBeInTheDocument();
    expect(row('Aoife Murphy').getByRole('button', { name: 'Disable' })).toBeInTheDocument();
    expect(row('Brian Kelly').getByText('Email not verified')).toBeInTheDocument();
    expect(row('Brian Kelly').getByText('Disabled on 2 Apr 2025')).toBeInTheDocument();
    expect(row('Brian Kelly').getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(row('Róisín Walsh').getByText('Róisín Walsh (you)')).toBeInTheDocument();
    expect(row('Róisín Walsh').getByText('Administrator')).toBeInTheDocument();
    expect(row('Róisín Walsh').getByRole('button', { name: 'Demote' })).toBeInTheDocument();
  });

  it('searches by name or email from the first page, and pages through the results', async () => {
    const { api, app } = await openUsers((request) =>
      request.url.searchParams.get('search') ? usersReply([]) : usersReply([aoife, brian, roisin], 45, Number(request.url.searchParams.get('page'))),
    );

    await app.user.click(screen.getByRole('button', { name: 'next page' }));
    await waitFor(() => expect(listCalls(api)).toContain('?page=2'));

    await app.user.type(screen.getByLabelText('Search users'), 'nobody');
    expect(await screen.findByText('No user matches your search.')).toBeInTheDocument();
    expect(listCalls(api).at(-1)).toBe('?page=1&search=nobody');
  });

  it('promotes a user after asking, toasts, and refreshes the table', async () => {
    const promoted = anAccount({ role: 'admin' });
    const { api, app } = await openUsers([usersReply([aoife, brian, roisin]), usersReply([promoted, brian, roisin])], {
      'PUT /api/admin/users/user-2': userReply(promoted),
    });

    await app.user.click(row('Aoife Murphy').getByRole('button', { name: 'Promote' }));
    expect(dialog().getByRole('heading', { name: 'Make Aoife Murphy an administrator?' })).toBeInTheDocument();
    await app.user.click(dialog().getByRole('button', { name: 'Promote' }));

    await expectToasts('Aoife Murphy is now an administrator');
    expect(api.to('PUT /api/admin/users/user-2')[0]?.json).toEqual({ role: 'admin' });
    expect(await row('Aoife Murphy').findByText('Administrator')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('disables an account after saying what it means for them', async () => {
    const disabled = anAccount({ disabledAt: '2025-05-01T09:00:00.000Z' });
    const { api, app } = await openUsers([usersReply([aoife, brian, roisin]), usersReply([disabled, brian, roisin])], {
      'PUT /api/admin/users/user-2': userReply(disabled),
    });

    await app.user.click(row('Aoife Murphy').getByRole('button', { name: 'Disable' }));
    expect(dialog().getByText(/logged out everywhere at once and cannot log in/)).toBeInTheDocument();
    await app.user.click(dialog().getByRole('button', { name: 'Disable' }));

    await expectToasts('Aoife Murphy’s account is disabled');
    expect(api.to('PUT /api/admin/users/user-2')[0]?.json).toEqual({ disabled: true });
    expect(await row('Aoife Murphy').findByText('Disabled on 1 May 2025')).toBeInTheDocument();
  });

  it('shows the server’s refusal to demote the last administrator in the dialog, and changes nothing', async () => {
    const { api, app } = await openUsers(usersReply([aoife, brian, roisin]), {
      'PUT /api/admin/users/admin-1': reply.error(409, { message: MESSAGES.accounts.lastAdmin }),
    });

    await app.user.click(row('Róisín Walsh').getByRole('button', { name: 'Demote' }));
    expect(dialog().getByText(/You will lose access to the admin area at once/)).toBeInTheDocument();
    await app.user.click(dialog().getByRole('button', { name: 'Demote' }));

    expect(await dialog().findByRole('alert')).toHaveTextContent(MESSAGES.accounts.lastAdmin);
    expect(api.to('PUT /api/admin/users/admin-1')[0]?.json).toEqual({ role: 'user' });
    await expectToasts();
    await app.user.click(dialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(row('Róisín Walsh').getByText('Administrator')).toBeInTheDocument();
  });

  it('is not shown to a user who is not an admin, and asks the API for nothing', async () => {
    storeToken();
    const api = fakeApi({ ...signedIn(aUser({ role: 'user' })) });
    renderApp('/admin/users');

    expect(await findHeading('You do not have access to this page')).toBeInTheDocument();
    expect(api.to('GET /api/admin/users')).toEqual([]);
  });
});
