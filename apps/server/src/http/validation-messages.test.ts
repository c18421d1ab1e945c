import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { processPdf } from '../uploads/test-documents.ts';

const ADMIN_EMAIL = 'head.of.knowledge@firm.example';
const ADMIN_DOCUMENT_TYPES = '/api/due-dilligence/chat/admin/catalogue/document-types';
const PDF = { bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), filename: 'lease.pdf' };

let t: TestApp;
let lawyerToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [ADMIN_EMAIL] } });
  const [lawyer, admin] = await Promise.all([registerUser(t.app), registerUser(t.app, { email: ADMIN_EMAIL })]);
  lawyerToken = lawyer.token;
  adminToken = admin.token;
});
afterAll(() => t?.close());

const fieldErrors = (response: { statusCode: number; json(): { errors?: unknown } }) => {
  expect(response.statusCode).toBe(422);
  return response.json().errors;
};

describe('a field sent with a malformed value is invalid, a field not sent is required', () => {
  it('on the process-pdf form', async () => {
    expect(fieldErrors(await processPdf(t.app, lawyerToken, [PDF], { practice_area_id: 'abc' }))).toEqual({
      practice_area_id: ['The practice area id field is invalid.'],
    });
    expect(fieldErrors(await processPdf(t.app, lawyerToken, [PDF], { practice_area_id: '1.5' }))).toEqual({
      practice_area_id: ['The practice area id field is invalid.'],
    });
    for (const fields of [{}, { practice_area_id: '' }] as Record<string, string>[]) {
      expect(fieldErrors(await processPdf(t.app, lawyerToken, [PDF], fields))).toEqual({
        practice_area_id: ['The practice area id field is required.'],
      });
    }
  });

  it('on a JSON body with a number field', async () => {
    const createType = (practiceAreaId: unknown) =>
      t.app.inject({
        method: 'POST',
        url: ADMIN_DOCUMENT_TYPES,
        headers: bearer(adminToken),
        payload: {
          ...(practiceAreaId !== undefined && { practiceAreaId }),
          name: 'Deed of variation',
          description: 'A deed varying the terms of an existing lease.',
          regions: ['England'],
          central: false,
          signals: { titles: ['Deed of variation'], phrases: [{ text: 'this deed of variation', weight: 4 }], structure: [], negative: [] },
        },
      });
    expect(fieldErrors(await createType('abc'))).toEqual({ practiceAreaId: ['The practice area id field is invalid.'] });
    expect(fieldErrors(await createType(undefined))).toEqual({ practiceAreaId: ['The practice area id field is required.'] });
    expect(fieldErrors(await createType(null))).toEqual({ practiceAreaId: ['The practice area id field is required.'] });
  });

  it('on a JSON body with a text field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 42, password: 'x' } });
    expect(fieldErrors(response)).toEqual({ email: ['The email field is invalid.'] });
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: null, password: 'x' } });
    expect(fieldErrors(missing)).toEqual({ email: ['The email field is required.'] });
  });
});
