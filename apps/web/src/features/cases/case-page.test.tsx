import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CaseAnswerResponse, CaseResponse, CasesResponse, CustomQuestionsResponse, failedProcessedFile, LIMITS, MESSAGES, ModelSettingsResponse, ProcessPdfResponse, type RealtimeEventPayload } from '@dd/contracts';
import { aCase, aCaseFile, aCaseSummary, anAnswer, anOwnQuestion } from '../../test/case-fixtures.ts';
import { aDocumentType, documentTypesReply } from '../../test/catalogue-fixtures.ts';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { aUser, signedIn, storeToken } from '../../test/fixtures.ts';
import { objectUrls } from '../../test/object-urls.ts';
import { expectToasts, findCaseRecord, renderApp } from '../../test/render-app.tsx';

const CHAT = '/api/due-dilligence/chat';

const lease = aDocumentType({ id: 4, name: 'Lease' });
const register = aDocumentType({ id: 5, key: 'official-copy', name: 'Official copy of the register of title' });
/** The lawyer is signed in, and the practice area's types are there to change a file's type to. */
/** case.progress for case-1 with its counts and nothing else changed; a test adds the files and answers it sends. */
const progressOf = (done: number, total: number): RealtimeEventPayload<'case.progress'> => ({
  caseId: 'case-1',
  done,
  total,
  status: 'processing',
  answerCounts: { answered: done, needsReview: 0, notFound: 0 },
  files: [],
  answers: [],
});

const signedInWithTypes = () => ({ ...signedIn(aUser()), [`GET ${CHAT}/document-types/1`]: documentTypesReply([lease, register]) }) as const;

describe('case page', () => {
  it('shows the record: each file with its answers, and one "Page N" button per verified source only', async () => {
    storeToken();
    fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: reply.ok(
        CaseResponse,
        {
          data: {
            case: aCase({
              files: [
                aCaseFile({
                  answers: [
                    anAnswer(),
                    anAnswer({
                      id: 'answer-2',
                      question: 'Who is the tenant?',
                      answer: 'Quayside Coffee Limited',
                      citations: [
                        { page: 1, quote: 'QUAYSIDE COFFEE LIMITED', start: 60, end: 83, verified: true },
                        { page: 3, quote: 'an unverified claim', start: 0, end: 10, verified: false },
                      ],
                    }),
                    anAnswer({ id: 'answer-3', question: 'Is there a break clause?', status: 'not_found', answer: null, citations: [] }),
                  ],
                }),
              ],
            }),
          },
        },
      ),
    });
    renderApp('/cases/case-1');

    expect(await findCaseRecord('Harbour Walk acquisition')).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Answers for lease.pdf' });
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'What is the date of the lease?',
      'Who is the tenant?',
      'Is there a break clause?',
    ]);
    expect(within(rows[1]!).getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent)).toEqual(['Page 1']);
    expect(within(rows[2]!).getByText('The document does not address this')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: /^Page/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 1 questions answered')).toBeInTheDocument();
  });

  it('fills in live from the events alone: each answer as it comes, then the whole record when the answers are ready', async () => {
    storeToken();
    const onServer = aCase({
      status: 'processing',
      progress: { done: 0, total: 2 },
      files: [
        aCaseFile({
          status: 'reading',
          pages: null,
          answers: [anAnswer({ status: 'pending', answer: null, citations: [] }), anAnswer({ id: 'answer-2', question: 'Who is the tenant?', status: 'pending', answer: null, citations: [] })],
        }),
      ],
    });
    const api = fakeApi({ ...signedInWithTypes(), [`GET ${CHAT}/response/case-1`]: () => reply.ok(CaseResponse, { data: { case: onServer } }) });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');
    const section = screen.getByRole('region', { name: 'lease.pdf' });
    expect(within(section).getByText('Reading', { exact: true })).toBeInTheDocument();
    expect(screen.getAllByText('Being answered…')).toHaveLength(2);
    const reads = api.to(`GET ${CHAT}/response/case-1`).length;

    const file = { id: 'file-1', status: 'answering' as const, pages: 3, error: null, annexures: [], source: null };
    app.realtime.push('case.progress', { ...progressOf(0, 2), files: [file] });
    expect(await within(section).findByText(/Lease · 3 pages/)).toBeInTheDocument();
    expect(within(section).getByText('Answering', { exact: true })).toBeInTheDocument();

    app.realtime.push('case.progress', { ...progressOf(1, 2), answers: [{ caseFileId: 'file-1', answer: anAnswer() }] });
    expect(await screen.findByText('1 of 2 questions answered')).toBeInTheDocument();
    expect(screen.getByText('1 March 2024')).toBeInTheDocument();
    expect(screen.getAllByText('Being answered…')).toHaveLength(1);
    app.realtime.push('case.progress', { ...progressOf(9, 9), caseId: 'another-case' });
    expect(screen.getByText('1 of 2 questions answered')).toBeInTheDocument();
    // Patched from the events: the record was not fetched again.
    expect(api.to(`GET ${CHAT}/response/case-1`)).toHaveLength(reads);

    app.realtime.push('case.answers.ready', { case: aCase({ progress: { done: 2, total: 2 } }) });
    expect(await screen.findByText('2 of 2 questions answered')).toBeInTheDocument();
    expect(screen.queryByText('Being answered…')).not.toBeInTheDocument();
  });

  it('reads a case still being answered again once live updates connect: the events sent before then never arrived', async () => {
    storeToken();
    const pending = aCaseFile({ answers: [anAnswer({ status: 'pending', answer: null, citations: [] })] });
    const api = fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: [
        reply.ok(CaseResponse, { data: { case: aCase({ status: 'processing', progress: { done: 0, total: 1 }, files: [pending] }) } }),
        reply.ok(CaseResponse, { data: { case: aCase() } }),
      ],
    });
    const app = renderApp('/cases/case-1');
    expect(await screen.findByText('0 of 1 questions answered')).toBeInTheDocument();

    app.realtime.firstConnect();

    expect(await screen.findByText('1 of 1 questions answered')).toBeInTheDocument();
    expect(api.to(`GET ${CHAT}/response/case-1`)).toHaveLength(2);
  });

  it('does not read a settled case again when live updates connect', async () => {
    storeToken();
    const api = fakeApi({ ...signedInWithTypes(), [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase() } }) });
    const app = renderApp('/cases/case-1');
    expect(await screen.findByText('1 of 1 questions answered')).toBeInTheDocument();

    app.realtime.firstConnect();
    // An event after it, seen on the page, shows the page has dealt with the connection.
    app.realtime.push('case.answers.ready', { case: aCase({ title: 'Harbour Walk disposal' }) });
    expect(await findCaseRecord('Harbour Walk disposal')).toBeInTheDocument();

    expect(api.to(`GET ${CHAT}/response/case-1`)).toHaveLength(1);
  });

  it('keeps the events that came while its read of the record was out, which began before them', async () => {
    storeToken();
    const pending = aCaseFile({ answers: [anAnswer({ status: 'pending', answer: null, citations: [] }), anAnswer({ id: 'answer-2', question: 'Who is the tenant?', status: 'pending', answer: null, citations: [] })] });
    const read = reply.deferred();
    fakeApi({ ...signedInWithTypes(), [`GET ${CHAT}/response/case-1`]: read.reply });
    const app = renderApp('/cases/case-1');
    await screen.findByText('Loading the case');

    app.realtime.push('case.progress', { ...progressOf(1, 2), answers: [{ caseFileId: 'file-1', answer: anAnswer() }] });
    app.realtime.push('case.answers.ready', { case: aCase({ progress: { done: 2, total: 2 } }) });
    read.resolve(reply.ok(CaseResponse, { data: { case: aCase({ status: 'processing', progress: { done: 0, total: 2 }, files: [pending] }) } }));

    expect(await screen.findByText('2 of 2 questions answered')).toBeInTheDocument();
    expect(screen.queryByText('Being answered…')).not.toBeInTheDocument();
  });

  it('counts answered, needing review and not found in the header, live as answers arrive', async () => {
    storeToken();
    const onServer = aCase({
      status: 'processing',
      progress: { done: 0, total: 4 },
      answerCounts: { answered: 0, needsReview: 0, notFound: 0 },
      files: [aCaseFile({ status: 'answering', answers: [anAnswer({ status: 'pending', answer: null, citations: [] })] })],
    });
    const api = fakeApi({ ...signedInWithTypes(), [`GET ${CHAT}/response/case-1`]: () => reply.ok(CaseResponse, { data: { case: onServer } }) });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');
    expect(screen.getByText('0 answered · 0 need review · 0 not found')).toBeInTheDocument();
    const reads = api.to(`GET ${CHAT}/response/case-1`).length;

    app.realtime.push('case.progress', { ...progressOf(2, 4), answerCounts: { answered: 1, needsReview: 1, notFound: 0 } });
    expect(await screen.findByText('1 answered · 1 needs review · 0 not found')).toBeInTheDocument();
    expect(api.to(`GET ${CHAT}/response/case-1`)).toHaveLength(reads);

    app.realtime.push('case.answers.ready', { case: aCase({ progress: { done: 4, total: 4 }, answerCounts: { answered: 1, needsReview: 2, notFound: 1 } }) });
    expect(await screen.findByText('1 answered · 2 need review · 1 not found')).toBeInTheDocument();
  }, 30_000);

  it('keeps a correction beside the engine’s answer, and verifies it', async () => {
    storeToken();
    const edited = aCase({
      files: [
        aCaseFile({
          answers: [anAnswer({ editedAnswer: '2 March 2024', editedBy: { id: 'user-1', name: 'Aoife Murphy' }, editedAt: '2026-11-21T10:00:00.000Z' })],
        }),
      ],
    });
    const api = fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: [reply.ok(CaseResponse, { data: { case: aCase() } }), reply.ok(CaseResponse, { data: { case: edited } })],
      [`POST ${CHAT}/response/ai/generate/edit/case-1`]: reply.ok(CaseResponse, { data: { case: edited } }, 202),
      [`PUT ${CHAT}/answers/answer-1/verify`]: reply.ok(CaseAnswerResponse, { data: { answer: anAnswer({ verifiedBy: { id: 'user-1', name: 'Aoife Murphy' }, verifiedAt: '2026-11-21T10:01:00.000Z' }) } }),
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await app.user.click(screen.getByRole('button', { name: 'Edit the answer to: What is the date of the lease?' }));
    const field = screen.getByLabelText('Your answer to: What is the date of the lease?');
    await app.user.clear(field);
    await app.user.type(field, '2 March 2024');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    // The saved answer as text, not the field it was typed into (a textarea's content matches too).
    expect(await screen.findByText('2 March 2024', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Your answer to: What is the date of the lease?')).not.toBeInTheDocument();
    expect(screen.getByText(/Edited by Aoife Murphy on .*The engine said: 1 March 2024/)).toBeInTheDocument();
    const sent = api.to(`POST ${CHAT}/response/ai/generate/edit/case-1`)[0]!.form!;
    expect(JSON.parse(String(sent.get('answerEdits')))).toEqual([{ answerId: 'answer-1', answer: '2 March 2024', version: 1 }]);

    await app.user.click(screen.getByRole('button', { name: 'Verify the answer to: What is the date of the lease?' }));
    await waitFor(() => expect(api.to(`PUT ${CHAT}/answers/answer-1/verify`)[0]?.json).toEqual({ verified: true, version: 1 }));
  });

  it('rewords an own question (its answer is redone) and keeps a comment on the whole case', async () => {
    storeToken();
    const withOwn = aCase({
      comment: null,
      files: [aCaseFile({ customQuestions: [anOwnQuestion()], answers: [anAnswer()] })],
    });
    const api = fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: withOwn } }),
      [`POST ${CHAT}/response/ai/custom-questions/file-1`]: reply.ok(CustomQuestionsResponse, {
        data: { customQuestions: [anOwnQuestion({ question: 'Can the tenant break in 2029?' })] },
      }),
      [`PUT ${CHAT}/cases/comment/edit`]: reply.ok(CaseResponse.pick({}), {}),
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await app.user.click(await screen.findByRole('button', { name: 'Reword your question: Is there a break clause?' }));
    const reword = screen.getByRole('textbox', { name: 'Reword your question: Is there a break clause?' });
    expect(reword).toHaveFocus();
    await app.user.clear(reword);
    await app.user.type(reword, 'Can the tenant break in 2029?{Enter}');
    await waitFor(() => expect(api.to(`POST ${CHAT}/response/ai/custom-questions/file-1`)).toHaveLength(1));
    expect(api.to(`POST ${CHAT}/response/ai/custom-questions/file-1`)[0]!.json).toEqual({
      questions: [{ questions: 'Can the tenant break in 2029?', customQuestionId: 'own-1', isEdited: true }],
      shouldDispatchNotifications: true,
    });

    // Saved on leaving the field: tabbing away never loses the comment.
    await app.user.type(screen.getByRole('textbox', { name: 'Case comment' }), 'Awaiting the landlord’s consent.');
    await app.user.tab();
    await expectToasts(MESSAGES.cases.commentSaved);
    expect(api.to(`PUT ${CHAT}/cases/comment/edit`)).toHaveLength(1);
    expect(api.to(`PUT ${CHAT}/cases/comment/edit`)[0]!.json).toEqual({ caseId: 'case-1', comment: 'Awaiting the landlord’s consent.', version: 1 });
  });

  it('changes a file’s type (its answers are redone), removes an own question, and compares files in the review grid', async () => {
    storeToken();
    const withOwn = aCase({
      files: [
        aCaseFile({
          customQuestions: [anOwnQuestion()],
          answers: [anAnswer(), anAnswer({ id: 'answer-9', questionId: null, customQuestionId: 'own-1', question: 'Is there a break clause?', answer: 'Yes, on 1 March 2029' })],
        }),
        aCaseFile({ id: 'file-2', filename: 'lease 2.pdf', answers: [anAnswer({ id: 'answer-2', answer: '5 May 2020' })] }),
      ],
    });
    const api = fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: withOwn } }),
      [`POST ${CHAT}/response/ai/generate/edit/case-1`]: reply.ok(CaseResponse, { data: { case: withOwn } }, 202),
      [`DELETE ${CHAT}/response/ai/custom-questions/own-1`]: reply.ok(CaseResponse.pick({}), {}),
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await app.user.selectOptions(await screen.findByRole('combobox', { name: 'Document type of lease.pdf' }), 'Official copy of the register of title');
    await waitFor(() => expect(api.to(`POST ${CHAT}/response/ai/generate/edit/case-1`)).toHaveLength(1));
    const sent = api.to(`POST ${CHAT}/response/ai/generate/edit/case-1`)[0]!.form!;
    expect(JSON.parse(String(sent.get('documentTypeChanged')))).toEqual([{ caseFileId: 'file-1', docTypeId: 5 }]);

    await app.user.click(screen.getByRole('button', { name: 'Remove your question: Is there a break clause?' }));
    await waitFor(() => expect(api.to(`DELETE ${CHAT}/response/ai/custom-questions/own-1`)).toHaveLength(1));

    await app.user.click(screen.getByRole('button', { name: 'Review grid' }));
    const grid = screen.getByRole('table', { name: 'Review grid: Lease' });
    const rows = within(grid).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Document',
      'What is the date of the lease?',
      'Is there a break clause?',
    ]);
    expect(rows.slice(1).map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['lease.pdf', 'lease 2.pdf']);
    expect(within(rows[2]!).getByText('5 May 2020')).toBeInTheDocument();
    expect(within(rows[1]!).getAllByRole('button', { name: 'Page 1' })).toHaveLength(2);
  });

  it('renames the case with the spec’s toasts', async () => {
    storeToken();
    const api = fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase() } }),
      [`PUT ${CHAT}/cases/title/edit/case-1`]: [
        reply.ok(CaseResponse, { data: { case: aCase({ title: 'Unit 4, Harbour Walk' }) } }),
        reply.error(500),
      ],
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await app.user.click(screen.getByRole('button', { name: 'Edit the title' }));
    await app.user.clear(screen.getByLabelText('Case title'));
    // Enter in the field saves the title, from the version the lawyer opened.
    await app.user.type(screen.getByLabelText('Case title'), 'Unit 4, Harbour Walk{Enter}');
    expect(await findCaseRecord('Unit 4, Harbour Walk')).toBeInTheDocument();
    await expectToasts(MESSAGES.cases.titleUpdated);
    expect(api.to(`PUT ${CHAT}/cases/title/edit/case-1`)[0]!.json).toEqual({ title: 'Unit 4, Harbour Walk', version: 1 });

    await app.user.click(screen.getByRole('button', { name: 'Edit the title' }));
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.cases.titleUpdateFailed).length).toBeGreaterThan(0));
  });

  it("keeps the case's text from the language model when the lawyer says so, and says when its allowance is spent", async () => {
    storeToken();
    const api = fakeApi({
      ...signedInWithTypes(),
      'GET /api/model-settings': reply.ok(ModelSettingsResponse, { data: { engine: 'llm:gpt-4.1-mini', builtinOnlyByDefault: false, firmBuiltinOnlyByDefault: false } }),
      [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase({ modelAllowanceSpent: true }) } }),
      [`PUT ${CHAT}/cases/engine/edit/case-1`]: reply.ok(CaseResponse, { data: { case: aCase({ builtinOnly: true, modelAllowanceSpent: true, version: 2 }) } }),
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    expect(screen.getByTestId('model-allowance-spent')).toHaveTextContent(MESSAGES.cases.modelAllowanceSpent);
    const builtinOnly = await screen.findByRole('switch', { name: 'Built-in engine only: send none of this case to the language model' });
    expect(builtinOnly).not.toBeChecked();
    await app.user.click(builtinOnly);

    await waitFor(() => expect(screen.getByRole('switch', { name: /Built-in engine only/ })).toBeChecked());
    expect(api.to(`PUT ${CHAT}/cases/engine/edit/case-1`)[0]!.json).toEqual({ builtinOnly: true, version: 1 });
  });

  it('says what went wrong when the case cannot be had, and offers the way back', async () => {
    storeToken();
    fakeApi({ ...signedInWithTypes(), [`GET ${CHAT}/response/missing`]: reply.error(404), [`GET ${CHAT}/cases/missing/members`]: reply.error(404) });
    renderApp('/cases/missing');

    expect(await screen.findByText(MESSAGES.cases.getFailed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your cases' })).toHaveAttribute('href', '/');
  });

  it('deletes the case after asking, and goes home', async () => {
    storeToken();
    const api = fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase() } }),
      [`DELETE ${CHAT}/cases/delete/case-1`]: reply.ok(CaseResponse.pick({}), {}),
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await app.user.click(screen.getByRole('button', { name: 'Delete case' }));
    await app.user.click(await screen.findByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(app.pathname()).toBe('/'));
    expect(api.to(`DELETE ${CHAT}/cases/delete/case-1`)).toHaveLength(1);
  });

  it('shows a title as typed but isolated, and a file name with the direction controls that would disguise it written out', async () => {
    storeToken();
    const title = 'Unit \u202E4 Harbour';
    fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase({ title, files: [aCaseFile({ filename: 'invoice\u202Efdp.exe.pdf' })] }) } }),
    });
    renderApp('/cases/case-1');

    const heading = await findCaseRecord(title);
    // <bdi> is isolated by the browser's own style sheet: the override reorders the title's characters, nothing around it.
    expect(heading.querySelector('bdi')?.textContent).toBe(title);
    const file = screen.getByRole('heading', { level: 2, name: 'invoice[U+202E]fdp.exe.pdf' });
    expect(file.querySelector('bdi')?.textContent).toBe('invoice[U+202E]fdp.exe.pdf');
  });
});

describe('home page case list', () => {
  it('lists the user’s cases, each opening its page', async () => {
    storeToken();
    fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/cases`]: reply.ok(CasesResponse, {
        data: {
          cases: [
            aCaseSummary({ status: 'processing', progress: { done: 3, total: 10 }, answerCounts: { answered: 2, needsReview: 1, notFound: 0 }, fileCount: 2 }),
          ],
          pagination: { page: 1, perPage: 20, total: 1 },
        },
      }),
      [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase() } }),
    });
    const app = renderApp('/');

    const table = await screen.findByRole('table', { name: 'Your cases' });
    expect(within(table).getByRole('progressbar', { name: '3 of 10 questions answered' })).toBeInTheDocument();
    await app.user.click(within(table).getByRole('link', { name: 'Harbour Walk acquisition' }));
    expect(await findCaseRecord('Harbour Walk acquisition')).toBeInTheDocument();
    expect(app.pathname()).toBe('/cases/case-1');
  });
});

describe('close buttons', () => {
  it('have names: the source pane’s and a toast’s', async () => {
    storeToken();
    fakeApi({
      ...signedIn(aUser()),
      [`GET ${CHAT}/document-types/1`]: documentTypesReply([]),
      [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase() } }),
      [`GET ${CHAT}/cases/files/file-1/file`]: reply.bytes(new Uint8Array([0x25, 0x50, 0x44, 0x46]), 'application/pdf'),
      [`PUT ${CHAT}/cases/title/edit/case-1`]: reply.ok(CaseResponse, { data: { case: aCase() } }),
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await app.user.click(screen.getByRole('button', { name: 'Edit the title' }));
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToasts(MESSAGES.cases.titleUpdated);
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Page 1' }));
    const pane = await screen.findByRole('dialog', { name: 'Source' });
    expect(within(pane).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('keyboard', () => {
  it('moves between answers from the page\'s load, announces where it is, opens a source and starts an edit', async () => {
    storeToken();
    fakeApi({
      ...signedIn(aUser()),
      [`GET ${CHAT}/document-types/1`]: documentTypesReply([]),
      [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, {
        data: {
          case: aCase({
            files: [
              aCaseFile({ answers: [anAnswer(), anAnswer({ id: 'answer-2', question: 'Who is the tenant?', answer: 'Quayside Coffee Limited' })] }),
              aCaseFile({ id: 'file-2', filename: 'register.pdf', answers: [anAnswer({ id: 'answer-3', question: 'What is the title number?' })] }),
            ],
          }),
        },
      }),
      [`GET ${CHAT}/cases/files/file-1/file`]: reply.bytes(new Uint8Array([0x25, 0x50, 0x44, 0x46]), 'application/pdf'),
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');
    const rows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-answer-row'));

    // From the page's load, with nothing in focus: J starts at the first answer; the arrows still scroll the page.
    await app.user.keyboard('{ArrowDown}');
    expect(document.body).toHaveFocus();
    await app.user.keyboard('j');
    expect(rows()[0]).toHaveFocus();
    await app.user.keyboard('{ArrowDown}');
    expect(rows()[1]).toHaveFocus();
    expect(screen.getByText('Answer 2 of 3: Who is the tenant?')).toBeInTheDocument();
    await app.user.keyboard('j');
    expect(rows()[2]).toHaveFocus();
    expect(screen.getByText('Answer 3 of 3: What is the title number?')).toBeInTheDocument();
    await app.user.keyboard('k');
    expect(rows()[1]).toHaveFocus();

    await app.user.keyboard('e');
    expect(screen.getByLabelText('Your answer to: Who is the tenant?')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));

    rows()[0]!.focus();
    await app.user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Source' })).toBeInTheDocument();
  });
});

describe('a read that lands after a live update', () => {
  it('keeps the answer the update brought, though the read started before it was saved', async () => {
    storeToken();
    const pendingOwn = anAnswer({ id: 'answer-9', questionId: null, customQuestionId: 'own-1', question: 'Is there a break clause?', status: 'pending', answer: null, citations: [] });
    const asked = aCase({ files: [aCaseFile({ customQuestions: [anOwnQuestion()], answers: [anAnswer(), pendingOwn] })] });
    const stale = reply.deferred();
    const api = fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: [() => reply.ok(CaseResponse, { data: { case: aCase() } }), () => stale.reply],
      [`POST ${CHAT}/response/ai/custom-questions/file-1`]: reply.ok(CustomQuestionsResponse, { data: { customQuestions: [anOwnQuestion()] } }),
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await app.user.type(screen.getByLabelText('Ask your own question about this document'), 'Is there a break clause?');
    await app.user.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(api.to(`GET ${CHAT}/response/case-1`)).toHaveLength(2));
    // Answered while the page re-reads the case: the event brings the answer, then the read lands with it pending,
    // at the same version (the engine's answer does not move it, as the server saves it).
    const answered = { ...pendingOwn, status: 'answered' as const, answer: 'Yes, on 1 March 2029', confidence: 0.97, citations: anAnswer().citations };
    app.realtime.push('case.progress', { ...progressOf(2, 2), answers: [{ caseFileId: 'file-1', answer: answered }] });
    expect(await screen.findByText('Yes, on 1 March 2029')).toBeInTheDocument();
    // The read is told apart by its title, so the test waits for it to land.
    stale.resolve(reply.ok(CaseResponse, { data: { case: { ...asked, title: 'Harbour Walk acquisition, read again' } } }));
    expect(await screen.findByRole('heading', { name: 'Harbour Walk acquisition, read again' })).toBeInTheDocument();
    expect(screen.getByText('Yes, on 1 March 2029')).toBeInTheDocument();
    expect(screen.queryByText('Being answered…')).not.toBeInTheDocument();
  });
});

describe('views', () => {
  it('keeps the answers by document and the review grid once drawn, hidden while the other is shown', async () => {
    storeToken();
    fakeApi({ ...signedInWithTypes(), [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase() } }) });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');
    const answers = screen.getByRole('table', { name: 'Answers for lease.pdf' });

    await app.user.click(screen.getByRole('button', { name: 'Review grid' }));
    const grid = await screen.findByRole('table', { name: /^Review grid: / });
    expect(screen.queryByRole('table', { name: 'Answers for lease.pdf' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'By document' }));
    // The same table, not drawn again; the grid stays, hidden, for the next switch.
    expect(screen.getByRole('table', { name: 'Answers for lease.pdf' })).toBe(answers);
    expect(screen.queryByRole('table', { name: /^Review grid: / })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Review grid' }));
    expect(screen.getByRole('table', { name: /^Review grid: / })).toBe(grid);
  });
});

describe('adding documents to a case', () => {
  it('reads them, asks for the types, and adds the chosen ones by their uploads', async () => {
    storeToken();
    const grown = aCase({ files: [aCaseFile(), aCaseFile({ id: 'file-2', filename: 'lease 2.pdf', status: 'answering', answers: [] })] });
    const api = fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase() } }),
      'POST /api/process-pdf': reply.ok(ProcessPdfResponse, {
        files: [
          { ...failedProcessedFile('lease 2.pdf', ''), error: null, documentType: 4, documentTypeName: 'Lease', confidence: 0.9, pages: 3, uploadId: 'upload-2', sha256: 'x' },
          failedProcessedFile('broken.pdf', 'This file is damaged and cannot be read as a PDF.'),
        ],
      }),
      [`POST ${CHAT}/response/ai/generate/edit/case-1`]: reply.ok(CaseResponse, { data: { case: grown } }, 202),
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await app.user.click(screen.getByRole('button', { name: 'Add documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add documents to this case' });
    const huge = new File(['%PDF-'], 'scan of the deeds.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: LIMITS.pdfMaxBytes + 1 });
    await app.user.upload(within(dialog).getByLabelText('Documents to add'), [
      new File(['%PDF-'], 'lease 2.pdf', { type: 'application/pdf' }),
      new File(['%PDF-'], 'broken.pdf', { type: 'application/pdf' }),
      new File(['%PDF-'], 'lease.pdf', { type: 'application/pdf' }),
      huge,
    ]);
    await expectToasts(MESSAGES.upload.duplicateFiles);
    expect(await within(dialog).findByText('This file is damaged and cannot be read as a PDF.')).toBeInTheDocument();
    // Refused in the browser, on its own: the others were still sent and read.
    expect(within(dialog).getByText(MESSAGES.files.tooLarge(LIMITS.pdfMaxBytes))).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Document type of lease 2.pdf' })).toHaveValue('4');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add to case (1)' }));

    await expectToasts(MESSAGES.upload.duplicateFiles, MESSAGES.upload.filesAdded);
    const form = api.to(`POST ${CHAT}/response/ai/generate/edit/case-1`)[0]!.form!;
    expect(form.getAll('uploadIds[]')).toEqual(['upload-2']);
    expect(JSON.parse(String(form.get('filesMeta')))).toEqual([{ filename: 'lease 2.pdf', docTypeId: 4 }]);
    expect(await screen.findByRole('heading', { name: 'lease 2.pdf', level: 2 })).toBeInTheDocument();
    expect(api.to('POST /api/process-pdf')[0]!.form!.getAll('files[]').map((file) => (file as File).name)).toEqual(['lease 2.pdf', 'broken.pdf']);
  });

  it('lets the server forget the documents read when the lawyer cancels', async () => {
    storeToken();
    const api = fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase() } }),
      'POST /api/process-pdf': reply.ok(ProcessPdfResponse, {
        files: [{ ...failedProcessedFile('lease 2.pdf', ''), error: null, documentType: 4, documentTypeName: 'Lease', confidence: 0.9, pages: 3, uploadId: 'upload-2', sha256: 'x' }],
      }),
      'DELETE /api/uploads/upload-2': reply.empty(204),
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await app.user.click(screen.getByRole('button', { name: 'Add documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add documents to this case' });
    await app.user.upload(within(dialog).getByLabelText('Documents to add'), [new File(['%PDF-'], 'lease 2.pdf', { type: 'application/pdf' })]);
    await within(dialog).findByRole('combobox', { name: 'Document type of lease 2.pdf' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(api.to('DELETE /api/uploads/upload-2')).toHaveLength(1));
    expect(api.to(`POST ${CHAT}/response/ai/generate/edit/case-1`)).toHaveLength(0);
  });
});

describe('a document that was not a PDF', () => {
  const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  const wordLease = aCaseFile({ filename: 'lease.docx', source: { type: 'docx', unacceptedChanges: true, comments: true } });
  const plan = aCaseFile({ id: 'file-2', filename: 'plan.png', source: { type: 'png', unacceptedChanges: false, comments: false } });
  const openCase = (routes: Parameters<typeof fakeApi>[0] = {}) => {
    storeToken();
    const api = fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase({ files: [wordLease, plan, aCaseFile({ id: 'file-3' })] }) } }),
      ...routes,
    });
    return { api, app: renderApp('/cases/case-1') };
  };

  it('says what it was, warns of tracked changes read as accepted, and notes the comments left out', async () => {
    openCase();
    await findCaseRecord('Harbour Walk acquisition', ['lease.docx', 'plan.png', 'lease.pdf']);

    const word = within(screen.getByRole('region', { name: 'lease.docx' }));
    expect(word.getByText('Word document')).toHaveTextContent('Uploaded as: Word document');
    expect(word.getByRole('note')).toHaveTextContent('Has tracked changes not yet accepted: read as if they were accepted');
    expect(word.getByText('Has comments, which were left out')).toBeInTheDocument();
    const image = within(screen.getByRole('region', { name: 'plan.png' }));
    expect(image.getByText('Image')).toBeInTheDocument();
    expect(image.queryByRole('note')).not.toBeInTheDocument();
    expect(image.queryByText('Has comments, which were left out')).not.toBeInTheDocument();
    // A PDF has nothing to tell, and no other original.
    const pdf = within(screen.getByRole('region', { name: 'lease.pdf' }));
    expect(pdf.queryByText(/Uploaded as/)).not.toBeInTheDocument();
    expect(pdf.queryByRole('button', { name: /^Download the original/ })).not.toBeInTheDocument();
  });

  it('warns that a document’s characters in a script the reading cannot show were read as "?"', async () => {
    const email = aCaseFile({ id: 'file-4', filename: 'Completion.eml', source: { type: 'eml', unacceptedChanges: false, comments: false, unprintedCharacters: true } });
    openCase({ [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase({ files: [email, wordLease] }) } }) });
    await findCaseRecord('Harbour Walk acquisition', ['Completion.eml', 'lease.docx']);

    expect(within(screen.getByRole('region', { name: 'Completion.eml' })).getByRole('note')).toHaveTextContent(
      'Has characters in a script this reading cannot show (such as Korean, Hebrew or Arabic): they were read as "?". Ask for a PDF of it',
    );
    // The Word document's only warning is its tracked changes: it printed every character.
    expect(within(screen.getByRole('region', { name: 'lease.docx' })).getAllByRole('note')).toHaveLength(1);
  });

  it('downloads the original with the bearer token, saved under the file’s own name', async () => {
    const original = reply.bytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), DOCX);
    const { api, app } = openCase({ [`GET ${CHAT}/cases/files/file-1/original`]: original });
    await findCaseRecord('Harbour Walk acquisition');
    const saved: { name: string; blob: Blob | undefined }[] = [];
    // The browser's download, which jsdom cannot make: what the link would have saved, and under what name.
    const download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: objectUrls.created.get(this.href) });
    });
    onTestFinished(() => download.mockRestore());

    await app.user.click(screen.getByRole('button', { name: 'Download the original of lease.docx' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const [request] = api.to(`GET ${CHAT}/cases/files/file-1/original`);
    expect(request?.headers.get('Authorization')).toBe('Bearer stored-token');
    expect(saved[0]?.name).toBe('lease.docx');
    expect(saved[0]?.blob?.type).toBe(DOCX);
    expect(new Uint8Array(await saved[0]!.blob!.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 0x03, 0x04]));
  });

  it('says so when the original cannot be downloaded', async () => {
    const { app } = openCase({ [`GET ${CHAT}/cases/files/file-2/original`]: reply.error(503) });
    await findCaseRecord('Harbour Walk acquisition', ['plan.png']);

    await app.user.click(screen.getByRole('button', { name: 'Download the original of plan.png' }));

    await expectToasts(MESSAGES.documents.originalDownloadFailed);
    expect(screen.getByRole('button', { name: 'Download the original of plan.png' })).toBeEnabled();
  });

  it('says in the source pane that a Word document’s pages are as the product laid them out, and nothing of the sort for an image', async () => {
    const pdfBytes = reply.bytes(new Uint8Array([0x25, 0x50, 0x44, 0x46]), 'application/pdf');
    const { app } = openCase({ [`GET ${CHAT}/cases/files/file-1/file`]: pdfBytes, [`GET ${CHAT}/cases/files/file-2/file`]: pdfBytes });
    await findCaseRecord('Harbour Walk acquisition');
    const LAYOUT = 'Pages as laid out from the Word document; Word may number them differently.';

    await app.user.click(within(screen.getByRole('region', { name: 'lease.docx' })).getByRole('button', { name: /^Page \d+$/ }));
    const pane = await screen.findByRole('dialog', { name: 'Source' });
    expect(await within(pane).findByText(LAYOUT)).toBeInTheDocument();
    await app.user.click(within(pane).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Source' })).not.toBeInTheDocument());

    await app.user.click(within(screen.getByRole('region', { name: 'plan.png' })).getByRole('button', { name: /^Page \d+$/ }));
    const again = await screen.findByRole('dialog', { name: 'Source' });
    expect(within(again).queryByText(LAYOUT)).not.toBeInTheDocument();
  });

  it('tells what a file was once it has been read, from the live update', async () => {
    storeToken();
    const reading = aCaseFile({ filename: 'lease.docx', status: 'reading', pages: null, answers: [] });
    fakeApi({ ...signedInWithTypes(), [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase({ status: 'processing', files: [reading] }) } }) });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');
    const section = within(screen.getByRole('region', { name: 'lease.docx' }));
    expect(section.queryByText('Word document')).not.toBeInTheDocument();

    const source = { type: 'docx' as const, unacceptedChanges: true, comments: false };
    app.realtime.push('case.progress', { ...progressOf(0, 1), files: [{ id: 'file-1', status: 'answering', pages: 3, error: null, annexures: [], source }] });

    expect(await section.findByText('Word document')).toBeInTheDocument();
    expect(section.getByRole('note')).toHaveTextContent('Has tracked changes not yet accepted: read as if they were accepted');
    expect(section.getByRole('button', { name: 'Download the original of lease.docx' })).toBeInTheDocument();
  });
});

describe('a case whose documents came as a data room’s .zip', () => {
  it('lists them under their folders, as the data room’s index has them, each by its own name and told apart by its path, live', async () => {
    storeToken();
    const files = [
      aCaseFile({ id: 'file-1', filename: '01 Title/A.pdf' }),
      aCaseFile({ id: 'file-2', filename: '02 Leases/B.pdf', status: 'reading', answers: [] }),
      aCaseFile({ id: 'file-3', filename: 'C.pdf' }),
      aCaseFile({ id: 'file-4', filename: '02 Leases/Unit 4/B.pdf' }),
    ];
    fakeApi({ ...signedInWithTypes(), [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase({ status: 'processing', files }) } }) });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition', files.map((file) => file.filename));

    // A file in no folder first, as it was; then the folders in path order.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['C.pdf', '01 Title', '02 Leases']);
    const title = within(screen.getByRole('region', { name: '01 Title' }));
    expect(title.getByRole('region', { name: '01 Title/A.pdf' })).toBeInTheDocument();
    expect(title.getByRole('heading', { level: 3, name: '01 Title/A.pdf' })).toHaveTextContent('A.pdf');
    const leases = within(screen.getByRole('region', { name: '02 Leases' }));
    expect(leases.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['02 Leases', '02 Leases/B.pdf', 'Unit 4', '02 Leases/Unit 4/B.pdf']);
    expect(within(leases.getByRole('region', { name: 'Unit 4' })).getByRole('heading', { level: 4, name: '02 Leases/Unit 4/B.pdf' })).toBeInTheDocument();
    expect(leases.getByRole('table', { name: 'Answers for 02 Leases/Unit 4/B.pdf' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'C.pdf' })).getByRole('heading', { level: 2 })).toHaveTextContent('C.pdf');

    app.realtime.push('case.progress', { ...progressOf(0, 2), files: [{ id: 'file-2', status: 'answering', pages: 3, error: null, annexures: [], source: null }] });

    const lease = within(leases.getByRole('region', { name: '02 Leases/B.pdf' }));
    expect(await lease.findByText('Answering', { exact: true })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['C.pdf', '01 Title', '02 Leases']);
  });
});
