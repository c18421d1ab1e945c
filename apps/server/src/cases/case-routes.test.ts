import { and, eq, isNotNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CaseAnswerResponse,
  CaseCommentResponse,
  CaseResponse,
  CasesResponse,
  CustomQuestionsResponse,
  MESSAGES,
  ProcessPdfResponse,
  type Case,
  type CaseAnswer,
} from '@dd/contracts';
import type { ExtractedDocument } from '@dd/engine';
import { caseAnswers, caseFiles, uploads } from '../db/schema.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import { createLocalStorage } from '../storage/storage.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { encryptedPdf, leasePdf, officialCopyPdf, processPdf } from '../uploads/test-documents.ts';
import { CHAT, caseForm, generate, getCase, postGenerate, propertyTypeId, typeQuestions } from './test-cases.ts';

let t: TestApp;
let lawyer: Awaited<ReturnType<typeof registerUser>>;
let stranger: Awaited<ReturnType<typeof registerUser>>;
let leaseType: number;
let registerType: number;

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'error' } });
  lawyer = await registerUser(t.app, { name: 'Aoife Murphy' });
  stranger = await registerUser(t.app, { name: 'Seán Byrne' });
  leaseType = await propertyTypeId(t.app, lawyer.token, 'Lease');
  registerType = await propertyTypeId(t.app, lawyer.token, 'Official copy');
}, 30_000);
afterAll(() => t?.close());

/** Generates, waits for the background work, and reads the case back. */
async function generateAndSettle(input: Parameters<typeof generate>[2], token = lawyer.token): Promise<Case> {
  const created = await generate(t.app, token, input);
  await t.jobsSettled();
  return getCase(t.app, token, created.id);
}

const storage = () => createLocalStorage(t.storageDir);

async function extractedPages(caseFileId: string): Promise<Map<number, string>> {
  const [row] = await t.database.db.select().from(caseFiles).where(eq(caseFiles.id, caseFileId));
  const stored = await storage().get(row!.extractedKey!);
  const document = JSON.parse(stored!.bytes.toString('utf8')) as ExtractedDocument;
  return new Map(document.pages.map((page) => [page.page, page.text]));
}

const eventsFor = (userId: string, event: string) => t.notifications.filter((n) => n.userId === userId && n.event === event);

describe('POST …/response/ai/generate', () => {
  it('creates the case at once and answers every question in the background, each answer cited on its page', async () => {
    const questions = await typeQuestions(t.app, lawyer.token, leaseType);
    const created = await generate(t.app, lawyer.token, {
      title: 'Harbour Walk acquisition',
      files: [{ bytes: await leasePdf(), filename: 'lease.pdf' }],
      filesMeta: [{ filename: 'lease.pdf', docTypeId: leaseType, customQuestions: [{ questions: 'Who is the landlord?' }] }],
    });
    expect(created).toMatchObject({ title: 'Harbour Walk acquisition', region: 'England', practiceAreaId: 1, status: 'processing' });
    expect(created.files).toHaveLength(1);
    expect(created.files[0]).toMatchObject({ filename: 'lease.pdf', documentTypeId: leaseType, status: 'queued', documentTypeName: 'Lease' });
    expect(created.progress).toEqual({ done: 0, total: questions.length + 1 });

    await t.jobsSettled();
    const ready = await getCase(t.app, lawyer.token, created.id);
    expect(ready.status).toBe('ready');
    expect(ready.progress).toEqual({ done: questions.length + 1, total: questions.length + 1 });
    const [file] = ready.files;
    expect(file).toMatchObject({ status: 'ready', pages: 4, error: null });
    expect(file!.annexures).toContainEqual({ title: expect.stringMatching(/ANNEXURE A/i), startPage: 4, endPage: 4 });
    expect(file!.answers.map((answer) => answer.question)).toEqual([...questions.map((question) => question.question), 'Who is the landlord?']);
    expect(file!.customQuestions).toEqual([{ id: expect.any(String), question: 'Who is the landlord?', askedBy: { id: lawyer.user.id, name: 'Aoife Murphy' } }]);
    const pdf = await t.app.inject({ method: 'GET', url: `${CHAT}/cases/files/${file!.id}/file`, headers: bearer(lawyer.token) });
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.headers['content-disposition']]).toEqual([200, 'application/pdf', 'inline; filename=lease.pdf']);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pages = await extractedPages(file!.id);
    // Answered, or given for review with its passage (decision 49): either way cited on its page.
    const sourced = file!.answers.filter((answer) => answer.status !== 'not_found');
    expect(sourced.length).toBeGreaterThan(3);
    for (const answer of sourced) {
      expect(answer.citations.length).toBeGreaterThan(0);
      for (const citation of answer.citations) {
        expect(citation.verified).toBe(true);
        expect(pages.get(citation.page)!.slice(citation.start, citation.end)).toBe(citation.quote);
      }
    }
    // The rent its particulars state, from its row: asserted as a sum, or given for review with that row where the
    // calibration is less sure (decisions 49 and 51: a sum labelled in a row reads about 0.87 on unseen documents).
    const rent = file!.answers.find((answer) => answer.question.startsWith('What is the initial annual rent'))!;
    expect(rent.citations[0]!.quote).toBe('Rent: £48,500 per annum exclusive of VAT.');
    expect(rent).toMatchObject(
      rent.status === 'answered'
        ? { answer: '£48,500', value: { type: 'money', amount: 48500, currency: 'GBP' } }
        : { status: 'needs_review', answer: null, value: null },
    );
    // The lawyer's own question, answered from its passage: asserted, or given for review with it (decision 49).
    const landlord = file!.answers.find((answer) => answer.customQuestionId !== null)!;
    expect(landlord).toMatchObject({ question: 'Who is the landlord?', customQuestionId: file!.customQuestions[0]!.id, engine: 'builtin' });
    expect(['answered', 'needs_review']).toContain(landlord.status);
    expect(landlord.citations[0]!.quote).toMatch(/HARBOUR ESTATES LIMITED/);

    const progress = eventsFor(lawyer.user.id, 'case.progress').map((n) => n.payload as { caseId: string; done: number; total: number });
    expect(progress.filter((p) => p.caseId === created.id).at(-1)).toMatchObject({ caseId: created.id, status: 'ready', done: questions.length + 1, total: questions.length + 1 });
    const readyEvents = eventsFor(lawyer.user.id, 'case.answers.ready').filter((n) => (n.payload as { case: Case }).case.id === created.id);
    expect(readyEvents).toHaveLength(1);
    expect(CaseResponse.shape.data.shape.case.parse((readyEvents[0]!.payload as { case: Case }).case).status).toBe('ready');
    expect(eventsFor(stranger.user.id, 'case.progress')).toEqual([]);
  });

  it('takes staged uploads: the file starts from its reading, and the upload is no longer staged', async () => {
    const staged = ProcessPdfResponse.parse(
      (await processPdf(t.app, lawyer.token, [{ bytes: await officialCopyPdf(), filename: 'register.pdf' }])).json(),
    ).files[0]!;
    const questions = await typeQuestions(t.app, lawyer.token, registerType);
    const chosen = questions.slice(0, 3).map((question) => question.id);

    const created = await generate(t.app, lawyer.token, {
      uploadIds: [staged.uploadId!],
      filesMeta: [{ filename: 'register.pdf', docTypeId: registerType, questionIds: chosen }],
    });
    expect(created.files[0]).toMatchObject({ status: 'answering', pages: 1 });
    expect(created.title).toBe('Property Law: register');
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, staged.uploadId!))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${staged.uploadId}`, headers: bearer(lawyer.token) })).statusCode).toBe(404);

    await t.jobsSettled();
    const ready = await getCase(t.app, lawyer.token, created.id);
    expect(ready.files[0]!.answers.map((answer) => answer.questionId)).toEqual(chosen);
    const titleNumber = ready.files[0]!.answers.find((answer) => /title number/i.test(answer.question));
    if (titleNumber) expect(titleNumber.answer).toContain('WYK123456');
    // The case took the upload's stored objects: reusing the id later is a 404, never a second copy.
    const again = await postGenerate(t.app, lawyer.token, {
      uploadIds: [staged.uploadId!],
      filesMeta: [{ filename: 'register.pdf', docTypeId: registerType }],
    });
    expect(again.statusCode).toBe(404);
  });

  it("marks a file that cannot be read failed with its reason, and the case still completes", async () => {
    const ready = await generateAndSettle({
      files: [
        { bytes: await leasePdf(), filename: 'lease.pdf' },
        { bytes: await encryptedPdf(), filename: 'heads-of-terms.pdf' },
        { bytes: new TextEncoder().encode('just some text'), filename: 'notes.pdf' },
      ],
      filesMeta: [
        { filename: 'lease.pdf', docTypeId: leaseType },
        { filename: 'heads-of-terms.pdf', docTypeId: leaseType },
        { filename: 'notes.pdf', docTypeId: leaseType },
      ],
    });
    expect(ready.status).toBe('ready');
    const byName = new Map(ready.files.map((file) => [file.filename, file]));
    expect(byName.get('lease.pdf')!.status).toBe('ready');
    expect(byName.get('heads-of-terms.pdf')).toMatchObject({ status: 'failed', error: expect.stringMatching(/password/i) });
    expect(byName.get('notes.pdf')).toMatchObject({ status: 'failed', error: expect.stringMatching(/cannot be read here/) });
  });

  it('fails the case, and says so live, when no file can be read', async () => {
    const created = await generate(t.app, lawyer.token, {
      files: [{ bytes: await encryptedPdf(), filename: 'locked.pdf' }],
      filesMeta: [{ filename: 'locked.pdf', docTypeId: leaseType }],
    });
    await t.jobsSettled();
    expect((await getCase(t.app, lawyer.token, created.id)).status).toBe('failed');
    expect(eventsFor(lawyer.user.id, 'case.failed').map((n) => n.payload)).toContainEqual({ caseId: created.id, message: expect.any(String) });
  });

  it('refuses a file name sent twice with the spec’s messages', async () => {
    const bytes = await leasePdf();
    const one = await postGenerate(t.app, lawyer.token, {
      files: [
        { bytes, filename: 'lease.pdf' },
        { bytes, filename: 'lease.pdf' },
      ],
      filesMeta: [{ filename: 'lease.pdf', docTypeId: leaseType }],
    });
    expect(one.statusCode).toBe(409);
    expect(one.json()).toEqual({ message: MESSAGES.upload.duplicateFile });

    const two = await postGenerate(t.app, lawyer.token, {
      files: ['a.pdf', 'a.pdf', 'b.pdf', 'b.pdf'].map((filename) => ({ bytes, filename })),
      filesMeta: [
        { filename: 'a.pdf', docTypeId: leaseType },
        { filename: 'b.pdf', docTypeId: leaseType },
      ],
    });
    expect(two.statusCode).toBe(409);
    expect(two.json()).toEqual({ message: MESSAGES.upload.duplicateFiles });
  });

  it('answers 422 naming the field for unknown types and questions, missing metadata and missing files', async () => {
    const bytes = await leasePdf();
    const unknownType = await postGenerate(t.app, lawyer.token, { files: [{ bytes, filename: 'x.pdf' }], filesMeta: [{ filename: 'x.pdf', docTypeId: 999_999 }] });
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json().errors).toEqual({ 'filesMeta.0.docTypeId': ['The selected document type is invalid.'] });

    const unknownQuestion = await postGenerate(t.app, lawyer.token, {
      files: [{ bytes, filename: 'x.pdf' }],
      filesMeta: [{ filename: 'x.pdf', docTypeId: leaseType, questionIds: [987_654] }],
    });
    expect(unknownQuestion.statusCode).toBe(422);
    expect(Object.keys(unknownQuestion.json().errors)).toEqual(['filesMeta.0.questionIds']);

    const noMeta = await postGenerate(t.app, lawyer.token, { files: [{ bytes, filename: 'x.pdf' }], filesMeta: [] });
    expect(noMeta.statusCode).toBe(422);
    expect(noMeta.json().errors.filesMeta).toEqual(['The file x.pdf has no entry in filesMeta.']);

    const notJson = await postGenerate(t.app, lawyer.token, { files: [{ bytes, filename: 'x.pdf' }], filesMeta: undefined });
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json().errors.filesMeta).toEqual(['The files meta field is required.']);

    const noFiles = await postGenerate(t.app, lawyer.token, { filesMeta: [] });
    expect(noFiles.statusCode).toBe(422);
    expect(noFiles.json().errors).toEqual({ files: ['The files field is required.'] });

    const wrongRegion = await postGenerate(t.app, lawyer.token, { files: [{ bytes, filename: 'x.pdf' }], filesMeta: [{ filename: 'x.pdf', docTypeId: leaseType }], region: 'Atlantis' });
    expect(wrongRegion.statusCode).toBe(422);
    expect(wrongRegion.json().errors.region).toEqual(['The region field is invalid.']);
  });

  it('will not take another user’s staged upload', async () => {
    const theirs = ProcessPdfResponse.parse(
      (await processPdf(t.app, stranger.token, [{ bytes: await officialCopyPdf(), filename: 'theirs.pdf' }])).json(),
    ).files[0]!;
    const response = await postGenerate(t.app, lawyer.token, {
      uploadIds: [theirs.uploadId!],
      filesMeta: [{ filename: 'theirs.pdf', docTypeId: registerType }],
    });
    expect(response.statusCode).toBe(404);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, theirs.uploadId!))).toHaveLength(1);
  });
});

describe('working on a case', () => {
  let record: Case;
  beforeAll(async () => {
    record = await generateAndSettle({
      title: 'Unit 4',
      files: [{ bytes: await leasePdf(), filename: 'lease.pdf' }],
      filesMeta: [{ filename: 'lease.pdf', docTypeId: leaseType }],
    });
  }, 30_000);

  const answerNamed = (kase: Case, pattern: RegExp) => kase.files[0]!.answers.find((answer) => pattern.test(answer.question))!;

  it('answers a reader whose copy of the record is current 304 with no body, and sends the record again once it changed', async () => {
    const url = `${CHAT}/response/${record.id}`;
    const first = await t.app.inject({ method: 'GET', url, headers: bearer(lawyer.token) });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const unchanged = await t.app.inject({ method: 'GET', url, headers: { ...bearer(lawyer.token), 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    // Another user with the same tag learns nothing: the record is not theirs.
    expect((await t.app.inject({ method: 'GET', url, headers: { ...bearer(stranger.token), 'if-none-match': etag } })).statusCode).toBe(404);

    const renamed = await t.app.inject({ method: 'PUT', url: `${CHAT}/cases/title/edit/${record.id}`, headers: bearer(lawyer.token), payload: { title: 'Harbour Walk, as renamed' } });
    expect(renamed.statusCode).toBe(200);
    const changed = await t.app.inject({ method: 'GET', url, headers: { ...bearer(lawyer.token), 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(CaseResponse.parse(changed.json()).data.case.title).toBe('Harbour Walk, as renamed');
  });

  it('renames the case and keeps comments on the case and on an answer', async () => {
    const renamed = await t.app.inject({ method: 'PUT', url: `${CHAT}/cases/title/edit/${record.id}`, headers: bearer(lawyer.token), payload: { title: 'Unit 4, Harbour Walk' } });
    expect(renamed.statusCode).toBe(200);
    expect(CaseResponse.parse(renamed.json()).data.case.title).toBe('Unit 4, Harbour Walk');
    const blank = await t.app.inject({ method: 'PUT', url: `${CHAT}/cases/title/edit/${record.id}`, headers: bearer(lawyer.token), payload: { title: '  ' } });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ title: ['The title field is required.'] });

    const onCase = await t.app.inject({ method: 'PUT', url: `${CHAT}/cases/comment/edit`, headers: bearer(lawyer.token), payload: { caseId: record.id, comment: 'Client wants completion by June.' } });
    expect(onCase.statusCode).toBe(200);
    expect(CaseCommentResponse.parse(onCase.json()).data).toMatchObject({ case: { comment: 'Client wants completion by June.' } });

    const answer = record.files[0]!.answers[0]!;
    const onAnswer = await t.app.inject({ method: 'PUT', url: `${CHAT}/cases/comment/edit`, headers: bearer(lawyer.token), payload: { caseId: record.id, answerId: answer.id, comment: 'Check against the counterpart.' } });
    expect(onAnswer.statusCode).toBe(200);
    expect(CaseCommentResponse.parse(onAnswer.json()).data).toMatchObject({ answer: { id: answer.id, comment: 'Check against the counterpart.' } });
  });

  it('verifies and unverifies an answer, recording who and when', async () => {
    const answer = answerNamed(record, /date/i);
    const verified = await t.app.inject({ method: 'PUT', url: `${CHAT}/answers/${answer.id}/verify`, headers: bearer(lawyer.token), payload: { verified: true } });
    expect(verified.statusCode).toBe(200);
    expect(CaseAnswerResponse.parse(verified.json()).data.answer).toMatchObject({ verifiedBy: { id: lawyer.user.id, name: 'Aoife Murphy' }, verifiedAt: expect.any(String) });
    const unverified = await t.app.inject({ method: 'PUT', url: `${CHAT}/answers/${answer.id}/verify`, headers: bearer(lawyer.token), payload: { verified: false } });
    expect(CaseAnswerResponse.parse(unverified.json()).data.answer).toMatchObject({ verifiedBy: null, verifiedAt: null });
    const missing = await t.app.inject({ method: 'PUT', url: `${CHAT}/answers/${answer.id}/verify`, headers: bearer(lawyer.token), payload: {} });
    expect(missing.statusCode).toBe(422);
  });

  it('keeps a lawyer’s edit beside the engine’s answer, and regenerating keeps the edit but not the verification', async () => {
    const answer = answerNamed(record, /date/i);
    const form = caseForm({ fields: { answerEdits: JSON.stringify([{ answerId: answer.id, answer: '1 March 2024 (per the engrossment)' }]) } });
    const edited = await t.app.inject({ method: 'POST', url: `${CHAT}/response/ai/generate/edit/${record.id}`, headers: bearer(lawyer.token), payload: form });
    expect(edited.statusCode).toBe(202);
    const after = answerNamed(CaseResponse.parse(edited.json()).data.case, /date/i);
    expect(after).toMatchObject({ answer: answer.answer, editedAnswer: '1 March 2024 (per the engrossment)', editedBy: { id: lawyer.user.id, name: 'Aoife Murphy' } });

    await t.app.inject({ method: 'PUT', url: `${CHAT}/answers/${answer.id}/verify`, headers: bearer(lawyer.token), payload: { verified: true } });
    const regenerated = await t.app.inject({ method: 'POST', url: `${CHAT}/answers/${answer.id}/regenerate`, headers: bearer(lawyer.token) });
    expect(regenerated.statusCode).toBe(202);
    expect(CaseAnswerResponse.parse(regenerated.json()).data.answer).toMatchObject({ status: 'pending', verifiedBy: null, editedAnswer: '1 March 2024 (per the engrossment)' });
    await t.jobsSettled();
    const settled = await getCase(t.app, lawyer.token, record.id);
    expect(settled.status).toBe('ready');
    // The engine's answer comes back as it was; the lawyer's edit still answers the question, whatever the engine asserted.
    expect(answerNamed(settled, /date/i)).toMatchObject({ status: 'answered', answer: answer.answer, citations: answer.citations, editedAnswer: '1 March 2024 (per the engrossment)' });
  });

  it('adds, rewords and deletes the lawyer’s own questions, answering them in the background', async () => {
    const fileId = record.files[0]!.id;
    const added = await t.app.inject({
      method: 'POST',
      url: `${CHAT}/response/ai/custom-questions/${fileId}`,
      headers: bearer(lawyer.token),
      payload: { questions: [{ questions: 'What is the date of the lease?', isEdited: false }], shouldDispatchNotifications: true },
    });
    expect(added.statusCode).toBe(200);
    const [own] = CustomQuestionsResponse.parse(added.json()).data.customQuestions;
    expect(own).toEqual({ id: expect.any(String), question: 'What is the date of the lease?', askedBy: { id: lawyer.user.id, name: 'Aoife Murphy' } });
    await t.jobsSettled();
    const ready = eventsFor(lawyer.user.id, 'customQuestions.ready').map((n) => n.payload as { caseFileId: string; answers: CaseAnswer[] });
    const answered = ready.find((payload) => payload.caseFileId === fileId)!.answers.find((a) => a.customQuestionId === own!.id)!;
    // Answered from its passage, asserted or given for review with it (decision 49).
    expect(answered.status).not.toBe('not_found');
    expect(answered.citations[0]!.quote).toMatch(/1st day of March 2024/);

    const reworded = await t.app.inject({
      method: 'POST',
      url: `${CHAT}/response/ai/custom-questions/${fileId}`,
      headers: bearer(lawyer.token),
      payload: { questions: [{ customQuestionId: own!.id, questions: 'Who is the tenant?', isEdited: true }], shouldDispatchNotifications: true },
    });
    expect(CustomQuestionsResponse.parse(reworded.json()).data.customQuestions).toEqual([{ id: own!.id, question: 'Who is the tenant?', askedBy: own!.askedBy }]);
    await t.jobsSettled();
    const tenant = (await getCase(t.app, lawyer.token, record.id)).files[0]!.answers.find((a) => a.customQuestionId === own!.id)!;
    expect(tenant).toMatchObject({ question: 'Who is the tenant?' });
    expect(tenant.status).not.toBe('not_found');
    expect(tenant.citations[0]!.quote).toMatch(/QUAYSIDE COFFEE/);

    const deleted = await t.app.inject({ method: 'DELETE', url: `${CHAT}/response/ai/custom-questions/${own!.id}`, headers: bearer(lawyer.token) });
    expect(deleted.statusCode).toBe(200);
    const after = await getCase(t.app, lawyer.token, record.id);
    expect(after.files[0]!.customQuestions).toEqual([]);
    expect(after.files[0]!.answers.some((a) => a.customQuestionId === own!.id)).toBe(false);
  });

  it('answers a question added without notifications, and announces nothing for it', async () => {
    const fileId = record.files[0]!.id;
    const added = await t.app.inject({
      method: 'POST',
      url: `${CHAT}/response/ai/custom-questions/${fileId}`,
      headers: bearer(lawyer.token),
      payload: { questions: [{ questions: 'Who insures the Building?', isEdited: false }], shouldDispatchNotifications: false },
    });
    const [quiet] = CustomQuestionsResponse.parse(added.json()).data.customQuestions.filter((q) => q.question === 'Who insures the Building?');
    await t.jobsSettled();
    const announced = eventsFor(lawyer.user.id, 'customQuestions.ready').flatMap((n) => (n.payload as { answers: { customQuestionId: string }[] }).answers);
    expect(announced.map((answer) => answer.customQuestionId)).not.toContain(quiet!.id);
    const answer = (await getCase(t.app, lawyer.token, record.id)).files[0]!.answers.find((a) => a.customQuestionId === quiet!.id)!;
    expect(answer.status).not.toBe('pending');
  });

  it('adds a file and changes a file’s type, replacing that file’s answers with the new type’s', async () => {
    const form = caseForm({
      // The lease's answers carry the lawyer's edit and comments, which a register does not ask for: the change says it may drop them.
      fields: { documentTypeChanged: JSON.stringify([{ caseFileId: record.files[0]!.id, docTypeId: registerType, discardWork: true }]) },
      filesMeta: [{ filename: 'register.pdf', docTypeId: registerType }],
      files: [{ bytes: await officialCopyPdf(), filename: 'register.pdf' }],
    });
    const edited = await t.app.inject({ method: 'POST', url: `${CHAT}/response/ai/generate/edit/${record.id}`, headers: bearer(lawyer.token), payload: form });
    expect(edited.statusCode).toBe(202);
    expect(CaseResponse.parse(edited.json()).data.case.status).toBe('processing');
    await t.jobsSettled();
    const after = await getCase(t.app, lawyer.token, record.id);
    const registerQuestions = (await typeQuestions(t.app, lawyer.token, registerType)).map((question) => question.id);
    expect(after.files.map((file) => [file.filename, file.documentTypeId, file.status])).toEqual([
      ['lease.pdf', registerType, 'ready'],
      ['register.pdf', registerType, 'ready'],
    ]);
    // The bank's answers are the new type's; the lawyer's own questions stay with the file.
    const [retyped] = after.files;
    expect(retyped!.answers.filter((answer) => answer.questionId !== null).map((answer) => answer.questionId)).toEqual(registerQuestions);
    expect(retyped!.answers.filter((answer) => answer.customQuestionId !== null).map((answer) => answer.question)).toEqual(['Who insures the Building?']);

    const duplicate = await t.app.inject({
      method: 'POST',
      url: `${CHAT}/response/ai/generate/edit/${record.id}`,
      headers: bearer(lawyer.token),
      payload: caseForm({ filesMeta: [{ filename: 'lease.pdf', docTypeId: leaseType }], files: [{ bytes: await leasePdf(), filename: 'lease.pdf' }] }),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: MESSAGES.upload.duplicateFile });
  });

  it('keeps one answer per question per file, whatever runs twice', async () => {
    const [answer] = await t.database.db
      .select()
      .from(caseAnswers)
      .where(and(eq(caseAnswers.caseFileId, record.files[0]!.id), isNotNull(caseAnswers.questionId)))
      .limit(1);
    const again = t.database.db.insert(caseAnswers).values({ caseFileId: answer!.caseFileId, questionId: answer!.questionId, questionVersionId: answer!.questionVersionId, position: 99 });
    await expect(again).rejects.toSatisfy(isUniqueViolation);
  });
});

describe('GET …/cases', () => {
  it("lists the user's own cases newest first, with progress and file count, searchable and paginated", async () => {
    const user = await registerUser(t.app);
    const bytes = await leasePdf();
    for (const title of ['Alpha Quay', 'Beta Yard', 'Gamma Dock']) {
      await generate(t.app, user.token, { title, files: [{ bytes, filename: `${title}.pdf` }], filesMeta: [{ filename: `${title}.pdf`, docTypeId: leaseType }] });
    }
    await t.jobsSettled();
    const listResponse = await t.app.inject({ method: 'GET', url: `${CHAT}/cases`, headers: bearer(user.token) });
    const listed = CasesResponse.parse(listResponse.json()).data;
    expect(listed.cases.map((c) => c.title)).toEqual(['Gamma Dock', 'Beta Yard', 'Alpha Quay']);
    expect(listed.cases[0]).toMatchObject({ status: 'ready', fileCount: 1, progress: { done: expect.any(Number), total: expect.any(Number) } });
    expect(listed.cases[0]!.progress.done).toBe(listed.cases[0]!.progress.total);
    expect(listed.pagination).toEqual({ page: 1, perPage: 20, total: 3 });

    const searched = CasesResponse.parse((await t.app.inject({ method: 'GET', url: `${CHAT}/cases?search=beta`, headers: bearer(user.token) })).json()).data;
    expect(searched.cases.map((c) => c.title)).toEqual(['Beta Yard']);
    const byFile = CasesResponse.parse((await t.app.inject({ method: 'GET', url: `${CHAT}/cases?search=${encodeURIComponent('Gamma Dock.pdf')}`, headers: bearer(user.token) })).json()).data;
    expect(byFile.cases.map((c) => c.title)).toEqual(['Gamma Dock']);
    const pageTwo = CasesResponse.parse((await t.app.inject({ method: 'GET', url: `${CHAT}/cases?page=2`, headers: bearer(user.token) })).json()).data;
    expect(pageTwo.cases).toEqual([]);
    // A page past the last still says how many there are.
    expect(pageTwo.pagination).toEqual({ page: 2, perPage: 20, total: 3 });
    // The search's own wildcards are its text, not patterns.
    const wildcards = CasesResponse.parse((await t.app.inject({ method: 'GET', url: `${CHAT}/cases?search=${encodeURIComponent('%_')}`, headers: bearer(user.token) })).json()).data;
    expect([wildcards.cases, wildcards.pagination.total]).toEqual([[], 0]);
    expect((await t.app.inject({ method: 'GET', url: `${CHAT}/cases?page=0`, headers: bearer(user.token) })).statusCode).toBe(422);
    // A NUL character cannot be searched for in PostgreSQL text: it is the caller's mistake, never a 500.
    const nul = await t.app.inject({ method: 'GET', url: `${CHAT}/cases?search=a%00b`, headers: bearer(user.token) });
    expect([nul.statusCode, nul.json().errors]).toEqual([422, { search: ['The search field is invalid.'] }]);
  });
});

const leaseAndRegister = async () => ({
  files: [
    { bytes: await leasePdf(), filename: 'lease.pdf' },
    { bytes: await officialCopyPdf(), filename: 'register.pdf' },
  ],
  filesMeta: [
    { filename: 'lease.pdf', docTypeId: leaseType },
    { filename: 'register.pdf', docTypeId: registerType },
  ],
});

describe('deleting', () => {
  it('removes a file with its answers and stored copies, then the whole case', async () => {
    const kase = await generateAndSettle(await leaseAndRegister());
    const rows = await t.database.db.select().from(caseFiles).where(eq(caseFiles.caseId, kase.id));
    const keys = rows.flatMap((row) => [row.storageKey, row.extractedKey!]);
    for (const key of keys) expect(await storage().get(key)).not.toBeNull();

    const lease = rows.find((row) => row.filename === 'lease.pdf')!;
    const removed = await t.app.inject({ method: 'DELETE', url: `${CHAT}/cases/delete/file/${lease.id}`, headers: bearer(lawyer.token) });
    expect(removed.statusCode).toBe(200);
    expect(await storage().get(lease.storageKey)).toBeNull();
    expect(await t.database.db.select().from(caseAnswers).where(eq(caseAnswers.caseFileId, lease.id))).toEqual([]);
    expect((await getCase(t.app, lawyer.token, kase.id)).files.map((file) => file.filename)).toEqual(['register.pdf']);

    const gone = await t.app.inject({ method: 'DELETE', url: `${CHAT}/cases/delete/${kase.id}`, headers: bearer(lawyer.token) });
    expect(gone.statusCode).toBe(200);
    for (const key of keys) expect(await storage().get(key)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `${CHAT}/response/${kase.id}`, headers: bearer(lawyer.token) })).statusCode).toBe(404);
  });

  it('stops the work of a file deleted while it is being answered, and the case settles', async () => {
    const kase = await generate(t.app, lawyer.token, await leaseAndRegister());
    const lease = kase.files.find((file) => file.filename === 'lease.pdf')!;
    await t.app.inject({ method: 'DELETE', url: `${CHAT}/cases/delete/file/${lease.id}`, headers: bearer(lawyer.token) });
    await t.jobsSettled();
    const after = await getCase(t.app, lawyer.token, kase.id);
    expect(after.status).toBe('ready');
    expect(after.files.map((file) => [file.filename, file.status])).toEqual([['register.pdf', 'ready']]);
  });
});

describe("another user's records", () => {
  it('are a 404 on every call, never revealed and never changed', async () => {
    const kase = await generateAndSettle({
      files: [{ bytes: await leasePdf(), filename: 'private.pdf' }],
      filesMeta: [{ filename: 'private.pdf', docTypeId: leaseType, customQuestions: [{ questions: 'Is there a break clause?' }] }],
    });
    const file = kase.files[0]!;
    const answer = file.answers[0]!;
    const own = file.customQuestions[0]!;
    const as = bearer(stranger.token);
    const calls = [
      { method: 'GET', url: `${CHAT}/response/${kase.id}` },
      { method: 'PUT', url: `${CHAT}/cases/title/edit/${kase.id}`, payload: { title: 'Mine now' } },
      { method: 'PUT', url: `${CHAT}/cases/comment/edit`, payload: { caseId: kase.id, comment: 'x' } },
      { method: 'PUT', url: `${CHAT}/cases/comment/edit`, payload: { caseId: kase.id, answerId: answer.id, comment: 'x' } },
      { method: 'POST', url: `${CHAT}/response/ai/custom-questions/${file.id}`, payload: { questions: [{ questions: 'Mine?' }], shouldDispatchNotifications: false } },
      { method: 'DELETE', url: `${CHAT}/response/ai/custom-questions/${own.id}` },
      { method: 'POST', url: `${CHAT}/answers/${answer.id}/regenerate` },
      { method: 'PUT', url: `${CHAT}/answers/${answer.id}/verify`, payload: { verified: true } },
      { method: 'POST', url: `${CHAT}/response/ai/generate/edit/${kase.id}`, payload: caseForm({ fields: { answerEdits: JSON.stringify([{ answerId: answer.id, answer: 'x' }]) } }) },
      { method: 'DELETE', url: `${CHAT}/cases/delete/file/${file.id}` },
      { method: 'DELETE', url: `${CHAT}/cases/delete/${kase.id}` },
      { method: 'GET', url: `${CHAT}/response/not-a-uuid` },
      { method: 'DELETE', url: `${CHAT}/cases/delete/file/00000000-0000-0000-0000-000000000000` },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: as } as InjectOptions);
      expect([call.method, call.url, response.statusCode]).toEqual([call.method, call.url, 404]);
      expect(response.json()).toEqual({ message: MESSAGES.global.notFound });
    }
    // Not even another user's answer inside the lawyer's own case.
    const mine = await generateAndSettle({ files: [{ bytes: await leasePdf(), filename: 'x.pdf' }], filesMeta: [{ filename: 'x.pdf', docTypeId: leaseType }] }, stranger.token);
    const crossed = await t.app.inject({ method: 'PUT', url: `${CHAT}/cases/comment/edit`, headers: as, payload: { caseId: mine.id, answerId: answer.id, comment: 'x' } });
    expect(crossed.statusCode).toBe(404);
    expect(await getCase(t.app, lawyer.token, kase.id)).toEqual(kase);
    const pdf = await t.app.inject({ method: 'GET', url: `${CHAT}/cases/files/${file.id}/file`, headers: as });
    expect(pdf.statusCode).toBe(404);
    const listed = CasesResponse.parse((await t.app.inject({ method: 'GET', url: `${CHAT}/cases`, headers: as })).json()).data.cases;
    expect(listed.map((c) => c.id)).not.toContain(kase.id);
  });

  it('asks for a bearer token first', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${CHAT}/cases` });
    expect(response.statusCode).toBe(401);
  });
});
