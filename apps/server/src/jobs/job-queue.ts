import PgBoss from 'pg-boss';
import { JobPayloads, type JobName, type JobPayload } from '@dd/contracts';
import type { DatabaseConnection } from '../db/database.ts';
import { recordJob } from '../metrics/record-metrics.ts';
import { JOB_SCHEMA, requeueActiveJobs } from './job-schema.ts';
import { ensureQueue } from './ensure-queue.ts';
import { requeueStoppedJobs } from './worker-job-repository.ts';
import type { WorkerLiveness } from './worker-liveness.ts';

/** Where the queue reports what it cannot hand back to a caller: pino's signature. */
export interface JobLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** One kind of background work: how it is queued and retried, and its idempotent handler. */
export interface JobDefinition<N extends JobName, C> {
  name: N;
  /**
   * `stately`: at most one waiting and one running per singleton key (a file is never answered twice at once);
   * `short`: at most one waiting; `standard`: no limit.
   */
  policy: 'standard' | 'short' | 'stately';
  singletonKey?: (payload: JobPayload<N>) => string;
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job running longer than this is taken to have died with its process, and is retried. */
  expireInSeconds: number;
  /** How many run at once in one worker process. */
  concurrency: (context: C) => number;
  /** A cron schedule on which the job is queued by itself. */
  cron?: string;
  handle(payload: JobPayload<N>, context: C): Promise<void>;
  /**
   * Settles what a job that failed for good leaves waiting (a file still "reading"), so nobody waits on it for
   * ever. Called once its retries are spent, whether by errors or by crashing the processes that ran it.
   */
  giveUp?(payload: JobPayload<N>, context: C): Promise<void>;
}

/** A job that failed for good: its name and payload as the queue stored them. */
export interface FailedJob {
  name: string;
  data: unknown;
}

// The definitions' payload types differ; the queue reads each payload through its own definition's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition<C> = JobDefinition<any, C>;

/** One job to queue: its name and payload, the pair checked together. */
export type JobRequest = { [N in JobName]: { name: N; payload: JobPayload<N> } }[JobName];

/** What services need of the queue: putting work on it. */
export interface JobSender {
  /** Queues a job; null when its singleton key already has one waiting. */
  send<N extends JobName>(name: N, payload: JobPayload<N>): Promise<string | null>;
  /** Queues several jobs in one statement; any whose singleton key already has one waiting is dropped. */
  sendMany(jobs: readonly JobRequest[]): Promise<void>;
}

export interface JobQueue<Context> extends JobSender {
  /** Takes this process's share of every queue's jobs, from now until stop, and queues the scheduled ones. */
  work(context: Context): Promise<void>;
  /** Settles what jobs that failed for good outside a handler (their worker processes gone) leave waiting. */
  giveUp(jobs: readonly FailedJob[], context: Context): Promise<void>;
  /**
   * Jobs a killed process left running go back to the queue at once rather than after they expire. Only for a
   * database no other process can be working on: the embedded one, held by its folder lock.
   */
  requeueAbandoned(): Promise<number>;
  /**
   * Stops taking jobs and waits (up to `graceMs`) for those running to finish; whatever still runs then goes back
   * on the queue, to run at once elsewhere without counting as an attempt.
   */
  stop(graceMs?: number): Promise<void>;
}

export interface JobQueueOptions<Context> {
  connection: DatabaseConnection['jobs'];
  definitions: readonly AnyJobDefinition<Context>[];
  log: JobLogger;
  /** How often an idle worker asks for work; sends from this process wake its own workers at once. */
  pollingIntervalSeconds?: number;
  /** Whether this process will work: only then does it run pg-boss's timekeeper, which queues scheduled jobs. */
  worker: boolean;
  /** On PostgreSQL, a worker process's presence: its running jobs are recorded so others can reclaim them. */
  liveness?: WorkerLiveness;
}

const DEFAULT_POLLING_SECONDS = 2;

/** The durable queue (pg-boss) on the product's own database: PostgreSQL, or PGlite through its one connection. */
/** Runs one job through its definition: the payload checked against its contract first. */
async function run<Context>(definition: AnyJobDefinition<Context>, job: PgBoss.JobWithMetadata<unknown>, context: Context, log: JobLogger): Promise<void> {
  const name = definition.name as JobName;
  const started = performance.now();
  const payload = JobPayloads[name].safeParse(job.data);
  if (!payload.success) {
    // Retrying cannot fix a payload: log it and let the job complete.
    log.error({ jobId: job.id, name, issues: payload.error.issues }, 'A job with an invalid payload was dropped');
    recordJob(name, 'dropped', started);
    return;
  }
  try {
    await definition.handle(payload.data, context);
    recordJob(name, 'completed', started);
  } catch (error) {
    log.error({ err: error, jobId: job.id, name }, 'A job failed; it will be retried while retries remain');
    // retryCount is the runs before this one: pg-boss fails the job for good once it has reached the limit.
    const final = job.retryCount >= job.retryLimit;
    recordJob(name, final ? 'failed' : 'retried', started);
    if (final) await giveUp(definition, payload.data, context, log);
    throw error;
  }
}

async function giveUp<Context>(definition: AnyJobDefinition<Context>, payload: unknown, context: Context, log: JobLogger): Promise<void> {
  try {
    await definition.giveUp?.(payload, context);
  } catch (error) {
    log.error({ err: error, name: definition.name }, 'What a failed job left waiting could not be settled');
  }
}

export async function createJobQueue<Context>(options: JobQueueOptions<Context>): Promise<JobQueue<Context>> {
  const { definitions, log } = options;
  const byName = new Map(definitions.map((definition) => [definition.name as JobName, definition]));
  const boss = new PgBoss({
    ...('executor' in options.connection
      ? { db: options.connection.executor as PgBoss.Db }
      : { connectionString: options.connection.connectionString, max: 4 }),
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: true,
    schedule: options.worker,
  });
  boss.on('error', (error) => log.error({ err: error }, 'The job queue reported an error'));
  await boss.start();
  for (const definition of definitions) {
    await ensureQueue(boss, definition.name, {
      name: definition.name,
      policy: definition.policy,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds,
    });
  }

  const localWorkers = new Map<JobName, string[]>();
  /** The ids of the jobs this process is running. */
  const running = new Set<string>();
  /** This process's idle workers of these queues look for work now rather than at their next poll. */
  const wake = (names: JobName[]) => {
    for (const name of new Set(names)) for (const workerId of localWorkers.get(name) ?? []) boss.notifyWorker(workerId);
  };

  return {
    async send(name, payload) {
      const definition = byName.get(name);
      if (!definition) throw new Error(`No job is defined as "${name}"`);
      const data = JobPayloads[name].parse(payload) as object;
      const id = await boss.send(name, data, definition.singletonKey ? { singletonKey: definition.singletonKey(payload) } : {});
      wake([name]);
      return id;
    },

    async sendMany(jobs) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map(({ name, payload }) => {
          const definition = byName.get(name);
          if (!definition) throw new Error(`No job is defined as "${name}"`);
          const data = JobPayloads[name].parse(payload) as object;
          return { name, data, ...(definition.singletonKey && { singletonKey: definition.singletonKey(payload) }) };
        }),
      );
      wake(jobs.map((job) => job.name));
    },

    async work(context) {
      for (const definition of definitions) {
        const name = definition.name as JobName;
        const ids: string[] = [];
        for (let i = 0; i < definition.concurrency(context); i++) {
          // Known once work() returns; pg-boss may hand the worker its first job before that.
          const worker = { id: '' };
          worker.id = await boss.work(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS, includeMetadata: true }, async ([job]) => {
            if (!job) return;
            running.add(job.id);
            try {
              await options.liveness?.recordTaken(job.id);
              await run(definition, job, context, log);
            } finally {
              running.delete(job.id);
              // A worker that found work looks again at once (pg-boss would wait out its polling interval).
              if (worker.id) boss.notifyWorker(worker.id);
            }
          });
          ids.push(worker.id);
        }
        localWorkers.set(name, ids);
      }
      for (const definition of definitions) {
        if (definition.cron) await boss.schedule(definition.name, definition.cron, {});
      }
    },

    async giveUp(failed, context) {
      for (const job of failed) {
        const definition = byName.get(job.name as JobName);
        const payload = definition && JobPayloads[definition.name as JobName].safeParse(job.data);
        if (definition && payload?.success) await giveUp(definition, payload.data, context, log);
      }
    },

    async requeueAbandoned() {
      const executor = 'executor' in options.connection ? options.connection.executor : null;
      if (!executor) throw new Error('Only the embedded database knows that no other process is working');
      return requeueActiveJobs(executor);
    },

    async stop(graceMs = 10_000) {
      await Promise.all(definitions.map((definition) => boss.offWork(definition.name)));
      const deadline = Date.now() + graceMs;
      while (running.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      const unfinished = [...running];
      // pg-boss records the jobs just finished (up to its minimum second), fails what still runs (a counted attempt,
      // after a back-off delay) and closes its pool…
      await boss.stop({ graceful: true, wait: true, timeout: 1000, close: true });
      // …and the jobs go straight back, uncounted: a shutdown is not the job's fault.
      const executor = options.liveness?.executor ?? ('executor' in options.connection ? options.connection.executor : null);
      if (executor && unfinished.length > 0) {
        await requeueStoppedJobs(executor, unfinished);
        log.warn({ jobIds: unfinished }, 'Jobs still running at shutdown were put back on the queue');
      }
    },
  };
}
