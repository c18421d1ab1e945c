import type { ModelCallUsage } from '@dd/contracts';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { isForeignKeyViolation } from '../db/postgres-errors.ts';
import { cases, firmSettings, modelUsage, users } from '../db/schema.ts';

/** The calls of one answering run of a case file, added up. */
export interface ModelUsageTotals {
  calls: number;
  failedCalls: number;
  inputTokens: number;
  cachedInputTokens: number;
  outputTokens: number;
  callMs: number;
}

export const NO_USAGE: ModelUsageTotals = { calls: 0, failedCalls: 0, inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, callMs: 0 };

/** `totals` with one more call added. */
export const addModelCall = (totals: ModelUsageTotals, call: ModelCallUsage): ModelUsageTotals => ({
  calls: totals.calls + 1,
  failedCalls: totals.failedCalls + (call.outcome === 'ok' ? 0 : 1),
  inputTokens: totals.inputTokens + call.inputTokens,
  cachedInputTokens: totals.cachedInputTokens + call.cachedInputTokens,
  outputTokens: totals.outputTokens + call.outputTokens,
  callMs: totals.callMs + call.ms,
});

/**
 * Keeps what a run spent. A file deleted while it was answered leaves its case's row without a file; a case deleted
 * meanwhile takes its usage with it, as its other rows go.
 */
export async function recordModelUsage(db: Database, row: { caseId: string; caseFileId: string; engine: string; at: Date } & ModelUsageTotals): Promise<void> {
  const { at, ...values } = row;
  for (const caseFileId of [values.caseFileId, null]) {
    try {
      await db.insert(modelUsage).values({ ...values, caseFileId, createdAt: at });
      return;
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
    }
  }
}

/** Tokens in and out a case has spent on the language model. */
export async function caseTokensSpent(db: Database, caseId: string): Promise<number> {
  const [row] = await db
    .select({ spent: sql<string>`coalesce(sum(${modelUsage.inputTokens} + ${modelUsage.outputTokens}), 0)` })
    .from(modelUsage)
    .where(eq(modelUsage.caseId, caseId));
  return Number(row?.spent ?? 0);
}

/** Marks the case's allowance spent, once: the first time stands. */
export async function markModelAllowanceSpent(db: Database, caseId: string, at: Date): Promise<void> {
  await db.update(cases).set({ modelAllowanceSpentAt: at }).where(and(eq(cases.id, caseId), sql`${cases.modelAllowanceSpentAt} is null`));
}

const totalsColumns = {
  calls: sql<string>`coalesce(sum(${modelUsage.calls}), 0)`,
  failedCalls: sql<string>`coalesce(sum(${modelUsage.failedCalls}), 0)`,
  inputTokens: sql<string>`coalesce(sum(${modelUsage.inputTokens}), 0)`,
  cachedInputTokens: sql<string>`coalesce(sum(${modelUsage.cachedInputTokens}), 0)`,
  outputTokens: sql<string>`coalesce(sum(${modelUsage.outputTokens}), 0)`,
  callMs: sql<string>`coalesce(sum(${modelUsage.callMs}), 0)`,
};

const totalsOf = (row: Record<keyof ModelUsageTotals, string | number>): ModelUsageTotals => ({
  calls: Number(row.calls),
  failedCalls: Number(row.failedCalls),
  inputTokens: Number(row.inputTokens),
  cachedInputTokens: Number(row.cachedInputTokens),
  outputTokens: Number(row.outputTokens),
  callMs: Number(row.callMs),
});

/** The firm's usage by calendar month (UTC), newest first, from `since`. */
export async function monthlyModelUsage(db: Database, since: Date): Promise<Array<{ month: string } & ModelUsageTotals>> {
  const month = sql<string>`to_char(${modelUsage.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db.select({ month, ...totalsColumns }).from(modelUsage).where(gte(modelUsage.createdAt, since)).groupBy(month).orderBy(sql`1 desc`);
  return rows.map((row) => ({ month: row.month, ...totalsOf(row) }));
}

/** The cases that spent most from `since`, with their owner and whether their allowance is spent. */
export async function caseModelUsage(db: Database, since: Date, limit: number) {
  const rows = await db
    .select({
      caseId: cases.id,
      title: cases.title,
      ownerEmail: users.email,
      allowanceSpentAt: cases.modelAllowanceSpentAt,
      ...totalsColumns,
    })
    .from(modelUsage)
    .innerJoin(cases, eq(cases.id, modelUsage.caseId))
    .innerJoin(users, eq(users.id, cases.userId))
    .where(gte(modelUsage.createdAt, since))
    .groupBy(cases.id, users.email)
    .orderBy(sql`sum(${modelUsage.inputTokens} + ${modelUsage.outputTokens}) desc`)
    .limit(limit);
  return rows.map((row) => ({ caseId: row.caseId, title: row.title, ownerEmail: row.ownerEmail, allowanceSpentAt: row.allowanceSpentAt, ...totalsOf(row) }));
}

/** Whether new cases start "built-in engine only" (the installation's default; off until a platform admin turns it on). */
export async function builtinOnlyByDefault(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: firmSettings.builtinOnlyByDefault }).from(firmSettings).where(eq(firmSettings.id, 1));
  return row?.value ?? false;
}

export async function setBuiltinOnlyByDefault(db: Database, value: boolean, at: Date): Promise<void> {
  await db
    .insert(firmSettings)
    .values({ id: 1, builtinOnlyByDefault: value, updatedAt: at })
    .onConflictDoUpdate({ target: firmSettings.id, set: { builtinOnlyByDefault: value, updatedAt: at } });
}
