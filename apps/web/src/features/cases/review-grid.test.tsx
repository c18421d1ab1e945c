import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CaseResponse, MESSAGES } from '@dd/contracts';
import { aCase, aCaseFile, anAnswer, aNeedsReviewAnswer } from '../../test/case-fixtures.ts';
import { aDocumentType, documentTypesReply } from '../../test/catalogue-fixtures.ts';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { aUser, signedIn, storeToken } from '../../test/fixtures.ts';
import { findHeading, renderApp } from '../../test/render-app.tsx';

const CHAT = '/api/due-dilligence/chat';
const DATE = 'What is the date of the lease?';
const ASSIGN = 'May the tenant assign the lease?';

/** Three leases: one answer needing review, one the document does not address, the rest answered. */
const leases = aCase({
  files: [
    aCaseFile({ answers: [anAnswer(), aNeedsReviewAnswer()] }),
    aCaseFile({
      id: 'file-2',
      filename: 'lease 2.pdf',
      answers: [
        anAnswer({ id: 'answer-3', answer: '5 May 2020' }),
        anAnswer({ id: 'answer-4', question: ASSIGN, answerType: 'yes_no', status: 'not_found', answer: null, value: null, citations: [] }),
      ],
    }),
    aCaseFile({
      id: 'file-3',
      filename: 'lease 3.pdf',
      answers: [
        anAnswer({ id: 'answer-5', answer: '9 June 2021' }),
        anAnswer({ id: 'answer-6', question: ASSIGN, answerType: 'yes_no', answer: 'Yes', value: { type: 'boolean', value: true, subjectTo: null } }),
      ],
    }),
  ],
});

const grid = () => screen.getByRole('table', { name: 'Review grid: Lease' });
const columns = () => within(within(grid()).getAllByRole('row')[0]!).getAllByRole('columnheader').map((cell) => cell.textContent);
const documents = () => within(grid()).getAllByRole('rowheader').map((cell) => cell.textContent);
const cell = (filename: string, column: number) =>
  within(within(grid()).getAllByRole('row').find((row) => within(row).queryByRole('rowheader')?.textContent === filename)!).getAllByRole('cell')[column]!;

describe('the review grid', () => {
  it('marks answers needing review in their cells, counts each status, and filters to one', async () => {
    storeToken();
    fakeApi({
      ...signedIn(aUser()),
      [`GET ${CHAT}/document-types/1`]: documentTypesReply([aDocumentType({ id: 4, name: 'Lease' })]),
      [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: leases } }),
    });
    const app = renderApp('/cases/case-1');
    await findHeading('Harbour Walk acquisition');
    await app.user.click(screen.getByRole('button', { name: 'Review grid' }));

    const filters = within(screen.getByRole('group', { name: 'Show answers' })).getAllByRole('button');
    expect(filters.map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['All answers (6)', 'true'],
      ['Answered (4)', 'false'],
      ['Needs review (1)', 'false'],
      ['Not found (1)', 'false'],
    ]);
    expect(columns()).toEqual(['Document', DATE, ASSIGN]);
    expect(documents()).toEqual(['lease.pdf', 'lease 2.pdf', 'lease 3.pdf']);
    // The flagged cell asserts nothing: its badge and the passage to check, on its page.
    expect(cell('lease.pdf', 1)).toHaveTextContent('Needs reviewPage 3 deals with this: check the passage');
    expect(within(cell('lease.pdf', 1)).getByRole('button', { name: 'Page 3 deals with this: check the passage' })).toBeInTheDocument();
    expect(cell('lease 2.pdf', 1)).toHaveTextContent(MESSAGES.answers.notFound);
    expect(cell('lease 3.pdf', 1)).toHaveTextContent('YesPage 1');

    await app.user.click(screen.getByRole('button', { name: 'Needs review (1)' }));
    expect(screen.getByRole('button', { name: 'Needs review (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All answers (6)' })).toHaveAttribute('aria-pressed', 'false');
    expect(columns()).toEqual(['Document', ASSIGN]);
    expect(documents()).toEqual(['lease.pdf']);

    await app.user.click(within(cell('lease.pdf', 0)).getByRole('button', { name: 'Page 3 deals with this: check the passage' }));
    expect(await screen.findByRole('dialog', { name: 'Source' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Close' }));

    await app.user.click(screen.getByRole('button', { name: 'Not found (1)' }));
    expect(columns()).toEqual(['Document', ASSIGN]);
    expect(documents()).toEqual(['lease 2.pdf']);

    await app.user.click(screen.getByRole('button', { name: 'Answered (4)' }));
    expect(columns()).toEqual(['Document', DATE, ASSIGN]);
    expect(documents()).toEqual(['lease.pdf', 'lease 2.pdf', 'lease 3.pdf']);
  }, 30_000);

  it('says so when no answer has the chosen status', async () => {
    storeToken();
    fakeApi({
      ...signedIn(aUser()),
      [`GET ${CHAT}/document-types/1`]: documentTypesReply([aDocumentType({ id: 4, name: 'Lease' })]),
      [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: aCase() } }),
    });
    const app = renderApp('/cases/case-1');
    await findHeading('Harbour Walk acquisition');
    await app.user.click(screen.getByRole('button', { name: 'Review grid' }));

    await app.user.click(screen.getByRole('button', { name: 'Needs review (0)' }));
    expect(screen.getByText('No answers are marked “Needs review”.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Review grid: Lease' })).not.toBeInTheDocument();
  }, 30_000);
});
