import type { AccessTokenRow, UserRow } from '../db/schema.ts';

/** Long enough to spare the database a lookup per request, short enough that a missed notice soon stops mattering. */
export const TOKEN_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export interface TokenLookup {
  token: AccessTokenRow;
  user: UserRow;
}

/**
 * Recent token lookups, keyed by the token's SHA-256, each kept for a few seconds. Revocations and account
 * changes drop a user's entries (forgetUser); a lookup that began before one is not stored, since it may
 * have read what the revocation changed.
 */
export interface AccessTokenCache {
  /** The stored lookup itself: the caller may replace its token after touching it. */
  get(tokenHash: string, now: number): TokenLookup | undefined;
  /** Stores what `lookup` finds (when anything) unless a forget came in while it ran. */
  load(tokenHash: string, now: number, lookup: () => Promise<TokenLookup | undefined>): Promise<TokenLookup | undefined>;
  forgetUser(userId: string): void;
  forgetToken(tokenId: string): void;
  clear(): void;
}

export function createAccessTokenCache(): AccessTokenCache {
  // Bumped by every forget: a lookup that began before one must not store what it read.
  let generation = 0;
  const entries = new Map<string, { lookup: TokenLookup; storedAt: number }>();
  const forget = (matches: (lookup: TokenLookup) => boolean) => {
    generation += 1;
    for (const [tokenHash, entry] of entries) if (matches(entry.lookup)) entries.delete(tokenHash);
  };

  return {
    get(tokenHash, now) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (now - entry.storedAt < TOKEN_CACHE_TTL_MS && now >= entry.storedAt) return entry.lookup;
      entries.delete(tokenHash);
      return undefined;
    },
    async load(tokenHash, now, lookup) {
      const started = generation;
      const found = await lookup();
      if (found && started === generation) {
        entries.delete(tokenHash);
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(tokenHash, { lookup: found, storedAt: now });
      }
      return found;
    },
    forgetUser: (userId) => forget((lookup) => lookup.user.id === userId),
    forgetToken: (tokenId) => forget((lookup) => lookup.token.id === tokenId),
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}
