import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProcessPdfResponse } from '@dd/contracts';
import { uploads } from '../db/schema.ts';
import { JOB_SCHEMA } from '../jobs/job-schema.ts';
import { createLocalStorage } from '../storage/storage.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { officialCopyPdf, processPdf } from './test-documents.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function stageRegister(token: string, filename = 'register.pdf') {
  const bytes = await officialCopyPdf();
  const response = await processPdf(t.app, token, [{ bytes, filename }]);
  const [file] = ProcessPdfResponse.parse(response.json()).files;
  const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, file!.uploadId!));
  return { bytes, file: file!, row: row! };
}

describe('staged uploads', () => {
  it('lets the owner read the metadata and the PDF, privately', async () => {
    const { token } = await registerUser(t.app);
    const { bytes, file } = await stageRegister(token);

    const metadata = await t.app.inject({ method: 'GET', url: `/api/uploads/${file.uploadId}`, headers: bearer(token) });
    expect(metadata.statusCode).toBe(200);
    const { content: _content, ...withoutContent } = file;
    expect(metadata.json()).toEqual({ data: { upload: withoutContent } });

    const pdf = await t.app.inject({ method: 'GET', url: `/api/uploads/${file.uploadId}/file`, headers: bearer(token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private');
    expect(pdf.headers['content-disposition']).toBe('inline; filename=register.pdf');
    expect(pdf.headers['content-length']).toBe(String(bytes.length));
    expect(file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('names the PDF as the lawyer did, encoded so that no name can break the header', async () => {
    const { token } = await registerUser(t.app);
    const { file } = await stageRegister(token, 'Title TW12345; \u00e9tat (copy).pdf');

    const pdf = await t.app.inject({ method: 'GET', url: `/api/uploads/${file.uploadId}/file`, headers: bearer(token) });

    expect(pdf.headers['content-disposition']).toBe(
      `inline; filename="Title TW12345; ?tat (copy).pdf"; filename*=UTF-8''Title%20TW12345%3B%20%C3%A9tat%20%28copy%29.pdf`,
    );
  });

  it('answers 404 to another user on every route, and for unknown ids, leaving the upload in place', async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const { file, row } = await stageRegister(owner.token);

    for (const [method, url] of [
      ['GET', `/api/uploads/${file.uploadId}`],
      ['GET', `/api/uploads/${file.uploadId}/file`],
      ['DELETE', `/api/uploads/${file.uploadId}`],
      ['GET', '/api/uploads/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/uploads/not-a-uuid'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(stranger.token) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found' });
    }
    expect(await createLocalStorage(t.storageDir).get(row.storageKey)).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${file.uploadId}`, headers: bearer(owner.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${file.uploadId}` })).statusCode).toBe(401);
  });

  it('deletes the upload and its stored files for the owner', async () => {
    const { token } = await registerUser(t.app);
    const { file, row } = await stageRegister(token);
    const storage = createLocalStorage(t.storageDir);

    const response = await t.app.inject({ method: 'DELETE', url: `/api/uploads/${file.uploadId}`, headers: bearer(token) });

    expect(response.statusCode).toBe(204);
    expect(await storage.get(row.storageKey)).toBeNull();
    expect(await storage.get(row.extractedKey!)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${file.uploadId}`, headers: bearer(token) })).statusCode).toBe(404);
  });

  it('sweeps expired uploads with their files on the queue, keeps live ones, and is scheduled every 10 minutes', async () => {
    const { token, user } = await registerUser(t.app);
    const expiring = await stageRegister(token);
    const storage = createLocalStorage(t.storageDir);

    t.advanceClock(DAY_MS + 1000);
    const kept = await stageRegister(token);
    const gone = await t.app.inject({ method: 'GET', url: `/api/uploads/${expiring.file.uploadId}`, headers: bearer(token) });
    expect(gone.statusCode).toBe(404);
    await t.runtime.jobs.send('uploads.sweep', {});
    await t.jobsSettled();

    const remaining = await t.database.db.select().from(uploads).where(eq(uploads.userId, user.id));
    expect(remaining.map((row) => row.id)).toEqual([kept.file.uploadId]);
    expect(await storage.get(expiring.row.storageKey)).toBeNull();
    expect(await storage.get(expiring.row.extractedKey!)).toBeNull();
    expect(await storage.get(kept.row.storageKey)).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${kept.file.uploadId}`, headers: bearer(token) })).statusCode).toBe(200);
    const schedules = await t.database.db.execute(sql.raw(`select name, cron from ${JOB_SCHEMA}.schedule`));
    expect((schedules as unknown as { rows: unknown[] }).rows).toContainEqual({ name: 'uploads.sweep', cron: '*/10 * * * *' });
  });
});

describe('OpenAPI', () => {
  it('documents process-pdf and the staged upload routes', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(spec.paths['/api/process-pdf']!)).toEqual(['post']);
    expect(Object.keys(spec.paths['/api/uploads/{uploadId}']!).sort()).toEqual(['delete', 'get']);
    expect(Object.keys(spec.paths['/api/uploads/{uploadId}/file']!)).toEqual(['get']);
  });
});
