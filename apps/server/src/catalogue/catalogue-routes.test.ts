import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PRACTICE_AREAS,
  REGION_NAME_BY_CODE,
  REGIONS,
  type DocumentType,
  type Question,
  type Region,
} from '@dd/contracts';
import { documentTypes as documentTypeRows, questions as questionRows } from '../db/schema.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { CATALOGUE_SEED } from './seed/index.ts';

const CHAT = '/api/due-dilligence/chat';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerUser(t.app));
});
afterAll(() => t?.close());

const get = (url: string, auth: string | null = token) =>
  t.app.inject({ method: 'GET', url, headers: auth ? bearer(auth) : {} });

async function documentTypes(area: string | number, region?: Region): Promise<DocumentType[]> {
  const query = region ? `?region=${encodeURIComponent(region)}` : '';
  const response = await get(`${CHAT}/document-types/${area}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { documentTypes: DocumentType[] } }>().data.documentTypes;
}

async function questions(area: string | number, docTypeId: number, region?: Region): Promise<Question[]> {
  const query = region ? `?region=${encodeURIComponent(region)}` : '';
  const response = await get(`${CHAT}/pratice-area/${area}/document-types/${docTypeId}/questions${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { questions: Question[] } }>().data.questions;
}

const seedOf = (area: (typeof PRACTICE_AREAS)[number]) => CATALOGUE_SEED.filter((type) => type.practiceArea === area.slug);
const names = (codes: readonly (keyof typeof REGION_NAME_BY_CODE)[]) => codes.map((code) => REGION_NAME_BY_CODE[code]);

describe('GET /api/due-dilligence/chat/area-of-practice', () => {
  it('answers the six practice areas with ids 1–6 in the order of the spec', async () => {
    const response = await get(`${CHAT}/area-of-practice`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        practiceAreas: [
          { id: 1, name: 'Property Law', slug: 'property-law' },
          { id: 2, name: 'Litigation', slug: 'litigation' },
          { id: 3, name: 'Corporate Law', slug: 'corporate-law' },
          { id: 4, name: 'Banking Law', slug: 'banking-law' },
          { id: 5, name: 'Construction Law', slug: 'construction-law' },
          { id: 6, name: 'Employment Law', slug: 'employment-law' },
        ],
      },
    });
  });

  it('answers 401 without a token', async () => {
    const response = await get(`${CHAT}/area-of-practice`, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.global.unauthenticated });
  });
});

describe('GET /api/due-dilligence/chat/document-types/{practiceAreaId}', () => {
  it('serves every seed type of each practice area, in seed order, with regions as names', async () => {
    for (const area of PRACTICE_AREAS) {
      const served = await documentTypes(area.id);
      const seed = seedOf(area);
      expect(served).toHaveLength(seed.length);
      expect(served.map((type) => type.key)).toEqual(seed.map((type) => type.key));
      served.forEach((type, index) => {
        expect(type).toEqual({
          id: expect.any(Number),
          key: seed[index]!.key,
          name: seed[index]!.name,
          description: seed[index]!.description,
          practiceAreaId: area.id,
          regions: names(seed[index]!.regions),
          central: seed[index]!.central,
        });
      });
    }
  });

  it('takes the practice area by slug as well as by id', async () => {
    expect(await documentTypes('employment-law')).toEqual(await documentTypes(6));
  });

  it('keeps the types that apply in the region: Scottish ones only for Scotland', async () => {
    const scottishOnly = CATALOGUE_SEED.filter((type) => type.regions.length === 1 && type.regions[0] === 'SC').map(
      (type) => type.key,
    );
    expect(scottishOnly).toEqual(expect.arrayContaining(['title-sheet', 'missives']));

    const forScotland = (await documentTypes(1, 'Scotland')).map((type) => type.key);
    const forEngland = (await documentTypes(1, 'England')).map((type) => type.key);
    expect(forScotland).toEqual(expect.arrayContaining(scottishOnly));
    expect(forEngland.filter((key) => scottishOnly.includes(key))).toEqual([]);
    expect(forEngland).toContain('official-copy-register-of-title');
    expect(forScotland).not.toContain('official-copy-register-of-title');

    for (const region of REGIONS) {
      for (const area of PRACTICE_AREAS) {
        const served = await documentTypes(area.id, region);
        const expected = seedOf(area).filter((type) => names(type.regions).includes(region));
        expect(served.map((type) => type.key)).toEqual(expected.map((type) => type.key));
      }
    }
  });

  it('answers 404 for a practice area that does not exist', async () => {
    for (const area of ['7', '0', 'tax-law', '1.5']) {
      const response = await get(`${CHAT}/document-types/${area}`);
      expect(response.statusCode, area).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.global.notFound });
    }
  });

  it('answers 422 with errors.region for a region that is not one of the five', async () => {
    const response = await get(`${CHAT}/document-types/1?region=Isle%20of%20Man`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The selected region is invalid.',
      errors: { region: ['The selected region is invalid.'] },
    });
  });

  it('answers 401 without a token', async () => {
    expect((await get(`${CHAT}/document-types/1`, null)).statusCode).toBe(401);
  });
});

describe('GET /api/due-dilligence/chat/pratice-area/{area}/document-types/{docTypeId}/questions', () => {
  it('serves every seed question of every type, in order, as the seed words it', async () => {
    let total = 0;
    for (const area of PRACTICE_AREAS) {
      const types = await documentTypes(area.id);
      for (const type of types) {
        const seed = CATALOGUE_SEED.find((candidate) => candidate.key === type.key)!;
        const served = await questions(area.id, type.id);
        for (const question of served) expect(question).toMatchObject({ id: expect.any(Number), versionId: expect.any(Number) });
        expect(served.map(({ id: _id, versionId: _versionId, ...wording }) => wording)).toEqual(
          seed.questions.map((question) => ({
            question: question.question,
            answerType: question.answerType,
            hints: question.hints,
            regions: names(question.regions),
            order: question.order,
          })),
        );
        total += served.length;
      }
    }
    expect(total).toBe(CATALOGUE_SEED.reduce((sum, type) => sum + type.questions.length, 0));
  });

  it('asks the Landlord and Tenant Act 1954 question for England, not for Scotland', async () => {
    const lease = (await documentTypes('property-law')).find((type) => type.key === 'property-lease')!;
    const is1954 = (question: Question) => question.question.includes('Landlord and Tenant Act 1954');

    const all = await questions('property-law', lease.id);
    const england = await questions('property-law', lease.id, 'England');
    const scotland = await questions(1, lease.id, 'Scotland');

    expect(england.filter(is1954)).toHaveLength(1);
    expect(scotland.filter(is1954)).toHaveLength(0);
    expect(scotland.some((question) => /irritancy/i.test(question.question))).toBe(true);
    expect(england.some((question) => /irritancy/i.test(question.question))).toBe(false);
    for (const question of scotland) expect(question.regions).toContain('Scotland');
    expect(england.length).toBeLessThan(all.length);
    expect(scotland.map((question) => question.order)).toEqual([...scotland.map((question) => question.order)].sort((a, b) => a - b));
  });

  it('answers 404 for a type of another practice area, an unknown type or an unknown area', async () => {
    const lease = (await documentTypes(1)).find((type) => type.key === 'property-lease')!;
    for (const url of [
      `${CHAT}/pratice-area/litigation/document-types/${lease.id}/questions`,
      `${CHAT}/pratice-area/2/document-types/${lease.id}/questions`,
      `${CHAT}/pratice-area/1/document-types/999999/questions`,
      `${CHAT}/pratice-area/1/document-types/99999999999/questions`,
      `${CHAT}/pratice-area/1/document-types/lease/questions`,
      `${CHAT}/pratice-area/tax-law/document-types/${lease.id}/questions`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.global.notFound });
    }
  });

  it('answers 422 with errors.region for an unknown region, and 401 without a token', async () => {
    const [type] = await documentTypes(1);
    const url = `${CHAT}/pratice-area/1/document-types/${type!.id}/questions`;
    const invalid = await get(`${url}?region=england`);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ region: ['The selected region is invalid.'] });
    expect((await get(url, null)).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every catalogue and configuration route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    const admin = `${CHAT}/admin/catalogue`;
    expect(paths).toEqual(
      expect.arrayContaining([
        `${CHAT}/area-of-practice`,
        `${CHAT}/document-types/{practiceAreaId}`,
        `${CHAT}/pratice-area/{area}/document-types/{docTypeId}/questions`,
        '/api/user-configuration/list',
        '/api/user-configuration/insert-or-update',
        `${admin}/document-types`,
        `${admin}/document-types/{id}`,
        `${admin}/document-types/{id}/retire`,
        `${admin}/document-types/{id}/restore`,
        `${admin}/document-types/{id}/questions`,
        `${admin}/document-types/{id}/questions/order`,
        `${admin}/questions/{id}`,
        `${admin}/questions/{id}/retire`,
        `${admin}/questions/{id}/restore`,
        `${admin}/questions/{id}/versions`,
      ]),
    );
  });
});

describe('the catalogue kept in memory', () => {
  it('serves a change made outside this process (another process, the seed sync) on the next read', async () => {
    const [lease] = (await documentTypes(1)).filter((type) => type.key === 'property-lease');
    const [first, second] = await questions(1, lease!.id);

    await t.database.db.update(questionRows).set({ retiredAt: new Date(), retiredBy: 'admin' }).where(eq(questionRows.id, first!.id));
    await t.database.db.update(documentTypeRows).set({ name: 'Lease of land' }).where(eq(documentTypeRows.id, lease!.id));

    // PostgreSQL delivers the change notice on another connection, a moment after the commit: wait for it, well
    // inside the half-minute after which any copy would be dropped regardless.
    const noticeHeard = { timeout: 10_000, interval: 50 };
    await expect.poll(async () => (await questions(1, lease!.id))[0], noticeHeard).toEqual(second);
    await expect
      .poll(async () => (await documentTypes(1)).find((type) => type.id === lease!.id), noticeHeard)
      .toMatchObject({ name: 'Lease of land' });
  });
});
