import type { AnswerEngineName, ModelCallUsage } from '@dd/contracts';
import type { DocumentWorkerPool, DocumentWorkerPoolOptions } from '@dd/engine';
import type { Database } from '../db/database.ts';
import { answerFallbacks, answeringDuration, answersTotal, jobDuration, jobsTotal, modelCallDuration, modelCalls, modelTokens, pagesRead } from './metric-definitions.ts';
import { observedDatabases, observedWorkerPools } from './metric-sources.ts';

type PoolLogger = NonNullable<DocumentWorkerPoolOptions['log']>;

/** How a job's run ended: `retried` failed with retries left, `failed` with none, `dropped` had an invalid payload. */
export type JobOutcome = 'completed' | 'retried' | 'failed' | 'dropped';

const secondsSince = (startedMs: number) => (performance.now() - startedMs) / 1000;

/** One run of a job, timed from `startedMs` (a `performance.now()` reading). */
export function recordJob(name: string, outcome: JobOutcome, startedMs: number): void {
  jobsTotal.inc({ name, outcome });
  jobDuration.observe({ name, outcome }, secondsSince(startedMs));
}

/** The pages of one extracted PDF: those read by OCR, and the rest from the text layer. */
export function recordPagesRead(document: { pageCount: number; ocrPages: readonly number[] }): void {
  pagesRead.inc({ method: 'ocr' }, document.ocrPages.length);
  pagesRead.inc({ method: 'text' }, document.pageCount - document.ocrPages.length);
}

/** `llm:<model>` counts as `llm`: a model name per label would follow every configuration change. */
const engineLabel = (engine: AnswerEngineName | 'llm') => (engine === 'builtin' ? 'builtin' : 'llm');

/** One file's questions answered by `engine`, timed from `startedMs`. */
export function recordAnswering(engine: AnswerEngineName | 'llm', startedMs: number): void {
  answeringDuration.observe({ engine: engineLabel(engine) }, secondsSince(startedMs));
}

/** One answer, by the engine that gave it (a language model's fallback carries `builtin`). */
export function recordAnswer(engine: AnswerEngineName): void {
  answersTotal.inc({ engine: engineLabel(engine) });
}

/** One call to the language model: its outcome, its tokens and its time. */
export function recordModelCall(call: ModelCallUsage): void {
  modelCalls.inc({ outcome: call.outcome, context: call.context });
  modelTokens.inc({ kind: 'input' }, call.inputTokens);
  modelTokens.inc({ kind: 'cached_input' }, call.cachedInputTokens);
  modelTokens.inc({ kind: 'output' }, call.outputTokens);
  modelCallDuration.observe(call.ms / 1000);
}

/**
 * The document workers' logger, counting the language model's fallbacks on the way: the engine runs in the
 * worker processes and reports each fallback as a warning with its kind in `fallback`.
 */
export function countingAnswerFallbacks(log: PoolLogger): PoolLogger {
  return {
    warn(details, message) {
      const kind = (details as { fallback?: unknown }).fallback;
      if (typeof kind === 'string') answerFallbacks.inc({ reason: kind });
      log.warn(details, message);
    },
  };
}

/** Reads a worker pool's use at every scrape until the returned function is called. */
export function observeWorkerPool(pool: DocumentWorkerPool, limit: number): () => void {
  const source = { pool, limit };
  observedWorkerPools.add(source);
  return () => void observedWorkerPools.delete(source);
}

/** Counts the database's queued, running and failed jobs at every scrape until the returned function is called. */
export function observeJobQueues(db: Database): () => void {
  observedDatabases.add(db);
  return () => void observedDatabases.delete(db);
}
