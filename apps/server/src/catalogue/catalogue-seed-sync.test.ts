import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDocumentType, AdminQuestion, QuestionVersion } from '@dd/contracts';
import { catalogueState, documentTypes, questions, questionVersions } from '../db/schema.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { catalogueSeedHash, formatCatalogueSync, syncCatalogueSeed } from './catalogue-seed-sync.ts';
import { CATALOGUE_SEED, CATALOGUE_VERSION, type CatalogueSeed, type DocumentTypeSeed } from './seed/index.ts';

const ADMIN = '/api/due-dilligence/chat/admin/catalogue';
const ADMIN_EMAIL = 'knowledge.lawyer@firm.example';
const SEED_QUESTIONS = CATALOGUE_SEED.reduce((sum, type) => sum + type.questions.length, 0);

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [ADMIN_EMAIL] } });
  ({ token: adminToken } = await registerUser(t.app, { email: ADMIN_EMAIL }));
});
afterAll(() => t?.close());

/** The seed with one change made by `edit`; the rest exactly as shipped. */
function variant(edit: (seed: CatalogueSeed) => void): CatalogueSeed {
  const seed = structuredClone(CATALOGUE_SEED);
  edit(seed);
  return seed;
}

const typeIn = (seed: CatalogueSeed, key: string): DocumentTypeSeed => seed.find((type) => type.key === key)!;
const sync = (seed: CatalogueSeed, version = CATALOGUE_VERSION) => syncCatalogueSeed(t.database.db, { seed, version });

async function admin<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const response = await t.app.inject({ method, url, headers: bearer(adminToken), ...(payload && { payload }) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ data: T }>().data;
}

async function typeByKey(key: string): Promise<AdminDocumentType> {
  const { documentTypes: all } = await admin<{ documentTypes: AdminDocumentType[] }>('GET', `${ADMIN}/document-types`);
  return all.find((type) => type.key === key)!;
}

const questionsOf = async (typeId: number) =>
  (await admin<{ questions: AdminQuestion[] }>('GET', `${ADMIN}/document-types/${typeId}/questions`)).questions;

const versionsOf = async (questionId: number) =>
  (await admin<{ versions: QuestionVersion[] }>('GET', `${ADMIN}/questions/${questionId}/versions`)).versions;

async function tableCounts() {
  const [types] = await t.database.db.select({ n: count() }).from(documentTypes);
  const [questionRows] = await t.database.db.select({ n: count() }).from(questions);
  const [versionRows] = await t.database.db.select({ n: count() }).from(questionVersions);
  return { types: types!.n, questions: questionRows!.n, versions: versionRows!.n };
}

describe('the seeded catalogue', () => {
  it('holds every seed type and question once, recorded as the seed version applied', async () => {
    expect(await tableCounts()).toEqual({ types: CATALOGUE_SEED.length, questions: SEED_QUESTIONS, versions: SEED_QUESTIONS });
    const [state] = await t.database.db.select().from(catalogueState);
    expect(state).toMatchObject({ version: CATALOGUE_VERSION, contentHash: catalogueSeedHash() });
    expect(CATALOGUE_SEED.some((type) => type.key.startsWith('firm-'))).toBe(false);
  });

  it('does nothing when synced again from the same seed', async () => {
    const summary = await syncCatalogueSeed(t.database.db);
    expect(summary.applied).toBe(false);
    expect(formatCatalogueSync(summary)).toBe(`Catalogue seed v${CATALOGUE_VERSION}: already applied`);
    expect(await tableCounts()).toEqual({ types: CATALOGUE_SEED.length, questions: SEED_QUESTIONS, versions: SEED_QUESTIONS });
  });

  it('changes no row when a new seed version carries the same content', async () => {
    const before = await tableCounts();
    const summary = await sync(CATALOGUE_SEED, CATALOGUE_VERSION + 1);
    expect(summary).toEqual({
      applied: true,
      version: CATALOGUE_VERSION + 1,
      documentTypes: { added: 0, updated: 0, retired: 0, restored: 0, keptAdminEdits: 0 },
      questions: { added: 0, updated: 0, moved: 0, retired: 0, restored: 0, keptAdminEdits: 0 },
    });
    expect(await tableCounts()).toEqual(before);
    await sync(CATALOGUE_SEED);
  });
});

describe('a changed seed', () => {
  it('rewords an unedited question as a new version and leaves an admin-edited one alone', async () => {
    const type = await typeByKey('guarantee');
    const [first, second] = await questionsOf(type.id);
    const adminWording = 'Who is the guarantor, and is the guarantee given jointly and severally?';
    await admin('PUT', `${ADMIN}/questions/${second!.id}`, { question: adminWording });

    const summary = await sync(
      variant((seed) => {
        typeIn(seed, 'guarantee').questions[0]!.question = 'Who gives the guarantee, and to whom?';
        typeIn(seed, 'guarantee').questions[1]!.question = 'Who are the guarantors?';
      }),
    );

    expect(summary.questions).toMatchObject({ updated: 1, keptAdminEdits: 1, added: 0 });
    const [firstAfter, secondAfter] = await questionsOf(type.id);
    expect(firstAfter).toMatchObject({ id: first!.id, question: 'Who gives the guarantee, and to whom?', version: 2 });
    expect(firstAfter!.versionId).not.toBe(first!.versionId);
    expect((await versionsOf(first!.id)).map((version) => [version.version, version.question, version.createdBy])).toEqual([
      [2, 'Who gives the guarantee, and to whom?', null],
      [1, first!.question, null],
    ]);
    expect(secondAfter).toMatchObject({ id: second!.id, question: adminWording, version: 2 });
    expect(await versionsOf(second!.id)).toHaveLength(2);
  });

  it('keeps a retired question retired, even when the seed rewords it', async () => {
    const type = await typeByKey('debenture');
    const [, target] = await questionsOf(type.id);
    await admin('POST', `${ADMIN}/questions/${target!.id}/retire`);

    await sync(variant((seed) => void (typeIn(seed, 'debenture').questions[1]!.question = 'What does the debenture secure?')));

    const after = (await questionsOf(type.id)).find((question) => question.id === target!.id)!;
    expect(after.retiredAt).not.toBeNull();
  });

  it('updates an unedited type’s signals and description, never an admin-edited type', async () => {
    const edited = await typeByKey('board-minutes');
    await admin('PUT', `${ADMIN}/document-types/${edited.id}`, { name: 'Board minutes and resolutions' });

    const summary = await sync(
      variant((seed) => {
        typeIn(seed, 'disclosure-letter').signals.titles.push('Disclosure bundle');
        typeIn(seed, 'disclosure-letter').description += ' Read with the disclosure bundle.';
        typeIn(seed, 'board-minutes').description = 'Rewritten description of the minutes of board meetings.';
      }),
    );

    expect(summary.documentTypes).toMatchObject({ updated: 1, keptAdminEdits: 1 });
    const disclosure = await typeByKey('disclosure-letter');
    expect(disclosure.signals.titles).toContain('Disclosure bundle');
    expect(disclosure.description).toMatch(/Read with the disclosure bundle\.$/);
    const minutes = await typeByKey('board-minutes');
    expect(minutes).toMatchObject({ name: 'Board minutes and resolutions', description: edited.description });
  });

  it('adds new types and questions by key, in seed order', async () => {
    const base = typeIn(CATALOGUE_SEED, 'expert-report');
    const newQuestion = {
      key: 'single-joint-expert',
      question: 'Was the expert instructed as a single joint expert?',
      answerType: 'yes_no' as const,
      hints: ['single joint expert', 'jointly instructed', 'CPR 35.7'],
      regions: base.regions,
      order: 2,
    };
    const seed = variant((draft) => {
      const questionsOfType = typeIn(draft, 'expert-report').questions;
      questionsOfType.splice(1, 0, newQuestion);
      questionsOfType.forEach((question, index) => (question.order = index + 1));
      draft.push({ ...structuredClone(base), key: 'expert-joint-statement', name: 'Joint statement of experts' });
    });

    const summary = await sync(seed);

    expect(summary.documentTypes.added).toBe(1);
    expect(summary.questions.added).toBe(1 + base.questions.length);
    const expert = await questionsOf((await typeByKey('expert-report')).id);
    const seedWordings = typeIn(seed, 'expert-report').questions.map((question) => question.question);
    expect(expert.map((question) => question.question)).toEqual(seedWordings);
    expect(expert.map((question) => question.order)).toEqual(expert.map((_, index) => index + 1));
    const joint = await typeByKey('expert-joint-statement');
    expect(joint).toMatchObject({ name: 'Joint statement of experts', source: 'seed', practiceAreaId: 2, retiredAt: null });
    expect(await questionsOf(joint.id)).toHaveLength(base.questions.length);

    expect((await sync(seed, CATALOGUE_VERSION + 7)).questions.added).toBe(0);
  });

  it('appends new seed questions after an admin’s own order', async () => {
    const type = await typeByKey('performance-bond');
    const ids = (await questionsOf(type.id)).map((question) => question.id);
    await admin('PUT', `${ADMIN}/document-types/${type.id}/questions/order`, { questionIds: [...ids].reverse() });

    await sync(
      variant((seed) => {
        const bond = typeIn(seed, 'performance-bond');
        bond.questions.unshift({
          key: 'bond-form',
          question: 'On which standard form is the bond based?',
          answerType: 'text',
          hints: ['ABI model form', 'form of bond', 'on demand'],
          regions: bond.regions,
          order: 1,
        });
      }),
    );

    const after = await questionsOf(type.id);
    expect(after.slice(0, ids.length).map((question) => question.id)).toEqual([...ids].reverse());
    expect(after.at(-1)).toMatchObject({ question: 'On which standard form is the bond based?', order: ids.length + 1 });
  });

  it('retires seed questions and types whose key leaves the seed, and brings them back when it returns', async () => {
    await sync(CATALOGUE_SEED);
    const type = await typeByKey('payment-notice');
    const [dropped] = await questionsOf(type.id);
    const settlement = await typeByKey('employment-settlement-agreement');

    const removed = await sync(
      variant((seed) => {
        typeIn(seed, 'payment-notice').questions.shift();
        seed.splice(seed.indexOf(typeIn(seed, 'employment-settlement-agreement')), 1);
      }),
    );
    expect(removed.questions.retired).toBe(1);
    expect(removed.documentTypes.retired).toBe(1);
    expect((await questionsOf(type.id)).find((question) => question.id === dropped!.id)!.retiredAt).not.toBeNull();
    expect((await typeByKey(settlement.key)).retiredAt).not.toBeNull();

    const returned = await sync(CATALOGUE_SEED);
    expect(returned.questions.restored).toBe(1);
    expect(returned.documentTypes.restored).toBe(1);
    expect((await questionsOf(type.id))[0]).toMatchObject({ id: dropped!.id, retiredAt: null, order: 1 });
    expect((await typeByKey(settlement.key)).retiredAt).toBeNull();
  });

  it('applies once when two processes sync at the same moment', async () => {
    const seed = variant((draft) => void (typeIn(draft, 'intercreditor-agreement').questions[0]!.hints.push('ranking')));
    const [first, second] = await Promise.all([sync(seed, 50), sync(seed, 50)]);

    expect([first.applied, second.applied].sort()).toEqual([false, true]);
    const [question] = await questionsOf((await typeByKey('intercreditor-agreement')).id);
    expect(question!.hints).toContain('ranking');
    expect(await versionsOf(question!.id)).toHaveLength(2);
  });

  it('logs what it changed in one line', async () => {
    const summary = await sync(CATALOGUE_SEED);
    const line = formatCatalogueSync(summary);
    expect(line).not.toContain('\n');
    expect(line).toMatch(/^Catalogue seed v\d+ applied: document types \d+ added, \d+ updated, \d+ retired, \d+ restored; questions /);
    expect(line).toContain(`${summary.questions.updated} reworded`);
    const [state] = await t.database.db.select().from(catalogueState).where(eq(catalogueState.id, 1));
    expect(state!.contentHash).toBe(catalogueSeedHash());
  });
});
