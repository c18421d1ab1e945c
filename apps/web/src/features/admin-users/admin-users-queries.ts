import type { AdminUser, AdminUserResponse, AdminUsersResponse, AdminUserUpdate } from '@dd/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client.ts';

const ADMIN_USERS_API = '/api/admin/users';

/** Every page and search of the users table; a change to an account refreshes them all. */
export const ADMIN_USERS_QUERY_KEY = ['admin-users'] as const;

export const FIRST_USERS_PAGE = 1;

export const adminUsersQuery = (api: ApiClient, page: number, search: string) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, page, search],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), ...(search && { search }) });
      return (await api.request<AdminUsersResponse>(`${ADMIN_USERS_API}?${query}`, { signal })).data;
    },
  });

/** What an admin can do to an account from the table, and the change each one asks of the server. */
export const ACCOUNT_ACTIONS = {
  promote: { role: 'admin' },
  demote: { role: 'user' },
  disable: { disabled: true },
  enable: { disabled: false },
} as const satisfies Record<string, AdminUserUpdate>;
export type AccountAction = keyof typeof ACCOUNT_ACTIONS;

export async function changeAccount(api: ApiClient, userId: string, action: AccountAction): Promise<AdminUser> {
  const response = await api.request<AdminUserResponse>(`${ADMIN_USERS_API}/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: { ...ACCOUNT_ACTIONS[action] },
    toastErrors: false,
  });
  return response.data.user;
}
