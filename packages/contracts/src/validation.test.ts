import { describe, expect, it } from 'vitest';
import { LoginRequest, RegisterRequest, ResetPasswordRequest } from './auth.ts';
import { DocumentTypeUpdate, QuestionInput, QuestionUpdate } from './catalogue.ts';

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

describe('catalogue updates', () => {
  it('change only the fields sent: no defaults fill the others in', () => {
    expect(DocumentTypeUpdate.parse({ name: 'Lease' })).toEqual({ name: 'Lease' });
    expect(QuestionUpdate.parse({ question: 'Who is the landlord?' })).toEqual({ question: 'Who is the landlord?' });
    expect(QuestionInput.parse({ question: 'Who is the landlord?', answerType: 'party', regions: ['England'] }).hints).toEqual([]);
  });
});
