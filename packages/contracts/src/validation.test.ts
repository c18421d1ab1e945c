import { describe, expect, it } from 'vitest';
import { LoginRequest, RegisterRequest, ResetPasswordRequest } from './auth.ts';
import { DocumentTypeUpdate, QuestionInput, QuestionUpdate } from './catalogue.ts';
import { ProcessPdfFields } from './ingestion.ts';

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
