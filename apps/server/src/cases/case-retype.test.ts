import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CaseAuditResponse,
  CaseResponse,
  CustomQuestionsResponse,
  DocumentTypeChangeConflict,
  DocumentTypesResponse,
  MESSAGES,
  type Case,
  type CaseAnswer,
  type DocumentTypeChange,
} from '@dd/contracts';
import { buildTextPdf } from '@dd/engine/fixtures';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { CHAT, caseForm, getCase } from './test-cases.ts';

const EMPLOYMENT_LAW = 6;
const contractPdf = () =>
  buildTextPdf([
    [
      'CONTRACT OF EMPLOYMENT',
      'This contract is made between HARBOUR ESTATES LIMITED (the Employer) and MAIREAD NOLAN (the Employee).',
      '1. Your employment with the Employer starts on 1 March 2024.',
      '2. Your salary is £48,000 a year, paid monthly in arrears.',
      '3. Either party may end the employment by giving three months’ written notice.',
      '4. This contract is governed by the law of England and Wales.',
    ],
  ]);

let t: TestApp;
let lawyer: Awaited<ReturnType<typeof registerUser>>;
let contractType: number;
let settlementType: number;

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'error' } });
  lawyer = await registerUser(t.app, { name: 'Aoife Murphy' });
  const types = await t.app.inject({ method: 'GET', url: `${CHAT}/document-types/${EMPLOYMENT_LAW}?region=England`, headers: bearer(lawyer.token) });
  const typeNamed = (name: string) => DocumentTypesResponse.parse(types.json()).data.documentTypes.find((type) => type.name === name)!.id;
  contractType = typeNamed('Employment contract');
  settlementType = typeNamed('Settlement agreement (employment)');
}, 30_000);
afterAll(() => t?.close());

const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object | FormData) =>
  t.app.inject({ method, url, headers: bearer(lawyer.token), ...(payload !== undefined && { payload }) });

/** A case of one employment contract, answered. */
async function contractCase(filename = 'contract.pdf'): Promise<Case> {
  const form = caseForm({
    fields: { practice_area_id: String(EMPLOYMENT_LAW), region: 'England' },
    filesMeta: [{ filename, docTypeId: contractType }],
    files: [{ bytes: await contractPdf(), filename }],
  });
  const created = await call('POST', `${CHAT}/response/ai/generate`, form);
  expect(created.statusCode).toBe(202);
  await t.jobsSettled();
  return getCase(t.app, lawyer.token, CaseResponse.parse(created.json()).data.case.id);
}

const retype = (record: Case, changes: DocumentTypeChange[], extra: Parameters<typeof caseForm>[0] = {}) =>
  call(
    'POST',
    `${CHAT}/response/ai/generate/edit/${record.id}`,
    caseForm({ ...extra, fields: { ...extra.fields, documentTypeChanged: JSON.stringify(changes) } }),
  );

const answerTo = (record: Case, question: string): CaseAnswer => {
  const found = record.files[0]!.answers.find((answer) => answer.question === question);
  if (!found) throw new Error(`No answer to ${question}`);
  return found;
};

/** The lawyer's work on an answer: an edit (through the edit call), a comment, a verification. */
async function workOn(record: Case, question: string, work: { edit?: string; comment?: string; verify?: boolean }): Promise<void> {
  const answer = answerTo(record, question);
  if (work.edit !== undefined) {
    const form = caseForm({ fields: { answerEdits: JSON.stringify([{ answerId: answer.id, answer: work.edit }]) } });
    expect((await call('POST', `${CHAT}/response/ai/generate/edit/${record.id}`, form)).statusCode).toBe(202);
  }
  if (work.comment !== undefined) {
    expect((await call('PUT', `${CHAT}/cases/comment/edit`, { caseId: record.id, answerId: answer.id, comment: work.comment })).statusCode).toBe(200);
  }
  if (work.verify) expect((await call('PUT', `${CHAT}/answers/${answer.id}/verify`, { verified: true })).statusCode).toBe(200);
}

async function trailOf(caseId: string) {
  const response = await call('GET', `${CHAT}/cases/${caseId}/audit`);
  expect(response.statusCode).toBe(200);
  return CaseAuditResponse.parse(response.json()).data.events.filter((event) => event.action !== 'case.view');
}

/** The bank questions of a type, in the order the case asks them. */
async function bankOf(docTypeId: number): Promise<{ id: number; question: string }[]> {
  const response = await call('GET', `${CHAT}/pratice-area/${EMPLOYMENT_LAW}/document-types/${docTypeId}/questions?region=England`);
  return (response.json() as { data: { questions: { id: number; question: string }[] } }).data.questions;
}

describe('changing a file’s document type', () => {
  it('keeps the edits, comments and verifications of the questions the new type asks too, without asking', async () => {
    const record = await contractCase();
    await workOn(record, 'Who is the employer?', { edit: 'Harbour Estates Limited (company no. 01234567)', verify: true });
    await workOn(record, 'Who is the employee?', { comment: 'Check her name against the passport.' });
    const own = await call('POST', `${CHAT}/response/ai/custom-questions/${record.files[0]!.id}`, { questions: [{ questions: 'Is there a car allowance?', isEdited: false }] });
    const [ownQuestion] = CustomQuestionsResponse.parse(own.json()).data.customQuestions;
    await t.jobsSettled();
    const before = await getCase(t.app, lawyer.token, record.id);

    const response = await retype(record, [{ caseFileId: record.files[0]!.id, docTypeId: settlementType }]);
    expect(response.statusCode).toBe(202);
    await t.jobsSettled();
    const after = await getCase(t.app, lawyer.token, record.id);
    const [file] = after.files;
    expect(file!.documentTypeId).toBe(settlementType);

    // The answers to the shared questions are the same answers, moved to the new type's questions, work and all.
    const settlementBank = await bankOf(settlementType);
    const employer = answerTo(after, 'Who is the employer?');
    expect(employer).toMatchObject({
      id: answerTo(before, 'Who is the employer?').id,
      questionId: settlementBank.find((question) => question.question === 'Who is the employer?')!.id,
      answer: answerTo(before, 'Who is the employer?').answer,
      editedAnswer: 'Harbour Estates Limited (company no. 01234567)',
      editedBy: { id: lawyer.user.id, name: 'Aoife Murphy' },
      verifiedBy: { id: lawyer.user.id, name: 'Aoife Murphy' },
    });
    expect(answerTo(after, 'Who is the employee?')).toMatchObject({ id: answerTo(before, 'Who is the employee?').id, comment: 'Check her name against the passport.' });

    // The new type's bank, in its order, every question answered; the lawyer's own question stays as it was.
    const bankAnswers = file!.answers.filter((answer) => answer.questionId !== null);
    expect(bankAnswers.map((answer) => answer.questionId)).toEqual(settlementBank.map((question) => question.id));
    expect(bankAnswers.every((answer) => answer.status !== 'pending')).toBe(true);
    expect(file!.answers.find((answer) => answer.customQuestionId === ownQuestion!.id)).toEqual(
      before.files[0]!.answers.find((answer) => answer.customQuestionId === ownQuestion!.id),
    );
    expect(after.files[0]!.answers.some((answer) => answer.question === 'What is the salary, and how often is it paid?')).toBe(false);

    const trail = await trailOf(record.id);
    expect(trail[0]).toMatchObject({ action: 'case_file.retype', summary: 'Changed the document type of contract.pdf to Settlement agreement (employment)' });
    expect(trail.some((event) => event.action === 'answer.discard')).toBe(false);
  });

  it('needs no confirmation when no answer it removes carries the lawyer’s work', async () => {
    const record = await contractCase();
    const response = await retype(record, [{ caseFileId: record.files[0]!.id, docTypeId: settlementType }]);
    expect(response.statusCode).toBe(202);
    expect(CaseResponse.parse(response.json()).data.case.files[0]!.documentTypeId).toBe(settlementType);
  });

  describe('removing the lawyer’s work', () => {
    let record: Case;
    beforeAll(async () => {
      record = await contractCase();
      await workOn(record, 'What is the salary, and how often is it paid?', { edit: '£48,000 a year, paid monthly', comment: 'Confirm the 2025 pay rise.' });
      await workOn(record, 'What notice must the employer and the employee give?', { verify: true });
      await workOn(record, 'When does the employment start?', { edit: '1 March 2024' });
      await workOn(record, 'Who is the employer?', { comment: 'Shared with the new type: stays.' });
    }, 60_000);

    it('is refused with 409 saying what would go, and nothing of the request is applied', async () => {
      const before = await getCase(t.app, lawyer.token, record.id);
      const trailBefore = await trailOf(record.id);
      const response = await retype(record, [{ caseFileId: record.files[0]!.id, docTypeId: settlementType }], {
        filesMeta: [{ filename: 'side-letter.pdf', docTypeId: contractType }],
        files: [{ bytes: await contractPdf(), filename: 'side-letter.pdf' }],
      });
      expect(response.statusCode).toBe(409);
      const conflict = DocumentTypeChangeConflict.parse(response.json());
      expect(conflict.message).toBe('2 edited answers, 1 comment and 1 verification will be removed');
      expect(conflict.message).toBe(MESSAGES.cases.workDiscarded({ edited: 2, commented: 1, verified: 1 }));
      expect(conflict.files).toEqual([
        {
          caseFileId: record.files[0]!.id,
          filename: 'contract.pdf',
          docTypeId: settlementType,
          discarded: { edited: 2, commented: 1, verified: 1 },
          questions: [
            'When does the employment start?',
            'What is the salary, and how often is it paid?',
            'What notice must the employer and the employee give?',
          ],
        },
      ]);

      expect(await getCase(t.app, lawyer.token, record.id)).toEqual(before);
      expect(await trailOf(record.id)).toEqual(trailBefore);
    });

    it('is applied once confirmed, and the audit trail keeps the work that went', async () => {
      const before = await getCase(t.app, lawyer.token, record.id);
      const response = await retype(record, [{ caseFileId: record.files[0]!.id, docTypeId: settlementType, discardWork: true }]);
      expect(response.statusCode).toBe(202);
      await t.jobsSettled();
      const after = await getCase(t.app, lawyer.token, record.id);
      expect(after.files[0]!.documentTypeId).toBe(settlementType);
      expect(after.files[0]!.answers.map((answer) => answer.question)).not.toContain('What is the salary, and how often is it paid?');
      expect(answerTo(after, 'Who is the employer?')).toMatchObject({ id: answerTo(before, 'Who is the employer?').id, comment: 'Shared with the new type: stays.' });

      const trail = await trailOf(record.id);
      const discards = trail.filter((event) => event.action === 'answer.discard');
      const salary = answerTo(before, 'What is the salary, and how often is it paid?');
      const notice = answerTo(before, 'What notice must the employer and the employee give?');
      expect(discards.map((event) => event.summary).sort()).toEqual(
        [
          'Discarded the edit on the answer to “When does the employment start?” in contract.pdf when the document type changed to Settlement agreement (employment)',
          'Discarded the edit and comment on the answer to “What is the salary, and how often is it paid?” in contract.pdf when the document type changed to Settlement agreement (employment)',
          'Discarded the verification on the answer to “What notice must the employer and the employee give?” in contract.pdf when the document type changed to Settlement agreement (employment)',
        ].sort(),
      );
      expect(discards.find((event) => event.details.answerId === salary.id)).toMatchObject({
        actor: { id: lawyer.user.id, name: 'Aoife Murphy' },
        details: {
          caseFileId: record.files[0]!.id,
          filename: 'contract.pdf',
          question: salary.question,
          answer: salary.answer,
          editedAnswer: '£48,000 a year, paid monthly',
          editedBy: 'Aoife Murphy',
          comment: 'Confirm the 2025 pay rise.',
          verifiedBy: null,
          verifiedAt: null,
          documentType: 'Settlement agreement (employment)',
        },
      });
      expect(discards.find((event) => event.details.answerId === notice.id)!.details).toMatchObject({ verifiedBy: 'Aoife Murphy', verifiedAt: notice.verifiedAt });
      expect(trail.filter((event) => event.action === 'case_file.retype')).toHaveLength(1);
    });
  });

  it('refuses the same file changed twice in one request', async () => {
    const record = await contractCase();
    const caseFileId = record.files[0]!.id;
    const response = await retype(record, [
      { caseFileId, docTypeId: settlementType },
      { caseFileId, docTypeId: contractType },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'documentTypeChanged.1.caseFileId': ['The type of contract.pdf is changed twice.'] });
  });
});
