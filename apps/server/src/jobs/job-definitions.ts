import { mailFileAssignment } from '../case-members/file-assignment-service.ts';
import { mailOrganisationInvitation } from '../organisations/organisation-service.ts';
import type { JobName } from '@dd/contracts';
import type { DocumentWorkerPool } from '@dd/engine';
import { extractAnnexure, giveUpAnnexure } from '../annexures/annexure-pipeline.ts';
import { mailEmailVerification, mailPasswordReset } from '../auth/auth-service.ts';
import { answerCaseFile, extractCaseFile, giveUpCaseFile, settleCase } from '../cases/case-pipeline.ts';
import { uploadLimitsOf, type Config } from '../config.ts';
import { draftTitleReport, giveUpTitleReport } from '../title-reports/draft-title-report.ts';
import type { Database } from '../db/database.ts';
import { deleteEndedCounters } from '../http/rate-limit-counter-repository.ts';
import { sweepExpiredIdempotencyKeys } from '../idempotency/idempotency-service.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Notify } from '../notifier.ts';
import type { Storage } from '../storage/storage.ts';
import { sweepOrphanedObjects } from '../storage/sweep-orphaned-objects.ts';
import type { PracticeAreaClassifier } from '../uploads/document-classifiers.ts';
import { extractUpload, giveUpUpload } from '../uploads/extract-upload.ts';
import { sweepExpiredUploads } from '../uploads/upload-service.ts';
import type { AnyJobDefinition, JobDefinition, JobLogger, JobSender } from './job-queue.ts';

/** What a working process gives its jobs. */
export interface JobContext {
  db: Database;
  storage: Storage;
  mailer: Mailer;
  notify: Notify;
  documentWorkers: DocumentWorkerPool;
  jobs: JobSender;
  clock: () => Date;
  config: Config;
  log: JobLogger;
  /** The classifier of each practice area, compiled once per catalogue change. */
  classifierFor(practiceAreaId: number): Promise<PracticeAreaClassifier>;
}

const pipelineDeps = (context: JobContext) => ({ ...context, limits: uploadLimitsOf(context.config), ai: context.config.ai });

const MINUTE = 60;

/** A definition whose handler's payload is the contract's for its name. */
const defineJob = <N extends JobName>(definition: JobDefinition<N, JobContext>): AnyJobDefinition<JobContext> => definition;

/**
 * Document work: one waiting and one running per record (a file is never read or answered twice at once), as
 * many at a time as there are document workers. The workers' own time limit (15 minutes by default) ends a stuck
 * file long before the job expires.
 */
const documentJob = {
  policy: 'stately',
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 30 * MINUTE,
  concurrency: (context: JobContext) => context.config.documentLimits.workers,
} as const;

/** Mail: retried for a while when the mail server is away. */
const mailJob = { policy: 'standard', retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 5 * MINUTE, concurrency: () => 2 } as const;

type SweepJobName = 'uploads.sweep' | 'storage.sweep-orphans' | 'rate-limits.sweep' | 'idempotency-keys.sweep';

/** A scheduled clean-up: one at a time, never retried (the next run sweeps what this one left), logged when it removed anything. */
const sweepJob = (name: SweepJobName, cron: string, expireInSeconds: number, done: string, sweep: (context: JobContext) => Promise<number>) =>
  defineJob({
    name,
    policy: 'short',
    retryLimit: 0,
    retryDelaySeconds: 0,
    expireInSeconds,
    concurrency: () => 1,
    cron,
    handle: async (_payload, context) => {
      const swept = await sweep(context);
      if (swept > 0) context.log.info({ swept }, done);
    },
  });

/**
 * Every background job, in one place (the case pipeline's order is told in cases/case-pipeline.ts). Handlers are
 * idempotent: each reads the current state and only moves it forward, so a retry or a restart repeats nothing.
 */
export const JOB_DEFINITIONS: readonly AnyJobDefinition<JobContext>[] = [
  defineJob({
    name: 'upload.extract',
    ...documentJob,
    singletonKey: ({ uploadId }) => uploadId,
    // The handler settles every file itself (a failure is that file's answer); a retry only follows a crash.
    retryLimit: 2,
    retryDelaySeconds: 1,
    handle: ({ uploadId }, context) => extractUpload({ ...context, limits: uploadLimitsOf(context.config) }, uploadId),
    giveUp: ({ uploadId }, context) => giveUpUpload(context, uploadId),
  }),
  defineJob({
    name: 'case-file.extract',
    ...documentJob,
    singletonKey: ({ caseFileId }) => caseFileId,
    handle: ({ caseFileId }, context) => extractCaseFile(pipelineDeps(context), caseFileId),
    giveUp: ({ caseFileId }, context) => giveUpCaseFile(pipelineDeps(context), caseFileId),
  }),
  defineJob({
    name: 'case-file.answer',
    ...documentJob,
    singletonKey: ({ caseFileId }) => caseFileId,
    handle: ({ caseFileId }, context) => answerCaseFile(pipelineDeps(context), caseFileId),
    giveUp: ({ caseFileId }, context) => giveUpCaseFile(pipelineDeps(context), caseFileId),
  }),
  defineJob({
    name: 'annexure.extract',
    ...documentJob,
    singletonKey: ({ annexureId }) => annexureId,
    handle: ({ annexureId }, context) => extractAnnexure(pipelineDeps(context), annexureId),
    giveUp: ({ annexureId }, context) => giveUpAnnexure(pipelineDeps(context), annexureId),
  }),
  defineJob({
    name: 'case.settle',
    policy: 'short',
    singletonKey: ({ caseId }) => caseId,
    retryLimit: 3,
    retryDelaySeconds: 2,
    expireInSeconds: 5 * MINUTE,
    concurrency: () => 1,
    handle: ({ caseId }, context) => settleCase(context, caseId),
  }),
  defineJob({
    name: 'title-report.generate',
    policy: 'standard',
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: 10 * MINUTE,
    concurrency: () => 1,
    handle: ({ titleReportId }, context) => draftTitleReport(context, titleReportId),
    giveUp: ({ titleReportId }, context) => giveUpTitleReport(context, titleReportId),
  }),
  defineJob({ name: 'mail.password-reset', ...mailJob, handle: ({ email }, context) => mailPasswordReset(context, email) }),
  defineJob({ name: 'mail.email-verification', ...mailJob, handle: ({ userId }, context) => mailEmailVerification(context, userId) }),
  defineJob({
    name: 'mail.organisation-invitation',
    ...mailJob,
    handle: ({ invitationId }, context) => mailOrganisationInvitation(context, invitationId),
  }),
  defineJob({ name: 'mail.file-assignment', ...mailJob, handle: (payload, context) => mailFileAssignment(context, payload) }),
  sweepJob('uploads.sweep', '*/10 * * * *', 10 * MINUTE, 'Expired uploads swept', sweepExpiredUploads),
  sweepJob('storage.sweep-orphans', '17 * * * *', 30 * MINUTE, 'Orphaned stored objects swept', sweepOrphanedObjects),
  sweepJob('rate-limits.sweep', '*/15 * * * *', 10 * MINUTE, 'Ended rate-limit counters swept', (context) => deleteEndedCounters(context.db, context.clock())),
  sweepJob('idempotency-keys.sweep', '43 * * * *', 10 * MINUTE, 'Expired idempotency keys swept', sweepExpiredIdempotencyKeys),
];
