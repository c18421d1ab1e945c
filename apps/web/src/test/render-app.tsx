import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders, createBrowserApiClient } from '../app/app-providers.tsx';
import { AppRoot } from '../app/app-root.tsx';
import { startPage } from '../app/app-routes.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { fakeRealtime } from './fake-realtime.ts';

/** The whole app at `path`, as main.tsx mounts it, with the realtime server faked. */
export function renderApp(path: string, { realtime = fakeRealtime() } = {}) {
  const location = memoryLocation({ path, record: true });
  const api = createBrowserApiClient();
  const queryClient = createQueryClient();
  startPage(new URL(path, 'http://localhost').pathname, { api, queryClient });
  render(
    <AppProviders env="test" apiClient={api} queryClient={queryClient} connectRealtime={realtime.connect}>
      <Router hook={location.hook}>
        <AppRoot />
      </Router>
    </AppProviders>,
  );
  // Every address the app has been at, the current one last (a replace overwrites the last).
  const history = location.history!;
  const current = () => new URL(history.at(-1)!, 'http://localhost');
  return {
    navigate: location.navigate,
    history,
    queryClient,
    realtime,
    // No pause between keystrokes: the pages do not debounce, and the tests stay fast.
    user: userEvent.setup({ delay: null }),
    pathname: () => current().pathname,
    search: () => current().search,
  };
}

/** The messages of the toasts on screen. */
export const toasts = () =>
  [...document.querySelectorAll('.mantine-Notification-description')].map((node) => node.textContent);

/** Waits for exactly these toasts (in order), so a doubled or missing toast fails. */
export const expectToasts = (...messages: string[]) => waitFor(() => expect(toasts()).toEqual(messages));

/** Waits for a page by its heading. */
export const findHeading = (name: string) => screen.findByRole('heading', { name, level: 1 });

/**
 * Waits for a case page by its title and its first document, which render just after its header, and for the
 * documents named: the case's documents arrive one render apiece (case-page.tsx).
 */
export async function findCaseRecord(title: string, documents: string[] = []) {
  const heading = await findHeading(title);
  await screen.findAllByRole('heading', { level: 2 });
  for (const name of documents) await screen.findByRole('region', { name });
  return heading;
}
