import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS, MESSAGES, ProcessPdfResponse } from '@dd/contracts';
import { buildZip } from '@dd/engine/fixtures';
import { EXTRACTION_VERSION } from '@dd/engine';
import { auditLog, documentTypes, uploads } from '../db/schema.ts';
import { pagesRead } from '../metrics/metric-definitions.ts';
import { createLocalStorage } from '../storage/storage.ts';
import { tinyWebp } from '../testing/images.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { encryptedPdf, leasePdf, officialCopyPdf, processPdf, scannedPdf } from './test-documents.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const typeIdByKey = async (key: string) =>
  (await t.database.db.select().from(documentTypes).where(eq(documentTypes.key, key)))[0]!.id;

/** How many objects (PDFs and extracted text) are stored for uploads. */
const filesStored = async (storageDir: string) => {
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? walk(`${dir}/${e.name}`) : [`${dir}/${e.name}`])));
    return nested.flat();
  };
  return (await walk(`${storageDir}/uploads`)).length + (await walk(`${storageDir}/uploads-extracted`)).length;
};

describe('POST /api/process-pdf', () => {
  it('reads, classifies and stages a lease and an official copy, with annexures and a preview', async () => {
    const { token, user } = await registerUser(t.app);
    const lease = await leasePdf();
    const register = await officialCopyPdf();

    const response = await processPdf(t.app, token, [
      { bytes: lease, filename: 'Lease - Unit 4.pdf' },
      { bytes: register, filename: 'scan0001.pdf', field: 'files' },
    ]);

    expect(response.statusCode).toBe(200);
    const { files } = ProcessPdfResponse.parse(response.json());
    expect(files).toHaveLength(2);
    const [leaseFile, registerFile] = files;
    expect(leaseFile).toMatchObject({
      filename: 'Lease - Unit 4.pdf',
      documentType: await typeIdByKey('property-lease'),
      documentTypeName: 'Lease',
      error: null,
      pages: 4,
      ocrPages: [],
      sha256: createHash('sha256').update(lease).digest('hex'),
    });
    expect(leaseFile!.uploadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(leaseFile!.annexures).toEqual([
      { title: expect.stringMatching(/^SCHEDULE 1/i), startPage: 3, endPage: 3 },
      { title: expect.stringMatching(/^ANNEXURE A/i), startPage: 4, endPage: 4 },
    ]);
    expect(leaseFile!.content).toContain('THIS LEASE is made the 1st day of March 2024');
    expect(leaseFile!.content).toContain('Plan of Unit 4 edged red');
    expect(registerFile).toMatchObject({
      filename: 'scan0001.pdf',
      documentType: await typeIdByKey('official-copy-register-of-title'),
      error: null,
      pages: 1,
    });

    const stored = await t.database.db.select().from(uploads).where(eq(uploads.userId, user.id));
    expect(stored.map((row) => row.id).sort()).toEqual([leaseFile!.uploadId, registerFile!.uploadId].sort());
    const leaseRow = stored.find((row) => row.id === leaseFile!.uploadId)!;
    expect(leaseRow.expiresAt.getTime() - leaseRow.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
    expect(leaseRow.storageKey).not.toContain('Lease');
    const pdf = await createLocalStorage(t.storageDir).get(leaseRow.storageKey);
    expect(createHash('sha256').update(pdf!.bytes).digest('hex')).toBe(leaseFile!.sha256);
    const extracted = JSON.parse((await createLocalStorage(t.storageDir).get(leaseRow.extractedKey!))!.bytes.toString('utf8'));
    expect(extracted.pages[0].lines[0]).toMatchObject({ text: 'THIS LEASE is made the 1st day of March 2024', x: expect.any(Number) });
    expect(extracted.version).toBe(EXTRACTION_VERSION);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.userId, user.id));
    expect(audit.filter((entry) => entry.action === 'upload.create')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ subjectType: 'upload', subjectId: leaseFile!.uploadId, details: { filename: 'Lease - Unit 4.pdf', sha256: leaseFile!.sha256 } }),
      ]),
    );
  });

  it('gives each bad file its own error and still stages the good one', async () => {
    const { token, user } = await registerUser(t.app);
    const good = await officialCopyPdf();
    const truncated = (await leasePdf()).slice(0, 1500);

    const response = await processPdf(t.app, token, [
      { bytes: await encryptedPdf(), filename: 'locked.pdf' },
      { bytes: truncated, filename: 'cut.pdf' },
      { bytes: new Uint8Array(0), filename: 'empty.pdf' },
      { bytes: tinyWebp, filename: 'photo.pdf' },
      { bytes: Buffer.from('Notes from the client call'), filename: 'notes.pdf' },
      { bytes: good, filename: 'register.pdf' },
    ]);

    expect(response.statusCode).toBe(200);
    const { files } = ProcessPdfResponse.parse(response.json());
    expect(files.map((file) => [file.filename, file.error])).toEqual([
      ['locked.pdf', 'This PDF is password-protected. Remove the password and upload it again.'],
      ['cut.pdf', expect.stringMatching(/^This PDF is (incomplete|damaged)/)],
      ['empty.pdf', 'This file is empty. Upload the PDF again.'],
      ['photo.pdf', 'This file is a WEBP file, which cannot be read here. Upload a PDF, a Word document (.docx), a scan as PNG, JPEG or TIFF, or an email (.eml or .msg).'],
      ['notes.pdf', 'This file is of a type that cannot be read here. Upload a PDF, a Word document (.docx), a scan as PNG, JPEG or TIFF, or an email (.eml or .msg).'],
      ['register.pdf', null],
    ]);
    for (const failed of files.slice(0, 5)) expect(failed).toMatchObject({ uploadId: null, documentType: null, pages: 0 });
    expect(files[5]!.uploadId).not.toBeNull();
    const rows = await t.database.db.select().from(uploads).where(eq(uploads.userId, user.id));
    expect(rows.map((row) => row.filename)).toEqual(['register.pdf']);

    const progress = t.notifications.filter((n) => n.userId === user.id && n.event === 'file.processed').map((n) => n.payload);
    expect(progress).toContainEqual({ batchId: null, filename: 'locked.pdf', index: 0, total: 6, status: 'failed', page: null, pages: null, error: files[0]!.error });
  });

  it('sends progress for a batch only to the user who uploaded it', async () => {
    const uploader = await registerUser(t.app);
    const other = await registerUser(t.app);

    const response = await processPdf(t.app, uploader.token, [{ bytes: await officialCopyPdf(), filename: 'register.pdf' }], {
      practice_area_id: '1',
      region: 'England',
      batch_id: 'batch-7',
    });

    expect(response.statusCode).toBe(200);
    expect(t.notifications.filter((n) => n.userId === uploader.user.id)).toEqual([
      { userId: uploader.user.id, event: 'file.processed', payload: { batchId: 'batch-7', filename: 'register.pdf', index: 0, total: 1, status: 'reading', page: null, pages: null, error: null } },
      { userId: uploader.user.id, event: 'file.processed', payload: { batchId: 'batch-7', filename: 'register.pdf', index: 0, total: 1, status: 'done', page: null, pages: 1, error: null } },
    ]);
    expect(t.notifications.filter((n) => n.userId === other.user.id)).toEqual([]);
  });

  it('answers 422 for an unknown practice area, a bad region or no files', async () => {
    const { token } = await registerUser(t.app);
    const pdf = { bytes: await officialCopyPdf(), filename: 'register.pdf' };

    const area = await processPdf(t.app, token, [pdf], { practice_area_id: '9' });
    expect(area.statusCode).toBe(422);
    expect(area.json().errors).toEqual({ practice_area_id: ['The selected practice area id is invalid.'] });

    const region = await processPdf(t.app, token, [pdf], { practice_area_id: '1', region: 'Atlantis' });
    expect(region.statusCode).toBe(422);
    expect(region.json().errors).toEqual({ region: ['The selected region is invalid.'] });

    const none = await processPdf(t.app, token, []);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ message: 'The files field is required.', errors: { files: ['The files field is required.'] } });
  });

  it('answers 401 without a token', async () => {
    const response = await processPdf(t.app, null, [{ bytes: await officialCopyPdf(), filename: 'register.pdf' }]);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.global.unauthenticated });
  });

  it('accepts a JSON call with no files only to say files are required', async () => {
    const { token } = await registerUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/process-pdf', headers: bearer(token), payload: { practice_area_id: 1 } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ files: ['The files field is required.'] });
  });

  it('reads a scanned page by OCR, reports each OCR page, records it in ocrPages and counts it', async () => {
    const { token, user } = await registerUser(t.app);
    const scan = await scannedPdf(['SCHEDULE 2', 'The Rent Review', 'The rent shall be reviewed on each Review Date.']);
    const ocrPagesCounted = async () => (await pagesRead.get()).values.find((sample) => sample.labels.method === 'ocr')?.value ?? 0;
    const countedBefore = await ocrPagesCounted();

    const response = await processPdf(t.app, token, [{ bytes: scan, filename: 'scan.pdf' }]);

    expect(response.statusCode).toBe(200);
    const [file] = ProcessPdfResponse.parse(response.json()).files;
    expect(file).toMatchObject({ error: null, pages: 1, ocrPages: [1] });
    expect(file!.content).toMatch(/rent shall be reviewed/i);
    const statuses = t.notifications.filter((n) => n.userId === user.id).map((n) => n.payload as { status: string; page: number | null });
    expect(statuses.map((s) => s.status)).toEqual(['reading', 'ocr', 'done']);
    expect(statuses[1]!.page).toBe(1);
    expect((await ocrPagesCounted()) - countedBefore).toBe(1);
  });
});

describe('POST /api/process-pdf limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: {
        uploadLimits: { pdfMaxBytes: 8 * 1024, archiveMaxBytes: 32 * 1024, pdfMaxPages: 3, filesPerRequest: 3 },
        documentLimits: { ...DOCUMENT_LIMITS, ocrMaxPages: 2 },
      }, });
  });
  afterAll(() => limited?.close());

  it('refuses a file over the byte limit with 413 naming it, and stores nothing from that request', async () => {
    const { token, user } = await registerUser(limited.app);
    const big = Buffer.concat([Buffer.from(await officialCopyPdf()), Buffer.alloc(9 * 1024, 32)]);

    const response = await processPdf(limited.app, token, [
      { bytes: await officialCopyPdf(), filename: 'small.pdf' },
      { bytes: big, filename: 'big.pdf' },
    ]);

    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('This file is larger than the 8 KB limit. Split it into smaller files and upload them separately.');
    expect(await limited.database.db.select().from(uploads).where(eq(uploads.userId, user.id))).toEqual([]);
    expect(await filesStored(limited.storageDir)).toBe(0);
  });

  it('takes a data room’s .zip larger than a document may be, up to its own limit, which it names when it refuses one', async () => {
    const { token } = await registerUser(limited.app);
    // Stored, not compressed: the archive is as large as what it holds.
    const notes = (size: number) => ({ name: 'Notes.txt', data: 'Completion notes. '.repeat(size / 18), store: true });
    const register = { name: '01 Title/Official copy.pdf', data: await officialCopyPdf(), store: true };

    const room = buildZip([register, notes(12 * 1024)]);
    expect(room.length).toBeGreaterThan(8 * 1024);
    const response = await processPdf(limited.app, token, [{ bytes: room, filename: 'Data room.zip' }]);
    expect(response.statusCode).toBe(200);
    expect(ProcessPdfResponse.parse(response.json()).files.map(({ filename, uploadId }) => [filename, uploadId !== null])).toEqual([
      ['Notes.txt', false],
      ['01 Title/Official copy.pdf', true],
    ]);

    const tooLarge = await processPdf(limited.app, token, [{ bytes: buildZip([register, notes(40 * 1024)]), filename: 'Data room.zip' }]);
    expect([tooLarge.statusCode, tooLarge.json().message]).toEqual([413, 'This file is larger than the 32 KB limit. Split it into smaller files and upload them separately.']);
  });

  it('refuses more files than the limit with 413 naming it', async () => {
    const { token } = await registerUser(limited.app);
    const pdf = await officialCopyPdf();
    const response = await processPdf(limited.app, token, Array.from({ length: 4 }, (_, i) => ({ bytes: pdf, filename: `r${i}.pdf` })));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('You can upload at most 3 files at a time. Upload the rest in another batch.');
  });

  it('gives a PDF over the page limit its own error', async () => {
    const { token } = await registerUser(limited.app);
    const long = await leasePdf();
    const response = await processPdf(limited.app, token, [{ bytes: long, filename: 'long lease.pdf' }]);
    expect(response.statusCode).toBe(200);
    expect(response.json().files[0]).toMatchObject({
      error: 'This PDF has 4 pages; the limit is 3 pages. Split it into smaller PDFs and upload them separately.',
      uploadId: null,
    });
  });
});

describe('POST /api/process-pdf and catalogue changes', () => {
  const adminEmail = 'catalogue.admin@firm.example';
  let withAdmin: TestApp;
  beforeAll(async () => {
    withAdmin = await createTestApp({ config: { adminEmails: [adminEmail] } });
  });
  afterAll(() => withAdmin?.close());

  it('stops offering a retired document type at once, and offers it again when restored', async () => {
    const admin = await registerUser(withAdmin.app, { email: adminEmail });
    const register = { bytes: await officialCopyPdf(), filename: 'register.pdf' };
    const [officialCopy] = await withAdmin.database.db
      .select()
      .from(documentTypes)
      .where(eq(documentTypes.key, 'official-copy-register-of-title'));
    const typeOf = async () => ProcessPdfResponse.parse((await processPdf(withAdmin.app, admin.token, [register])).json()).files[0]!.documentType;
    const setRetired = (action: 'retire' | 'restore') =>
      withAdmin.app.inject({
        method: 'POST',
        url: `/api/due-dilligence/chat/admin/catalogue/document-types/${officialCopy!.id}/${action}`,
        headers: bearer(admin.token),
      });

    expect(await typeOf()).toBe(officialCopy!.id);
    expect((await setRetired('retire')).statusCode).toBe(200);
    expect(await typeOf()).not.toBe(officialCopy!.id);
    expect((await setRetired('restore')).statusCode).toBe(200);
    expect(await typeOf()).toBe(officialCopy!.id);
  });
});
