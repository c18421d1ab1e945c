import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProcessPdfResponse, type Case } from '@dd/contracts';
import { buildOleFile, buildWordDocument, drawScannedPage, type WordBlockSpec } from '@dd/engine/fixtures';
import type { ExtractedDocument } from '@dd/engine';
import { caseFiles, uploads } from '../db/schema.ts';
import { createLocalStorage } from '../storage/storage.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { CHAT, generate, getCase, propertyTypeId } from '../cases/test-cases.ts';
import { processPdf } from './test-documents.ts';

/** A short lease as a firm's Word engrossment: numbered clauses, particulars in a table, and a late edit still tracked. */
const WORD_LEASE: WordBlockSpec[] = [
  { title: 'LEASE' },
  { paragraph: 'THIS LEASE is made the 1st day of March 2024 BETWEEN HARBOUR ESTATES LIMITED (the Landlord) and QUAYSIDE COFFEE LIMITED (the Tenant).' },
  { heading: 'Particulars' },
  {
    table: [
      ['Item', 'Detail'],
      ['Premises', 'Unit 4, Harbour Walk, Bristol BS1 4RN'],
      ['Rent', '£48,500 per annum exclusive of VAT'],
    ],
  },
  { clause: 'Definitions and interpretation', level: 0 },
  { clause: 'In this Lease the Term means 10 years from and including the Term Commencement Date.', level: 1 },
  { clause: 'Tenant covenants', level: 0 },
  { clause: ['The Tenant shall not assign the whole of the Property without the consent of the Landlord', { inserted: ', such consent not to be unreasonably withheld' }, { deleted: ' in its absolute discretion' }, '.'], level: 1 },
  { pageBreak: true },
  { clause: 'Governing law', level: 0 },
  { clause: 'This Lease is governed by the law of England and Wales.', level: 1 },
];

let t: TestApp;
let lawyer: Awaited<ReturnType<typeof registerUser>>;
let leaseType: number;

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'error' } });
  lawyer = await registerUser(t.app, { name: 'Aoife Murphy' });
  leaseType = await propertyTypeId(t.app, lawyer.token, 'Lease');
}, 30_000);
afterAll(() => t?.close());

const storage = () => createLocalStorage(t.storageDir);

async function extractedPages(caseFileId: string): Promise<Map<number, string>> {
  const [row] = await t.database.db.select().from(caseFiles).where(eq(caseFiles.id, caseFileId));
  const document = JSON.parse((await storage().get(row!.extractedKey!))!.bytes.toString('utf8')) as ExtractedDocument;
  return new Map(document.pages.map((page) => [page.page, page.text]));
}

describe('Word documents as case documents', () => {
  it('says of a Word document with characters read as "?" that it has them, in staging and on the case', async () => {
    const word = await buildWordDocument([{ heading: 'Lease' }, { clause: 'The Landlord is חברת הנכסים בע״מ of Tel Aviv.' }]);
    const response = await processPdf(t.app, lawyer.token, [{ bytes: word, filename: 'Lease - Tel Aviv.docx' }]);
    expect(response.statusCode).toBe(200);
    const [staged] = ProcessPdfResponse.parse(response.json()).files;
    expect(staged).toMatchObject({ error: null, source: { type: 'docx', unprintedCharacters: true } });

    const created = await generate(t.app, lawyer.token, { uploadIds: [staged!.uploadId!], filesMeta: [{ filename: 'Lease - Tel Aviv.docx', docTypeId: leaseType }] });
    await t.jobsSettled();
    const [file] = (await getCase(t.app, lawyer.token, created.id)).files;
    expect(file).toMatchObject({ status: 'ready', source: { type: 'docx', unprintedCharacters: true } });
  });

  it('stages a Word document, says it has tracked changes, and answers it from the PDF laid out from it, cited on its pages', async () => {
    const word = await buildWordDocument(WORD_LEASE);
    const response = await processPdf(t.app, lawyer.token, [{ bytes: word, filename: 'Lease - Unit 4.docx' }]);
    expect(response.statusCode).toBe(200);
    const [staged] = ProcessPdfResponse.parse(response.json()).files;
    expect(staged).toMatchObject({
      filename: 'Lease - Unit 4.docx',
      error: null,
      documentTypeName: 'Lease',
      pages: 2,
      ocrPages: [],
      sha256: createHash('sha256').update(word).digest('hex'),
      source: { type: 'docx', unacceptedChanges: true, comments: false, unprintedCharacters: false },
    });
    // Read as if the changes were accepted: the insertion is there, the deletion is not.
    expect(staged!.content).toContain('such consent not to be unreasonably withheld');
    expect(staged!.content).not.toContain('absolute discretion');
    expect(staged!.content).toMatch(/1\.1\s+In this Lease the Term means/);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, staged!.uploadId!));
    expect((await storage().get(row!.storageKey))!.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.from((await storage().get(row!.originalKey!))!.bytes).equals(Buffer.from(word))).toBe(true);

    const created = await generate(t.app, lawyer.token, { uploadIds: [staged!.uploadId!], filesMeta: [{ filename: 'Lease - Unit 4.docx', docTypeId: leaseType }] });
    await t.jobsSettled();
    const ready: Case = await getCase(t.app, lawyer.token, created.id);
    const [file] = ready.files;
    expect(file).toMatchObject({ status: 'ready', pages: 2, source: { type: 'docx', unacceptedChanges: true, comments: false } });

    const pages = await extractedPages(file!.id);
    const sourced = file!.answers.filter((answer) => answer.status !== 'not_found');
    expect(sourced.length).toBeGreaterThan(3);
    for (const citation of sourced.flatMap((answer) => answer.citations)) {
      expect(citation.verified).toBe(true);
      expect(pages.get(citation.page)!.slice(citation.start, citation.end)).toBe(citation.quote);
    }
    const law = file!.answers.find((answer) => /governing law|governs/i.test(answer.question))!;
    expect(law.citations[0]).toMatchObject({ page: 2, quote: expect.stringContaining('governed by the law of England and Wales') });

    // The viewer gets the rendition, named as the PDF it is; the lawyer can download the file as it was sent.
    const pdf = await t.app.inject({ method: 'GET', url: `${CHAT}/cases/files/${file!.id}/file`, headers: bearer(lawyer.token) });
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.headers['content-disposition']]).toEqual([200, 'application/pdf', 'inline; filename="Lease - Unit 4.pdf"']);
    const original = await t.app.inject({ method: 'GET', url: `${CHAT}/cases/files/${file!.id}/original`, headers: bearer(lawyer.token) });
    expect([original.statusCode, original.headers['content-type'], original.headers['content-disposition']]).toEqual([
      200,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'attachment; filename="Lease - Unit 4.docx"',
    ]);
    expect(original.rawPayload.equals(Buffer.from(word))).toBe(true);
  });

  it('reads a Word document sent straight to generate, and keeps its original out of anyone else’s reach', async () => {
    const word = await buildWordDocument(WORD_LEASE);
    const created = await generate(t.app, lawyer.token, {
      files: [{ bytes: word, filename: 'engrossment.docx' }],
      filesMeta: [{ filename: 'engrossment.docx', docTypeId: leaseType }],
    });
    expect(created.files[0]).toMatchObject({ status: 'queued', source: null });
    await t.jobsSettled();
    const [file] = (await getCase(t.app, lawyer.token, created.id)).files;
    expect(file).toMatchObject({ status: 'ready', pages: 2, source: { type: 'docx', unacceptedChanges: true } });

    const stranger = await registerUser(t.app, { name: 'Seán Byrne' });
    const theirs = await t.app.inject({ method: 'GET', url: `${CHAT}/cases/files/${file!.id}/original`, headers: bearer(stranger.token) });
    expect(theirs.statusCode).toBe(404);

    // Deleting the file takes its rendition, its original and its text with it.
    const [row] = await t.database.db.select().from(caseFiles).where(eq(caseFiles.id, file!.id));
    const keys = [row!.storageKey, row!.originalKey!, row!.extractedKey!];
    expect(new Set(keys).size).toBe(3);
    const deleted = await t.app.inject({ method: 'DELETE', url: `${CHAT}/cases/delete/file/${file!.id}`, headers: bearer(lawyer.token) });
    expect(deleted.statusCode).toBe(200);
    for (const key of keys) expect(await storage().get(key)).toBeNull();
  });

  it('refuses a legacy Word file with what to do instead', async () => {
    const legacy = buildOleFile('WordDocument');
    const [file] = ProcessPdfResponse.parse((await processPdf(t.app, lawyer.token, [{ bytes: legacy, filename: 'old lease.doc' }])).json()).files;
    expect(file).toMatchObject({ uploadId: null, source: null, error: 'This is a Word 97–2003 document (.doc), which cannot be read. Save it as a Word document (.docx) or a PDF and upload it again.' });
  });
});

describe('scans sent as images', () => {
  it('reads a scanned register saved as a PNG by OCR, and stages it like a scanned PDF', async () => {
    const scan = drawScannedPage([
      'Official copy of register of title',
      'Title number WYK123456',
      'B: Proprietorship Register',
      'PROPRIETOR: ACME PROPERTIES LIMITED of 1 High Street, Leeds LS1 1AA.',
    ]);
    const [file] = ProcessPdfResponse.parse((await processPdf(t.app, lawyer.token, [{ bytes: scan, filename: 'scan0001.png' }])).json()).files;
    expect(file).toMatchObject({ error: null, pages: 1, ocrPages: [1], source: { type: 'png', unacceptedChanges: false, comments: false } });
    expect(file!.content).toMatch(/Title number WYK123456/);
    expect(file!.documentTypeName).toMatch(/^Official copy/);
  });
});
