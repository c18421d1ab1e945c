import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { RealtimeProvider } from '../features/realtime/realtime-provider.tsx';
import { useSession } from '../features/session/session-context.ts';
import { SessionProvider } from '../features/session/session-provider.tsx';
import { SettingsProvider } from '../features/settings/settings-provider.tsx';
import { UploadWorkflowProvider } from '../features/upload-workflow/upload-workflow-provider.tsx';
import { pageUsesSettings } from './app-routes.tsx';
import { ShellLayout } from './shell-layout.tsx';

/** Settings and work in progress belong to one user: they start afresh whenever the user changes. */
function PerUserState({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [pathname] = useLocation();
  return (
    <SettingsProvider key={user?.id ?? 'anonymous'} wanted={pageUsesSettings(pathname)}>
      <UploadWorkflowProvider userId={user?.id ?? null}>{children}</UploadWorkflowProvider>
    </SettingsProvider>
  );
}

/** The shell's providers (spec §2) around the shell layout, which holds the pages. */
export function AppRoot() {
  return (
    <SessionProvider>
      <RealtimeProvider>
        <PerUserState>
          <ShellLayout />
        </PerUserState>
      </RealtimeProvider>
    </SessionProvider>
  );
}
