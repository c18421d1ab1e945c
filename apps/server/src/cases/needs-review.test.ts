import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseAnswerResponse, CaseAuditResponse, CasesResponse, RealtimeEvents, type Case, type CaseAnswer } from '@dd/contracts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { leasePdf } from '../uploads/test-documents.ts';
import { CHAT, caseForm, generate, getCase, propertyTypeId, storeEngineAnswer, storeNeedsReview } from './test-cases.ts';

let t: TestApp;
let lawyer: Awaited<ReturnType<typeof registerUser>>;
let caseId: string;
/** Answers the engine gave with a quote, one per test, so no test leans on another's work. */
let sourced: CaseAnswer[];

beforeAll(async () => {
  t = await createTestApp();
  lawyer = await registerUser(t.app, { name: 'Niamh Doyle' });
  const created = await generate(t.app, lawyer.token, {
    files: [{ bytes: await leasePdf(), filename: 'lease.pdf' }],
    filesMeta: [{ filename: 'lease.pdf', docTypeId: await propertyTypeId(t.app, lawyer.token, 'Lease') }],
  });
  await t.jobsSettled();
  caseId = created.id;
  sourced = (await getCase(t.app, lawyer.token, caseId)).files[0]!.answers.filter((answer) => answer.status !== 'not_found' && answer.citations.length > 0);
  if (sourced.length < 5) throw new Error(`The lease needs five sourced answers, it has ${sourced.length}`);
}, 60_000);
afterAll(() => t?.close());

const read = () => getCase(t.app, lawyer.token, caseId);
const answerIn = (record: Case, answerId: string) => record.files[0]!.answers.find((answer) => answer.id === answerId)!;
const current = async (answerId: string) => answerIn(await read(), answerId);

async function verify(answerId: string, verified: boolean): Promise<CaseAnswer> {
  const response = await t.app.inject({ method: 'PUT', url: `${CHAT}/answers/${answerId}/verify`, headers: bearer(lawyer.token), payload: { verified } });
  expect(response.statusCode).toBe(200);
  return CaseAnswerResponse.parse(response.json()).data.answer;
}

async function edit(answerId: string, answer: string): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${CHAT}/response/ai/generate/edit/${caseId}`,
    headers: bearer(lawyer.token),
    payload: caseForm({ fields: { answerEdits: JSON.stringify([{ answerId, answer }]) } }),
  });
  expect(response.statusCode).toBe(202);
}

/** The trail's sentences about the case, newest first. */
async function trail(): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `${CHAT}/cases/${caseId}/audit`, headers: bearer(lawyer.token) });
  expect(response.statusCode).toBe(200);
  return CaseAuditResponse.parse(response.json()).data.events.map((event) => event.summary);
}

const countsOf = (record: Case) => {
  const answers = record.files.flatMap((file) => file.answers);
  const counted = (status: CaseAnswer['status']) => answers.filter((answer) => answer.status === status).length;
  return { answered: counted('answered'), needsReview: counted('needs_review'), notFound: counted('not_found') };
};

describe('an answer that needs review', () => {
  it('carries its passage and no answer, and is counted apart in the case and in the case list', async () => {
    // One the engine asserted, then will not assert when asked again.
    const flagged = await storeEngineAnswer(t.database.db, sourced[0]!, sourced[0]!.citations[0]!.quote);
    const before = await read();
    await storeNeedsReview(t.database.db, flagged);

    const record = await read();
    expect(answerIn(record, flagged.id)).toMatchObject({ status: 'needs_review', answer: null, value: null, citations: flagged.citations, verifiedBy: null });
    expect(record.answerCounts).toEqual(countsOf(record));
    expect(record.answerCounts).toEqual({ ...before.answerCounts, answered: before.answerCounts.answered - 1, needsReview: before.answerCounts.needsReview + 1 });

    const list = await t.app.inject({ method: 'GET', url: `${CHAT}/cases`, headers: bearer(lawyer.token) });
    const summary = CasesResponse.parse(list.json()).data.cases.find((candidate) => candidate.id === caseId)!;
    expect(summary.answerCounts).toEqual(record.answerCounts);
    expect(summary.progress).toEqual(record.progress);
  });

  it('is answered by a verification, which confirms its first passage as the answer; withdrawn, it needs review again', async () => {
    const flagged = sourced[1]!;
    await storeNeedsReview(t.database.db, flagged);
    const needing = (await read()).answerCounts.needsReview;

    const confirmed = await verify(flagged.id, true);
    expect(confirmed).toMatchObject({ status: 'answered', answer: flagged.citations[0]!.quote, editedAnswer: null, verifiedBy: { name: 'Niamh Doyle' } });
    expect(await current(flagged.id)).toEqual(confirmed);
    expect((await read()).answerCounts.needsReview).toBe(needing - 1);
    expect((await trail())[0]).toBe(`Confirmed the passage the engine flagged for review as the answer to “${flagged.question}” in lease.pdf`);

    const withdrawn = await verify(flagged.id, false);
    expect(withdrawn).toMatchObject({ status: 'needs_review', answer: null, verifiedBy: null, citations: flagged.citations });
    expect((await read()).answerCounts.needsReview).toBe(needing);
    expect((await trail())[0]).toBe(`Withdrew the verification of the answer to “${flagged.question}” in lease.pdf, which needs review again`);
  });

  it('is answered by an edit, and needs review again only when neither the edit nor a verification is left', async () => {
    const flagged = sourced[2]!;
    await storeNeedsReview(t.database.db, flagged);

    await edit(flagged.id, 'Each fifth anniversary of the term commencement date');
    expect(await current(flagged.id)).toMatchObject({ status: 'answered', answer: null, editedAnswer: 'Each fifth anniversary of the term commencement date' });
    expect((await trail())[0]).toBe(`Edited the answer to “${flagged.question}” in lease.pdf (the engine had flagged it for review)`);

    // Verified over the edit and then withdrawn: the edit still answers it.
    expect(await verify(flagged.id, true)).toMatchObject({ status: 'answered', answer: flagged.citations[0]!.quote });
    expect(await verify(flagged.id, false)).toMatchObject({ status: 'answered', answer: null, editedAnswer: 'Each fifth anniversary of the term commencement date' });

    await edit(flagged.id, '');
    expect(await current(flagged.id)).toMatchObject({ status: 'needs_review', answer: null, editedAnswer: null });
  });

  it('stays answered by the lawyer’s edit when the engine, asked again, still will not assert it', async () => {
    const flagged = sourced[3]!;
    await edit(flagged.id, 'Harbour Estates Limited, per the engrossment');
    await storeNeedsReview(t.database.db, flagged);
    expect(await current(flagged.id)).toMatchObject({ status: 'answered', answer: null, editedAnswer: 'Harbour Estates Limited, per the engrossment' });
  });

  it('reaches its owner in case.answers.ready, as the realtime contract checks it', async () => {
    const flagged = sourced[0]!;
    await storeNeedsReview(t.database.db, flagged);
    const asked = await t.app.inject({ method: 'POST', url: `${CHAT}/answers/${sourced[4]!.id}/regenerate`, headers: bearer(lawyer.token) });
    expect(asked.statusCode).toBe(202);
    await t.jobsSettled();

    const ready = t.notifications.filter((n) => n.event === 'case.answers.ready' && n.userId === lawyer.user.id).at(-1)!;
    const { case: sent } = RealtimeEvents['case.answers.ready'].parse(ready.payload);
    expect(sent.id).toBe(caseId);
    expect(answerIn(sent, flagged.id)).toMatchObject({ status: 'needs_review', answer: null, citations: flagged.citations });
    expect(sent.answerCounts).toEqual(countsOf(sent));
    expect(sent.answerCounts.needsReview).toBeGreaterThan(0);
  });
});
