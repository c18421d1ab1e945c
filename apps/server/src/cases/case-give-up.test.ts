import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dd/contracts';
import { uploadLimitsOf } from '../config.ts';
import { createLocalStorage, type Storage } from '../storage/storage.ts';
import { createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { leasePdf } from '../uploads/test-documents.ts';
import { giveUpCaseFile } from './case-pipeline.ts';
import { generate, getCase, propertyTypeId } from './test-cases.ts';

/** Disk storage whose case files are never lent to a reader until released: a file stuck "reading". */
function stallingStorage(dir: string): { storage: Storage; release(): void } {
  const disk = createLocalStorage(dir);
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    storage: {
      ...disk,
      async withLocalFile(key, fn) {
        if (key.startsWith('cases/')) await released;
        return disk.withLocalFile(key, fn);
      },
    },
    release,
  };
}

describe('a case file whose job failed for good', () => {
  let t: TestApp;
  let stalled: ReturnType<typeof stallingStorage>;
  beforeAll(async () => {
    t = await createTestApp({ storage: (dir) => (stalled = stallingStorage(dir)).storage });
  });
  afterAll(async () => {
    stalled?.release();
    await t?.close();
  });

  it('fails with its unanswered questions, and its case settles instead of reading for ever', async () => {
    const { token } = await registerUser(t.app);
    const lease = await propertyTypeId(t.app, token, 'Lease');
    const created = await generate(t.app, token, {
      files: [{ bytes: await leasePdf(), filename: 'lease.pdf' }],
      filesMeta: [{ filename: 'lease.pdf', docTypeId: lease }],
    });
    await expect.poll(async () => (await getCase(t.app, token, created.id)).files[0]!.status, { timeout: 10_000 }).toBe('reading');
    const file = (await getCase(t.app, token, created.id)).files[0]!;

    await giveUpCaseFile(
      {
        db: t.database.db,
        storage: stalled.storage,
        documentWorkers: t.app.documentWorkers,
        jobs: t.runtime.jobs,
        notify: t.app.notify,
        clock: () => new Date(),
        limits: uploadLimitsOf(t.config),
        ai: null,
        log: t.app.log,
      },
      file.id,
    );

    const settled = await getCase(t.app, token, created.id);
    expect(settled.status).toBe('failed');
    expect(settled.files[0]).toMatchObject({ status: 'failed', error: MESSAGES.upload.fileFailed });
    expect(settled.files[0]!.answers.length).toBeGreaterThan(0);
    expect(settled.files[0]!.answers.every((answer) => answer.status === 'failed')).toBe(true);
    expect(t.notifications.map((notification) => notification.event)).toContain('case.failed');
  });
});
