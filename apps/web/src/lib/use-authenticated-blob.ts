import { skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context.tsx';

export const blobQueryKey = (url: string | null) => ['blob', url] as const;

/**
 * A resource served only with the bearer header (the firm logo, the profile picture), so an <img src> cannot
 * load it directly. A failed load shows no picture rather than an error toast; a 401 still ends the session.
 */
export function useAuthenticatedBlob(url: string | null): Blob | null {
  const api = useApiClient();
  const { data } = useQuery({
    queryKey: blobQueryKey(url),
    queryFn: url ? ({ signal }) => api.getBlob(url, { signal, toastErrors: false }) : skipToken,
    staleTime: Infinity,
  });
  return data ?? null;
}
