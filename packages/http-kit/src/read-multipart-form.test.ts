import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dd/contracts';
import { registerErrorHandler } from './error-handler.ts';
import { HEAD_BYTES, readMultipartForm, spoolDirectory } from './read-multipart-form.ts';

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'dd-http-kit-'));
  app = Fastify();
  registerErrorHandler(app);
  await app.register(multipart);
  app.post('/form', async (request) => {
    const form = await readMultipartForm(request, { fileFields: ['files[]', 'logo'], maxFileBytes: 10, maxFiles: 2, spoolDir: spoolDirectory(dataDir) });
    try {
      const files = await Promise.all(form.files.map(async (file) => ({ field: file.field, filename: file.filename, text: (await file.read()).toString() })));
      return { fields: form.fields, files };
    } finally {
      await form.dispose();
    }
  });
  app.post('/spooled', async (request) => {
    const form = await readMultipartForm(request, { fileFields: ['file'], maxFileBytes: 1024 * 1024, maxFiles: 1, spoolDir: spoolDirectory(dataDir) });
    try {
      const [file] = form.files;
      const onDisk = await readFile(file!.path);
      return { sha256: file!.sha256, head: file!.head.toString('latin1'), size: file!.size, onDisk: createHash('sha256').update(onDisk).digest('hex') };
    } finally {
      await form.dispose();
    }
  });
  // An archive (a head starting "PK") may be up to 4 KiB; anything else up to 100 bytes.
  app.post('/by-kind', async (request) => {
    const form = await readMultipartForm(request, {
      fileFields: ['files[]'],
      maxFileBytes: 4096,
      maxFileBytesByHead: (head) => (head.subarray(0, 2).toString('latin1') === 'PK' ? 4096 : 100),
      maxFiles: 2,
      spoolDir: spoolDirectory(dataDir),
    });
    try {
      return { sizes: form.files.map((file) => file.size) };
    } finally {
      await form.dispose();
    }
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const post = (form: FormData) => app.inject({ method: 'POST', url: '/form', payload: form });

describe('readMultipartForm', () => {
  it('reads fields (a repeated `name[]` as a list) and spools files, leaving nothing behind', async () => {
    const form = new FormData();
    form.append('title', 'Unit 4');
    form.append('uploadIds[]', 'a');
    form.append('uploadIds[]', 'b');
    form.append('files[]', new Blob(['lease']), 'lease.pdf');
    form.append('logo', new Blob([]), '');
    const response = await post(form);
    expect(response.json()).toEqual({
      fields: { title: 'Unit 4', uploadIds: ['a', 'b'] },
      files: [{ field: 'files[]', filename: 'lease.pdf', text: 'lease' }],
    });
    expect(await readdir(spoolDirectory(dataDir))).toEqual([]);
  });

  it('refuses a file over the limit, too many files, an unexpected field and a body cut short, in words', async () => {
    const large = new FormData();
    large.append('files[]', new Blob(['x'.repeat(11)]), 'big.pdf');
    expect((await post(large)).json()).toEqual({ message: MESSAGES.files.tooLarge(10) });

    const many = new FormData();
    for (const name of ['a', 'b', 'c']) many.append('files[]', new Blob(['x']), `${name}.pdf`);
    const tooMany = await post(many);
    expect([tooMany.statusCode, tooMany.json()]).toEqual([413, { message: MESSAGES.files.tooMany(2) }]);

    const unexpected = new FormData();
    unexpected.append('virus', new Blob(['x']), 'x.exe');
    expect((await post(unexpected)).statusCode).toBe(400);

    const body = new Request('http://localhost/', { method: 'POST', body: large });
    const payload = Buffer.from(await body.arrayBuffer());
    const cut = await app.inject({ method: 'POST', url: '/form', headers: { 'content-type': body.headers.get('content-type')! }, payload: payload.subarray(0, 60) });
    expect([cut.statusCode, cut.json()]).toEqual([400, { message: MESSAGES.files.unreadable }]);
    expect(await readdir(spoolDirectory(dataDir))).toEqual([]);
  });

  it('holds each file to the limit of its kind, told by its first bytes, and names that limit when it refuses one', async () => {
    const byKind = (...files: [string, string][]) => {
      const form = new FormData();
      for (const [name, content] of files) form.append('files[]', new Blob([content]), name);
      return app.inject({ method: 'POST', url: '/by-kind', payload: form });
    };

    const taken = await byKind(['data-room.zip', `PK${'x'.repeat(3000)}`], ['lease.pdf', `%PDF-${'x'.repeat(90)}`]);
    expect([taken.statusCode, taken.json()]).toEqual([200, { sizes: [3002, 95] }]);

    // Past its own limit whether the head came in one chunk or the file was shorter than a head.
    const document = await byKind(['lease.pdf', `%PDF-${'x'.repeat(3000)}`]);
    expect([document.statusCode, document.json()]).toEqual([413, { message: MESSAGES.files.tooLarge(100) }]);
    const short = await byKind(['notes.txt', 'x'.repeat(101)]);
    expect([short.statusCode, short.json()]).toEqual([413, { message: MESSAGES.files.tooLarge(100) }]);
    const archive = await byKind(['data-room.zip', `PK${'x'.repeat(5000)}`]);
    expect([archive.statusCode, archive.json()]).toEqual([413, { message: MESSAGES.files.tooLarge(4096) }]);
    expect(await readdir(spoolDirectory(dataDir))).toEqual([]);
  });

  it('refuses a file name that disguises its type or cannot be stored, naming the field, and keeps an ordinary one as sent', async () => {
    // Written byte by byte: a browser's FormData would never send a NUL in a name, which is the point.
    const withFile = (filename: string) => {
      const boundary = 'name-test';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="files[]"; filename="${filename}"\r\n\r\n`),
        Buffer.from('x\r\n'),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      return app.inject({ method: 'POST', url: '/form', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    };

    const disguised = await withFile('invoice\u202Efdp.exe');
    const visible = 'invoice[U+202E]fdp.exe';
    expect([disguised.statusCode, disguised.json()]).toEqual([
      422,
      { message: MESSAGES.files.disguisedName(visible), errors: { files: [MESSAGES.files.disguisedName(visible)] } },
    ]);
    const isolate = await withFile('\u2067report\u2069.pdf');
    expect(isolate.json()).toMatchObject({ errors: { files: [MESSAGES.files.disguisedName('[U+2067]report[U+2069].pdf')] } });
    const nul = await withFile('lease\u0000.pdf');
    expect([nul.statusCode, nul.json()]).toEqual([422, { message: MESSAGES.files.invalidName, errors: { files: [MESSAGES.files.invalidName] } }]);
    expect(await readdir(spoolDirectory(dataDir))).toEqual([]);

    // Right-to-left script itself is a name like any other: only the characters that reorder text are refused.
    const hebrew = await withFile('חוזה שכירות.pdf');
    expect(hebrew.json()).toEqual({ fields: {}, files: [{ field: 'files[]', filename: 'חוזה שכירות.pdf', text: 'x' }] });
  });

  it('hands on each file by its spooled path, with its SHA-256 and first bytes taken while it was spooled', async () => {
    // Chunks of uneven sizes, so the head is gathered across several.
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, index) => (index * 7919) % 251));
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'lease.pdf');

    const response = await app.inject({ method: 'POST', url: '/spooled', payload: form });

    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(response.json()).toEqual({ sha256, onDisk: sha256, size: bytes.length, head: bytes.subarray(0, HEAD_BYTES).toString('latin1') });

    const short = new FormData();
    short.append('file', new Blob(['%PDF-1.7']), 'short.pdf');
    expect((await app.inject({ method: 'POST', url: '/spooled', payload: short })).json()).toMatchObject({ head: '%PDF-1.7', size: 8 });
  });
});
