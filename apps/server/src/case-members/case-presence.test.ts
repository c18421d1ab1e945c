import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CASE_PRESENCE, type Case, type CaseMemberRole, type CasePresenceResponse } from '@dd/contracts';
import { CHAT, generate, propertyTypeId } from '../cases/test-cases.ts';
import { firmOfFive, type FirmColleagues, type Session } from '../testing/firm.ts';
import { bearer, createTestApp, PASSWORD, registerUser, type TestApp } from '../testing/test-app.ts';
import { leasePdf } from '../uploads/test-documents.ts';

let t: TestApp;
let owner: Session;
let as: FirmColleagues;
let shared: Case;

const presence = (method: 'PUT' | 'DELETE', session: Session, caseId = shared.id) =>
  t.app.inject({ method, url: `${CHAT}/cases/${caseId}/presence`, headers: bearer(session.token) });
const viewersSeenBy = async (method: 'PUT' | 'DELETE', session: Session) => {
  const response = await presence(method, session);
  expect(response.statusCode).toBe(200);
  return response.json<CasePresenceResponse>().data.viewers.map((viewer) => viewer.name);
};
const setMembers = (members: { userId: string; role: CaseMemberRole }[]) =>
  t.app.inject({ method: 'PUT', url: `${CHAT}/cases/${shared.id}/members`, headers: bearer(owner.token), payload: { members } });
const everyone = () => [owner, as.editor, as.reviewer, as.viewer];
/** The events sent since `from`, as who heard which names. */
const presenceHeard = (from: number) =>
  t.notifications
    .slice(from)
    .filter((sent) => sent.event === 'case.presence')
    .map((sent) => ({ to: sent.userId, viewers: (sent.payload as { viewers: { name: string }[] }).viewers.map((viewer) => viewer.name) }));

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, as } = await firmOfFive(t));
  const lease = await propertyTypeId(t.app, owner.token, 'Lease');
  shared = await generate(t.app, owner.token, {
    title: 'Harbour Walk / Unit 9',
    files: [{ bytes: await leasePdf(), filename: 'lease.pdf' }],
    filesMeta: [{ filename: 'lease.pdf', docTypeId: lease }],
  });
  await t.jobsSettled();
  const before = t.notifications.length;
  const members = await setMembers([
    { userId: as.editor.user.id, role: 'editor' },
    { userId: as.reviewer.user.id, role: 'reviewer' },
    { userId: as.viewer.user.id, role: 'viewer' },
  ]);
  expect(members.statusCode).toBe(200);
  // The sharing's own news goes out once its reply has gone: heard by all four before the tests count what they hear.
  await vi.waitFor(
    () => expect(t.notifications.slice(before).filter((sent) => sent.event === 'case.changed')).toHaveLength(4),
    { timeout: 30_000, interval: 50 },
  );
});
afterAll(() => t?.close());

describe('who has a case open', () => {
  it('tells everyone on the case of an arrival and a departure, by name, and not of a heartbeat', async () => {
    const start = t.notifications.length;
    expect(await viewersSeenBy('PUT', owner)).toEqual(['Niamh Byrne']);
    expect(await viewersSeenBy('PUT', as.viewer)).toEqual(['Cian Doyle', 'Niamh Byrne']);

    const told = presenceHeard(start);
    const everyoneTold = (viewers: string[]) => everyone().map((session) => ({ to: session.user.id, viewers }));
    expect(told).toEqual([...everyoneTold(['Niamh Byrne']), ...everyoneTold(['Cian Doyle', 'Niamh Byrne'])]);
    // The colleague of the firm who is not on the case hears nothing of it.
    expect(t.notifications.slice(start).some((sent) => sent.userId === as.colleague.user.id)).toBe(false);

    const beforeHeartbeat = t.notifications.length;
    expect(await viewersSeenBy('PUT', as.viewer)).toEqual(['Cian Doyle', 'Niamh Byrne']);
    // A heartbeat is neither an arrival nor a change of the case: no page reads anything again.
    expect(t.notifications.slice(beforeHeartbeat)).toEqual([]);

    expect(await viewersSeenBy('DELETE', as.viewer)).toEqual(['Niamh Byrne']);
    expect(presenceHeard(beforeHeartbeat)).toEqual(everyoneTold(['Niamh Byrne']));
    // Leaving twice (a second tab closing) tells no one again.
    const afterLeaving = t.notifications.length;
    expect(await viewersSeenBy('DELETE', as.viewer)).toEqual(['Niamh Byrne']);
    expect(t.notifications.slice(afterLeaving)).toEqual([]);
    await viewersSeenBy('DELETE', owner);
  });

  it('takes someone not heard from within the expiry to have left, and their return to be an arrival', async () => {
    await viewersSeenBy('PUT', owner);
    expect(await viewersSeenBy('PUT', as.editor)).toEqual(['Eoin Walsh', 'Niamh Byrne']);

    t.advanceClock(CASE_PRESENCE.expiresMs - 5_000);
    expect(await viewersSeenBy('PUT', owner)).toEqual(['Eoin Walsh', 'Niamh Byrne']);
    t.advanceClock(10_000);
    // The editor's laptop closed without a goodbye: gone, while the owner's heartbeat keeps them.
    expect(await viewersSeenBy('PUT', owner)).toEqual(['Niamh Byrne']);

    const before = t.notifications.length;
    expect(await viewersSeenBy('PUT', as.editor)).toEqual(['Eoin Walsh', 'Niamh Byrne']);
    expect(presenceHeard(before)).toHaveLength(everyone().length);
    await viewersSeenBy('DELETE', as.editor);
    await viewersSeenBy('DELETE', owner);
  });

  it('drops a member taken off the case from the list at once, and refuses them and anyone outside the case', async () => {
    await viewersSeenBy('PUT', owner);
    expect(await viewersSeenBy('PUT', as.reviewer)).toEqual(['Niamh Byrne', 'Róisín Healy']);

    const before = t.notifications.length;
    expect((await setMembers([{ userId: as.editor.user.id, role: 'editor' }, { userId: as.viewer.user.id, role: 'viewer' }])).statusCode).toBe(200);
    // Those still on the case see the reviewer's avatar go without waiting for a heartbeat.
    expect(presenceHeard(before)).toEqual([owner, as.editor, as.viewer].map((session) => ({ to: session.user.id, viewers: ['Niamh Byrne'] })));

    expect(await viewersSeenBy('PUT', owner)).toEqual(['Niamh Byrne']);
    expect((await presence('PUT', as.reviewer)).statusCode).toBe(404);
    expect((await presence('DELETE', as.reviewer)).statusCode).toBe(404);
    expect((await presence('PUT', as.colleague)).statusCode).toBe(404);
    const stranger = await registerUser(t.app, { name: 'Another Firm' });
    expect((await presence('PUT', stranger)).statusCode).toBe(404);
    expect((await presence('PUT', owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await presence('PUT', owner, 'not-a-case')).statusCode).toBe(404);
    expect(await viewersSeenBy('DELETE', owner)).toEqual([]);
  });

  it('tells the others at once when someone logs out with the case open', async () => {
    await viewersSeenBy('PUT', owner);
    // A second session of the editor's, on another device, so that the file's own session lives on.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: as.editor.email, password: PASSWORD } });
    const laptop = { ...as.editor, token: login.json<{ token: string }>().token };
    expect(await viewersSeenBy('PUT', laptop)).toEqual(['Eoin Walsh', 'Niamh Byrne']);

    const before = t.notifications.length;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(laptop.token) })).statusCode).toBe(204);

    expect(presenceHeard(before)).toEqual([owner, as.editor, as.viewer].map((session) => ({ to: session.user.id, viewers: ['Niamh Byrne'] })));
    expect(await viewersSeenBy('PUT', owner)).toEqual(['Niamh Byrne']);
    await viewersSeenBy('DELETE', owner);
  });
});
