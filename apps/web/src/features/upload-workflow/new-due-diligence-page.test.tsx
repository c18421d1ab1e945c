import { CaseResponse, LIMITS, MESSAGES, ModelSettingsResponse, ProcessedFile, ProcessPdfResponse } from '@dd/contracts';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { aCase, caseMembersReply } from '../../test/case-fixtures.ts';
import { aDocumentType, aQuestion, documentTypesReply, questionsReply } from '../../test/catalogue-fixtures.ts';
import { fakeApi, reply, type FakeHandler, type FakeReply, type FakeRouteKey } from '../../test/fake-api.ts';
import { aFile, aUser, caseOpened, configurationItems, signedIn, storeToken } from '../../test/fixtures.ts';
import { expectToasts, findHeading, renderApp } from '../../test/render-app.tsx';

// pdf.js cannot run in jsdom: react-pdf's document stands in as what it makes of the file the preview gives it, a
// PDF's pages or the preview's own note for anything else. A PDF is told by its type, as a File made from a fetched
// blob loses its bytes in jsdom.
vi.mock('react-pdf', async () => {
  const { useEffect } = await import('react');
  interface DocumentStandInProps {
    file: File;
    error: ReactNode;
    children: ReactNode;
    onLoadSuccess?: (document: { numPages: number }) => void;
    'aria-label'?: string;
  }
  return {
    pdfjs: { GlobalWorkerOptions: {} },
    Document: ({ file, error, children, onLoadSuccess, 'aria-label': label }: DocumentStandInProps) => {
      const pdf = file.type === 'application/pdf';
      useEffect(() => {
        if (pdf) onLoadSuccess?.({ numPages: 1 });
      }, [pdf, onLoadSuccess]);
      return pdf ? (
        <div role="img" aria-label={label ?? `Pages of ${file.name}`}>
          {children}
        </div>
      ) : (
        error
      );
    },
    Page: () => null,
  };
});

const CHAT = '/api/due-dilligence/chat';
const typesRoute = (areaId: number): FakeRouteKey => `GET ${CHAT}/document-types/${areaId}`;
const questionsRoute = (areaId: number, typeId: number): FakeRouteKey =>
  `GET ${CHAT}/pratice-area/${areaId}/document-types/${typeId}/questions`;
const PROCESS: FakeRouteKey = 'POST /api/process-pdf';

const lease = aDocumentType({ id: 10, name: 'Lease' });
const register = aDocumentType({
  id: 11,
  key: 'official-copy',
  name: 'Official copy of the register of title',
  regions: ['England', 'Wales'],
});
const titleSheet = aDocumentType({ id: 12, key: 'title-sheet', name: 'Title sheet', regions: ['Scotland'] });
const claimForm = aDocumentType({ id: 20, key: 'claim-form', name: 'Claim form', practiceAreaId: 2 });

const leaseQuestions = [
  aQuestion({ id: 102, question: 'When does the contractual term end?', answerType: 'date', order: 2 }),
  aQuestion({ id: 101, question: 'Who is the landlord?', answerType: 'party', order: 1 }),
];
const registerQuestions = [aQuestion({ id: 111, question: 'What is the title number?', answerType: 'identifier' })];

const settings = [
  ...configurationItems('TYPE-REGION', ['England', 'Wales']),
  ...configurationItems('TYPE-PRACTICE-AREA', ['Property Law', 'Litigation']),
];

const processed = (filename: string, overrides: Partial<ProcessedFile> = {}): ProcessedFile =>
  ProcessedFile.parse({
    filename,
    documentType: null,
    documentTypeName: null,
    confidence: 0.2,
    classificationReason: null,
    error: null,
    annexures: [],
    content: 'THIS LEASE is made the 1st day of March 2024',
    pages: 12,
    ocrPages: [],
    uploadId: `upload-${filename}`,
    sha256: `sha256-of-${filename}`,
    source: null,
    ...overrides,
  });
const asLease = (filename: string) =>
  processed(filename, {
    documentType: 10,
    documentTypeName: 'Lease',
    confidence: 0.9,
    annexures: [{ title: 'Annexure A', startPage: 10, endPage: 12 }],
  });
const processReply = (...files: ProcessedFile[]): FakeReply => reply.ok(ProcessPdfResponse, { files });

const pdf = (name: string) => aFile(name, 'application/pdf');
/** A staged upload's PDF, as `GET /api/uploads/{id}/file` serves it. */
const pdfBytes = () => reply.bytes(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), 'application/pdf');
/** Where a staged upload's PDF is fetched from: for a Word document or scan, the one laid out from it. */
const uploadFile = (filename: string): FakeRouteKey => `GET /api/uploads/upload-${filename}/file`;
/** A Word document as browsers often give it: with no type, known by its name alone. */
const docx = (name: string) => aFile(name, '');
/** A Word document read as a lease, with tracked changes not yet accepted and comments. */
const asWordLease = (filename: string) =>
  processed(filename, {
    documentType: 10,
    documentTypeName: 'Lease',
    confidence: 0.9,
    source: { type: 'docx', unacceptedChanges: true, comments: true },
  });
/** Files dropped on a zone, as the browser's drag and drop delivers them (nothing is filtered by the chooser's `accept`). */
const drop = (zoneName: string, files: File[]) =>
  fireEvent.drop(screen.getByRole('button', { name: zoneName }), {
    dataTransfer: { files, items: files.map((file) => ({ kind: 'file', type: file.type })), types: ['Files'] },
  });

const openWorkflow = async (routes: Partial<Record<FakeRouteKey, FakeHandler | FakeHandler[]>> = {}) => {
  storeToken();
  const api = fakeApi({
    ...signedIn(aUser(), settings),
    [typesRoute(1)]: documentTypesReply([lease, register, titleSheet]),
    [typesRoute(2)]: documentTypesReply([claimForm]),
    [questionsRoute(1, 10)]: questionsReply(leaseQuestions),
    [questionsRoute(1, 11)]: questionsReply(registerQuestions),
    ...routes,
  });
  const app = renderApp('/due-diligence/new');
  await findHeading('New due diligence');
  await screen.findAllByRole('option', { name: 'Lease' });
  return { api, app, user: app.user };
};

const typeSelect = () => screen.getByRole('combobox', { name: 'Document type' });
const singleInput = () => screen.getByLabelText('Upload a document');
const multiInput = () => screen.getByLabelText('Upload several documents');
const caseFileNames = () =>
  within(screen.getByRole('table', { name: 'Case files' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
const stagedItem = (name: string) => within(screen.getByRole('listitem', { name }));

describe('new due diligence: scope', () => {
  it('offers the lawyer’s practice areas and regions, and says what is ready for answering', async () => {
    const { user } = await openWorkflow({ [PROCESS]: processReply(asLease('lease.pdf')) });

    const areas = screen.getByRole('combobox', { name: 'Practice area' });
    expect(within(areas).getAllByRole('option').map((option) => option.textContent)).toEqual(['Property Law', 'Litigation']);
    const regions = screen.getByRole('combobox', { name: 'Region' });
    expect(within(regions).getAllByRole('option').map((option) => option.textContent)).toEqual(['England', 'Wales']);
    // Only the types that apply in England.
    expect(within(typeSelect()).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a type…',
      'Lease',
      'Official copy of the register of title',
    ]);
    expect(singleInput()).toBeDisabled();

    await user.selectOptions(typeSelect(), 'Lease');
    await user.upload(singleInput(), pdf('lease.pdf'));

    expect(await screen.findByText('1 document, 2 questions ready for answering')).toBeInTheDocument();
  });
});

describe('new due diligence: a reload loses nothing', () => {
  const reload = async (routes: Partial<Record<FakeRouteKey, FakeHandler | FakeHandler[]>>) => {
    cleanup();
    notifications.clean();
    return openWorkflowWhenRestored(routes);
  };
  const openWorkflowWhenRestored = async (routes: Partial<Record<FakeRouteKey, FakeHandler | FakeHandler[]>>) => {
    storeToken();
    const api = fakeApi({
      ...signedIn(aUser(), settings),
      [typesRoute(1)]: documentTypesReply([lease, register, titleSheet]),
      [questionsRoute(1, 10)]: questionsReply(leaseQuestions),
      [questionsRoute(1, 11)]: questionsReply(registerQuestions),
      ...routes,
    });
    const app = renderApp('/due-diligence/new');
    await findHeading('New due diligence');
    return { api, user: app.user };
  };

  it('brings back the files, their types, staged files and the lawyer’s own questions, and generates from them', async () => {
    const { user } = await openWorkflow({
      [PROCESS]: [processReply(asLease('lease.pdf')), processReply(processed('register.pdf', { documentType: 11, documentTypeName: 'Official copy of the register of title' }))],
    });
    await user.selectOptions(typeSelect(), 'Lease');
    await user.upload(singleInput(), pdf('lease.pdf'));
    await screen.findByText('1 document, 2 questions ready for answering');
    await user.type(screen.getByRole('textbox', { name: 'Custom question' }), 'Is there a break clause?');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.upload(multiInput(), [pdf('register.pdf')]);
    await stagedItem('register.pdf').findByText('Detected: Official copy of the register of title');

    const { api } = await reload({
      'GET /api/uploads/upload-lease.pdf/file': pdfBytes(),
      'GET /api/uploads/upload-register.pdf/file': pdfBytes(),
      [`POST ${CHAT}/response/ai/generate`]: reply.ok(CaseResponse, { data: { case: aCase({ id: 'case-9', status: 'processing' }) } }, 202),
      [`GET ${CHAT}/response/case-9`]: reply.ok(CaseResponse, { data: { case: aCase({ id: 'case-9', title: 'Property Law: lease' }) } }),
      [`GET ${CHAT}/cases/case-9/members`]: caseMembersReply(),
      ...caseOpened('case-9'),
    });

    expect(await screen.findByText('1 document, 3 questions ready for answering')).toBeInTheDocument();
    await expectToasts(MESSAGES.upload.draftRestored(2));
    expect(caseFileNames()).toEqual(['lease.pdf']);
    expect(stagedItem('register.pdf').getByRole('checkbox', { name: 'Include register.pdf' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Document type' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await findHeading('Property Law: lease');
    const form = api.to(`POST ${CHAT}/response/ai/generate`)[0]!.form!;
    expect(form.getAll('uploadIds[]')).toEqual(['upload-lease.pdf']);
    expect(JSON.parse(String(form.get('filesMeta')))).toEqual([
      { filename: 'lease.pdf', docTypeId: 10, questionIds: [101, 102], customQuestions: [{ questions: 'Is there a break clause?' }] },
    ]);
    // The case is made: there is nothing left to restore.
    cleanup();
    notifications.clean();
    await openWorkflow();
    expect(screen.queryByRole('table', { name: 'Case files' })).not.toBeInTheDocument();
  });

  it('still says what a staged Word document was, and warns of its tracked changes, after a reload', async () => {
    const { user } = await openWorkflow({ [PROCESS]: processReply(asWordLease('lease.docx')), [uploadFile('lease.docx')]: pdfBytes() });
    await user.upload(multiInput(), [docx('lease.docx')]);
    await stagedItem('lease.docx').findByText('Word document');

    await reload({ 'GET /api/uploads/upload-lease.docx/file': pdfBytes() });

    await expectToasts(MESSAGES.upload.draftRestored(1));
    const staged = stagedItem('lease.docx');
    expect(staged.getByText('Word document')).toBeInTheDocument();
    expect(staged.getByRole('note')).toHaveTextContent('Has tracked changes not yet accepted: read as if they were accepted');
    expect(staged.getByText('Has comments, which were left out')).toBeInTheDocument();
  });

  it('names the files whose uploads have expired, and keeps the rest', async () => {
    const { user } = await openWorkflow({
      [PROCESS]: processReply(asLease('lease.pdf'), asLease('old-lease.pdf')),
    });
    await user.upload(multiInput(), [pdf('lease.pdf'), pdf('old-lease.pdf')]);
    await stagedItem('old-lease.pdf').findByText('Detected: Lease');
    await user.click(screen.getByRole('button', { name: 'Add files (2)' }));
    await screen.findByText('2 documents, 4 questions ready for answering');

    await reload({
      'GET /api/uploads/upload-lease.pdf/file': pdfBytes(),
      'GET /api/uploads/upload-old-lease.pdf/file': reply.error(404, { message: 'Not Found' }),
    });

    expect(await screen.findByText('1 document, 2 questions ready for answering')).toBeInTheDocument();
    await expectToasts(MESSAGES.upload.draftRestored(1), MESSAGES.upload.draftExpired(['old-lease.pdf']));
    expect(caseFileNames()).toEqual(['lease.pdf']);
  });

  it('keeps the draft when the files cannot be fetched, and tries again when asked', async () => {
    const { user } = await openWorkflow({ [PROCESS]: processReply(asLease('lease.pdf')) });
    await user.selectOptions(typeSelect(), 'Lease');
    await user.upload(singleInput(), pdf('lease.pdf'));
    await screen.findByText('1 document, 2 questions ready for answering');

    await reload({ 'GET /api/uploads/upload-lease.pdf/file': [reply.networkError(), pdfBytes()] });

    expect(await screen.findByText(MESSAGES.upload.draftUnavailable)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 document, 2 questions ready for answering')).toBeInTheDocument();
  });

  it('discards everything when asked, on the server too', async () => {
    const { api, user } = await openWorkflow({
      [PROCESS]: processReply(asLease('lease.pdf')),
      'DELETE /api/uploads/upload-lease.pdf': reply.empty(204),
    });
    await user.selectOptions(typeSelect(), 'Lease');
    await user.upload(singleInput(), pdf('lease.pdf'));
    await screen.findByText('1 document, 2 questions ready for answering');

    await user.click(screen.getByRole('button', { name: 'Discard all' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard these documents?' })).getByRole('button', { name: 'Discard all' }));

    await waitFor(() => expect(api.to('DELETE /api/uploads/upload-lease.pdf')).toHaveLength(1));
    expect(screen.queryByRole('table', { name: 'Case files' })).not.toBeInTheDocument();
    expect(typeSelect()).toBeEnabled();
  });
});

describe('new due diligence: discarding staged files', () => {
  it('lets the server forget the staged files the lawyer discards', async () => {
    const { api, user } = await openWorkflow({
      [PROCESS]: processReply(asLease('lease.pdf')),
      'DELETE /api/uploads/upload-lease.pdf': reply.empty(204),
    });
    await user.upload(multiInput(), [pdf('lease.pdf')]);
    await stagedItem('lease.pdf').findByText('Detected: Lease');

    await user.click(screen.getByRole('button', { name: 'Discard' }));

    await waitFor(() => expect(api.to('DELETE /api/uploads/upload-lease.pdf')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Staged documents' })).not.toBeInTheDocument();
  });
});

describe('new due diligence: generate', () => {
  it('makes the files a case (staged ones by their upload), and opens it', async () => {
    const { api, user } = await openWorkflow({
      [PROCESS]: processReply(asLease('lease.pdf')),
      [`POST ${CHAT}/response/ai/generate`]: reply.ok(CaseResponse, { data: { case: aCase({ id: 'case-9', status: 'processing' }) } }, 202),
      [`GET ${CHAT}/response/case-9`]: reply.ok(CaseResponse, { data: { case: aCase({ id: 'case-9', title: 'Property Law: lease' }) } }),
      [`GET ${CHAT}/cases/case-9/members`]: caseMembersReply(),
      ...caseOpened('case-9'),
    });
    await user.selectOptions(typeSelect(), 'Lease');
    await user.upload(singleInput(), pdf('lease.pdf'));
    await screen.findByText('1 document, 2 questions ready for answering');

    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await findHeading('Property Law: lease')).toBeInTheDocument();
    const form = api.to(`POST ${CHAT}/response/ai/generate`)[0]!.form!;
    expect(form.get('practice_area_id')).toBe('1');
    expect(form.get('region')).toBe('England');
    expect(form.getAll('uploadIds[]')).toEqual(['upload-lease.pdf']);
    expect(form.getAll('files[]')).toEqual([]);
    expect(JSON.parse(String(form.get('filesMeta')))).toEqual([
      { filename: 'lease.pdf', docTypeId: 10, questionIds: [101, 102], customQuestions: [] },
    ]);
    // No language model is configured: no choice is offered, and none is sent.
    expect(screen.queryByRole('checkbox', { name: /Built-in engine only/ })).not.toBeInTheDocument();
    expect(form.has('builtin_only')).toBe(false);
  });

  /** A lease staged where a language model answers, with these defaults for new cases; Generate makes case-9. */
  const leaseWithModel = async (defaults: { builtinOnlyByDefault: boolean; firmBuiltinOnlyByDefault: boolean }) => {
    const opened = await openWorkflow({
      'GET /api/model-settings': reply.ok(ModelSettingsResponse, { data: { engine: 'llm:gpt-4.1-mini', ...defaults } }),
      [PROCESS]: processReply(asLease('lease.pdf')),
      [`POST ${CHAT}/response/ai/generate`]: reply.ok(CaseResponse, { data: { case: aCase({ id: 'case-9', status: 'processing' }) } }, 202),
      [`GET ${CHAT}/response/case-9`]: reply.ok(CaseResponse, { data: { case: aCase({ id: 'case-9', title: 'Property Law: lease' }) } }),
      [`GET ${CHAT}/cases/case-9/members`]: caseMembersReply(),
      ...caseOpened('case-9'),
    });
    await opened.user.selectOptions(typeSelect(), 'Lease');
    await opened.user.upload(singleInput(), pdf('lease.pdf'));
    return opened;
  };

  it("offers to keep the documents from the language model, ticked as the installation's default, and sends the lawyer's choice", async () => {
    const { api, user } = await leaseWithModel({ builtinOnlyByDefault: true, firmBuiltinOnlyByDefault: false });

    const builtinOnly = await screen.findByRole('checkbox', { name: 'Built-in engine only: send none of these documents to the language model' });
    expect(builtinOnly).toBeChecked();
    await user.click(builtinOnly);
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await findHeading('Property Law: lease')).toBeInTheDocument();
    expect(api.to(`POST ${CHAT}/response/ai/generate`)[0]!.form!.get('builtin_only')).toBe('false');
  });

  it("ticks it by the lawyer's firm's own default where the installation's is off", async () => {
    const { api, user } = await leaseWithModel({ builtinOnlyByDefault: false, firmBuiltinOnlyByDefault: true });

    expect(await screen.findByRole('checkbox', { name: 'Built-in engine only: send none of these documents to the language model' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await findHeading('Property Law: lease')).toBeInTheDocument();
    expect(api.to(`POST ${CHAT}/response/ai/generate`)[0]!.form!.get('builtin_only')).toBe('true');
  });

  it('says why when the case cannot be made, and keeps the files', async () => {
    const { user } = await openWorkflow({
      [PROCESS]: processReply(asLease('lease.pdf')),
      [`POST ${CHAT}/response/ai/generate`]: reply.error(500),
    });
    await user.selectOptions(typeSelect(), 'Lease');
    await user.upload(singleInput(), pdf('lease.pdf'));
    await user.click(await screen.findByRole('button', { name: 'Generate' }));

    await expectToasts(MESSAGES.cases.answersFailed);
    expect(screen.getByText('1 document, 2 questions ready for answering')).toBeInTheDocument();
  });

  it('sends one request however Generate is double-clicked, with an Idempotency-Key, and is disabled until it answers', async () => {
    const answer = reply.deferred();
    const { api, user } = await openWorkflow({
      [PROCESS]: processReply(asLease('lease.pdf')),
      [`POST ${CHAT}/response/ai/generate`]: answer.reply,
      [`GET ${CHAT}/response/case-9`]: reply.ok(CaseResponse, { data: { case: aCase({ id: 'case-9', title: 'Property Law: lease' }) } }),
      [`GET ${CHAT}/cases/case-9/members`]: caseMembersReply(),
      ...caseOpened('case-9'),
    });
    await user.selectOptions(typeSelect(), 'Lease');
    await user.upload(singleInput(), pdf('lease.pdf'));
    const generate = await screen.findByRole('button', { name: 'Generate' });

    await user.dblClick(generate);
    await user.click(generate);

    expect(generate).toBeDisabled();
    const sent = api.to(`POST ${CHAT}/response/ai/generate`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    answer.resolve(reply.ok(CaseResponse, { data: { case: aCase({ id: 'case-9', status: 'processing' }) } }, 202));
    expect(await findHeading('Property Law: lease')).toBeInTheDocument();
    expect(api.to(`POST ${CHAT}/response/ai/generate`)).toHaveLength(1);
  });

  it('sends the same Idempotency-Key again when Generate is retried after a network error, so the server makes one case', async () => {
    const { api, user } = await openWorkflow({
      [PROCESS]: processReply(asLease('lease.pdf')),
      [`POST ${CHAT}/response/ai/generate`]: [
        reply.networkError(),
        reply.ok(CaseResponse, { data: { case: aCase({ id: 'case-9', status: 'processing' }) } }, 202),
      ],
      [`GET ${CHAT}/response/case-9`]: reply.ok(CaseResponse, { data: { case: aCase({ id: 'case-9', title: 'Property Law: lease' }) } }),
      [`GET ${CHAT}/cases/case-9/members`]: caseMembersReply(),
      ...caseOpened('case-9'),
    });
    await user.selectOptions(typeSelect(), 'Lease');
    await user.upload(singleInput(), pdf('lease.pdf'));
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    await expectToasts(MESSAGES.global.networkError);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await findHeading('Property Law: lease')).toBeInTheDocument();
    const [first, retry] = api.to(`POST ${CHAT}/response/ai/generate`).map((request) => request.headers.get('Idempotency-Key'));
    expect(first).toEqual(expect.any(String));
    expect(retry).toBe(first);
  });
});

describe('new due diligence: single upload', () => {
  it('is reached from the home page and keeps its files when the lawyer goes elsewhere and comes back', async () => {
    storeToken();
    fakeApi({
      ...signedIn(aUser(), settings),
      [typesRoute(1)]: documentTypesReply([lease, register, titleSheet]),
      [questionsRoute(1, 10)]: questionsReply(leaseQuestions),
      [PROCESS]: processReply(asLease('lease.pdf')),
    });
    const { user } = renderApp('/');
    await findHeading('Welcome, Aoife Murphy');

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'New due diligence' }));
    await findHeading('New due diligence');
    await screen.findAllByRole('option', { name: 'Lease' });
    await user.selectOptions(typeSelect(), 'Lease');
    await user.upload(singleInput(), pdf('lease.pdf'));
    await screen.findByRole('list', { name: 'Questions for lease.pdf' });

    await user.click(screen.getByRole('link', { name: 'Due Diligence Assistant' }));
    await findHeading('Welcome, Aoife Murphy');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'New due diligence' }));

    await findHeading('New due diligence');
    expect(caseFileNames()).toEqual(['lease.pdf']);
    expect(typeSelect()).toBeDisabled();
  });

  it('shows the upload’s progress while the server reads the file', async () => {
    const pending = reply.deferred();
    const { user } = await openWorkflow({ [PROCESS]: pending.reply });
    await user.selectOptions(typeSelect(), 'Lease');

    await user.upload(singleInput(), pdf('lease.pdf'));

    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '100');
    expect(singleInput()).toBeDisabled();
    pending.resolve(processReply(asLease('lease.pdf')));
    await screen.findByRole('list', { name: 'Questions for lease.pdf' });
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
  });

  it('sends the first file to process-pdf, loads its type’s questions for the region, makes it active and locks the type', async () => {
    const { api, user } = await openWorkflow({ [PROCESS]: processReply(asLease('lease.pdf')) });

    await user.selectOptions(typeSelect(), 'Lease');
    await user.upload(singleInput(), pdf('lease.pdf'));

    const questions = await screen.findByRole('list', { name: 'Questions for lease.pdf' });
    expect(within(questions).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Who is the landlord?Answer type: Party',
      'When does the contractual term end?Answer type: Date',
    ]);
    expect(screen.getByRole('heading', { name: 'lease.pdf', level: 2 })).toBeInTheDocument();
    expect(typeSelect()).toBeDisabled();
    expect(screen.getByText('Annexure A: pages 10–12')).toBeInTheDocument();
    const [upload] = api.to(PROCESS);
    expect(upload?.form?.get('practice_area_id')).toBe('1');
    expect(upload?.form?.get('region')).toBe('England');
    expect((upload?.form?.get('files[]') as File).name).toBe('lease.pdf');
    expect(api.to(questionsRoute(1, 10))[0]?.url.searchParams.get('region')).toBe('England');
  });

  it('adds nothing and says so when the questions fail to load', async () => {
    const { user } = await openWorkflow({
      [PROCESS]: processReply(asLease('lease.pdf')),
      [questionsRoute(1, 10)]: reply.error(503, { message: 'Down for maintenance' }),
    });

    await user.selectOptions(typeSelect(), 'Lease');
    await user.upload(singleInput(), pdf('lease.pdf'));

    await expectToasts(MESSAGES.upload.questionsFailed);
    expect(screen.queryByRole('table', { name: 'Case files' })).not.toBeInTheDocument();
    expect(typeSelect()).toBeEnabled();
  });

  it('refuses a bad PDF early with the server’s reason', async () => {
    const { user } = await openWorkflow({
      [PROCESS]: processReply(
        processed('locked.pdf', {
          error: 'This PDF is password-protected. Remove the password and upload it again.',
          uploadId: null,
        }),
      ),
    });

    await user.selectOptions(typeSelect(), 'Lease');
    await user.upload(singleInput(), pdf('locked.pdf'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.upload.fileFailed);
    expect(alert).toHaveTextContent('This PDF is password-protected. Remove the password and upload it again.');
    expect(screen.queryByRole('table', { name: 'Case files' })).not.toBeInTheDocument();
  });

  it('asks for a later file’s type in a dialog that cannot be confirmed without one', async () => {
    const { user } = await openWorkflow({
      [PROCESS]: [processReply(asLease('lease.pdf')), processReply(processed('register.pdf'))],
    });
    await user.selectOptions(typeSelect(), 'Lease');
    await user.upload(singleInput(), pdf('lease.pdf'));
    await screen.findByRole('list', { name: 'Questions for lease.pdf' });

    await user.upload(singleInput(), pdf('register.pdf'));

    const dialog = within(await screen.findByRole('dialog', { name: 'Choose the document type' }));
    const confirm = dialog.getByRole('button', { name: 'Add document' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.selectOptions(dialog.getByRole('combobox', { name: 'Document type' }), 'Official copy of the register of title');
    await user.click(confirm);

    await waitFor(() => expect(caseFileNames()).toEqual(['lease.pdf', 'register.pdf']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The first file stays active.
    expect(screen.getByRole('heading', { name: 'lease.pdf', level: 2 })).toBeInTheDocument();
  });

  it('pre-selects the detected type in the dialog', async () => {
    const { user } = await openWorkflow({
      [PROCESS]: [
        processReply(processed('register.pdf', { documentType: 11, documentTypeName: register.name })),
        processReply(asLease('lease.pdf')),
      ],
    });
    await user.selectOptions(typeSelect(), 'Official copy of the register of title');
    await user.upload(singleInput(), pdf('register.pdf'));
    await screen.findByRole('list', { name: 'Questions for register.pdf' });

    await user.upload(singleInput(), pdf('lease.pdf'));

    const dialog = within(await screen.findByRole('dialog', { name: 'Choose the document type' }));
    expect(dialog.getByRole('combobox', { name: 'Document type' })).toHaveValue('10');
    await user.click(dialog.getByRole('button', { name: 'Add document' }));
    await waitFor(() => expect(caseFileNames()).toEqual(['register.pdf', 'lease.pdf']));
  });

  it('refuses a second file of the same name without sending it', async () => {
    const { api, user } = await openWorkflow({ [PROCESS]: processReply(asLease('lease.pdf')) });
    await user.selectOptions(typeSelect(), 'Lease');
    await user.upload(singleInput(), pdf('lease.pdf'));
    await screen.findByRole('list', { name: 'Questions for lease.pdf' });

    await user.upload(singleInput(), pdf('lease.pdf'));

    await expectToasts(MESSAGES.upload.duplicateFile);
    expect(api.to(PROCESS)).toHaveLength(1);
    expect(caseFileNames()).toEqual(['lease.pdf']);
  });

  it('changes an added file’s type, with the new type’s questions, and undoes a removal', async () => {
    const { user } = await openWorkflow({ [PROCESS]: processReply(asLease('lease.pdf')) });
    await user.selectOptions(typeSelect(), 'Lease');
    await user.upload(singleInput(), pdf('lease.pdf'));
    await screen.findByRole('list', { name: 'Questions for lease.pdf' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Document type of lease.pdf' }), 'Official copy of the register of title');
    await waitFor(() => expect(screen.getByRole('list', { name: 'Questions for lease.pdf' })).toHaveTextContent('What is the title number?'));

    await user.click(screen.getByRole('button', { name: 'Remove lease.pdf' }));
    expect(screen.queryByRole('table', { name: 'Case files' })).not.toBeInTheDocument();
    expect(await screen.findByText('Removed lease.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(caseFileNames()).toEqual(['lease.pdf']);
    expect(screen.getByRole('combobox', { name: 'Document type of lease.pdf' })).toHaveValue('11');
  });

  it('asks before a different practice area discards the files, then starts over', async () => {
    const { user } = await openWorkflow({ [PROCESS]: processReply(asLease('lease.pdf')) });
    await user.selectOptions(typeSelect(), 'Lease');
    await user.upload(singleInput(), pdf('lease.pdf'));
    await screen.findByRole('list', { name: 'Questions for lease.pdf' });

    // Closing the tab or reloading is asked about too, by the browser.
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Practice area' }), 'Litigation');
    const ask = await screen.findByRole('dialog', { name: 'Change the practice area?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change the practice area?' })).not.toBeInTheDocument());
    expect(caseFileNames()).toEqual(['lease.pdf']);
    expect(screen.getByRole('combobox', { name: 'Practice area' })).toHaveValue('1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Practice area' }), 'Litigation');
    await user.click(within(await screen.findByRole('dialog', { name: 'Change the practice area?' })).getByRole('button', { name: 'Change and discard' }));

    await screen.findByRole('option', { name: 'Claim form' });
    expect(screen.queryByRole('table', { name: 'Case files' })).not.toBeInTheDocument();
    const nothingToLose = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(nothingToLose);
    expect(nothingToLose.defaultPrevented).toBe(false);
    expect(typeSelect()).toBeEnabled();
    expect(typeSelect()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('England');
  });
});

describe('new due diligence: custom questions', () => {
  it('adds, edits and deletes the lawyer’s own questions per file', async () => {
    const { user } = await openWorkflow({
      [PROCESS]: [processReply(asLease('lease.pdf')), processReply(processed('register.pdf', { documentType: 11 }))],
    });
    await user.selectOptions(typeSelect(), 'Lease');
    await user.upload(singleInput(), pdf('lease.pdf'));
    await screen.findByRole('list', { name: 'Questions for lease.pdf' });
    await user.upload(singleInput(), pdf('register.pdf'));
    await user.click(await screen.findByRole('button', { name: 'Add document' }));
    await waitFor(() => expect(caseFileNames()).toEqual(['lease.pdf', 'register.pdf']));

    await user.type(screen.getByRole('textbox', { name: 'Custom question' }), 'Is there a break clause?');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.type(screen.getByRole('textbox', { name: 'Custom question' }), 'Any rent-free period?{Enter}');
    expect(screen.getByText('Is there a break clause?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit “Is there a break clause?”' }));
    const edit = screen.getByRole('textbox', { name: 'Edit question' });
    await user.clear(edit);
    await user.type(edit, 'Is there a tenant break clause?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Delete “Any rent-free period?”' }));

    const custom = within(screen.getByRole('region', { name: 'Custom questions' }));
    expect(custom.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Is there a tenant break clause?']);
    expect(screen.getByText('2 documents, 4 questions ready for answering')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'register.pdf' }));
    await screen.findByRole('heading', { name: 'register.pdf', level: 2 });
    expect(within(screen.getByRole('region', { name: 'Custom questions' })).queryAllByRole('listitem')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'lease.pdf' }));
    expect(await screen.findByText('Is there a tenant break clause?')).toBeInTheDocument();
    // Many keystrokes through the whole app: slow on a busy two-core machine, not waiting on anything.
  }, 30_000);
});

describe('new due diligence: multi-file staging', () => {
  const threeFiles = () => [pdf('lease.pdf'), pdf('register.pdf'), pdf('broken.pdf')];
  const threeResults = () =>
    processReply(
      asLease('lease.pdf'),
      processed('register.pdf', {
        documentType: 11,
        documentTypeName: register.name,
        confidence: 0.95,
      }),
      processed('broken.pdf', { error: 'This file is damaged and cannot be read as a PDF.', uploadId: null, pages: 0 }),
    );

  it('shows each file processing with live progress, then its detected type or its error', async () => {
    const pending = reply.deferred();
    const { api, app, user } = await openWorkflow({ [PROCESS]: pending.reply });

    await user.upload(multiInput(), threeFiles());

    expect(await screen.findAllByText('Waiting…')).toHaveLength(3);
    await waitFor(() => expect(api.to(PROCESS)).toHaveLength(1));
    const batchId = api.to(PROCESS)[0]?.form?.get('batch_id') as string;
    expect(api.to(PROCESS)[0]?.form?.getAll('files[]')).toHaveLength(3);
    const event = { batchId, filename: 'lease.pdf', index: 0, total: 3, page: 3, pages: 12, error: null };
    app.realtime.push('file.processed', { ...event, status: 'ocr' });
    app.realtime.push('file.processed', { ...event, batchId: 'another-batch', filename: 'register.pdf', status: 'reading' });
    expect(await stagedItem('lease.pdf').findByText('Reading page 3 of 12 (OCR)…')).toBeInTheDocument();
    expect(stagedItem('register.pdf').getByText('Waiting…')).toBeInTheDocument();

    pending.resolve(threeResults());

    // Two of the three were read: the toast says so rather than "successfully".
    await expectToasts(MESSAGES.upload.someFilesProcessed(2, 3));
    expect(stagedItem('lease.pdf').getByText('Detected: Lease')).toBeInTheDocument();
    expect(stagedItem('register.pdf').getByText(`Detected: ${register.name}`)).toBeInTheDocument();
    expect(stagedItem('broken.pdf').getByText(MESSAGES.upload.fileFailed)).toBeInTheDocument();
    expect(stagedItem('broken.pdf').getByText('This file is damaged and cannot be read as a PDF.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add files (2)' })).toBeEnabled();
  });

  it('adds only the included items with a type, with their questions, then closes the panel', async () => {
    const { api, user } = await openWorkflow({
      [PROCESS]: processReply(
        asLease('lease.pdf'),
        processed('register.pdf', { classificationReason: 'No register headings were found.' }),
        processed('broken.pdf', { error: 'This file is damaged.', uploadId: null }),
      ),
    });
    await user.upload(multiInput(), threeFiles());
    await expectToasts(MESSAGES.upload.someFilesProcessed(2, 3));
    expect(stagedItem('register.pdf').getByText(/Not recognised — choose a type/)).toHaveTextContent(
      'No register headings were found.',
    );
    // An included file without a type is not dropped silently: the lawyer is asked for one first.
    expect(screen.getByRole('button', { name: 'Add files (1)' })).toBeDisabled();
    expect(screen.getByText('Choose a type for register.pdf, or untick it.')).toHaveAttribute('role', 'alert');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Document type of register.pdf' }),
      'Official copy of the register of title',
    );
    expect(screen.getByRole('button', { name: 'Add files (2)' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Include lease.pdf' }));
    expect(screen.getByRole('button', { name: 'Add files (1)' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Add files (1)' }));

    await expectToasts(MESSAGES.upload.someFilesProcessed(2, 3), MESSAGES.upload.filesAdded);
    expect(caseFileNames()).toEqual(['register.pdf']);
    // The Add files button went with the panel: the focus goes to the file just added, not the page body.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'register.pdf', level: 2 })).toHaveFocus());
    expect(screen.queryByRole('list', { name: 'Staged files' })).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Questions for register.pdf' })).toHaveTextContent(
      'What is the title number?',
    );
    expect(api.to(questionsRoute(1, 10))).toHaveLength(0);
    expect(typeSelect()).toBeDisabled();
  });

  it('asks for a type for a file recognised as a type this region does not use', async () => {
    const { user } = await openWorkflow({
      [PROCESS]: processReply(processed('sheet.pdf', { documentType: 12, documentTypeName: 'Title sheet', confidence: 0.9 })),
    });
    await user.upload(multiInput(), [pdf('sheet.pdf')]);
    await expectToasts(MESSAGES.upload.filesProcessed);

    expect(stagedItem('sheet.pdf').getByText('Recognised as Title sheet, which is not used in this region — choose a type')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Document type of sheet.pdf' })).toHaveValue('');
    expect(screen.getByRole('button', { name: /^Add files/ })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Document type of sheet.pdf' }), 'Official copy of the register of title');
    expect(screen.getByRole('button', { name: 'Add files (1)' })).toBeEnabled();
  });

  it('cannot add anything when every item is excluded', async () => {
    const { user } = await openWorkflow({ [PROCESS]: processReply(asLease('lease.pdf')) });
    await user.upload(multiInput(), [pdf('lease.pdf')]);
    await expectToasts(MESSAGES.upload.filesProcessed);

    await user.click(screen.getByRole('checkbox', { name: 'Include lease.pdf' }));

    expect(screen.getByRole('button', { name: 'Add files (0)' })).toBeDisabled();
  });

  it('says so and keeps the panel when the questions fail to load', async () => {
    const { user } = await openWorkflow({
      [PROCESS]: processReply(asLease('lease.pdf')),
      [questionsRoute(1, 10)]: reply.error(503, { message: 'Down' }),
    });
    await user.upload(multiInput(), [pdf('lease.pdf')]);
    await expectToasts(MESSAGES.upload.filesProcessed);

    await user.click(screen.getByRole('button', { name: 'Add files (1)' }));

    await expectToasts(MESSAGES.upload.filesProcessed, MESSAGES.upload.filesAddFailed);
    expect(screen.queryByRole('table', { name: 'Case files' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Staged files' })).toBeInTheDocument();
  });

  it('does not stage names already in the case', async () => {
    const { api, user } = await openWorkflow({
      [PROCESS]: [processReply(asLease('lease.pdf')), processReply(asLease('second.pdf'))],
    });
    await user.selectOptions(typeSelect(), 'Lease');
    await user.upload(singleInput(), pdf('lease.pdf'));
    await screen.findByRole('list', { name: 'Questions for lease.pdf' });

    await user.upload(multiInput(), [pdf('lease.pdf'), pdf('second.pdf')]);

    await expectToasts(MESSAGES.upload.duplicateFiles, MESSAGES.upload.filesProcessed);
    const staged = within(screen.getByRole('list', { name: 'Staged files' }));
    expect(staged.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['second.pdf']);
    expect((api.to(PROCESS)[1]?.form?.getAll('files[]') as File[]).map((file) => file.name)).toEqual(['second.pdf']);
  });

  it('refuses a file over the size limit on its own, names the count limit, and sends the rest', async () => {
    const { api, user } = await openWorkflow({ [PROCESS]: processReply(asLease('lease.pdf')) });
    const huge = pdf('scan of the deeds.pdf');
    Object.defineProperty(huge, 'size', { value: LIMITS.pdfMaxBytes + 1 });
    const many = Array.from({ length: LIMITS.filesPerRequest }, (_, i) => pdf(`extra-${i + 1}.pdf`));

    await user.upload(multiInput(), [pdf('lease.pdf'), huge, ...many]);

    await expectToasts(MESSAGES.upload.someFilesProcessed(1, LIMITS.filesPerRequest + 2));
    expect(stagedItem('scan of the deeds.pdf').getByText(MESSAGES.files.tooLarge(LIMITS.pdfMaxBytes))).toBeInTheDocument();
    expect(stagedItem(`extra-${LIMITS.filesPerRequest}.pdf`).getByText(MESSAGES.files.tooMany(LIMITS.filesPerRequest))).toBeInTheDocument();
    expect(stagedItem('lease.pdf').getByText('Detected: Lease')).toBeInTheDocument();
    const sent = (api.to(PROCESS)[0]?.form?.getAll('files[]') as File[]).map((file) => file.name);
    expect(sent).toHaveLength(LIMITS.filesPerRequest);
    expect(sent).not.toContain('scan of the deeds.pdf');
    expect(sent).not.toContain(`extra-${LIMITS.filesPerRequest}.pdf`);
  });

  it('says none were processed when every file failed', async () => {
    const { user } = await openWorkflow({
      [PROCESS]: processReply(processed('broken.pdf', { error: 'This file is damaged.', uploadId: null })),
    });
    await user.upload(multiInput(), [pdf('broken.pdf')]);
    await expectToasts(MESSAGES.upload.processingFailed);
  });

  it('marks every item with the reason when the request itself fails', async () => {
    const { user } = await openWorkflow({
      [PROCESS]: reply.error(413, { message: 'Upload at most 50 files at a time.' }),
    });

    await user.upload(multiInput(), [pdf('lease.pdf'), pdf('register.pdf')]);

    await expectToasts(MESSAGES.upload.processingFailed);
    expect(stagedItem('lease.pdf').getByText('Upload at most 50 files at a time.')).toBeInTheDocument();
    expect(stagedItem('register.pdf').getByText(MESSAGES.upload.fileFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add files (0)' })).toBeDisabled();
  });
});

describe('new due diligence: Word documents and scans', () => {
  it('sends a Word document and a TIFF scan chosen in the picker, and says what each was and what its reading left out', async () => {
    const { api, user } = await openWorkflow({
      [PROCESS]: processReply(
        asWordLease('lease.docx'),
        processed('deed.tif', { documentType: 10, documentTypeName: 'Lease', source: { type: 'tiff', unacceptedChanges: false, comments: false } }),
      ),
      [uploadFile('lease.docx')]: pdfBytes(),
      [uploadFile('deed.tif')]: pdfBytes(),
    });

    await user.upload(multiInput(), [docx('lease.docx'), aFile('deed.tif', 'image/tiff')]);

    await expectToasts(MESSAGES.upload.filesProcessed);
    expect((api.to(PROCESS)[0]?.form?.getAll('files[]') as File[]).map((file) => file.name)).toEqual(['lease.docx', 'deed.tif']);
    const word = stagedItem('lease.docx');
    expect(word.getByText('Word document')).toHaveTextContent('Uploaded as: Word document');
    expect(word.getByRole('note')).toHaveTextContent('Has tracked changes not yet accepted: read as if they were accepted');
    expect(word.getByText('Has comments, which were left out')).toBeInTheDocument();
    const scan = stagedItem('deed.tif');
    expect(scan.getByText('TIFF scan')).toBeInTheDocument();
    expect(scan.queryByRole('note')).not.toBeInTheDocument();
    expect(scan.queryByText('Has comments, which were left out')).not.toBeInTheDocument();

    // Once added, the file keeps telling what it was.
    await user.click(screen.getByRole('button', { name: 'Add files (2)' }));
    const active = await screen.findByRole('region', { name: 'lease.docx' });
    expect(within(active).getByText('Word document')).toBeInTheDocument();
    expect(within(active).getByRole('note')).toHaveTextContent('Has tracked changes not yet accepted');
  });

  it('refuses a file of another kind on its own, naming it and what is taken, and sends the rest', async () => {
    const { api } = await openWorkflow({ [PROCESS]: processReply(asLease('lease.pdf')) });

    drop('Choose documents to upload', [pdf('lease.pdf'), aFile('notes.txt', 'text/plain'), aFile('old lease.doc', 'application/msword')]);

    await expectToasts(MESSAGES.upload.someFilesProcessed(1, 3));
    expect(stagedItem('notes.txt').getByText(MESSAGES.upload.fileFailed)).toBeInTheDocument();
    expect(
      stagedItem('notes.txt').getByText('“notes.txt” cannot be read here. Upload a PDF, a Word document (.docx), a scan as PNG, JPEG or TIFF, or an email (.eml or .msg).'),
    ).toBeInTheDocument();
    expect(
      stagedItem('old lease.doc').getByText(
        '“old lease.doc” is a Word 97–2003 document (.doc), which cannot be read. Save it as a Word document (.docx) or a PDF and upload it again.',
      ),
    ).toBeInTheDocument();
    expect(stagedItem('lease.pdf').getByText('Detected: Lease')).toBeInTheDocument();
    expect((api.to(PROCESS)[0]?.form?.getAll('files[]') as File[]).map((file) => file.name)).toEqual(['lease.pdf']);
  });

  it('leaves a file the browser cannot tell (no type, no extension) to the server, which reads its bytes', async () => {
    const { api } = await openWorkflow({ [PROCESS]: processReply(asLease('lease')) });

    drop('Choose documents to upload', [aFile('lease', '')]);

    await expectToasts(MESSAGES.upload.filesProcessed);
    expect((api.to(PROCESS)[0]?.form?.getAll('files[]') as File[]).map((file) => file.name)).toEqual(['lease']);
  });

  it('sends a Word document as the first file, and refuses one of another kind there without sending it', async () => {
    const { api, user } = await openWorkflow({ [PROCESS]: processReply(asWordLease('lease.docx')), [uploadFile('lease.docx')]: pdfBytes() });
    await user.selectOptions(typeSelect(), 'Lease');

    drop('Choose a document to upload', [aFile('notes.txt', 'text/plain')]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.upload.fileFailed);
    expect(alert).toHaveTextContent(MESSAGES.documents.otherKind('notes.txt'));
    expect(api.to(PROCESS)).toHaveLength(0);

    await user.upload(singleInput(), docx('lease.docx'));

    const active = await screen.findByRole('region', { name: 'lease.docx' });
    expect((api.to(PROCESS)[0]?.form?.get('files[]') as File).name).toBe('lease.docx');
    expect(within(active).getByText('Word document')).toBeInTheDocument();
    expect(within(active).getByText('Has comments, which were left out')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('previews a staged Word document and scan by the PDFs laid out from them, fetched once with the sign-in, and a PDF as it is', async () => {
    const { api, user } = await openWorkflow({
      [PROCESS]: processReply(
        asWordLease('lease.docx'),
        processed('plan.png', { documentType: 10, documentTypeName: 'Lease', source: { type: 'png', unacceptedChanges: false, comments: false } }),
        asLease('register.pdf'),
      ),
      [uploadFile('lease.docx')]: pdfBytes(),
      [uploadFile('plan.png')]: pdfBytes(),
    });

    await user.upload(multiInput(), [docx('lease.docx'), aFile('plan.png', 'image/png'), pdf('register.pdf')]);

    expect(await stagedItem('lease.docx').findByRole('img', { name: 'First page of lease.docx' })).toBeInTheDocument();
    expect(await stagedItem('plan.png').findByRole('img', { name: 'First page of plan.png' })).toBeInTheDocument();
    expect(await stagedItem('register.pdf').findByRole('img', { name: 'First page of register.pdf' })).toBeInTheDocument();
    const [fetched] = api.to(uploadFile('lease.docx'));
    expect(fetched?.headers.get('Authorization')).toBe('Bearer stored-token');
    // A PDF is drawn from the file chosen: there is nothing to fetch.
    expect(api.to(uploadFile('register.pdf'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add files (3)' }));

    const table = within(await screen.findByRole('table', { name: 'Case files' }));
    expect(table.getByRole('img', { name: 'First page of lease.docx' })).toBeInTheDocument();
    expect(table.getByRole('img', { name: 'First page of plan.png' })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'lease.docx' })).findByRole('img', { name: 'Pages of lease.docx' })).toBeInTheDocument();
    expect(api.to(uploadFile('lease.docx'))).toHaveLength(1);
    expect(api.to(uploadFile('plan.png'))).toHaveLength(1);
  });

  it('previews a Word document uploaded as the first file by the PDF laid out from it', async () => {
    const { api, user } = await openWorkflow({ [PROCESS]: processReply(asWordLease('lease.docx')), [uploadFile('lease.docx')]: pdfBytes() });
    await user.selectOptions(typeSelect(), 'Lease');

    await user.upload(singleInput(), docx('lease.docx'));

    const active = within(await screen.findByRole('region', { name: 'lease.docx' }));
    expect(await active.findByRole('img', { name: 'Pages of lease.docx' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Case files' })).getByRole('img', { name: 'First page of lease.docx' })).toBeInTheDocument();
    expect(api.to(uploadFile('lease.docx'))).toHaveLength(1);
    expect(api.to(uploadFile('lease.docx'))[0]?.headers.get('Authorization')).toBe('Bearer stored-token');
  });

  it('says there is no preview when the PDF laid out from a Word document cannot be fetched, and no more than that', async () => {
    const { api, user } = await openWorkflow({ [PROCESS]: processReply(asWordLease('lease.docx')), [uploadFile('lease.docx')]: reply.error(503) });

    await user.upload(multiInput(), [docx('lease.docx')]);

    await waitFor(() => expect(api.to(uploadFile('lease.docx'))).toHaveLength(1));
    expect(await stagedItem('lease.docx').findByText('No preview available')).toBeInTheDocument();
    expect(stagedItem('lease.docx').getByText('Detected: Lease')).toBeInTheDocument();
    await expectToasts(MESSAGES.upload.filesProcessed);
  });
});

describe('new due diligence: a data room’s .zip', () => {
  const TITLE = '01 Title/Official copy WYK123456.pdf';
  const LEASE = '02 Leases/Lease.pdf';
  const UNIT_4_LEASE = '02 Leases/Unit 4/Lease.pdf';
  const REFUSED = '02 Leases/Side letter.doc';
  const WHY_REFUSED = 'This file is a Word 97–2003 document (.doc), which cannot be read. Save it as a Word document (.docx) or a PDF and upload it again.';
  const GENERATE: FakeRouteKey = `POST ${CHAT}/response/ai/generate`;
  /** The server's answer for the archive: in its place, what it did not take and why, then its files by path. */
  const unpacked = () =>
    processReply(
      processed(REFUSED, { error: WHY_REFUSED, uploadId: null, pages: 0, content: '' }),
      processed(TITLE, { documentType: 11, documentTypeName: register.name, confidence: 0.95, uploadId: 'upload-title' }),
      { ...asLease(LEASE), uploadId: 'upload-lease' },
      { ...asLease(UNIT_4_LEASE), uploadId: 'upload-unit-4' },
    );
  const dataRoom = () => aFile('data-room.zip', 'application/zip');
  /** The rows of the Case files table: a folder's by its name, a file's by the text of its name's cell. */
  const caseFileRows = () =>
    within(screen.getByRole('table', { name: 'Case files' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).queryAllByRole('cell')[1]?.textContent ?? row.textContent);

  it('stages its files under their folders and its refusals with why, previews each from its upload, and generates them by their paths', async () => {
    const pending = reply.deferred();
    const { api, app, user } = await openWorkflow({
      [PROCESS]: pending.reply,
      'GET /api/uploads/upload-title/file': pdfBytes(),
      'GET /api/uploads/upload-lease/file': pdfBytes(),
      'GET /api/uploads/upload-unit-4/file': pdfBytes(),
      [GENERATE]: reply.ok(CaseResponse, { data: { case: aCase({ id: 'case-9', status: 'processing' }) } }, 202),
      [`GET ${CHAT}/response/case-9`]: reply.ok(CaseResponse, { data: { case: aCase({ id: 'case-9', title: 'Property Law: data room' }) } }),
      [`GET ${CHAT}/cases/case-9/members`]: caseMembersReply(),
      ...caseOpened('case-9'),
    });

    await user.upload(multiInput(), [dataRoom()]);

    // The archive is unpacked, then each of its files reads under its own path: none of which is a staged item yet.
    await waitFor(() => expect(api.to(PROCESS)).toHaveLength(1));
    expect((api.to(PROCESS)[0]?.form?.getAll('files[]') as File[]).map((file) => file.name)).toEqual(['data-room.zip']);
    const batchId = api.to(PROCESS)[0]?.form?.get('batch_id') as string;
    const event = { batchId, filename: 'data-room.zip', index: 0, total: 1, page: null, pages: null, error: null };
    app.realtime.push('file.processed', { ...event, status: 'reading' });
    expect(await stagedItem('data-room.zip').findByText(MESSAGES.documents.archiveUnpacking)).toBeInTheDocument();
    app.realtime.push('file.processed', { ...event, status: 'done' });
    expect(await stagedItem('data-room.zip').findByText(MESSAGES.documents.archiveUnpacked)).toBeInTheDocument();
    app.realtime.push('file.processed', { ...event, filename: TITLE, status: 'ocr', page: 1, pages: 2 });
    app.realtime.push('file.processed', { ...event, filename: REFUSED, status: 'failed', error: WHY_REFUSED });
    expect(stagedItem('data-room.zip').getByText(MESSAGES.documents.archiveUnpacked)).toBeInTheDocument();

    pending.resolve(unpacked());

    await expectToasts(MESSAGES.upload.someFilesProcessed(3, 4));
    expect(screen.queryByRole('listitem', { name: 'data-room.zip' })).not.toBeInTheDocument();
    const staged = screen.getByRole('list', { name: 'Staged files' });
    expect(within(staged).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['01 Title', '02 Leases', 'Unit 4']);
    const names = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === list)
        .map((item) => item.getAttribute('aria-label'));
    expect(names(screen.getByRole('list', { name: '01 Title' }))).toEqual([TITLE]);
    expect(names(screen.getByRole('list', { name: '02 Leases' }))).toEqual([LEASE, REFUSED, null]);
    expect(names(screen.getByRole('list', { name: '02 Leases/Unit 4' }))).toEqual([UNIT_4_LEASE]);
    // Each file by its own name under its folder, told apart by its whole path.
    expect(stagedItem(UNIT_4_LEASE).getByText('Lease.pdf')).toBeInTheDocument();
    expect(stagedItem(LEASE).getByRole('checkbox', { name: `Include ${LEASE}` })).toBeChecked();
    expect(stagedItem(UNIT_4_LEASE).getByRole('checkbox', { name: `Include ${UNIT_4_LEASE}` })).toBeChecked();
    expect(stagedItem(REFUSED).getByText(MESSAGES.upload.fileFailed)).toBeInTheDocument();
    expect(stagedItem(REFUSED).getByText(WHY_REFUSED)).toBeInTheDocument();
    expect(stagedItem(TITLE).getByText(`Detected: ${register.name}`)).toBeInTheDocument();
    // Only the archive was chosen: each file is previewed by its PDF, fetched with the sign-in.
    expect(await stagedItem(TITLE).findByRole('img', { name: `First page of ${TITLE}` })).toBeInTheDocument();
    expect(await stagedItem(UNIT_4_LEASE).findByRole('img', { name: `First page of ${UNIT_4_LEASE}` })).toBeInTheDocument();
    expect(api.to('GET /api/uploads/upload-title/file')[0]?.headers.get('Authorization')).toBe('Bearer stored-token');

    await user.click(screen.getByRole('button', { name: 'Add files (3)' }));

    await screen.findByText('3 documents, 5 questions ready for answering');
    expect(caseFileRows()).toEqual(['01 Title', TITLE, '02 Leases', LEASE, 'Unit 4', UNIT_4_LEASE]);
    const table = within(screen.getByRole('table', { name: 'Case files' }));
    expect(table.getByRole('img', { name: `First page of ${LEASE}` })).toBeInTheDocument();
    expect(table.getByRole('button', { name: `Remove ${UNIT_4_LEASE}` })).toBeInTheDocument();
    await user.click(table.getByRole('button', { name: UNIT_4_LEASE }));
    expect(await screen.findByRole('heading', { name: UNIT_4_LEASE, level: 2 })).toBeInTheDocument();
    // Each PDF was fetched once, for the staged preview: the case files keep it.
    for (const upload of ['upload-title', 'upload-lease', 'upload-unit-4']) expect(api.to(`GET /api/uploads/${upload}/file`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Generate' }));

    await findHeading('Property Law: data room');
    const form = api.to(GENERATE)[0]!.form!;
    expect(form.getAll('uploadIds[]')).toEqual(['upload-title', 'upload-lease', 'upload-unit-4']);
    expect(form.getAll('files[]')).toEqual([]);
    expect(JSON.parse(String(form.get('filesMeta')))).toEqual([
      { filename: TITLE, docTypeId: 11, questionIds: [111], customQuestions: [] },
      { filename: LEASE, docTypeId: 10, questionIds: [101, 102], customQuestions: [] },
      { filename: UNIT_4_LEASE, docTypeId: 10, questionIds: [101, 102], customQuestions: [] },
    ]);
  });

  it('lists an archive that could not be read as any file that failed, beside the files chosen with it', async () => {
    const { user } = await openWorkflow({
      [PROCESS]: processReply(asLease('lease.pdf'), processed('data-room.zip', { error: 'This archive is damaged and cannot be opened.', uploadId: null, pages: 0 })),
    });

    await user.upload(multiInput(), [pdf('lease.pdf'), dataRoom()]);

    await expectToasts(MESSAGES.upload.someFilesProcessed(1, 2));
    expect(stagedItem('data-room.zip').getByText('This archive is damaged and cannot be opened.')).toBeInTheDocument();
    expect(stagedItem('lease.pdf').getByText('Detected: Lease')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Staged files' })).queryAllByRole('heading')).toEqual([]);
  });

  it('leaves out a file of the archive named as one already in the case, or of the content of one in it or before it, and lets the server forget it', async () => {
    const { api, user } = await openWorkflow({
      [PROCESS]: [
        processReply(asLease('lease.pdf')),
        processReply(
          { ...asLease('lease.pdf'), uploadId: 'upload-again' },
          { ...asLease('Copies/Signed lease.pdf'), uploadId: 'upload-copy', sha256: 'sha256-of-lease.pdf' },
          { ...asLease(LEASE), uploadId: 'upload-lease' },
          { ...asLease('Again/Lease.pdf'), uploadId: 'upload-twice', sha256: `sha256-of-${LEASE}` },
        ),
      ],
      'DELETE /api/uploads/upload-again': reply.empty(204),
      'DELETE /api/uploads/upload-copy': reply.empty(204),
      'DELETE /api/uploads/upload-twice': reply.empty(204),
      'GET /api/uploads/upload-lease/file': pdfBytes(),
    });
    await user.selectOptions(typeSelect(), 'Lease');
    await user.upload(singleInput(), pdf('lease.pdf'));
    await screen.findByRole('list', { name: 'Questions for lease.pdf' });

    await user.upload(multiInput(), [dataRoom()]);

    await expectToasts(MESSAGES.upload.duplicateFiles, MESSAGES.upload.filesProcessed);
    const staged = within(screen.getByRole('list', { name: 'Staged files' }));
    expect(staged.getAllByRole('listitem', { name: /\.pdf$/ }).map((item) => item.getAttribute('aria-label'))).toEqual([LEASE]);
    for (const upload of ['upload-again', 'upload-copy', 'upload-twice']) {
      await waitFor(() => expect(api.to(`DELETE /api/uploads/${upload}`)).toHaveLength(1));
    }
  });

  it('refuses a .zip where one document is asked for, sending the lawyer to the upload of several, without sending it', async () => {
    const { api, user } = await openWorkflow();
    await user.selectOptions(typeSelect(), 'Lease');

    drop('Choose a document to upload', [dataRoom()]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.upload.fileFailed);
    expect(alert).toHaveTextContent('“data-room.zip” is a .zip of documents, each of which needs its own type. Upload it under “Upload several documents”.');
    expect(api.to(PROCESS)).toHaveLength(0);
    expect(screen.getByLabelText('Upload several documents')).toBeEnabled();
  });

  it('refuses an email where one document is asked for, as its message and attachments each need a type', async () => {
    const { api, user } = await openWorkflow();
    await user.selectOptions(typeSelect(), 'Lease');

    drop('Choose a document to upload', [new File(['From: a@example.com'], 'Completion.eml', { type: 'message/rfc822' })]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '“Completion.eml” is an email, and its message and each of its attachments are documents needing their own type. Upload it under “Upload several documents”.',
    );
    expect(api.to(PROCESS)).toHaveLength(0);
  });
});
