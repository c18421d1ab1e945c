import { QueryClient } from '@tanstack/react-query';

/**
 * No automatic retries: every failure already reaches the user through the API client's global handling, and a
 * retry would repeat its toast. Data a moment old is not asked for again when a page mounts, so what the app
 * fetched as it started (startPage) serves the page's first render; changes still refetch at once, since
 * mutations and realtime events invalidate what they touch.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 2_000 },
      mutations: { retry: false },
    },
  });
