import type { DocumentWorkerPool } from '@dd/engine';
import { mailEmailVerification, mailPasswordReset } from '../auth/auth-service.ts';
import { answerCaseFile, extractCaseFile, settleCase } from '../cases/case-pipeline.ts';
import { uploadLimitsOf, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Notify } from '../notifier.ts';
import type { Storage } from '../storage/storage.ts';
import type { PracticeAreaClassifier } from '../uploads/document-classifiers.ts';
import { extractUpload } from '../uploads/extract-upload.ts';
import { sweepExpiredUploads } from '../uploads/upload-service.ts';
import type { AnyJobDefinition, JobLogger, JobSender } from './job-queue.ts';

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

/**
 * Every background job, in one place (the case pipeline's order is told in cases/case-pipeline.ts). Handlers are
 * idempotent: each reads the current state and only moves it forward, so a retry or a restart repeats nothing.
 */
export const JOB_DEFINITIONS: readonly AnyJobDefinition<JobContext>[] = [
  {
    name: 'upload.extract',
    policy: 'stately',
    singletonKey: ({ uploadId }: { uploadId: string }) => uploadId,
    // The handler settles every file itself (a failure is that file's answer); a retry only follows a crash.
    retryLimit: 2,
    retryDelaySeconds: 1,
    expireInSeconds: 30 * MINUTE,
    concurrency: (context) => context.config.documentLimits.workers,
    handle: ({ uploadId }: { uploadId: string }, context) =>
      extractUpload({ ...context, limits: uploadLimitsOf(context.config), classifierFor: context.classifierFor }, uploadId),
  },
  {
    name: 'case-file.extract',
    policy: 'stately',
    singletonKey: ({ caseFileId }: { caseFileId: string }) => caseFileId,
    retryLimit: 3,
    retryDelaySeconds: 5,
    // The document workers' own time limit (15 minutes by default) ends a stuck file long before this.
    expireInSeconds: 30 * MINUTE,
    concurrency: (context) => context.config.documentLimits.workers,
    handle: ({ caseFileId }: { caseFileId: string }, context) => extractCaseFile(pipelineDeps(context), caseFileId),
  },
  {
    name: 'case-file.answer',
    policy: 'stately',
    singletonKey: ({ caseFileId }: { caseFileId: string }) => caseFileId,
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: 30 * MINUTE,
    concurrency: (context) => context.config.documentLimits.workers,
    handle: ({ caseFileId }: { caseFileId: string }, context) => answerCaseFile(pipelineDeps(context), caseFileId),
  },
  {
    name: 'case.settle',
    policy: 'short',
    singletonKey: ({ caseId }: { caseId: string }) => caseId,
    retryLimit: 3,
    retryDelaySeconds: 2,
    expireInSeconds: 5 * MINUTE,
    concurrency: () => 1,
    handle: ({ caseId }: { caseId: string }, context) => settleCase(context, caseId),
  },
  {
    name: 'mail.password-reset',
    policy: 'standard',
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 5 * MINUTE,
    concurrency: () => 2,
    handle: ({ email }: { email: string }, context) => mailPasswordReset(context, email),
  },
  {
    name: 'mail.email-verification',
    policy: 'standard',
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 5 * MINUTE,
    concurrency: () => 2,
    handle: ({ userId }: { userId: string }, context) => mailEmailVerification(context, userId),
  },
  {
    name: 'uploads.sweep',
    policy: 'short',
    retryLimit: 0,
    retryDelaySeconds: 0,
    expireInSeconds: 10 * MINUTE,
    concurrency: () => 1,
    cron: '*/10 * * * *',
    handle: async (_payload: object, context) => {
      const swept = await sweepExpiredUploads(context);
      if (swept > 0) context.log.info({ swept }, 'Expired uploads swept');
    },
  },
];
