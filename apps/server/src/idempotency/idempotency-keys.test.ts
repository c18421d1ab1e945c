import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AnnexuresResponse, CaseResponse, IDEMPOTENCY_KEY_LIFETIME_MS, MESSAGES, type Case } from '@dd/contracts';
import { buildTextPdf } from '@dd/engine/fixtures';
import { CHAT, caseForm, propertyTypeId } from '../cases/test-cases.ts';
import { caseAnnexures, caseFiles, cases, idempotentRequests } from '../db/schema.ts';
import { JOB_SCHEMA } from '../jobs/job-schema.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { PROPERTY_LAW, type FilePart } from '../uploads/test-documents.ts';
import { startIdempotentRequest } from './idempotency-service.ts';
import { IDEMPOTENT_REPLAYED_HEADER } from './register-idempotency-keys.ts';

let t: TestApp;
let lawyer: Awaited<ReturnType<typeof registerUser>>;
let colleague: Awaited<ReturnType<typeof registerUser>>;
let leaseType: number;

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'error' } });
  lawyer = await registerUser(t.app, { name: 'Aoife Murphy' });
  colleague = await registerUser(t.app, { name: 'Seán Byrne' });
  leaseType = await propertyTypeId(t.app, lawyer.token, 'Lease');
}, 30_000);
afterAll(() => t?.close(), 60_000);

/** A one-page lease, new bytes for each name so no two files are taken for the same document. */
const leaseFile = async (filename: string): Promise<FilePart> => ({
  bytes: await buildTextPdf([[`THIS LEASE (${filename}) is made between HARBOUR ESTATES LIMITED and TENANT LIMITED`]]),
  filename,
});

const keyHeader = (key: string | undefined) => (key === undefined ? {} : { 'idempotency-key': key });

/** Generate as the workflow sends it, with `files[]`, under an Idempotency-Key. */
function postGenerate(input: { key?: string; token?: string; files: FilePart[]; docTypeId?: number; region?: string; title?: string }) {
  return t.app.inject({
    method: 'POST',
    url: `${CHAT}/response/ai/generate`,
    headers: { ...bearer(input.token ?? lawyer.token), ...keyHeader(input.key) },
    payload: caseForm({
      fields: { practice_area_id: String(PROPERTY_LAW), ...(input.region !== '' && { region: input.region ?? 'England' }), ...(input.title && { title: input.title }) },
      filesMeta: input.files.map((file) => ({ filename: file.filename, docTypeId: input.docTypeId ?? leaseType })),
      files: input.files,
    }),
  });
}

function postEdit(caseId: string, input: { key?: string; files: FilePart[] }) {
  return t.app.inject({
    method: 'POST',
    url: `${CHAT}/response/ai/generate/edit/${caseId}`,
    headers: { ...bearer(lawyer.token), ...keyHeader(input.key) },
    payload: caseForm({ filesMeta: input.files.map((file) => ({ filename: file.filename, docTypeId: leaseType })), files: input.files }),
  });
}

function postAnnexure(caseId: string, input: { key?: string; files: FilePart[] }) {
  const form = new FormData();
  form.append('caseId', caseId);
  for (const file of input.files) form.append('files[]', new Blob([file.bytes], { type: 'application/pdf' }), file.filename);
  return t.app.inject({
    method: 'POST',
    url: `${CHAT}/upload-annexure`,
    headers: { ...bearer(lawyer.token), ...keyHeader(input.key) },
    payload: form,
  });
}

const casesOf = async (userId: string) => (await t.database.db.select().from(cases).where(eq(cases.userId, userId))).map((row) => row.id);

async function createdCase(title: string): Promise<Case> {
  const response = await postGenerate({ title, files: [await leaseFile(`${title}.pdf`)] });
  expect(response.statusCode).toBe(202);
  return CaseResponse.parse(response.json()).data.case;
}

describe('Idempotency-Key on generate', () => {
  it('sent twice with files[], makes one case and answers the second with the first response', async () => {
    const before = await casesOf(lawyer.user.id);
    const key = randomUUID();
    const files = [await leaseFile('twice.pdf')];

    const first = await postGenerate({ key, files });
    const second = await postGenerate({ key, files });

    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual(first.json());
    expect(first.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(second.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    const created = CaseResponse.parse(first.json()).data.case;
    expect(await casesOf(lawyer.user.id)).toEqual([...before, created.id]);
    expect(await t.database.db.select().from(caseFiles).where(eq(caseFiles.caseId, created.id))).toHaveLength(1);
  });

  it('sent five times at once, makes one case and gives all five the same response', async () => {
    const before = await casesOf(lawyer.user.id);
    const key = randomUUID();
    const files = [await leaseFile('five-at-once.pdf')];

    const responses = await Promise.all(Array.from({ length: 5 }, () => postGenerate({ key, files })));

    expect(responses.map((response) => response.statusCode)).toEqual([202, 202, 202, 202, 202]);
    const bodies = responses.map((response) => response.json<unknown>());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(responses.filter((response) => response.headers[IDEMPOTENT_REPLAYED_HEADER] === 'true')).toHaveLength(4);
    const after = await casesOf(lawyer.user.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContain(CaseResponse.parse(bodies[0]).data.case.id);
  });

  it('with different keys, or none, makes a case for each request', async () => {
    const before = await casesOf(lawyer.user.id);
    const files = [await leaseFile('two-matters.pdf')];

    const responses = [await postGenerate({ key: randomUUID(), files }), await postGenerate({ key: randomUUID(), files }), await postGenerate({ files })];

    expect(responses.map((response) => response.statusCode)).toEqual([202, 202, 202]);
    const ids = responses.map((response) => CaseResponse.parse(response.json()).data.case.id);
    expect(new Set(ids).size).toBe(3);
    expect(await casesOf(lawyer.user.id)).toHaveLength(before.length + 3);
  });

  it("keeps each user's keys apart: a colleague's identical key makes their own case and never returns the other's", async () => {
    const key = randomUUID();
    const mine = await postGenerate({ key, files: [await leaseFile('mine.pdf')] });
    const theirs = await postGenerate({ key, token: colleague.token, files: [await leaseFile('theirs.pdf')] });

    expect([mine.statusCode, theirs.statusCode]).toEqual([202, 202]);
    expect(theirs.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    const theirCase = CaseResponse.parse(theirs.json()).data.case;
    expect(theirCase.id).not.toBe(CaseResponse.parse(mine.json()).data.case.id);
    expect(theirCase.files.map((file) => file.filename)).toEqual(['theirs.pdf']);
    expect(await casesOf(colleague.user.id)).toEqual([theirCase.id]);
  });

  it('refuses a key already used on another route, or on the same call for another case, with 422 naming the header', async () => {
    const key = randomUUID();
    const generated = await postGenerate({ key, files: [await leaseFile('reused-key.pdf')] });
    const kase = CaseResponse.parse(generated.json()).data.case;
    const other = await createdCase('other-matter');

    const onAnnexure = await postAnnexure(kase.id, { key, files: [await leaseFile('annexure.pdf')] });
    expect(onAnnexure.statusCode).toBe(422);
    expect(onAnnexure.json()).toEqual({ message: MESSAGES.idempotency.keyReused, errors: { 'idempotency-key': [MESSAGES.idempotency.keyReused] } });
    expect(await t.database.db.select().from(caseAnnexures).where(eq(caseAnnexures.caseId, kase.id))).toEqual([]);

    const editKey = randomUUID();
    expect((await postEdit(kase.id, { key: editKey, files: [await leaseFile('added.pdf')] })).statusCode).toBe(202);
    const onOtherCase = await postEdit(other.id, { key: editKey, files: [await leaseFile('added.pdf')] });
    expect(onOtherCase.statusCode).toBe(422);
    expect(onOtherCase.json<{ errors: Record<string, string[]> }>().errors).toEqual({ 'idempotency-key': [MESSAGES.idempotency.keyReused] });
    expect(await t.database.db.select().from(caseFiles).where(eq(caseFiles.caseId, other.id))).toHaveLength(1);
  });

  it('lets a corrected retry with the same key through after a refused request, whether the schema or the service refused it', async () => {
    const before = await casesOf(lawyer.user.id);
    const key = randomUUID();
    const files = [await leaseFile('corrected.pdf')];

    const noRegion = await postGenerate({ key, files, region: '' });
    expect(noRegion.statusCode).toBe(422);
    const unknownType = await postGenerate({ key, files, docTypeId: 2_000_000 });
    expect(unknownType.statusCode).toBe(422);
    expect(await casesOf(lawyer.user.id)).toEqual(before);
    expect(await t.database.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key))).toEqual([]);

    const corrected = await postGenerate({ key, files });
    expect(corrected.statusCode).toBe(202);
    expect(corrected.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    const again = await postGenerate({ key, files });
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(await casesOf(lawyer.user.id)).toEqual([...before, CaseResponse.parse(corrected.json()).data.case.id]);
  });

  it('refuses a key that is empty, longer than 255 characters or not printable ASCII with 422, creating nothing', async () => {
    const before = await casesOf(lawyer.user.id);
    const files = [await leaseFile('bad-key.pdf')];
    for (const key of ['', 'x'.repeat(256), 'clé-ü', 'tab\there']) {
      const response = await postGenerate({ key, files });
      expect(response.statusCode, key).toBe(422);
      expect(response.json(), key).toEqual({ message: MESSAGES.idempotency.invalidKey, errors: { 'idempotency-key': [MESSAGES.idempotency.invalidKey] } });
    }
    expect((await postGenerate({ key: 'k'.repeat(255), files })).statusCode).toBe(202);
    expect(await casesOf(lawyer.user.id)).toHaveLength(before.length + 1);
  });

  it('forgets a key after 24 hours (a new case), and the hourly sweep deletes the expired keys', async () => {
    const before = await casesOf(lawyer.user.id);
    const key = randomUUID();
    const files = [await leaseFile('a-day-later.pdf')];
    const first = await postGenerate({ key, files });
    t.advanceClock(IDEMPOTENCY_KEY_LIFETIME_MS - 60_000);
    const withinTheDay = await postGenerate({ key, files });
    expect(withinTheDay.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(withinTheDay.json()).toEqual(first.json());

    t.advanceClock(60_000);
    const nextDay = await postGenerate({ key, files });
    expect(nextDay.statusCode).toBe(202);
    expect(nextDay.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(CaseResponse.parse(nextDay.json()).data.case.id).not.toBe(CaseResponse.parse(first.json()).data.case.id);
    expect(await casesOf(lawyer.user.id)).toHaveLength(before.length + 2);

    const staleKey = randomUUID();
    await t.database.db.insert(idempotentRequests).values({
      userId: lawyer.user.id,
      key: staleKey,
      route: `POST ${CHAT}/response/ai/generate`,
      statusCode: 202,
      response: {},
      createdAt: new Date(Date.now() - 2 * IDEMPOTENCY_KEY_LIFETIME_MS),
      expiresAt: new Date(Date.now() - IDEMPOTENCY_KEY_LIFETIME_MS),
    });
    const keys = async () =>
      (await t.database.db.select().from(idempotentRequests).where(eq(idempotentRequests.userId, lawyer.user.id))).map((row) => row.key);
    await t.runtime.jobs.send('idempotency-keys.sweep', {});
    await vi.waitFor(async () => expect(await keys()).not.toContain(staleKey), { timeout: 30_000, interval: 50 });
    expect(await keys()).toContain(key);
    const schedules = await t.database.db.execute(sql.raw(`select name, cron from ${JOB_SCHEMA}.schedule`));
    expect((schedules as unknown as { rows: unknown[] }).rows).toContainEqual({ name: 'idempotency-keys.sweep', cron: '43 * * * *' });
  });

  it('takes over a key whose request never answered (its process died) once it has been held 10 minutes', async () => {
    const before = await casesOf(lawyer.user.id);
    const key = randomUUID();
    // Claimed long ago by a request that never answered, and not yet expired (the app's clock has moved on a day).
    await t.database.db.insert(idempotentRequests).values({
      userId: lawyer.user.id,
      key,
      route: `POST ${CHAT}/response/ai/generate`,
      createdAt: new Date(Date.now() - 11 * 60_000),
      expiresAt: new Date(Date.now() + 3 * IDEMPOTENCY_KEY_LIFETIME_MS),
    });

    const response = await postGenerate({ key, files: [await leaseFile('after-a-crash.pdf')] });

    expect(response.statusCode).toBe(202);
    expect(await casesOf(lawyer.user.id)).toHaveLength(before.length + 1);
  });
});

describe('Idempotency-Key on adding files and uploading annexures', () => {
  it('adds the files to the case once, however often the same edit is sent', async () => {
    const kase = await createdCase('adding-files');
    const key = randomUUID();
    const files = [await leaseFile('added-once.pdf')];

    const responses = await Promise.all([postEdit(kase.id, { key, files }), postEdit(kase.id, { key, files }), postEdit(kase.id, { key, files })]);

    expect(responses.map((response) => response.statusCode)).toEqual([202, 202, 202]);
    for (const response of responses) expect(response.json()).toEqual(responses[0]!.json());
    const [filesNow] = await t.database.db.select({ files: count() }).from(caseFiles).where(eq(caseFiles.caseId, kase.id));
    expect(filesNow).toEqual({ files: 2 });
  });

  it('uploads the annexures once, however often the same upload is sent', async () => {
    const kase = await createdCase('annexures-once');
    const key = randomUUID();
    const files = [await leaseFile('plan.pdf')];

    const first = await postAnnexure(kase.id, { key, files });
    const second = await postAnnexure(kase.id, { key, files });

    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    expect(second.json()).toEqual(first.json());
    const [annexure] = AnnexuresResponse.parse(first.json()).data.annexures;
    expect((await t.database.db.select().from(caseAnnexures).where(eq(caseAnnexures.caseId, kase.id))).map((row) => row.id)).toEqual([annexure!.id]);
  });
});

describe('a second request while the first still runs', () => {
  it('waits for the first one’s response, and answers 409 when it does not come in time', async () => {
    const deps = { db: t.database.db, clock: () => new Date() };
    const request = { userId: lawyer.user.id, key: randomUUID(), route: 'POST /api/example' };
    const first = await startIdempotentRequest(deps, request);
    expect(first.kind).toBe('claimed');

    await expect(startIdempotentRequest(deps, request, { waitMs: 300, pollMs: 20 })).rejects.toMatchObject({
      statusCode: 409,
      message: MESSAGES.idempotency.stillRunning,
    });

    const waiting = startIdempotentRequest(deps, request, { waitMs: 10_000, pollMs: 20 });
    await t.database.db
      .update(idempotentRequests)
      .set({ statusCode: 202, response: { data: { answered: true } } })
      .where(eq(idempotentRequests.key, request.key));
    expect(await waiting).toEqual({ kind: 'replay', statusCode: 202, body: { data: { answered: true } } });
  });
});

describe('OpenAPI', () => {
  it('documents the Idempotency-Key header on generate, edit and upload-annexure', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; required?: boolean }[] }>>;
    }>();
    const paths = [
      '/api/due-dilligence/chat/response/ai/generate',
      '/api/due-dilligence/chat/response/ai/generate/edit/{caseId}',
      '/api/due-dilligence/chat/upload-annexure',
    ];
    for (const path of paths) {
      const header = spec.paths[path]!.post!.parameters?.find((parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key');
      expect(header, path).toMatchObject({ required: false });
    }
  });
});
