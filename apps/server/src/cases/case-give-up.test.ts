import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dd/contracts';
import { uploadLimitsOf } from '../config.ts';
import { createLocalStorage, type Storage } from '../storage/storage.ts';
import { createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { leasePdf } from '../uploads/test-documents.ts';
import { updateCase } from './case-repository.ts';
import { giveUpCaseFile, settleCase } from './case-pipeline.ts';
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

describe('a case settling: a file failed for good, or its last files finished together', () => {
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

  it('when two workers settle the same case at once, only one changes it and tells the user', async () => {
    stalled.release();
    const { token } = await registerUser(t.app);
    const lease = await propertyTypeId(t.app, token, 'Lease');
    const created = await generate(t.app, token, {
      files: [{ bytes: await leasePdf(), filename: 'lease.pdf' }],
      filesMeta: [{ filename: 'lease.pdf', docTypeId: lease }],
    });
    await t.jobsSettled();
    expect((await getCase(t.app, token, created.id)).status).toBe('ready');
    // The files are done and the case still reads "processing": the moment the last two files' workers both see.
    await updateCase(t.database.db, created.id, { status: 'processing', updatedAt: new Date() });
    const sent: string[] = [];
    const deps = { db: t.database.db, notify: (_userId: string, event: string) => void sent.push(event), clock: () => new Date(), log: t.app.log };

    await Promise.all([settleCase(deps, created.id), settleCase(deps, created.id)]);

    expect(sent.filter((event) => event === 'case.answers.ready')).toHaveLength(1);
    expect((await getCase(t.app, token, created.id)).status).toBe('ready');
  });
});
