import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ApiClient } from '../lib/api-client.ts';
import { AppProviders, createBrowserApiClient } from './app-providers.tsx';
import { AppRoot } from './app-root.tsx';
import { startPage } from './app-routes.tsx';
import { createQueryClient } from './query-client.ts';

/** The app in the page's #root: its clients, its page's first fetches, and its first render. */
export function startApp(root: HTMLElement) {
  const api = createBrowserApiClient();
  const queryClient = createQueryClient();
  // In a task of its own: evaluating the app's modules is already the longest task of a start. The first render
  // waits for the page's code (the entry asked for it with the app's: preload-page-chunks.ts), so the page never
  // renders before its code, which would show its loader and then hold it back 300 ms (app-routes.tsx's page()).
  setTimeout(() => {
    void startPage(window.location.pathname, { api, queryClient }).then(() => render(root, api, queryClient));
  }, 0);
}

/**
 * As a transition, the first render yields to the browser every few milliseconds instead of holding the main thread
 * for the whole app: a phone keeps responding while the page builds.
 */
function render(root: HTMLElement, api: ApiClient, queryClient: QueryClient) {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders apiClient={api} queryClient={queryClient}>
          <AppRoot />
        </AppProviders>
      </StrictMode>,
    );
  });
}
