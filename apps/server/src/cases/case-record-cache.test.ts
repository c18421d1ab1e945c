import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CaseResponse, type Case } from '@dd/contracts';
import { caseAnswers, caseFiles, cases, customQuestions, documentTypes, users } from '../db/schema.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { leasePdf } from '../uploads/test-documents.ts';
import { createCaseRecordCache } from './case-record-cache.ts';
import { findCaseOwnerAndRecordVersion } from './case-repository.ts';
import { viewCaseRecord } from './case-service.ts';
import { CHAT, generate, propertyTypeId } from './test-cases.ts';

describe('the case record cache', () => {
  const record = (version: number, body: string) => ({ version, body, etag: `"${version}"`, encoded: {} });

  it('gives a record back only for the version it was built at', () => {
    const cache = createCaseRecordCache();
    cache.set('case-1', record(1, '{"a":1}'));
    expect(cache.get('case-1', 1)?.body).toBe('{"a":1}');
    expect(cache.get('case-1', 2)).toBeUndefined();
    cache.set('case-1', record(2, '{"a":2}'));
    expect(cache.get('case-1', 1)).toBeUndefined();
    expect(cache.get('case-1', 2)?.body).toBe('{"a":2}');
  });

  it('drops the least recently read case once it holds too much, and keeps no record larger than it may hold', () => {
    // Four bytes a character (the text, its UTF-8 and its compressed copies): each ten-character body takes 40 of the 100.
    const cache = createCaseRecordCache({ maxBytes: 100 });
    cache.set('a', record(1, 'aaaaaaaaaa'));
    cache.set('b', record(1, 'bbbbbbbbbb'));
    expect(cache.get('a', 1)).toBeDefined();
    cache.set('c', record(1, 'cccccccccc'));
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)].map(Boolean)).toEqual([true, false, true]);
    cache.set('d', record(1, 'd'.repeat(26)));
    expect(cache.get('d', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
  });
});

describe('GET …/response/:caseId read through the cache', () => {
  let t: TestApp;
  let lawyer: Awaited<ReturnType<typeof registerUser>>;
  let caseId: string;
  const url = () => `${CHAT}/response/${caseId}`;

  beforeAll(async () => {
    t = await createTestApp({ config: { logLevel: 'error' } });
    lawyer = await registerUser(t.app, { name: 'Aoife Murphy' });
    const leaseType = await propertyTypeId(t.app, lawyer.token, 'Lease');
    const created = await generate(t.app, lawyer.token, {
      title: 'Harbour Walk',
      files: [{ bytes: await leasePdf(), filename: 'lease.pdf' }],
      filesMeta: [{ filename: 'lease.pdf', docTypeId: leaseType, customQuestions: [{ questions: 'Who is the landlord?' }] }],
    });
    caseId = created.id;
    await t.jobsSettled();
  }, 60_000);
  afterAll(() => t?.close());

  async function read(): Promise<{ record: Case; etag: string }> {
    const response = await t.app.inject({ method: 'GET', url: url(), headers: bearer(lawyer.token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return { record: CaseResponse.parse(response.json()).data.case, etag: response.headers.etag as string };
  }

  it('builds the record once while nothing changes, and the body it keeps is the route’s own serialisation', async () => {
    const db = t.database.db;
    const caseRecords = createCaseRecordCache();
    const serialize = vi.fn((response: { data: { case: Case } }) => JSON.stringify(response));
    const deps = { db, clock: () => new Date(), caseRecords };
    const view = async () => {
      const owned = await findCaseOwnerAndRecordVersion(db, caseId);
      return viewCaseRecord(deps, { userId: lawyer.user.id, caseId, recordVersion: owned!.recordVersion }, serialize);
    };
    const first = await view();
    const second = await view();
    expect(serialize).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);

    await db.update(cases).set({ comment: 'Completion by June.' }).where(eq(cases.id, caseId));
    const third = await view();
    expect(serialize).toHaveBeenCalledTimes(2);
    expect(third.etag).not.toBe(first.etag);
    expect(JSON.parse(third.body).data.case.comment).toBe('Completion by June.');

    // Over HTTP the kept body is exactly what the route's serializer writes.
    const before = await read();
    const again = await t.app.inject({ method: 'GET', url: url(), headers: bearer(lawyer.token) });
    expect(again.headers.etag).toBe(before.etag);
    expect(CaseResponse.parse(again.json()).data.case).toEqual(before.record);
  });

  it('sends the record brotli or gzip compressed as the reader accepts, each copy with its own tag, and 304 for any current copy', async () => {
    const plain = await t.app.inject({ method: 'GET', url: url(), headers: { ...bearer(lawyer.token), 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const text = plain.body;
    const tag = plain.headers.etag as string;

    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
      const compressed = await t.app.inject({ method: 'GET', url: url(), headers: { ...bearer(lawyer.token), 'accept-encoding': accept } });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(compressed.rawPayload.length).toBeLessThan(text.length / 3);
      expect(decoders[encoding](compressed.rawPayload).toString('utf8')).toBe(text);
      expect(compressed.headers.etag).toBe(`${tag.slice(0, -1)}-${encoding}"`);

      const current = await t.app.inject({
        method: 'GET',
        url: url(),
        headers: { ...bearer(lawyer.token), 'accept-encoding': accept, 'if-none-match': compressed.headers.etag as string },
      });
      expect([current.statusCode, current.body]).toEqual([304, '']);
    }
  });

  // Each change is written straight to the database, as another process (a worker, a second API) would write it:
  // the next read must show it, with nothing in this process told.
  it('shows every change to what the record is built from at the very next read, whoever made it', async () => {
    const db = t.database.db;
    const { record } = await read();
    const file = record.files[0]!;
    const [answer, other] = file.answers;
    let last = (await read()).etag;
    const readChanged = async () => {
      const next = await read();
      expect(next.etag).not.toBe(last);
      last = next.etag;
      return next.record;
    };

    await db.update(cases).set({ title: 'Harbour Walk, renamed' }).where(eq(cases.id, caseId));
    expect((await readChanged()).title).toBe('Harbour Walk, renamed');

    await db.update(caseFiles).set({ filename: 'lease (engrossment).pdf' }).where(eq(caseFiles.id, file.id));
    expect((await readChanged()).files[0]!.filename).toBe('lease (engrossment).pdf');

    const [type] = await db.select().from(documentTypes).where(eq(documentTypes.id, file.documentTypeId));
    await db.update(documentTypes).set({ name: 'Lease (renamed)' }).where(eq(documentTypes.id, file.documentTypeId));
    expect((await readChanged()).files[0]!.documentTypeName).toBe('Lease (renamed)');
    await db.update(documentTypes).set({ name: type!.name }).where(eq(documentTypes.id, file.documentTypeId));
    expect((await readChanged()).files[0]!.documentTypeName).toBe(type!.name);

    await db.update(caseAnswers).set({ editedAnswer: 'Checked: 1 March 2024', editedBy: lawyer.user.id, editedAt: new Date() }).where(eq(caseAnswers.id, answer!.id));
    const edited = (await readChanged()).files[0]!.answers.find(({ id }) => id === answer!.id)!;
    expect(edited.editedAnswer).toBe('Checked: 1 March 2024');

    await db.update(users).set({ name: 'Aoife Murphy-Kelly' }).where(eq(users.id, lawyer.user.id));
    expect(JSON.stringify((await readChanged()).files[0]!.answers.find(({ id }) => id === answer!.id))).toContain('Aoife Murphy-Kelly');

    await db.update(customQuestions).set({ text: 'Who is the landlord, and its company number?' }).where(eq(customQuestions.caseFileId, file.id));
    expect((await readChanged()).files[0]!.customQuestions.map(({ question }) => question)).toEqual(['Who is the landlord, and its company number?']);

    await db.delete(caseAnswers).where(eq(caseAnswers.id, other!.id));
    expect((await readChanged()).files[0]!.answers.map(({ id }) => id)).not.toContain(other!.id);

    // Rows added and removed in one transaction still change what the next read sees.
    await db.transaction(async (tx) => {
      await tx.delete(customQuestions).where(eq(customQuestions.caseFileId, file.id));
      await tx.insert(customQuestions).values({ caseFileId: file.id, text: 'Is there a rent deposit?' });
    });
    expect((await readChanged()).files[0]!.customQuestions.map(({ question }) => question)).toEqual(['Is there a rent deposit?']);

    await db.execute(sql`update case_answers set confidence = 0.5 where id = ${answer!.id}::uuid`);
    expect((await readChanged()).files[0]!.answers.find(({ id }) => id === answer!.id)!.confidence).toBe(0.5);

    // A case given to another owner is at once no longer its old owner's to read, and is its new owner's.
    const colleague = await registerUser(t.app, { name: 'Ciarán Byrne' });
    await db.update(cases).set({ userId: colleague.user.id }).where(eq(cases.id, caseId));
    expect((await t.app.inject({ method: 'GET', url: url(), headers: bearer(lawyer.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(), headers: bearer(colleague.token) })).statusCode).toBe(200);
    await db.update(cases).set({ userId: lawyer.user.id }).where(eq(cases.id, caseId));
    expect((await t.app.inject({ method: 'GET', url: url(), headers: bearer(colleague.token) })).statusCode).toBe(404);
    await read();

    // Deleted with no files left to take with it, so that only the case's own row goes.
    await db.delete(caseFiles).where(eq(caseFiles.caseId, caseId));
    expect((await readChanged()).files).toEqual([]);
    await db.delete(cases).where(eq(cases.id, caseId));
    expect((await t.app.inject({ method: 'GET', url: url(), headers: bearer(lawyer.token) })).statusCode).toBe(404);
  });
});
