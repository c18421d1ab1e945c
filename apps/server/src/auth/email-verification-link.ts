import { constantTimeEqual, hmacSha256Hex, sha256Hex } from './secrets.ts';

export interface VerificationLinkParts {
  id: string;
  hash: string;
  /** Unix seconds. */
  expires: number;
  signature: string;
}

const pathFor = (id: string, hash: string) => `/api/auth/email/verify/${encodeURIComponent(id)}/${encodeURIComponent(hash)}`;

/** What the signature covers: the path (user and email hash) and the expiry, so none can be changed alone. */
const signedPayload = (id: string, hash: string, expires: number) => `${pathFor(id, hash)}?expires=${expires}`;

/** `${appUrl}/api/auth/email/verify/{id}/{sha256(email)}?expires=…&signature=HMAC-SHA256(appKey, path?expires)`. */
export function createVerificationLink(options: {
  appUrl: string;
  appKey: string;
  userId: string;
  emailNormalized: string;
  expiresAt: Date;
}): string {
  const hash = sha256Hex(options.emailNormalized);
  const expires = Math.floor(options.expiresAt.getTime() / 1000);
  const signature = hmacSha256Hex(options.appKey, signedPayload(options.userId, hash, expires));
  return `${options.appUrl}${signedPayload(options.userId, hash, expires)}&signature=${signature}`;
}

/** True when the signature is ours and the link has not expired; says nothing yet about the user. */
export function isVerificationLinkValid(parts: VerificationLinkParts, appKey: string, now: Date): boolean {
  const expected = hmacSha256Hex(appKey, signedPayload(parts.id, parts.hash, parts.expires));
  return constantTimeEqual(expected, parts.signature) && parts.expires * 1000 >= now.getTime();
}

/** True when the link's hash is that of the user's current email, so a link dies when the address changes. */
export function linkMatchesEmail(hash: string, emailNormalized: string): boolean {
  return constantTimeEqual(hash, sha256Hex(emailNormalized));
}
