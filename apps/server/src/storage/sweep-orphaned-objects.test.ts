import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProcessPdfResponse } from '@dd/contracts';
import { generate, propertyTypeId } from '../cases/test-cases.ts';
import { caseFiles, uploads, users } from '../db/schema.ts';
import { JOB_SCHEMA } from '../jobs/job-schema.ts';
import { createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { officialCopyPdf, processPdf } from '../uploads/test-documents.ts';
import { createLocalStorage, generateStorageKey } from './storage.ts';
import { ORPHAN_GRACE_MS } from './sweep-orphaned-objects.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the orphaned objects sweep', () => {
  it('removes old objects no record names, keeps named ones, fresh ones and other folders, and runs every hour', async () => {
    const storage = createLocalStorage(t.storageDir);
    const { token, user } = await registerUser(t.app);
    const stage = async () =>
      ProcessPdfResponse.parse((await processPdf(t.app, token, [{ bytes: await officialCopyPdf(), filename: 'register.pdf' }])).json()).files[0]!;
    const staged = await stage();
    const taken = await stage();
    const created = await generate(t.app, token, {
      uploadIds: [taken.uploadId!],
      filesMeta: [{ filename: 'register.pdf', docTypeId: await propertyTypeId(t.app, token, 'Official copy') }],
    });
    await t.jobsSettled();
    const [upload] = await t.database.db.select().from(uploads).where(eq(uploads.id, staged.uploadId!));
    const [file] = await t.database.db.select().from(caseFiles).where(eq(caseFiles.caseId, created.id));
    const avatar = generateStorageKey('profile-pictures');
    await storage.put(avatar, Buffer.from('png'), 'image/png');
    await t.database.db.update(users).set({ profilePicKey: avatar }).where(eq(users.id, user.id));
    const orphans = [generateStorageKey('cases'), generateStorageKey('annexures-extracted'), generateStorageKey('logos')];
    const fresh = generateStorageKey('uploads');
    const elsewhere = generateStorageKey('backups');
    for (const key of [...orphans, fresh, elsewhere]) await storage.put(key, Buffer.from('%PDF-1.7'), 'application/pdf');
    const referenced = [upload!.storageKey, upload!.extractedKey!, file!.storageKey, file!.extractedKey!, avatar];
    const old = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
    for (const key of [...referenced, ...orphans, elsewhere]) await utimes(path.join(t.storageDir, key), old, old);

    await t.runtime.jobs.send('storage.sweep-orphans', {});
    await t.jobsSettled();

    for (const key of orphans) expect(await storage.get(key), key).toBeNull();
    for (const key of [...referenced, fresh, elsewhere]) expect(await storage.get(key), key).not.toBeNull();
    const schedules = await t.database.db.execute(sql.raw(`select name, cron from ${JOB_SCHEMA}.schedule`));
    expect((schedules as unknown as { rows: unknown[] }).rows).toContainEqual({ name: 'storage.sweep-orphans', cron: '17 * * * *' });
  });
});
