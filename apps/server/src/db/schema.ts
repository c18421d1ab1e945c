import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '@dd/contracts';

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Lower-cased email: the unique key that makes "Ada@Firm.ie" and "ada@firm.ie" one account. */
    emailNormalized: text('email_normalized').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    logoKey: text('logo_key'),
    profilePicKey: text('profile_pic_key'),
    emailVerifiedAt: timestampColumn('email_verified_at'),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [check('users_role_check', sql`${table.role} in ('user', 'admin')`)],
);
export type UserRow = typeof users.$inferSelect;

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the opaque bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    lastUsedAt: timestampColumn('last_used_at').notNull().defaultNow(),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    revokedAt: timestampColumn('revoked_at'),
  },
  (table) => [index('access_tokens_user_id_idx').on(table.userId)],
);
export type AccessTokenRow = typeof accessTokens.$inferSelect;

/** One live reset token per address: a new request replaces the previous one. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  emailNormalized: text('email_normalized').primaryKey(),
  /** SHA-256 (hex) of the token mailed in the link. */
  tokenHash: text('token_hash').notNull(),
  createdAt: timestampColumn('created_at').notNull(),
  usedAt: timestampColumn('used_at'),
});
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
