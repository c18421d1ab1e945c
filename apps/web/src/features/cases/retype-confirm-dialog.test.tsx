import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CaseResponse, DocumentTypeChangeConflict, MESSAGES } from '@dd/contracts';
import { aCase, aCaseFile, anAnswer } from '../../test/case-fixtures.ts';
import { aDocumentType, documentTypesReply } from '../../test/catalogue-fixtures.ts';
import { fakeApi, reply, type RecordedRequest } from '../../test/fake-api.ts';
import { aUser, signedIn, storeToken } from '../../test/fixtures.ts';
import { findHeading, renderApp } from '../../test/render-app.tsx';

const CHAT = '/api/due-dilligence/chat';
const EDIT = `POST ${CHAT}/response/ai/generate/edit/case-1` as const;

const lease = aDocumentType({ id: 4, name: 'Lease' });
const register = aDocumentType({ id: 5, key: 'official-copy', name: 'Official copy of the register of title' });
const leaseCase = aCase({ version: 1, files: [aCaseFile({ answers: [anAnswer({ editedAnswer: '2 March 2024', comment: 'Check the engrossment.', version: 3 })] })] });
const retyped = aCase({ version: 1, files: [aCaseFile({ documentTypeId: 5, documentTypeName: 'Official copy of the register of title', answers: [] })] });

const discarded = { edited: 1, commented: 1, verified: 0 };
const conflict = {
  message: MESSAGES.cases.workDiscarded(discarded),
  files: [{ caseFileId: 'file-1', filename: 'lease.pdf', docTypeId: 5, discarded, questions: ['What is the date of the lease?'] }],
};

const sentChange = (request: RecordedRequest) => JSON.parse(String(request.form!.get('documentTypeChanged'))) as unknown;
/** The server: a change that would remove the lawyer's work is refused until it says `discardWork`. */
const editReply = (request: RecordedRequest) =>
  (sentChange(request) as { discardWork?: boolean }[])[0]!.discardWork
    ? reply.ok(CaseResponse, { data: { case: retyped } }, 202)
    : reply.ok(DocumentTypeChangeConflict, conflict, 409);

async function openCase(edit: typeof editReply | ReturnType<typeof reply.ok>) {
  storeToken();
  const api = fakeApi({
    ...signedIn(aUser()),
    [`GET ${CHAT}/document-types/1`]: documentTypesReply([lease, register]),
    [`GET ${CHAT}/response/case-1`]: reply.ok(CaseResponse, { data: { case: leaseCase } }),
    [EDIT]: edit,
  });
  const app = renderApp('/cases/case-1');
  await findHeading('Harbour Walk acquisition');
  const select = await screen.findByRole('combobox', { name: 'Document type of lease.pdf' });
  return { api, app, select };
}

describe('changing a file’s document type on the case page', () => {
  it('asks before removing the lawyer’s work, saying how much and on which questions; Cancel keeps the old type', async () => {
    const { api, app, select } = await openCase(editReply);
    await app.user.selectOptions(select, 'Official copy of the register of title');

    const dialog = await screen.findByRole('dialog', { name: 'Change the document type?' });
    expect(within(dialog).getByText('1 edited answer and 1 comment will be removed')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Answers removed from lease.pdf' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'What is the date of the lease?',
    ]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(api.to(EDIT).map(sentChange)).toEqual([[{ caseFileId: 'file-1', docTypeId: 5 }]]);
    expect(select).toHaveValue('4');
    expect(screen.getByText('2 March 2024')).toBeInTheDocument();
  });

  it('changes the type once the lawyer confirms, sending their yes', async () => {
    const { api, app, select } = await openCase(editReply);
    await app.user.selectOptions(select, 'Official copy of the register of title');
    const dialog = await screen.findByRole('dialog', { name: 'Change the document type?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Change type and remove' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(EDIT).map(sentChange)).toEqual([[{ caseFileId: 'file-1', docTypeId: 5 }], [{ caseFileId: 'file-1', docTypeId: 5, discardWork: true }]]);
    await waitFor(() => expect(select).toHaveValue('5'));
    expect(screen.queryByText('2 March 2024')).not.toBeInTheDocument();
  });

  it('asks nothing when no work would be removed', async () => {
    const { api, app, select } = await openCase(reply.ok(CaseResponse, { data: { case: retyped } }, 202));
    await app.user.selectOptions(select, 'Official copy of the register of title');

    await waitFor(() => expect(select).toHaveValue('5'));
    expect(api.to(EDIT)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
