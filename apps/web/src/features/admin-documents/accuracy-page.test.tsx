import { AccuracyResponse, type QuestionAccuracy } from '@dd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { signedIn, storeToken } from '../../test/fixtures.ts';
import { findHeading, renderApp } from '../../test/render-app.tsx';
import { admin, ADMIN_API, TYPES_ROUTE, typesReply } from './admin-documents-fixtures.ts';

const ACCURACY = `GET ${ADMIN_API}/accuracy` as const;

const tenant: QuestionAccuracy = {
  questionId: 102,
  question: 'Who is the tenant?',
  documentTypeId: 10,
  documentTypeName: 'Lease',
  annotatedFiles: 4,
  agreed: 3,
  disagreed: 1,
  notAnswered: 0,
  disagreements: [
    {
      caseFileId: 'file-1',
      caseId: 'case-1',
      filename: 'Unit 4 lease.pdf',
      verdict: 'disagreed',
      annotations: [{ id: 'annotation-2', page: 1, quote: 'QUAYSIDE COFFEE LIMITED', value: 'Quayside Coffee Ltd' }],
      engine: { status: 'answered', answer: 'Harbour Estates Limited', citations: [] },
    },
  ],
};

describe('accuracy page', () => {
  it('gives each question’s figures in numbers and words, and lists a disagreement with a link to its annotator', async () => {
    storeToken();
    const api = fakeApi({
      ...signedIn(admin),
      [ACCURACY]: reply.ok(AccuracyResponse, { data: { questions: [tenant] } }),
      [TYPES_ROUTE]: typesReply(),
    });
    const app = renderApp('/admin/accuracy');
    await findHeading('Accuracy');

    const section = within(await screen.findByRole('region', { name: 'Who is the tenant?' }));
    const figures = within(section.getByRole('table', { name: 'Figures for “Who is the tenant?”' }));
    expect(figures.getAllByRole('row').map((row) => row.textContent)).toEqual(['Annotated files4', 'Agreed3', 'Disagreed1', 'Not answered0']);
    expect(section.getByText('75 per cent agreed (3 of 4 files)')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Unit 4 lease.pdf' })).toHaveAttribute('href', '/admin/documents/file-1');
    expect(section.getByText('Annotated “Quayside Coffee Ltd”, page 1: “QUAYSIDE COFFEE LIMITED”')).toBeInTheDocument();
    expect(section.getByText('Engine answered: “Harbour Estates Limited”')).toBeInTheDocument();
    expect(api.to(ACCURACY).map((request) => request.url.search)).toEqual(['']);

    await app.user.selectOptions(await screen.findByRole('combobox', { name: 'Document type' }), 'Lease');
    await waitFor(() => expect(api.to(ACCURACY).at(-1)?.url.search).toBe('?documentTypeId=10'));
  });
});
