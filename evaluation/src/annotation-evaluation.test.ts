import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccuracyResponse, AnnotationsResponse, type AnnotationInput, type Case } from '@dd/contracts';
import { calibrationModel, createBuiltinAnswerEngine, type CalibrationModel } from '@dd/engine';
import { CHAT, generate, getCase, propertyTypeId, typeQuestions } from '@dd/server/cases/test-cases.ts';
import { openDatabase, type Database } from '@dd/server/db/database.ts';
import type { TestDatabase } from '@dd/server/db/test-database.ts';
import { createLocalStorage } from '@dd/server/storage/storage.ts';
import { processTestTimeout } from '@dd/server/testing/server-process.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '@dd/server/testing/test-app.ts';
import { leasePdf } from '@dd/server/uploads/test-documents.ts';
import { evaluateAnnotations, type AnnotationEvaluation } from './annotation-evaluation.ts';
import { formatAnnotationReport } from './format-annotation-report.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const ADMIN_EMAIL = 'evaluation.admin@firm.example';
let t: TestApp;
let record: Case;
/** Scored as `npm run eval -- --annotations` scores it, with the committed calibration. */
let committed: AnnotationEvaluation;
let evaluation: AnnotationEvaluation;

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'error', adminEmails: [ADMIN_EMAIL] } });
  const [lawyer, admin] = await Promise.all([registerUser(t.app), registerUser(t.app, { email: ADMIN_EMAIL })]);
  const leaseTypeId = await propertyTypeId(t.app, lawyer.token, 'Lease');
  const created = await generate(t.app, lawyer.token, {
    title: 'Harbour Walk',
    files: [{ filename: 'lease.pdf', bytes: await leasePdf() }],
    filesMeta: [{ filename: 'lease.pdf', docTypeId: leaseTypeId }],
  });
  await t.jobsSettled();
  record = await getCase(t.app, lawyer.token, created.id);
  const questions = await typeQuestions(t.app, lawyer.token, leaseTypeId);
  const questionId = (text: string) => questions.find((question) => question.question === text)!.id;
  const annotations: AnnotationInput[] = [
    { page: 1, quote: 'HARBOUR ESTATES LIMITED', label: 'Landlord', questionId: questionId('Who is the landlord?'), value: 'Harbour Estates Limited' },
    { page: 1, quote: 'QUAYSIDE COFFEE LIMITED', label: 'Tenant', questionId: questionId('Who is the tenant?'), value: 'Quayside Coffee Ltd' },
    { page: 1, quote: 'QUAYSIDE COFFEE LIMITED (the Tenant)', label: 'Guarantor', questionId: questionId('Is there a guarantor (or cautioner), and who is it?') },
    {
      page: 2,
      quote: 'The Tenant shall keep the Property in good and substantial repair.',
      label: 'Repair',
      questionId: questionId("What are the tenant's repairing obligations: full repairing, or limited by a schedule of condition?"),
    },
    { page: 3, quote: 'All that ground floor retail unit known as Unit 4', label: 'Not a question' },
  ];
  const saved = await t.app.inject({ method: 'PUT', url: `${CHAT}/admin/save-annotation/${record.files[0]!.id}`, payload: { annotations }, headers: bearer(admin.token) });
  expect(AnnotationsResponse.parse(saved.json()).data.annotations).toHaveLength(5);
  const source = { db: t.database.db, storage: createLocalStorage(t.storageDir) };
  const accuracy = await t.app.inject({ method: 'GET', url: `${CHAT}/admin/accuracy`, headers: bearer(admin.token) });
  // The stored answers came from the same built-in engine reading the same text: the view and the evaluation agree.
  committed = await evaluateAnnotations(source);
  expect(committed.questions).toEqual(AccuracyResponse.parse(accuracy.json()).data.questions);
  // Scored with a threshold under the parties' confidence (the committed one gives them for review, decision 49), so
  // that the engine asserts answers the annotations agree and disagree with, besides those it does not assert.
  const parties = calibratedTo(0.9);
  evaluation = await evaluateAnnotations(source, { engine: createBuiltinAnswerEngine({ calibration: parties }) });
}, processTestTimeout());
afterAll(() => t?.close());

/** The committed calibration with another threshold. */
const calibratedTo = (reviewBelow: number): CalibrationModel => ({ ...calibrationModel(), reviewBelow });

describe('scoring the engine against the annotations in a database', () => {
  it('answers each annotated question afresh and counts agreed, disagreed and not answered, listing the disagreements', () => {
    expect(evaluation).toMatchObject({ engine: 'builtin', files: 1, unread: [] });
    expect(evaluation.questions.map((question) => [question.question, question.agreed, question.disagreed, question.notAnswered])).toEqual([
      ['Who is the landlord?', 1, 0, 0],
      ['Who is the tenant?', 0, 1, 0],
      ['Is there a guarantor (or cautioner), and who is it?', 0, 0, 1],
      // The engine gives its repairing clause for review (decision 34): a passage, not an answer, is not answered.
      ["What are the tenant's repairing obligations: full repairing, or limited by a schedule of condition?", 0, 0, 1],
    ]);

    const report = formatAnnotationReport(evaluation);
    expect(report).toMatch(/^ANNOTATIONS \(built-in engine\) in the configured database\n1 annotated file, /);
    expect(report).toMatch(/\nOverall +4 +1 \(25%\) +1 +2\n/);
    expect(report).toContain(
      [
        'DISAGREED Lease · Who is the tenant?',
        `  file lease.pdf (case ${record.id}, file ${record.files[0]!.id})`,
        '  annotated: "Quayside Coffee Ltd" p1 "QUAYSIDE COFFEE LIMITED"',
        '  engine (answered): "QUAYSIDE COFFEE LIMITED"',
      ].join('\n'),
    );
    expect(report).toContain('NOT ANSWERED Lease · Is there a guarantor (or cautioner), and who is it?');
    expect(report).toContain("NOT ANSWERED Lease · What are the tenant's repairing obligations");
    expect(report).not.toContain('Not a question');
  });

  it('says when there is nothing to score, and names the files whose text must be read again', () => {
    expect(formatAnnotationReport({ engine: 'llm:small-model', files: 0, unread: ['old.pdf'], questions: [] })).toBe(
      [
        'ANNOTATIONS (llm:small-model) in the configured database',
        'No annotated file has an annotation of a bank question: nothing to score.',
        'Not scored, their stored text must be read again first: old.pdf',
      ].join('\n'),
    );
  });

  it('runs as `npm run eval -- --annotations` on the configured database, and is refused an embedded one another process holds', async () => {
    const run = (env: Record<string, string>) =>
      promisify(execFile)('npm', ['run', '--silent', 'eval', '--', '--annotations'], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: '', AI_PROVIDER: '', AI_MODEL: '', AI_API_KEY: '', AI_BASE_URL: '', DATA_DIR: t.config.dataDir, ...env },
      });
    if (t.database.driver === 'postgres') {
      const { stdout } = await run({ DATABASE_URL: (t.database as TestDatabase).databaseUrl! });
      expect(stdout).toBe(`${formatAnnotationReport(committed)}\n`);
      return;
    }
    // The app's PGlite lives in memory: the command line opens a copy of it where `npm start` keeps its own.
    const pgliteDir = path.join(t.config.dataDir, 'pglite');
    const dump = await (t.database.db as Database & { $client: PGlite }).$client.dumpDataDir('none');
    await (await PGlite.create({ dataDir: pgliteDir, loadDataDir: dump })).close();

    const { stdout } = await run({});
    expect(stdout).toBe(`${formatAnnotationReport(committed)}\n`);

    const holder = await openDatabase({ pgliteDir });
    try {
      const refused = await run({}).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toContain(`The embedded database in ${pgliteDir} is in use by process ${process.pid}`);
    } finally {
      await holder.close();
    }
  }, processTestTimeout(2));
});
