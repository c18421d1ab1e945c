import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { AppProviders } from '../app/app-providers.tsx';
import { appRoutes } from '../app/app-routes.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { fakeRealtime } from './fake-realtime.ts';

/** The whole app at `path`, as main.tsx mounts it, with the realtime server faked. */
export function renderApp(path: string, { realtime = fakeRealtime() } = {}) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  render(
    <AppProviders env="test" queryClient={queryClient} connectRealtime={realtime.connect}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    router,
    queryClient,
    realtime,
    // No pause between keystrokes: the pages do not debounce, and the tests stay fast.
    user: userEvent.setup({ delay: null }),
    pathname: () => router.state.location.pathname,
  };
}

/** The messages of the toasts on screen. */
export const toasts = () =>
  [...document.querySelectorAll('.mantine-Notification-description')].map((node) => node.textContent);

/** Waits for exactly these toasts (in order), so a doubled or missing toast fails. */
export const expectToasts = (...messages: string[]) => waitFor(() => expect(toasts()).toEqual(messages));

/** Waits for a page by its heading. */
export const findHeading = (name: string) => screen.findByRole('heading', { name, level: 1 });
