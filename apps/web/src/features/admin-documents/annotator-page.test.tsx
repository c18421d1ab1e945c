import { AdminDocumentResponse, AnnotationsResponse, MESSAGES } from '@dd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, reply, type FakeHandler } from '../../test/fake-api.ts';
import { signedIn, storeToken } from '../../test/fixtures.ts';
import { findHeading, renderApp } from '../../test/render-app.tsx';
import { aDocument, admin, ADMIN_API, anAnnotation, annotationsReply } from './admin-documents-fixtures.ts';
import type { AnnotatorPdfProps } from './annotator-pdf.tsx';

// pdf.js cannot run in jsdom: the viewer stands in as a page on which "HARBOUR ESTATES LIMITED" is selected on page 1.
vi.mock('./annotator-pdf.tsx', () => ({
  AnnotatorPdf: ({ onAnnotateSelection }: AnnotatorPdfProps) => (
    <button type="button" onClick={() => onAnnotateSelection({ page: 1, quote: 'HARBOUR ESTATES LIMITED' })}>
      Annotate the selection
    </button>
  ),
}));

const ANNOTATIONS = `${ADMIN_API}/save-annotation/file-1`;
const landlord = anAnnotation();
const tenantQuestion = { id: 102, question: 'Who is the tenant?' };
const documentReply = () =>
  reply.ok(AdminDocumentResponse, { data: { document: aDocument(), questions: [{ id: 101, question: 'Who is the landlord?' }, tenantQuestion] } });

const openAnnotator = async (save: FakeHandler | FakeHandler[] = annotationsReply([landlord])) => {
  storeToken();
  const api = fakeApi({
    ...signedIn(admin),
    [`GET ${ADMIN_API}/documents/file-1`]: documentReply(),
    [`GET ${ANNOTATIONS}`]: annotationsReply([landlord]),
    [`PUT ${ANNOTATIONS}`]: save,
  });
  const app = renderApp('/admin/documents/file-1');
  await findHeading('Unit 4 lease.pdf');
  await screen.findByRole('list', { name: 'Annotations of this file' });
  return { api, app };
};

const form = (name: string) => within(screen.getByRole('form', { name }));
const item = (label: string) => within(screen.getByRole('listitem', { name: label }));
const saves = (api: ReturnType<typeof fakeApi>) => api.to(`PUT ${ANNOTATIONS}`).map((request) => request.json);
const kept = { id: landlord.id, page: 1, quote: landlord.quote, start: landlord.start, end: landlord.end, label: 'Landlord', questionId: 101, value: 'Harbour Estates Limited' };

describe('annotator', () => {
  it('lists the file’s annotations with label, question, value, page, quote and author', async () => {
    await openAnnotator();
    expect(within(screen.getByRole('navigation', { name: 'Admin area' })).getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page');
    expect(item('Landlord').getByRole('heading', { name: 'Landlord', level: 3 })).toBeInTheDocument();
    expect(item('Landlord').getByText('Question: Who is the landlord?')).toBeInTheDocument();
    expect(item('Landlord').getByText('Value: Harbour Estates Limited')).toBeInTheDocument();
    expect(item('Landlord').getByText('Page 1: “HARBOUR ESTATES LIMITED”')).toBeInTheDocument();
    expect(item('Landlord').getByText('By Róisín Walsh')).toBeInTheDocument();
  });

  it('adds an annotation typed into the form: the label follows the question, the whole list is sent, and the saved one is listed', async () => {
    const tenant = anAnnotation({ id: 'annotation-2', quote: 'QUAYSIDE COFFEE LIMITED', label: 'Who is the tenant?', questionId: 102, question: 'Who is the tenant?', value: 'Quayside Coffee Ltd' });
    const { api, app } = await openAnnotator(annotationsReply([landlord, tenant]));

    await app.user.click(screen.getByRole('button', { name: 'Add annotation' }));
    const fields = form('New annotation');
    await app.user.clear(fields.getByRole('textbox', { name: 'Page' }));
    await app.user.type(fields.getByRole('textbox', { name: 'Page' }), '1');
    await app.user.type(fields.getByRole('textbox', { name: 'Quote' }), 'QUAYSIDE COFFEE LIMITED');
    await app.user.selectOptions(fields.getByRole('combobox', { name: 'Question' }), 'Who is the tenant?');
    expect(fields.getByRole('textbox', { name: 'Label' })).toHaveValue('Who is the tenant?');
    await app.user.type(fields.getByRole('textbox', { name: 'Value' }), 'Quayside Coffee Ltd');
    await app.user.click(fields.getByRole('button', { name: 'Save annotation' }));

    expect(await screen.findByRole('listitem', { name: 'Who is the tenant?' })).toBeInTheDocument();
    expect(saves(api)).toEqual([
      {
        annotations: [kept, { page: 1, quote: 'QUAYSIDE COFFEE LIMITED', label: 'Who is the tenant?', questionId: 102, value: 'Quayside Coffee Ltd' }],
      },
    ]);
    expect(screen.queryByRole('form', { name: 'New annotation' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Annotation “Who is the tenant?” added.');
  });

  it('offers the selection on a page as a new annotation’s page and quote', async () => {
    const { app } = await openAnnotator();
    await app.user.click(await screen.findByRole('button', { name: 'Annotate the selection' }));
    expect(form('New annotation').getByRole('textbox', { name: 'Page' })).toHaveValue('1');
    expect(form('New annotation').getByRole('textbox', { name: 'Quote' })).toHaveValue('HARBOUR ESTATES LIMITED');
  });

  it('shows the server’s refusal under the form and keeps what the admin typed', async () => {
    const message = 'The quote of “Premises” could not be verified on page 1 or the pages beside it.';
    const { api, app } = await openAnnotator(reply.error(422, { message, errors: { 'annotations.1.quote': [message] } }));

    await app.user.click(screen.getByRole('button', { name: 'Add annotation' }));
    const fields = form('New annotation');
    await app.user.type(fields.getByRole('textbox', { name: 'Quote' }), 'All that ground floor unit');
    await app.user.type(fields.getByRole('textbox', { name: 'Label' }), 'Premises');
    await app.user.click(fields.getByRole('button', { name: 'Save annotation' }));

    expect(await fields.findByRole('alert')).toHaveTextContent(message);
    expect(fields.getByRole('textbox', { name: 'Quote' })).toHaveValue('All that ground floor unit');
    expect(fields.getByRole('textbox', { name: 'Label' })).toHaveValue('Premises');
    expect(saves(api)).toHaveLength(1);
    expect(screen.queryByRole('listitem', { name: 'Premises' })).not.toBeInTheDocument();
  });

  it('edits an annotation in place, sending it with its id', async () => {
    const { api, app } = await openAnnotator(annotationsReply([anAnnotation({ label: 'Landlord (lessor)' })]));
    await app.user.click(item('Landlord').getByRole('button', { name: 'Edit Landlord' }));
    const label = form('Edit annotation').getByRole('textbox', { name: 'Label' });
    await app.user.clear(label);
    await app.user.type(label, 'Landlord (lessor)');
    await app.user.click(form('Edit annotation').getByRole('button', { name: 'Save annotation' }));

    expect(await screen.findByRole('listitem', { name: 'Landlord (lessor)' })).toBeInTheDocument();
    expect(saves(api)).toEqual([{ annotations: [{ ...kept, label: 'Landlord (lessor)' }] }]);
  });

  it('removes an annotation by saving the list without it', async () => {
    const { api, app } = await openAnnotator(reply.ok(AnnotationsResponse, { data: { annotations: [] } }));
    await app.user.click(item('Landlord').getByRole('button', { name: 'Remove Landlord' }));

    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Landlord' })).not.toBeInTheDocument());
    expect(saves(api)).toEqual([{ annotations: [] }]);
    expect(screen.getByRole('status')).toHaveTextContent('Annotation “Landlord” removed.');
  });

  it('says why a file still being read cannot be annotated yet', async () => {
    const { app } = await openAnnotator(reply.error(409, { message: MESSAGES.adminDocuments.stillReading }));
    await app.user.click(screen.getByRole('button', { name: 'Add annotation' }));
    await app.user.type(form('New annotation').getByRole('textbox', { name: 'Quote' }), 'Unit 4');
    await app.user.type(form('New annotation').getByRole('textbox', { name: 'Label' }), 'Premises');
    await app.user.click(form('New annotation').getByRole('button', { name: 'Save annotation' }));
    expect(await form('New annotation').findByRole('alert')).toHaveTextContent(MESSAGES.adminDocuments.stillReading);
  });
});
