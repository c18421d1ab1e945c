import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ConfigurationType } from '@dd/contracts';
import type { Database } from '../db/database.ts';
import { userConfigurations, type UserConfigurationRow } from '../db/schema.ts';

export async function listUserConfigurations(
  db: Database,
  userId: string,
  types: readonly ConfigurationType[],
): Promise<UserConfigurationRow[]> {
  if (types.length === 0) return [];
  return db
    .select()
    .from(userConfigurations)
    .where(and(eq(userConfigurations.userId, userId), inArray(userConfigurations.type, [...types])));
}

/** Inserts the items or updates their is_active, in one statement: all of them or none. */
export async function upsertUserConfigurations(
  db: Database,
  userId: string,
  items: readonly { type: ConfigurationType; value: string; isActive: boolean }[],
  now: Date,
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(userConfigurations)
    .values(items.map((item) => ({ userId, ...item, createdAt: now, updatedAt: now })))
    .onConflictDoUpdate({
      target: [userConfigurations.userId, userConfigurations.type, userConfigurations.value],
      set: { isActive: sql`excluded.is_active`, updatedAt: now },
    });
}
