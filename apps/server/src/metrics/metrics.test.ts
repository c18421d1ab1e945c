import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiConfigServedBy, answerEach, startChatCompletionsServer, type ChatCompletionsServer } from '@dd/engine/fixtures';
import { generate, getCase, propertyTypeId, CHAT } from '../cases/test-cases.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { leasePdf } from '../uploads/test-documents.ts';
import { sampleValue } from './prometheus-text.ts';

const TOKEN = 'a-scraper-token-of-some-length';

let t: TestApp;
let model: ChatCompletionsServer;

beforeAll(async () => {
  // A language model whose every quote is invented: each of its answers is refused and the built-in engine answers.
  model = await startChatCompletionsServer(
    answerEach(() => ({ status: 'answered', answer: 'Forty years', quote: 'The Term is forty years from the date of this Lease.', page: 1, value: null })),
  );
  t = await createTestApp({
    config: {
      metrics: { token: TOKEN, port: undefined, host: '127.0.0.1' },
      ai: aiConfigServedBy(model),
    },
  });
}, 30_000);
afterAll(async () => {
  await t?.close();
  await model?.close();
});

async function scrape(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

const increaseBetween = (before: string, after: string) => (name: string, labels: Record<string, string> = {}) =>
  (sampleValue(after, name, labels) ?? 0) - (sampleValue(before, name, labels) ?? 0);

describe('GET /metrics on the API port', () => {
  it('refuses a missing or wrong token', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/metrics' });
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(`${TOKEN}x`) });
    const short = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer('a') });

    for (const response of [missing, wrong, short]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('dd_');
    }
  });

  // The registry is the process's, and test files share processes: every count below is an increase.
  it('times requests by route pattern, never by the ids in their URLs', async () => {
    const { token } = await registerUser(t.app);
    const caseId = '0b7c6a52-2d5e-4c1b-9a51-3f0e8d6a7b10';
    const before = await scrape();

    await t.app.inject({ method: 'GET', url: `${CHAT}/response/${caseId}`, headers: bearer(token) });
    await t.app.inject({ method: 'GET', url: `/nowhere/${caseId}` });

    const page = await scrape();
    const increase = increaseBetween(before, page);
    const route = '/api/due-dilligence/chat/response/:caseId';
    expect(increase('dd_http_request_duration_seconds_count', { method: 'GET', route, status_code: '404' })).toBe(1);
    expect(increase('dd_http_request_duration_seconds_count', { method: 'GET', route: '(unmatched)', status_code: '404' })).toBe(1);
    expect(sampleValue(page, 'dd_http_request_duration_seconds_count', { method: 'POST', route: '/api/auth/register', status_code: '201' })).toBeGreaterThanOrEqual(1);
    expect(page).not.toContain(caseId);
    expect(sampleValue(page, 'dd_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts and times the jobs that ran, and reads the queue and the document workers at each scrape', async () => {
    await t.jobsSettled();
    const before = await scrape();

    await registerUser(t.app);
    await t.jobsSettled();

    const page = await scrape();
    const increase = increaseBetween(before, page);
    const completed = { name: 'mail.email-verification', outcome: 'completed' };
    expect(increase('dd_jobs_total', completed)).toBe(1);
    expect(increase('dd_job_duration_seconds_count', completed)).toBe(1);
    expect(sampleValue(page, 'dd_jobs_in_queue', { queue: 'mail.email-verification', state: 'queued' })).toBe(0);
    expect(sampleValue(page, 'dd_jobs_in_queue', { queue: 'case-file.answer', state: 'failed' })).toBe(0);
    expect(sampleValue(page, 'dd_document_workers', { state: 'limit' })).toBe(t.config.documentLimits.workers);
    expect(sampleValue(page, 'dd_document_workers', { state: 'busy' })).toBe(0);
    expect(sampleValue(page, 'dd_document_tasks_waiting')).toBe(0);
    expect(increase('dd_document_worker_restarts_total')).toBe(0);
  });

  // Pages read by OCR are counted in uploads/process-pdf.test.ts, which reads a scanned page anyway.
  it('counts the pages read from text, and times the answers with their fallbacks', async () => {
    const { token } = await registerUser(t.app);
    const leaseType = await propertyTypeId(t.app, token, 'Lease');
    const before = await scrape();

    const created = await generate(t.app, token, {
      files: [
        { bytes: await leasePdf(), filename: 'lease.pdf' },
        { bytes: await leasePdf(), filename: 'lease-copy.pdf' },
      ],
      filesMeta: [
        { filename: 'lease.pdf', docTypeId: leaseType },
        { filename: 'lease-copy.pdf', docTypeId: leaseType },
      ],
    });
    // Two documents read and answered by both engines: on a machine busy with other suites this has taken over 30 s.
    await t.jobsSettled();
    expect((await getCase(t.app, token, created.id)).status).toBe('ready');
    const page = await scrape();

    const increase = increaseBetween(before, page);
    expect(increase('dd_pages_read_total', { method: 'ocr' })).toBe(0);
    expect(increase('dd_pages_read_total', { method: 'text' })).toBeGreaterThanOrEqual(2);
    expect(increase('dd_answer_engine_duration_seconds_count', { engine: 'llm' })).toBe(2);
    expect(model.requests.length).toBeGreaterThan(0);
    // Every quote the model gave was invented: each question of a document's batch was asked again alone, and each
    // then fell back to the built-in engine.
    const askedAlone = model.requests.filter((request) => request.questions.length === 1).length;
    expect(model.requests.length - askedAlone).toBe(2);
    expect(increase('dd_answer_fallbacks_total', { reason: 'rejected' })).toBe(askedAlone);
    expect(increase('dd_answers_total', { engine: 'builtin' })).toBeGreaterThanOrEqual(askedAlone);
    expect(increase('dd_jobs_total', { name: 'case-file.answer', outcome: 'completed' })).toBe(2);
    // Every call to the model, with the tokens the test server counted for it.
    expect(increase('dd_model_calls_total', { outcome: 'ok', context: 'whole' })).toBe(model.requests.length);
    expect(increase('dd_model_call_duration_seconds_count')).toBe(model.requests.length);
    expect(increase('dd_model_tokens_total', { kind: 'input' })).toBeGreaterThan(increase('dd_model_tokens_total', { kind: 'output' }));
  });
});
