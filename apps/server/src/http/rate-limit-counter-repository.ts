import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { rateLimitCounters } from '../db/schema.ts';

/** A window of counting: `max` under one key per `windowMs`. */
export interface CounterLimit {
  max: number;
  windowMs: number;
}

export type CountOutcome =
  /** Counted: `resetAt` names the window, so the count can be given back to that window alone. */
  | { counted: true; resetAt: Date }
  /** The window's `max` were already counted; nothing was. */
  | { counted: false; resetAt: Date };

const stored = (name: 'count' | 'reset_at') => sql.raw(`"rate_limit_counters"."${name}"`);

/**
 * Counts one more under `key` unless the current window already holds `max`; a window that has ended starts
 * again at one. One statement: concurrent requests, in this process or any other, each see the count the one
 * before them left, so no more than `max` are ever counted in a window.
 */
export async function countUnlessFull(db: Database, key: string, limit: CounterLimit, now: Date): Promise<CountOutcome> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowEnd = new Date(now.getTime() + limit.windowMs);
  const [counted] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${stored('reset_at')} <= ${at} then 1 else ${stored('count')} + 1 end`,
        resetAt: sql`case when ${stored('reset_at')} <= ${at} then ${windowEnd.toISOString()}::timestamptz else ${stored('reset_at')} end`,
      },
      setWhere: sql`${stored('reset_at')} <= ${at} or ${stored('count')} < ${limit.max}`,
    })
    .returning({ resetAt: rateLimitCounters.resetAt });
  if (counted) return { counted: true, resetAt: counted.resetAt };

  const [full] = await db
    .select({ resetAt: rateLimitCounters.resetAt })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.resetAt, now)));
  // The full window ended between the two statements: count in the new one.
  return full ? { counted: false, resetAt: full.resetAt } : countUnlessFull(db, key, limit, now);
}

/** Takes back one count from the window it was made in; a window that has since started again is left alone. */
export async function uncount(db: Database, key: string, resetAt: Date): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`${rateLimitCounters.count} - 1` })
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.resetAt, resetAt), gt(rateLimitCounters.count, 0)));
}

/** Whether anything is counted under `key` in a window still open. */
export async function hasCount(db: Database, key: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.resetAt, now), gt(rateLimitCounters.count, 0)));
  return row !== undefined;
}

/** Deletes the counters whose window has ended; answers how many. */
export async function deleteEndedCounters(db: Database, now: Date): Promise<number> {
  const deleted = await db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetAt, now)).returning({ key: rateLimitCounters.key });
  return deleted.length;
}
