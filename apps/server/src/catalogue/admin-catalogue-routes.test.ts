import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type AdminDocumentType,
  type AdminQuestion,
  type DocumentType,
  type DocumentTypeInput,
  type Question,
  type QuestionVersion,
} from '@dd/contracts';
import { auditLog, documentTypes } from '../db/schema.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { ADMIN_CATALOGUE_MESSAGES } from './admin-catalogue-service.ts';
import { getQuestionVersions } from './catalogue-repository.ts';
import { CATALOGUE_SEED } from './seed/index.ts';

const CHAT = '/api/due-dilligence/chat';
const ADMIN = `${CHAT}/admin/catalogue`;
const ADMIN_EMAIL = 'head.of.knowledge@firm.example';

let t: TestApp;
let adminToken: string;
let adminId: string;
let lawyerToken: string;
beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [ADMIN_EMAIL] } });
  const [admin, lawyer] = await Promise.all([registerUser(t.app, { email: ADMIN_EMAIL, name: 'Siobhán Kelly' }), registerUser(t.app)]);
  adminToken = admin.token;
  adminId = admin.user.id;
  lawyerToken = lawyer.token;
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, token: string | null = adminToken) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload && { payload }) });

async function ok<T>(method: Method, url: string, payload?: object, status = 200): Promise<T> {
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ data: T }>().data;
}

async function seedType(key: string): Promise<AdminDocumentType> {
  const { documentTypes: all } = await ok<{ documentTypes: AdminDocumentType[] }>('GET', `${ADMIN}/document-types`);
  return all.find((type) => type.key === key)!;
}

const adminQuestions = async (typeId: number) =>
  (await ok<{ questions: AdminQuestion[] }>('GET', `${ADMIN}/document-types/${typeId}/questions`)).questions;

const versions = async (questionId: number) =>
  (await ok<{ versions: QuestionVersion[] }>('GET', `${ADMIN}/questions/${questionId}/versions`)).versions;

async function publicQuestions(area: number, typeId: number): Promise<Question[]> {
  const response = await call('GET', `${CHAT}/pratice-area/${area}/document-types/${typeId}/questions`, undefined, lawyerToken);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { questions: Question[] } }>().data.questions;
}

async function publicTypes(area: number): Promise<DocumentType[]> {
  const response = await call('GET', `${CHAT}/document-types/${area}`, undefined, lawyerToken);
  return response.json<{ data: { documentTypes: DocumentType[] } }>().data.documentTypes;
}

const auditOf = (subjectType: string, subjectId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, String(subjectId))))
    .orderBy(asc(auditLog.id));

const typeInput = (overrides: Partial<DocumentTypeInput> = {}): DocumentTypeInput => ({
  practiceAreaId: 1,
  name: 'Deed of variation',
  description: 'A deed varying the terms of an existing lease or transfer.',
  regions: ['England', 'Wales'],
  central: false,
  signals: {
    titles: ['Deed of variation'],
    phrases: [{ text: 'this deed of variation', weight: 4 }],
    structure: [],
    negative: [],
  },
  ...overrides,
});

const questionInput = { question: 'What does the deed vary?', answerType: 'text', hints: ['vary', 'variation'], regions: ['England'] };

describe('document types', () => {
  it('lists every type, retired ones included, and keeps one practice area with ?practiceAreaId=', async () => {
    const { documentTypes: all } = await ok<{ documentTypes: AdminDocumentType[] }>('GET', `${ADMIN}/document-types`);
    for (const seed of CATALOGUE_SEED) expect(all.map((type) => type.key)).toContain(seed.key);
    const lease = all.find((type) => type.key === 'property-lease')!;
    expect(lease).toMatchObject({ source: 'seed', retiredAt: null, practiceAreaId: 1, signals: CATALOGUE_SEED[3]!.signals });

    const { documentTypes: banking } = await ok<{ documentTypes: AdminDocumentType[] }>(
      'GET',
      `${ADMIN}/document-types?practiceAreaId=4`,
    );
    expect(banking.map((type) => type.key)).toEqual(
      CATALOGUE_SEED.filter((type) => type.practiceArea === 'banking-law').map((type) => type.key),
    );
  });

  it('answers 422 for a practice area id that is not 1–6', async () => {
    for (const value of ['9', '0', 'property']) {
      const response = await call('GET', `${ADMIN}/document-types?practiceAreaId=${value}`);
      expect(response.statusCode, value).toBe(422);
      expect(response.json().errors).toEqual({ practiceAreaId: ['The selected practice area id is invalid.'] });
    }
  });

  it('creates a firm type with a key from its name, shown to lawyers after the seed types, and audits it', async () => {
    const created = await ok<{ documentType: AdminDocumentType }>('POST', `${ADMIN}/document-types`, typeInput(), 201);

    expect(created.documentType).toEqual({
      id: expect.any(Number),
      key: 'firm-deed-of-variation',
      name: 'Deed of variation',
      description: 'A deed varying the terms of an existing lease or transfer.',
      practiceAreaId: 1,
      regions: ['England', 'Wales'],
      central: false,
      signals: typeInput().signals,
      retiredAt: null,
      source: 'firm',
      updatedAt: expect.any(String),
    });
    const served = await publicTypes(1);
    expect(served.at(-1)).toMatchObject({ id: created.documentType.id, key: 'firm-deed-of-variation' });
    expect(await auditOf('document_type', created.documentType.id)).toEqual([
      expect.objectContaining({
        userId: adminId,
        action: 'document_type.create',
        details: expect.objectContaining({ key: 'firm-deed-of-variation' }),
      }),
    ]);

    const sameNameElsewhere = await ok<{ documentType: AdminDocumentType }>(
      'POST',
      `${ADMIN}/document-types`,
      typeInput({ practiceAreaId: 2 }),
      201,
    );
    expect(sameNameElsewhere.documentType.key).toBe('firm-deed-of-variation-2');
  });

  it('answers 422 for a name already used in the practice area, and for each invalid field', async () => {
    await ok('POST', `${ADMIN}/document-types`, typeInput({ name: 'Licence to assign' }), 201);
    const taken = await call('POST', `${ADMIN}/document-types`, typeInput({ name: 'LICENCE TO ASSIGN' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({ message: ADMIN_CATALOGUE_MESSAGES.nameTaken, errors: { name: [ADMIN_CATALOGUE_MESSAGES.nameTaken] } });

    const invalid = await call('POST', `${ADMIN}/document-types`, {
      ...typeInput(),
      practiceAreaId: 9,
      name: ' ',
      regions: ['England', 'Isle of Man'],
      signals: { titles: [], phrases: [{ text: 'x', weight: 9 }], structure: [], negative: [] },
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual([
      'name',
      'practiceAreaId',
      'regions.1',
      'signals.phrases.0.text',
      'signals.phrases.0.weight',
      'signals.titles',
    ]);
    expect(invalid.json().errors.name).toEqual(['The name field is required.']);
    expect(invalid.json().errors['regions.1']).toEqual(['The selected region is invalid.']);

    const noRegions = await call('POST', `${ADMIN}/document-types`, typeInput({ name: 'Rent deposit deed', regions: [] }));
    expect(noRegions.json().errors).toEqual({ regions: ['Choose at least one region.'] });
  });

  it('updates only the fields sent, marks the type edited and audits the change; a no-op changes nothing', async () => {
    const type = await seedType('share-purchase-agreement');
    expect(type.central).toBe(true);
    const updated = await ok<{ documentType: AdminDocumentType }>('PUT', `${ADMIN}/document-types/${type.id}`, {
      name: 'Share purchase agreement (SPA)',
    });

    expect(updated.documentType).toMatchObject({
      ...type,
      name: 'Share purchase agreement (SPA)',
      updatedAt: expect.any(String),
    });
    const [row] = await t.database.db.select().from(documentTypes).where(eq(documentTypes.id, type.id));
    expect(row!.editedByAdmin).toBe(true);
    expect(await auditOf('document_type', type.id)).toEqual([
      expect.objectContaining({
        userId: adminId,
        action: 'document_type.update',
        details: { before: { name: type.name }, after: { name: 'Share purchase agreement (SPA)' } },
      }),
    ]);

    const again = await ok<{ documentType: AdminDocumentType }>('PUT', `${ADMIN}/document-types/${type.id}`, {
      name: 'Share purchase agreement (SPA)',
      central: type.central,
    });
    expect(again.documentType).toEqual(updated.documentType);
    expect(await auditOf('document_type', type.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown type and 422 for invalid fields on update', async () => {
    for (const id of ['999999', 'abc', '99999999999']) {
      const response = await call('PUT', `${ADMIN}/document-types/${id}`, { name: 'X type' });
      expect(response.statusCode, id).toBe(404);
    }
    const type = await seedType('expert-report');
    const invalid = await call('PUT', `${ADMIN}/document-types/${type.id}`, { regions: ['Mars'], central: 'yes' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['central', 'regions.0']);
  });

  it('retires a type: gone from the lawyers’ calls, still in the admin ones; restore brings it back', async () => {
    const type = await seedType('witness-statement');
    const [firstQuestion] = await adminQuestions(type.id);

    const retired = await ok<{ documentType: AdminDocumentType }>('POST', `${ADMIN}/document-types/${type.id}/retire`);
    expect(retired.documentType.retiredAt).toEqual(expect.any(String));
    expect((await publicTypes(2)).map((served) => served.id)).not.toContain(type.id);
    const questions = await call('GET', `${CHAT}/pratice-area/2/document-types/${type.id}/questions`, undefined, lawyerToken);
    expect(questions.statusCode).toBe(404);
    expect(questions.json()).toEqual({ message: MESSAGES.global.notFound });
    const { documentTypes: adminList } = await ok<{ documentTypes: AdminDocumentType[] }>(
      'GET',
      `${ADMIN}/document-types?practiceAreaId=2`,
    );
    expect(adminList.find((listed) => listed.id === type.id)?.retiredAt).toEqual(retired.documentType.retiredAt);
    expect(await adminQuestions(type.id)).toHaveLength(14);
    expect((await versions(firstQuestion!.id))[0]!.versionId).toBe(firstQuestion!.versionId);

    const restored = await ok<{ documentType: AdminDocumentType }>('POST', `${ADMIN}/document-types/${type.id}/restore`);
    expect(restored.documentType.retiredAt).toBeNull();
    expect(await publicQuestions(2, type.id)).toHaveLength(14);
    expect((await auditOf('document_type', type.id)).map((entry) => entry.action)).toEqual([
      'document_type.retire',
      'document_type.restore',
    ]);
  });
});

describe('questions', () => {
  it('lists a type’s questions in order with their version, and 404 for an unknown type', async () => {
    const type = await seedType('official-copy-register-of-title');
    const listed = await adminQuestions(type.id);
    const seed = CATALOGUE_SEED.find((candidate) => candidate.key === type.key)!;
    expect(listed.map((question) => question.question)).toEqual(seed.questions.map((question) => question.question));
    expect(listed[0]).toEqual({
      id: expect.any(Number),
      versionId: expect.any(Number),
      question: 'What is the title number?',
      answerType: 'identifier',
      hints: seed.questions[0]!.hints,
      regions: ['England', 'Wales'],
      order: 1,
      version: 1,
      hypothesis: null,
      retiredAt: null,
      source: 'seed',
      updatedAt: expect.any(String),
    });
    expect((await call('GET', `${ADMIN}/document-types/999999/questions`)).statusCode).toBe(404);
  });

  it('adds a question after the last one, as version 1 by the admin, and lawyers are asked it', async () => {
    const type = await seedType('local-authority-search');
    const before = await adminQuestions(type.id);

    const { question } = await ok<{ question: AdminQuestion }>(
      'POST',
      `${ADMIN}/document-types/${type.id}/questions`,
      { question: 'Is the property affected by a smoke control order?', answerType: 'yes_no', regions: ['England'] },
      201,
    );

    expect(question).toMatchObject({
      question: 'Is the property affected by a smoke control order?',
      answerType: 'yes_no',
      hints: [],
      regions: ['England'],
      order: before.at(-1)!.order + 1,
      version: 1,
      source: 'firm',
      retiredAt: null,
    });
    expect((await publicQuestions(1, type.id)).at(-1)).toEqual({
      id: question.id,
      versionId: question.versionId,
      question: question.question,
      answerType: 'yes_no',
      hints: [],
      regions: ['England'],
      order: question.order,
    });
    expect(await versions(question.id)).toEqual([
      expect.objectContaining({ versionId: question.versionId, version: 1, createdBy: 'Siobhán Kelly' }),
    ]);
    expect(await auditOf('question', question.id)).toEqual([expect.objectContaining({ userId: adminId, action: 'question.create' })]);
  });

  it('answers 422 for a question without "?", a bad answer type, regions outside the type and a repeated question', async () => {
    const type = await seedType('official-copy-register-of-title');

    const invalid = await call('POST', `${ADMIN}/document-types/${type.id}/questions`, {
      question: 'Tell me the title number',
      answerType: 'colour',
      regions: ['England'],
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      question: ['A question ends with "?".'],
      answerType: ['The selected answer type is invalid.'],
    });

    const outside = await call('POST', `${ADMIN}/document-types/${type.id}/questions`, { ...questionInput, regions: ['Scotland'] });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual({ regions: ['Choose regions where the document type applies: England, Wales.'] });

    const repeated = await call('POST', `${ADMIN}/document-types/${type.id}/questions`, {
      ...questionInput,
      question: 'what is the Title Number?',
    });
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().errors).toEqual({ question: [ADMIN_CATALOGUE_MESSAGES.questionTaken] });

    const missing = await call('POST', `${ADMIN}/document-types/${type.id}/questions`, {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['answerType', 'question', 'regions']);
    expect(missing.json().errors.question).toEqual(['The question field is required.']);
    expect((await call('POST', `${ADMIN}/document-types/999999/questions`, questionInput)).statusCode).toBe(404);
  });

  it('rewords a question as a new version; the old wording stays readable by its version id', async () => {
    const type = await seedType('official-copy-register-of-title');
    const [original] = await adminQuestions(type.id);

    const { question: edited } = await ok<{ question: AdminQuestion }>('PUT', `${ADMIN}/questions/${original!.id}`, {
      question: 'What is the title number of the registered estate?',
    });

    expect(edited).toMatchObject({
      id: original!.id,
      question: 'What is the title number of the registered estate?',
      answerType: original!.answerType,
      hints: original!.hints,
      regions: original!.regions,
      order: original!.order,
      version: 2,
    });
    expect(edited.versionId).not.toBe(original!.versionId);
    expect((await publicQuestions(1, type.id))[0]).toMatchObject({ versionId: edited.versionId, question: edited.question });

    const history = await versions(original!.id);
    expect(history.map((version) => [version.version, version.question, version.createdBy])).toEqual([
      [2, 'What is the title number of the registered estate?', 'Siobhán Kelly'],
      [1, 'What is the title number?', null],
    ]);
    const byId = await getQuestionVersions(t.database.db, [original!.versionId, edited.versionId, 987654]);
    expect(byId.get(original!.versionId)).toMatchObject({ questionId: original!.id, version: 1, text: 'What is the title number?' });
    expect(byId.get(edited.versionId)?.text).toBe('What is the title number of the registered estate?');
    expect(byId.has(987654)).toBe(false);
    expect(await auditOf('question', original!.id)).toEqual([
      expect.objectContaining({
        userId: adminId,
        action: 'question.update',
        details: { previousVersionId: original!.versionId, versionId: edited.versionId, version: 2 },
      }),
    ]);
  });

  it('creates no version for an edit that changes nothing, and carries over what was not sent', async () => {
    const type = await seedType('official-copy-register-of-title');
    const [, second] = await adminQuestions(type.id);

    const same = await ok<{ question: AdminQuestion }>('PUT', `${ADMIN}/questions/${second!.id}`, {
      question: second!.question,
      regions: second!.regions,
    });
    expect(same.question).toEqual(second);
    expect(await versions(second!.id)).toHaveLength(1);

    const hints = ['freehold', 'leasehold'];
    const hinted = await ok<{ question: AdminQuestion }>('PUT', `${ADMIN}/questions/${second!.id}`, { hints });
    expect(hinted.question).toMatchObject({ question: second!.question, answerType: second!.answerType, hints, version: 2 });
  });

  it("keeps a seed question's NDA hypothesis through an edit of its hints, and drops it once the question is reworded", async () => {
    const type = await seedType('non-disclosure-agreement');
    const oral = (await adminQuestions(type.id)).find((question) => question.question.includes('disclosed orally'))!;
    const hypothesisOf = async (versionId: number) => (await getQuestionVersions(t.database.db, [versionId])).get(versionId)!.hypothesis;
    expect(await hypothesisOf(oral.versionId)).toBe('nda-3');
    expect(oral.hypothesis).toBe('nda-3');

    const hinted = await ok<{ question: AdminQuestion }>('PUT', `${ADMIN}/questions/${oral.id}`, { hints: [...oral.hints, 'spoken'] });
    expect(hinted.question).toMatchObject({ version: oral.version + 1, hypothesis: 'nda-3' });
    expect(await hypothesisOf(hinted.question.versionId)).toBe('nda-3');

    const reworded = await ok<{ question: AdminQuestion }>('PUT', `${ADMIN}/questions/${oral.id}`, {
      question: 'Does the definition leave out information disclosed orally?',
    });
    expect(await hypothesisOf(reworded.question.versionId)).toBeNull();
    expect(reworded.question.hypothesis).toBeNull();
  });

  it('answers 404 for an unknown question and 422 for invalid fields on edit', async () => {
    for (const url of [`${ADMIN}/questions/999999`, `${ADMIN}/questions/x`]) {
      expect((await call('PUT', url, { question: 'Is it?' })).statusCode, url).toBe(404);
      expect((await call('GET', `${url}/versions`)).statusCode, url).toBe(404);
      expect((await call('POST', `${url}/retire`)).statusCode, url).toBe(404);
      expect((await call('POST', `${url}/restore`)).statusCode, url).toBe(404);
    }
    const [question] = await adminQuestions((await seedType('title-sheet')).id);
    const invalid = await call('PUT', `${ADMIN}/questions/${question!.id}`, { question: 'No question mark', answerType: 'essay' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      question: ['A question ends with "?".'],
      answerType: ['The selected answer type is invalid.'],
    });
    const outside = await call('PUT', `${ADMIN}/questions/${question!.id}`, { regions: ['England'] });
    expect(outside.json().errors).toEqual({ regions: ['Choose regions where the document type applies: Scotland.'] });
  });

  it('reorders a type’s questions; lawyers see the new order', async () => {
    const type = await seedType('court-order');
    const ids = (await adminQuestions(type.id)).map((question) => question.id);
    const reversed = [...ids].reverse();

    const { questions } = await ok<{ questions: AdminQuestion[] }>('PUT', `${ADMIN}/document-types/${type.id}/questions/order`, {
      questionIds: reversed,
    });

    expect(questions.map((question) => [question.id, question.order])).toEqual(reversed.map((id, index) => [id, index + 1]));
    expect((await publicQuestions(2, type.id)).map((question) => question.id)).toEqual(reversed);
    expect(await auditOf('document_type', type.id)).toEqual([
      expect.objectContaining({ action: 'question.reorder', details: { questionIds: reversed } }),
    ]);
  });

  it('answers 422 unless the order lists exactly the type’s questions, and 404 for an unknown type', async () => {
    const type = await seedType('letter-of-claim');
    const ids = (await adminQuestions(type.id)).map((question) => question.id);
    const [otherQuestion] = await adminQuestions((await seedType('claim-form')).id);
    const expected = { questionIds: [ADMIN_CATALOGUE_MESSAGES.questionOrder] };

    for (const questionIds of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), otherQuestion!.id], [...ids, 999999]]) {
      const response = await call('PUT', `${ADMIN}/document-types/${type.id}/questions/order`, { questionIds });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(expected);
    }
    const empty = await call('PUT', `${ADMIN}/document-types/${type.id}/questions/order`, { questionIds: [] });
    expect(empty.json().errors).toEqual({ questionIds: ['The question ids field is required.'] });
    expect((await adminQuestions(type.id)).map((question) => question.id)).toEqual(ids);
    expect((await call('PUT', `${ADMIN}/document-types/999999/questions/order`, { questionIds: ids })).statusCode).toBe(404);
  });

  it('retires a question: lawyers no longer see it, the admin list and its versions keep it; restore brings it back', async () => {
    const type = await seedType('expert-report');
    const [, target] = await adminQuestions(type.id);

    const { question: retired } = await ok<{ question: AdminQuestion }>('POST', `${ADMIN}/questions/${target!.id}/retire`);
    expect(retired).toEqual({ ...target, retiredAt: expect.any(String), updatedAt: expect.any(String) });
    expect((await publicQuestions(2, type.id)).map((question) => question.id)).not.toContain(target!.id);
    expect((await adminQuestions(type.id)).find((question) => question.id === target!.id)?.retiredAt).toBe(retired.retiredAt);
    expect(await versions(target!.id)).toHaveLength(1);

    await ok('POST', `${ADMIN}/questions/${target!.id}/restore`);
    expect((await publicQuestions(2, type.id))[1]!.id).toBe(target!.id);
    expect((await auditOf('question', target!.id)).map((entry) => entry.action)).toEqual(['question.retire', 'question.restore']);
  });
});

describe('access', () => {
  const routes: [Method, string, object?][] = [
    ['GET', `${ADMIN}/document-types`],
    ['POST', `${ADMIN}/document-types`, typeInput({ name: 'Access check type' })],
    ['PUT', `${ADMIN}/document-types/1`, { name: 'Access check' }],
    ['POST', `${ADMIN}/document-types/1/retire`],
    ['POST', `${ADMIN}/document-types/1/restore`],
    ['GET', `${ADMIN}/document-types/1/questions`],
    ['POST', `${ADMIN}/document-types/1/questions`, questionInput],
    ['PUT', `${ADMIN}/document-types/1/questions/order`, { questionIds: [1] }],
    ['PUT', `${ADMIN}/questions/1`, { question: 'Is it?' }],
    ['POST', `${ADMIN}/questions/1/retire`],
    ['POST', `${ADMIN}/questions/1/restore`],
    ['GET', `${ADMIN}/questions/1/versions`],
  ];

  it('answers 403 to a lawyer who is not an admin on every admin call, changing nothing', async () => {
    const before = await call('GET', `${ADMIN}/document-types/1/questions`);
    for (const [method, url, payload] of routes) {
      const response = await call(method, url, payload, lawyerToken);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.global.forbidden });
    }
    expect((await call('GET', `${ADMIN}/document-types/1/questions`)).json()).toEqual(before.json());
  });

  it('answers 401 without a token on every admin call', async () => {
    for (const [method, url, payload] of routes) {
      const response = await call(method, url, payload, null);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.global.unauthenticated });
    }
  });
});
