import { AppShell } from '@mantine/core';
import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { FileAssignedNotices } from '../features/case-members/file-assigned-notices.tsx';
import { useSession } from '../features/session/session-context.ts';
import { CenteredLoader } from '../ui/centered-loader.tsx';
import { AppHeader } from './app-header.tsx';
import { AppRoutes } from './app-routes.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import classes from './shell-layout.module.css';

/** Spec §2: every page sits inside this shell. */
export function ShellLayout() {
  const { status } = useSession();
  const [location] = useLocation();
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <a className={classes.skipLink} href="#main-content">
        Skip to main content
      </a>
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      {/* Heard on every page: realtime events come only while signed in, to the user they are for. */}
      <FileAssignedNotices />
      <AppShell.Main id="main-content" tabIndex={-1}>
        {status === 'loading' ? (
          // Until a stored token's user is known, no page can be chosen: no flash of the login page.
          <CenteredLoader label="Loading your account…" />
        ) : (
          // Keyed by the address, so leaving a page that failed shows the next one rather than the error.
          <PageErrorBoundary key={location}>
            <Suspense fallback={<CenteredLoader />}>
              <AppRoutes />
            </Suspense>
          </PageErrorBoundary>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
