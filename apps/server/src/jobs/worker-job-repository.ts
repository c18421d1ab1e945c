import { JOB_SCHEMA, WORKER_JOB_TABLE, type SqlExecutor } from './job-schema.ts';

/** A job put back (or, its retries spent, failed) because the process running it is gone. */
export interface ReclaimedJob {
  id: string;
  name: string;
  state: 'retry' | 'failed';
  data: unknown;
}

/** Records that the worker process holding `workerKey` runs the job (a retry run elsewhere takes the row over). */
export async function recordJobTaken(executor: SqlExecutor, jobId: string, workerKey: number): Promise<void> {
  await executor.executeSql(
    `insert into ${WORKER_JOB_TABLE} (job_id, worker_key) values ($1, $2)
     on conflict (job_id) do update set worker_key = excluded.worker_key, taken_on = now()`,
    [jobId, workerKey],
  );
}

/**
 * Puts back the running jobs of every worker process whose advisory lock (namespace `lockNamespace`, key its
 * `worker_key`) is no longer held: PostgreSQL drops a session's locks when its connection dies with its process.
 * The crash counts as an attempt (started_on stays, so pg-boss counts it at the next fetch), and a job whose
 * retries are spent fails, as pg-boss's own failure would: a file that kills every worker does not loop forever.
 * Rows of jobs no longer running are dropped on the way.
 */
export async function reclaimJobsOfGoneWorkers(executor: SqlExecutor, lockNamespace: number): Promise<ReclaimedJob[]> {
  await executor.executeSql(
    `delete from ${WORKER_JOB_TABLE} w where not exists (select 1 from ${JOB_SCHEMA}.job j where j.id = w.job_id and j.state = 'active')`,
  );
  const { rows } = await executor.executeSql(
    `with gone as (
       delete from ${WORKER_JOB_TABLE} w
       where not exists (
         select 1 from pg_locks l
         where l.locktype = 'advisory' and l.granted and l.objsubid = 2
           and l.database = (select oid from pg_database where datname = current_database())
           and l.classid = $1::int::oid and l.objid = w.worker_key::oid
       )
       returning job_id, taken_on
     )
     update ${JOB_SCHEMA}.job j set
       state = (case when j.retry_count < j.retry_limit then 'retry' else 'failed' end)::${JOB_SCHEMA}.job_state,
       start_after = now(),
       completed_on = case when j.retry_count < j.retry_limit then null else now() end,
       output = jsonb_build_object('value', jsonb_build_object('message', 'The worker process running this job stopped'))
     from gone
     -- The row must belong to the job's current run: one started after it was recorded is another worker's.
     where j.id = gone.job_id and j.state = 'active' and j.started_on <= gone.taken_on
     returning j.id, j.name, j.state, j.data`,
    [lockNamespace],
  );
  return rows as ReclaimedJob[];
}

/**
 * Puts jobs this process was still running when it stopped back on the queue, to run at once elsewhere. pg-boss's
 * stop has just failed them (retry with a back-off delay, or failed on a last attempt); a shutdown is not the
 * job's fault, so the attempt is not counted either (no started_on: pg-boss counts only a run that started).
 */
export async function requeueStoppedJobs(executor: SqlExecutor, jobIds: readonly string[]): Promise<number> {
  if (jobIds.length === 0) return 0;
  const { rows } = await executor.executeSql(
    `update ${JOB_SCHEMA}.job set state = 'retry', start_after = now(), started_on = null, completed_on = null, output = null
     where id = any($1::uuid[]) and state in ('retry', 'failed', 'active') returning id`,
    [jobIds],
  );
  await executor.executeSql(`delete from ${WORKER_JOB_TABLE} where job_id = any($1::uuid[])`, [jobIds]);
  return rows.length;
}
