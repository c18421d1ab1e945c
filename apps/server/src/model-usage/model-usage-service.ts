import type { AdminModelUsageResponse, AiConfig } from '@dd/contracts';
import type { Database } from '../db/database.ts';
import { caseModelUsage, monthlyModelUsage } from './model-usage-repository.ts';

export interface ModelUsageDeps {
  db: Database;
  ai: AiConfig | null;
  clock: () => Date;
}

/** The cases an admin sees, most tokens first. */
const CASES_SHOWN = 50;
const MONTHS_SHOWN = 12;

/** The firm's use of the language model over the last twelve calendar months: each month's total, and the costliest cases. */
export async function firmModelUsage({ db, ai, clock }: ModelUsageDeps): Promise<AdminModelUsageResponse['data']> {
  const now = clock();
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS_SHOWN - 1), 1));
  const [months, cases] = await Promise.all([monthlyModelUsage(db, since), caseModelUsage(db, since, CASES_SHOWN)]);
  return {
    engine: ai ? `llm:${ai.model}` : null,
    maxTokensPerCase: ai?.maxTokensPerCase ?? null,
    months,
    cases: cases.map(({ allowanceSpentAt, ...totals }) => ({ ...totals, allowanceSpent: allowanceSpentAt !== null })),
  };
}
