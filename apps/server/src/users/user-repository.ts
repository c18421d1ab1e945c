import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users, type UserRow } from '../db/schema.ts';

export type NewUser = Pick<UserRow, 'name' | 'email' | 'emailNormalized' | 'passwordHash' | 'role' | 'logoKey' | 'organisationId' | 'organisationRole'> & {
  createdAt: Date;
};

export type UserChanges = Partial<
  Pick<
    UserRow,
    'name' | 'email' | 'emailNormalized' | 'passwordHash' | 'role' | 'logoKey' | 'profilePicKey' | 'emailVerifiedAt' | 'disabledAt'
  >
>;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.emailNormalized, normalizeEmail(email)));
  return row;
}

/** Throws a unique violation (see isUniqueViolation) when the normalised email is taken. */
export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...user, updatedAt: user.createdAt })
    .returning();
  return row!;
}

/**
 * Applies the changes and bumps updated_at, which versions the image URLs. Throws a unique violation when a
 * new normalised email is taken.
 */
export async function updateUser(db: Database, id: string, changes: UserChanges, now: Date): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}
