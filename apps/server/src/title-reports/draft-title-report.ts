import { notifyCase } from '../case-members/case-member-service.ts';
import { MESSAGES, TitleReportSection, RedFlag, type CaseFile, type TitleFact } from '@dd/contracts';
import { buildTitleReport } from '@dd/engine';
import { findCase } from '../cases/case-repository.ts';
import { getCase } from '../cases/case-service.ts';
import type { Database } from '../db/database.ts';
import type { Notify } from '../notifier.ts';
import type { Storage } from '../storage/storage.ts';
import { readRegisters, presentRegisterSources, reliedOnRegisters, splitCaseFiles, unreadableReason } from './read-case-registers.ts';
import { reviewedDocument, verifiedCitations } from './reviewed-document.ts';
import { presentTitleReport } from './title-report-presenter.ts';
import { findTitleReport, setActiveTitleReport, updateTitleReport } from './title-report-repository.ts';

export interface DraftTitleReportDeps {
  db: Database;
  storage: Storage;
  notify: Notify;
  clock: () => Date;
}

/**
 * The answers of the case's documents that the engine would not assert and no lawyer has edited or verified yet:
 * never stated as facts, they are listed to review, each pointing to its passage.
 */
function answersToReview(files: readonly CaseFile[]): TitleFact[] {
  return files.flatMap((file) =>
    file.answers.flatMap((answer) => {
      const citations = verifiedCitations(answer, file);
      if (answer.status !== 'needs_review' || citations.length === 0) return [];
      const label = `${file.filename} (${file.documentTypeName}): ${answer.question}`;
      return [{ label, value: MESSAGES.answers.needsReviewAt(citations[0]!), citations }];
    }),
  );
}

/**
 * The `title-report.generate` job: drafts a pending version from the case's registers and its other documents'
 * answers, makes it the case's active report, and tells the case's owner. A version already drafted (a retry) or
 * deleted meanwhile is left alone.
 */
/** A version whose drafting failed for good (its retries spent): it fails, so the lawyer can generate it again. */
export async function giveUpTitleReport(deps: Pick<DraftTitleReportDeps, 'db' | 'clock'>, titleReportId: string): Promise<void> {
  const report = await findTitleReport(deps.db, titleReportId);
  if (!report || report.status !== 'pending') return;
  await updateTitleReport(deps.db, report.id, { status: 'failed', error: MESSAGES.titleReports.generateFailed, completedAt: deps.clock() });
}

export async function draftTitleReport(deps: DraftTitleReportDeps, titleReportId: string): Promise<void> {
  const report = await findTitleReport(deps.db, titleReportId);
  if (!report || report.status !== 'pending') return;
  const owner = await findCase(deps.db, report.caseId);
  if (!owner) return;
  const record = await getCase(deps, report.caseId);

  const files = await splitCaseFiles(deps.db, record);
  const registers = await readRegisters(deps, files.registers);
  // One copy of each title: an older official copy or a scan of the same title repeats no section or red flag.
  const readable = reliedOnRegisters(registers).map(({ register }) => register);
  const at = deps.clock();
  if (readable.length === 0) {
    await updateTitleReport(deps.db, report.id, {
      status: 'failed',
      error: registers.length === 0 ? MESSAGES.titleReports.noRegister : `No register of title could be read. ${unreadableReason(registers)}`,
      registers: presentRegisterSources(registers),
      completedAt: at,
    });
  } else {
    const reviewed = files.others.filter((file) => file.status === 'ready');
    const draft = buildTitleReport(readable, reviewed.map(reviewedDocument), at);
    const toReview = answersToReview(reviewed);
    const sections = toReview.length === 0 ? draft.sections : [...draft.sections, { key: 'toReview' as const, title: 'To review', facts: toReview }];
    // Parsed against the contract: every fact and flag must name the case file its quote stands in.
    await updateTitleReport(deps.db, report.id, {
      status: 'ready',
      registers: presentRegisterSources(registers),
      sections: TitleReportSection.array().parse(sections),
      redFlags: RedFlag.array().parse(draft.redFlags),
      completedAt: at,
    });
    await setActiveTitleReport(deps.db, report.caseId, report.id, at);
  }
  const drafted = await findTitleReport(deps.db, report.id);
  if (drafted) await notifyCase(deps, report.caseId, owner.userId, 'titleReport.ready', { caseId: report.caseId, titleReport: presentTitleReport(drafted) });
}
