import type { AdminModelUsageResponse, ModelSettings, ModelSettingsResponse } from '@dd/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client.ts';

/** Whether a language model answers, and the firm's default for new cases; an admin's change refreshes it. */
export const MODEL_SETTINGS_QUERY_KEY = ['model-settings'] as const;

export const modelSettingsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: MODEL_SETTINGS_QUERY_KEY,
    queryFn: async ({ signal }) => (await api.request<ModelSettingsResponse>('/api/model-settings', { signal })).data,
    staleTime: 60_000,
  });

export const adminModelUsageQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [...MODEL_SETTINGS_QUERY_KEY, 'usage'],
    queryFn: async ({ signal }) => (await api.request<AdminModelUsageResponse>('/api/admin/model-usage', { signal })).data,
  });

/** An admin's change of the firm's default for new cases. */
export async function changeBuiltinOnlyDefault(api: ApiClient, builtinOnlyByDefault: boolean): Promise<ModelSettings> {
  return (await api.request<ModelSettingsResponse>('/api/admin/model-settings', { method: 'PUT', body: { builtinOnlyByDefault }, toastErrors: false })).data;
}
