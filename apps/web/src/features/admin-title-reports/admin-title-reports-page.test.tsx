import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { aUser, signedIn, storeToken } from '../../test/fixtures.ts';
import { findHeading, renderApp } from '../../test/render-app.tsx';
import { aPendingTitleReport, aTitleReport, aFileCitation, CHAT, titleReportsReply } from '../../test/title-report-fixtures.ts';

const REPORTS = `GET ${CHAT}/title-reports` as const;
const admin = aUser({ id: 'admin-1', role: 'admin', name: 'Róisín Walsh' });

const aoife = { id: 'user-1', name: 'Aoife Murphy' };
const sean = { id: 'user-2', name: 'Seán Byrne' };
const flag = { reference: 'AB12345 B3', title: 'Restriction on disposition', reason: 'Consent needed.', severity: 'high' as const, citations: [aFileCitation()] };

// Newest first, as the server lists them.
const versions = [
  aPendingTitleReport({ id: 'r-4', caseId: 'case-3', caseTitle: 'Firm premises renewal', owner: { id: admin.id, name: admin.name }, version: 1, active: false, createdAt: '2026-11-24T12:00:00.000Z', createdBy: { id: admin.id, name: admin.name } }),
  aTitleReport({ id: 'r-3', caseId: 'case-2', caseTitle: 'Quayside unit', owner: sean, version: 2, createdAt: '2026-11-23T12:00:00.000Z', createdBy: sean, redFlags: [flag, flag] }),
  aTitleReport({
    id: 'r-2',
    caseId: 'case-2',
    caseTitle: 'Quayside unit',
    owner: sean,
    version: 1,
    active: false,
    status: 'failed',
    error: 'No register of title could be read.',
    createdAt: '2026-11-22T12:00:00.000Z',
    createdBy: null,
  }),
  aTitleReport({ id: 'r-1', caseId: 'case-1', caseTitle: 'Harbour Walk acquisition', owner: aoife, version: 1, createdAt: '2026-11-21T12:00:00.000Z', createdBy: { id: admin.id, name: admin.name }, redFlags: [flag] }),
];

const openPage = async () => {
  storeToken();
  const api = fakeApi({ ...signedIn(admin), [REPORTS]: titleReportsReply(versions) });
  const app = renderApp('/admin/title-reports');
  await findHeading('Title reports');
  const table = await screen.findByRole('table', { name: 'Title report versions' });
  return { api, app, table };
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('admin title reports', () => {
  it('lists every version across users, newest first, with its case, owner, status and red flags, under the admin area’s navigation', async () => {
    const { api, table } = await openPage();

    expect(within(screen.getByRole('navigation', { name: 'Admin area' })).getByRole('link', { name: 'Title reports' })).toHaveAttribute('aria-current', 'page');
    expect(api.to(REPORTS)[0]!.url.search).toBe('');
    expect(rowsOf(table)).toEqual([
      ['Firm premises renewal', 'Róisín Walsh (you)', 'v1', 'Drafting', 'No', expect.stringMatching(/^Róisín Walsh24 Nov 2026, \d\d:\d\d$/), '—'],
      ['Quayside unit', 'Seán Byrne', 'v2', 'Ready', 'Active', expect.stringMatching(/^Seán Byrne23 Nov 2026/), '2'],
      ['Quayside unit', 'Seán Byrne', 'v1', 'FailedNo register of title could be read.', 'No', expect.stringMatching(/^A deleted user22 Nov 2026/), '—'],
      ['Harbour Walk acquisition', 'Aoife Murphy', 'v1', 'Ready', 'Active', expect.stringMatching(/^Róisín Walsh21 Nov 2026/), '1'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('4 versions');
    // Only the admin's own case opens from here: the API keeps other lawyers' cases to them.
    expect(within(table).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Firm premises renewal', '/cases/case-3']]);
  });

  it('filters by case title or owner as the admin types, accents or not, and says how many match', async () => {
    const { app, table } = await openPage();
    const filter = screen.getByRole('searchbox', { name: 'Filter by case or owner' });

    await app.user.type(filter, 'sean');
    await waitFor(() => expect(rowsOf(table).map((row) => [row[0], row[2]])).toEqual([['Quayside unit', 'v2'], ['Quayside unit', 'v1']]));
    expect(screen.getByRole('status')).toHaveTextContent('2 of 4 versions');

    await app.user.clear(filter);
    await app.user.type(filter, 'harbour MURPHY');
    await waitFor(() => expect(rowsOf(table).map((row) => row[0])).toEqual(['Harbour Walk acquisition']));
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4 versions');

    await app.user.clear(filter);
    await app.user.type(filter, 'Ballsbridge');
    expect(await screen.findByText('No case title or owner matches “Ballsbridge”.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 of 4 versions');
  });

  it('says so when the list cannot be loaded, and loads it on Retry', async () => {
    storeToken();
    const api = fakeApi({ ...signedIn(admin), [REPORTS]: [reply.error(500, { message: 'Something went wrong on our side. Please try again.' }), titleReportsReply(versions)] });
    const app = renderApp('/admin/title-reports');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Title report versions' })).toBeInTheDocument();
    expect(api.to(REPORTS)).toHaveLength(2);
  });

  it('is not for a lawyer who is not an admin, and asks the API nothing for them', async () => {
    storeToken();
    const api = fakeApi({ ...signedIn(aUser({ role: 'user' })) });
    renderApp('/admin/title-reports');
    await findHeading('You do not have access to this page');
    expect(api.to(REPORTS)).toHaveLength(0);
  });
});
