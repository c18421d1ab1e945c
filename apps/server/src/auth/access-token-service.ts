import { TOKEN_LIFETIMES } from '@dd/contracts';
import type { Database } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import {
  findUnrevokedToken,
  insertAccessToken,
  revokeAccessToken,
  revokeAllAccessTokens,
  touchAccessToken,
} from './access-token-repository.ts';
import { generateSecret, sha256Hex } from './secrets.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Writing last_used_at on every request would turn each read into a write; once a minute is precise enough. */
const TOUCH_INTERVAL_MS = 60_000;

export interface Authenticated {
  user: UserRow;
  tokenId: string;
}

export interface AccessTokenService {
  /** A new opaque bearer token for the user; only its SHA-256 is stored. */
  issue(userId: string): Promise<string>;
  /**
   * The token's user, or null when the token is unknown, revoked or idle for longer than the lifetime, or its
   * account is disabled (its tokens were revoked then; this also refuses one issued in a race with it).
   */
  authenticate(token: string): Promise<Authenticated | null>;
  revoke(tokenId: string): Promise<void>;
  /** Ends every session of the user; pass a transaction to make it part of a larger change. */
  revokeAll(userId: string, within?: Database): Promise<void>;
  /** Ends every session of the user but the one of `keepTokenId` (the request that asked). */
  revokeOthers(userId: string, keepTokenId: string, within?: Database): Promise<void>;
}

export function createAccessTokenService(options: { db: Database; clock: () => Date }): AccessTokenService {
  const { db, clock } = options;
  const idleLimitMs = TOKEN_LIFETIMES.accessTokenIdleDays * DAY_MS;

  return {
    async issue(userId) {
      const token = generateSecret();
      await insertAccessToken(db, userId, sha256Hex(token), clock());
      return token;
    },

    async authenticate(token) {
      if (!token) return null;
      const found = await findUnrevokedToken(db, sha256Hex(token));
      if (!found || found.user.disabledAt) return null;
      const now = clock();
      const idleMs = now.getTime() - found.token.lastUsedAt.getTime();
      if (idleMs > idleLimitMs) return null;
      if (idleMs >= TOUCH_INTERVAL_MS) await touchAccessToken(db, found.token.id, now);
      return { user: found.user, tokenId: found.token.id };
    },

    revoke: (tokenId) => revokeAccessToken(db, tokenId, clock()),
    revokeAll: (userId, within = db) => revokeAllAccessTokens(within, userId, clock()),
    revokeOthers: (userId, keepTokenId, within = db) => revokeAllAccessTokens(within, userId, clock(), keepTokenId),
  };
}
