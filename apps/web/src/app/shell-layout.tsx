import { AppShell } from '@mantine/core';
import { Suspense, useDeferredValue } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../features/session/session-context.ts';
import { CenteredLoader } from '../ui/centered-loader.tsx';
import { AppHeader } from './app-header.tsx';
import classes from './shell-layout.module.css';

/** Spec §2: every page sits inside this shell. */
export function ShellLayout() {
  const { status } = useSession();
  // Once the user is known the page is built as a background render, in slices, with the loader showing
  // meanwhile; any other change of session (a log-out) takes effect at once.
  const deferredStatus = useDeferredValue(status);
  const shownStatus = status === 'authenticated' ? deferredStatus : status;
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <a className={classes.skipLink} href="#main-content">
        Skip to main content
      </a>
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main id="main-content" tabIndex={-1}>
        {shownStatus === 'loading' ? (
          // Until a stored token's user is known, no page can be chosen: no flash of the login page.
          <CenteredLoader label="Loading your account…" />
        ) : (
          <Suspense fallback={<CenteredLoader />}>
            <Outlet />
          </Suspense>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
