import type { UserConfigurationsResponse, ConfigurationType, UserConfigurationItem } from '@dd/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import type { ApiClient } from '../../lib/api-client.ts';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { toast } from '../../ui/toast.tsx';
import { applyPayloads, changePayloads, selectionFromItems, undoPayloads } from './configuration-selection.ts';
import type { ConfigurationList, ConfigurationStatus } from './settings-context.ts';
import { toggleAll, toggleOne } from './toggle-all.ts';

/** Where a user's items of one configuration type live in the query cache. */
export const configurationQueryKey = (userId: string | null, type: ConfigurationType) =>
  ['user-configuration', userId, type] as const;

/** A configuration list of the user's, fetched once per session (their own changes are written into the cache). */
export const configurationQuery = (api: ApiClient, userId: string | null, type: ConfigurationType) =>
  queryOptions({
    queryKey: configurationQueryKey(userId, type),
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const response = await api.request<UserConfigurationsResponse>('/api/user-configuration/list', {
        method: 'POST',
        body: { type },
        signal,
      });
      return response.data.userConfigurations;
    },
  });

/**
 * One configuration list of the logged-in user: fetched once per session, changed optimistically, and saved
 * in the order the lawyer made the changes, so the server never ends up with an older choice than the screen.
 */
export function useConfigurationList<V extends string>(
  type: ConfigurationType,
  options: readonly V[],
  userId: string | null,
): ConfigurationList<V> {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => configurationQueryKey(userId, type), [userId, type]);
  const saves = useRef<Promise<void>>(Promise.resolve());
  const pendingSaves = useRef(0);

  // A list that failed as the app started (startPage) says so with its Retry, rather than being asked for again
  // by each component that shows it, each failure toasted anew.
  const query = useQuery({ ...configurationQuery(api, userId, type), enabled: userId !== null, retryOnMount: false });

  const save = useCallback(
    (next: (current: V[]) => V[]) => {
      const items = queryClient.getQueryData<UserConfigurationItem[]>(queryKey);
      if (!items) return;
      const before = selectionFromItems(items, options);
      const payloads = changePayloads(type, before, next(before), options);
      if (payloads.length === 0) return;
      queryClient.setQueryData(queryKey, applyPayloads(items, payloads));
      pendingSaves.current += 1;
      saves.current = saves.current.then(async () => {
        try {
          const response = await api.request<UserConfigurationsResponse>('/api/user-configuration/insert-or-update', {
            method: 'POST',
            body: { payloads },
          });
          // A newer change is queued: its answer will be fresher, and this one would briefly undo it on screen.
          if (pendingSaves.current === 1) {
            const saved = response.data.userConfigurations.filter((item) => item.type === type);
            queryClient.setQueryData(queryKey, saved);
          }
        } catch (error) {
          queryClient.setQueryData<UserConfigurationItem[]>(queryKey, (current = []) =>
            applyPayloads(current, undoPayloads(payloads)),
          );
          // 400, 5xx and network failures were toasted by the API client; a 401 has ended the session.
          if (error instanceof ApiError && !error.toasted && error.status !== 401) toast.error(error.message);
        } finally {
          pendingSaves.current -= 1;
        }
      });
    },
    [api, options, queryClient, queryKey, type],
  );

  const { data, isError, isFetching, refetch } = query;
  const status: ConfigurationStatus = data ? 'success' : isError && !isFetching ? 'rejected' : 'loading';
  const selected = useMemo(() => selectionFromItems(data ?? [], options), [data, options]);

  return useMemo<ConfigurationList<V>>(
    () => ({
      options,
      selected,
      status,
      toggle: (value) => save((current) => toggleOne(current, options, value)),
      toggleAll: () => save((current) => toggleAll(current, options)),
      reload: () => void refetch(),
    }),
    [options, refetch, save, selected, status],
  );
}
