import {
  AdminDocumentTypesResponse,
  AdminQuestionResponse,
  AdminQuestionsResponse,
  QuestionVersionsResponse,
  type AdminQuestion,
} from '@dd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdminDocumentType, anAdminQuestion } from '../../test/catalogue-fixtures.ts';
import { fakeApi, reply, type FakeHandler, type FakeReply, type FakeRouteKey } from '../../test/fake-api.ts';
import { aUser, signedIn, storeToken } from '../../test/fixtures.ts';
import { expectToasts, findHeading, renderApp } from '../../test/render-app.tsx';

const ADMIN = '/api/due-dilligence/chat/admin/catalogue';
const lease = anAdminDocumentType({ id: 10, name: 'Lease', regions: ['England', 'Wales', 'Scotland'] });

const landlord = anAdminQuestion({ id: 101, versionId: 1010, question: 'Who is the landlord?', answerType: 'party', order: 1 });
const tenure = anAdminQuestion({
  id: 102,
  versionId: 1020,
  question: 'Is the tenancy contracted out of the Landlord and Tenant Act 1954?',
  answerType: 'yes_no',
  regions: ['England', 'Wales'],
  order: 2,
  version: 3,
});
const breakClause = anAdminQuestion({
  id: 103,
  versionId: 1030,
  question: 'Is there a break clause?',
  answerType: 'yes_no',
  order: 3,
  retiredAt: '2025-04-01T09:00:00.000Z',
});

const questionsReply = (questions: AdminQuestion[]): FakeReply => reply.ok(AdminQuestionsResponse, { data: { questions } });
const questionReply = (question: AdminQuestion, status = 200): FakeReply =>
  reply.ok(AdminQuestionResponse, { data: { question } }, status);

const openType = async (routes: Partial<Record<FakeRouteKey, FakeHandler | FakeHandler[]>> = {}) => {
  storeToken();
  const api = fakeApi({
    ...signedIn(aUser({ role: 'admin' })),
    [`GET ${ADMIN}/document-types`]: reply.ok(AdminDocumentTypesResponse, { data: { documentTypes: [lease] } }),
    [`GET ${ADMIN}/document-types/10/questions`]: questionsReply([landlord, tenure, breakClause]),
    ...routes,
  });
  const app = renderApp('/admin/catalogue/document-types/10');
  await findHeading('Lease');
  await screen.findByRole('list', { name: 'Questions' });
  return { api, app };
};

const questionTexts = () =>
  within(screen.getByRole('list', { name: 'Questions' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-labelledby'))
    .map((id) => document.getElementById(id ?? '')?.textContent);
const item = (name: string) => within(screen.getByRole('listitem', { name }));

type App = ReturnType<typeof renderApp>;
const fill = async (app: App, field: HTMLElement, text: string) => {
  await app.user.clear(field);
  await app.user.click(field);
  await app.user.paste(text);
};

describe('admin questions of a document type', () => {
  it('lists the questions in order with answer type, version, regions and retired ones marked', async () => {
    await openType();

    expect(questionTexts()).toEqual([landlord.question, tenure.question, breakClause.question]);
    expect(item(tenure.question).getByText('Version 3')).toBeInTheDocument();
    expect(item(tenure.question).getByText('Yes / No')).toBeInTheDocument();
    expect(item(tenure.question).getByText('England')).toBeInTheDocument();
    expect(item(landlord.question).queryByText('England')).not.toBeInTheDocument();
    expect(item(breakClause.question).getByText('Retired')).toBeInTheDocument();
    expect(item(breakClause.question).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(item(landlord.question).queryByText('Retired')).not.toBeInTheDocument();
  });

  it('adds a question, checked against the contract, and shows it last', async () => {
    const added = anAdminQuestion({
      id: 104,
      versionId: 1040,
      question: 'What is the initial annual rent?',
      answerType: 'money',
      hints: ['annual rent', 'p.a.'],
      order: 4,
      source: 'firm',
    });
    const { api, app } = await openType({
      [`POST ${ADMIN}/document-types/10/questions`]: questionReply(added, 201),
      [`GET ${ADMIN}/document-types/10/questions`]: [
        questionsReply([landlord, tenure, breakClause]),
        questionsReply([landlord, tenure, breakClause, added]),
      ],
    });

    await app.user.click(screen.getByRole('button', { name: 'Add question' }));
    const form = within(screen.getByRole('dialog', { name: 'Add a question to Lease' }));
    await fill(app, form.getByLabelText('Question'), 'What is the initial annual rent');
    await app.user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('A question ends with "?".')).toBeInTheDocument();
    expect(api.to(`POST ${ADMIN}/document-types/10/questions`)).toHaveLength(0);

    await app.user.type(form.getByLabelText('Question'), '?');
    await app.user.selectOptions(form.getByLabelText('Answer type'), 'Money');
    // By label, not by role: naming every combobox trips over the native select in jsdom.
    await fill(app, form.getByLabelText('Hints', { selector: 'input' }), 'annual rent');
    await app.user.type(form.getByLabelText('Hints', { selector: 'input' }), 'p.a.{Enter}');
    // A second Enter in the emptied tag input is a slip: it does not submit the dialog.
    await app.user.keyboard('{Enter}');
    expect(api.to(`POST ${ADMIN}/document-types/10/questions`)).toHaveLength(0);
    // Only the type's regions are on offer.
    expect(form.queryByRole('checkbox', { name: 'Northern Ireland' })).not.toBeInTheDocument();
    await app.user.click(form.getByRole('checkbox', { name: 'Scotland' }));
    await app.user.click(form.getByRole('button', { name: 'Save' }));

    await expectToasts('Question saved');
    expect(api.to(`POST ${ADMIN}/document-types/10/questions`)[0]?.json).toEqual({
      question: 'What is the initial annual rent?',
      answerType: 'money',
      hints: ['annual rent', 'p.a.'],
      regions: ['England', 'Wales'],
    });
    await waitFor(() => expect(questionTexts().at(-1)).toBe('What is the initial annual rent?'));
  });

  it('edits a question as a new version, with the earlier wordings in its history', async () => {
    const reworded = {
      ...tenure,
      versionId: 1021,
      version: 4,
      question: 'Is the tenancy excluded from sections 24 to 28 of the Landlord and Tenant Act 1954?',
    };
    const { api, app } = await openType({
      [`GET ${ADMIN}/questions/102/versions`]: reply.ok(QuestionVersionsResponse, {
        data: {
          versions: [3, 2, 1].map((version) => ({
            versionId: 1017 + version,
            version,
            question: version === 3 ? tenure.question : `Earlier wording ${version}?`,
            answerType: 'yes_no' as const,
            hints: [],
            regions: ['England' as const, 'Wales' as const],
            createdAt: `2025-0${version}-01T09:00:00.000Z`,
            createdBy: version === 1 ? null : 'Róisín Walsh',
          })),
        },
      }),
      [`PUT ${ADMIN}/questions/102`]: questionReply(reworded),
      [`GET ${ADMIN}/document-types/10/questions`]: [
        questionsReply([landlord, tenure, breakClause]),
        questionsReply([landlord, reworded, breakClause]),
      ],
    });

    await app.user.click(item(tenure.question).getByRole('button', { name: 'Edit' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit question' }));
    expect(form.getByText('Version 3')).toBeInTheDocument();
    const history = within(await form.findByRole('list', { name: 'Earlier wordings' }));
    expect(history.getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Version 2.*February 2025 by Róisín Walsh.*Earlier wording 2\?/),
      expect.stringMatching(/^Version 1.*January 2025Earlier wording 1\?/),
    ]);
    expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

    await fill(app, form.getByLabelText('Question'), reworded.question);
    await app.user.click(form.getByRole('button', { name: 'Save' }));

    await expectToasts('Question saved');
    expect(api.to(`PUT ${ADMIN}/questions/102`)[0]?.json).toEqual({
      question: reworded.question,
      answerType: 'yes_no',
      hints: tenure.hints,
      regions: ['England', 'Wales'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(item(reworded.question).getByText('Version 4')).toBeInTheDocument();
  });

  it('marks a question the learned NDA model reads, and says in its editor what a new wording does to that', async () => {
    const linked = { ...tenure, hypothesis: 'nda-3' };
    const { app } = await openType({
      [`GET ${ADMIN}/document-types/10/questions`]: questionsReply([landlord, linked, breakClause]),
      [`GET ${ADMIN}/questions/102/versions`]: reply.ok(QuestionVersionsResponse, { data: { versions: [] } }),
    });
    expect(item(linked.question).getByText('Read by the learned NDA model')).toBeInTheDocument();
    expect(item(landlord.question).queryByText('Read by the learned NDA model')).not.toBeInTheDocument();

    await app.user.click(item(linked.question).getByRole('button', { name: 'Edit' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit question' }));
    expect(form.getByText(/a new wording or answer type ends it, and the question is then answered by the rules alone/)).toBeInTheDocument();
  });

  it('reorders with Move up and Move down, keeping focus on the moved question, and saves the whole order', async () => {
    const { api, app } = await openType({
      [`PUT ${ADMIN}/document-types/10/questions/order`]: questionsReply([
        { ...tenure, order: 1 },
        { ...breakClause, order: 2 },
        { ...landlord, order: 3 },
      ]),
    });
    expect(screen.queryByRole('button', { name: 'Save order' })).not.toBeInTheDocument();

    const down = item(landlord.question).getByRole('button', { name: 'Move down' });
    await app.user.click(down);
    expect(down).toHaveFocus();
    await app.user.keyboard('{Enter}');
    expect(questionTexts()).toEqual([tenure.question, breakClause.question, landlord.question]);
    expect(screen.getByText(`Moved to position 3 of 3: ${landlord.question}`)).toBeInTheDocument();

    // At the bottom, Move down does nothing but keeps focus.
    await app.user.keyboard('{Enter}');
    expect(down).toHaveFocus();
    expect(questionTexts()).toEqual([tenure.question, breakClause.question, landlord.question]);
    expect(api.to(`PUT ${ADMIN}/document-types/10/questions/order`)).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Save order' }));

    await expectToasts('Order saved');
    expect(api.to(`PUT ${ADMIN}/document-types/10/questions/order`)[0]?.json).toEqual({ questionIds: [102, 103, 101] });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save order' })).not.toBeInTheDocument());
  });

  it('discards an unsaved order', async () => {
    const { app } = await openType();

    await app.user.click(item(breakClause.question).getByRole('button', { name: 'Move up' }));
    expect(questionTexts()).toEqual([landlord.question, breakClause.question, tenure.question]);
    await app.user.click(screen.getByRole('button', { name: 'Discard changes' }));

    expect(questionTexts()).toEqual([landlord.question, tenure.question, breakClause.question]);
  });

  it('retires a question after confirmation, and restores a retired one', async () => {
    const retired = { ...landlord, retiredAt: '2025-05-01T10:00:00.000Z' };
    const restored = { ...breakClause, retiredAt: null };
    const { api, app } = await openType({
      [`POST ${ADMIN}/questions/101/retire`]: questionReply(retired),
      [`POST ${ADMIN}/questions/103/restore`]: questionReply(restored),
    });
    api.on(`GET ${ADMIN}/document-types/10/questions`, [
      questionsReply([retired, tenure, breakClause]),
      questionsReply([retired, tenure, restored]),
    ]);

    await app.user.click(item(landlord.question).getByRole('button', { name: 'Retire' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Retire this question?' }));
    expect(confirm.getByText(`“${landlord.question}”`)).toBeInTheDocument();
    await app.user.click(confirm.getByRole('button', { name: 'Retire question' }));

    await expectToasts('Question retired');
    expect(await item(landlord.question).findByText('Retired')).toBeInTheDocument();

    await app.user.click(item(breakClause.question).getByRole('button', { name: 'Restore' }));
    await app.user.click(
      within(screen.getByRole('dialog', { name: 'Restore this question?' })).getByRole('button', { name: 'Restore question' }),
    );

    await expectToasts('Question retired', 'Question restored');
    await waitFor(() => expect(item(breakClause.question).queryByText('Retired')).not.toBeInTheDocument());
    expect(api.to(`POST ${ADMIN}/questions/103/restore`)).toHaveLength(1);
  });

  it('says so when the document type does not exist', async () => {
    storeToken();
    fakeApi({
      ...signedIn(aUser({ role: 'admin' })),
      [`GET ${ADMIN}/document-types`]: reply.ok(AdminDocumentTypesResponse, { data: { documentTypes: [lease] } }),
    });
    renderApp('/admin/catalogue/document-types/999');

    expect(await findHeading('Document type not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to catalogue administration' })).toHaveAttribute('href', '/admin/catalogue');
  });
});
