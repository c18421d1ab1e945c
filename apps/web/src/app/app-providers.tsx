import { NOTIFICATION } from '@dd/contracts';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { connectToOwnOrigin, RealtimeConnectorContext } from '../features/realtime/realtime-context.ts';
import type { ConnectRealtime } from '../features/realtime/realtime-connection.ts';
import { createApiClient, type ApiClient } from '../lib/api-client.ts';
import { ApiClientProvider } from '../lib/api-client-context.tsx';
import { tokenStorage } from '../lib/token-storage.ts';
import { MountOnceOpened } from '../ui/mount-once-opened.tsx';
import { toast } from '../ui/toast.tsx';
import { theme } from './theme.ts';

/** The API client of the app in a browser: the stored session's token, failures toasted. */
export const createBrowserApiClient = () =>
  createApiClient({ getToken: () => tokenStorage.get(), notifyError: toast.error });

export interface AppProvidersProps {
  children: ReactNode;
  /** Created before the first render (main.tsx), so the page's first fetches can start before React does. */
  apiClient: ApiClient;
  queryClient: QueryClient;
  /** The realtime connection; the default connects to this origin, tests substitute a fake. */
  connectRealtime?: ConnectRealtime;
  /** Mantine's `test` environment turns off transitions and portals. */
  env?: 'default' | 'test';
}

/** The providers that sit outside the router: theme, toasts, server state and the API client. */
export function AppProviders({ children, apiClient, queryClient, connectRealtime, env }: AppProvidersProps) {
  return (
    // The theme's CSS variables and breakpoint classes are in index.html, written at build time (mantine-theme-styles.ts).
    <MantineProvider theme={theme} env={env} withCssVariables={false} withGlobalClasses={false}>
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={apiClient}>
          <RealtimeConnectorContext value={connectRealtime ?? connectToOwnOrigin}>{children}</RealtimeConnectorContext>
        </ApiClientProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * The toasts' container and its transitions, fetched with the first toast: a page's start then neither loads nor
 * evaluates them. The toast waits in Mantine's store meanwhile, and the container shows it as it mounts.
 */
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

/** The toasts' container, mounted with the first toast: until then a page need not build it and its portal. */
function Toasts() {
  const anyToast = useNotifications().notifications.length > 0;
  return (
    <MountOnceOpened opened={anyToast}>
      <Suspense fallback={null}>
        <Notifications position={NOTIFICATION.position} autoClose={NOTIFICATION.autoCloseMs} />
      </Suspense>
    </MountOnceOpened>
  );
}
