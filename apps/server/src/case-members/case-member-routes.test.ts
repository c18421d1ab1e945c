import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseRoleAllows, MESSAGES, type Case, type CaseMembersResponse, type CaseRole, type CaseSummary } from '@dd/contracts';
import { CHAT, generate, getCase, propertyTypeId } from '../cases/test-cases.ts';
import type { Access } from '../http/access-policy.ts';
import { acceptInvitation, firmOfFive, invitationToken, type FirmColleagues, type Session } from '../testing/firm.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { leasePdf } from '../uploads/test-documents.ts';

let t: TestApp;
let owner: Session;
let as: FirmColleagues;
let shared: Case;

const membersUrl = () => `${CHAT}/cases/${shared.id}/members`;
const setMembers = (session: Session, members: { userId: string; role: string }[]) =>
  t.app.inject({ method: 'PUT', url: membersUrl(), headers: bearer(session.token), payload: { members } });

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, as } = await firmOfFive(t));
  const lease = await propertyTypeId(t.app, owner.token, 'Lease');
  const created = await generate(t.app, owner.token, {
    title: 'Harbour Walk / Unit 4',
    files: [{ bytes: await leasePdf(), filename: 'lease.pdf' }],
    filesMeta: [{ filename: 'lease.pdf', docTypeId: lease }],
  });
  await t.jobsSettled();
  shared = await getCase(t.app, owner.token, created.id);
  const response = await setMembers(owner, [
    { userId: as.editor.user.id, role: 'editor' },
    { userId: as.reviewer.user.id, role: 'reviewer' },
    { userId: as.viewer.user.id, role: 'viewer' },
  ]);
  expect(response.statusCode).toBe(200);
});
afterAll(() => t?.close());

describe('a shared case', () => {
  it('lists its owner and members for anyone on it, each told their own standing, and nobody else', async () => {
    for (const [role, session] of [['owner', owner], ['editor', as.editor], ['reviewer', as.reviewer], ['viewer', as.viewer]] as const) {
      const response = await t.app.inject({ method: 'GET', url: membersUrl(), headers: bearer(session.token) });
      expect(response.statusCode).toBe(200);
      const { data } = response.json<CaseMembersResponse>();
      expect(data.myRole).toBe(role);
      expect(data.owner).toEqual({ id: owner.user.id, name: 'Niamh Byrne', email: owner.email });
      expect(data.members.map((member) => [member.name, member.role])).toEqual([
        ['Cian Doyle', 'viewer'],
        ['Eoin Walsh', 'editor'],
        ['Róisín Healy', 'reviewer'],
      ]);
    }
    // A colleague of the firm who is not on the case, and anyone of another firm: the case does not exist for them.
    const stranger = await registerUser(t.app);
    for (const session of [as.colleague, stranger]) {
      expect((await t.app.inject({ method: 'GET', url: membersUrl(), headers: bearer(session.token) })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `${CHAT}/response/${shared.id}`, headers: bearer(session.token) })).statusCode).toBe(404);
    }
  });

  it('refuses every case call a member’s role does not reach, naming the role, and hides the case from others', async () => {
    const file = shared.files[0]!;
    const ids: Record<string, string> = { case: shared.id, caseFile: file.id, answer: file.answers[0]!.id };
    const routes = t.app.declaredRoutes.filter(
      (route): route is typeof route & { access: Extract<Access, { owner: string }> } =>
        typeof route.access === 'object' && ids[route.access.owner] !== undefined && route.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const url = route.url.replace(`:${route.access.param}`, ids[route.access.owner]!).replace(/:[A-Za-z]+/g, () => randomUUID());
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const needed: CaseRole = route.access.role ?? 'owner';
      for (const role of ['viewer', 'reviewer', 'editor'] as const) {
        if (caseRoleAllows(role, needed)) continue;
        const response = await t.app.inject({ method, url, headers: bearer(as[role].token) });
        expect([method, route.url, role, response.statusCode]).toEqual([method, route.url, role, 403]);
        expect(response.json()).toEqual({ message: MESSAGES.caseMembers.notAllowed(role) });
      }
      const outside = await t.app.inject({ method, url, headers: bearer(as.colleague.token) });
      expect([method, route.url, outside.statusCode]).toEqual([method, route.url, 404]);
    }
  });

  it('lets a viewer read and export it, a reviewer comment and verify, an editor rename it, and only its owner delete it', async () => {
    const record = await t.app.inject({ method: 'GET', url: `${CHAT}/response/${shared.id}`, headers: bearer(as.viewer.token) });
    expect(record.statusCode).toBe(200);
    expect(record.json().data.case.title).toBe('Harbour Walk / Unit 4');
    const exported = await t.app.inject({ method: 'GET', url: `${CHAT}/fetch-output-report/${shared.id}?format=json`, headers: bearer(as.viewer.token) });
    expect(exported.statusCode).toBe(200);

    const answer = shared.files[0]!.answers[0]!;
    const comment = (session: Session) =>
      t.app.inject({ method: 'PUT', url: `${CHAT}/cases/comment/edit`, headers: bearer(session.token), payload: { caseId: shared.id, answerId: answer.id, comment: 'Check the rent review clause' } });
    const viewerComment = await comment(as.viewer);
    expect(viewerComment.statusCode).toBe(403);
    expect(viewerComment.json()).toEqual({ message: MESSAGES.caseMembers.notAllowed('viewer') });
    expect((await comment(as.reviewer)).statusCode).toBe(200);
    const verified = await t.app.inject({ method: 'PUT', url: `${CHAT}/answers/${answer.id}/verify`, headers: bearer(as.reviewer.token), payload: { verified: true } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.answer.verifiedBy).toMatchObject({ name: 'Róisín Healy' });

    // The title checklist is read by anyone on the case; drawing it up again takes an editor. (A lease is no register:
    // those let through are told so, 409, where the others are refused.)
    const checklist = (session: Session, regenerate: boolean) =>
      t.app.inject({ method: 'POST', url: `${CHAT}/response/ai/title-report-checklist/${shared.id}`, headers: bearer(session.token), payload: { regenerate } });
    const read = await checklist(as.viewer, false);
    expect(read.statusCode).toBe(409);
    expect(read.json().message).toBe(MESSAGES.titleReports.noRegister);
    const redrawn = await checklist(as.reviewer, true);
    expect(redrawn.statusCode).toBe(403);
    expect(redrawn.json()).toEqual({ message: MESSAGES.caseMembers.notAllowed('reviewer') });
    expect((await checklist(as.editor, true)).statusCode).toBe(409);

    const renamed = await t.app.inject({ method: 'PUT', url: `${CHAT}/cases/title/edit/${shared.id}`, headers: bearer(as.editor.token), payload: { title: 'Harbour Walk / Unit 4 (sale)' } });
    expect(renamed.statusCode).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: `${CHAT}/cases/delete/${shared.id}`, headers: bearer(as.editor.token) });
    expect(deleted.statusCode).toBe(403);

    // The trail names each of them.
    const trail = await t.app.inject({ method: 'GET', url: `${CHAT}/cases/${shared.id}/audit`, headers: bearer(as.viewer.token) });
    const summaries = trail.json().data.events.map((event: { actor: { name: string } | null; summary: string }) => [event.actor?.name, event.summary]);
    expect(summaries).toContainEqual(['Eoin Walsh', 'Renamed the case “Harbour Walk / Unit 4 (sale)”']);
    expect(summaries).toContainEqual(['Niamh Byrne', 'Shared the case with Cian Doyle (viewer), Eoin Walsh (editor) and Róisín Healy (reviewer)']);
  });

  it('is in each member’s case list with its owner and their role, by scope', async () => {
    const list = async (session: Session, scope?: string) => {
      const response = await t.app.inject({ method: 'GET', url: `${CHAT}/cases${scope ? `?scope=${scope}` : ''}`, headers: bearer(session.token) });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: { cases: CaseSummary[] } }>().data.cases;
    };
    const [seen] = (await list(as.reviewer)).filter((item) => item.id === shared.id);
    expect(seen).toMatchObject({ owner: { id: owner.user.id, name: 'Niamh Byrne' }, myRole: 'reviewer' });
    expect((await list(as.reviewer, 'shared')).map((item) => item.id)).toContain(shared.id);
    expect((await list(as.reviewer, 'mine')).map((item) => item.id)).not.toContain(shared.id);
    expect((await list(owner, 'mine')).find((item) => item.id === shared.id)?.myRole).toBe('owner');
    expect((await list(owner, 'shared')).map((item) => item.id)).not.toContain(shared.id);
    expect((await list(as.colleague)).map((item) => item.id)).not.toContain(shared.id);
    expect((await t.app.inject({ method: 'GET', url: `${CHAT}/cases?scope=everyone`, headers: bearer(owner.token) })).statusCode).toBe(422);
  });

  it('sends its live updates to its members as to its owner', async () => {
    const before = t.notifications.length;
    // A reviewer asks their own question; its answer is news for everyone on the case.
    const asked = await t.app.inject({
      method: 'POST',
      url: `${CHAT}/response/ai/custom-questions/${shared.files[0]!.id}`,
      headers: bearer(as.reviewer.token),
      payload: { questions: [{ questions: 'Is there a break clause?', isEdited: false }] },
    });
    expect(asked.statusCode).toBeLessThan(300);
    await t.jobsSettled();
    const sent = t.notifications.slice(before).filter((notification) => notification.event === 'customQuestions.ready');
    expect(new Set(sent.map((notification) => notification.userId))).toEqual(
      new Set([owner.user.id, as.editor.user.id, as.reviewer.user.id, as.viewer.user.id]),
    );
    // Everyone on the case sees who asked it, in the reply and in the record.
    const reviewer = { id: as.reviewer.user.id, name: 'Róisín Healy' };
    expect(asked.json().data.customQuestions).toContainEqual(expect.objectContaining({ question: 'Is there a break clause?', askedBy: reviewer }));
    const record = await getCase(t.app, as.viewer.token, shared.id);
    expect(record.files[0]!.customQuestions).toContainEqual(expect.objectContaining({ question: 'Is there a break clause?', askedBy: reviewer }));
  });

  it('tells everyone on it when one of them changes it, naming who, and nobody of a read or a refused change', async () => {
    const answer = shared.files[0]!.answers[1]!;
    const changedSince = (from: number) =>
      t.notifications.slice(from).filter((notification) => notification.event === 'case.changed').map((notification) => [notification.userId, notification.payload]);
    const everyone = [owner, as.editor, as.reviewer, as.viewer];

    let before = t.notifications.length;
    const verified = await t.app.inject({ method: 'PUT', url: `${CHAT}/answers/${answer.id}/verify`, headers: bearer(as.reviewer.token), payload: { verified: true } });
    expect(verified.statusCode).toBe(200);
    // Sent once the reply has gone: the reviewer's colleagues' pages read the case again; the reviewer's own knows.
    await expect.poll(() => changedSince(before).length).toBe(everyone.length);
    expect(changedSince(before)).toEqual(expect.arrayContaining(everyone.map((session) => [session.user.id, { caseId: shared.id, userId: as.reviewer.user.id }])));

    // A comment names its case in the body, not the path: the same news.
    before = t.notifications.length;
    const commented = await t.app.inject({
      method: 'PUT',
      url: `${CHAT}/cases/comment/edit`,
      headers: bearer(as.reviewer.token),
      payload: { caseId: shared.id, comment: 'Ready for the report' },
    });
    expect(commented.statusCode).toBe(200);
    await expect.poll(() => changedSince(before).length).toBe(everyone.length);

    // A read, a change refused for the role, and a change of another case tell nobody here anything.
    before = t.notifications.length;
    expect((await t.app.inject({ method: 'GET', url: `${CHAT}/response/${shared.id}`, headers: bearer(as.viewer.token) })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'PUT', url: `${CHAT}/answers/${answer.id}/verify`, headers: bearer(as.viewer.token), payload: { verified: false } });
    expect(refused.statusCode).toBe(403);
    const elsewhere = await generate(t.app, as.colleague.token, {
      files: [{ bytes: await leasePdf(), filename: 'other.pdf' }],
      filesMeta: [{ filename: 'other.pdf', docTypeId: await propertyTypeId(t.app, as.colleague.token, 'Lease') }],
    });
    const renamed = await t.app.inject({ method: 'PUT', url: `${CHAT}/cases/title/edit/${elsewhere.id}`, headers: bearer(as.colleague.token), payload: { title: 'Elsewhere' } });
    expect(renamed.statusCode).toBe(200);
    await expect.poll(() => t.notifications.slice(before).filter((n) => n.event === 'case.changed').map((n) => n.userId)).toEqual([as.colleague.user.id]);
    expect(changedSince(before)).toEqual([[as.colleague.user.id, { caseId: elsewhere.id, userId: as.colleague.user.id }]]);
    await t.jobsSettled();
  });

  it('is shared only within the owner’s firm, never with its owner, and only by its owner or an editor', async () => {
    const stranger = await registerUser(t.app);
    const outsider = await setMembers(owner, [{ userId: stranger.user.id, role: 'viewer' }]);
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json().errors).toEqual({ members: [MESSAGES.caseMembers.notInFirm] });
    const itself = await setMembers(owner, [{ userId: owner.user.id, role: 'editor' }]);
    expect(itself.json().errors).toEqual({ members: [MESSAGES.caseMembers.ownerIsNotAMember] });
    const notAnId = await setMembers(owner, [{ userId: 'nobody', role: 'viewer' }]);
    expect(notAnId.json().errors).toEqual({ members: [MESSAGES.caseMembers.notInFirm] });
    const twice = await setMembers(owner, [
      { userId: as.viewer.user.id, role: 'viewer' },
      { userId: as.viewer.user.id, role: 'editor' },
    ]);
    expect(twice.statusCode).toBe(422);
    const byReviewer = await setMembers(as.reviewer, []);
    expect(byReviewer.statusCode).toBe(403);

    // An editor may change who works on it: the viewer is left out, and so stops being a member.
    const byEditor = await setMembers(as.editor, [
      { userId: as.editor.user.id, role: 'editor' },
      { userId: as.reviewer.user.id, role: 'reviewer' },
    ]);
    expect(byEditor.statusCode).toBe(200);
    expect(byEditor.json<CaseMembersResponse>().data.members.map((member) => member.name)).toEqual(['Eoin Walsh', 'Róisín Healy']);
    // The viewer left out is told, with those still on it: their open page finds the case is no longer theirs.
    await expect.poll(() =>
      t.notifications.some((n) => n.event === 'case.changed' && n.userId === as.viewer.user.id && (n.payload as { userId: string }).userId === as.editor.user.id),
    ).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `${CHAT}/response/${shared.id}`, headers: bearer(as.viewer.token) })).statusCode).toBe(404);
  });

  it('stops being shared with a member who leaves the firm', async () => {
    const otherFirm = await registerUser(t.app);
    const token = await invitationToken(t, otherFirm, (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(as.reviewer.token) })).json().data.user.email);
    expect((await acceptInvitation(t, as.reviewer, token)).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'GET', url: `${CHAT}/response/${shared.id}`, headers: bearer(as.reviewer.token) })).statusCode).toBe(404);
    const members = await t.app.inject({ method: 'GET', url: membersUrl(), headers: bearer(owner.token) });
    expect(members.json<CaseMembersResponse>().data.members.map((member) => member.name)).toEqual(['Eoin Walsh']);
  });
});
