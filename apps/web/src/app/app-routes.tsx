import type { ConfigurationType, UserConfigurationItem } from '@dd/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Redirect, Route, Switch } from 'wouter';
import { RequireAdmin } from '../features/admin-catalogue/require-admin.tsx';
// The queries a page's first data comes from are part of the start, so they are sent before the app renders.
import { caseMembersQuery } from '../features/case-members/case-members-queries.ts';
import { caseQuery, casesQuery, FIRST_CASES_PAGE } from '../features/cases/case-queries.ts';
import { documentTypesQuery } from '../features/catalogue/catalogue-queries.ts';
import { organisationQuery } from '../features/organisation/organisation-queries.ts';
import { selectionFromItems } from '../features/settings/configuration-selection.ts';
import { PRACTICE_AREA_NAMES } from '../features/settings/settings-provider.tsx';
import { configurationQuery } from '../features/settings/use-configuration-list.ts';
import { practiceAreaOptions } from '../features/upload-workflow/practice-area-options.ts';
import { GuestOnly } from '../features/session/guest-only.tsx';
import { RequireAuth } from '../features/session/require-auth.tsx';
import { userQuery } from '../features/session/user-query.ts';
import type { ApiClient } from '../lib/api-client.ts';
import { tokenStorage } from '../lib/token-storage.ts';
import { NotFoundPage } from './not-found-page.tsx';

/** Who may see a page: anyone, only the logged-out (log in, register), the logged-in, or admins. */
type Access = 'anyone' | 'guest' | 'signed-in' | 'admin';

/** What a page's data prefetch needs: the app's own API and query clients. */
export interface PageClients {
  api: ApiClient;
  queryClient: QueryClient;
}

/**
 * Starts loading the data a page shows first, into the cache its queries read; a page that shows the lawyer's
 * settings is given the practice areas they chose, as they arrive (null for the other pages, or when they fail).
 */
type PrefetchData = (
  params: Record<string, string | undefined>,
  clients: PageClients,
  practiceAreas: Promise<UserConfigurationItem[] | null>,
) => unknown;

interface PageData {
  prefetchData?: PrefetchData;
  /** Shows the lawyer's saved regions and practice areas, which are fetched for the pages that show them. */
  usesSettings?: boolean;
}

interface Page extends PageData {
  path: string;
  access: Access;
  component: ComponentType;
  /** Fetches the page's code; the same request serves a preload and the page's first render. */
  preload: () => Promise<unknown>;
}

/**
 * Each page is its own chunk, so the first load carries only the shell. A page whose code is already in renders at
 * once: through `lazy` alone it suspends for its first render even then, the route's loader shows, and React holds
 * the page back 300 ms more (its throttle on revealing what a loader stood for).
 */
function page(path: string, access: Access, load: () => Promise<ComponentType>, data: PageData = {}): Page {
  let loading: Promise<ComponentType> | null = null;
  let loaded: ComponentType | null = null;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const LazyPage = lazy(() => preload().then((component) => ({ default: component })));
  function PageOnceLoaded() {
    // Chosen once per mount: switching from the lazy page to the loaded one would mount the page again.
    const [Component] = useState(() => loaded ?? LazyPage);
    return <Component />;
  }
  return { path, access, component: PageOnceLoaded, preload, ...data };
}

const pages: Page[] = [
  page('/login', 'guest', () => import('../features/auth/login-page.tsx').then((m) => m.LoginPage)),
  page('/register', 'guest', () => import('../features/auth/register-page.tsx').then((m) => m.RegisterPage)),
  page('/forgot-password', 'anyone', () => import('../features/auth/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage)),
  page('/reset-password', 'anyone', () => import('../features/auth/reset-password-page.tsx').then((m) => m.ResetPasswordPage)),
  page('/verify-email', 'anyone', () => import('../features/auth/verify-email-page.tsx').then((m) => m.VerifyEmailPage)),
  page('/sso/complete', 'anyone', () => import('../features/auth/sso-complete-page.tsx').then((m) => m.SsoCompletePage)),
  page(
    '/',
    'signed-in',
    () => import('../features/home/home-page.tsx').then((m) => m.HomePage),
    {
      prefetchData: (_, { api, queryClient }) => queryClient.prefetchQuery(casesQuery(api, FIRST_CASES_PAGE, '')),
      usesSettings: true,
    },
  ),
  page('/profile', 'signed-in', () => import('../features/profile/profile-page.tsx').then((m) => m.ProfilePage)),
  page('/firm', 'signed-in', () => import('../features/organisation/firm-page.tsx').then((m) => m.FirmPage), {
    prefetchData: (_, { api, queryClient }) => queryClient.prefetchQuery(organisationQuery(api)),
  }),
  // Open to the signed-out too: the page offers them to log in or register and come back, token and all.
  page('/invitations/accept', 'anyone', () =>
    import('../features/organisation/accept-invitation-page.tsx').then((m) => m.AcceptInvitationPage),
  ),
  page('/catalogue', 'signed-in', () => import('../features/catalogue/catalogue-page.tsx').then((m) => m.CataloguePage), {
    usesSettings: true,
  }),
  page(
    '/due-diligence/new',
    'signed-in',
    () => import('../features/upload-workflow/new-due-diligence-page.tsx').then((m) => m.NewDueDiligencePage),
    { prefetchData: (_, clients, practiceAreas) => prefetchWorkflow(clients, practiceAreas), usesSettings: true },
  ),
  page(
    '/cases/:caseId',
    'signed-in',
    () => import('../features/cases/case-page.tsx').then((m) => m.CasePage),
    { prefetchData: ({ caseId }, clients) => caseId && prefetchCase(caseId, clients) },
  ),
  page('/admin/users', 'admin', () => import('../features/admin-users/admin-users-page.tsx').then((m) => m.AdminUsersPage)),
  page('/admin/language-model', 'admin', () => import('../features/admin-model-usage/admin-model-usage-page.tsx').then((m) => m.AdminModelUsagePage)),
  page('/admin/catalogue', 'admin', () => import('../features/admin-catalogue/admin-catalogue-page.tsx').then((m) => m.AdminCataloguePage)),
  page('/admin/title-reports', 'admin', () => import('../features/admin-title-reports/admin-title-reports-page.tsx').then((m) => m.AdminTitleReportsPage)),
  page('/admin/documents', 'admin', () => import('../features/admin-documents/admin-documents-page.tsx').then((m) => m.AdminDocumentsPage)),
  page('/admin/documents/:caseFileId', 'admin', () => import('../features/admin-documents/annotator-page.tsx').then((m) => m.AnnotatorPage)),
  page('/admin/accuracy', 'admin', () => import('../features/admin-documents/accuracy-page.tsx').then((m) => m.AccuracyPage)),
  page('/admin/catalogue/document-types/:documentTypeId', 'admin', () =>
    import('../features/admin-catalogue/admin-document-type-page.tsx').then((m) => m.AdminDocumentTypePage),
  ),
];

/**
 * The case and, beside it, who works on it (the caller's role decides what the page offers), then its practice
 * area's document types (each file's type picker lists them): fetched here, they are in the cache when the record
 * is first shown, rather than requested from its first effects, on a busy thread.
 */
async function prefetchCase(caseId: string, { api, queryClient }: PageClients) {
  void queryClient.prefetchQuery(caseMembersQuery(api, caseId));
  const record = await queryClient.fetchQuery(caseQuery(api, caseId)).catch(() => null);
  if (record?.practiceAreaId) await queryClient.prefetchQuery(documentTypesQuery(api, record.practiceAreaId));
}

/**
 * The user, then their saved regions and practice areas, which the pages that show them need as they first
 * render; the practice areas' items, or null when they could not be had.
 */
async function prefetchSettings({ api, queryClient }: PageClients) {
  const user = await queryClient.fetchQuery(userQuery(api)).catch(() => null);
  if (!user) return null;
  const fetchList = (type: ConfigurationType) => queryClient.fetchQuery(configurationQuery(api, user.id, type)).catch(() => null);
  const [, practiceAreas] = await Promise.all([fetchList('TYPE-REGION'), fetchList('TYPE-PRACTICE-AREA')]);
  return practiceAreas;
}

/**
 * The document types of the practice area the workflow opens on (the first the lawyer chose), once their choice
 * is known: the workflow's first render has its type pickers filled, instead of a second render of the whole
 * workflow, in one task, when the types arrive a round trip later.
 */
async function prefetchWorkflow(clients: PageClients, practiceAreas: Promise<UserConfigurationItem[] | null>) {
  const items = await practiceAreas;
  if (!items) return;
  const [firstArea] = practiceAreaOptions(selectionFromItems(items, PRACTICE_AREA_NAMES));
  if (firstArea) await clients.queryClient.prefetchQuery(documentTypesQuery(clients.api, firstArea.id));
}

const guarded = (access: Access, children: ReactNode) => {
  switch (access) {
    case 'anyone':
      return children;
    case 'guest':
      return <GuestOnly>{children}</GuestOnly>;
    case 'signed-in':
      return <RequireAuth>{children}</RequireAuth>;
    case 'admin':
      return (
        <RequireAuth>
          <RequireAdmin>{children}</RequireAdmin>
        </RequireAuth>
      );
  }
};

/** The page at `pathname`, found with regexparam: the parser wouter's switch matches with, so what it renders. */
function findPage(pathname: string) {
  return pages.map((candidate) => ({ candidate, match: matchRoute(parse, candidate.path, pathname) })).find(({ match }) => match[0]);
}

/** Whether the page at `pathname` shows the lawyer's saved regions and practice areas. */
export const pageUsesSettings = (pathname: string) => findPage(pathname)?.candidate.usesSettings === true;

/**
 * Starts fetching what the page at `pathname` needs, its code and, with a stored session, the user and the
 * page's first data, all at once as the app starts: each would otherwise wait for the one before it (the
 * session for the code, the page for its data), a round trip apiece on a slow phone. Settles when the page's code
 * is in (or has failed to load, which its render reports).
 */
export function startPage(pathname: string, clients: PageClients): Promise<unknown> {
  const found = findPage(pathname);
  if (!found) return Promise.resolve();
  const code = found.candidate.preload().catch(() => undefined);
  const signedIn = found.candidate.access === 'signed-in' || found.candidate.access === 'admin';
  if (!signedIn || tokenStorage.get() === null) return code;
  void clients.queryClient.prefetchQuery(userQuery(clients.api));
  const practiceAreas = found.candidate.usesSettings ? prefetchSettings(clients) : Promise.resolve(null);
  found.candidate.prefetchData?.(found.match[1] ?? {}, clients, practiceAreas);
  return code;
}

/** The app's pages, each behind the access it needs. */
export function AppRoutes() {
  return (
    <Switch>
      {pages.map(({ path, access, component: Component }) => (
        <Route key={path} path={path}>
          {guarded(access, <Component />)}
        </Route>
      ))}
      <Route path="/admin">{guarded('admin', <Redirect to="/admin/documents" replace />)}</Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
