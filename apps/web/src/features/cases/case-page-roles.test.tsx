import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CaseAnswerResponse, CaseResponse, MESSAGES, type CaseMemberRole, type CaseRole } from '@dd/contracts';
import { aCase, aCaseFile, aCaseMember, aNeedsReviewAnswer, anAnswer, anOwnQuestion, AOIFE, caseMembersReply } from '../../test/case-fixtures.ts';
import { aDocumentType, documentTypesReply } from '../../test/catalogue-fixtures.ts';
import { fakeApi, reply, type FakeReply } from '../../test/fake-api.ts';
import { aUser, signedIn, storeToken } from '../../test/fixtures.ts';
import { expectToasts, findCaseRecord, renderApp } from '../../test/render-app.tsx';
import { caseMembersQueryKey } from '../case-members/case-members-queries.ts';
import { caseQueryKey } from './case-queries.ts';

const CHAT = '/api/due-dilligence/chat';
const MEMBERS = `${CHAT}/cases/case-1/members` as const;

const ciaran = { id: 'user-2', name: 'Ciarán Byrne', email: 'ciaran@murphy-solicitors.ie' };

/** Ciarán's case, shared with the signed-in Aoife as `role`. */
const sharedWithMe = (role: CaseMemberRole): FakeReply => caseMembersReply({ owner: ciaran, members: [{ ...AOIFE, role }], myRole: role });

/** A case with an answer, an answer needing review, a question of a lawyer's own and a comment on the whole case. */
const record = aCase({
  comment: 'Awaiting the landlord’s consent.',
  files: [
    aCaseFile({
      customQuestions: [anOwnQuestion()],
      answers: [anAnswer(), aNeedsReviewAnswer()],
    }),
  ],
});

const onCase = (members: FakeReply | FakeReply[]) =>
  ({
    ...signedIn(aUser()),
    [`GET ${CHAT}/document-types/1`]: documentTypesReply([aDocumentType({ id: 4, name: 'Lease' })]),
    [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: record } }),
    [`GET ${MEMBERS}`]: members,
  }) as const;

const button = (name: string | RegExp) => screen.queryByRole('button', { name });

/** Every control that changes the case, by the least role that may use it, as the page names them. */
const CONTROLS: { name: string | RegExp; query?: () => HTMLElement | null; least: CaseRole }[] = [
  { name: 'Export', least: 'viewer' },
  { name: 'Comment on: What is the date of the lease?', least: 'reviewer' },
  { name: 'Verify the answer to: What is the date of the lease?', least: 'reviewer' },
  { name: 'Confirm the passage for: May the tenant assign the lease?', least: 'reviewer' },
  { name: 'Ask', least: 'reviewer' },
  { name: 'Reword your question: Is there a break clause?', least: 'reviewer' },
  { name: 'Case comment', query: () => screen.queryByRole('textbox', { name: 'Case comment' }), least: 'reviewer' },
  { name: 'Edit the answer to: What is the date of the lease?', least: 'editor' },
  { name: 'Answer it: May the tenant assign the lease?', least: 'editor' },
  { name: 'Answer again: What is the date of the lease?', least: 'editor' },
  { name: 'Remove your question: Is there a break clause?', least: 'editor' },
  { name: 'Edit the title', least: 'editor' },
  { name: 'Add documents', least: 'editor' },
  { name: 'Share', least: 'editor' },
  { name: 'Delete lease.pdf', least: 'editor' },
  { name: 'Document type of lease.pdf', query: () => screen.queryByRole('combobox', { name: 'Document type of lease.pdf' }), least: 'editor' },
  { name: 'Assignee of lease.pdf', query: () => screen.queryByRole('combobox', { name: 'Assignee of lease.pdf' }), least: 'editor' },
  { name: 'Delete case', least: 'owner' },
];

const ORDER: CaseRole[] = ['viewer', 'reviewer', 'editor', 'owner'];

/** The controls on the page, by name: those `role` may use are there, and only those. */
async function expectControlsOf(role: CaseRole) {
  // The type select appears once the practice area's types are in.
  if (ORDER.indexOf(role) >= ORDER.indexOf('editor')) await screen.findByRole('combobox', { name: 'Document type of lease.pdf' });
  const shown = CONTROLS.filter(({ name, query }) => (query ? query() : button(name)) !== null).map(({ name }) => String(name));
  const allowed = CONTROLS.filter(({ least }) => ORDER.indexOf(role) >= ORDER.indexOf(least)).map(({ name }) => String(name));
  expect(shown).toEqual(allowed);
}

describe('the case page by the caller’s role on the case', () => {
  it('shows its owner every control, with no word of sharing on a case nobody shares', async () => {
    storeToken();
    fakeApi(onCase(caseMembersReply()));
    renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await expectControlsOf('owner');
    expect(screen.queryByText(/shared with/i)).not.toBeInTheDocument();
    expect(screen.getByText(/Keyboard: .* · E edit$/)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Answers for lease.pdf' })).getAllByRole('columnheader')).toHaveLength(5);
  });

  it('shows a viewer the case to read and export only, and says whose it is and what they can do', async () => {
    storeToken();
    fakeApi(onCase(sharedWithMe('viewer')));
    renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await expectControlsOf('viewer');
    expect(screen.getByText('Ciarán Byrne’s case, shared with you (viewer). You can read and export the case.')).toBeInTheDocument();
    // The comment on the case is read, not written; the answers' sources still open.
    expect(screen.getByText('Awaiting the landlord’s consent.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Page 1' }).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Ask your own question about this document')).not.toBeInTheDocument();
    // No empty column of actions, and no key to edit.
    expect(within(screen.getByRole('table', { name: 'Answers for lease.pdf' })).getAllByRole('columnheader')).toHaveLength(4);
    expect(screen.getByText(/^Keyboard: /)).not.toHaveTextContent('E edit');
  });

  it('lets a reviewer comment, verify and ask, but not edit, and sends the verification', async () => {
    storeToken();
    const api = fakeApi({
      ...onCase(sharedWithMe('reviewer')),
      [`PUT ${CHAT}/answers/answer-1/verify`]: reply.ok(CaseAnswerResponse, {
        data: { answer: anAnswer({ verifiedBy: { id: 'user-1', name: 'Aoife Murphy' }, verifiedAt: '2026-11-21T10:01:00.000Z', version: 2 }) },
      }),
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await expectControlsOf('reviewer');
    expect(screen.getByText('Ciarán Byrne’s case, shared with you (reviewer). You can comment, verify answers and ask questions of your own.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Case comment' })).toHaveValue('Awaiting the landlord’s consent.');

    await app.user.click(screen.getByRole('button', { name: 'Verify the answer to: What is the date of the lease?' }));
    await waitFor(() => expect(api.to(`PUT ${CHAT}/answers/answer-1/verify`)[0]?.json).toEqual({ verified: true, version: 1 }));

    await app.user.click(screen.getByRole('button', { name: 'Comment on: What is the date of the lease?' }));
    expect(screen.getByRole('textbox', { name: 'Comment on: What is the date of the lease?' })).toBeInTheDocument();
  });

  it('names who asked each question of the case’s own, but not the reader', async () => {
    storeToken();
    const asked = aCase({
      files: [
        aCaseFile({
          customQuestions: [
            anOwnQuestion({ id: 'own-1', question: 'Is there a break clause?', askedBy: { id: ciaran.id, name: ciaran.name } }),
            anOwnQuestion({ id: 'own-2', question: 'Is there a rent deposit?' }),
            anOwnQuestion({ id: 'own-3', question: 'Who insures the building?', askedBy: null }),
          ],
        }),
      ],
    });
    fakeApi({ ...onCase(sharedWithMe('reviewer')), [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: asked } }) });
    renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    const questions = within(screen.getByRole('list', { name: 'Your questions about lease.pdf' })).getAllByRole('listitem');
    expect(questions.map((item) => item.textContent)).toEqual([
      'Is there a break clause? · asked by Ciarán Byrne',
      'Is there a rent deposit?',
      'Who insures the building?',
    ]);
  });

  it('gives an editor everything but deleting the case, and the list of who it is shared with', async () => {
    storeToken();
    fakeApi(onCase(caseMembersReply({ owner: ciaran, members: [{ ...AOIFE, role: 'editor' }, aCaseMember({ id: 'user-3', name: 'Niamh Kelly', role: 'viewer' })], myRole: 'editor' })));
    renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await expectControlsOf('editor');
    expect(screen.getByText('Ciarán Byrne’s case, shared with you (editor) and Niamh Kelly (viewer). You can do everything but delete the case.')).toBeInTheDocument();
  });

  it('tells a member whose role was lowered meanwhile the server’s refusal, and reads their role again', async () => {
    storeToken();
    const api = fakeApi({
      ...onCase([sharedWithMe('reviewer'), sharedWithMe('viewer')]),
      [`PUT ${CHAT}/answers/answer-1/verify`]: reply.error(403, { message: MESSAGES.caseMembers.notAllowed('viewer') }),
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await app.user.click(screen.getByRole('button', { name: 'Verify the answer to: What is the date of the lease?' }));

    await expectToasts(MESSAGES.caseMembers.notAllowed('viewer'));
    await waitFor(() => expect(button('Verify the answer to: What is the date of the lease?')).not.toBeInTheDocument());
    expect(api.to(`GET ${MEMBERS}`)).toHaveLength(2);
    expect(screen.getByText(/shared with you \(viewer\)/)).toBeInTheDocument();
  });

  it('shows a colleague’s change live, and a change of one’s role, but reads nothing again for one’s own change', async () => {
    storeToken();
    let onServer = record;
    const api = fakeApi({
      ...onCase([sharedWithMe('reviewer'), sharedWithMe('viewer')]),
      [`GET ${CHAT}/response/case-1`]: () => reply.ok(CaseResponse, { data: { case: onServer } }),
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');
    await expectControlsOf('reviewer');
    const reads = () => api.to(`GET ${CHAT}/response/case-1`).length;
    const readBefore = reads();

    // Aoife's own change, told to her other pages: this one already shows it. Another case's change is not this
    // page's news either. (Events are handled as they are pushed: nothing has been marked to read again.)
    app.realtime.push('case.changed', { caseId: 'case-1', userId: AOIFE.id });
    app.realtime.push('case.changed', { caseId: 'case-2', userId: ciaran.id });
    expect(app.queryClient.getQueryState(caseQueryKey('case-1'))?.isInvalidated).toBe(false);
    expect(app.queryClient.getQueryState(caseMembersQueryKey('case-1'))?.isInvalidated).toBe(false);
    // Ciarán, the owner, verifies an answer and makes Aoife a viewer.
    onServer = aCase({
      ...record,
      files: [aCaseFile({ ...record.files[0]!, answers: [anAnswer({ verifiedBy: { id: ciaran.id, name: ciaran.name }, verifiedAt: '2026-11-30T09:00:00.000Z', version: 2 }), aNeedsReviewAnswer()] })],
    });
    app.realtime.push('case.changed', { caseId: 'case-1', userId: ciaran.id });

    expect(await screen.findByText(/Verified by Ciarán Byrne/)).toBeInTheDocument();
    await expectControlsOf('viewer');
    expect(reads()).toBe(readBefore + 1);
    expect(api.to(`GET ${MEMBERS}`)).toHaveLength(2);
  });

  it('offers reading only when who works on the case cannot be read, and tries again on asking', async () => {
    storeToken();
    const api = fakeApi(onCase(reply.error(503, { message: 'The service is unavailable.' })));
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable.');
    await expectControlsOf('viewer');

    api.on(`GET ${MEMBERS}`, caseMembersReply());
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await expectControlsOf('owner');
  });
});
