import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CaseReportResponse,
  ChecklistItemConflict,
  ChecklistItemResponse,
  ChecklistResponse,
  DocumentTypesResponse,
  MESSAGES,
  TitleReportResponse,
  TitleReportsResponse,
  type Case,
  type FileCitation,
  type TitleReport,
} from '@dd/contracts';
import type { ExtractedDocument } from '@dd/engine';
import { extractPdfText } from '@dd/engine/documents';
import { buildTextPdf, buildWordDocument, folioPages, FREEHOLD_REGISTER_PAGES, SCANNED_REGISTER_LINES, SCOTTISH_TITLE_SHEET_PAGES } from '@dd/engine/fixtures';
import { caseFiles } from '../db/schema.ts';
import { createLocalStorage } from '../storage/storage.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { wordText } from '../testing/word-text.ts';
import { leasePdf, PROPERTY_LAW, scannedPdf } from '../uploads/test-documents.ts';
import { CHAT, generate, getCase, storeEngineAnswer, storeNeedsReview } from '../cases/test-cases.ts';

const ADMIN_EMAIL = 'partner.title@firm.example';
let t: TestApp;
let lawyer: Awaited<ReturnType<typeof registerUser>>;
let stranger: Awaited<ReturnType<typeof registerUser>>;
let admin: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'error', adminEmails: [ADMIN_EMAIL] } });
  [lawyer, stranger, admin] = await Promise.all([
    registerUser(t.app, { name: 'Aoife Murphy' }),
    registerUser(t.app, { name: 'Seán Byrne' }),
    registerUser(t.app, { name: 'Siobhán Kelly', email: ADMIN_EMAIL }),
  ]);
}, 30_000);
afterAll(() => t?.close());

async function typeId(region: string, name: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: `${CHAT}/document-types/${PROPERTY_LAW}?region=${encodeURIComponent(region)}`, headers: bearer(lawyer.token) });
  const type = DocumentTypesResponse.parse(response.json()).data.documentTypes.find((candidate) => candidate.name.startsWith(name));
  if (!type) throw new Error(`No ${region} property type named ${name}`);
  return type.id;
}

/** A case of the given documents (each typed by name), answered in the background and read back. */
async function propertyCase(region: string, documents: { filename: string; bytes: Uint8Array; type: string }[]): Promise<Case> {
  const created = await generate(t.app, lawyer.token, {
    region,
    files: documents.map(({ filename, bytes }) => ({ filename, bytes: Buffer.from(bytes) })),
    filesMeta: await Promise.all(documents.map(async ({ filename, type }) => ({ filename, docTypeId: await typeId(region, type) }))),
  });
  await t.jobsSettled();
  return getCase(t.app, lawyer.token, created.id);
}

const post = (url: string, token: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const requestReport = (caseId: string, regenerate: boolean, token = lawyer.token) => post(`${CHAT}/admin/generate-title-report/${caseId}`, token, { regenerate });

async function reportsOf(caseId: string, token = lawyer.token): Promise<TitleReport[]> {
  const response = await t.app.inject({ method: 'GET', url: `${CHAT}/title-reports?caseId=${caseId}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return TitleReportsResponse.parse(response.json()).data.titleReports;
}

/** Generates a new version and waits for the background draft. */
async function draftedReport(caseId: string): Promise<TitleReport> {
  const response = await requestReport(caseId, true);
  expect(response.statusCode).toBe(202);
  const pending = TitleReportResponse.parse(response.json()).data.titleReport;
  expect(pending).toMatchObject({ caseId, status: 'pending', sections: [], redFlags: [], createdBy: { id: lawyer.user.id, name: 'Aoife Murphy' } });
  await t.jobsSettled();
  return (await reportsOf(caseId)).find((report) => report.id === pending.id)!;
}

const pagesOf = async (caseFileId: string): Promise<Map<number, string>> => {
  const [row] = await t.database.db.select().from(caseFiles).where(eq(caseFiles.id, caseFileId));
  const stored = await createLocalStorage(t.storageDir).get(row!.extractedKey!);
  const document = JSON.parse(stored!.bytes.toString('utf8')) as ExtractedDocument;
  return new Map(document.pages.map((page) => [page.page, page.text]));
};

/** Every citation quotes the page it names of the file it names, word for word. */
async function expectQuotedOnTheirPages(citations: readonly FileCitation[]) {
  expect(citations.length).toBeGreaterThan(0);
  for (const citation of citations) {
    const text = (await pagesOf(citation.caseFileId)).get(citation.page) ?? '';
    expect(text.slice(citation.start, citation.end)).toBe(citation.quote);
    expect(citation.verified).toBe(true);
  }
}

const section = (report: TitleReport, key: string) => report.sections.find((candidate) => candidate.key === key)!;

describe('a report on title for an England and Wales case', () => {
  let record: Case;
  let register: Case['files'][number];
  let lease: Case['files'][number];
  let first: TitleReport;

  beforeAll(async () => {
    record = await propertyCase('England', [
      { filename: 'official-copy.pdf', bytes: await buildTextPdf(FREEHOLD_REGISTER_PAGES), type: 'Official copy' },
      { filename: 'lease.pdf', bytes: await leasePdf(), type: 'Lease' },
    ]);
    register = record.files.find((file) => file.filename === 'official-copy.pdf')!;
    lease = record.files.find((file) => file.filename === 'lease.pdf')!;
    // An answer the engine asserts, whatever the committed calibration makes of this lease (decision 49): the
    // report states it as a fact of the lease.
    const tenant = lease.answers.find((answer) => answer.question === 'Who is the tenant?')!;
    await storeEngineAnswer(t.database.db, tenant, 'QUAYSIDE COFFEE LIMITED');
    lease = (await getCase(t.app, lawyer.token, record.id)).files.find((file) => file.id === lease.id)!;
    first = await draftedReport(record.id);
  }, 60_000);

  it('drafts the report in the background, every fact and flag quoted on its page, and makes it the active one', async () => {
    expect(first).toMatchObject({ version: 1, status: 'ready', active: true, error: null });
    expect(first.registers).toEqual([
      {
        caseFileId: register.id,
        filename: 'official-copy.pdf',
        system: 'england-wales',
        titleNumber: 'WM123456',
        editionDate: '12.03.2019',
        error: null,
        reliedOn: true,
        copyOf: null,
        basis: 'only-copy',
      },
    ]);
    expect(first.sections.map((candidate) => candidate.key)).toEqual([
      'property',
      'titleAndTenure',
      'proprietorsAndPrice',
      'restrictions',
      'charges',
      'covenants',
      'easements',
      'leases',
      'notices',
      'documents',
      // Listed only when the engine flagged some of the lease's answers for review.
      ...(lease.answers.some((answer) => answer.status === 'needs_review') ? ['toReview'] : []),
    ]);
    expect(section(first, 'titleAndTenure').facts).toContainEqual(expect.objectContaining({ value: 'WM123456' }));
    expect(section(first, 'proprietorsAndPrice').facts.map((fact) => fact.value).join(' ')).toMatch(/JOHN SMITH and JANE SMITH[\s\S]*£325,000/);
    expect(first.redFlags.map((flag) => flag.title)).toEqual(
      expect.arrayContaining(['Restriction needs a third party’s consent', 'Covenants whose deed was not supplied']),
    );
    // Each names its title number and register entry, as a conveyancer cites it.
    expect(first.redFlags.find((flag) => flag.title === 'Restriction needs a third party’s consent')!.reference).toMatch(/^WM123456 B\d+$/);
    const registerCitations = [...first.sections.filter((candidate) => !['documents', 'toReview'].includes(candidate.key)), ...[{ facts: first.redFlags }]].flatMap((candidate) =>
      candidate.facts.flatMap((fact) => fact.citations),
    );
    expect(new Set(registerCitations.map((citation) => citation.caseFileId))).toEqual(new Set([register.id]));
    await expectQuotedOnTheirPages(registerCitations);

    const { case: ready } = { case: await getCase(t.app, lawyer.token, record.id) };
    expect(ready.activeTitleReportId).toBe(first.id);
    const event = t.notifications.find((n) => n.event === 'titleReport.ready' && (n.payload as { titleReport: TitleReport }).titleReport.id === first.id);
    expect(event).toMatchObject({ userId: lawyer.user.id, payload: { caseId: record.id, titleReport: { status: 'ready' } } });
  });

  it('folds the lease’s sourced answers in under Documents reviewed, cited in the lease', async () => {
    const documents = section(first, 'documents');
    expect(documents.title).toBe('Documents reviewed');
    expect(documents.facts).toContainEqual(expect.objectContaining({ label: 'lease.pdf (Lease): Who is the tenant?', value: 'QUAYSIDE COFFEE LIMITED' }));
    expect(documents.facts.every((fact) => fact.label.startsWith('lease.pdf (Lease): '))).toBe(true);
    const citations = documents.facts.flatMap((fact) => fact.citations);
    expect(new Set(citations.map((citation) => citation.caseFileId))).toEqual(new Set([lease.id]));
    await expectQuotedOnTheirPages(citations);
  });

  it('returns the existing report unless asked to regenerate; versions can be activated and deleted', async () => {
    const again = await requestReport(record.id, false);
    expect([again.statusCode, TitleReportResponse.parse(again.json()).data.titleReport.id]).toEqual([200, first.id]);

    const second = await draftedReport(record.id);
    expect(second).toMatchObject({ version: 2, status: 'ready', active: true });
    expect((await reportsOf(record.id)).map((report) => [report.version, report.active])).toEqual([
      [2, true],
      [1, false],
    ]);

    const activated = await t.app.inject({ method: 'PUT', url: `${CHAT}/admin/active-title-report/${first.id}`, headers: bearer(lawyer.token) });
    expect([activated.statusCode, TitleReportResponse.parse(activated.json()).data.titleReport.active]).toEqual([200, true]);
    expect((await getCase(t.app, lawyer.token, record.id)).activeTitleReportId).toBe(first.id);

    const deleted = await t.app.inject({ method: 'DELETE', url: `${CHAT}/admin/delete-title-report/${first.id}`, headers: bearer(lawyer.token) });
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { message: MESSAGES.titleReports.deleted }]);
    // The active version went, so the newest remaining ready one took its place.
    expect((await reportsOf(record.id)).map((report) => [report.id, report.active])).toEqual([[second.id, true]]);
    expect((await getCase(t.app, lawyer.token, record.id)).activeTitleReportId).toBe(second.id);
  });

  it('keeps another lawyer out of every call (404), and lets an admin act on the case', async () => {
    const [report] = await reportsOf(record.id);
    const checklist = ChecklistResponse.parse((await post(`${CHAT}/response/ai/title-report-checklist/${record.id}`, lawyer.token)).json()).data.checklist;
    const calls = [
      () => requestReport(record.id, true, stranger.token),
      () => t.app.inject({ method: 'GET', url: `${CHAT}/title-reports?caseId=${record.id}`, headers: bearer(stranger.token) }),
      () => t.app.inject({ method: 'PUT', url: `${CHAT}/admin/active-title-report/${report!.id}`, headers: bearer(stranger.token) }),
      () => t.app.inject({ method: 'DELETE', url: `${CHAT}/admin/delete-title-report/${report!.id}`, headers: bearer(stranger.token) }),
      () => post(`${CHAT}/response/ai/title-report-checklist/${record.id}`, stranger.token),
      () => t.app.inject({ method: 'PUT', url: `${CHAT}/title-report-checklist/items/${checklist.items[0]!.id}`, headers: bearer(stranger.token), payload: { verified: true } }),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(404);
    expect(await reportsOf(record.id)).toHaveLength(1);
    const strangersOwn = await t.app.inject({ method: 'GET', url: `${CHAT}/title-reports`, headers: bearer(stranger.token) });
    expect(TitleReportsResponse.parse(strangersOwn.json()).data.titleReports).toEqual([]);

    const byAdmin = await requestReport(record.id, true, admin.token);
    expect(byAdmin.statusCode).toBe(202);
    await t.jobsSettled();
    const all = await t.app.inject({ method: 'GET', url: `${CHAT}/title-reports`, headers: bearer(admin.token) });
    const versions = TitleReportsResponse.parse(all.json()).data.titleReports.filter((candidate) => candidate.caseId === record.id);
    expect(versions[0]).toMatchObject({ version: 3, status: 'ready', active: true, createdBy: { name: 'Siobhán Kelly' } });
  });

  it('draws up the checklist, verifies an item with the lawyer’s note, and keeps unchanged verifications when drawn up again', async () => {
    const drawn = await post(`${CHAT}/response/ai/title-report-checklist/${record.id}`, lawyer.token, { regenerate: true });
    expect(drawn.statusCode).toBe(200);
    const { items } = ChecklistResponse.parse(drawn.json()).data.checklist;
    expect(items.map((item) => item.key)).toEqual(expect.arrayContaining(['title-number', 'class-of-title', 'restrictions', 'charges', 'covenants']));
    const restrictions = items.find((item) => item.key === 'restrictions')!;
    expect(restrictions).toMatchObject({ status: 'flag', caseFileId: register.id, titleNumber: 'WM123456', verified: false, verifiedBy: null, note: null });
    await expectQuotedOnTheirPages(restrictions.evidence);
    expect(items.find((item) => item.key === 'class-of-title')).toMatchObject({ status: 'pass' });
    // The case holds the register and a lease, no contract: the seller and the title number cannot be compared.
    expect(items.find((item) => item.key === 'proprietor')).toMatchObject({
      status: 'missing',
      finding: 'No contract or transfer in the case names the seller to compare with the proprietor registered.',
    });
    expect(items.find((item) => item.key === 'title-number')).toMatchObject({
      status: 'missing',
      finding: 'No other document of the case names title number WM123456: compare it with the contract.',
    });

    const verify = (payload: object) => t.app.inject({ method: 'PUT', url: `${CHAT}/title-report-checklist/items/${restrictions.id}`, headers: bearer(lawyer.token), payload });
    const verified = await verify({ verified: true, note: '  Lender’s consent requested from Barclays on 3 June.  ' });
    expect(verified.statusCode).toBe(200);
    expect(ChecklistItemResponse.parse(verified.json()).data.item).toMatchObject({
      verified: true,
      verifiedBy: { id: lawyer.user.id, name: 'Aoife Murphy' },
      verifiedAt: expect.any(String),
      note: 'Lender’s consent requested from Barclays on 3 June.',
    });
    expect((await verify({ note: 'no verified field' })).statusCode).toBe(422);
    expect((await verify({ verified: 'yes' })).statusCode).toBe(422);

    const redrawn = ChecklistResponse.parse((await post(`${CHAT}/response/ai/title-report-checklist/${record.id}`, lawyer.token, { regenerate: true })).json()).data.checklist;
    expect(redrawn.items.find((item) => item.key === 'restrictions')).toMatchObject({ id: restrictions.id, verified: true, note: 'Lender’s consent requested from Barclays on 3 June.' });
    const kept = ChecklistResponse.parse((await post(`${CHAT}/response/ai/title-report-checklist/${record.id}`, lawyer.token, { regenerate: false })).json()).data.checklist;
    expect(kept.items.map((item) => item.id)).toEqual(redrawn.items.map((item) => item.id));
    expect(t.notifications.some((n) => n.event === 'checklist.ready' && n.userId === lawyer.user.id)).toBe(true);

    const undone = await verify({ verified: false });
    expect(ChecklistItemResponse.parse(undone.json()).data.item).toMatchObject({ verified: false, verifiedBy: null, note: 'Lender’s consent requested from Barclays on 3 June.' });
  });

  it('refuses a verification or note made from a stale version with 409 and the item as it now is, changing nothing', async () => {
    const { items } = ChecklistResponse.parse((await post(`${CHAT}/response/ai/title-report-checklist/${record.id}`, lawyer.token)).json()).data.checklist;
    const item = items.find((candidate) => candidate.key === 'charges')!;
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `${CHAT}/title-report-checklist/items/${item.id}`, headers: bearer(lawyer.token), payload });
    const first = await put({ verified: true, note: 'Redeem on completion.', version: item.version });
    expect(ChecklistItemResponse.parse(first.json()).data.item).toMatchObject({ verified: true, version: item.version + 1 });

    const stale = await put({ verified: false, note: 'From an older tab', version: item.version });
    expect(stale.statusCode).toBe(409);
    expect(ChecklistItemConflict.parse(stale.json())).toMatchObject({
      message: MESSAGES.cases.staleEdit,
      current: { id: item.id, verified: true, note: 'Redeem on completion.', version: item.version + 1 },
      changedBy: { id: lawyer.user.id, name: 'Aoife Murphy' },
    });
    const after = ChecklistResponse.parse((await post(`${CHAT}/response/ai/title-report-checklist/${record.id}`, lawyer.token)).json()).data.checklist;
    expect(after.items.find((candidate) => candidate.id === item.id)).toMatchObject({ verified: true, note: 'Redeem on completion.', version: item.version + 1 });
    expect((await put({ verified: false })).statusCode).toBe(200);
  });
});

describe('the report on title in the case’s exports', () => {
  it('prints the active report, red flags first, and the checklist as the lawyer left it, in Word and PDF', async () => {
    const record = await propertyCase('England', [{ filename: 'official-copy.pdf', bytes: await buildTextPdf(FREEHOLD_REGISTER_PAGES), type: 'Official copy' }]);
    const report = await draftedReport(record.id);
    const { items } = ChecklistResponse.parse((await post(`${CHAT}/response/ai/title-report-checklist/${record.id}`, lawyer.token)).json()).data.checklist;
    const restriction = items.find((item) => item.key === 'restrictions')!;
    await t.app.inject({
      method: 'PUT',
      url: `${CHAT}/title-report-checklist/items/${restriction.id}`,
      headers: bearer(lawyer.token),
      payload: { verified: true, note: 'Consent letter on file.' },
    });

    const json = await t.app.inject({ method: 'GET', url: `${CHAT}/fetch-output-report/${record.id}`, headers: bearer(lawyer.token) });
    const { titleReport } = CaseReportResponse.parse(json.json()).data.report;
    expect(titleReport).toMatchObject({
      version: report.version,
      registers: [{ filename: 'official-copy.pdf', titleNumber: 'WM123456', editionDate: '12.03.2019', error: null, reliedOn: true, copyNote: null }],
    });
    expect(titleReport!.redFlags[0]!.sources[0]).toMatchObject({ filename: 'official-copy.pdf', page: expect.any(Number) });
    expect(titleReport!.checklist.find((item) => item.label === restriction.label)).toMatchObject({ verified: { by: 'Aoife Murphy' }, note: 'Consent letter on file.' });

    const firstFlag = report.redFlags[0]!;
    const docx = await t.app.inject({ method: 'GET', url: `${CHAT}/fetch-output-report/${record.id}?format=docx`, headers: bearer(lawyer.token) });
    const { text: word } = await wordText(docx.rawPayload);
    const pdf = await t.app.inject({ method: 'GET', url: `${CHAT}/fetch-output-report/${record.id}?format=pdf`, headers: bearer(lawyer.token) });
    const printed = (await extractPdfText(pdf.rawPayload)).pages.map((page) => page.text).join('\n').replace(/\s+/g, ' ');
    for (const text of [word.replace(/\s+/g, ' '), printed]) {
      expect(text).toContain('Report on title');
      expect(firstFlag.reference).toMatch(/^WM123456 [A-C]\d+$/);
      expect(text).toContain(`${firstFlag.severity === 'high' ? 'High' : 'Medium'}: ${firstFlag.reference}: ${firstFlag.title}`);
      expect(text).toContain(`official-copy.pdf p. ${firstFlag.citations[0]!.page}:`);
      expect(text).toContain('Title checklist');
      expect(text).toContain('Verified by Aoife Murphy');
      expect(text).toContain('Note: Consent letter on file.');
      // Red flags come before the sections of the report.
      expect(text.indexOf('Red flags')).toBeLessThan(text.indexOf(report.sections[0]!.title, text.indexOf('Red flags')));
    }
  }, 60_000);
});

describe('two copies of one title in a case', () => {
  it('relies on the latest edition, says which copies were supplied, and reports and checks the title once', async () => {
    // The same title's official copy five years on: a new edition, the unilateral notice since cancelled.
    const later = FREEHOLD_REGISTER_PAGES.map((page) =>
      page.filter((line) => !/UNILATERAL NOTICE|^Developments Limited/.test(line)).map((line) => line.replace('Edition date 12.03.2019', 'Edition date 01.02.2024')),
    );
    const record = await propertyCase('England', [
      { filename: 'official-copy-2019.pdf', bytes: await buildTextPdf(FREEHOLD_REGISTER_PAGES), type: 'Official copy' },
      { filename: 'official-copy-2024.pdf', bytes: await buildTextPdf(later), type: 'Official copy' },
    ]);
    const older = record.files.find((file) => file.filename === 'official-copy-2019.pdf')!;
    const latest = record.files.find((file) => file.filename === 'official-copy-2024.pdf')!;

    const report = await draftedReport(record.id);

    expect(report.registers.map(({ filename, editionDate, reliedOn, copyOf, basis }) => ({ filename, editionDate, reliedOn, copyOf, basis }))).toEqual([
      { filename: 'official-copy-2019.pdf', editionDate: '12.03.2019', reliedOn: false, copyOf: latest.id, basis: 'latest-edition' },
      { filename: 'official-copy-2024.pdf', editionDate: '01.02.2024', reliedOn: true, copyOf: null, basis: 'latest-edition' },
    ]);
    // Every fact and flag is drawn from the latest edition, each once: the cancelled notice is not raised.
    const citations = [...report.sections.filter(({ key }) => key !== 'documents' && key !== 'toReview').flatMap(({ facts }) => facts), ...report.redFlags].flatMap(({ citations }) => citations);
    expect(new Set(citations.map(({ caseFileId }) => caseFileId))).toEqual(new Set([latest.id]));
    expect(section(report, 'titleAndTenure').facts.filter(({ value }) => value === 'WM123456')).toHaveLength(1);
    const references = report.redFlags.map(({ reference, title }) => `${reference}: ${title}`);
    expect(new Set(references).size).toBe(references.length);
    expect(references.some((flag) => /notice/i.test(flag))).toBe(false);
    await expectQuotedOnTheirPages(citations);

    const { items } = ChecklistResponse.parse((await post(`${CHAT}/response/ai/title-report-checklist/${record.id}`, lawyer.token)).json()).data.checklist;
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map(({ caseFileId }) => caseFileId))).toEqual(new Set([latest.id]));
    expect(items.every((item) => item.caseFileId !== older.id)).toBe(true);

    const { titleReport } = CaseReportResponse.parse((await t.app.inject({ method: 'GET', url: `${CHAT}/fetch-output-report/${record.id}`, headers: bearer(lawyer.token) })).json()).data.report;
    expect(titleReport!.registers.find(({ filename }) => filename === 'official-copy-2019.pdf')!.copyNote).toBe(
      'Not relied on: another copy of title WM123456 (edition 12.03.2019); the report relies on official-copy-2024.pdf (edition 01.02.2024).',
    );
    const docx = await t.app.inject({ method: 'GET', url: `${CHAT}/fetch-output-report/${record.id}?format=docx`, headers: bearer(lawyer.token) });
    const word = (await wordText(docx.rawPayload)).text.replace(/\s+/g, ' ');
    expect(word).toContain('from official-copy-2024.pdf (WM123456, edition 01.02.2024).');
    expect(word).toContain('official-copy-2019.pdf: Not relied on: another copy of title WM123456 (edition 12.03.2019);');
  }, 60_000);
});

describe('a scanned register', () => {
  it('marks where each quote stands on the scan: the answers’ and the report’s citations carry their boxes', async () => {
    const record = await propertyCase('England', [
      { filename: 'scanned-copy.pdf', bytes: await scannedPdf(SCANNED_REGISTER_LINES), type: 'Official copy' },
      { filename: 'official-copy.pdf', bytes: await buildTextPdf(FREEHOLD_REGISTER_PAGES), type: 'Official copy' },
    ]);
    const scanned = record.files.find((file) => file.filename === 'scanned-copy.pdf')!;
    const typed = record.files.find((file) => file.filename === 'official-copy.pdf')!;
    const titleNumberOf = (file: Case['files'][number]) => file.answers.find((answer) => answer.question === 'What is the title number?')!;

    const onScan = titleNumberOf(scanned).citations[0]!;
    expect(onScan.quote).toContain('SY456789');
    expect(onScan.boxes?.length).toBeGreaterThan(0);
    // A4 is 595 by 842 points: the title number's line is near the top of the page.
    for (const box of onScan.boxes!) {
      expect(box.x).toBeGreaterThan(0);
      expect(box.x + box.width).toBeLessThan(595);
      expect(box.y + box.height).toBeLessThan(842 / 4);
    }
    // A page with a text layer is marked in it: its citations carry no boxes.
    expect(titleNumberOf(typed).citations.every((citation) => citation.boxes === undefined)).toBe(true);

    const report = await draftedReport(record.id);
    const scanFacts = report.sections.flatMap(({ facts }) => facts).flatMap(({ citations }) => citations).filter(({ caseFileId }) => caseFileId === scanned.id);
    expect(scanFacts.length).toBeGreaterThan(0);
    expect(scanFacts.every((citation) => (citation.boxes?.length ?? 0) > 0)).toBe(true);
  });
});

describe('an answer that needs review in the report on title', () => {
  it('is listed to review with its passage, never stated as a fact, until the lawyer confirms it', async () => {
    const record = await propertyCase('England', [
      { filename: 'official-copy.pdf', bytes: await buildTextPdf(FREEHOLD_REGISTER_PAGES), type: 'Official copy' },
      { filename: 'lease.pdf', bytes: await leasePdf(), type: 'Lease' },
    ]);
    const lease = record.files.find((file) => file.filename === 'lease.pdf')!;
    const flagged = lease.answers.find((answer) => answer.status !== 'not_found' && answer.citations.length > 0)!;
    await storeNeedsReview(t.database.db, flagged);
    const label = `lease.pdf (Lease): ${flagged.question}`;
    const citations = flagged.citations.map((citation) => ({ ...citation, caseFileId: lease.id }));

    const unreviewed = await draftedReport(record.id);
    expect(section(unreviewed, 'documents').facts.map((fact) => fact.label)).not.toContain(label);
    expect(section(unreviewed, 'toReview')).toMatchObject({ key: 'toReview', title: 'To review' });
    const { page, clause } = flagged.citations[0]!;
    expect(section(unreviewed, 'toReview').facts).toContainEqual({
      label,
      value: `Needs review — ${clause ? `${clause} (page ${page})` : `Page ${page}`} deals with this: check the passage`,
      citations,
    });
    // Whatever else the engine flagged is listed the same way, never as a fact.
    const leaseAnswers = (await getCase(t.app, lawyer.token, record.id)).files.find((file) => file.id === lease.id)!.answers;
    expect(section(unreviewed, 'toReview').facts.map((fact) => fact.label).sort()).toEqual(
      leaseAnswers.filter((answer) => answer.status === 'needs_review').map((answer) => `lease.pdf (Lease): ${answer.question}`).sort(),
    );

    const verified = await t.app.inject({ method: 'PUT', url: `${CHAT}/answers/${flagged.id}/verify`, headers: bearer(lawyer.token), payload: { verified: true } });
    expect(verified.statusCode).toBe(200);
    const reviewed = await draftedReport(record.id);
    expect((reviewed.sections.find((candidate) => candidate.key === 'toReview')?.facts ?? []).map((fact) => fact.label)).not.toContain(label);
    expect(section(reviewed, 'documents').facts).toContainEqual({ label, value: flagged.citations[0]!.quote, citations });
  }, 60_000);
});

describe('reports in the terms of each register', () => {
  it('reads a Scottish title sheet into standard securities, real burdens and servitudes', async () => {
    const record = await propertyCase('Scotland', [{ filename: 'title-sheet.pdf', bytes: await buildTextPdf(SCOTTISH_TITLE_SHEET_PAGES), type: 'Title sheet' }]);
    const report = await draftedReport(record.id);
    expect(report.status).toBe('ready');
    expect(report.sections.map((candidate) => candidate.title)).toEqual(expect.arrayContaining(['Standard securities', 'Real burdens', 'Servitudes']));
    expect(section(report, 'charges').facts.map((fact) => fact.value).join(' ')).toMatch(/BANK OF SCOTLAND/);
    await expectQuotedOnTheirPages(report.sections.flatMap((candidate) => candidate.facts.flatMap((fact) => fact.citations)));
  }, 60_000);

  it('reads a Republic of Ireland folio, raising its possessory title, judgment mortgage and right of residence', async () => {
    const record = await propertyCase('Republic of Ireland', [{ filename: 'folio.pdf', bytes: await buildTextPdf(folioPages('Wicklow')), type: 'Land Registry folio' }]);
    const report = await draftedReport(record.id);
    expect(report.registers[0]).toMatchObject({ system: 'republic-of-ireland', titleNumber: expect.stringContaining('45231F') });
    expect(report.redFlags.slice(0, 3).map((flag) => flag.severity)).toEqual(['high', 'high', 'high']);
    expect(report.redFlags.map((flag) => flag.title)).toEqual(expect.arrayContaining(['Judgment mortgage', 'Right of residence']));
    expect(report.redFlags.find((flag) => flag.title === 'Judgment mortgage')!.reference).toBe('Folio 45231F Part 3, entry 2');
    await expectQuotedOnTheirPages(report.redFlags.flatMap((flag) => flag.citations));
  }, 60_000);
});

describe('registers supplied as other kinds of file', () => {
  it('reports on an official copy supplied as a Word document, each fact quoted on the page laid out from it', async () => {
    // Each page of the register a page of the Word document, each of its lines a paragraph.
    const blocks = FREEHOLD_REGISTER_PAGES.flatMap((lines, page) => [...(page > 0 ? [{ pageBreak: true as const }] : []), ...lines.map((line) => ({ paragraph: line }))]);
    const record = await propertyCase('England', [{ filename: 'official-copy.docx', bytes: await buildWordDocument(blocks), type: 'Official copy' }]);
    expect(record.files[0]).toMatchObject({ status: 'ready', source: { type: 'docx' }, pages: FREEHOLD_REGISTER_PAGES.length });

    const report = await draftedReport(record.id);

    expect(report.status).toBe('ready');
    expect(section(report, 'titleAndTenure').facts).toContainEqual(expect.objectContaining({ value: 'WM123456' }));
    expect(section(report, 'proprietorsAndPrice').facts.map((fact) => fact.value).join(' ')).toMatch(/JOHN SMITH and JANE SMITH[\s\S]*£325,000/);
    await expectQuotedOnTheirPages(report.sections.flatMap((candidate) => candidate.facts.flatMap((fact) => fact.citations)));
  }, 60_000);
});

describe('what cannot be reported on', () => {
  it('refuses a case with no register, in words the lawyer can act on', async () => {
    const record = await propertyCase('England', [{ filename: 'lease.pdf', bytes: await leasePdf(), type: 'Lease' }]);
    const response = await requestReport(record.id, false);
    expect([response.statusCode, response.json().message]).toEqual([409, MESSAGES.titleReports.noRegister]);
    const checklist = await post(`${CHAT}/response/ai/title-report-checklist/${record.id}`, lawyer.token);
    expect([checklist.statusCode, checklist.json().message]).toEqual([409, MESSAGES.titleReports.noRegister]);
    expect(await reportsOf(record.id)).toEqual([]);
  }, 60_000);

  it('fails the version with the reason when the register cannot be read, and the server carries on', async () => {
    const record = await propertyCase('England', [{ filename: 'not-a-register.pdf', bytes: await leasePdf(), type: 'Official copy' }]);
    const report = await draftedReport(record.id);
    expect(report).toMatchObject({ status: 'failed', active: false, sections: [], redFlags: [] });
    expect(report.error).toMatch(/^No register of title could be read\. not-a-register\.pdf: This does not read as a register of title/);
    expect(report.registers).toEqual([expect.objectContaining({ filename: 'not-a-register.pdf', system: null, error: expect.any(String) })]);
    expect((await getCase(t.app, lawyer.token, record.id)).activeTitleReportId).toBeNull();
    const activate = await t.app.inject({ method: 'PUT', url: `${CHAT}/admin/active-title-report/${report.id}`, headers: bearer(lawyer.token) });
    expect([activate.statusCode, activate.json().message]).toEqual([409, MESSAGES.titleReports.notReady]);
    const checklist = await post(`${CHAT}/response/ai/title-report-checklist/${record.id}`, lawyer.token);
    expect(checklist.statusCode).toBe(409);
    expect(checklist.json().message).toMatch(/not-a-register\.pdf/);
  }, 60_000);

  it('answers 404 for ids that are not ids, and 422 for a malformed body', async () => {
    expect((await requestReport('not-a-case', true)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${CHAT}/title-reports?caseId=not-a-case`, headers: bearer(lawyer.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `${CHAT}/admin/active-title-report/nope`, headers: bearer(lawyer.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `${CHAT}/title-report-checklist/items/nope`, headers: bearer(lawyer.token), payload: { verified: true } })).statusCode).toBe(404);
    const [anyCase] = (await t.app.inject({ method: 'GET', url: `${CHAT}/cases`, headers: bearer(lawyer.token) })).json().data.cases as Case[];
    expect((await post(`${CHAT}/admin/generate-title-report/${anyCase!.id}`, lawyer.token, { regenerate: 'yes' })).statusCode).toBe(422);
  });
});

describe('versions across users', () => {
  it('names each version’s case and owner: the owner sees their own, an admin every user’s, another lawyer none (404), no one signed out', async () => {
    const registerPages = await buildTextPdf(FREEHOLD_REGISTER_PAGES);
    const mine = await propertyCase('England', [{ filename: 'official-copy.pdf', bytes: registerPages, type: 'Official copy' }]);
    const report = await draftedReport(mine.id);
    const theirs = await generate(t.app, stranger.token, {
      title: 'Quayside unit',
      files: [{ filename: 'register.pdf', bytes: Buffer.from(registerPages) }],
      filesMeta: [{ filename: 'register.pdf', docTypeId: await typeId('England', 'Official copy') }],
    });
    await t.jobsSettled();
    expect((await requestReport(theirs.id, true, stranger.token)).statusCode).toBe(202);
    await t.jobsSettled();

    const mineAbout = { caseId: mine.id, caseTitle: mine.title, owner: { id: lawyer.user.id, name: 'Aoife Murphy' } };
    const theirsAbout = { caseId: theirs.id, caseTitle: 'Quayside unit', owner: { id: stranger.user.id, name: 'Seán Byrne' } };
    expect(report).toMatchObject(mineAbout);
    const list = async (token?: string) => {
      const response = await t.app.inject({ method: 'GET', url: `${CHAT}/title-reports`, ...(token && { headers: bearer(token) }) });
      return { status: response.statusCode, reports: response.statusCode === 200 ? TitleReportsResponse.parse(response.json()).data.titleReports : [] };
    };
    const about = (reports: TitleReport[]) => reports.filter((candidate) => [mine.id, theirs.id].includes(candidate.caseId)).map(({ caseId, caseTitle, owner }) => ({ caseId, caseTitle, owner }));

    // Newest first: the other lawyer's version was drafted last.
    expect(about((await list(admin.token)).reports)).toEqual([theirsAbout, mineAbout]);
    expect(about((await list(lawyer.token)).reports)).toEqual([mineAbout]);
    expect(about((await list(stranger.token)).reports)).toEqual([theirsAbout]);
    expect((await t.app.inject({ method: 'GET', url: `${CHAT}/title-reports?caseId=${mine.id}`, headers: bearer(stranger.token) })).statusCode).toBe(404);
    expect((await list()).status).toBe(401);
  }, 60_000);
});
