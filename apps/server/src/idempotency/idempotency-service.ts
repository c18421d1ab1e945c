import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_KEY_LIFETIME_MS, MESSAGES } from '@dd/contracts';
import { HttpError, ValidationError } from '@dd/http-kit';
import type { Database } from '../db/database.ts';
import {
  claimIdempotencyKey,
  completeIdempotentRequest,
  deleteExpiredIdempotentRequests,
  findIdempotentRequest,
  releaseIdempotencyKey,
  type IdempotencyClaim,
} from './idempotent-request-repository.ts';

export interface IdempotencyDeps {
  db: Database;
  clock: () => Date;
}

export interface IdempotencyTiming {
  /** How long a request waits for another holding its key before answering 409. */
  waitMs: number;
  /** How often it looks whether that request has answered. */
  pollMs: number;
}

/**
 * A double click's second request waits for the first's response rather than failing: generate answers within
 * seconds, after the files have been stored, so 30 s covers a slow store and still answers a stuck client.
 */
export const IDEMPOTENCY_TIMING: IdempotencyTiming = { waitMs: 30_000, pollMs: 100 };

/**
 * A claim held this long without a response belongs to a request whose process died (the request itself is over
 * in minutes: its body was read before the claim), so the next request with the key takes it over.
 */
const ABANDONED_AFTER_MS = 10 * 60 * 1000;

export type IdempotentStart = { kind: 'claimed'; claim: IdempotencyClaim } | { kind: 'replay'; statusCode: number; body: unknown };

/**
 * Starts a request that carries an Idempotency-Key: claims the key (the request goes ahead), or returns the
 * response its first request gave (replayed), waiting while that request is still running. A key first used on
 * another route is refused with 422; a first request still running after the wait gets 409.
 */
export async function startIdempotentRequest(
  deps: IdempotencyDeps,
  request: { userId: string; key: string; route: string },
  timing: IdempotencyTiming = IDEMPOTENCY_TIMING,
): Promise<IdempotentStart> {
  const deadline = Date.now() + timing.waitMs;
  for (;;) {
    const claimedAt = deps.clock();
    const claim = await claimIdempotencyKey(deps.db, {
      ...request,
      claimedAt,
      expiresAt: new Date(claimedAt.getTime() + IDEMPOTENCY_KEY_LIFETIME_MS),
      abandonedBefore: new Date(claimedAt.getTime() - ABANDONED_AFTER_MS),
    });
    if (claim) return { kind: 'claimed', claim };
    const held = await findIdempotentRequest(deps.db, request);
    // Released (the first request failed) or swept between the two statements: claim it again.
    if (!held) continue;
    if (held.route !== request.route) throw new ValidationError({ 'idempotency-key': [MESSAGES.idempotency.keyReused] });
    if (held.statusCode !== null) return { kind: 'replay', statusCode: held.statusCode, body: held.response };
    if (Date.now() >= deadline) throw new HttpError(409, MESSAGES.idempotency.stillRunning);
    await sleep(timing.pollMs);
  }
}

/**
 * Ends a claimed request: a success is kept as the key's response for 24 hours; a failure gives the key back, so
 * a retry with the same key (its input corrected, or the server recovered) runs afresh rather than replaying it.
 */
export async function finishIdempotentRequest(deps: IdempotencyDeps, claim: IdempotencyClaim, response: { statusCode: number; body: unknown }) {
  if (response.statusCode >= 200 && response.statusCode < 300 && response.body !== undefined) {
    await completeIdempotentRequest(deps.db, claim, response);
  } else {
    await releaseIdempotencyKey(deps.db, claim);
  }
}

/** Deletes the keys older than 24 hours (a scheduled job); returns how many. */
export function sweepExpiredIdempotencyKeys(deps: IdempotencyDeps): Promise<number> {
  return deleteExpiredIdempotentRequests(deps.db, deps.clock());
}
