import { describe, expect, it } from 'vitest';
import { LoginRequest, RegisterRequest, ResetPasswordRequest } from './auth.ts';
import { DocumentTypeUpdate, QuestionInput, QuestionUpdate } from './catalogue.ts';
import { AnswerEdit, CaseCommentInput, CaseFileMeta, CasesQuery, CaseTitleInput, DocumentTypeChange } from './cases.ts';
import { ProcessPdfFields } from './ingestion.ts';
import { MESSAGES } from './messages.ts';

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('auth payload validation', () => {
  it('words a missing field like "The email field is required."', () => {
    expect(fieldErrors(LoginRequest.safeParse({}))).toEqual({
      email: 'The email field is required.',
      password: 'The password field is required.',
    });
  });

  it('rejects a malformed email and a short, unconfirmed password', () => {
    const result = RegisterRequest.safeParse({
      name: 'Ada',
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(fieldErrors(result)).toEqual({
      email: 'The email field must be a valid email address.',
      password: 'The password field must be at least 8 characters.',
    });
  });

  it('requires the confirmation to match', () => {
    const result = ResetPasswordRequest.safeParse({
      token: 't',
      email: 'a@b.ie',
      password: 'long enough',
      password_confirmation: 'different',
    });
    expect(fieldErrors(result)).toEqual({ password: 'The password field confirmation does not match.' });
  });

  it('trims names and accepts a valid registration', () => {
    const result = RegisterRequest.parse({
      name: '  Áine Ní Bhriain ',
      email: 'aine@firm.ie',
      password: 'correct horse',
      password_confirmation: 'correct horse',
    });
    expect(result.name).toBe('Áine Ní Bhriain');
  });
});

describe('required or invalid', () => {
  it('calls a field required when it is absent, null or an empty form value', () => {
    for (const input of [{}, { practice_area_id: null }, { practice_area_id: '' }, { practice_area_id: '  ' }]) {
      expect(fieldErrors(ProcessPdfFields.safeParse(input)), JSON.stringify(input)).toEqual({
        practice_area_id: 'The practice area id field is required.',
      });
    }
    expect(fieldErrors(LoginRequest.safeParse({ email: null, password: 'x' }))).toEqual({ email: 'The email field is required.' });
  });

  it('calls a field invalid when it is sent with a value of the wrong kind', () => {
    for (const practice_area_id of ['abc', '1.5', '1e3', true, {}]) {
      expect(fieldErrors(ProcessPdfFields.safeParse({ practice_area_id })), String(practice_area_id)).toEqual({
        practice_area_id: 'The practice area id field is invalid.',
      });
    }
    expect(fieldErrors(RegisterRequest.safeParse({ name: 7, email: 'a@b.ie', password: 'long enough', password_confirmation: 'long enough' }))).toEqual({
      name: 'The name field is invalid.',
    });
  });

  it('reads a whole number from form text, and keeps the range message for one out of range', () => {
    expect(ProcessPdfFields.parse({ practice_area_id: ' 3 ' })).toEqual({ practice_area_id: 3 });
    expect(ProcessPdfFields.parse({ practice_area_id: 2 })).toEqual({ practice_area_id: 2 });
    expect(fieldErrors(ProcessPdfFields.safeParse({ practice_area_id: '9' }))).toEqual({
      practice_area_id: 'The selected practice area id is invalid.',
    });
  });
});

describe('catalogue updates', () => {
  it('change only the fields sent: no defaults fill the others in', () => {
    expect(DocumentTypeUpdate.parse({ name: 'Lease' })).toEqual({ name: 'Lease' });
    expect(QuestionUpdate.parse({ question: 'Who is the landlord?' })).toEqual({ question: 'Who is the landlord?' });
    expect(QuestionInput.parse({ question: 'Who is the landlord?', answerType: 'party', regions: ['England'] }).hints).toEqual([]);
  });
});

describe('text the database cannot store, and ids it cannot hold', () => {
  it('refuses a NUL or half a surrogate pair in a text field as invalid, naming the field', () => {
    for (const bad of ['Unit 4\u0000', '\ud800Unit 4', 'Unit 4\udc00', '\ud83d']) {
      expect(fieldErrors(CaseTitleInput.safeParse({ title: bad })), JSON.stringify(bad)).toEqual({ title: 'The title field is invalid.' });
      expect(fieldErrors(CaseCommentInput.safeParse({ caseId: 'c', comment: bad }))).toEqual({ comment: 'The comment field is invalid.' });
      expect(fieldErrors(CasesQuery.safeParse({ search: bad }))).toEqual({ search: 'The search field is invalid.' });
      expect(fieldErrors(RegisterRequest.safeParse({ name: bad, email: 'a@b.ie', password: 'long enough', password_confirmation: 'long enough' }))).toEqual({
        name: 'The name field is invalid.',
      });
    }
    expect(AnswerEdit.safeParse({ answerId: 'a', answer: 'x\u0000' }).error?.issues).toMatchObject([{ path: ['answer'], message: 'The answer field is invalid.' }]);
  });

  it('keeps whole surrogate pairs and right-to-left script as typed', () => {
    expect(CaseTitleInput.parse({ title: ' Lease 🏠 عقد إيجار ' }).title).toBe('Lease 🏠 عقد إيجار');
    // A title keeps even a direction control as typed: the web app shows every title isolated from the text around it.
    expect(CaseTitleInput.parse({ title: 'Unit \u202E4' }).title).toBe('Unit \u202E4');
  });

  it('refuses a file name that hides its type behind a direction control, showing where', () => {
    expect(fieldErrors(CaseFileMeta.safeParse({ filename: 'invoice\u202Efdp.exe', docTypeId: 1 }))).toEqual({
      filename: MESSAGES.files.disguisedName('invoice[U+202E]fdp.exe'),
    });
    expect(CaseFileMeta.parse({ filename: 'חוזה.pdf', docTypeId: 1 }).filename).toBe('חוזה.pdf');
  });

  it('holds every id to the range of a PostgreSQL integer', () => {
    for (const docTypeId of [0, -1, 2_147_483_648, 2 ** 53, 1.5]) {
      expect(fieldErrors(DocumentTypeChange.safeParse({ caseFileId: 'f', docTypeId })), String(docTypeId)).toEqual({ docTypeId: 'The doc type id field is invalid.' });
    }
    expect(DocumentTypeChange.parse({ caseFileId: 'f', docTypeId: 2_147_483_647 }).docTypeId).toBe(2_147_483_647);
    expect(fieldErrors(CaseFileMeta.safeParse({ filename: 'a.pdf', docTypeId: '2147483648' }))).toEqual({ docTypeId: 'The doc type id field is invalid.' });
    expect(CaseFileMeta.safeParse({ filename: 'a.pdf', docTypeId: 1, questionIds: [2_147_483_648] }).error?.issues).toMatchObject([
      { path: ['questionIds', 0], message: 'The question ids field is invalid.' },
    ]);
  });
});
