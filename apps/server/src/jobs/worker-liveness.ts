import { randomInt } from 'node:crypto';
import pg from 'pg';
import type { JobLogger } from './job-queue.ts';
import type { SqlExecutor } from './job-schema.ts';
import { reclaimJobsOfGoneWorkers, recordJobTaken, type ReclaimedJob } from './worker-job-repository.ts';

/** The first key of every worker process's advisory lock (the second is the process's own). */
export const WORKER_LOCK_NAMESPACE = 726_104_312;
/** How a worker's liveness connection introduces itself, followed by its process id. */
export const WORKER_APPLICATION_NAME = 'dd-worker';
/** How often a worker looks for jobs left by processes that are gone. */
export const RECLAIM_INTERVAL_MS = 5_000;

/**
 * A worker process's presence on PostgreSQL: a connection holding a session advisory lock of its own, which
 * PostgreSQL drops the moment the process dies (its socket closes), with no heartbeat to miss or tune. The jobs
 * it runs are recorded against its key, so any other worker can see which running jobs have lost their process.
 */
export interface WorkerLiveness {
  /** This process's connection, for the queue's own bookkeeping on stop. */
  executor: SqlExecutor;
  recordTaken(jobId: string): Promise<void>;
  /** Puts back the jobs of gone processes now; answers them. */
  reclaim(): Promise<ReclaimedJob[]>;
  /** Reclaims every RECLAIM_INTERVAL_MS until close, handing what was reclaimed to `onReclaimed`. */
  reclaimPeriodically(onReclaimed: (jobs: ReclaimedJob[]) => Promise<void>): void;
  /** Ends the connection: the lock goes with it. */
  close(): Promise<void>;
}

export async function registerWorkerProcess(connectionString: string, log: JobLogger): Promise<WorkerLiveness> {
  // Named after its process, so an operator (or a test) can tell the workers apart in pg_stat_activity.
  const client = new pg.Client({ connectionString, application_name: `${WORKER_APPLICATION_NAME} ${process.pid}` });
  client.on('error', (error) =>
    log.error({ err: error }, 'The worker liveness connection was lost: other workers will put back the jobs this process runs'),
  );
  await client.connect();
  const executor: SqlExecutor = { executeSql: (text, values) => client.query(text, values) };
  let key = 0;
  // A random key, retried in the rare case another live process drew the same one.
  while (key === 0) {
    const candidate = randomInt(1, 2 ** 31 - 1);
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [WORKER_LOCK_NAMESPACE, candidate]);
    if (rows[0]?.locked) key = candidate;
  }

  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const reclaim = async () => {
    const reclaimed = await reclaimJobsOfGoneWorkers(executor, WORKER_LOCK_NAMESPACE);
    if (reclaimed.length > 0) log.warn({ jobs: reclaimed }, 'Jobs left running by a stopped worker process were put back');
    return reclaimed;
  };
  return {
    executor,
    recordTaken: (jobId) => recordJobTaken(executor, jobId, key),
    reclaim,
    reclaimPeriodically(onReclaimed) {
      const tick = () => {
        timer = setTimeout(() => {
          reclaim()
            .then(onReclaimed)
            .catch((error: unknown) => log.error({ err: error }, 'Looking for jobs of stopped worker processes failed'))
            .finally(() => {
              if (!closed) tick();
            });
        }, RECLAIM_INTERVAL_MS);
        timer.unref();
      };
      tick();
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await client.end();
    },
  };
}
