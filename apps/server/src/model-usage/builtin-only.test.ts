import { CaseResponse, MESSAGES, ModelSettingsResponse } from '@dd/contracts';
import { aiConfigServedBy, answerEach, NOT_FOUND_OUTPUT, startChatCompletionsServer, type ChatCompletionsServer } from '@dd/engine/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT, generate, getCase, postGenerate, propertyTypeId } from '../cases/test-cases.ts';
import { colleagueOf } from '../testing/firm.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { leasePdf } from '../uploads/test-documents.ts';

const ADMIN_EMAIL = 'partner.builtin@firm.example';

let t: TestApp;
let model: ChatCompletionsServer;
let lawyer: Awaited<ReturnType<typeof registerUser>>;
let stranger: Awaited<ReturnType<typeof registerUser>>;
let admin: Awaited<ReturnType<typeof registerUser>>;
let leaseType: number;

beforeAll(async () => {
  model = await startChatCompletionsServer(answerEach(() => NOT_FOUND_OUTPUT));
  t = await createTestApp({ config: { logLevel: 'error', adminEmails: [ADMIN_EMAIL], ai: aiConfigServedBy(model) } });
  [lawyer, stranger, admin] = await Promise.all([
    registerUser(t.app, { name: 'Aoife Murphy' }),
    registerUser(t.app, { name: 'Seán Byrne' }),
    registerUser(t.app, { name: 'Siobhán Kelly', email: ADMIN_EMAIL }),
  ]);
  leaseType = await propertyTypeId(t.app, lawyer.token, 'Lease');
}, 30_000);
afterAll(async () => {
  await t?.close();
  await model?.close();
});

const aLease = async (builtinOnly?: string) =>
  generate(t.app, lawyer.token, {
    files: [{ bytes: await leasePdf(), filename: 'lease.pdf' }],
    filesMeta: [{ filename: 'lease.pdf', docTypeId: leaseType }],
    ...(builtinOnly !== undefined && { builtinOnly }),
  });

const settings = (token: string) => t.app.inject({ method: 'GET', url: '/api/model-settings', headers: bearer(token) });
const setDefault = (token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/admin/model-settings', headers: bearer(token), payload });
const setEngine = (token: string, caseId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `${CHAT}/cases/engine/edit/${caseId}`, headers: bearer(token), payload });

describe('a case kept "built-in engine only"', () => {
  it('sends the language model nothing of a case generated so: the built-in engine answers it all', async () => {
    const calls = model.requests.length;
    const created = await aLease('true');
    await t.jobsSettled();

    const record = await getCase(t.app, lawyer.token, created.id);
    expect(record).toMatchObject({ status: 'ready', builtinOnly: true });
    expect(record.files[0]!.answers.length).toBeGreaterThan(0);
    expect(record.files[0]!.answers.every((answer) => answer.engine === 'builtin')).toBe(true);
    expect(model.requests).toHaveLength(calls);
  });

  it("follows the firm's default, which only an admin changes, and a lawyer may still choose either way", async () => {
    expect(ModelSettingsResponse.parse((await settings(lawyer.token)).json()).data).toEqual({
      engine: 'llm:test-model',
      builtinOnlyByDefault: false,
      firmBuiltinOnlyByDefault: false,
    });
    expect((await setDefault(lawyer.token, { builtinOnlyByDefault: true })).statusCode).toBe(403);
    expect((await setDefault(admin.token, { builtinOnlyByDefault: 'yes' })).statusCode).toBe(422);

    const changed = await setDefault(admin.token, { builtinOnlyByDefault: true });
    expect(changed.statusCode).toBe(200);
    expect(ModelSettingsResponse.parse((await settings(lawyer.token)).json()).data.builtinOnlyByDefault).toBe(true);
    expect((await aLease()).builtinOnly).toBe(true);
    expect((await aLease('false')).builtinOnly).toBe(false);

    await setDefault(admin.token, { builtinOnlyByDefault: false });
    expect((await aLease()).builtinOnly).toBe(false);
    expect((await postGenerate(t.app, lawyer.token, { filesMeta: [], builtinOnly: 'maybe' })).json()).toMatchObject({
      errors: { builtin_only: ['The builtin_only field must be true or false.'] },
    });
    await t.jobsSettled();
  });

  it("follows the lawyer's firm's own default, which only its admins change, and no other firm's", async () => {
    const setFirmDefault = (token: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/organisation/model-settings', headers: bearer(token), payload });
    // The lawyer is the admin of the firm registering made them; a colleague of the firm is not.
    const colleague = await colleagueOf(t, lawyer, 'Eoin Walsh');
    expect((await setFirmDefault(colleague.token, { builtinOnlyByDefault: true })).statusCode).toBe(403);
    expect((await setFirmDefault(lawyer.token, { builtinOnlyByDefault: 'yes' })).statusCode).toBe(422);

    const changed = await setFirmDefault(lawyer.token, { builtinOnlyByDefault: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: MESSAGES.organisation.builtinOnlyOn, data: { organisation: { builtinOnlyByDefault: true } } });
    expect(ModelSettingsResponse.parse((await settings(colleague.token)).json()).data).toMatchObject({ builtinOnlyByDefault: false, firmBuiltinOnlyByDefault: true });
    expect((await aLease()).builtinOnly).toBe(true);
    expect((await aLease('false')).builtinOnly).toBe(false);
    // Another firm's lawyer is not held to it.
    expect(ModelSettingsResponse.parse((await settings(stranger.token)).json()).data.firmBuiltinOnlyByDefault).toBe(false);

    const off = await setFirmDefault(lawyer.token, { builtinOnlyByDefault: false });
    expect(off.json()).toMatchObject({ message: MESSAGES.organisation.builtinOnlyOff, data: { organisation: { builtinOnlyByDefault: false } } });
    expect((await aLease()).builtinOnly).toBe(false);
    await t.jobsSettled();
  });

  it('is switched on and off from the case by its owner alone, at the version seen', async () => {
    const created = await aLease('false');
    await t.jobsSettled();
    const current = await getCase(t.app, lawyer.token, created.id);

    const kept = await setEngine(lawyer.token, created.id, { builtinOnly: true, version: current.version });
    expect(kept.statusCode).toBe(200);
    expect(CaseResponse.parse(kept.json()).data.case).toMatchObject({ builtinOnly: true, version: current.version + 1 });
    expect((await setEngine(lawyer.token, created.id, { builtinOnly: false, version: current.version })).statusCode).toBe(409);
    expect((await setEngine(stranger.token, created.id, { builtinOnly: false, version: current.version + 1 })).statusCode).toBe(404);
    expect((await getCase(t.app, lawyer.token, created.id)).builtinOnly).toBe(true);
  });
});
