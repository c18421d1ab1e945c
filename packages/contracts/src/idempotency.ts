import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** The longest Idempotency-Key accepted: a UUID needs 36 characters, and clients of other APIs send up to 255. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** How long a key answers with its first response: a retry a day later is a new request. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Printable ASCII, as an HTTP header value can carry it unchanged through proxies. */
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/**
 * The optional `Idempotency-Key` header of the calls that create records from files (generate, adding files to a
 * case, uploading annexures): the same key from the same user within 24 hours returns the first request's response
 * and creates nothing new. Other headers pass through untouched (Fastify replaces the request's headers with the
 * parsed value).
 */
export const IdempotencyKeyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    // One message however many checks fail.
    .min(1, { error: MESSAGES.idempotency.invalidKey, abort: true })
    .max(IDEMPOTENCY_KEY_MAX_LENGTH, { error: MESSAGES.idempotency.invalidKey, abort: true })
    .regex(PRINTABLE_ASCII, { error: MESSAGES.idempotency.invalidKey })
    .optional()
    .describe(
      'Any string of 1 to 255 printable ASCII characters (a UUID per submission, say). The same key from the same user within ' +
        '24 hours returns the first response (with `Idempotent-Replayed: true`) and creates nothing new; a key used on another ' +
        'route is refused (422); while the first request is still running, the second waits for its response.',
    ),
});
export type IdempotencyKeyHeaders = z.infer<typeof IdempotencyKeyHeaders>;
