import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseFilesSentResponse, MESSAGES } from '@dd/contracts';
import { ARCHIVE_ENTRY_REASONS, ingestionErrors } from '@dd/engine';
import { buildTextPdf, buildZip, deflatedZeros } from '@dd/engine/fixtures';
import { uploads } from '../db/schema.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { caseForm, CHAT, getCase, postGenerate, propertyTypeId } from './test-cases.ts';

let t: TestApp;
let lawyer: Awaited<ReturnType<typeof registerUser>>;
let leaseType: number;
/** The type given to a container, which its documents take where the engine recognises none. */
let otherType: number;

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'error' } });
  lawyer = await registerUser(t.app, { name: 'Aoife Murphy' });
  leaseType = await propertyTypeId(t.app, lawyer.token, 'Lease');
  otherType = await propertyTypeId(t.app, lawyer.token, 'Replies to enquiries');
}, 30_000);
afterAll(() => t?.close());

const stagedRows = () => t.database.db.select().from(uploads).where(eq(uploads.userId, lawyer.user.id));

/** A small data room: a lease the engine recognises, board minutes it does not, a spreadsheet and a copy. */
async function smallDataRoom() {
  const lease = await buildTextPdf([
    [
      'LEASE',
      'This Lease of Unit 4, Harbour Walk, Bristol is made on 1 March 2021',
      'between Harbour Estates Limited (the Landlord) and Quayside Coffee Limited (the Tenant).',
      'The term is ten years from 25 March 2021 at a rent of £24,000 a year.',
    ],
  ]);
  const minutes = await buildTextPdf([['MINUTES OF A MEETING OF THE BOARD OF DIRECTORS', 'It was resolved that the Company grant a lease of Unit 4.']]);
  return buildZip([
    { name: '02 Leases/Lease of Unit 4.pdf', data: lease },
    { name: '03 Corporate/Board minutes.pdf', data: minutes },
    { name: '03 Corporate/Board minutes (copy).pdf', data: minutes },
    { name: '03 Corporate/Notes for the buyer.txt', data: 'Keys with the agent.' },
  ]);
}

describe('a data room sent straight to generate as a ZIP', () => {
  it('adds each document by its path with the type recognised, else the archive’s, and lists what it did not take', async () => {
    const response = await postGenerate(t.app, lawyer.token, {
      files: [{ bytes: await smallDataRoom(), filename: 'Data room.zip' }],
      filesMeta: [{ filename: 'Data room.zip', docTypeId: otherType, customQuestions: [{ questions: 'Who are the parties?' }] }],
    });

    expect(response.statusCode).toBe(202);
    const { data } = CaseFilesSentResponse.parse(response.json());
    expect(data.unread).toEqual([
      { filename: '03 Corporate/Board minutes (copy).pdf', reason: ARCHIVE_ENTRY_REASONS.duplicate('03 Corporate/Board minutes.pdf') },
      { filename: '03 Corporate/Notes for the buyer.txt', reason: ingestionErrors.unsupportedDocument().message },
    ]);
    expect(data.case.files.map((file) => [file.filename, file.documentTypeId])).toEqual([
      // Recognised: the lease; the board minutes are no type the property area knows, so the archive's.
      ['02 Leases/Lease of Unit 4.pdf', leaseType],
      ['03 Corporate/Board minutes.pdf', otherType],
    ]);
    // The archive's own question is asked of every document in it.
    for (const file of data.case.files) expect(file.answers.map((answer) => answer.question)).toContain('Who are the parties?');

    await t.jobsSettled();
    const ready = await getCase(t.app, lawyer.token, data.case.id);
    expect(ready.files.every((file) => file.status === 'ready')).toBe(true);
    // Nothing is left staged: each document became the case's.
    expect(await stagedRows()).toEqual([]);
  });

  it('refuses a case none of whose files could be read, saying why for each, and keeps nothing', async () => {
    const bomb = buildZip([{ name: 'lease.pdf', data: deflatedZeros(300 * 1024 * 1024) }]);
    const response = await postGenerate(t.app, lawyer.token, {
      files: [{ bytes: bomb, filename: 'bomb.zip' }],
      filesMeta: [{ filename: 'bomb.zip', docTypeId: leaseType }],
    });

    expect(response.statusCode).toBe(422);
    const body = response.json<{ message: string; errors: { files: string[] } }>();
    expect(body.message).toBe(MESSAGES.upload.noneRead);
    expect(body.errors.files[1]).toMatch(/^bomb\.zip: .*compressed more than/);
    expect(await stagedRows()).toEqual([]);
  });

  it('checks the types and questions sent before unpacking anything, and lets go of what it staged when refused after', async () => {
    const invalid = await postGenerate(t.app, lawyer.token, {
      files: [{ bytes: await smallDataRoom(), filename: 'Data room.zip' }],
      filesMeta: [{ filename: 'Data room.zip', docTypeId: otherType, questionIds: [999_999] }],
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json<{ errors: Record<string, string[]> }>().errors).toEqual({ 'filesMeta.0.questionIds': ['These questions are not asked of this document type: 999999.'] });
    expect(await stagedRows()).toEqual([]);

    // An upload named that is not the lawyer's is found missing only once the archive was staged: what it staged goes.
    const missing = await postGenerate(t.app, lawyer.token, {
      files: [{ bytes: await smallDataRoom(), filename: 'Data room.zip' }],
      uploadIds: ['00000000-0000-4000-8000-000000000000'],
      filesMeta: [{ filename: 'Data room.zip', docTypeId: otherType }],
    });
    expect(missing.statusCode).toBe(404);
    expect(await stagedRows()).toEqual([]);
  });
});

describe('a ZIP added to a case with edit', () => {
  it('adds what is new, and names what the case already has, by content or by name, without adding it', async () => {
    const lease = await buildTextPdf([['LEASE', 'This Lease of Unit 9, Harbour Walk, Bristol is made on 1 March 2021.']]);
    const plan = await buildTextPdf([['TITLE PLAN', 'Unit 9, Harbour Walk, Bristol.']]);
    const created = await postGenerate(t.app, lawyer.token, {
      files: [{ bytes: lease, filename: 'Lease of Unit 9.pdf' }, { bytes: plan, filename: 'Plan.pdf' }],
      // No questions: this case is about its files, and answering a bank would only hold up the reading of the archive.
      filesMeta: [
        { filename: 'Lease of Unit 9.pdf', docTypeId: leaseType, questionIds: [] },
        { filename: 'Plan.pdf', docTypeId: otherType, questionIds: [] },
      ],
    });
    const caseId = CaseFilesSentResponse.parse(created.json()).data.case.id;

    const minutes = await buildTextPdf([['MINUTES', 'The board resolved to grant a lease of Unit 9.']]);
    const renamedPlan = await buildTextPdf([['TITLE PLAN', 'Unit 9 as amended.']]);
    const archive = buildZip([
      { name: 'Copies/Signed lease.pdf', data: lease },
      { name: 'Plan.pdf', data: renamedPlan },
      { name: 'Minutes.pdf', data: minutes },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `${CHAT}/response/ai/generate/edit/${caseId}`,
      headers: bearer(lawyer.token),
      payload: caseForm({ filesMeta: [{ filename: 'More.zip', docTypeId: otherType }], files: [{ bytes: archive, filename: 'More.zip' }] }),
    });

    expect(response.statusCode).toBe(202);
    const { data } = CaseFilesSentResponse.parse(response.json());
    expect(data.unread).toEqual([
      { filename: 'Copies/Signed lease.pdf', reason: MESSAGES.upload.duplicateFile },
      { filename: 'Plan.pdf', reason: MESSAGES.upload.nameTaken },
    ]);
    expect(data.case.files.map((file) => file.filename)).toEqual(['Lease of Unit 9.pdf', 'Plan.pdf', 'Minutes.pdf']);
    expect(await stagedRows()).toEqual([]);
  });
});
