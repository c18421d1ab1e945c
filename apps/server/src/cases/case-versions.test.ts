import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AnswerConflict,
  AnswerEditsConflict,
  CaseAnswerResponse,
  CaseCommentResponse,
  CaseConflict,
  CaseResponse,
  MESSAGES,
  type Case,
  type CaseAnswer,
} from '@dd/contracts';
import { auditLog, caseAnswers, customQuestions } from '../db/schema.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { leasePdf } from '../uploads/test-documents.ts';
import { CHAT, caseForm, generate, getCase, propertyTypeId } from './test-cases.ts';

let t: TestApp;
let lawyer: Awaited<ReturnType<typeof registerUser>>;
let record: Case;

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'error' } });
  lawyer = await registerUser(t.app, { name: 'Aoife Murphy' });
  const leaseType = await propertyTypeId(t.app, lawyer.token, 'Lease');
  const created = await generate(t.app, lawyer.token, {
    title: 'Unit 9',
    files: [{ bytes: await leasePdf(), filename: 'lease.pdf' }],
    filesMeta: [{ filename: 'lease.pdf', docTypeId: leaseType }],
  });
  await t.jobsSettled();
  record = await getCase(t.app, lawyer.token, created.id);
}, 60_000);
afterAll(() => t?.close());

const headers = () => bearer(lawyer.token);
const answers = () => record.files[0]!.answers;
const current = async (answerId: string): Promise<CaseAnswer> =>
  (await getCase(t.app, lawyer.token, record.id)).files[0]!.answers.find((answer) => answer.id === answerId)!;

const editAnswers = (edits: { answerId: string; answer: string; version?: number }[]) =>
  t.app.inject({
    method: 'POST',
    url: `${CHAT}/response/ai/generate/edit/${record.id}`,
    headers: headers(),
    payload: caseForm({ fields: { answerEdits: JSON.stringify(edits) } }),
  });
const comment = (payload: { answerId?: string; comment: string; version?: number }) =>
  t.app.inject({ method: 'PUT', url: `${CHAT}/cases/comment/edit`, headers: headers(), payload: { caseId: record.id, ...payload } });
const verify = (answerId: string, payload: { verified: boolean; version?: number }) =>
  t.app.inject({ method: 'PUT', url: `${CHAT}/answers/${answerId}/verify`, headers: headers(), payload });
const rename = (payload: { title: string; version?: number }) =>
  t.app.inject({ method: 'PUT', url: `${CHAT}/cases/title/edit/${record.id}`, headers: headers(), payload });

const auditCount = async (action: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, record.id))).filter((entry) => entry.action === action).length;

describe('versions of what a lawyer edits', () => {
  it('starts every answer and the case at version 1, and moves it on with each change', async () => {
    expect(record.version).toBe(1);
    expect(answers().every((answer) => answer.version === 1)).toBe(true);
    const [answer] = answers();
    const edited = CaseResponse.parse((await editAnswers([{ answerId: answer!.id, answer: 'Edited once', version: 1 }])).json()).data.case;
    expect(edited.files[0]!.answers.find((candidate) => candidate.id === answer!.id)).toMatchObject({ editedAnswer: 'Edited once', version: 2 });
    const commented = CaseCommentResponse.parse((await comment({ answerId: answer!.id, comment: 'Checked', version: 2 })).json()).data;
    expect(commented).toMatchObject({ answer: { comment: 'Checked', version: 3 } });
    const verified = CaseAnswerResponse.parse((await verify(answer!.id, { verified: true, version: 3 })).json()).data.answer;
    expect(verified.version).toBe(4);
  });
});

describe('two tabs editing the same answer', () => {
  it('applies the first edit and refuses the second with 409 and the answer as it now is, by whom', async () => {
    const answer = answers()[1]!;
    const first = await editAnswers([{ answerId: answer.id, answer: 'From tab one', version: answer.version }]);
    expect(first.statusCode).toBe(202);
    const second = await editAnswers([{ answerId: answer.id, answer: 'From tab two', version: answer.version }]);
    expect(second.statusCode).toBe(409);
    const conflict = AnswerEditsConflict.parse(second.json());
    expect(conflict.message).toBe(MESSAGES.cases.staleEdit);
    expect(conflict.conflicts).toEqual([
      { current: expect.objectContaining({ id: answer.id, editedAnswer: 'From tab one', version: answer.version + 1 }), changedBy: { id: lawyer.user.id, name: 'Aoife Murphy' } },
    ]);
    expect(await current(answer.id)).toMatchObject({ editedAnswer: 'From tab one', version: answer.version + 1 });

    // Keep mine: sent again from the version the conflict showed, it applies.
    const kept = await editAnswers([{ answerId: answer.id, answer: 'From tab two', version: conflict.conflicts[0]!.current.version }]);
    expect(kept.statusCode).toBe(202);
    expect(await current(answer.id)).toMatchObject({ editedAnswer: 'From tab two', version: answer.version + 2 });
  });

  it('still applies an edit sent without a version, as older clients send it', async () => {
    const answer = answers()[2]!;
    await editAnswers([{ answerId: answer.id, answer: 'Someone else first' }]);
    const unversioned = await editAnswers([{ answerId: answer.id, answer: 'Last one wins' }]);
    expect(unversioned.statusCode).toBe(202);
    expect(await current(answer.id)).toMatchObject({ editedAnswer: 'Last one wins', version: answer.version + 2 });
  });

  it('refuses a whole batch when any answer in it is stale, naming every stale answer and applying nothing', async () => {
    const [fresh, staleOne, staleTwo] = [answers()[3]!, answers()[4]!, answers()[5]!];
    await editAnswers([
      { answerId: staleOne.id, answer: 'Moved on', version: staleOne.version },
      { answerId: staleTwo.id, answer: 'Moved on too', version: staleTwo.version },
    ]);
    const editsBefore = await auditCount('answer.edit');
    const batch = await editAnswers([
      { answerId: fresh.id, answer: 'Would be fine alone', version: fresh.version },
      { answerId: staleOne.id, answer: 'Stale', version: staleOne.version },
      { answerId: staleTwo.id, answer: 'Stale too', version: staleTwo.version },
    ]);
    expect(batch.statusCode).toBe(409);
    const conflict = AnswerEditsConflict.parse(batch.json());
    expect(conflict.conflicts.map(({ current }) => [current.id, current.editedAnswer]).sort()).toEqual(
      [
        [staleOne.id, 'Moved on'],
        [staleTwo.id, 'Moved on too'],
      ].sort(),
    );
    expect(await current(fresh.id)).toMatchObject({ editedAnswer: fresh.editedAnswer, version: fresh.version });
    expect(await auditCount('answer.edit')).toBe(editsBefore);
  });

  it('refuses a stale comment or verification of an answer with 409 and changes nothing', async () => {
    const answer = answers()[6]!;
    expect((await comment({ answerId: answer.id, comment: 'Tab one', version: answer.version })).statusCode).toBe(200);
    const stale = await comment({ answerId: answer.id, comment: 'Tab two', version: answer.version });
    expect(stale.statusCode).toBe(409);
    expect(AnswerConflict.parse(stale.json())).toMatchObject({ current: { id: answer.id, comment: 'Tab one', version: answer.version + 1 }, changedBy: { name: 'Aoife Murphy' } });

    const staleVerify = await verify(answer.id, { verified: true, version: answer.version });
    expect(staleVerify.statusCode).toBe(409);
    expect(AnswerConflict.parse(staleVerify.json()).current).toMatchObject({ verifiedBy: null, comment: 'Tab one' });
    expect(await current(answer.id)).toMatchObject({ verifiedBy: null, comment: 'Tab one', version: answer.version + 1 });
    expect((await verify(answer.id, { verified: true })).statusCode).toBe(200);
  });

  it('makes an edit or verification stale once the lawyer asks the engine again', async () => {
    const answer = await current(answers()[7]!.id);
    expect((await t.app.inject({ method: 'POST', url: `${CHAT}/answers/${answer.id}/regenerate`, headers: headers() })).statusCode).toBe(202);
    await t.jobsSettled();
    const stale = await editAnswers([{ answerId: answer.id, answer: 'Made from the old answer', version: answer.version }]);
    expect(stale.statusCode).toBe(409);
    expect(AnswerEditsConflict.parse(stale.json()).conflicts[0]!.current).toMatchObject({ version: answer.version + 1, editedAnswer: answer.editedAnswer });
  });
});

describe('the case’s title and comment', () => {
  it('refuses a stale rename or case comment with 409 and the case as it now is', async () => {
    const before = await getCase(t.app, lawyer.token, record.id);
    expect((await rename({ title: 'Unit 9, Quay Street', version: before.version })).statusCode).toBe(200);
    const staleTitle = await rename({ title: 'Unit 9 (old tab)', version: before.version });
    expect(staleTitle.statusCode).toBe(409);
    expect(CaseConflict.parse(staleTitle.json())).toMatchObject({
      message: MESSAGES.cases.staleEdit,
      current: { id: record.id, title: 'Unit 9, Quay Street', version: before.version + 1 },
      changedBy: { id: lawyer.user.id, name: 'Aoife Murphy' },
    });

    const staleComment = await comment({ comment: 'From the old tab', version: before.version });
    expect(staleComment.statusCode).toBe(409);
    expect(CaseConflict.parse(staleComment.json()).current.comment).toBe(before.comment);
    const saved = await comment({ comment: 'Completion by June', version: before.version + 1 });
    expect(CaseCommentResponse.parse(saved.json()).data).toMatchObject({ case: { comment: 'Completion by June', version: before.version + 2 } });
    expect((await rename({ title: 'Unit 9 without a version' })).statusCode).toBe(200);
    expect(await getCase(t.app, lawyer.token, record.id)).toMatchObject({ title: 'Unit 9 without a version', comment: 'Completion by June', version: before.version + 3 });
  });

  it('refuses a version that is not a whole number with 422 naming it', async () => {
    const refused = await rename({ title: 'x', version: 1.5 });
    expect([refused.statusCode, refused.json().errors]).toEqual([422, { version: ['The version field is invalid.'] }]);
  });
});

/** Gives a case file `count` answered questions of its own, straight in the database: more than any bank asks. */
async function seedAnswers(caseFileId: string, count: number): Promise<string[]> {
  const questions = await t.database.db
    .insert(customQuestions)
    .values(Array.from({ length: count }, (_, index) => ({ caseFileId, text: `Question ${index}` })))
    .returning({ id: customQuestions.id });
  const rows = await t.database.db
    .insert(caseAnswers)
    .values(questions.map((question, index) => ({ caseFileId, customQuestionId: question.id, position: 1000 + index, status: 'answered' as const, answer: `Answer ${index}` })))
    .returning({ id: caseAnswers.id });
  return rows.map((row) => row.id);
}

describe('a batch of 1,000 answer edits (the schema’s maximum)', () => {
  it('applies and audits every edit in one request, and a stale one among them applies none', async () => {
    const ids = await seedAnswers(record.files[0]!.id, 1000);
    const edits = ids.map((answerId, index) => ({ answerId, answer: `Edit ${index}`, version: 1 }));
    const send = (batch: typeof edits) =>
      t.app.inject({ method: 'POST', url: `${CHAT}/response/ai/generate/edit/${record.id}`, headers: headers(), payload: { answerEdits: batch } });
    expect((await send(edits)).statusCode).toBe(202);
    const expected = new Map(edits.map((edit) => [edit.answerId, edit.answer]));
    const rows = await t.database.db.select().from(caseAnswers).where(inArray(caseAnswers.id, ids));
    expect(new Map(rows.map((row) => [row.id, row.editedAnswer]))).toEqual(expected);
    expect(rows.every((row) => row.version === 2 && row.editedBy === lawyer.user.id && row.editedAt !== null)).toBe(true);
    const audited = (await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, record.id))).filter(
      (entry) => entry.action === 'answer.edit' && ids.includes(String(entry.details.answerId)),
    );
    expect(new Map(audited.map((entry) => [entry.details.answerId, entry.details.answer]))).toEqual(expected);

    const again = edits.map((edit, index) => ({ ...edit, answer: `Again ${index}`, version: index === 999 ? 1 : 2 }));
    const refused = await send(again);
    expect(refused.statusCode).toBe(409);
    expect(AnswerEditsConflict.parse(refused.json()).conflicts.map(({ current }) => current.id)).toEqual([ids[999]]);
    const after = await t.database.db.select().from(caseAnswers).where(inArray(caseAnswers.id, ids));
    expect(after.every((row) => row.version === 2 && row.editedAnswer?.startsWith('Edit '))).toBe(true);
  }, 30_000);
});
