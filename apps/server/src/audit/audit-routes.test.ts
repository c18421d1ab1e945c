import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CaseAuditResponse,
  CaseResponse,
  ChecklistItemResponse,
  ChecklistResponse,
  CustomQuestionsResponse,
  TitleReportResponse,
  type AuditEvent,
  type Case,
} from '@dd/contracts';
import { buildTextPdf, FREEHOLD_REGISTER_PAGES } from '@dd/engine/fixtures';
import { CHAT, caseForm, generate, getCase, propertyTypeId, storeNeedsReview } from '../cases/test-cases.ts';
import { auditLog } from '../db/schema.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { leasePdf } from '../uploads/test-documents.ts';
import { summarize } from './audit-presenter.ts';

const ADMIN_EMAIL = 'partner.audit@firm.example';
const ELEVEN_MINUTES = 11 * 60 * 1000;
let t: TestApp;
let lawyer: Awaited<ReturnType<typeof registerUser>>;
let stranger: Awaited<ReturnType<typeof registerUser>>;
let admin: Awaited<ReturnType<typeof registerUser>>;
let leaseType: number;

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'error', adminEmails: [ADMIN_EMAIL] } });
  [lawyer, stranger, admin] = await Promise.all([
    registerUser(t.app, { name: 'Aoife Murphy' }),
    registerUser(t.app, { name: 'Seán Byrne' }),
    registerUser(t.app, { name: 'Siobhán Kelly', email: ADMIN_EMAIL }),
  ]);
  leaseType = await propertyTypeId(t.app, lawyer.token, 'Lease');
}, 30_000);
afterAll(() => t?.close());

const auditUrl = (caseId: string) => `${CHAT}/cases/${caseId}/audit`;
const readTrail = (caseId: string, token?: string) =>
  t.app.inject({ method: 'GET', url: auditUrl(caseId), ...(token !== undefined && { headers: bearer(token) }) });

async function trailOf(caseId: string, token = lawyer.token): Promise<AuditEvent[]> {
  const response = await readTrail(caseId, token);
  expect(response.statusCode).toBe(200);
  return CaseAuditResponse.parse(response.json()).data.events;
}

const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, token: string, payload?: object | FormData) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined && { payload }) });

describe('GET …/cases/{caseId}/audit', () => {
  let record: Case;

  beforeAll(async () => {
    const created = await generate(t.app, lawyer.token, {
      title: 'Harbour Walk acquisition',
      files: [
        { bytes: await leasePdf(), filename: 'lease.pdf' },
        { bytes: await buildTextPdf(FREEHOLD_REGISTER_PAGES), filename: 'official-copy.pdf' },
      ],
      filesMeta: [
        { filename: 'lease.pdf', docTypeId: leaseType },
        { filename: 'official-copy.pdf', docTypeId: await propertyTypeId(t.app, lawyer.token, 'Official copy') },
      ],
    });
    await t.jobsSettled();
    record = await getCase(t.app, lawyer.token, created.id);
  }, 60_000);

  it('records what each user did to the case, newest first, each in a sentence with its details', async () => {
    const lease = record.files.find((file) => file.filename === 'lease.pdf')!;
    const register = record.files.find((file) => file.filename === 'official-copy.pdf')!;
    // An answer the engine gave for review, whatever the calibration makes of this lease: the trail says so when a lawyer settles it.
    const answer = lease.answers.find((candidate) => candidate.question === 'Who is the landlord?')!;
    await storeNeedsReview(t.database.db, answer);
    const onAnswer = `the answer to “${answer.question}” in lease.pdf`;
    const flagged = '(the engine had flagged it for review)';

    // Opened again at once: the trail already says it was opened.
    await getCase(t.app, lawyer.token, record.id);
    await call('PUT', `${CHAT}/cases/title/edit/${record.id}`, lawyer.token, { title: 'Unit 4, Harbour Walk' });
    await call('PUT', `${CHAT}/cases/comment/edit`, lawyer.token, { caseId: record.id, comment: 'Client wants completion by June.' });
    const editForm = caseForm({ fields: { answerEdits: JSON.stringify([{ answerId: answer.id, answer: 'As amended by the side letter' }]) } });
    expect((await call('POST', `${CHAT}/response/ai/generate/edit/${record.id}`, lawyer.token, editForm)).statusCode).toBe(202);
    await call('PUT', `${CHAT}/cases/comment/edit`, lawyer.token, { caseId: record.id, answerId: answer.id, comment: 'Check the counterpart.' });
    await call('PUT', `${CHAT}/answers/${answer.id}/verify`, lawyer.token, { verified: true });
    await call('PUT', `${CHAT}/answers/${answer.id}/verify`, lawyer.token, { verified: false });
    expect((await call('POST', `${CHAT}/answers/${answer.id}/regenerate`, lawyer.token)).statusCode).toBe(202);

    const questionsUrl = `${CHAT}/response/ai/custom-questions/${lease.id}`;
    const added = await call('POST', questionsUrl, lawyer.token, { questions: [{ questions: 'What is the term?', isEdited: false }] });
    const [own] = CustomQuestionsResponse.parse(added.json()).data.customQuestions;
    await call('POST', questionsUrl, lawyer.token, { questions: [{ customQuestionId: own!.id, questions: 'Who is the tenant?', isEdited: true }] });
    expect((await call('DELETE', `${CHAT}/response/ai/custom-questions/${own!.id}`, lawyer.token)).statusCode).toBe(200);

    const addForm = caseForm({
      filesMeta: [{ filename: 'side-letter.pdf', docTypeId: leaseType }],
      files: [{ bytes: await leasePdf(), filename: 'side-letter.pdf' }],
    });
    const withLetter = CaseResponse.parse((await call('POST', `${CHAT}/response/ai/generate/edit/${record.id}`, lawyer.token, addForm)).json()).data.case;
    const letter = withLetter.files.find((file) => file.filename === 'side-letter.pdf')!;
    const transferType = await propertyTypeId(t.app, lawyer.token, 'Transfer');
    const retypeForm = caseForm({ fields: { documentTypeChanged: JSON.stringify([{ caseFileId: letter.id, docTypeId: transferType }]) } });
    expect((await call('POST', `${CHAT}/response/ai/generate/edit/${record.id}`, lawyer.token, retypeForm)).statusCode).toBe(202);
    await t.jobsSettled();
    expect((await call('DELETE', `${CHAT}/cases/delete/file/${letter.id}`, lawyer.token)).statusCode).toBe(200);
    await t.jobsSettled();

    const generateUrl = `${CHAT}/admin/generate-title-report/${record.id}`;
    const first = TitleReportResponse.parse((await call('POST', generateUrl, lawyer.token, { regenerate: true })).json()).data.titleReport;
    await t.jobsSettled();
    const second = TitleReportResponse.parse((await call('POST', generateUrl, admin.token, { regenerate: true })).json()).data.titleReport;
    await t.jobsSettled();
    expect((await call('PUT', `${CHAT}/admin/active-title-report/${first.id}`, lawyer.token)).statusCode).toBe(200);
    expect((await call('DELETE', `${CHAT}/admin/delete-title-report/${second.id}`, lawyer.token)).statusCode).toBe(200);

    const checklist = ChecklistResponse.parse((await call('POST', `${CHAT}/response/ai/title-report-checklist/${record.id}`, lawyer.token)).json()).data.checklist;
    const restrictions = checklist.items.find((item) => item.key === 'restrictions')!;
    const verifiedItem = await call('PUT', `${CHAT}/title-report-checklist/items/${restrictions.id}`, lawyer.token, { verified: true, note: 'Consent on file.' });
    expect(ChecklistItemResponse.parse(verifiedItem.json()).data.item.verified).toBe(true);

    const annexureForm = new FormData();
    annexureForm.append('caseId', record.id);
    annexureForm.append('caseFileId', register.id);
    annexureForm.append('files[]', new Blob([await buildTextPdf([['PLAN OF THE PROPERTY']])], { type: 'application/pdf' }), 'plan.pdf');
    expect((await call('POST', `${CHAT}/upload-annexure`, lawyer.token, annexureForm)).statusCode).toBe(202);
    expect((await call('GET', `${CHAT}/fetch-output-report/${record.id}?format=docx`, lawyer.token)).statusCode).toBe(200);
    await t.jobsSettled();

    // Ten minutes on, opening the case is worth a line again.
    t.advanceClock(ELEVEN_MINUTES);
    await getCase(t.app, lawyer.token, record.id);

    const events = await trailOf(record.id);
    const aoife = 'Aoife Murphy';
    expect(events.map((event) => [event.actor?.name, event.action, event.summary])).toEqual(
      [
        [aoife, 'case.create', 'Created the case from lease.pdf and official-copy.pdf'],
        [aoife, 'case.view', 'Viewed the case'],
        [aoife, 'case.title', 'Renamed the case “Unit 4, Harbour Walk”'],
        [aoife, 'case.comment', 'Commented on the case'],
        [aoife, 'answer.edit', `Edited ${onAnswer} ${flagged}`],
        [aoife, 'answer.comment', `Commented on ${onAnswer}`],
        [aoife, 'answer.verify', `Verified ${onAnswer} ${flagged}`],
        [aoife, 'answer.unverify', `Withdrew the verification of ${onAnswer}`],
        [aoife, 'answer.regenerate', `Regenerated ${onAnswer}`],
        [aoife, 'custom_question.add', 'Added the question “What is the term?” to lease.pdf'],
        [aoife, 'custom_question.reword', 'Reworded the question “What is the term?” on lease.pdf as “Who is the tenant?”'],
        [aoife, 'custom_question.delete', 'Deleted the question “Who is the tenant?” from lease.pdf'],
        [aoife, 'case_file.add', 'Uploaded side-letter.pdf'],
        [aoife, 'case_file.retype', expect.stringMatching(/^Changed the document type of side-letter\.pdf to Transfer/)],
        [aoife, 'case_file.delete', 'Deleted side-letter.pdf'],
        [aoife, 'title-report.generate', 'Generated version 1 of the title report'],
        ['Siobhán Kelly', 'title-report.generate', 'Generated version 2 of the title report'],
        [aoife, 'title-report.activate', 'Made version 1 of the title report the active one'],
        [aoife, 'title-report.delete', 'Deleted version 2 of the title report'],
        [aoife, 'checklist.generate', `Drew up the title checklist (${checklist.items.length} checks)`],
        [aoife, 'checklist.verify', `Verified the checklist item “${restrictions.label}” of title WM123456`],
        [aoife, 'annexure.upload', 'Uploaded the annexure plan.pdf to official-copy.pdf'],
        [aoife, 'case.export', 'Exported the case as Word'],
        [aoife, 'case.view', 'Viewed the case'],
      ].reverse(),
    );
    expect(events.map((event) => event.createdAt)).toEqual(events.map((event) => event.createdAt).sort().reverse());
    expect(events.every((event) => event.actor?.id === (event.actor?.name === aoife ? lawyer.user.id : admin.user.id))).toBe(true);

    const detailsOf = (action: string) => events.find((event) => event.action === action)!.details;
    expect(detailsOf('case.create')).toEqual({ title: 'Harbour Walk acquisition', files: ['lease.pdf', 'official-copy.pdf'] });
    expect(detailsOf('answer.edit')).toEqual({ answerId: answer.id, filename: 'lease.pdf', question: answer.question, answer: 'As amended by the side letter', flaggedForReview: true });
    expect(detailsOf('answer.comment')).toMatchObject({ answerId: answer.id, comment: 'Check the counterpart.' });
    expect(detailsOf('case_file.retype')).toMatchObject({ caseFileId: letter.id, documentTypeId: transferType });
    expect(detailsOf('title-report.activate')).toEqual({ titleReportId: first.id, version: 1 });
    expect(detailsOf('checklist.verify')).toMatchObject({ itemId: restrictions.id, note: 'Consent on file.' });
    expect(detailsOf('case.export')).toEqual({ format: 'docx' });
  }, 120_000);

  it('lets an admin read any case’s trail without adding to it, and keeps it from another lawyer (404) and from anyone signed out (401)', async () => {
    const owners = await trailOf(record.id);
    expect(await trailOf(record.id, admin.token)).toEqual(owners);
    expect((await readTrail(record.id, stranger.token)).statusCode).toBe(404);
    expect((await readTrail(record.id)).statusCode).toBe(401);
    expect((await readTrail('not-a-case', lawyer.token)).statusCode).toBe(404);
    // Neither reading the trail nor a refused request is an event of the case.
    expect(await trailOf(record.id)).toEqual(owners);
  });

  it('answers 404 once the case is deleted, though its entries are kept', async () => {
    const created = await generate(t.app, lawyer.token, {
      files: [{ bytes: await leasePdf(), filename: 'short-lived.pdf' }],
      filesMeta: [{ filename: 'short-lived.pdf', docTypeId: leaseType }],
    });
    await t.jobsSettled();
    expect((await trailOf(created.id)).map((event) => event.action)).toEqual(['case.create']);

    expect((await call('DELETE', `${CHAT}/cases/delete/${created.id}`, lawyer.token)).statusCode).toBe(200);
    expect((await readTrail(created.id, lawyer.token)).statusCode).toBe(404);
    expect((await readTrail(created.id, admin.token)).statusCode).toBe(404);
    const kept = await t.database.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'case'), eq(auditLog.subjectId, created.id)));
    expect(kept.map((entry) => entry.action).sort()).toEqual(['case.create', 'case.delete']);
  }, 60_000);
});

describe('the sentence of each entry', () => {
  it('says something true of entries recorded in an older shape or with details missing', () => {
    expect(summarize('case.edit', { addedFiles: [], editedAnswers: ['answer-1'] })).toBe('Changed the case');
    expect(summarize('answer.verify', {})).toBe('Verified an answer');
    expect(summarize('case.export', { format: 'xlsx' })).toBe('Exported the review grid as Excel');
    expect(summarize('case.export', {})).toBe('Exported the case');
    expect(summarize('annexure.upload', { annexures: [null, { filename: 'a.pdf' }, { filename: 'b.pdf' }] })).toBe('Uploaded the annexures a.pdf and b.pdf');
    expect(summarize('answer.edit', { question: `Is ${'a very long question '.repeat(6)}?`, filename: 'lease.pdf', answer: null })).toMatch(
      /^Removed the edit of the answer to “Is a very long question .{40,}…” in lease\.pdf$/,
    );
  });
});
