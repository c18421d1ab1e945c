import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from './app.ts';
import { resumeUnfinishedCases } from './cases/case-pipeline.ts';
import type { DatabaseConnection } from './db/database.ts';
import { JOB_DEFINITIONS, type JobContext } from './jobs/job-definitions.ts';
import { createJobQueue, type JobLogger, type JobQueue } from './jobs/job-queue.ts';
import type { ReclaimedJob } from './jobs/worker-job-repository.ts';
import { registerWorkerProcess } from './jobs/worker-liveness.ts';
import { createDocumentClassifiers } from './uploads/document-classifiers.ts';

/**
 * What a process does: `api` serves HTTP and realtime, `worker` takes jobs off the queue, `all` (the default,
 * and `npm start`) both. Several of each can share one PostgreSQL; the embedded database allows one process.
 */
export const PROCESS_ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

export interface RuntimeOptions extends Omit<AppDeps, 'db' | 'jobs'> {
  database: DatabaseConnection;
  role: ProcessRole;
  /** How often idle job workers look for work (pg-boss's minimum is 0.5 s); this process's own sends wake them. */
  pollingIntervalSeconds?: number;
}

export interface Runtime {
  app: FastifyInstance;
  jobs: JobQueue<JobContext>;
  /**
   * For the `worker` and `all` roles: takes jobs from now on, after putting back what a stopped process left.
   * Call it once realtime is attached, so the first events reach their users.
   */
  startWorking(): Promise<void>;
  /**
   * Shuts down in order: `/api/ready` answers 503 at once (load balancers drain this process) while HTTP still
   * serves; no new jobs are taken and running ones get `graceMs` to finish before going back on the queue; then the
   * app closes (realtime sockets dropped so clients reconnect elsewhere, open requests finished, idle keep-alive
   * connections closed). The database is the caller's, closed last.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

/** The app and the job queue of one process, wired for its role. */
export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const { database, role, pollingIntervalSeconds, ...appDeps } = options;
  // The queue logs through the app's logger, which exists once the app does.
  const log: JobLogger = {
    info: (details, message) => app.log.info(details, message),
    warn: (details, message) => app.log.warn(details, message),
    error: (details, message) => app.log.error(details, message),
  };
  // On PostgreSQL several workers share the queue: each shows it is alive, so the others can reclaim its jobs.
  const liveness =
    role !== 'api' && 'connectionString' in database.jobs ? await registerWorkerProcess(database.jobs.connectionString, log) : undefined;
  let jobs: JobQueue<JobContext>;
  try {
    jobs = await createJobQueue<JobContext>({
      connection: database.jobs,
      definitions: JOB_DEFINITIONS,
      log,
      worker: role !== 'api',
      pollingIntervalSeconds,
      liveness,
    });
  } catch (error) {
    await liveness?.close();
    throw error;
  }
  let app: FastifyInstance;
  try {
    app = await buildApp({ ...appDeps, db: database.db, jobs });
  } catch (error) {
    await jobs.stop();
    await liveness?.close();
    throw error;
  }

  async function startWorking(): Promise<void> {
    if (role === 'api') return;
    const context: JobContext = {
      db: database.db,
      storage: appDeps.storage,
      mailer: appDeps.mailer,
      notify: app.notify,
      documentWorkers: app.documentWorkers,
      jobs,
      clock: appDeps.clock ?? (() => new Date()),
      config: appDeps.config,
      log,
      classifierFor: createDocumentClassifiers(database.db),
    };
    // The embedded database is this process's alone (its folder lock says so): whatever a killed process left
    // running is nobody's, and goes back on the queue now rather than when it would expire.
    if (database.driver === 'pglite') {
      const requeued = await jobs.requeueAbandoned();
      if (requeued > 0) app.log.info({ requeued }, 'Jobs left running by a stopped process were queued again');
    }
    // On PostgreSQL only the jobs of worker processes that are gone go back, now and every few seconds.
    if (liveness) {
      // A job whose retries the crashes spent fails here, outside any handler: what it left waiting is settled too.
      const settleFailed = (reclaimed: ReclaimedJob[]) => jobs.giveUp(reclaimed.filter((job) => job.state === 'failed'), context);
      await settleFailed(await liveness.reclaim());
      liveness.reclaimPeriodically(settleFailed);
    }
    await jobs.work(context);
    const resumed = await resumeUnfinishedCases(context);
    if (resumed > 0) app.log.info({ files: resumed }, 'Unfinished case files were queued again');
  }

  return {
    app,
    jobs,
    startWorking,
    async close(closeOptions = {}) {
      app.readiness.drain();
      await jobs.stop(closeOptions.graceMs);
      await liveness?.close();
      await app.close();
    },
  };
}
