import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CASE_PRESENCE, CaseResponse, type CasePresenceViewer } from '@dd/contracts';
import { aCase, AOIFE, casePresenceReply } from '../../test/case-fixtures.ts';
import { documentTypesReply } from '../../test/catalogue-fixtures.ts';
import { fakeApi, reply, type FakeHandler } from '../../test/fake-api.ts';
import { aUser, signedIn, storeToken } from '../../test/fixtures.ts';
import { findCaseRecord, findHeading, renderApp, toasts } from '../../test/render-app.tsx';
import { initialsOf, toneOf } from './case-presence.tsx';

const CHAT = '/api/due-dilligence/chat';
const PRESENCE = `${CHAT}/cases/case-1/presence` as const;

const aoife: CasePresenceViewer = { id: AOIFE.id, name: AOIFE.name };
const ciaran: CasePresenceViewer = { id: 'user-2', name: 'Ciarán Byrne' };
const niamh: CasePresenceViewer = { id: 'user-3', name: 'Niamh Kelly' };
const sean: CasePresenceViewer = { id: 'user-4', name: 'Seán Ó Briain' };

/** Aoife has case-1 open; the presence calls answer as `put` and `remove` say. */
const onCase = (put: FakeHandler | FakeHandler[], remove: FakeHandler = casePresenceReply([])) =>
  ({
    ...signedIn(aUser()),
    [`GET ${CHAT}/document-types/1`]: documentTypesReply([]),
    [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase() } }),
    [`PUT ${PRESENCE}`]: put,
    [`DELETE ${PRESENCE}`]: remove,
  }) as const;

const presenceGroup = () => screen.queryByRole('group', { name: 'Also viewing this case' });
/** The avatars on the page, as a screen reader names them and as they read: "Ciarán Byrne (CB)". */
const avatars = () =>
  within(screen.getByRole('group', { name: 'Also viewing this case' }))
    .getAllByRole('img')
    .map((avatar) => `${avatar.getAttribute('aria-label')} (${avatar.textContent})`);

/** Lets the page take in what it was told (the server-state cache tells its readers in a task of its own). */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  vi.useRealTimers();
});

describe('who else has the case open', () => {
  it('shows the others the page’s arrival found, by their initials and names, and not the signed-in lawyer', async () => {
    storeToken();
    const api = fakeApi(onCase(casePresenceReply([aoife, ciaran, niamh])));
    renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await waitFor(() => expect(avatars()).toEqual(['Ciarán Byrne (CB)', 'Niamh Kelly (NK)']));
    expect(screen.getByRole('img', { name: 'Ciarán Byrne' })).toHaveAttribute('title', 'Ciarán Byrne');
    expect(screen.queryByRole('img', { name: AOIFE.name })).not.toBeInTheDocument();
    // Said once, with the session's token, and not as a goodbye.
    const [arrival] = api.to(`PUT ${PRESENCE}`);
    expect(api.to(`PUT ${PRESENCE}`)).toHaveLength(1);
    expect(arrival?.headers.get('Authorization')).toBe('Bearer stored-token');
    expect(api.to(`DELETE ${PRESENCE}`)).toHaveLength(0);
  });

  it('shows nothing while nobody else has the case open', async () => {
    storeToken();
    const api = fakeApi(onCase(casePresenceReply([aoife])));
    renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');
    await waitFor(() => expect(api.to(`PUT ${PRESENCE}`)).toHaveLength(1));

    expect(presenceGroup()).not.toBeInTheDocument();
  });

  it('takes in who has the case open from its events, and leaves the other cases’ events alone', async () => {
    storeToken();
    fakeApi(onCase(casePresenceReply([aoife, ciaran])));
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');
    await waitFor(() => expect(avatars()).toEqual(['Ciarán Byrne (CB)']));

    app.realtime.push('case.presence', { caseId: 'case-1', viewers: [niamh, aoife, sean] });
    await waitFor(() => expect(avatars()).toEqual(['Niamh Kelly (NK)', 'Seán Ó Briain (SB)']));

    app.realtime.push('case.presence', { caseId: 'case-2', viewers: [ciaran] });
    await settled();
    expect(avatars()).toEqual(['Niamh Kelly (NK)', 'Seán Ó Briain (SB)']);

    app.realtime.push('case.presence', { caseId: 'case-1', viewers: [aoife] });
    await waitFor(() => expect(presenceGroup()).not.toBeInTheDocument());
  });

  it('shows four avatars and counts the rest, who are named to a screen reader', async () => {
    storeToken();
    const eve = { id: 'user-5', name: 'Eve Doyle' };
    const fionn = { id: 'user-6', name: 'Fionn Ryan' };
    const grainne = { id: 'user-7', name: 'Gráinne Nic Giolla' };
    fakeApi(onCase(casePresenceReply([ciaran, aoife, niamh, sean, eve, fionn, grainne])));
    renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await waitFor(() =>
      expect(avatars()).toEqual([
        'Ciarán Byrne (CB)',
        'Niamh Kelly (NK)',
        'Seán Ó Briain (SB)',
        'Eve Doyle (ED)',
        '2 more: Fionn Ryan and Gráinne Nic Giolla (+2)',
      ]),
    );
    expect(screen.getByText('+2')).toHaveAttribute('title', 'Fionn Ryan and Gráinne Nic Giolla');
  });

  it('writes a name as text, never as markup', async () => {
    storeToken();
    const name = '<img src=x onerror="alert(1)"> Mallory';
    fakeApi(onCase(casePresenceReply([aoife, { id: 'user-9', name }])));
    renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await waitFor(() => expect(avatars()).toEqual([`${name} (<M)`]));
    expect(presenceGroup()?.querySelector('img')).toBeNull();
  });

  it('says goodbye when the lawyer leaves the case, in a request that outlives the page', async () => {
    storeToken();
    const api = fakeApi(onCase(casePresenceReply([aoife, ciaran])));
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');
    await waitFor(() => expect(avatars()).toEqual(['Ciarán Byrne (CB)']));

    app.navigate('/');
    await findHeading('Welcome, Aoife Murphy');

    await waitFor(() => expect(api.to(`DELETE ${PRESENCE}`)).toHaveLength(1));
    const [goodbye] = api.to(`DELETE ${PRESENCE}`);
    expect(goodbye?.keepalive).toBe(true);
    expect(goodbye?.headers.get('Authorization')).toBe('Bearer stored-token');
    expect(presenceGroup()).not.toBeInTheDocument();
  });

  it('says goodbye as the browser leaves the page, and is back when it is restored from the back-forward cache', async () => {
    storeToken();
    const api = fakeApi(onCase(casePresenceReply([aoife, ciaran])));
    renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');
    await waitFor(() => expect(api.to(`PUT ${PRESENCE}`)).toHaveLength(1));

    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    expect(api.to(`DELETE ${PRESENCE}`).map((request) => request.keepalive)).toEqual([true]);

    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(api.to(`PUT ${PRESENCE}`)).toHaveLength(2));
  });

  it('says it is there every heartbeat, and each answer is the whole list: a colleague gone without goodbye drops off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeToken();
    const api = fakeApi(onCase([casePresenceReply([aoife, ciaran, niamh]), casePresenceReply([aoife, niamh])]));
    renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');
    await waitFor(() => expect(avatars()).toEqual(['Ciarán Byrne (CB)', 'Niamh Kelly (NK)']));

    await vi.advanceTimersByTimeAsync(CASE_PRESENCE.heartbeatMs - 1_000);
    expect(api.to(`PUT ${PRESENCE}`)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);

    await waitFor(() => expect(avatars()).toEqual(['Niamh Kelly (NK)']));
    expect(api.to(`PUT ${PRESENCE}`)).toHaveLength(2);
  });

  it('says it is there again when the realtime connection is back, whose events were lost meanwhile', async () => {
    storeToken();
    const api = fakeApi(onCase([casePresenceReply([aoife]), casePresenceReply([aoife, ciaran])]));
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');
    await waitFor(() => expect(api.to(`PUT ${PRESENCE}`)).toHaveLength(1));

    app.realtime.reconnect();

    await waitFor(() => expect(avatars()).toEqual(['Ciarán Byrne (CB)']));
    expect(api.to(`PUT ${PRESENCE}`)).toHaveLength(2);
  });

  it('never troubles the lawyer when presence fails: no toast, and the case stays on screen', async () => {
    storeToken();
    const api = fakeApi(onCase(reply.error(500, { message: 'Something went wrong.', errors: {} }), reply.networkError()));
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');
    await waitFor(() => expect(api.to(`PUT ${PRESENCE}`)).toHaveLength(1));
    // Time for a toast to show, were one shown.
    await settled();
    expect(toasts()).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Harbour Walk acquisition' })).toBeInTheDocument();
    expect(presenceGroup()).not.toBeInTheDocument();

    app.navigate('/');
    await findHeading('Welcome, Aoife Murphy');
    await waitFor(() => expect(api.to(`DELETE ${PRESENCE}`)).toHaveLength(1));
    await settled();
    expect(toasts()).toEqual([]);
  });
});

describe('an avatar', () => {
  it('reads the first letters of the first and last words of a name', () => {
    expect(['Aoife Murphy', 'Seán Ó Briain', 'Cher', '  ', 'émile zola', '𝒜da Lovelace'].map(initialsOf)).toEqual(['AM', 'SB', 'C', '?', 'ÉZ', '𝒜L']);
  });

  it('has the same tone for the same person, and the colleagues of a firm in several tones', () => {
    expect(toneOf('user-2')).toBe(toneOf('user-2'));
    const tones = new Set(['user-1', 'user-2', 'user-3', 'user-4', 'user-5', 'user-6', 'user-7', 'user-8'].map(toneOf));
    expect(tones.size).toBeGreaterThan(3);
    for (const tone of tones) expect(tone).toBeGreaterThanOrEqual(0);
  });
});
