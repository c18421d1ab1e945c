import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CasesResponse, type CaseSummary } from '@dd/contracts';
import { caseAnswers, caseFiles } from '../db/schema.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { leasePdf } from '../uploads/test-documents.ts';
import { findCaseOwnerAndRecordVersion } from './case-repository.ts';
import { listCases } from './case-service.ts';
import { createCaseTallyCache } from './case-tally-cache.ts';
import { CHAT, generate, propertyTypeId } from './test-cases.ts';

describe('the case list’s tallies, kept by record version', () => {
  let t: TestApp;
  let lawyer: Awaited<ReturnType<typeof registerUser>>;
  let caseId: string;

  beforeAll(async () => {
    t = await createTestApp({ config: { logLevel: 'error' } });
    lawyer = await registerUser(t.app, { name: 'Aoife Murphy' });
    const leaseType = await propertyTypeId(t.app, lawyer.token, 'Lease');
    const created = await generate(t.app, lawyer.token, {
      title: 'Harbour Walk',
      files: [
        { bytes: await leasePdf(), filename: 'lease.pdf' },
        { bytes: await leasePdf(), filename: 'lease 2.pdf' },
      ],
      filesMeta: [
        { filename: 'lease.pdf', docTypeId: leaseType },
        { filename: 'lease 2.pdf', docTypeId: leaseType },
      ],
    });
    caseId = created.id;
    await t.jobsSettled();
  }, 60_000);
  afterAll(() => t?.close());

  async function listed(): Promise<CaseSummary> {
    const response = await t.app.inject({ method: 'GET', url: `${CHAT}/cases`, headers: bearer(lawyer.token) });
    expect(response.statusCode).toBe(200);
    const [summary] = CasesResponse.parse(response.json()).data.cases;
    return summary!;
  }

  const countedOf = async () => {
    const answers = await t.database.db
      .select({ status: caseAnswers.status })
      .from(caseAnswers)
      .innerJoin(caseFiles, eq(caseFiles.id, caseAnswers.caseFileId))
      .where(eq(caseFiles.caseId, caseId));
    const of = (status: string) => answers.filter((answer) => answer.status === status).length;
    return { total: answers.length, answered: of('answered'), needsReview: of('needs_review'), notFound: of('not_found') };
  };

  it('counts the files and answers by status, as the database holds them', async () => {
    const summary = await listed();
    const counted = await countedOf();
    expect(counted.total).toBeGreaterThan(20);
    expect(summary.fileCount).toBe(2);
    expect(summary.progress).toEqual({ done: counted.total, total: counted.total });
    expect(summary.answerCounts).toEqual({ answered: counted.answered, needsReview: counted.needsReview, notFound: counted.notFound });
  });

  // Written straight to the database, as a worker or a second API process writes: nothing in this process is told.
  it('shows a change to the case’s answers or files at the very next read, whoever made it', async () => {
    await listed();
    const db = t.database.db;
    const files = await db.select({ id: caseFiles.id }).from(caseFiles).where(eq(caseFiles.caseId, caseId));
    const answered = await db
      .select({ id: caseAnswers.id })
      .from(caseAnswers)
      .where(inArray(caseAnswers.caseFileId, files.map((file) => file.id)));
    await db.update(caseAnswers).set({ status: 'pending' }).where(eq(caseAnswers.id, answered[0]!.id));
    await db.update(caseAnswers).set({ status: 'not_found' }).where(eq(caseAnswers.id, answered[1]!.id));
    const counted = await countedOf();
    const afterAnswers = await listed();
    expect(afterAnswers.progress).toEqual({ done: counted.total - 1, total: counted.total });
    expect(afterAnswers.answerCounts).toEqual({ answered: counted.answered, needsReview: counted.needsReview, notFound: counted.notFound });

    await db.delete(caseFiles).where(eq(caseFiles.id, files[1]!.id));
    const afterFile = await listed();
    expect(afterFile.fileCount).toBe(1);
    expect(afterFile.progress.total).toBe((await countedOf()).total);
  });

  it('answers from the cache while the case’s record version is the one it counted at, and counts again after', async () => {
    const deps = { db: t.database.db, caseTallies: createCaseTallyCache() };
    const query = { page: 1, search: '', scope: 'all' as const };
    const [first] = (await listCases(deps, lawyer.user.id, query)).cases;
    const { recordVersion } = (await findCaseOwnerAndRecordVersion(t.database.db, caseId))!;
    expect(deps.caseTallies.get(caseId, recordVersion)).toMatchObject({ fileCount: first!.fileCount, total: first!.progress.total });

    // A tally held at the current version is what the list shows: it was not counted again.
    const held = { version: recordVersion, fileCount: 7, done: 3, total: 5, answerCounts: { answered: 1, needsReview: 1, notFound: 1 } };
    deps.caseTallies.set(caseId, held);
    const [fromCache] = (await listCases(deps, lawyer.user.id, query)).cases;
    expect([fromCache!.fileCount, fromCache!.progress, fromCache!.answerCounts]).toEqual([7, { done: 3, total: 5 }, held.answerCounts]);

    // Held at an older version, it is counted again.
    deps.caseTallies.set(caseId, { ...held, version: recordVersion - 1 });
    const [recounted] = (await listCases(deps, lawyer.user.id, query)).cases;
    expect(recounted).toEqual(first);
  });

  it('counts a case with no files as empty', async () => {
    const db = t.database.db;
    await db.delete(caseFiles).where(eq(caseFiles.caseId, caseId));
    const summary = await listed();
    expect([summary.fileCount, summary.progress, summary.answerCounts]).toEqual([0, { done: 0, total: 0 }, { answered: 0, needsReview: 0, notFound: 0 }]);
  });
});
