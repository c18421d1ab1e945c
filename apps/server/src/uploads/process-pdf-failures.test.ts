import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ProcessPdfResponse } from '@dd/contracts';
import { buildApp } from '../app.ts';
import type { DatabaseConnection } from '../db/database.ts';
import { uploads } from '../db/schema.ts';
import { createTestDatabase } from '../db/test-database.ts';
import { createMailer } from '../mail/mailer.ts';
import { createLocalStorage, type Storage } from '../storage/storage.ts';
import { registerUser, testConfig } from '../testing/test-app.ts';
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
    },
  };
}

describe('POST /api/process-pdf when storing fails', () => {
  let app: FastifyInstance;
  let database: DatabaseConnection;
  let dataDir: string;
  let keys: Set<string>;
  const log: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'dd-upload-failure-'));
    database = await createTestDatabase();
    const failing = storageFailingOnExtractedText(path.join(dataDir, 'files'));
    keys = failing.keys;
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    app = await buildApp({
      config: testConfig(dataDir, { logLevel: 'error' }),
      db: database.db,
      storage: failing.storage,
      mailer: createMailer({ outboxDir: path.join(dataDir, 'mail'), from: 'x <x@localhost>', logger: { info: () => undefined } }),
      notify: () => undefined,
      logStream,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reports that file as failed (never a 500), logs it under the request id and leaves nothing stored', async () => {
    const { token } = await registerUser(app);

    const response = await processPdf(app, token, [{ bytes: await officialCopyPdf(), filename: 'register.pdf' }]);

    expect(response.statusCode).toBe(200);
    const [file] = ProcessPdfResponse.parse(response.json()).files;
    expect(file).toMatchObject({ error: MESSAGES.upload.fileFailed, uploadId: null, documentType: null });
    expect(await database.db.select().from(uploads)).toEqual([]);
    const local = createLocalStorage(path.join(dataDir, 'files'));
    expect(keys.size).toBe(2);
    for (const key of keys) expect(await local.get(key)).toBeNull();
    const entry = log.map((line) => JSON.parse(line) as { reqId?: string; msg?: string; err?: { message: string } }).find((e) => e.err);
    expect(entry).toMatchObject({ reqId: response.headers['x-request-id'], err: { message: 'disk full' } });
  });
});
