import type { AccessTokenService } from '../auth/access-token-service.ts';
import { sha256Hex } from '../auth/secrets.ts';
import type { ChangeNotices } from '../db/change-notices.ts';

/** Who a socket's token belongs to, the token's SHA-256 (what the database keys it by) and when it lapses unless used. */
export interface RealtimeSession {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
}

/** What the gateway needs to know of access tokens: the handshake, a fresh re-check, and news of changes. */
export interface RealtimeTokens {
  /** The handshake: the session of a valid token, or null. */
  authenticate(token: string): Promise<RealtimeSession | null>;
  /** Which of these tokens are valid now, each with its new expiry: read from the database, never a cache. */
  revalidate(tokenHashes: string[]): Promise<Map<string, Date>>;
  /**
   * Calls `changed` whenever any process changed a user's account or tokens (a logout, a password change or reset,
   * a disabled or demoted account), and `reset` when such news may have been missed.
   */
  watch(listener: { changed(userId: string): void; reset(): void }): void;
}

/** The access tokens as the gateway sees them; `changes` are the database's change notices (migration 0010). */
export function createRealtimeTokens(accessTokens: AccessTokenService, changes: ChangeNotices): RealtimeTokens {
  return {
    async authenticate(token) {
      const auth = await accessTokens.authenticate(token);
      return auth && { userId: auth.user.id, tokenHash: sha256Hex(token), expiresAt: auth.expiresAt };
    },
    revalidate: (tokenHashes) => accessTokens.revalidate(tokenHashes),
    watch(listener) {
      // A change this process made is heard at once, before the database's notice of it reaches even this process:
      // an event the same request sends next (an admin's "user.updated" to the account just disabled) is held.
      accessTokens.onAccountChanged((userId) => listener.changed(userId));
      changes.subscribe({
        changed: (notice) => {
          if (notice.kind === 'user') listener.changed(notice.userId);
        },
        reset: () => listener.reset(),
      });
    },
  };
}
