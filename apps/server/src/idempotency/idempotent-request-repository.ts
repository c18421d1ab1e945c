import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { idempotentRequests, type IdempotentRequestRow } from '../db/schema.ts';

/** One user's key: the table's primary key. */
export interface IdempotencyKeyOf {
  userId: string;
  key: string;
}

/** A held claim: the claim time tells this claim apart from a later one that took over an abandoned key. */
export interface IdempotencyClaim extends IdempotencyKeyOf {
  claimedAt: Date;
}

/**
 * Claims a key for a request in one statement, so of concurrent requests with the same key exactly one wins. A row
 * that has expired, or whose request has held it without an answer since `abandonedBefore` (its process died),
 * is taken over; any other existing row leaves the key to its holder (undefined).
 */
export async function claimIdempotencyKey(
  db: Database,
  claim: IdempotencyClaim & { route: string; expiresAt: Date; abandonedBefore: Date },
): Promise<IdempotencyClaim | undefined> {
  const { userId, key, route, claimedAt, expiresAt, abandonedBefore } = claim;
  const [row] = await db
    .insert(idempotentRequests)
    .values({ userId, key, route, statusCode: null, response: null, createdAt: claimedAt, expiresAt })
    .onConflictDoUpdate({
      target: [idempotentRequests.userId, idempotentRequests.key],
      set: { route, statusCode: null, response: null, createdAt: claimedAt, expiresAt },
      setWhere: sql`${idempotentRequests.expiresAt} <= ${claimedAt.toISOString()} or (${idempotentRequests.statusCode} is null and ${idempotentRequests.createdAt} <= ${abandonedBefore.toISOString()})`,
    })
    .returning({ createdAt: idempotentRequests.createdAt });
  return row && { userId, key, claimedAt: row.createdAt };
}

export async function findIdempotentRequest(db: Database, { userId, key }: IdempotencyKeyOf): Promise<IdempotentRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
  return row;
}

const heldBy = (claim: IdempotencyClaim) =>
  and(
    eq(idempotentRequests.userId, claim.userId),
    eq(idempotentRequests.key, claim.key),
    eq(idempotentRequests.createdAt, claim.claimedAt),
    isNull(idempotentRequests.statusCode),
  );

/** Records the response the key answers with from now on. */
export async function completeIdempotentRequest(
  db: Database,
  claim: IdempotencyClaim,
  response: { statusCode: number; body: unknown },
): Promise<void> {
  await db.update(idempotentRequests).set({ statusCode: response.statusCode, response: response.body }).where(heldBy(claim));
}

/** Gives the key up unanswered: a retry with it runs as a new request. */
export async function releaseIdempotencyKey(db: Database, claim: IdempotencyClaim): Promise<void> {
  await db.delete(idempotentRequests).where(heldBy(claim));
}

/** Deletes the keys that expired by `now`; returns how many. */
export async function deleteExpiredIdempotentRequests(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(idempotentRequests)
    .where(lte(idempotentRequests.expiresAt, now))
    .returning({ key: idempotentRequests.key });
  return deleted.length;
}
