import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnswerEditsConflict, CaseConflict, CaseResponse, MESSAGES } from '@dd/contracts';
import { aCase, aCaseFile, anAnswer } from '../../test/case-fixtures.ts';
import { aDocumentType, documentTypesReply } from '../../test/catalogue-fixtures.ts';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { aUser, signedIn, storeToken } from '../../test/fixtures.ts';
import { expectToasts, findCaseRecord, renderApp } from '../../test/render-app.tsx';

const CHAT = '/api/due-dilligence/chat';
const QUESTION = 'What is the date of the lease?';
const colleague = { id: 'user-2', name: 'Seán Byrne' };
const signedInWithTypes = () => ({ ...signedIn(aUser()), [`GET ${CHAT}/document-types/1`]: documentTypesReply([aDocumentType({ id: 4, name: 'Lease' })]) }) as const;

/** The answer as the colleague left it: edited, one version on. */
const theirAnswer = anAnswer({ editedAnswer: '3 March 2024', editedBy: colleague, editedAt: '2026-11-21T10:00:00.000Z', version: 2 });
const theirCase = aCase({ files: [aCaseFile({ answers: [theirAnswer] })] });
const staleEdit = reply.ok(AnswerEditsConflict, { message: MESSAGES.cases.staleEdit, conflicts: [{ current: theirAnswer, changedBy: colleague }] }, 409);

async function startEditing(app: ReturnType<typeof renderApp>, text: string) {
  await findCaseRecord('Harbour Walk acquisition');
  await app.user.click(screen.getByRole('button', { name: `Edit the answer to: ${QUESTION}` }));
  const field = screen.getByLabelText(`Your answer to: ${QUESTION}`);
  await app.user.clear(field);
  await app.user.type(field, text);
  await app.user.click(screen.getByRole('button', { name: 'Save' }));
}

const CHANGED_BY_COLLEAGUE = MESSAGES.cases.changedSince('Seán Byrne');
/** The conflict notice, found by its title: toasts are alerts too. */
const findNotice = async () => (await screen.findByText(CHANGED_BY_COLLEAGUE)).closest<HTMLElement>('[role="alert"]')!;

const sentEdits = (api: ReturnType<typeof fakeApi>) =>
  api.to(`POST ${CHAT}/response/ai/generate/edit/case-1`).map((request) => JSON.parse(String(request.form!.get('answerEdits'))) as unknown);

describe('an answer changed by someone else since the lawyer opened it', () => {
  it('shows who changed it, their value beside the lawyer’s, and "Keep mine" saves the lawyer’s over the new version', async () => {
    storeToken();
    const mine = aCase({ files: [aCaseFile({ answers: [anAnswer({ editedAnswer: '2 March 2024', editedBy: { id: 'user-1', name: 'Aoife Murphy' }, version: 3 })] })] });
    const api = fakeApi({
      ...signedInWithTypes(),
      // A read after the lawyer's save finds it, as the server would.
      [`GET ${CHAT}/response/case-1`]: [
        reply.ok(CaseResponse, { data: { case: aCase() } }),
        reply.ok(CaseResponse, { data: { case: theirCase } }),
        reply.ok(CaseResponse, { data: { case: mine } }),
      ],
      [`POST ${CHAT}/response/ai/generate/edit/case-1`]: [staleEdit, reply.ok(CaseResponse, { data: { case: mine } }, 202)],
    });
    const app = renderApp('/cases/case-1');
    await startEditing(app, '2 March 2024');

    const notice = await findNotice();
    expect(notice.querySelector('[data-conflict="theirs"]')).toHaveTextContent('3 March 2024');
    expect(notice.querySelector('[data-conflict="mine"]')).toHaveTextContent('2 March 2024');
    // What the lawyer typed is still in the field.
    expect(screen.getByLabelText(`Your answer to: ${QUESTION}`)).toHaveValue('2 March 2024');

    await app.user.click(screen.getByRole('button', { name: 'Keep mine' }));
    // The notice shows "mine" in a <p> too: once it has gone, the only such text is the answer row's saved answer.
    await waitFor(() => expect(screen.queryByText(CHANGED_BY_COLLEAGUE)).not.toBeInTheDocument());
    expect(await screen.findByText('2 March 2024', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByLabelText(`Your answer to: ${QUESTION}`)).not.toBeInTheDocument();
    expect(sentEdits(api)).toEqual([
      [{ answerId: 'answer-1', answer: '2 March 2024', version: 1 }],
      [{ answerId: 'answer-1', answer: '2 March 2024', version: 2 }],
    ]);
  }, 20_000);

  it('"Take theirs" closes the editor on their answer and sends nothing more', async () => {
    storeToken();
    const api = fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: [reply.ok(CaseResponse, { data: { case: aCase() } }), reply.ok(CaseResponse, { data: { case: theirCase } })],
      [`POST ${CHAT}/response/ai/generate/edit/case-1`]: staleEdit,
    });
    const app = renderApp('/cases/case-1');
    await startEditing(app, '2 March 2024');
    await app.user.click(await screen.findByRole('button', { name: 'Take theirs' }));

    expect(await screen.findByText('3 March 2024', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByLabelText(`Your answer to: ${QUESTION}`)).not.toBeInTheDocument();
    expect(screen.getByText(/Edited by Seán Byrne/)).toBeInTheDocument();
    expect(sentEdits(api)).toHaveLength(1);
  }, 20_000);

  it('keeps what the lawyer is typing when a live update brings someone else’s change', async () => {
    storeToken();
    fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: [reply.ok(CaseResponse, { data: { case: aCase() } }), reply.ok(CaseResponse, { data: { case: theirCase } })],
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');
    await app.user.click(screen.getByRole('button', { name: `Edit the answer to: ${QUESTION}` }));
    const field = screen.getByLabelText(`Your answer to: ${QUESTION}`);
    await app.user.clear(field);
    await app.user.type(field, 'Half-typed');

    app.realtime.push('case.answers.ready', { case: theirCase });
    await app.user.type(screen.getByLabelText('Case comment'), 'Also typing here');
    app.realtime.push('case.answers.ready', { case: { ...theirCase, comment: 'Their comment', version: 2 } });
    await waitFor(() => expect(screen.getByLabelText(`Your answer to: ${QUESTION}`)).toHaveValue('Half-typed'));
    expect(screen.getByLabelText('Case comment')).toHaveValue('Also typing here');
  }, 20_000);
});

describe('the case comment', () => {
  it('is saved on leaving the field, and a stale save shows their comment beside the lawyer’s until they choose', async () => {
    storeToken();
    const theirs = aCase({ comment: 'Completion moved to July.', version: 2 });
    const api = fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase() } }),
      [`PUT ${CHAT}/cases/comment/edit`]: [
        reply.ok(CaseConflict, { message: MESSAGES.cases.staleEdit, current: theirs, changedBy: colleague }, 409),
        reply.ok(CaseResponse, { data: { case: aCase({ comment: 'Awaiting consent.', version: 3 }) } }),
      ],
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');
    await app.user.type(screen.getByLabelText('Case comment'), 'Awaiting consent.');
    await app.user.tab();

    const notice = await findNotice();
    expect(notice.querySelector('[data-conflict="theirs"]')).toHaveTextContent('Completion moved to July.');
    expect(screen.getByLabelText('Case comment')).toHaveValue('Awaiting consent.');

    await app.user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await expectToasts(MESSAGES.cases.commentSaved);
    expect(api.to(`PUT ${CHAT}/cases/comment/edit`).map((request) => request.json)).toEqual([
      { caseId: 'case-1', comment: 'Awaiting consent.', version: 1 },
      { caseId: 'case-1', comment: 'Awaiting consent.', version: 2 },
    ]);
    expect(screen.queryByText(CHANGED_BY_COLLEAGUE)).not.toBeInTheDocument();
  }, 20_000);

  it('"Take theirs" puts their comment in the field', async () => {
    storeToken();
    fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase() } }),
      [`PUT ${CHAT}/cases/comment/edit`]: reply.ok(CaseConflict, { message: MESSAGES.cases.staleEdit, current: aCase({ comment: 'Completion moved to July.', version: 2 }), changedBy: colleague }, 409),
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');
    await app.user.type(screen.getByLabelText('Case comment'), 'Awaiting consent.');
    await app.user.tab();
    await app.user.click(await screen.findByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(screen.getByLabelText('Case comment')).toHaveValue('Completion moved to July.'));
  }, 20_000);
});

describe('the case title', () => {
  const renamed = aCase({ title: 'Harbour Walk, Unit 4', version: 2 });
  const staleRename = reply.ok(CaseConflict, { message: MESSAGES.cases.staleEdit, current: renamed, changedBy: colleague }, 409);

  async function rename(app: ReturnType<typeof renderApp>, title: string) {
    await findCaseRecord('Harbour Walk acquisition');
    await app.user.click(screen.getByRole('button', { name: 'Edit the title' }));
    await app.user.clear(screen.getByLabelText('Case title'));
    await app.user.type(screen.getByLabelText('Case title'), `${title}{Enter}`);
  }

  it('shows their title beside the lawyer’s, and "Keep mine" saves the lawyer’s over the new version', async () => {
    storeToken();
    const api = fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase() } }),
      [`PUT ${CHAT}/cases/title/edit/case-1`]: [staleRename, reply.ok(CaseResponse, { data: { case: aCase({ title: 'Unit 4 lease', version: 3 }) } })],
    });
    const app = renderApp('/cases/case-1');
    await rename(app, 'Unit 4 lease');

    const notice = await findNotice();
    expect(notice.querySelector('[data-conflict="theirs"]')).toHaveTextContent('Harbour Walk, Unit 4');
    expect(notice.querySelector('[data-conflict="mine"]')).toHaveTextContent('Unit 4 lease');
    expect(screen.getByLabelText('Case title')).toHaveValue('Unit 4 lease');

    await app.user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await expectToasts(MESSAGES.cases.titleUpdated);
    expect(api.to(`PUT ${CHAT}/cases/title/edit/case-1`).map((request) => request.json)).toEqual([
      { title: 'Unit 4 lease', version: 1 },
      { title: 'Unit 4 lease', version: 2 },
    ]);
    expect(await findCaseRecord('Unit 4 lease')).toBeInTheDocument();
    expect(screen.queryByText(CHANGED_BY_COLLEAGUE)).not.toBeInTheDocument();
  }, 20_000);

  it('"Take theirs" closes the editor on their title and sends nothing more', async () => {
    storeToken();
    const api = fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase() } }),
      [`PUT ${CHAT}/cases/title/edit/case-1`]: staleRename,
    });
    const app = renderApp('/cases/case-1');
    await rename(app, 'Unit 4 lease');
    await app.user.click(await screen.findByRole('button', { name: 'Take theirs' }));

    expect(await findCaseRecord('Harbour Walk, Unit 4')).toBeInTheDocument();
    expect(screen.queryByLabelText('Case title')).not.toBeInTheDocument();
    expect(api.to(`PUT ${CHAT}/cases/title/edit/case-1`)).toHaveLength(1);
  }, 20_000);
});
