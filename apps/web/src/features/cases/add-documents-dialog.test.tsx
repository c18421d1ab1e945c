import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CaseResponse, failedProcessedFile, MESSAGES, ProcessPdfResponse, type Case } from '@dd/contracts';
import { aCaseFile } from '../../test/case-fixtures.ts';
import { aDocumentType, documentTypesReply } from '../../test/catalogue-fixtures.ts';
import { fakeApi, reply, type FakeHandler } from '../../test/fake-api.ts';
import { expectToasts } from '../../test/render-app.tsx';
import { aPropertyCase, CHAT, renderTab } from '../../test/title-report-fixtures.ts';
import { AddDocumentsDialog } from './add-documents-dialog.tsx';

const EDIT = `POST ${CHAT}/response/ai/generate/edit/case-1` as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const grown = () => aPropertyCase({ files: [...aPropertyCase().files, aCaseFile({ id: 'file-3', filename: 'lease 2.pdf', status: 'answering', answers: [] })] });

/** The dialog open on a case, with one lease read and typed, ready to be added. */
async function dialogWithOneLease(edit: FakeHandler | FakeHandler[]) {
  const api = fakeApi({
    [`GET ${CHAT}/document-types/1`]: documentTypesReply([aDocumentType({ id: 4, name: 'Lease' })]),
    'POST /api/process-pdf': reply.ok(ProcessPdfResponse, {
      files: [{ ...failedProcessedFile('lease 2.pdf', ''), error: null, documentType: 4, documentTypeName: 'Lease', confidence: 0.9, pages: 3, uploadId: 'upload-2', sha256: 'x' }],
    }),
    [EDIT]: edit,
  });
  const onAdded = vi.fn<(updated: Case) => void>();
  const { user } = renderTab(<AddDocumentsDialog record={aPropertyCase()} opened onClose={() => undefined} onAdded={onAdded} />);
  const dialog = await screen.findByRole('dialog', { name: 'Add documents to this case' });
  await user.upload(within(dialog).getByLabelText('Documents to add'), [new File(['%PDF-'], 'lease 2.pdf', { type: 'application/pdf' })]);
  await within(dialog).findByRole('combobox', { name: 'Document type of lease 2.pdf' });
  return { api, user, dialog, onAdded };
}

describe('adding documents to a case', () => {
  it('sends one request with an Idempotency-Key however often "Add to case" is clicked, disabled until it answers', async () => {
    const answer = reply.deferred();
    const { api, user, dialog, onAdded } = await dialogWithOneLease(answer.reply);
    const add = within(dialog).getByRole('button', { name: 'Add to case (1)' });

    await user.dblClick(add);
    await user.click(add);

    expect(add).toBeDisabled();
    expect(api.to(EDIT)).toHaveLength(1);
    expect(api.to(EDIT)[0]!.headers.get('Idempotency-Key')).toMatch(UUID);
    answer.resolve(reply.ok(CaseResponse, { data: { case: grown() } }, 202));
    await expectToasts(MESSAGES.upload.filesAdded);
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(api.to(EDIT)).toHaveLength(1);
  });

  it('sends the same Idempotency-Key when adding is retried after a network error', async () => {
    const { api, user, dialog, onAdded } = await dialogWithOneLease([reply.networkError(), reply.ok(CaseResponse, { data: { case: grown() } }, 202)]);
    const add = within(dialog).getByRole('button', { name: 'Add to case (1)' });

    await user.click(add);
    await expectToasts(MESSAGES.global.networkError);
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);

    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    const [first, retry] = api.to(EDIT).map((request) => request.headers.get('Idempotency-Key'));
    expect(first).toMatch(UUID);
    expect(retry).toBe(first);
  });

  it('reads a Word document chosen as any other, says what it was and warns of its tracked changes, and adds it by its upload', async () => {
    const read = { ...failedProcessedFile('lease 2.docx', ''), error: null, documentType: 4, documentTypeName: 'Lease', confidence: 0.9, pages: 3, uploadId: 'upload-2', sha256: 'x' };
    const api = fakeApi({
      [`GET ${CHAT}/document-types/1`]: documentTypesReply([aDocumentType({ id: 4, name: 'Lease' })]),
      'POST /api/process-pdf': reply.ok(ProcessPdfResponse, { files: [{ ...read, source: { type: 'docx', unacceptedChanges: true, comments: false } }] }),
      [EDIT]: reply.ok(CaseResponse, { data: { case: grown() } }, 202),
    });
    const { user } = renderTab(<AddDocumentsDialog record={aPropertyCase()} opened onClose={() => undefined} onAdded={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add documents to this case' });
    expect(within(dialog).getByRole('button', { name: 'Choose documents to upload' })).toHaveAccessibleDescription(/^PDF, Word \(\.docx\), scans \(PNG, JPEG, TIFF\) or emails/);

    // As browsers often give a .docx: with no type, known by its name alone.
    await user.upload(within(dialog).getByLabelText('Documents to add'), [new File(['PK'], 'lease 2.docx', { type: '' })]);

    const item = within(await within(dialog).findByRole('listitem', { name: 'lease 2.docx' }));
    expect(item.getByText('Word document')).toBeInTheDocument();
    expect(item.getByRole('note')).toHaveTextContent('Has tracked changes not yet accepted: read as if they were accepted');
    expect(item.queryByText('Has comments, which were left out')).not.toBeInTheDocument();
    expect((api.to('POST /api/process-pdf')[0]!.form!.get('files[]') as File).name).toBe('lease 2.docx');
    await user.click(within(dialog).getByRole('button', { name: 'Add to case (1)' }));
    await expectToasts(MESSAGES.upload.filesAdded);
    expect(api.to(EDIT)[0]!.form!.getAll('uploadIds[]')).toEqual(['upload-2']);
  });

  it('lists a data room’s .zip as its files under their folders with what it did not take, leaves out a name or a file the case has, and adds the rest by their paths', async () => {
    const read = (filename: string, uploadId: string) => ({
      ...failedProcessedFile(filename, ''),
      error: null,
      documentType: 4,
      documentTypeName: 'Lease',
      confidence: 0.9,
      pages: 3,
      uploadId,
      sha256: `sha256-of-${uploadId}`,
    });
    const refusal = 'This file is encrypted. Remove its password and upload it again.';
    const api = fakeApi({
      [`GET ${CHAT}/document-types/1`]: documentTypesReply([aDocumentType({ id: 4, name: 'Lease' })]),
      'POST /api/process-pdf': reply.ok(ProcessPdfResponse, {
        files: [
          failedProcessedFile('02 Leases/Locked.pdf', refusal),
          read('01 Title/Official copy.pdf', 'upload-title'),
          read('02 Leases/Lease.pdf', 'upload-lease'),
          read('lease.pdf', 'upload-again'),
          { ...read('Copies/Signed lease.pdf', 'upload-copy'), sha256: aPropertyCase().files[0]!.sha256 },
        ],
      }),
      'DELETE /api/uploads/upload-again': reply.empty(204),
      'DELETE /api/uploads/upload-copy': reply.empty(204),
      [EDIT]: reply.ok(CaseResponse, { data: { case: grown() } }, 202),
    });
    const { user } = renderTab(<AddDocumentsDialog record={aPropertyCase()} opened onClose={() => undefined} onAdded={() => undefined} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add documents to this case' }));
    expect(dialog.getByRole('button', { name: 'Choose documents to upload' })).toHaveAccessibleDescription(/^PDF, Word \(\.docx\), scans \(PNG, JPEG, TIFF\) or emails \(\.eml, \.msg\), or a \.zip of them/);

    await user.upload(dialog.getByLabelText('Documents to add'), [new File(['PK'], 'data-room.zip', { type: 'application/x-zip-compressed' })]);

    const listed = await dialog.findByRole('list', { name: 'Documents to add' });
    // The case has a lease.pdf already, and the signed lease's content under another name: the archive's are left
    // out, and the server forgets them.
    await expectToasts(MESSAGES.upload.duplicateFiles);
    await waitFor(() => expect(api.to('DELETE /api/uploads/upload-again')).toHaveLength(1));
    await waitFor(() => expect(api.to('DELETE /api/uploads/upload-copy')).toHaveLength(1));
    expect(within(listed).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['01 Title', '02 Leases']);
    expect(within(dialog.getByRole('list', { name: '02 Leases' })).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      '02 Leases/Lease.pdf',
      '02 Leases/Locked.pdf',
    ]);
    expect(within(dialog.getByRole('listitem', { name: '02 Leases/Locked.pdf' })).getByText(refusal)).toBeInTheDocument();
    expect(dialog.queryByRole('listitem', { name: 'lease.pdf' })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Add to case (2)' }));

    await expectToasts(MESSAGES.upload.duplicateFiles, MESSAGES.upload.filesAdded);
    const form = api.to(EDIT)[0]!.form!;
    expect(form.getAll('uploadIds[]')).toEqual(['upload-title', 'upload-lease']);
    expect(JSON.parse(String(form.get('filesMeta')))).toEqual([
      { filename: '01 Title/Official copy.pdf', docTypeId: 4 },
      { filename: '02 Leases/Lease.pdf', docTypeId: 4 },
    ]);
  });
});
