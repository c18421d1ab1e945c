import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { accessTokens, users, type AccessTokenRow, type UserRow } from '../db/schema.ts';

export async function insertAccessToken(db: Database, userId: string, tokenHash: string, now: Date): Promise<void> {
  await db.insert(accessTokens).values({ userId, tokenHash, createdAt: now, lastUsedAt: now });
}

/** The token row and its user when the token exists and was not revoked (idle expiry is the caller's rule). */
export async function findUnrevokedToken(
  db: Database,
  tokenHash: string,
): Promise<{ token: AccessTokenRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ token: accessTokens, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, tokenHash), isNull(accessTokens.revokedAt)));
  return row;
}

/** Of the given hashes, the tokens not revoked, each with its user's disabled time (expiry is the caller's rule). */
export async function findUnrevokedTokensByHash(
  db: Database,
  tokenHashes: string[],
): Promise<{ tokenHash: string; lastUsedAt: Date; disabledAt: Date | null }[]> {
  if (tokenHashes.length === 0) return [];
  return db
    .select({ tokenHash: accessTokens.tokenHash, lastUsedAt: accessTokens.lastUsedAt, disabledAt: users.disabledAt })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(inArray(accessTokens.tokenHash, tokenHashes), isNull(accessTokens.revokedAt)));
}

export async function touchAccessToken(db: Database, id: string, now: Date): Promise<void> {
  await db.update(accessTokens).set({ lastUsedAt: now }).where(eq(accessTokens.id, id));
}

export async function revokeAccessToken(db: Database, id: string, now: Date): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: now }).where(eq(accessTokens.id, id));
}

/** Revokes every live token of the user but `keepTokenId`, when given. */
export async function revokeAllAccessTokens(db: Database, userId: string, now: Date, keepTokenId?: string): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        keepTokenId === undefined ? undefined : ne(accessTokens.id, keepTokenId),
      ),
    );
}
