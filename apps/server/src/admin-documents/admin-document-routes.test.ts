import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccuracyResponse,
  AdminDocumentResponse,
  AdminDocumentsResponse,
  AnnotationsResponse,
  MESSAGES,
  type AdminDocument,
  type Annotation,
  type AnnotationInput,
  type Case,
  type QuestionAccuracy,
} from '@dd/contracts';
import type { ExtractedDocument } from '@dd/engine';
import { CHAT, generate, getCase, propertyTypeId, storeEngineAnswer, storeNeedsReview, typeQuestions } from '../cases/test-cases.ts';
import { auditLog, caseFiles } from '../db/schema.ts';
import { createLocalStorage } from '../storage/storage.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { leasePdf, officialCopyPdf } from '../uploads/test-documents.ts';

const ADMIN_EMAIL = 'knowledge.lawyer@firm.example';
/** Enough one-page file notes, asked no questions, to take the list past its first page. */
const FILLERS = 19;
let t: TestApp;
let lawyer: Awaited<ReturnType<typeof registerUser>>;
let colleague: Awaited<ReturnType<typeof registerUser>>;
let admin: Awaited<ReturnType<typeof registerUser>>;
let harbour: Case;
let portfolio: Case;
let lease: Case['files'][number];
let officialCopy: Case['files'][number];
let portfolioLease: Case['files'][number];
let leaseTypeId: number;
let officialCopyTypeId: number;
/** The lease bank's question ids by their wording. */
let leaseQuestion: (text: string) => number;
let officialCopyQuestionId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'error', adminEmails: [ADMIN_EMAIL] } });
  [lawyer, colleague, admin] = await Promise.all([
    registerUser(t.app, { name: 'Aoife Murphy', email: 'aoife.murphy@firm.example' }),
    registerUser(t.app, { name: 'Seán Byrne', email: 'sean.byrne@firm.example' }),
    registerUser(t.app, { name: 'Siobhán Kelly', email: ADMIN_EMAIL }),
  ]);
  [leaseTypeId, officialCopyTypeId] = await Promise.all([propertyTypeId(t.app, lawyer.token, 'Lease'), propertyTypeId(t.app, lawyer.token, 'Official copy')]);
  const [leaseQuestions, officialCopyQuestions] = await Promise.all([
    typeQuestions(t.app, lawyer.token, leaseTypeId),
    typeQuestions(t.app, lawyer.token, officialCopyTypeId),
  ]);
  leaseQuestion = (text) => leaseQuestions.find((question) => question.question === text)!.id;
  officialCopyQuestionId = officialCopyQuestions[0]!.id;

  const created = await generate(t.app, lawyer.token, {
    title: 'Harbour Walk acquisition',
    files: [
      { filename: 'Unit 4 lease.pdf', bytes: await leasePdf() },
      { filename: 'official-copy.pdf', bytes: await officialCopyPdf() },
    ],
    filesMeta: [
      { filename: 'Unit 4 lease.pdf', docTypeId: leaseTypeId },
      { filename: 'official-copy.pdf', docTypeId: officialCopyTypeId },
    ],
  });
  // Made after the first, so its files are the newer ones.
  const second = await generate(t.app, colleague.token, {
    title: 'Quayside 100% portfolio',
    files: [{ filename: 'quayside-lease.pdf', bytes: await leasePdf() }],
    filesMeta: [{ filename: 'quayside-lease.pdf', docTypeId: leaseTypeId }],
  });
  await t.jobsSettled(150_000);
  // The listing only reads rows: the file notes that take it past its first page are added as the rows a read,
  // unquestioned file leaves, rather than read one by one through the document workers.
  const [quaysideLease] = await t.database.db.select().from(caseFiles).where(eq(caseFiles.caseId, second.id));
  await t.database.db.insert(caseFiles).values(
    Array.from({ length: FILLERS }, (_, i) => ({
      caseId: second.id,
      filename: `note-${i + 1}.pdf`,
      documentTypeId: leaseTypeId,
      storageKey: quaysideLease!.storageKey,
      sha256: `filler-${i + 1}`,
      sizeBytes: 1000,
      pages: 1,
      status: 'ready' as const,
      createdAt: new Date(quaysideLease!.createdAt.getTime() + (i + 1) * 1000),
    })),
  );
  // The accuracy report judges what the engine asserted: the parties as it asserts them from a lease's opening words.
  const answerTo = (kase: Case, filename: string, text: string) =>
    kase.files.find((file) => file.filename === filename)!.answers.find((answer) => answer.questionId === leaseQuestion(text))!;
  const [answered, colleagues] = await Promise.all([getCase(t.app, lawyer.token, created.id), getCase(t.app, colleague.token, second.id)]);
  await storeEngineAnswer(t.database.db, answerTo(answered, 'Unit 4 lease.pdf', 'Who is the landlord?'), 'HARBOUR ESTATES LIMITED');
  await storeEngineAnswer(t.database.db, answerTo(answered, 'Unit 4 lease.pdf', 'Who is the tenant?'), 'QUAYSIDE COFFEE LIMITED');
  await storeEngineAnswer(t.database.db, answerTo(colleagues, 'quayside-lease.pdf', 'Who is the landlord?'), 'HARBOUR ESTATES LIMITED');
  [harbour, portfolio] = await Promise.all([getCase(t.app, lawyer.token, created.id), getCase(t.app, colleague.token, second.id)]);
  lease = harbour.files.find((file) => file.filename === 'Unit 4 lease.pdf')!;
  officialCopy = harbour.files.find((file) => file.filename === 'official-copy.pdf')!;
  portfolioLease = portfolio.files.find((file) => file.filename === 'quayside-lease.pdf')!;
}, 240_000);
afterAll(() => t?.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const put = (url: string, payload: object, token?: string) => t.app.inject({ method: 'PUT', url, payload, headers: token ? bearer(token) : {} });
const annotationsUrl = (caseFileId: string) => `${CHAT}/admin/save-annotation/${caseFileId}`;

async function listDocuments(query = '') {
  const response = await get(`${CHAT}/admin/get-documents${query}`, admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return AdminDocumentsResponse.parse(response.json()).data;
}

async function annotationsOf(caseFileId: string): Promise<Annotation[]> {
  const response = await get(annotationsUrl(caseFileId), admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return AnnotationsResponse.parse(response.json()).data.annotations;
}

async function save(caseFileId: string, annotations: AnnotationInput[]): Promise<Annotation[]> {
  const response = await put(annotationsUrl(caseFileId), { annotations }, admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return AnnotationsResponse.parse(response.json()).data.annotations;
}

async function accuracy(query = ''): Promise<QuestionAccuracy[]> {
  const response = await get(`${CHAT}/admin/accuracy${query}`, admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return AccuracyResponse.parse(response.json()).data.questions;
}

async function pageText(caseFileId: string, page: number): Promise<string> {
  const [row] = await t.database.db.select().from(caseFiles).where(eq(caseFiles.id, caseFileId));
  const stored = await createLocalStorage(t.storageDir).get(row!.extractedKey!);
  const document = JSON.parse(stored!.bytes.toString('utf8')) as ExtractedDocument;
  return document.pages.find((candidate) => candidate.page === page)!.text;
}

/** Each annotation quotes its page word for word at its offsets, and was verified. */
async function expectOnTheirPages(annotations: readonly Annotation[]) {
  for (const annotation of annotations) {
    expect((await pageText(annotation.caseFileId, annotation.page)).slice(annotation.start, annotation.end)).toBe(annotation.quote);
    expect(annotation.verified).toBe(true);
  }
}

const names = (documents: readonly AdminDocument[]) => documents.map((document) => document.filename).sort();

describe('who may call the admin document routes', () => {
  it('refuses a signed-in lawyer (403) and anyone signed out (401), whatever they ask for', async () => {
    const calls = [
      ['GET', `${CHAT}/admin/get-documents`],
      ['GET', annotationsUrl(lease.id)],
      ['PUT', annotationsUrl(lease.id)],
      ['GET', `${CHAT}/admin/accuracy`],
      ['GET', `${CHAT}/admin/documents/${lease.id}`],
      ['GET', `${CHAT}/admin/documents/${lease.id}/file`],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'PUT' ? { annotations: [] } : undefined;
      const asLawyer = await t.app.inject({ method, url, payload, headers: bearer(lawyer.token) });
      expect([url, asLawyer.statusCode, asLawyer.json()]).toEqual([url, 403, { message: MESSAGES.global.forbidden }]);
      const anonymous = await t.app.inject({ method, url, payload });
      expect([url, anonymous.statusCode, anonymous.json()]).toEqual([url, 401, { message: MESSAGES.global.unauthenticated }]);
    }
    // The lawyer's refused save changed nothing.
    expect(await annotationsOf(lease.id)).toEqual([]);
  });
});

describe('GET …/admin/get-documents', () => {
  it('lists every user’s files a page at a time, newest first, with owner, case, type, pages, status and counts', async () => {
    const first = await listDocuments();
    expect(first.pagination).toEqual({ page: 1, perPage: 20, total: FILLERS + 3 });
    expect(first.documents).toHaveLength(20);
    const second = await listDocuments('?page=2');
    expect(second.pagination.total).toBe(FILLERS + 3);
    // The lawyer's case was made first, so its files close the list.
    expect(names(second.documents.slice(-2))).toEqual(['Unit 4 lease.pdf', 'official-copy.pdf']);
    const all = [...first.documents, ...second.documents];
    expect(new Set(all.map((document) => document.id)).size).toBe(FILLERS + 3);
    const created = all.map((document) => document.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect((await listDocuments('?page=3')).documents).toEqual([]);

    expect(all.find((document) => document.id === lease.id)).toEqual({
      id: lease.id,
      filename: 'Unit 4 lease.pdf',
      pages: 4,
      status: 'ready',
      createdAt: expect.any(String),
      owner: { id: lawyer.user.id, name: 'Aoife Murphy', email: 'aoife.murphy@firm.example' },
      case: { id: harbour.id, title: 'Harbour Walk acquisition' },
      documentType: { id: leaseTypeId, name: 'Lease' },
      answerCount: lease.answers.length,
      annotationCount: 0,
    });
    expect(lease.answers.length).toBeGreaterThan(10);
  });

  it('finds files by file name, case title or owner email, in any case, and filters by type and owner', async () => {
    expect(names((await listDocuments('?search=UNIT%204')).documents)).toEqual(['Unit 4 lease.pdf']);
    expect(names((await listDocuments('?search=harbour%20WALK')).documents)).toEqual(['Unit 4 lease.pdf', 'official-copy.pdf']);
    expect((await listDocuments('?search=SEAN.BYRNE@')).pagination.total).toBe(FILLERS + 1);
    // Wildcards are searched for as themselves: only the title with "100%" in it.
    expect((await listDocuments('?search=100%25')).pagination.total).toBe(FILLERS + 1);
    expect((await listDocuments('?search=nothing-is-called-this')).documents).toEqual([]);

    expect(names((await listDocuments(`?documentTypeId=${officialCopyTypeId}`)).documents)).toEqual(['official-copy.pdf']);
    expect(names((await listDocuments(`?ownerId=${lawyer.user.id}`)).documents)).toEqual(['Unit 4 lease.pdf', 'official-copy.pdf']);
    expect(names((await listDocuments(`?ownerId=${lawyer.user.id}&documentTypeId=${leaseTypeId}&search=lease`)).documents)).toEqual(['Unit 4 lease.pdf']);
    expect((await listDocuments('?ownerId=not-a-user')).pagination.total).toBe(0);

    const bad = await get(`${CHAT}/admin/get-documents?documentTypeId=lease&page=0`, admin.token);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(['documentTypeId', 'page']);
    // Beyond any id the database can hold: refused, not passed on.
    expect((await get(`${CHAT}/admin/get-documents?documentTypeId=99999999999`, admin.token)).statusCode).toBe(422);
    expect((await listDocuments('?page=99999999999')).documents).toEqual([]);
    // PostgreSQL text cannot hold a NUL: refused as invalid, never a server error.
    expect((await get(`${CHAT}/admin/get-documents?search=a%00b`, admin.token)).json()).toEqual({
      message: 'The search field is invalid.',
      errors: { search: ['The search field is invalid.'] },
    });
  });
});

describe('one document for the annotator', () => {
  it('gives any user’s file as the table lists it, with its type’s questions in catalogue order', async () => {
    const response = await get(`${CHAT}/admin/documents/${portfolioLease.id}`, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    const { document, questions } = AdminDocumentResponse.parse(response.json()).data;
    expect(document).toEqual((await listDocuments('?search=quayside-lease')).documents[0]);
    expect(document).toMatchObject({ id: portfolioLease.id, owner: { id: colleague.user.id }, documentType: { id: leaseTypeId, name: 'Lease' } });
    // The annotator offers every region's questions; England's stand among them in the same order.
    const england = (await typeQuestions(t.app, lawyer.token, leaseTypeId)).map(({ id, question }) => ({ id, question }));
    const englandIds = new Set(england.map((question) => question.id));
    expect(questions.filter((question) => englandIds.has(question.id))).toEqual(england);
    expect(questions.map((question) => question.question)).toContain('Who is the tenant?');
  });

  it('serves any user’s file as the PDF it was uploaded as, to the admin only', async () => {
    const response = await get(`${CHAT}/admin/documents/${portfolioLease.id}/file`, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename=quayside-lease.pdf');
    const asOwner = await get(`${CHAT}/cases/files/${portfolioLease.id}/file`, colleague.token);
    expect(response.rawPayload.equals(asOwner.rawPayload)).toBe(true);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for a file that does not exist', async () => {
    for (const id of ['8d4c7f0e-1f7a-4b8e-9a53-1d2c3b4a5f60', 'not-an-id']) {
      for (const url of [`${CHAT}/admin/documents/${id}`, `${CHAT}/admin/documents/${id}/file`]) {
        expect([url, (await get(url, admin.token)).statusCode]).toEqual([url, 404]);
      }
    }
  });
});

describe('annotations of a file', () => {
  const landlord = (): AnnotationInput => ({
    page: 1,
    // Offsets of a sloppy selection: the server puts them where the quote stands.
    quote: 'HARBOUR ESTATES LIMITED',
    start: 3,
    end: 9,
    label: 'Landlord',
    questionId: leaseQuestion('Who is the landlord?'),
    value: 'Harbour Estates Limited',
  });
  const term = (): AnnotationInput => ({ page: 1, quote: 'Term: 10 years', label: 'Term', questionId: leaseQuestion('What is the contractual term, and on what dates does it start and end?'), value: '10 years' });
  // Marked on page 1 but standing on page 2: near enough, and moved to its page.
  const repair = (): AnnotationInput => ({ page: 1, quote: 'The Tenant shall keep the Property in good and substantial repair.', label: 'Repair covenant' });

  it('adds them with their quotes verified on their pages, offsets corrected, and returns them in reading order', async () => {
    const saved = await save(lease.id, [repair(), term(), landlord()]);
    expect(saved.map((annotation) => [annotation.label, annotation.page])).toEqual([
      ['Landlord', 1],
      ['Term', 1],
      ['Repair covenant', 2],
    ]);
    await expectOnTheirPages(saved);
    expect(saved[0]).toMatchObject({
      caseFileId: lease.id,
      quote: 'HARBOUR ESTATES LIMITED',
      start: (await pageText(lease.id, 1)).indexOf('HARBOUR ESTATES LIMITED'),
      questionId: leaseQuestion('Who is the landlord?'),
      question: 'Who is the landlord?',
      value: 'Harbour Estates Limited',
      author: { id: admin.user.id, name: 'Siobhán Kelly' },
    });
    expect(saved[2]).toMatchObject({ questionId: null, question: null, value: null });
    expect(await annotationsOf(lease.id)).toEqual(saved);
    expect((await listDocuments('?search=unit%204')).documents[0]!.annotationCount).toBe(3);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'annotation.save'), eq(auditLog.subjectId, harbour.id)));
    expect(entry).toMatchObject({
      userId: admin.user.id,
      subjectType: 'case',
      details: { caseFileId: lease.id, filename: 'Unit 4 lease.pdf', added: 3, updated: 0, removed: 0 },
    });
  });

  it('updates those sent with their id, adds those without, and removes those left out', async () => {
    const before = await annotationsOf(lease.id);
    const [kept, dropped, unchanged] = before as [Annotation, Annotation, Annotation];
    const saved = await save(lease.id, [
      { ...landlord(), id: kept.id, label: 'Landlord (lessor)' },
      { id: unchanged.id, page: unchanged.page, quote: unchanged.quote, start: unchanged.start, end: unchanged.end, label: unchanged.label },
      { page: 2, quote: 'The Landlord lets the Property to the Tenant for the Term at the Rent.', label: 'Grant', value: '' },
    ]);
    expect(saved.map((annotation) => annotation.label)).toEqual(['Landlord (lessor)', 'Grant', 'Repair covenant']);
    expect(saved.map((annotation) => annotation.id)).not.toContain(dropped.id);
    expect(saved[0]).toMatchObject({ id: kept.id, createdAt: kept.createdAt });
    expect(saved[2]).toEqual(unchanged);
    expect(saved[1]).toMatchObject({ value: null, author: { id: admin.user.id } });
    await expectOnTheirPages(saved);
  });

  it('refuses a quote that is not on its page or beside it, naming the annotation, and changes nothing', async () => {
    const before = await annotationsOf(lease.id);
    // The schedule's words stand on page 3, two pages from page 1.
    const response = await put(
      annotationsUrl(lease.id),
      {
        annotations: [
          { page: 1, quote: 'HARBOUR ESTATES LIMITED', label: 'Landlord' },
          { page: 1, quote: 'All that ground floor retail unit known as Unit 4, Harbour Walk', label: 'Premises' },
          { page: 3, quote: 'a rent of one million pounds a year payable monthly', label: 'Rent' },
          { page: 9, quote: 'Unit 4', label: 'Missing page' },
        ],
      },
      admin.token,
    );
    expect(response.statusCode).toBe(422);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(Object.keys(body.errors)).toEqual(['annotations.1.quote', 'annotations.2.quote', 'annotations.3.page']);
    expect(body.errors['annotations.1.quote']![0]).toMatch(/^The quote of “Premises” could not be verified on page 1 or the pages beside it/);
    expect(body.errors['annotations.3.page']).toEqual([MESSAGES.adminDocuments.noSuchPage('Missing page', 9, 4)]);
    expect(body.message).toBe(body.errors['annotations.1.quote']![0]);
    expect(await annotationsOf(lease.id)).toEqual(before);
  });

  it('refuses a question of another document type, an id of another file’s annotation or one sent twice', async () => {
    const before = await annotationsOf(lease.id);
    const elsewhere = await save(portfolioLease.id, [{ page: 1, quote: 'HARBOUR ESTATES LIMITED', label: 'Landlord' }]);
    const response = await put(
      annotationsUrl(lease.id),
      {
        annotations: [
          { page: 1, quote: 'HARBOUR ESTATES LIMITED', label: 'Title number', questionId: officialCopyQuestionId },
          { id: elsewhere[0]!.id, page: 1, quote: 'HARBOUR ESTATES LIMITED', label: 'Borrowed' },
          { id: before[0]!.id, page: 1, quote: 'HARBOUR ESTATES LIMITED', label: 'Once' },
          { id: before[0]!.id, page: 1, quote: 'HARBOUR ESTATES LIMITED', label: 'Twice' },
        ],
      },
      admin.token,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: object }>().errors).toEqual({
      'annotations.0.questionId': [MESSAGES.adminDocuments.questionNotOfType('Title number')],
      'annotations.1.id': [MESSAGES.adminDocuments.unknownAnnotation('Borrowed')],
      'annotations.3.id': [MESSAGES.adminDocuments.repeatedAnnotation('Twice')],
    });
    expect(await annotationsOf(lease.id)).toEqual(before);
    expect(await annotationsOf(portfolioLease.id)).toEqual(elsewhere);
  });

  it('refuses a malformed annotation field by field', async () => {
    const response = await put(annotationsUrl(lease.id), { annotations: [{ page: 0, quote: '', start: 5, end: 2, label: ' ', questionId: 99_999_999_999, value: 'a\u0000b' }] }, admin.token);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'annotations.0.end',
      'annotations.0.label',
      'annotations.0.page',
      'annotations.0.questionId',
      'annotations.0.quote',
      'annotations.0.value',
    ]);
    expect((await put(annotationsUrl(lease.id), {}, admin.token)).json()).toEqual({
      message: 'The annotations field is required.',
      errors: { annotations: ['The annotations field is required.'] },
    });
  });

  it('answers 404 for a file that does not exist, and 409 for one with no text to annotate', async () => {
    for (const id of ['8d4c7f0e-1f7a-4b8e-9a53-1d2c3b4a5f60', 'not-an-id']) {
      expect((await get(annotationsUrl(id), admin.token)).statusCode).toBe(404);
      expect((await put(annotationsUrl(id), { annotations: [] }, admin.token)).statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(caseFiles).where(eq(caseFiles.id, officialCopy.id));
    try {
      await t.database.db.update(caseFiles).set({ extractedKey: null, status: 'reading' }).where(eq(caseFiles.id, officialCopy.id));
      const reading = await put(annotationsUrl(officialCopy.id), { annotations: [{ page: 1, quote: 'Title absolute', label: 'Class' }] }, admin.token);
      expect([reading.statusCode, reading.json()]).toEqual([409, { message: MESSAGES.adminDocuments.stillReading }]);

      await t.database.db.update(caseFiles).set({ status: 'failed' }).where(eq(caseFiles.id, officialCopy.id));
      const failed = await put(annotationsUrl(officialCopy.id), { annotations: [] }, admin.token);
      expect([failed.statusCode, failed.json()]).toEqual([409, { message: MESSAGES.adminDocuments.unreadable }]);
    } finally {
      await t.database.db.update(caseFiles).set({ extractedKey: row!.extractedKey, status: row!.status }).where(eq(caseFiles.id, officialCopy.id));
    }
  });
});

describe('GET …/admin/accuracy', () => {
  const question = (questions: readonly QuestionAccuracy[], text: string) => questions.find((candidate) => candidate.question === text);

  it('counts, per annotated question, the files whose stored engine answer agrees, and lists where it does not', async () => {
    await save(portfolioLease.id, [{ page: 1, quote: 'HARBOUR ESTATES LIMITED', label: 'Landlord', questionId: leaseQuestion('Who is the landlord?'), value: 'Harbour Estates Limited' }]);
    await save(lease.id, [
      { page: 1, quote: 'HARBOUR ESTATES LIMITED', label: 'Landlord', questionId: leaseQuestion('Who is the landlord?'), value: 'harbour estates limited.' },
      { page: 2, quote: 'The Tenant shall keep the Property in good and substantial repair.', label: 'Repair', questionId: leaseQuestion("What are the tenant's repairing obligations: full repairing, or limited by a schedule of condition?") },
      { page: 1, quote: 'QUAYSIDE COFFEE LIMITED', label: 'No guarantor here', questionId: leaseQuestion('Is there a guarantor (or cautioner), and who is it?') },
      { page: 2, quote: 'The Tenant shall not assign', label: 'Not a question' },
    ]);
    const before = await accuracy();
    expect(before.map((entry) => [entry.question, entry.annotatedFiles, entry.agreed, entry.disagreed, entry.notAnswered])).toEqual([
      ['Who is the landlord?', 2, 2, 0, 0],
      ['Is there a guarantor (or cautioner), and who is it?', 1, 0, 0, 1],
      // The engine gives its repairing clause for review (decision 34): a passage, not an answer, is not answered.
      ["What are the tenant's repairing obligations: full repairing, or limited by a schedule of condition?", 1, 0, 0, 1],
    ]);
    expect(question(before, 'Who is the landlord?')).toMatchObject({ documentTypeId: leaseTypeId, documentTypeName: 'Lease', disagreements: [] });
    expect(question(before, 'Is there a guarantor (or cautioner), and who is it?')!.disagreements).toEqual([
      expect.objectContaining({ caseFileId: lease.id, verdict: 'not_answered', engine: { status: 'not_found', answer: null, citations: [] } }),
    ]);

    // The admin marks the tenant differently from how the engine answered.
    const current = await annotationsOf(lease.id);
    const tenantQuestion = leaseQuestion('Who is the tenant?');
    await save(lease.id, [
      ...current.map(({ id, page, quote, start, end, label, questionId, value }) => ({ id, page, quote, start, end, label, questionId, value })),
      { page: 1, quote: 'QUAYSIDE COFFEE LIMITED', label: 'Tenant', questionId: tenantQuestion, value: 'Quayside Coffee Ltd' },
    ]);
    const after = await accuracy();
    const tenant = question(after, 'Who is the tenant?')!;
    expect(tenant).toMatchObject({ questionId: tenantQuestion, annotatedFiles: 1, agreed: 0, disagreed: 1, notAnswered: 0 });
    const engineAnswer = lease.answers.find((answer) => answer.questionId === tenantQuestion)!;
    expect(tenant.disagreements).toEqual([
      {
        caseFileId: lease.id,
        caseId: harbour.id,
        filename: 'Unit 4 lease.pdf',
        verdict: 'disagreed',
        annotations: [{ id: expect.any(String), page: 1, quote: 'QUAYSIDE COFFEE LIMITED', value: 'Quayside Coffee Ltd' }],
        engine: { status: 'answered', answer: engineAnswer.answer, citations: engineAnswer.citations.filter((citation) => citation.verified) },
      },
    ]);
    expect(engineAnswer.answer).toBe('QUAYSIDE COFFEE LIMITED');
    expect(after.map((entry) => entry.question)).toEqual([
      'Who is the landlord?',
      'Who is the tenant?',
      'Is there a guarantor (or cautioner), and who is it?',
      "What are the tenant's repairing obligations: full repairing, or limited by a schedule of condition?",
    ]);
  });

  it('keeps to one document type when asked', async () => {
    expect((await accuracy(`?documentTypeId=${leaseTypeId}`)).length).toBe(4);
    expect(await accuracy(`?documentTypeId=${officialCopyTypeId}`)).toEqual([]);
    expect((await get(`${CHAT}/admin/accuracy?documentTypeId=x`, admin.token)).statusCode).toBe(422);
  });

  it('judges the engine by what it said: an answer it flagged for review is not answered, even once a lawyer confirmed it', async () => {
    const landlord = (await getCase(t.app, colleague.token, portfolio.id)).files
      .find((file) => file.id === portfolioLease.id)!
      .answers.find((answer) => answer.questionId === leaseQuestion('Who is the landlord?'))!;
    await storeNeedsReview(t.database.db, landlord);
    const confirmed = await put(`${CHAT}/answers/${landlord.id}/verify`, { verified: true }, colleague.token);
    expect(confirmed.json()).toMatchObject({ data: { answer: { status: 'answered' } } });

    const entry = question(await accuracy(), 'Who is the landlord?')!;
    expect(entry).toMatchObject({ annotatedFiles: 2, agreed: 1, disagreed: 0, notAnswered: 1 });
    expect(entry.disagreements).toEqual([
      expect.objectContaining({ caseFileId: portfolioLease.id, verdict: 'not_answered', engine: { status: 'needs_review', answer: null, citations: landlord.citations } }),
    ]);
  });
});

describe('OpenAPI', () => {
  it('documents the six calls at the spec’s paths, under one tag, behind a bearer token, with their query fields', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { tags: string[]; security: unknown; parameters?: { name: string; in: string }[] }>>;
    }>();
    const documented = {
      [`${CHAT}/admin/get-documents`]: ['get'],
      [`${CHAT}/admin/save-annotation/{caseFileId}`]: ['get', 'put'],
      [`${CHAT}/admin/accuracy`]: ['get'],
      [`${CHAT}/admin/documents/{caseFileId}`]: ['get'],
      [`${CHAT}/admin/documents/{caseFileId}/file`]: ['get'],
    };
    for (const [url, methods] of Object.entries(documented)) {
      expect(Object.keys(spec.paths[url] ?? {}).sort()).toEqual(methods);
      for (const method of methods) expect(spec.paths[url]![method]).toMatchObject({ tags: ['document administration'], security: [{ bearerAuth: [] }] });
    }
    const query = (url: string) => (spec.paths[url]!.get!.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
    expect(query(`${CHAT}/admin/get-documents`).sort()).toEqual(['documentTypeId', 'ownerId', 'page', 'search']);
    expect(query(`${CHAT}/admin/accuracy`)).toEqual(['documentTypeId']);
  });
});
