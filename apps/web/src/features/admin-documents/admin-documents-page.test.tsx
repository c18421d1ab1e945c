import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply, type FakeHandler, type RecordedRequest } from '../../test/fake-api.ts';
import { aUser, signedIn, storeToken } from '../../test/fixtures.ts';
import { findHeading, renderApp } from '../../test/render-app.tsx';
import { aDocument, admin, ADMIN_API, documentsReply, TYPES_ROUTE, typesReply } from './admin-documents-fixtures.ts';

const LIST = `GET ${ADMIN_API}/get-documents` as const;
const unit4 = aDocument();
const register = aDocument({ id: 'file-2', filename: 'register.pdf', status: 'reading', pages: null, documentType: { id: 11, name: 'Official copy' }, answerCount: 0, annotationCount: 0 });

const listCalls = (api: ReturnType<typeof fakeApi>) => api.to(LIST).map((request: RecordedRequest) => request.url.search);

const openDocuments = async (list: FakeHandler = documentsReply([unit4, register])) => {
  storeToken();
  const api = fakeApi({ ...signedIn(admin), [LIST]: list, [TYPES_ROUTE]: typesReply() });
  const app = renderApp('/admin/documents');
  await findHeading('Documents');
  return { api, app };
};

describe('admin documents page', () => {
  it('lists every user’s files with case, owner, type, pages, status in words, counts and a link to annotate', async () => {
    const { api } = await openDocuments();
    const table = await screen.findByRole('table', { name: 'Documents' });

    expect(within(screen.getByRole('navigation', { name: 'Admin area' })).getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page');
    expect(listCalls(api)).toEqual(['?page=1']);
    const unit4Row = within(within(table).getByRole('row', { name: 'Unit 4 lease.pdf' }));
    expect(unit4Row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Unit 4 lease.pdfUploaded 1 Mar 2025',
      'Harbour Walk acquisition',
      'Aoife Murphyaoife@walsh-law.ie',
      'Lease',
      '4',
      'Ready',
      '12',
      '1',
      'Annotate',
    ]);
    expect(unit4Row.getByRole('link', { name: 'Annotate Unit 4 lease.pdf' })).toHaveAttribute('href', '/admin/documents/file-1');
    const registerRow = within(within(table).getByRole('row', { name: 'register.pdf' }));
    expect(registerRow.getByText('Reading')).toBeInTheDocument();
    expect(registerRow.getByText('Not yet counted')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 documents');
  });

  it('searches from the first page, filters by document type and pages through the results', async () => {
    const { api, app } = await openDocuments((request) =>
      request.url.searchParams.get('search') === 'nobody' ? documentsReply([]) : documentsReply([unit4, register], 45, Number(request.url.searchParams.get('page'))),
    );
    await screen.findByRole('table', { name: 'Documents' });

    await app.user.click(screen.getByRole('button', { name: 'next page' }));
    await waitFor(() => expect(listCalls(api)).toContain('?page=2'));

    await app.user.selectOptions(await screen.findByRole('combobox', { name: 'Document type' }), 'Official copy');
    await waitFor(() => expect(listCalls(api).at(-1)).toBe('?page=1&documentTypeId=11'));

    await app.user.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'nobody');
    expect(await screen.findByText('No document matches your search.')).toBeInTheDocument();
    expect(listCalls(api).at(-1)).toBe('?page=1&search=nobody&documentTypeId=11');
  });

  it('says when the list could not be loaded, and loads it again on Retry', async () => {
    const { api, app } = await openDocuments(reply.error(500, { message: 'The server failed.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server failed.');
    api.on(LIST, documentsReply([unit4]));
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Documents' })).toBeInTheDocument();
  });

  it('is where the header’s Admin link takes an admin', async () => {
    storeToken();
    fakeApi({ ...signedIn(admin), [LIST]: documentsReply([unit4]), [TYPES_ROUTE]: typesReply() });
    const app = renderApp('/');
    await findHeading('Welcome, Róisín Walsh');

    await app.user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Admin' }));

    expect(await findHeading('Documents')).toBeInTheDocument();
    expect(app.pathname()).toBe('/admin/documents');
  });

  it('is not for a lawyer who is not an admin, and asks the API nothing for them', async () => {
    storeToken();
    const api = fakeApi({ ...signedIn(aUser({ role: 'user' })) });
    for (const path of ['/admin/documents', '/admin/documents/file-1', '/admin/accuracy']) {
      renderApp(path);
      await findHeading('You do not have access to this page');
      cleanup();
    }
    expect(api.requests.filter((request) => request.path.startsWith(ADMIN_API))).toEqual([]);
  });
});
