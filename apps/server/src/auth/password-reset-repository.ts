import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { passwordResetTokens, type PasswordResetTokenRow } from '../db/schema.ts';

/** Stores the token for this address, replacing (and so invalidating) any earlier one. */
export async function replaceResetToken(db: Database, emailNormalized: string, tokenHash: string, now: Date): Promise<void> {
  await db
    .insert(passwordResetTokens)
    .values({ emailNormalized, tokenHash, createdAt: now, usedAt: null })
    .onConflictDoUpdate({
      target: passwordResetTokens.emailNormalized,
      set: { tokenHash, createdAt: now, usedAt: null },
    });
}

export async function findResetToken(db: Database, emailNormalized: string): Promise<PasswordResetTokenRow | undefined> {
  const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.emailNormalized, emailNormalized));
  return row;
}

/** Marks the token used; false when another request used it first, so a token can never serve twice. */
export async function consumeResetToken(db: Database, emailNormalized: string, tokenHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.emailNormalized, emailNormalized),
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
      ),
    )
    .returning({ emailNormalized: passwordResetTokens.emailNormalized });
  return used.length === 1;
}
