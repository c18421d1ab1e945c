import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnnexuresResponse, MESSAGES, RealtimeEvents, type Annexure, type Case } from '@dd/contracts';
import type { ExtractedDocument } from '@dd/engine';
import { buildPdf, buildTextPdf } from '@dd/engine/fixtures';
import { CHAT, generate, getCase, propertyTypeId } from '../cases/test-cases.ts';
import { auditLog, caseAnnexures, caseFiles } from '../db/schema.ts';
import { createLocalStorage } from '../storage/storage.ts';
import { tinyJpeg } from '../testing/images.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { encryptedPdf, leasePdf, transferPdf, type FilePart } from '../uploads/test-documents.ts';

const MAX_PAGES = 8;
const MAX_BYTES = 256 * 1024;

let t: TestApp;
let lawyer: Awaited<ReturnType<typeof registerUser>>;
let stranger: Awaited<ReturnType<typeof registerUser>>;
let leaseType: number;
/** A settled case of one lease, which has a schedule and an annexed plan inside it. */
let kase: Case;

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'error', uploadLimits: { pdfMaxPages: MAX_PAGES, pdfMaxBytes: MAX_BYTES } } });
  lawyer = await registerUser(t.app, { name: 'Aoife Murphy' });
  stranger = await registerUser(t.app, { name: 'Seán Byrne' });
  leaseType = await propertyTypeId(t.app, lawyer.token, 'Lease');
  kase = await settledCase(lawyer.token, 'lease.pdf');
}, 60_000);
afterAll(() => t?.close());

async function settledCase(token: string, filename: string): Promise<Case> {
  const created = await generate(t.app, token, { files: [{ bytes: await leasePdf(), filename }], filesMeta: [{ filename, docTypeId: leaseType }] });
  await t.jobsSettled();
  return getCase(t.app, token, created.id);
}

/** A real multipart upload-annexure request. */
function upload(token: string, fields: { caseId: string; caseFileId?: string }, files: FilePart[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field ?? 'files[]', new Blob([file.bytes], { type: 'application/pdf' }), file.filename);
  return t.app.inject({ method: 'POST', url: `${CHAT}/upload-annexure`, headers: bearer(token), payload: form });
}

async function uploaded(token: string, fields: { caseId: string; caseFileId?: string }, files: FilePart[]): Promise<Annexure[]> {
  const response = await upload(token, fields, files);
  if (response.statusCode !== 202) throw new Error(`Upload failed: ${response.statusCode} ${response.body}`);
  return AnnexuresResponse.parse(response.json()).data.annexures;
}

async function listed(caseId: string, token = lawyer.token): Promise<Annexure[]> {
  const response = await t.app.inject({ method: 'GET', url: `${CHAT}/annexures/${caseId}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return AnnexuresResponse.parse(response.json()).data.annexures;
}

const fileUrl = (caseId: string, annexureId: string) => `${CHAT}/annexures/${caseId}/${annexureId}/file`;

/** The `annexure.ready` events the lawyer was sent for one annexure, each as the realtime contract passes it. */
const readyEvents = (userId: string, annexureId: string) =>
  t.notifications
    .filter((n) => n.userId === userId && n.event === 'annexure.ready')
    .map((n) => RealtimeEvents['annexure.ready'].parse(n.payload))
    .filter((payload) => payload.annexure.id === annexureId);

const storage = () => createLocalStorage(t.storageDir);

/** How many objects (each with its sidecar) are stored under a prefix. */
async function storedUnder(prefix: string): Promise<number> {
  const entries = await readdir(path.join(t.storageDir, prefix), { recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.endsWith('.meta.json')).length;
}

/** A title plan as HM Land Registry issues one: a drawing, the title number and a few words of legend. */
const titlePlanPdf = () =>
  buildPdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(14).text('TITLE PLAN', 72, 72);
    doc.font('Helvetica').fontSize(10).text('Title number WYK123456', 72, 96);
    doc.text('Ordnance Survey map reference SE2933NW   Scale 1:1250', 72, 112);
    doc.rect(120, 200, 320, 260).lineWidth(2).stroke('#c00');
    doc.moveTo(120, 330).lineTo(440, 330).moveTo(280, 200).lineTo(280, 460).lineWidth(0.5).stroke('#000');
  });

/** A plan with no words at all: lines only. */
const drawnPlanPdf = () =>
  buildPdf((doc) => {
    doc.rect(100, 150, 380, 420).lineWidth(3).stroke('#000');
    doc.moveTo(100, 360).lineTo(480, 360).moveTo(290, 150).lineTo(290, 570).lineWidth(1).stroke('#000');
  });

/** A schedule of condition: an annexure with plenty of words, none of them a plan's, and no question bank's type. */
const scheduleOfConditionPdf = () =>
  buildTextPdf([
    [
      'SCHEDULE OF CONDITION',
      'Unit 4, Harbour Walk, Bristol BS1 4RN, inspected on 20 February 2024 by Harbour Surveyors.',
      'Shop front: aluminium framed glazing in fair condition; minor scratching to the lower left pane.',
      'Entrance door: automatic sliding door operating correctly; threshold strip loose at the right hand side.',
      'Floor: sealed concrete screed with hairline cracking near the rear wall, no signs of movement.',
      'Walls: painted plasterboard, scuffed at low level throughout, two small holes where shelving was fixed.',
      'Ceiling: suspended tiles, three stained tiles near the kitchenette, otherwise clean and level.',
      'Lighting: recessed LED panels, all working at the time of inspection.',
      'Kitchenette: laminate worktop with water damage at the sink edge; stainless steel sink in good order.',
      'WC: vitreous china pan and basin in good order; extractor fan noisy when running.',
      'Photographs 1 to 24 taken at the inspection are kept with the landlord and the tenant.',
    ],
  ]);

describe('GET …/annexures/{caseId}', () => {
  it("lists the annexures found inside the case's files, each as pages of its file", async () => {
    const [file] = kase.files;
    expect(file!.annexures.length).toBeGreaterThanOrEqual(2);
    const annexures = await listed(kase.id);
    expect(annexures).toEqual(
      file!.annexures.map(({ title, startPage, endPage }) => ({
        id: `${file!.id}:${startPage}`,
        caseId: kase.id,
        source: 'detected',
        title,
        parentCaseFileId: file!.id,
        parentFilename: 'lease.pdf',
        filename: null,
        startPage,
        endPage,
        status: 'ready',
        error: null,
        kind: null,
        caseFileId: null,
        createdAt: null,
      })),
    );
    expect(annexures.map((annexure) => annexure.title)).toEqual([expect.stringMatching(/^SCHEDULE 1/), expect.stringMatching(/^ANNEXURE A/)]);
  });
});

describe('POST …/upload-annexure', () => {
  it('reads a title plan as a Plan attached to its file, announces it, and serves its PDF to the owner', async () => {
    const bytes = await titlePlanPdf();
    const leaseFile = kase.files[0]!;
    const [created] = await uploaded(lawyer.token, { caseId: kase.id, caseFileId: leaseFile.id }, [{ bytes, filename: 'Title plan WYK123456.pdf' }]);
    expect(created).toMatchObject({
      caseId: kase.id,
      source: 'uploaded',
      title: 'Title plan WYK123456',
      filename: 'Title plan WYK123456.pdf',
      parentCaseFileId: leaseFile.id,
      parentFilename: 'lease.pdf',
      status: 'reading',
      kind: null,
      caseFileId: null,
      createdAt: expect.any(String),
    });

    await t.jobsSettled();
    const annexures = await listed(kase.id);
    // Detected ones first, then the uploaded.
    expect(annexures.map((annexure) => annexure.source)).toEqual(['detected', 'detected', 'uploaded']);
    const plan = annexures.at(-1)!;
    expect(plan).toEqual({ ...created, status: 'ready', kind: 'Plan', startPage: 1, endPage: 1 });
    expect(readyEvents(lawyer.user.id, plan.id)).toEqual([{ caseId: kase.id, annexure: plan }]);
    expect(readyEvents(stranger.user.id, plan.id)).toEqual([]);

    const pdf = await t.app.inject({ method: 'GET', url: fileUrl(kase.id, plan.id), headers: bearer(lawyer.token) });
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.headers['content-disposition']]).toEqual([
      200,
      'application/pdf',
      'inline; filename="Title plan WYK123456.pdf"',
    ]);
    expect(Buffer.compare(pdf.rawPayload, Buffer.from(bytes))).toBe(0);

    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'annexure.upload'));
    expect(audit).toMatchObject({ userId: lawyer.user.id, subjectType: 'case', subjectId: kase.id });
    expect(audit!.details).toMatchObject({ parentCaseFileId: leaseFile.id, annexures: [{ id: plan.id, filename: 'Title plan WYK123456.pdf' }] });
    // Its case is left as it was: a plan has no questions.
    expect((await getCase(t.app, lawyer.token, kase.id)).files.map((file) => file.id)).toEqual([leaseFile.id]);
  });

  it('reads a drawing with no words as a Plan, and a wordy schedule as an Annexure', async () => {
    const [drawing, schedule] = await uploaded(lawyer.token, { caseId: kase.id }, [
      { bytes: await drawnPlanPdf(), filename: 'site drawing.pdf' },
      { bytes: await scheduleOfConditionPdf(), filename: 'schedule of condition.pdf' },
    ]);
    await t.jobsSettled();
    const byId = new Map((await listed(kase.id)).map((annexure) => [annexure.id, annexure]));
    expect(byId.get(drawing!.id)).toMatchObject({ status: 'ready', kind: 'Plan', error: null, parentCaseFileId: null, parentFilename: null });
    expect(byId.get(schedule!.id)).toMatchObject({ status: 'ready', kind: 'Annexure', error: null, caseFileId: null });
  });

  it('makes a transfer deed a file of its case, answered with cited quotes like any other file', async () => {
    const bytes = await transferPdf();
    const [created] = await uploaded(lawyer.token, { caseId: kase.id }, [{ bytes, filename: 'TR1 12 Mill Lane.pdf' }]);
    await t.jobsSettled();

    const annexure = (await listed(kase.id)).find((candidate) => candidate.id === created!.id)!;
    expect(annexure).toMatchObject({ status: 'ready', kind: expect.stringMatching(/^Transfer/), caseFileId: expect.any(String), endPage: 1 });
    expect(readyEvents(lawyer.user.id, annexure.id)).toEqual([{ caseId: kase.id, annexure }]);

    const record = await getCase(t.app, lawyer.token, kase.id);
    expect(record.status).toBe('ready');
    const file = record.files.find((candidate) => candidate.id === annexure.caseFileId)!;
    const transferType = await propertyTypeId(t.app, lawyer.token, 'Transfer');
    expect(file).toMatchObject({ filename: 'TR1 12 Mill Lane.pdf', documentTypeId: transferType, documentTypeName: annexure.kind, status: 'ready', pages: 1 });
    // Answered, or given for review with the passage (decision 34): either way with quotes checked on their page.
    const sourced = file.answers.filter((answer) => answer.status === 'answered' || answer.status === 'needs_review');
    expect(sourced.length).toBeGreaterThan(3);
    // A passage for review is no answer: nothing of it is asserted (decision 49: most of the built-in engine's are).
    expect(sourced.filter((answer) => answer.status === 'needs_review').every((answer) => answer.answer === null)).toBe(true);
    const [row] = await t.database.db.select().from(caseFiles).where(eq(caseFiles.id, file.id));
    const document = JSON.parse((await storage().get(row!.extractedKey!))!.bytes.toString('utf8')) as ExtractedDocument;
    for (const answer of sourced) {
      expect(answer.citations.length).toBeGreaterThan(0);
      for (const citation of answer.citations) {
        expect(citation.verified).toBe(true);
        expect(document.pages.find((page) => page.page === citation.page)!.text.slice(citation.start, citation.end)).toBe(citation.quote);
      }
    }
    expect(sourced.flatMap((answer) => answer.citations.map((citation) => citation.quote)).join('\n')).toMatch(/HOLLIS/);
    const announced = t.notifications.filter((n) => n.event === 'case.answers.ready' && (n.payload as { case: Case }).case.id === kase.id);
    expect((announced.at(-1)!.payload as { case: Case }).case.files.map((candidate) => candidate.id)).toContain(file.id);

    // The file has its own copies: removing it leaves the annexure's PDF whole.
    const [stored] = await t.database.db.select().from(caseAnnexures).where(eq(caseAnnexures.id, annexure.id));
    expect([row!.storageKey, row!.extractedKey]).not.toContain(stored!.storageKey);
    expect([row!.storageKey, row!.extractedKey]).not.toContain(stored!.extractedKey);
    const removed = await t.app.inject({ method: 'DELETE', url: `${CHAT}/cases/delete/file/${file.id}`, headers: bearer(lawyer.token) });
    expect(removed.statusCode).toBe(200);
    const pdf = await t.app.inject({ method: 'GET', url: fileUrl(kase.id, annexure.id), headers: bearer(lawyer.token) });
    expect([pdf.statusCode, Buffer.compare(pdf.rawPayload, Buffer.from(bytes))]).toEqual([200, 0]);
    expect((await listed(kase.id)).find((candidate) => candidate.id === annexure.id)).toMatchObject({ kind: annexure.kind, caseFileId: null });
  });

  it('refuses a name the case already has with the spec’s message', async () => {
    const bytes = await titlePlanPdf();
    for (const filename of ['Title plan WYK123456.pdf', 'lease.pdf']) {
      const again = await upload(lawyer.token, { caseId: kase.id }, [{ bytes, filename }]);
      expect([filename, again.statusCode, again.json()]).toEqual([filename, 409, { message: MESSAGES.upload.duplicateFile }]);
    }
    const twice = await upload(lawyer.token, { caseId: kase.id }, [
      { bytes, filename: 'a.pdf' },
      { bytes, filename: 'a.pdf' },
      { bytes, filename: 'b.pdf' },
      { bytes, filename: 'b.pdf' },
    ]);
    expect([twice.statusCode, twice.json()]).toEqual([409, { message: MESSAGES.upload.duplicateFiles }]);
  });

  it('refuses a file that is not a PDF or too large, as for case files, and stores nothing', async () => {
    const before = await storedUnder('annexures');
    const rowsBefore = await t.database.db.select().from(caseAnnexures).where(eq(caseAnnexures.caseId, kase.id));
    const notPdf = await upload(lawyer.token, { caseId: kase.id }, [
      { bytes: await titlePlanPdf(), filename: 'good plan.pdf' },
      { bytes: new TextEncoder().encode('Notes from the client call'), filename: 'notes.pdf' },
      { bytes: tinyJpeg, filename: 'photo.pdf' },
      { bytes: Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251), filename: 'corrupt.pdf' },
    ]);
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.json().errors).toEqual({
      'files.1': ['This file is not a PDF. Save it as a PDF and upload it again.'],
      'files.2': ['This file is not a PDF (it is a JPEG file). Save it as a PDF and upload it again.'],
      'files.3': ['This file is not a PDF. Save it as a PDF and upload it again.'],
    });

    const tooLarge = await upload(lawyer.token, { caseId: kase.id }, [
      { bytes: Buffer.concat([Buffer.from(await titlePlanPdf()), Buffer.alloc(MAX_BYTES, 0x20)]), filename: 'huge.pdf' },
    ]);
    expect([tooLarge.statusCode, tooLarge.json()]).toEqual([413, { message: MESSAGES.files.tooLarge(MAX_BYTES) }]);

    const none = await upload(lawyer.token, { caseId: kase.id }, []);
    expect([none.statusCode, none.json().errors]).toEqual([422, { files: ['The files field is required.'] }]);
    const noCase = await upload(lawyer.token, { caseId: '' }, [{ bytes: await titlePlanPdf(), filename: 'x.pdf' }]);
    expect([noCase.statusCode, noCase.json().errors]).toEqual([422, { caseId: ['The case id field is required.'] }]);

    expect(await storedUnder('annexures')).toBe(before);
    expect(await t.database.db.select().from(caseAnnexures).where(eq(caseAnnexures.caseId, kase.id))).toEqual(rowsBefore);
  });

  it('marks an annexure that cannot be read failed with the reason, and the server carries on', async () => {
    const longPdf = await buildTextPdf(Array.from({ length: MAX_PAGES + 1 }, (_, page) => [`Page ${page + 1} of the plans bundle`]));
    const created = await uploaded(lawyer.token, { caseId: kase.id }, [
      { bytes: await encryptedPdf(), filename: 'locked.pdf' },
      { bytes: (await leasePdf()).slice(0, 1500), filename: 'cut.pdf' },
      { bytes: longPdf, filename: 'bundle.pdf' },
    ]);
    await t.jobsSettled();
    const byId = new Map((await listed(kase.id)).map((annexure) => [annexure.id, annexure]));
    expect(created.map((annexure) => [annexure.filename, byId.get(annexure.id)!.status, byId.get(annexure.id)!.error])).toEqual([
      ['locked.pdf', 'failed', 'This PDF is password-protected. Remove the password and upload it again.'],
      ['cut.pdf', 'failed', expect.stringMatching(/^This PDF is (incomplete|damaged)/)],
      ['bundle.pdf', 'failed', `This PDF has ${MAX_PAGES + 1} pages; the limit is ${MAX_PAGES} pages. Split it into smaller PDFs and upload them separately.`],
    ]);
    expect(readyEvents(lawyer.user.id, created[0]!.id)).toEqual([{ caseId: kase.id, annexure: byId.get(created[0]!.id) }]);
    expect(await t.jobNames('failed')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe("another user's case", () => {
  it('is a 404 on every annexure call, and so is a file of another case', async () => {
    const [plan] = (await listed(kase.id)).filter((annexure) => annexure.source === 'uploaded');
    const theirs = await settledCase(stranger.token, 'their lease.pdf');
    const bytes = await titlePlanPdf();
    const calls: InjectOptions[] = [
      { method: 'GET', url: `${CHAT}/annexures/${kase.id}` },
      { method: 'GET', url: fileUrl(kase.id, plan!.id) },
      // Their own case in the path, the lawyer's annexure after it.
      { method: 'GET', url: fileUrl(theirs.id, plan!.id) },
      { method: 'GET', url: fileUrl(theirs.id, 'not-a-uuid') },
      { method: 'GET', url: `${CHAT}/annexures/not-a-uuid` },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: bearer(stranger.token) });
      expect([call.url, response.statusCode, response.json()]).toEqual([call.url, 404, { message: MESSAGES.global.notFound }]);
    }
    const before = await storedUnder('annexures');
    for (const fields of [
      { caseId: kase.id },
      { caseId: kase.id, caseFileId: kase.files[0]!.id },
      { caseId: 'not-a-uuid' },
      // Their own case, with a file of the lawyer's.
      { caseId: theirs.id, caseFileId: kase.files[0]!.id },
      { caseId: theirs.id, caseFileId: 'not-a-uuid' },
    ]) {
      const response = await upload(stranger.token, fields, [{ bytes, filename: 'sneaky.pdf' }]);
      expect([fields, response.statusCode, response.json()]).toEqual([fields, 404, { message: MESSAGES.global.notFound }]);
    }
    expect(await storedUnder('annexures')).toBe(before);
    expect(await t.database.db.select().from(caseAnnexures).where(eq(caseAnnexures.filename, 'sneaky.pdf'))).toEqual([]);
  });

  it('asks for a bearer token first', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${CHAT}/annexures/${kase.id}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the three calls at the spec’s paths, under the annexures tag, behind a bearer token', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>();
    const documented = {
      [`${CHAT}/annexures/{caseId}`]: 'get',
      [`${CHAT}/upload-annexure`]: 'post',
      [`${CHAT}/annexures/{caseId}/{annexureId}/file`]: 'get',
    };
    for (const [url, method] of Object.entries(documented)) {
      expect(Object.keys(spec.paths[url] ?? {})).toEqual([method]);
      expect(spec.paths[url]![method]).toMatchObject({ tags: ['annexures'], summary: expect.any(String), security: [{ bearerAuth: [] }] });
    }
    const uploadCall = spec.paths[`${CHAT}/upload-annexure`]!.post!;
    expect(Object.keys(uploadCall.responses as object)).toEqual(['202', '400', '401', '404', '409', '413', '422']);
    expect(Object.keys((uploadCall.requestBody as { content: object }).content)).toEqual(['multipart/form-data']);
  });
});

describe('deleting', () => {
  it('removes the annexures attached to a deleted file, and every annexure of a deleted case, with their stored objects', async () => {
    const other = await settledCase(lawyer.token, 'lease.pdf');
    const plan = await titlePlanPdf();
    await uploaded(lawyer.token, { caseId: other.id, caseFileId: other.files[0]!.id }, [{ bytes: plan, filename: 'attached.pdf' }]);
    await uploaded(lawyer.token, { caseId: other.id }, [{ bytes: plan, filename: 'loose.pdf' }]);
    await t.jobsSettled();
    const rows = await t.database.db.select().from(caseAnnexures).where(eq(caseAnnexures.caseId, other.id));
    const keysOf = (filename: string) => rows.filter((row) => row.filename === filename).flatMap((row) => [row.storageKey, row.extractedKey!]);
    for (const key of [...keysOf('attached.pdf'), ...keysOf('loose.pdf')]) expect(await storage().get(key)).not.toBeNull();

    await t.app.inject({ method: 'DELETE', url: `${CHAT}/cases/delete/file/${other.files[0]!.id}`, headers: bearer(lawyer.token) });
    expect((await listed(other.id)).map((annexure) => annexure.filename)).toEqual(['loose.pdf']);
    for (const key of keysOf('attached.pdf')) expect(await storage().get(key)).toBeNull();
    for (const key of keysOf('loose.pdf')) expect(await storage().get(key)).not.toBeNull();

    await t.app.inject({ method: 'DELETE', url: `${CHAT}/cases/delete/${other.id}`, headers: bearer(lawyer.token) });
    for (const key of keysOf('loose.pdf')) expect(await storage().get(key)).toBeNull();
    expect(await t.database.db.select().from(caseAnnexures).where(eq(caseAnnexures.caseId, other.id))).toEqual([]);
  });
});
