import { AdminModelUsageResponse } from '@dd/contracts';
import { aiConfigServedBy, answerEach, NOT_FOUND_OUTPUT, startChatCompletionsServer, type ChatCompletionsServer } from '@dd/engine/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { generate, getCase, propertyTypeId } from '../cases/test-cases.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { leasePdf } from '../uploads/test-documents.ts';

const ADMIN_EMAIL = 'partner.usage@firm.example';

let t: TestApp | undefined;
let model: ChatCompletionsServer | undefined;
afterEach(async () => {
  await t?.close();
  await model?.close();
});

/** An app whose language model finds nothing (so every question is asked), allowed `maxTokensPerCase` a case. */
async function appWithModel(maxTokensPerCase?: number) {
  model = await startChatCompletionsServer(answerEach(() => NOT_FOUND_OUTPUT));
  t = await createTestApp({ config: { logLevel: 'error', adminEmails: [ADMIN_EMAIL], ai: aiConfigServedBy(model, { ...(maxTokensPerCase && { maxTokensPerCase }) }) } });
  const [lawyer, admin] = await Promise.all([registerUser(t.app, { name: 'Aoife Murphy' }), registerUser(t.app, { name: 'Siobhán Kelly', email: ADMIN_EMAIL })]);
  return { app: t.app, lawyer, admin, leaseType: await propertyTypeId(t.app, lawyer.token, 'Lease') };
}

const usageOf = async (app: TestApp['app'], token: string) => app.inject({ method: 'GET', url: '/api/admin/model-usage', headers: bearer(token) });

describe('GET /api/admin/model-usage', () => {
  it("shows an admin each month's calls and tokens, and each case's with its owner; a lawyer may not look", async () => {
    const { app, lawyer, admin, leaseType } = await appWithModel();
    const created = await generate(app, lawyer.token, {
      files: [{ bytes: await leasePdf(), filename: 'lease.pdf' }],
      filesMeta: [{ filename: 'lease.pdf', docTypeId: leaseType }],
    });
    await t!.jobsSettled();

    const response = await usageOf(app, admin.token);

    expect(response.statusCode).toBe(200);
    const { data } = AdminModelUsageResponse.parse(response.json());
    const calls = model!.requests.length;
    expect(calls).toBeGreaterThan(0);
    expect(data).toMatchObject({ engine: 'llm:test-model', maxTokensPerCase: null });
    expect(data.months).toEqual([expect.objectContaining({ month: new Date().toISOString().slice(0, 7), calls, failedCalls: 0 })]);
    expect(data.months[0]!.inputTokens).toBeGreaterThan(data.months[0]!.outputTokens);
    expect(data.cases).toEqual([expect.objectContaining({ caseId: created.id, title: created.title, ownerEmail: lawyer.email, calls, allowanceSpent: false })]);
    expect((await getCase(app, lawyer.token, created.id)).modelAllowanceSpent).toBe(false);
    expect((await usageOf(app, lawyer.token)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/model-usage' })).statusCode).toBe(401);
  });

  it('stops calling the model for a case once its allowance is spent, and the case says so', async () => {
    const { app, lawyer, admin, leaseType } = await appWithModel(1);
    const created = await generate(app, lawyer.token, {
      files: [{ bytes: await leasePdf(), filename: 'lease.pdf' }],
      filesMeta: [{ filename: 'lease.pdf', docTypeId: leaseType }],
    });
    await t!.jobsSettled();

    // One call spends the one token allowed: the rest of the lease's questions are answered without the model.
    expect(model!.requests).toHaveLength(1);
    const record = await getCase(app, lawyer.token, created.id);
    expect(record).toMatchObject({ status: 'ready', modelAllowanceSpent: true });
    expect(record.files[0]!.answers.every((answer) => answer.status !== 'pending')).toBe(true);
    const { data } = AdminModelUsageResponse.parse((await usageOf(app, admin.token)).json());
    expect(data.maxTokensPerCase).toBe(1);
    expect(data.cases[0]).toMatchObject({ caseId: created.id, calls: 1, allowanceSpent: true });
  });
});
