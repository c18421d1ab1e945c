import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { JOB_SCHEMA } from '../jobs/job-schema.ts';

export interface QueueCounts {
  queue: string;
  queued: number;
  active: number;
  failed: number;
}

/** Every queue with its jobs waiting (new or to retry), running, and failed for good: one grouped count. */
export async function countJobsByQueue(db: Database): Promise<QueueCounts[]> {
  const schema = sql.raw(JOB_SCHEMA);
  const result = (await db.execute(sql`
    select q.name as queue,
      count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
      count(j.id) filter (where j.state = 'active')::int as active,
      count(j.id) filter (where j.state = 'failed')::int as failed
    from ${schema}.queue q
    left join ${schema}.job j on j.name = q.name and j.state in ('created', 'retry', 'active', 'failed')
    group by q.name
    order by q.name`)) as unknown as { rows: QueueCounts[] };
  return result.rows.map((row) => ({ queue: row.queue, queued: Number(row.queued), active: Number(row.active), failed: Number(row.failed) }));
}
