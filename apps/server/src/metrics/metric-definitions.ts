import { Counter, Gauge, Histogram } from 'prom-client';
import { countJobsByQueue } from './job-count-repository.ts';
import { observedDatabases, observedWorkerPools } from './metric-sources.ts';
import { metricsRegistry } from './metrics-registry.ts';

const registers = [metricsRegistry];

/** Seconds, from a cached read to a long document. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.05, 0.25, 1, 5, 15, 60, 300, 900, 1800];

export const httpRequestDuration = new Histogram({
  name: 'dd_http_request_duration_seconds',
  help: 'API response time, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const jobsTotal = new Counter({
  name: 'dd_jobs_total',
  help: 'Background jobs run by this process, by job name and outcome (completed, retried, failed, dropped)',
  labelNames: ['name', 'outcome'] as const,
  registers,
});

export const jobDuration = new Histogram({
  name: 'dd_job_duration_seconds',
  help: 'Time a background job ran in this process, by job name and outcome',
  labelNames: ['name', 'outcome'] as const,
  buckets: JOB_BUCKETS,
  registers,
});

export const jobsInQueue = new Gauge({
  name: 'dd_jobs_in_queue',
  help: 'Jobs in the shared queue by queue and state (queued, active, failed), read from the database at scrape time',
  labelNames: ['queue', 'state'] as const,
  registers,
  async collect() {
    this.reset();
    for (const db of observedDatabases) {
      // A database that does not answer leaves the series out of this scrape; the rest of the page is served.
      const counts = await countJobsByQueue(db).catch(() => []);
      for (const { queue, ...states } of counts) {
        for (const [state, count] of Object.entries(states)) this.inc({ queue, state }, count);
      }
    }
  },
});

export const documentWorkers = new Gauge({
  name: 'dd_document_workers',
  help: 'Document worker processes of this process, by state (busy, idle, total, limit)',
  labelNames: ['state'] as const,
  registers,
  collect() {
    this.reset();
    for (const { pool, limit } of observedWorkerPools) {
      const { workers, busy } = pool.stats();
      this.inc({ state: 'busy' }, busy);
      this.inc({ state: 'idle' }, workers - busy);
      this.inc({ state: 'total' }, workers);
      this.inc({ state: 'limit' }, limit);
    }
  },
});

export const documentTasksWaiting = new Gauge({
  name: 'dd_document_tasks_waiting',
  help: 'Document tasks waiting for a free worker in this process',
  registers,
  collect() {
    this.set([...observedWorkerPools].reduce((sum, { pool }) => sum + pool.stats().waiting, 0));
  },
});

export const documentWorkerRestarts = new Counter({
  name: 'dd_document_worker_restarts_total',
  help: 'Document workers stopped in the middle of a task (crash, memory ceiling, time limit) and replaced',
  registers,
  // The pools keep the count; a pool closed with its app takes its share with it, as a restarted process would.
  collect() {
    this.reset();
    this.inc([...observedWorkerPools].reduce((sum, { pool }) => sum + pool.stats().restarts, 0));
  },
});

export const pagesRead = new Counter({
  name: 'dd_pages_read_total',
  help: 'PDF pages read, by method (text layer, or ocr)',
  labelNames: ['method'] as const,
  registers,
});

export const answeringDuration = new Histogram({
  name: 'dd_answer_engine_duration_seconds',
  help: "Time to answer one file's questions, from handing them to a document worker to the last answer, by engine",
  labelNames: ['engine'] as const,
  buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 180, 600],
  registers,
});

export const answersTotal = new Counter({
  name: 'dd_answers_total',
  help: 'Answers given, by the engine that gave them (builtin, llm)',
  labelNames: ['engine'] as const,
  registers,
});

export const modelCalls = new Counter({
  name: 'dd_model_calls_total',
  help: 'Calls made to the language model, by outcome (ok, error, timeout) and context (whole document, or passages)',
  labelNames: ['outcome', 'context'] as const,
  registers,
});

export const modelTokens = new Counter({
  name: 'dd_model_tokens_total',
  help: 'Tokens of the language model, by kind: input (cached included), cached_input (read from the provider cache), output',
  labelNames: ['kind'] as const,
  registers,
});

export const modelCallDuration = new Histogram({
  name: 'dd_model_call_duration_seconds',
  help: 'Time one call to the language model took, its retries included',
  buckets: [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  registers,
});

export const answerFallbacks = new Counter({
  name: 'dd_answer_fallbacks_total',
  help: "Questions the built-in engine answered because the language model's answer was not used, by reason",
  labelNames: ['reason'] as const,
  registers,
});
