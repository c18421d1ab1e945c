import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from 'zod';
import { AppProviders, createBrowserApiClient } from './app-providers.tsx';
import { AppRoot } from './app-root.tsx';
import { startPage } from './app-routes.tsx';
import { createQueryClient } from './query-client.ts';

/** The app in the page's #root: its clients, its page's first fetches, and its first render. */
export function startApp(root: HTMLElement) {
  // The server's Content-Security-Policy forbids eval: zod (the forms' validation) would otherwise probe for it, a
  // policy violation in the console, and compile a parser per schema, which a form that parses once does not recoup.
  config({ jitless: true });

  const api = createBrowserApiClient();
  const queryClient = createQueryClient();
  // In a task of its own: evaluating the app's modules is already the longest task of a start.
  setTimeout(() => startPage(window.location.pathname, { api, queryClient }), 0);

  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole app: a phone keeps responding while the page builds.
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
