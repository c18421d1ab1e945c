import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CaseAuditResponse, type AuditEvent } from '@dd/contracts';
import { documentTypesReply } from '../../test/catalogue-fixtures.ts';
import { fakeApi, reply, type FakeReply } from '../../test/fake-api.ts';
import { storeToken } from '../../test/fixtures.ts';
import { findHeading, renderApp } from '../../test/render-app.tsx';
import { aPropertyCase, CHAT, onCasePage, renderTab } from '../../test/title-report-fixtures.ts';
import { CaseActivityTab } from './case-activity-tab.tsx';

const AUDIT = `GET ${CHAT}/cases/case-1/audit` as const;

const anEvent = (overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  id: '1',
  action: 'case.view',
  summary: 'Viewed the case',
  actor: { id: 'user-1', name: 'Aoife Murphy' },
  details: {},
  createdAt: '2026-11-21T12:00:00.000Z',
  ...overrides,
});

const exported = anEvent({ id: '3', action: 'case.export', summary: 'Exported the case as Word', details: { format: 'docx' }, createdAt: '2026-11-23T12:30:00.000Z' });
const verified = anEvent({
  id: '2',
  action: 'answer.verify',
  summary: 'Verified the answer to “What is the term?” in lease.pdf',
  actor: null,
  createdAt: '2026-11-22T12:15:00.000Z',
});
const viewed = anEvent();

const trailReply = (events: AuditEvent[]): FakeReply => reply.ok(CaseAuditResponse, { data: { events } });
const entries = () => within(screen.getByRole('list', { name: 'Activity on this case, newest first' })).getAllByRole('listitem');

describe('activity tab', () => {
  it('lists who did what and when, newest first as the server gives it, and names a deleted account as such', async () => {
    fakeApi({ [AUDIT]: trailReply([exported, verified, viewed]) });
    renderTab(<CaseActivityTab record={aPropertyCase()} />);

    expect(await screen.findByRole('heading', { name: 'Activity', level: 2 })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Activity on this case, newest first' });
    expect(entries().map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Exported the case as WordAoife Murphy · 23 Nov 2026, \d\d:\d\d$/),
      expect.stringMatching(/^Verified the answer to “What is the term\?” in lease\.pdfA deleted user · 22 Nov 2026, \d\d:\d\d$/),
      expect.stringMatching(/^Viewed the caseAoife Murphy · 21 Nov 2026, \d\d:\d\d$/),
    ]);
    // The time is given to assistive technology and machines as written, whatever the reader's time zone.
    expect(entries()[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-23T12:30:00.000Z');
  });

  it('says when nothing has been recorded yet', async () => {
    fakeApi({ [AUDIT]: trailReply([]) });
    renderTab(<CaseActivityTab record={aPropertyCase()} />);
    expect(await screen.findByText('Nothing has been recorded on this case yet.')).toBeInTheDocument();
  });

  it('says so when the trail cannot be loaded, and loads it on Retry', async () => {
    const api = fakeApi({ [AUDIT]: [reply.error(500, { message: 'Something went wrong on our side. Please try again.' }), trailReply([viewed])] });
    const { user } = renderTab(<CaseActivityTab record={aPropertyCase()} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.to(AUDIT)).toHaveLength(2);
  });

  it('fetches what was done since on Refresh', async () => {
    const api = fakeApi({ [AUDIT]: [trailReply([viewed]), trailReply([exported, viewed])] });
    const { user } = renderTab(<CaseActivityTab record={aPropertyCase()} />);
    await waitFor(() => expect(entries()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(entries()).toHaveLength(2));
    expect(entries()[0]).toHaveTextContent('Exported the case as Word');
    expect(api.to(AUDIT)).toHaveLength(2);
  });
});

describe('the case page’s activity view', () => {
  it('is offered on every case and fetched only when opened', async () => {
    storeToken();
    // A litigation case: the trail is every case's, not only a property case's.
    const api = fakeApi({ ...onCasePage(aPropertyCase({ practiceAreaId: 2 })), [`GET ${CHAT}/document-types/2`]: documentTypesReply([]), [AUDIT]: trailReply([exported]) });
    const app = renderApp('/cases/case-1');
    await findHeading('Harbour Walk acquisition');
    expect(api.to(AUDIT)).toHaveLength(0);

    const views = screen.getByRole('group', { name: 'View' });
    await app.user.click(within(views).getByRole('button', { name: 'Activity' }));
    expect(within(views).getByRole('button', { name: 'Activity' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(api.to(AUDIT)).toHaveLength(1);
  });
});
