import { AppShell } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../features/session/session-context.ts';
import { CenteredLoader } from '../ui/centered-loader.tsx';
import { AppHeader } from './app-header.tsx';
import classes from './shell-layout.module.css';

/** Spec §2: every page sits inside this shell. */
export function ShellLayout() {
  const { status } = useSession();
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <a className={classes.skipLink} href="#main-content">
        Skip to main content
      </a>
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main id="main-content" tabIndex={-1}>
        {status === 'loading' ? (
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
