import { CaseResponse, ModelSettingsResponse } from '@dd/contracts';
import { waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CHAT_API } from '../features/catalogue/catalogue-paths.ts';
import { aCase, caseMembersReply } from '../test/case-fixtures.ts';
import { documentTypesReply } from '../test/catalogue-fixtures.ts';
import { fakeApi, reply } from '../test/fake-api.ts';
import { aUser, caseOpened, noCases, savedConfiguration, storeToken, userReply } from '../test/fixtures.ts';
import { findHeading, renderApp } from '../test/render-app.tsx';
import { AppProviders, createBrowserApiClient } from './app-providers.tsx';
import { AppRoutes, startPage } from './app-routes.tsx';
import { createQueryClient } from './query-client.ts';

describe('the app as it starts', () => {
  it('asks for the user and the case at once on a case page, without waiting for one before the other', async () => {
    storeToken();
    const user = reply.deferred();
    const api = fakeApi({
      'GET /api/user': user.reply,
      'POST /api/user-configuration/list': savedConfiguration(),
      [`GET ${CHAT_API}/document-types/1`]: documentTypesReply([]),
      [`GET ${CHAT_API}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase() } }),
      [`GET ${CHAT_API}/cases/case-1/members`]: caseMembersReply(),
      ...caseOpened('case-1'),
      'GET /api/model-settings': reply.ok(ModelSettingsResponse, { data: { engine: null, builtinOnlyByDefault: false, firmBuiltinOnlyByDefault: false } }),
    });
    renderApp('/cases/case-1');

    await waitFor(() => expect(api.to(`GET ${CHAT_API}/response/case-1`)).toHaveLength(1));
    expect(api.to('GET /api/user')).toHaveLength(1);
    // Who works on the case too: the caller's role decides what the page offers.
    expect(api.to(`GET ${CHAT_API}/cases/case-1/members`)).toHaveLength(1);

    user.resolve(userReply(aUser()));
    expect(await findHeading('Harbour Walk acquisition')).toBeInTheDocument();
    // The page reads the case the start fetched rather than asking again.
    expect(api.to(`GET ${CHAT_API}/response/case-1`)).toHaveLength(1);
    expect(api.to(`GET ${CHAT_API}/cases/case-1/members`)).toHaveLength(1);
    // The case page shows no saved regions or practice areas, so it does not ask for them.
    expect(api.to('POST /api/user-configuration/list')).toHaveLength(0);
  });

  it('asks for the first page of cases on the home page alongside the user', async () => {
    storeToken();
    const user = reply.deferred();
    const api = fakeApi({ 'GET /api/user': user.reply, 'POST /api/user-configuration/list': savedConfiguration(), ...noCases });
    renderApp('/');

    await waitFor(() => expect(api.to(`GET ${CHAT_API}/cases`)).toHaveLength(1));
    user.resolve(userReply(aUser({ name: 'Ciarán Byrne' })));
    expect(await findHeading('Welcome, Ciarán Byrne')).toBeInTheDocument();
    expect(api.to(`GET ${CHAT_API}/cases`)).toHaveLength(1);
    // Home shows the saved regions and practice areas: one list of each.
    await waitFor(() => expect(api.to('POST /api/user-configuration/list')).toHaveLength(2));
  });

  it('shows a page whose code the start has fetched in the render that first shows it, not its loader', async () => {
    const clients = { api: createBrowserApiClient(), queryClient: createQueryClient() };
    await startPage('/forgot-password', clients);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    // Outside act(), which would wait for a suspended page: the render commits in this call, as in a browser.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    flushSync(() =>
      root.render(
        <AppProviders env="test" apiClient={clients.api} queryClient={clients.queryClient}>
          <Router hook={memoryLocation({ path: '/forgot-password' }).hook}>
            <Suspense fallback={<p>Loading the page</p>}>
              <AppRoutes />
            </Suspense>
          </Router>
        </AppProviders>,
      ),
    );
    expect(within(container).getByRole('heading', { level: 1 })).toBeInTheDocument();
    root.unmount();
    container.remove();
  });

  it('asks for nothing of a signed-in page without a stored session', async () => {
    const api = fakeApi();
    renderApp('/cases/case-1');

    expect(await findHeading('Log in')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
