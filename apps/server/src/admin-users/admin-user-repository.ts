import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users, type UserRow } from '../db/schema.ts';

/** An account with what the admin table says about its use. */
export interface AdminUserRow {
  user: UserRow;
  caseCount: number;
}

// Written with the table's name: drizzle leaves columns unqualified in a one-table select.
const caseCount = sql<number>`(select count(*) from cases c where c.user_id = users.id)`;

async function selectAdminUsers(db: Database, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<AdminUserRow[]> {
  const query = db.select({ user: users, caseCount }).from(users).where(where).orderBy(asc(users.name), asc(users.emailNormalized));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) => ({ user: row.user, caseCount: Number(row.caseCount) }));
}

/** Every account, by name; `search` matches part of the name or the email in any case. */
export async function listAdminUsers(
  db: Database,
  { page, perPage, search }: { page: number; perPage: number; search?: string },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const where = pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
  const [totalRow] = await db.select({ total: count() }).from(users).where(where);
  const rows = await selectAdminUsers(db, where, { limit: perPage, offset: (page - 1) * perPage });
  return { rows, total: Number(totalRow?.total ?? 0) };
}

export async function findAdminUser(db: Database, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await selectAdminUsers(db, eq(users.id, id));
  return row;
}

/**
 * The ids of the active admins, their rows locked (in id order, so two callers cannot deadlock) until the
 * transaction ends: of two admins demoting each other at once, the second sees the first's change.
 */
export async function lockActiveAdmins(tx: Database): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}
