import type { UserResponse } from '@dd/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client.ts';

/** Where the current user lives in the query cache; realtime and profile updates write it here. */
export const USER_QUERY_KEY = ['session', 'user'] as const;

/** The user the stored token belongs to, loaded once per session. */
export const userQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: USER_QUERY_KEY,
    staleTime: Infinity,
    queryFn: async ({ signal }) => (await api.request<UserResponse>('/api/user', { signal })).data.user,
  });
