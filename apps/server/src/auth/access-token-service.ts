import { TOKEN_LIFETIMES } from '@dd/contracts';
import type { ChangeNotices } from '../db/change-notices.ts';
import type { Database } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import {
  findUnrevokedToken,
  findUnrevokedTokensByHash,
  insertAccessToken,
  revokeAccessToken,
  revokeAllAccessTokens,
  touchAccessToken,
} from './access-token-repository.ts';
import { createAccessTokenCache } from './access-token-cache.ts';
import { generateSecret, sha256Hex } from './secrets.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Writing last_used_at on every request would turn each read into a write; once a minute is precise enough. */
const TOUCH_INTERVAL_MS = 60_000;

export interface Authenticated {
  user: UserRow;
  tokenId: string;
  /** When the token lapses unless it is used again before then. */
  expiresAt: Date;
}

export interface AccessTokenService {
  /** A new opaque bearer token for the user; only its SHA-256 is stored. */
  issue(userId: string): Promise<string>;
  /**
   * The token's user, or null when the token is unknown, revoked or idle for longer than the lifetime, or its
   * account is disabled (its tokens were revoked then; this also refuses one issued in a race with it).
   */
  authenticate(token: string): Promise<Authenticated | null>;
  /**
   * Which of these tokens (by SHA-256) are valid now, each with when it lapses unless used: read from the database,
   * never the cache, for a connection that outlives the request that opened it (realtime).
   */
  revalidate(tokenHashes: string[]): Promise<Map<string, Date>>;
  revoke(tokenId: string): Promise<void>;
  /** Ends every session of the user; pass a transaction to make it part of a larger change. */
  revokeAll(userId: string, within?: Database): Promise<void>;
  /** Ends every session of the user but the one of `keepTokenId` (the request that asked). */
  revokeOthers(userId: string, keepTokenId: string, within?: Database): Promise<void>;
  /**
   * Makes this process read the user's account afresh on their next request, after a change to it (a name,
   * say). Other processes hear of it from the database's change notice.
   */
  forgetUser(userId: string): void;
  /**
   * After a committed change to who may act as the user (a session ended, a password changed, the account
   * disabled or its role changed): forgets the user like forgetUser, and tells the `onAccountChanged` listeners
   * at once, before the database's notice of it arrives.
   */
  accountChanged(userId: string): void;
  /** Calls `listener` on each accountChanged (realtime holds the user's events and re-checks their sockets). */
  onAccountChanged(listener: (userId: string) => void): void;
}

/**
 * Lookups are remembered for a few seconds (access-token-cache.ts). Revoking here forgets them at once in this
 * process; other processes forget them when the database's change notice arrives (migration 0010), which
 * `changes` delivers. Given a transaction, the revocation is forgotten here before it commits, and the notice
 * at commit makes this process forget again whatever a request read meanwhile.
 */
export function createAccessTokenService(options: { db: Database; clock: () => Date; changes?: ChangeNotices }): AccessTokenService {
  const { db, clock } = options;
  const idleLimitMs = TOKEN_LIFETIMES.accessTokenIdleDays * DAY_MS;
  const cache = createAccessTokenCache();
  const accountListeners: ((userId: string) => void)[] = [];
  options.changes?.subscribe({
    changed: (notice) => {
      if (notice.kind === 'user') cache.forgetUser(notice.userId);
    },
    reset: () => cache.clear(),
  });

  return {
    async issue(userId) {
      const token = generateSecret();
      await insertAccessToken(db, userId, sha256Hex(token), clock());
      return token;
    },

    async authenticate(token) {
      if (!token) return null;
      const tokenHash = sha256Hex(token);
      const now = clock();
      const found =
        cache.get(tokenHash, now.getTime()) ?? (await cache.load(tokenHash, now.getTime(), () => findUnrevokedToken(db, tokenHash)));
      if (!found || found.user.disabledAt) return null;
      const idleMs = now.getTime() - found.token.lastUsedAt.getTime();
      if (idleMs > idleLimitMs) return null;
      if (idleMs >= TOUCH_INTERVAL_MS) {
        await touchAccessToken(db, found.token.id, now);
        found.token = { ...found.token, lastUsedAt: now };
      }
      return { user: found.user, tokenId: found.token.id, expiresAt: new Date(found.token.lastUsedAt.getTime() + idleLimitMs) };
    },

    async revalidate(tokenHashes) {
      const now = clock().getTime();
      const valid = new Map<string, Date>();
      for (const row of await findUnrevokedTokensByHash(db, tokenHashes)) {
        const expiresAt = row.lastUsedAt.getTime() + idleLimitMs;
        if (!row.disabledAt && now <= expiresAt) valid.set(row.tokenHash, new Date(expiresAt));
      }
      return valid;
    },

    async revoke(tokenId) {
      await revokeAccessToken(db, tokenId, clock());
      cache.forgetToken(tokenId);
    },
    async revokeAll(userId, within = db) {
      await revokeAllAccessTokens(within, userId, clock());
      cache.forgetUser(userId);
    },
    async revokeOthers(userId, keepTokenId, within = db) {
      await revokeAllAccessTokens(within, userId, clock(), keepTokenId);
      // The kept token's entry goes too: it holds the account as it was (its password hash, for one).
      cache.forgetUser(userId);
    },
    forgetUser: (userId) => cache.forgetUser(userId),
    accountChanged(userId) {
      cache.forgetUser(userId);
      for (const listener of accountListeners) listener(userId);
    },
    onAccountChanged: (listener) => void accountListeners.push(listener),
  };
}
