import { requireCaseRole } from '../case-members/require-case-role.ts';
import { MESSAGES, type TitleReport } from '@dd/contracts';
import { HttpError, notFound } from '@dd/http-kit';
import { recordAudit } from '../audit/audit-log-repository.ts';
import { getCase } from '../cases/case-service.ts';
import type { Database } from '../db/database.ts';
import type { TitleReportRow } from '../db/schema.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import { isUuid } from '../db/is-uuid.ts';
import type { JobSender } from '../jobs/job-queue.ts';
import type { Storage } from '../storage/storage.ts';
import { splitCaseFiles } from './read-case-registers.ts';
import { presentChecklistItem, presentTitleReport } from './title-report-presenter.ts';
import {
  deleteTitleReport as deleteTitleReportRow,
  findCurrentTitleReport,
  findTitleReport,
  insertTitleReport,
  listChecklistItems,
  listTitleReports as listTitleReportRows,
  setActiveTitleReport,
} from './title-report-repository.ts';

export interface TitleReportDeps {
  db: Database;
  storage: Storage;
  jobs: JobSender;
  clock: () => Date;
}

/** Who is asking: admins may act on any case's reports (the routes' policy has already let them through). */
export interface Actor {
  userId: string;
  isAdmin: boolean;
}

/** A version's entry in its case's audit trail. */
const recordReportAudit = (db: Database, userId: string, action: string, report: Pick<TitleReportRow, 'id' | 'caseId' | 'version'>, at: Date) =>
  recordAudit(db, { userId, action, subjectType: 'case', subjectId: report.caseId, details: { titleReportId: report.id, version: report.version }, at });

/** Refuses, in words a lawyer can act on, a case whose files are still being read or that has no register. */
export async function requireRegisters(deps: Pick<TitleReportDeps, 'db'>, caseId: string) {
  const record = await getCase(deps, caseId);
  if (record.status === 'processing') throw new HttpError(409, MESSAGES.titleReports.stillReading);
  const files = await splitCaseFiles(deps.db, record);
  if (files.registers.length === 0) throw new HttpError(409, MESSAGES.titleReports.noRegister);
  return { record, files };
}

/**
 * A report on title for the case. With `regenerate` false, the case's report (its active one, else its newest)
 * when it has one; otherwise a new version, drafted by the `title-report.generate` job (`titleReport.ready`).
 */
export async function requestTitleReport(
  deps: TitleReportDeps,
  input: Actor & { caseId: string; regenerate: boolean },
): Promise<{ titleReport: TitleReport; created: boolean }> {
  if (!input.regenerate) {
    const current = await findCurrentTitleReport(deps.db, input.caseId);
    if (current) return { titleReport: presentTitleReport(current), created: false };
  }
  await requireRegisters(deps, input.caseId);
  const at = deps.clock();
  const insert = () => insertTitleReport(deps.db, { caseId: input.caseId, createdBy: input.userId, at });
  // Two requests at once may pick the same version: the second takes the next one.
  const report = await insert().catch((error: unknown) => {
    if (isUniqueViolation(error)) return insert();
    throw error;
  });
  await recordReportAudit(deps.db, input.userId, 'title-report.generate', report, at);
  // Read before the job is sent: a worker may draft the report before this request would read it again, and the
  // answer to this call is the version it created, pending (the report itself follows as `titleReport.ready`).
  const pending = presentTitleReport((await findTitleReport(deps.db, report.id))!);
  await deps.jobs.send('title-report.generate', { titleReportId: report.id });
  return { titleReport: pending, created: true };
}

/** The reports of one case (its owner's or, for an admin, anyone's), or of all the user's cases (admins: all). */
export async function listTitleReports(deps: Pick<TitleReportDeps, 'db'>, input: Actor & { caseId?: string }): Promise<TitleReport[]> {
  if (input.caseId !== undefined) {
    if (!input.isAdmin) await requireCaseRole(deps.db, input.caseId, input.userId, 'viewer');
    if (!isUuid(input.caseId)) return [];
  }
  // One case: whoever the policy let read it (its owner, a member, an admin); every case: the user's own (admins: all).
  const rows = await listTitleReportRows(deps.db, {
    ...(input.caseId !== undefined && { caseId: input.caseId }),
    ...(!input.isAdmin && input.caseId === undefined && { userId: input.userId }),
  });
  return rows.map(presentTitleReport);
}

/** Makes a ready version the one the case shows and exports. */
export async function activateTitleReport(deps: TitleReportDeps, input: Actor & { reportId: string }): Promise<TitleReport> {
  const report = await findTitleReport(deps.db, input.reportId);
  if (!report) throw notFound();
  if (report.status !== 'ready') throw new HttpError(409, MESSAGES.titleReports.notReady);
  const at = deps.clock();
  await deps.db.transaction(async (tx) => {
    await setActiveTitleReport(tx, report.caseId, report.id, at);
    await recordReportAudit(tx, input.userId, 'title-report.activate', report, at);
  });
  return presentTitleReport((await findTitleReport(deps.db, report.id))!);
}

export async function deleteTitleReport(deps: TitleReportDeps, input: Actor & { reportId: string }): Promise<void> {
  const report = await findTitleReport(deps.db, input.reportId);
  if (!report) throw notFound();
  const at = deps.clock();
  await deps.db.transaction(async (tx) => {
    await deleteTitleReportRow(tx, report, at);
    await recordReportAudit(tx, input.userId, 'title-report.delete', report, at);
  });
}

/** The case's active report on title, when it is ready, with the case's checklist: what the exports print. */
export async function findActiveTitleReport(db: Database, activeTitleReportId: string | null, caseId: string) {
  const report = activeTitleReportId ? await findTitleReport(db, activeTitleReportId) : undefined;
  if (report?.status !== 'ready') return null;
  const checklist = await listChecklistItems(db, caseId);
  return { report: presentTitleReport(report), checklist: checklist.map(presentChecklistItem) };
}
