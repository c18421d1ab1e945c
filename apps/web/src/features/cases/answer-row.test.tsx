import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnswerConflict, AnswerEditsConflict, CaseAnswerResponse, CaseResponse, MESSAGES, type CaseAnswer } from '@dd/contracts';
import { aCase, aCaseFile, anAnswer, aNeedsReviewAnswer } from '../../test/case-fixtures.ts';
import { aDocumentType, documentTypesReply } from '../../test/catalogue-fixtures.ts';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { aUser, signedIn, storeToken } from '../../test/fixtures.ts';
import { expectToasts, findCaseRecord, renderApp } from '../../test/render-app.tsx';

const CHAT = '/api/due-dilligence/chat';
const QUESTION = 'May the tenant assign the lease?';
const PASSAGE = 'The Tenant shall not assign the whole of the Premises without the consent of the Landlord';
const lawyer = { id: 'user-1', name: 'Aoife Murphy' };
const colleague = { id: 'user-2', name: 'Seán Byrne' };
const signedInWithTypes = () => ({ ...signedIn(aUser()), [`GET ${CHAT}/document-types/1`]: documentTypesReply([aDocumentType({ id: 4, name: 'Lease' })]) }) as const;

const caseWith = (...answers: CaseAnswer[]) => ({ data: { case: aCase({ files: [aCaseFile({ answers })] }) } });
const answerRow = (question: string) => screen.getAllByRole('row').find((row) => row.getAttribute('data-answer-row') === question)!;
const badgeOf = (row: HTMLElement, label: string) => within(row).getByText(label).closest<HTMLElement>('.mantine-Badge-root')!;
const sentEdits = (api: ReturnType<typeof fakeApi>) =>
  api.to(`POST ${CHAT}/response/ai/generate/edit/case-1`).map((request) => JSON.parse(String(request.form!.get('answerEdits'))) as unknown);

describe("an answer's confidence", () => {
  it('shows the calibrated confidence of what the built-in engine asserted, and none for a passage to review or a model\'s answer', async () => {
    storeToken();
    fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: reply.ok(
        CaseResponse,
        caseWith(
          anAnswer({ confidence: 0.913 }),
          aNeedsReviewAnswer(),
          anAnswer({ id: 'answer-3', question: 'Who is the tenant?', answerType: 'party', answer: 'Quayside Coffee Limited', value: null, confidence: 0.97, engine: 'llm:gpt-4o' }),
        ),
      ),
    });
    renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    const shown = within(answerRow('What is the date of the lease?')).getByText('Confidence 91%');
    expect(shown).toHaveAttribute('title', expect.stringContaining('about 91 in 100 are right'));
    expect(within(answerRow(QUESTION)).queryByText(/^Confidence/)).not.toBeInTheDocument();
    expect(within(answerRow('Who is the tenant?')).queryByText(/^Confidence/)).not.toBeInTheDocument();
  }, 30_000);
});

describe('an answer that needs review', () => {
  it('asserts nothing: a badge of its own, its passage with the page, which opens the source with the quote marked', async () => {
    storeToken();
    fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: reply.ok(
        CaseResponse,
        caseWith(anAnswer(), aNeedsReviewAnswer(), anAnswer({ id: 'answer-3', question: 'Is there a break clause?', status: 'not_found', answer: null, value: null, citations: [] })),
      ),
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    const row = answerRow(QUESTION);
    const [, answerCell] = within(row).getAllByRole('cell');
    // The passage and the two ways to settle it, and no answer of the engine's own.
    expect(answerCell).toHaveTextContent(`Page 3 deals with this: check the passage“${PASSAGE}”Answer itConfirm the passage`, { normalizeWhitespace: true });
    const needsReview = badgeOf(row, 'Needs review');
    expect(within(row).queryByText('Answered')).not.toBeInTheDocument();
    // Its own colour, not answered's or not found's (the text says it too).
    const colour = (badge: HTMLElement) => badge.style.getPropertyValue('--badge-bg');
    expect(colour(needsReview)).toContain('orange');
    expect(colour(needsReview)).not.toBe(colour(badgeOf(answerRow('What is the date of the lease?'), 'Answered')));
    expect(colour(needsReview)).not.toBe(colour(badgeOf(answerRow('Is there a break clause?'), 'Not found')));
    expect(within(answerRow('Is there a break clause?')).getByText(MESSAGES.answers.notFound)).toBeInTheDocument();

    await app.user.click(within(row).getByRole('button', { name: 'Page 3 deals with this: check the passage' }));
    expect(await screen.findByRole('dialog', { name: 'Source' })).toBeInTheDocument();
  }, 30_000);

  it('names its passage by the clause it stands in, where the document numbers it, and opens it the same way', async () => {
    storeToken();
    const inClause = aNeedsReviewAnswer({
      citations: [{ page: 3, quote: PASSAGE, start: 120, end: 120 + PASSAGE.length, verified: true, clause: 'Clause 7.2' }],
    });
    fakeApi({ ...signedInWithTypes(), [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, caseWith(anAnswer(), inClause)) });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    const row = answerRow(QUESTION);
    await app.user.click(within(row).getByRole('button', { name: 'Clause 7.2 (page 3) deals with this: check the passage' }));
    expect(await screen.findByRole('dialog', { name: 'Source' })).toBeInTheDocument();
  }, 30_000);

  it('"Confirm the passage" verifies it from the version shown, and the passage becomes the answer', async () => {
    storeToken();
    const confirmed = aNeedsReviewAnswer({ status: 'answered', answer: PASSAGE, verifiedBy: lawyer, verifiedAt: '2026-11-21T10:01:00.000Z', version: 3 });
    // The server: the answer as flagged, until the verification confirms its passage.
    let onServer = aNeedsReviewAnswer({ version: 2 });
    const api = fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: () => reply.ok(CaseResponse, caseWith(onServer)),
      [`PUT ${CHAT}/answers/answer-2/verify`]: () => {
        onServer = confirmed;
        return reply.ok(CaseAnswerResponse, { data: { answer: confirmed } });
      },
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    const reads = api.to(`GET ${CHAT}/response/case-1`).length;
    await app.user.click(screen.getByRole('button', { name: `Confirm the passage for: ${QUESTION}` }));

    await waitFor(() => expect(api.to(`PUT ${CHAT}/answers/answer-2/verify`).map((request) => request.json)).toEqual([{ verified: true, version: 2 }]));
    // The record is read again after the verification, and shows it.
    await waitFor(() => expect(api.to(`GET ${CHAT}/response/case-1`).length).toBeGreaterThan(reads));
    await waitFor(() => expect(within(answerRow(QUESTION)).getByText('Verified')).toBeInTheDocument());
    const row = answerRow(QUESTION);
    expect(within(row).getByText(PASSAGE, { selector: 'p' })).toBeInTheDocument();
    expect(within(row).queryByText('Needs review')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Confirm the passage/ })).not.toBeInTheDocument();
  }, 30_000);

  it('"Confirm the passage" refused as stale says who changed it and shows the answer as it now is', async () => {
    storeToken();
    const theirs = aNeedsReviewAnswer({ status: 'answered', editedAnswer: 'Yes, with the Landlord’s consent', editedBy: colleague, editedAt: '2026-11-21T10:00:00.000Z', version: 2 });
    // The server: the colleague's edit lands just before the lawyer's confirmation.
    let onServer = aNeedsReviewAnswer();
    const api = fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: () => reply.ok(CaseResponse, caseWith(onServer)),
      [`PUT ${CHAT}/answers/answer-2/verify`]: () => {
        onServer = theirs;
        return reply.ok(AnswerConflict, { message: MESSAGES.cases.staleEdit, current: theirs, changedBy: colleague }, 409);
      },
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await app.user.click(screen.getByRole('button', { name: `Confirm the passage for: ${QUESTION}` }));

    await expectToasts(MESSAGES.cases.changedSince('Seán Byrne'));
    expect(await screen.findByText('Yes, with the Landlord’s consent', { selector: 'p' })).toBeInTheDocument();
    expect(api.to(`PUT ${CHAT}/answers/answer-2/verify`).map((request) => request.json)).toEqual([{ verified: true, version: 1 }]);
    expect(within(answerRow(QUESTION)).getByText('Edited')).toBeInTheDocument();
  }, 30_000);

  it('"Answer it" opens the edit from the version shown; a stale save offers "Keep mine", which saves over the new version', async () => {
    storeToken();
    const theirs = aNeedsReviewAnswer({ comment: 'Check the licence to assign', version: 3 });
    const mine = aNeedsReviewAnswer({ status: 'answered', editedAnswer: 'Yes, with the Landlord’s consent', editedBy: lawyer, editedAt: '2026-11-21T10:02:00.000Z', version: 4 });
    // The server: a colleague's comment lands just before the lawyer's first save, which is refused; the second is kept.
    let onServer = aNeedsReviewAnswer({ version: 2 });
    const api = fakeApi({
      ...signedInWithTypes(),
      [`GET ${CHAT}/response/case-1`]: () => reply.ok(CaseResponse, caseWith(onServer)),
      [`POST ${CHAT}/response/ai/generate/edit/case-1`]: [
        () => {
          onServer = theirs;
          return reply.ok(AnswerEditsConflict, { message: MESSAGES.cases.staleEdit, conflicts: [{ current: theirs, changedBy: colleague }] }, 409);
        },
        () => {
          onServer = mine;
          return reply.ok(CaseResponse, caseWith(mine), 202);
        },
      ],
    });
    const app = renderApp('/cases/case-1');
    await findCaseRecord('Harbour Walk acquisition');

    await app.user.click(screen.getByRole('button', { name: `Answer it: ${QUESTION}` }));
    const field = screen.getByLabelText(`Your answer to: ${QUESTION}`);
    expect(field).toHaveValue('');
    await app.user.type(field, 'Yes, with the Landlord’s consent');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await app.user.click(await screen.findByRole('button', { name: 'Keep mine' }));

    // The notice shows "mine" in a <p> too: once it has gone, the only such text is the row's saved answer.
    await waitFor(() => expect(screen.queryByText(MESSAGES.cases.changedSince('Seán Byrne'))).not.toBeInTheDocument());
    expect(await screen.findByText('Yes, with the Landlord’s consent', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByLabelText(`Your answer to: ${QUESTION}`)).not.toBeInTheDocument();
    expect(sentEdits(api)).toEqual([
      [{ answerId: 'answer-2', answer: 'Yes, with the Landlord’s consent', version: 2 }],
      [{ answerId: 'answer-2', answer: 'Yes, with the Landlord’s consent', version: 3 }],
    ]);
    const row = answerRow(QUESTION);
    expect(within(row).getByText('Edited')).toBeInTheDocument();
    // The engine asserted nothing, so nothing is quoted as what it said: the note says it gave the passage for review.
    expect(within(row).getByText(/^Edited by Aoife Murphy on .*\. The engine gave its passage for review\.$/)).toBeInTheDocument();
    expect(within(row).queryByText('Needs review')).not.toBeInTheDocument();
  }, 30_000);
});
