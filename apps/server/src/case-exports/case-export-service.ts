import { exportLogoKey } from '../organisations/organisation-service.ts';
import type { Readable } from 'node:stream';
import type { CaseReport, CaseReportFormat } from '@dd/contracts';
import { notFound } from '@dd/http-kit';
import { listAnnexures } from '../annexures/annexure-service.ts';
import { recordAudit } from '../audit/audit-log-repository.ts';
import { getCase } from '../cases/case-service.ts';
import type { Database } from '../db/database.ts';
import type { Storage } from '../storage/storage.ts';
import { findActiveTitleReport } from '../title-reports/title-report-service.ts';
import { findUserById } from '../users/user-repository.ts';
import { buildCaseReport, reportFilename } from './build-case-report.ts';
import { renderCaseReportDocx } from './render-case-report-docx.ts';
import { renderCaseReportPdf } from './render-case-report-pdf.ts';
import { renderCaseReportXlsx } from './render-case-report-xlsx.ts';
import { reportLogo } from './report-logo.ts';

export interface CaseExportDeps {
  db: Database;
  storage: Storage;
  clock: () => Date;
}

/** A report as a download: a stream of its bytes, written as they are sent, its type and file name. */
export interface ReportDownload {
  body: Readable;
  contentType: string;
  filename: string;
}

const CONTENT_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The case record as a report in the asked format, prepared by the signed-in lawyer with their firm's logo. */
export async function exportCase(
  deps: CaseExportDeps,
  input: { userId: string; caseId: string; format: CaseReportFormat },
): Promise<{ report: CaseReport } | ReportDownload> {
  const [record, user] = await Promise.all([getCase(deps, input.caseId), findUserById(deps.db, input.userId)]);
  if (!user) throw notFound();
  const now = deps.clock();
  const [titleReport, annexures] = await Promise.all([findActiveTitleReport(deps.db, record.activeTitleReportId, record.id), listAnnexures(deps, record.id)]);
  const report = buildCaseReport(record, { name: user.name, email: user.email }, now, titleReport, annexures);
  await recordAudit(deps.db, { userId: input.userId, action: 'case.export', subjectType: 'case', subjectId: input.caseId, details: { format: input.format }, at: now });
  if (input.format === 'json') return { report };

  const logoKey = await exportLogoKey(deps.db, user);
  const logo = reportLogo(logoKey ? await deps.storage.get(logoKey) : null);
  const body =
    input.format === 'docx'
      ? renderCaseReportDocx(report, logo)
      : input.format === 'xlsx'
        ? renderCaseReportXlsx(report)
        : renderCaseReportPdf(report, logo);
  return { body, contentType: CONTENT_TYPES[input.format], filename: reportFilename(report, input.format) };
}
