import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProcessPdfResponse } from '@dd/contracts';
import { buildDataRoom, buildZip, DATA_ROOM_FILES, DATA_ROOM_REFUSED, deflatedZeros } from '@dd/engine/fixtures';
import { uploads } from '../db/schema.ts';
import { generate, getCase, propertyTypeId } from '../cases/test-cases.ts';
import { createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { processPdf } from './test-documents.ts';

let t: TestApp;
let lawyer: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'error' } });
  lawyer = await registerUser(t.app, { name: 'Aoife Murphy' });
}, 30_000);
afterAll(() => t?.close());

/** How many objects are stored under a prefix (each file beside its metadata), for telling what an upload left behind. */
const storedUnder = async (prefix: string) =>
  (await readdir(`${t.storageDir}/${prefix}`, { recursive: true, withFileTypes: true }).catch(() => [])).filter((entry) => entry.isFile() && !entry.name.endsWith('.meta.json')).length;

describe('a data room sent as a ZIP archive', () => {
  it('stages each file by its path in the archive, lists what it did not take with why, and keeps no archive', async () => {
    const response = await processPdf(t.app, lawyer.token, [{ bytes: await buildDataRoom(), filename: 'Data room.zip' }]);

    expect(response.statusCode).toBe(200);
    const { files } = ProcessPdfResponse.parse(response.json());
    expect(files.map(({ filename, error }) => ({ filename, error }))).toEqual([
      ...DATA_ROOM_REFUSED.map(({ path, reason }) => ({ filename: path, error: reason })),
      ...DATA_ROOM_FILES.map((path) => ({ filename: path, error: null })),
    ]);
    const byName = new Map(files.map((file) => [file.filename, file]));
    expect(byName.get('01 Title/Official copy of the register.pdf')).toMatchObject({ documentTypeName: expect.stringMatching(/^Official copy/), source: null });
    expect(byName.get('01 Title/Title plan scan.png')).toMatchObject({ ocrPages: [1], source: { type: 'png' } });
    expect(byName.get('02 Leases/Lease of Unit 4.docx')).toMatchObject({ documentTypeName: 'Lease', source: { type: 'docx' } });
    for (const path of DATA_ROOM_FILES) expect(byName.get(path)!.uploadId).toMatch(/^[0-9a-f-]{36}$/);

    // What stays staged is the files: the archive's row and object went once the request was answered.
    const rows = await t.database.db.select().from(uploads).where(eq(uploads.userId, lawyer.user.id));
    expect(rows.map((row) => row.filename).sort()).toEqual([...DATA_ROOM_FILES].sort());
    expect(rows.every((row) => row.status === 'ready')).toBe(true);
    // A file each, and for the scan and the Word lease the PDF laid out from them beside the file as uploaded.
    expect(await storedUnder('uploads')).toBe(DATA_ROOM_FILES.length + 2);

    // A case takes them by their uploads, named by their paths.
    const leaseType = await propertyTypeId(t.app, lawyer.token, 'Lease');
    const leases = files.filter((file) => file.filename.startsWith('02 Leases/') && file.uploadId !== null);
    const created = await generate(t.app, lawyer.token, {
      uploadIds: leases.map((file) => file.uploadId!),
      filesMeta: leases.map((file) => ({ filename: file.filename, docTypeId: leaseType })),
    });
    await t.jobsSettled();
    const ready = await getCase(t.app, lawyer.token, created.id);
    expect(ready.files.map((file) => [file.filename, file.status])).toEqual(leases.map((file) => [file.filename, 'ready']));
  });

  it('refuses the entries that climb out of the archive, links and encrypted files, and reads the rest', async () => {
    const pdf = (text: string) => `%PDF-1.4\n${text}`;
    const archive = buildZip([
      { name: '../../etc/passwd', data: 'root:x:0:0:root:/root:/bin/sh\n' },
      { name: '/abs/lease.pdf', data: pdf('absolute') },
      { name: 'link.pdf', data: '/etc/passwd', store: true, unixMode: 0o120777 },
      { name: 'secret.pdf', data: new Uint8Array(64).fill(0xa5), store: true, flags: 0x1 },
    ]);
    const { files } = ProcessPdfResponse.parse((await processPdf(t.app, lawyer.token, [{ bytes: archive, filename: 'hostile.zip' }])).json());

    expect(files.map((file) => [file.filename, file.uploadId])).toEqual([
      ['../../etc/passwd', null],
      ['/abs/lease.pdf', null],
      ['link.pdf', null],
      ['secret.pdf', null],
    ]);
    expect(files.map((file) => file.error)).toEqual([
      expect.stringMatching(/points outside the archive/),
      expect.stringMatching(/points outside the archive/),
      expect.stringMatching(/link to another file/),
      expect.stringMatching(/encrypted/),
    ]);
  });

  it('says an archive holding nothing but folders and litter holds no files', async () => {
    const empty = buildZip([
      { name: '01 Title/', data: '' },
      { name: '__MACOSX/._lease.pdf', data: 'x' },
      { name: '.DS_Store', data: 'x' },
    ]);
    const { files } = ProcessPdfResponse.parse((await processPdf(t.app, lawyer.token, [{ bytes: empty, filename: 'empty.zip' }])).json());

    expect(files).toEqual([expect.objectContaining({ filename: 'empty.zip', uploadId: null, error: 'This archive holds no files. Check that it is the data room you meant to send.' })]);
  });

  it('refuses a ZIP bomb whole, by its named limit, before inflating it', async () => {
    const bomb = buildZip([{ name: 'data room.pdf', data: deflatedZeros(1024 ** 3) }]);
    const { files } = ProcessPdfResponse.parse((await processPdf(t.app, lawyer.token, [{ bytes: bomb, filename: 'bomb.zip' }])).json());

    expect(files).toEqual([expect.objectContaining({ filename: 'bomb.zip', uploadId: null, error: expect.stringMatching(/^This archive could not be read safely: .+ If the file is genuine, unzip it and upload its files\.$/) })]);
  });
});
