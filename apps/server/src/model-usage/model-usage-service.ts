import { llmEngineName, type AdminModelUsageResponse, type AiConfig, type ModelSettings } from '@dd/contracts';
import { recordAudit } from '../audit/audit-log-repository.ts';
import type { Database } from '../db/database.ts';
import { findOrganisation, updateOrganisation } from '../organisations/organisation-repository.ts';
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
export async function firmModelUsage(deps: ModelUsageDeps, organisationId: string): Promise<AdminModelUsageResponse['data']> {
  const { db, ai, clock } = deps;
  const now = clock();
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS_SHOWN - 1), 1));
  const [months, cases, settings] = await Promise.all([monthlyModelUsage(db, since), caseModelUsage(db, since, CASES_SHOWN), modelSettings(deps, organisationId)]);
  return {
    ...settings,
    maxTokensPerCase: ai?.maxTokensPerCase ?? null,
    months,
    cases: cases.map(({ allowanceSpentAt, ...totals }) => ({ ...totals, allowanceSpent: allowanceSpentAt !== null })),
  };
}

/** Whether new cases keep their text from the language model by default: the installation's default and the firm's. */
async function builtinOnlyDefaults(db: Database, organisationId: string) {
  const [installation, firm] = await Promise.all([builtinOnlyByDefault(db), findOrganisation(db, organisationId)]);
  return { builtinOnlyByDefault: installation, firmBuiltinOnlyByDefault: firm?.builtinOnlyByDefault ?? false };
}

/** Whether a language model answers, and whether new cases keep their text from it by default: the installation's and the firm's. */
export async function modelSettings({ db, ai }: ModelUsageDeps, organisationId: string): Promise<ModelSettings> {
  return { engine: ai ? llmEngineName(ai) : null, ...(await builtinOnlyDefaults(db, organisationId)) };
}

/** Whether a new case of someone of this firm starts "built-in engine only": the installation or the firm says so. */
export async function newCaseBuiltinOnly(db: Database, organisationId: string): Promise<boolean> {
  const defaults = await builtinOnlyDefaults(db, organisationId);
  return defaults.builtinOnlyByDefault || defaults.firmBuiltinOnlyByDefault;
}

/** A firm admin's default for the firm's new cases, kept in the firm's trail. */
export async function changeFirmBuiltinOnlyDefault(deps: Pick<ModelUsageDeps, 'db' | 'clock'>, admin: { id: string; organisationId: string }, value: boolean): Promise<void> {
  const at = deps.clock();
  await deps.db.transaction(async (tx) => {
    await updateOrganisation(tx, admin.organisationId, { builtinOnlyByDefault: value }, at);
    await recordAudit(tx, {
      userId: admin.id,
      action: 'organisation.builtin-only-default',
      subjectType: 'organisation',
      subjectId: admin.organisationId,
      details: { builtinOnlyByDefault: value },
      at,
    });
  });
}

/** An admin's change of the firm's default for new cases, kept in the audit trail. */
export async function changeModelSettings(deps: ModelUsageDeps, admin: { id: string; organisationId: string }, value: boolean): Promise<ModelSettings> {
  const at = deps.clock();
  await deps.db.transaction(async (tx) => {
    await setBuiltinOnlyByDefault(tx, value, at);
    await recordAudit(tx, { userId: admin.id, action: 'firm.builtin-only-default', subjectType: 'firm', subjectId: 'settings', details: { builtinOnlyByDefault: value }, at });
  });
  return modelSettings(deps, admin.organisationId);
}
