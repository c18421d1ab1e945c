import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CasesResponse, type CaseSummary } from '@dd/contracts';
import { aCaseSummary } from '../../test/case-fixtures.ts';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { aUser, signedIn, storeToken } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { CASES_QUERY_KEY } from './case-queries.ts';

const CASES = 'GET /api/due-dilligence/chat/cases' as const;

const mine = aCaseSummary();
const shared = aCaseSummary({ id: 'case-2', title: 'Quayside lease renewal', owner: { id: 'user-2', name: 'Ciarán Byrne' }, myRole: 'reviewer' });

/** The list as the server answers it: the cases of the scope asked for. */
const casesOf = (scope: string | null): CaseSummary[] => (scope === 'mine' ? [] : scope === 'shared' ? [shared] : [mine, shared]);

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

describe('home page case list by whose the cases are', () => {
  it('asks for all the user works on, says whose a shared case is and the user’s role, and narrows by scope', async () => {
    storeToken();
    const api = fakeApi({
      ...signedIn(aUser()),
      [CASES]: (request) =>
        reply.ok(CasesResponse, { data: { cases: casesOf(request.url.searchParams.get('scope')), pagination: { page: 1, perPage: 20, total: 2 } } }),
    });
    const app = renderApp('/');

    await screen.findByRole('table', { name: 'Your cases' });
    expect(api.to(CASES)[0]!.url.searchParams.get('scope')).toBe('all');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    // The user's own case as before; the shared one with its owner and the user's role on it.
    expect(within(rowOf('Harbour Walk acquisition')).queryByText(/Owner:/)).not.toBeInTheDocument();
    expect(within(rowOf('Quayside lease renewal')).getByText('Owner: Ciarán Byrne')).toBeInTheDocument();
    expect(within(rowOf('Quayside lease renewal')).getByText('Reviewer')).toHaveTextContent('Your role: Reviewer');

    await app.user.click(screen.getByRole('button', { name: 'Shared with me' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Harbour Walk acquisition' })).not.toBeInTheDocument());
    expect(api.to(CASES).at(-1)!.url.searchParams.get('scope')).toBe('shared');
    expect(screen.getByRole('button', { name: 'Shared with me' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Quayside lease renewal' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Mine' }));
    expect(await screen.findByText('No cases of your own yet. Start a new due diligence to create one.')).toBeInTheDocument();
    expect(api.to(CASES).at(-1)!.url.searchParams.get('scope')).toBe('mine');
  });

  it('shows a case a colleague shares with the user, or takes off them, without a reload, and reads nothing for the user’s own change', async () => {
    storeToken();
    let onServer: CaseSummary[] = [mine];
    const api = fakeApi({
      ...signedIn(aUser()),
      [CASES]: () => reply.ok(CasesResponse, { data: { cases: onServer, pagination: { page: 1, perPage: 20, total: onServer.length } } }),
    });
    const app = renderApp('/');
    await screen.findByRole('link', { name: 'Harbour Walk acquisition' });
    const reads = api.to(CASES).length;

    // The user's own change, told to their other pages: handled as it is pushed, and nothing is read again.
    app.realtime.push('case.changed', { caseId: mine.id, userId: aUser().id });
    expect(app.queryClient.getQueryState([...CASES_QUERY_KEY, 'list', 1, '', 'all'])?.isInvalidated).toBe(false);

    onServer = [mine, shared];
    app.realtime.push('case.changed', { caseId: shared.id, userId: 'user-2' });
    expect(await screen.findByRole('link', { name: 'Quayside lease renewal' })).toBeInTheDocument();

    onServer = [mine];
    app.realtime.push('case.changed', { caseId: shared.id, userId: 'user-2' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Quayside lease renewal' })).not.toBeInTheDocument());
    expect(api.to(CASES)).toHaveLength(reads + 2);
  });
});
