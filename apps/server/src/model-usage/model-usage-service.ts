import { llmEngineName, type AdminModelUsageResponse, type AiConfig, type ModelSettings } from '@dd/contracts';
import { recordAudit } from '../audit/audit-log-repository.ts';
import type { Database } from '../db/database.ts';
import { builtinOnlyByDefault, caseModelUsage, monthlyModelUsage, setBuiltinOnlyByDefault } from './model-usage-repository.ts';

export interface ModelUsageDeps {
  db: Database;
  ai: AiConfig | null;
  clock: () => Date;
}

/** The cases an admin sees, most tokens first. */
const CASES_SHOWN = 50;
const MONTHS_SHOWN = 12;

/** The firm's use of the language model over the last twelve calendar months: each month's total, and the costliest cases. */
export async function firmModelUsage(deps: ModelUsageDeps): Promise<AdminModelUsageResponse['data']> {
  const { db, ai, clock } = deps;
  const now = clock();
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS_SHOWN - 1), 1));
  const [months, cases, settings] = await Promise.all([monthlyModelUsage(db, since), caseModelUsage(db, since, CASES_SHOWN), modelSettings(deps)]);
  return {
    ...settings,
    maxTokensPerCase: ai?.maxTokensPerCase ?? null,
    months,
    cases: cases.map(({ allowanceSpentAt, ...totals }) => ({ ...totals, allowanceSpent: allowanceSpentAt !== null })),
  };
}

/** Whether a language model answers, and whether new cases keep their text from it by default. */
export async function modelSettings({ db, ai }: ModelUsageDeps): Promise<ModelSettings> {
  return { engine: ai ? llmEngineName(ai) : null, builtinOnlyByDefault: await builtinOnlyByDefault(db) };
}

/** An admin's change of the firm's default for new cases, kept in the audit trail. */
export async function changeModelSettings(deps: ModelUsageDeps, adminId: string, value: boolean): Promise<ModelSettings> {
  const at = deps.clock();
  await deps.db.transaction(async (tx) => {
    await setBuiltinOnlyByDefault(tx, value, at);
    await recordAudit(tx, { userId: adminId, action: 'firm.builtin-only-default', subjectType: 'firm', subjectId: 'settings', details: { builtinOnlyByDefault: value }, at });
  });
  return modelSettings(deps);
}
