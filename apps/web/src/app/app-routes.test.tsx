import { CaseResponse, ModelSettingsResponse } from '@dd/contracts';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHAT_API } from '../features/catalogue/catalogue-paths.ts';
import { aCase } from '../test/case-fixtures.ts';
import { documentTypesReply } from '../test/catalogue-fixtures.ts';
import { fakeApi, reply } from '../test/fake-api.ts';
import { aUser, noCases, savedConfiguration, storeToken, userReply } from '../test/fixtures.ts';
import { findHeading, renderApp } from '../test/render-app.tsx';

describe('the app as it starts', () => {
  it('asks for the user and the case at once on a case page, without waiting for one before the other', async () => {
    storeToken();
    const user = reply.deferred();
    const api = fakeApi({
      'GET /api/user': user.reply,
      'POST /api/user-configuration/list': savedConfiguration(),
      [`GET ${CHAT_API}/document-types/1`]: documentTypesReply([]),
      [`GET ${CHAT_API}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase() } }),
      'GET /api/model-settings': reply.ok(ModelSettingsResponse, { data: { engine: null, builtinOnlyByDefault: false } }),
    });
    renderApp('/cases/case-1');

    await waitFor(() => expect(api.to(`GET ${CHAT_API}/response/case-1`)).toHaveLength(1));
    expect(api.to('GET /api/user')).toHaveLength(1);

    user.resolve(userReply(aUser()));
    expect(await findHeading('Harbour Walk acquisition')).toBeInTheDocument();
    // The page reads the case the start fetched rather than asking again.
    expect(api.to(`GET ${CHAT_API}/response/case-1`)).toHaveLength(1);
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

  it('asks for nothing of a signed-in page without a stored session', async () => {
    const api = fakeApi();
    renderApp('/cases/case-1');

    expect(await findHeading('Log in')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
