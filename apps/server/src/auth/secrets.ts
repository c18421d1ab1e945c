import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random 256-bit secret, URL-safe, for bearer and reset tokens. */
export const generateSecret = () => randomBytes(32).toString('base64url');

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

export const hmacSha256Hex = (key: string, value: string) => createHmac('sha256', key).update(value).digest('hex');

/** Compares in time independent of where the strings differ (unequal lengths leak only the length). */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
