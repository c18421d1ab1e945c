import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Case, type CaseFileAssigneeResponse, type CaseMemberRole } from '@dd/contracts';
import { CHAT, generate, getCase, propertyTypeId } from '../cases/test-cases.ts';
import { firmOfFive, type FirmColleagues, type Session } from '../testing/firm.ts';
import { outboxSnapshot, readOutbox, waitForMail } from '../testing/mailbox.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { leasePdf, officialCopyPdf } from '../uploads/test-documents.ts';

let t: TestApp;
let owner: Session;
let as: FirmColleagues;
let shared: Case;

const assign = (session: Session, caseFileId: string, userId: string | null, caseId = shared.id) =>
  t.app.inject({ method: 'PUT', url: `${CHAT}/cases/${caseId}/files/${caseFileId}/assignee`, headers: bearer(session.token), payload: { userId } });
const setMembers = (members: { userId: string; role: CaseMemberRole }[]) =>
  t.app.inject({ method: 'PUT', url: `${CHAT}/cases/${shared.id}/members`, headers: bearer(owner.token), payload: { members } });
const assigneeOf = async (fileIndex: number) => (await getCase(t.app, owner.token, shared.id)).files[fileIndex]!.assignee;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, as } = await firmOfFive(t));
  const lease = await propertyTypeId(t.app, owner.token, 'Lease');
  const register = await propertyTypeId(t.app, owner.token, 'Official copy of the register of title');
  const created = await generate(t.app, owner.token, {
    title: 'Harbour Walk / Unit 4',
    files: [
      { bytes: await leasePdf(), filename: 'lease.pdf' },
      { bytes: await officialCopyPdf(), filename: 'register.pdf' },
    ],
    filesMeta: [
      { filename: 'lease.pdf', docTypeId: lease },
      { filename: 'register.pdf', docTypeId: register },
    ],
  });
  await t.jobsSettled();
  shared = await getCase(t.app, owner.token, created.id);
  expect(shared.files.map((file) => file.assignee)).toEqual([null, null]);
  expect(
    (
      await setMembers([
        { userId: as.editor.user.id, role: 'editor' },
        { userId: as.reviewer.user.id, role: 'reviewer' },
        { userId: as.viewer.user.id, role: 'viewer' },
      ])
    ).statusCode,
  ).toBe(200);
});
afterAll(() => t?.close());

describe('assigning a file of a shared case', () => {
  it('gives it to a reviewer, who is told live and by mail; the record and the trail say so', async () => {
    const lease = shared.files[0]!;
    const seen = await outboxSnapshot(t.outboxDir);
    const before = t.notifications.length;

    const response = await assign(as.editor, lease.id, as.reviewer.user.id);

    expect(response.statusCode).toBe(200);
    expect(response.json<CaseFileAssigneeResponse>()).toEqual({
      message: MESSAGES.caseMembers.assigned('lease.pdf', 'Róisín Healy'),
      data: { caseFileId: lease.id, assignee: { id: as.reviewer.user.id, name: 'Róisín Healy' } },
    });
    expect(await assigneeOf(0)).toEqual({ id: as.reviewer.user.id, name: 'Róisín Healy' });
    // Read by the reviewer too: the record is the same for everyone on the case.
    expect((await getCase(t.app, as.reviewer.token, shared.id)).files[0]!.assignee?.name).toBe('Róisín Healy');

    const notices = t.notifications.slice(before).filter((notification) => notification.event === 'caseFile.assigned');
    expect(notices).toEqual([
      {
        userId: as.reviewer.user.id,
        event: 'caseFile.assigned',
        payload: { caseId: shared.id, caseTitle: 'Harbour Walk / Unit 4', caseFileId: lease.id, filename: 'lease.pdf', assignedBy: { id: as.editor.user.id, name: 'Eoin Walsh' } },
      },
    ]);
    // Everyone's open page reads the case again. Counted by who made the change: the notices of the sharing just
    // before are sent once its reply has gone, and may still be arriving.
    const byEditor = () =>
      t.notifications.slice(before).filter((n) => n.event === 'case.changed' && (n.payload as { userId: string }).userId === as.editor.user.id);
    await expect.poll(() => byEditor().map((n) => n.userId).sort()).toEqual(
      [owner.user.id, as.editor.user.id, as.reviewer.user.id, as.viewer.user.id].sort(),
    );

    const mail = await waitForMail(t.outboxDir, as.reviewer.email, /^Eoin Walsh assigned you lease\.pdf$/, seen);
    expect(mail.text).toContain('Eoin Walsh assigned you lease.pdf in the case Harbour Walk / Unit 4');
    expect(mail.text).toContain(`${t.config.appUrl}/cases/${shared.id}`);

    const trail = await t.app.inject({ method: 'GET', url: `${CHAT}/cases/${shared.id}/audit`, headers: bearer(owner.token) });
    const summaries = trail.json().data.events.map((event: { actor: { name: string } | null; summary: string }) => [event.actor?.name, event.summary]);
    expect(summaries).toContainEqual(['Eoin Walsh', 'Assigned lease.pdf to Róisín Healy']);
  });

  it('sends nothing to someone who takes a file themselves, and leaves a file to nobody', async () => {
    const register = shared.files[1]!;
    await t.jobsSettled();
    const seen = await outboxSnapshot(t.outboxDir);
    const before = t.notifications.length;

    const taken = await assign(owner, register.id, owner.user.id);
    expect(taken.statusCode).toBe(200);
    expect(taken.json<CaseFileAssigneeResponse>().message).toBe(MESSAGES.caseMembers.assigned('register.pdf', 'Niamh Byrne'));
    const released = await assign(owner, register.id, null);
    expect(released.json<CaseFileAssigneeResponse>()).toEqual({
      message: MESSAGES.caseMembers.unassigned('register.pdf'),
      data: { caseFileId: register.id, assignee: null },
    });

    await t.jobsSettled();
    expect(t.notifications.slice(before).filter((notification) => notification.event === 'caseFile.assigned')).toEqual([]);
    expect((await readOutbox(t.outboxDir)).filter((mail) => !seen.has(mail.file))).toEqual([]);
    expect(await assigneeOf(1)).toBeNull();
  });

  it('refuses anyone who could not work on the file, a reviewer assigning, and a file named under another case', async () => {
    const lease = shared.files[0]!;
    const stranger = await registerUser(t.app);
    for (const userId of [as.viewer.user.id, as.colleague.user.id, stranger.user.id, 'nobody']) {
      const response = await assign(owner, lease.id, userId);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ userId: [MESSAGES.caseMembers.assigneeNotOnCase] });
    }
    const byReviewer = await assign(as.reviewer, lease.id, as.reviewer.user.id);
    expect(byReviewer.statusCode).toBe(403);
    expect(byReviewer.json()).toEqual({ message: MESSAGES.caseMembers.notAllowed('reviewer') });
    expect((await assign(as.colleague, lease.id, as.colleague.user.id)).statusCode).toBe(404);
    expect((await assign(stranger, lease.id, null)).statusCode).toBe(404);

    // A file of this case under the path of another of the owner's cases is not found there.
    const other = await generate(t.app, owner.token, {
      files: [{ bytes: await leasePdf(), filename: 'other.pdf' }],
      filesMeta: [{ filename: 'other.pdf', docTypeId: await propertyTypeId(t.app, owner.token, 'Lease') }],
    });
    expect((await assign(owner, lease.id, owner.user.id, other.id)).statusCode).toBe(404);
    const invalid = await t.app.inject({
      method: 'PUT',
      url: `${CHAT}/cases/${shared.id}/files/${lease.id}/assignee`,
      headers: bearer(owner.token),
      payload: { userId: 42 },
    });
    expect(invalid.statusCode).toBe(422);
    await t.jobsSettled();
    // Nothing refused changed it.
    expect((await assigneeOf(0))?.name).toBe('Róisín Healy');
  });

  it('shows the new name of an assignee, and of a lawyer who asked a question, when they change it', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: `${CHAT}/response/ai/custom-questions/${shared.files[0]!.id}`,
      headers: bearer(as.editor.token),
      payload: { questions: [{ questions: 'Is there a rent deposit?', isEdited: false }] },
    });
    expect(asked.statusCode).toBe(200);
    await t.jobsSettled();
    const rename = async (session: Session, name: string) => {
      const form = new FormData();
      form.append('name', name);
      const renamed = await t.app.inject({ method: 'POST', url: '/api/user-profile-update', headers: bearer(session.token), payload: form });
      expect(renamed.statusCode).toBe(200);
    };
    // The record is read between the two: each rename alone must make it new.
    await rename(as.reviewer, 'Róisín Healy-Byrne');
    expect(await assigneeOf(0)).toEqual({ id: as.reviewer.user.id, name: 'Róisín Healy-Byrne' });
    await rename(as.editor, 'Eoin Walsh-Kelly');
    const [question] = (await getCase(t.app, owner.token, shared.id)).files[0]!.customQuestions;
    expect(question).toMatchObject({ question: 'Is there a rent deposit?', askedBy: { id: as.editor.user.id, name: 'Eoin Walsh-Kelly' } });
  });

  it('takes the file back from a member made a viewer or removed from the case', async () => {
    expect((await assign(owner, shared.files[1]!.id, as.editor.user.id)).statusCode).toBe(200);

    // The reviewer becomes a viewer, and the editor leaves the case.
    expect((await setMembers([{ userId: as.reviewer.user.id, role: 'viewer' }])).statusCode).toBe(200);

    expect(await assigneeOf(0)).toBeNull();
    expect(await assigneeOf(1)).toBeNull();
    await t.jobsSettled();
  });

  it('takes the file back from a member the firm removes', async () => {
    expect((await setMembers([{ userId: as.editor.user.id, role: 'editor' }])).statusCode).toBe(200);
    expect((await assign(owner, shared.files[0]!.id, as.editor.user.id)).statusCode).toBe(200);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/organisation/members/${as.editor.user.id}`, headers: bearer(owner.token) });

    expect(removed.statusCode).toBeLessThan(300);
    expect(await assigneeOf(0)).toBeNull();
    await t.jobsSettled();
  });
});
