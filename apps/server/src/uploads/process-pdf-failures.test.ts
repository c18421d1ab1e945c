import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ProcessPdfResponse } from '@dd/contracts';
import { uploads } from '../db/schema.ts';
import { createLocalStorage, type Storage } from '../storage/storage.ts';
import { createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { officialCopyPdf, processPdf } from './test-documents.ts';

/** Local storage that refuses to store the extracted text of a file: the second object of each upload. */
function storageFailingOnExtractedText(rootDir: string): { storage: Storage; keys: Set<string> } {
  const local = createLocalStorage(rootDir);
  const keys = new Set<string>();
  return {
    keys,
    storage: {
      ...local,
      async put(key, bytes, contentType) {
        keys.add(key);
        if (key.startsWith('uploads-extracted/')) throw new Error('disk full');
        await local.put(key, bytes, contentType);
      },
      async putFile(key, file, contentType) {
        keys.add(key);
        await local.putFile(key, file, contentType);
      },
    },
  };
}

describe('POST /api/process-pdf when storing fails', () => {
  let t: TestApp;
  let keys: Set<string>;
  const log: string[] = [];

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    t = await createTestApp({
      config: { logLevel: 'error' },
      logStream,
      storage: (storageDir) => {
        const failing = storageFailingOnExtractedText(storageDir);
        keys = failing.keys;
        return failing.storage;
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports that file as failed (never a 500), logs it with the file it was reading and leaves nothing stored', async () => {
    const { token } = await registerUser(t.app);

    const response = await processPdf(t.app, token, [{ bytes: await officialCopyPdf(), filename: 'register.pdf' }]);

    expect(response.statusCode).toBe(200);
    const [file] = ProcessPdfResponse.parse(response.json()).files;
    expect(file).toMatchObject({ error: MESSAGES.upload.fileFailed, uploadId: null, documentType: null });
    expect(await t.database.db.select().from(uploads)).toEqual([]);
    const local = createLocalStorage(t.storageDir);
    expect(keys.size).toBe(2);
    for (const key of keys) expect(await local.get(key)).toBeNull();
    const entry = log.map((line) => JSON.parse(line) as { filename?: string; err?: { message: string } }).find((e) => e.err);
    expect(entry).toMatchObject({ filename: 'register.pdf', uploadId: expect.any(String), err: { message: 'disk full' } });
  });
});
