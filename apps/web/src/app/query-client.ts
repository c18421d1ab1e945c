import { QueryClient } from '@tanstack/react-query';

/**
 * No automatic retries: every failure already reaches the user through the API client's global handling, and a
 * retry would repeat its toast.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false },
      mutations: { retry: false },
    },
  });
