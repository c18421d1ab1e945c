import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CaseResponse, MESSAGES, type CaseRole } from '@dd/contracts';
import { aCaseFile } from '../../test/case-fixtures.ts';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { storeToken } from '../../test/fixtures.ts';
import { expectToasts, findHeading, renderApp } from '../../test/render-app.tsx';
import { annexuresReply, anAnnexure, aPropertyCase, CHAT, onCasePage, registerFile, renderTab } from '../../test/title-report-fixtures.ts';
import { CASE_PERMISSIONS } from '../case-members/case-permissions.ts';
import { AnnexuresTab } from './annexures-tab.tsx';

const ANNEXURES = `GET ${CHAT}/annexures/case-1` as const;
const UPLOAD = `POST ${CHAT}/upload-annexure` as const;

const schedule = anAnnexure();
const plan = anAnnexure({
  id: 'annexure-2',
  source: 'uploaded',
  title: 'Title plan',
  parentCaseFileId: 'file-2',
  parentFilename: 'register.pdf',
  filename: 'title plan.pdf',
  startPage: 1,
  endPage: 1,
  kind: 'Plan',
  createdAt: '2026-11-21T10:00:00.000Z',
});
const deed = anAnnexure({
  id: 'annexure-3',
  source: 'uploaded',
  title: 'Deed of variation',
  parentCaseFileId: null,
  parentFilename: null,
  filename: 'deed of variation.pdf',
  startPage: 1,
  endPage: 3,
  status: 'reading',
  createdAt: '2026-11-21T10:05:00.000Z',
});

/** The tab as the case's owner sees it, or as a member with `role`. */
const renderAnnexures = (role: CaseRole = 'owner') => {
  const onOpen = vi.fn();
  return { ...renderTab(<AnnexuresTab record={aPropertyCase()} onOpen={onOpen} can={CASE_PERMISSIONS[role]} />), onOpen };
};

describe('annexures tab', () => {
  it('lets a member below editor open the annexures but not upload more', async () => {
    fakeApi({ [ANNEXURES]: annexuresReply([schedule]) });
    renderAnnexures('reviewer');

    expect(await screen.findByRole('button', { name: 'Open Schedule 2: the plan' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upload annexures' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Annexures to upload')).not.toBeInTheDocument();
  });

  it('lists the annexures and opens each where it is read: a detected one in its document at its first page', async () => {
    fakeApi({
      [ANNEXURES]: annexuresReply([schedule, plan, { ...deed, status: 'failed', error: 'This file is damaged and cannot be read as a PDF.' }]),
    });
    const { user, onOpen } = renderAnnexures();

    const table = await screen.findByRole('table', { name: 'Annexures of this case' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 6).map((cell) => cell.textContent))).toEqual([
      ['Schedule 2: the plan', 'Found in a document', 'lease.pdf', 'pp. 5–6', '—', 'Ready'],
      ['Title plantitle plan.pdf', 'Uploaded', 'register.pdf', 'p. 1', 'Plan', 'Ready'],
      [
        'Deed of variationdeed of variation.pdf',
        'Uploaded',
        '—',
        'pp. 1–3',
        '—',
        'Could not be read: This file is damaged and cannot be read as a PDF.',
      ],
    ]);

    await user.click(within(table).getByRole('button', { name: 'Open Schedule 2: the plan' }));
    expect(onOpen).toHaveBeenLastCalledWith({ caseFileId: 'file-1', filename: 'lease.pdf', source: null, citation: { page: 5, quote: '' } });
    // An uploaded annexure that is not a case file opens as its own PDF.
    await user.click(within(table).getByRole('button', { name: 'Open Title plan' }));
    expect(onOpen).toHaveBeenLastCalledWith({
      url: `${CHAT}/annexures/case-1/annexure-2/file`,
      filename: 'title plan.pdf',
      citation: { page: 1, quote: '' },
    });
  });

  it('opens an annexure found in a Word document with what its document was, for the source pane to say whose pages they are', async () => {
    fakeApi({ [ANNEXURES]: annexuresReply([{ ...schedule, parentFilename: 'lease.docx' }]) });
    const source = { type: 'docx', unacceptedChanges: false, comments: false } as const;
    const onOpen = vi.fn();
    const record = aPropertyCase({ files: [aCaseFile({ filename: 'lease.docx', source }), registerFile] });
    const { user } = renderTab(<AnnexuresTab record={record} onOpen={onOpen} can={CASE_PERMISSIONS.owner} />);

    await user.click(await screen.findByRole('button', { name: 'Open Schedule 2: the plan' }));

    expect(onOpen).toHaveBeenLastCalledWith({ caseFileId: 'file-1', filename: 'lease.docx', source, citation: { page: 5, quote: '' } });
  });

  it('uploads PDFs attached to a document, shows them being read, and takes each as annexure.ready reports it', async () => {
    const api = fakeApi({
      [ANNEXURES]: annexuresReply([schedule]),
      [UPLOAD]: annexuresReply([plan, deed].map((annexure) => ({ ...annexure, status: 'reading' as const, kind: null })), 202),
    });
    const { user, hub, onOpen } = renderAnnexures();
    await screen.findByRole('table', { name: 'Annexures of this case' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Attach to' }), 'register.pdf');
    // Annexures are read as PDFs only, unlike a case's documents.
    expect(screen.getByLabelText('Annexures to upload')).toHaveAttribute('accept', 'application/pdf');
    expect(screen.getByRole('button', { name: 'Choose PDFs to upload' })).toHaveAccessibleDescription(/^PDF only/);
    await user.upload(screen.getByLabelText('Annexures to upload'), [
      new File(['%PDF-'], 'title plan.pdf', { type: 'application/pdf' }),
      new File(['%PDF-'], 'deed of variation.pdf', { type: 'application/pdf' }),
    ]);
    await expectToasts(MESSAGES.annexures.uploaded);
    const form = api.to(UPLOAD)[0]!.form!;
    expect(form.get('caseId')).toBe('case-1');
    expect(form.get('caseFileId')).toBe('file-2');
    expect(form.getAll('files[]').map((file) => (file as File).name)).toEqual(['title plan.pdf', 'deed of variation.pdf']);
    expect(screen.getAllByText('Reading…')).toHaveLength(2);

    hub.emit('annexure.ready', { caseId: 'case-1', annexure: plan });
    await waitFor(() => expect(screen.getAllByText('Reading…')).toHaveLength(1));
    expect(within(screen.getByRole('row', { name: /^Title plan/ })).getByText('Plan')).toBeInTheDocument();

    // A deed read as a case file opens as that file.
    hub.emit('annexure.ready', { caseId: 'case-1', annexure: { ...deed, status: 'ready', kind: 'Deed of variation', caseFileId: 'file-3' } });
    await waitFor(() => expect(screen.queryByText('Reading…')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open Deed of variation' }));
    expect(onOpen).toHaveBeenLastCalledWith({ caseFileId: 'file-3', filename: 'deed of variation.pdf', source: null, citation: { page: 1, quote: '' } });
  });

  it('says so when an upload is refused', async () => {
    fakeApi({
      [ANNEXURES]: annexuresReply([]),
      [UPLOAD]: reply.error(422, { message: 'The files field must be a PDF.' }),
    });
    const { user } = renderAnnexures();

    expect(await screen.findByText('No annexures were found in the case’s documents, and none have been uploaded.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Annexures to upload'), [new File(['%PDF-'], 'plan.pdf', { type: 'application/pdf' })]);
    await expectToasts('The files field must be a PDF.');
    expect(screen.getByLabelText('Annexures to upload')).toBeEnabled();
  });

  it('sends an upload with an Idempotency-Key, and takes no other files while it is sent', async () => {
    const answer = reply.deferred();
    const api = fakeApi({ [ANNEXURES]: annexuresReply([]), [UPLOAD]: answer.reply });
    const { user } = renderAnnexures();
    await screen.findByText('No annexures were found in the case’s documents, and none have been uploaded.');

    await user.upload(screen.getByLabelText('Annexures to upload'), [new File(['%PDF-'], 'plan.pdf', { type: 'application/pdf' })]);

    expect(screen.getByLabelText('Annexures to upload')).toBeDisabled();
    expect(api.to(UPLOAD)).toHaveLength(1);
    expect(api.to(UPLOAD)[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    answer.resolve(annexuresReply([plan], 202));
    await expectToasts(MESSAGES.annexures.uploaded);
    expect(screen.getByLabelText('Annexures to upload')).toBeEnabled();
  });

  it('sends the same Idempotency-Key when the same files are sent again after a network error, and a new one after a success', async () => {
    const api = fakeApi({
      [ANNEXURES]: annexuresReply([]),
      [UPLOAD]: [reply.networkError(), annexuresReply([plan], 202), annexuresReply([deed], 202)],
    });
    const { user } = renderAnnexures();
    await screen.findByText('No annexures were found in the case’s documents, and none have been uploaded.');
    // The lawyer picks the same file from the disk each time: a new File with the same name, size and date.
    const planFile = () => new File(['%PDF-'], 'title plan.pdf', { type: 'application/pdf', lastModified: 1 });
    const picker = () => screen.getByLabelText('Annexures to upload');

    await user.upload(picker(), [planFile()]);
    await expectToasts(MESSAGES.global.networkError);
    await waitFor(() => expect(picker()).toBeEnabled());
    await user.upload(picker(), [planFile()]);
    await expectToasts(MESSAGES.global.networkError, MESSAGES.annexures.uploaded);
    await user.upload(picker(), [planFile()]);
    await expectToasts(MESSAGES.global.networkError, MESSAGES.annexures.uploaded, MESSAGES.annexures.uploaded);

    const [first, retry, next] = api.to(UPLOAD).map((request) => request.headers.get('Idempotency-Key'));
    expect(first).toEqual(expect.any(String));
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });
});

describe('the case page’s annexures view', () => {
  it('fetches the case again when an uploaded annexure becomes one of its documents', async () => {
    storeToken();
    const grown = aPropertyCase({ files: [aCaseFile(), registerFile, aCaseFile({ id: 'file-3', filename: 'deed of variation.pdf', answers: [] })] });
    const api = fakeApi({
      ...onCasePage(),
      [`GET ${CHAT}/response/case-1`]: [reply.ok(CaseResponse, { data: { case: aPropertyCase() } }), reply.ok(CaseResponse, { data: { case: grown } })],
      [ANNEXURES]: annexuresReply([deed]),
    });
    const app = renderApp('/cases/case-1');
    await findHeading('Harbour Walk acquisition');
    await app.user.click(screen.getByRole('button', { name: 'Annexures' }));
    await screen.findByRole('table', { name: 'Annexures of this case' });

    app.realtime.push('annexure.ready', { caseId: 'case-1', annexure: { ...deed, status: 'ready', kind: 'Deed of variation', caseFileId: 'file-3' } });
    await waitFor(() => expect(api.to(`GET ${CHAT}/response/case-1`)).toHaveLength(2));
    expect(await screen.findByText(/· 3 documents/)).toBeInTheDocument();
  });
});
