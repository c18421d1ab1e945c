import { notifyCase } from '../case-members/case-member-service.ts';
import { llmEngineName, MESSAGES, type AiConfig, type Answer } from '@dd/contracts';
import { detectAnnexures, isIngestionError, locateOnScans, type DocumentWorkerPool } from '@dd/engine';
import { findDocumentType } from '../catalogue/catalogue-repository.ts';
import type { UploadLimits } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { JobLogger, JobSender } from '../jobs/job-queue.ts';
import { recordAnswer, recordAnswering, recordModelCall, recordPagesRead } from '../metrics/record-metrics.ts';
import { addModelCall, caseTokensSpent, markModelAllowanceSpent, NO_USAGE, recordModelUsage, type ModelUsageTotals } from '../model-usage/model-usage-repository.ts';
import type { Notify } from '../notifier.ts';
import { generateStorageKey, type Storage } from '../storage/storage.ts';
import { readDocumentInWorker, type ReadDocument } from '../uploads/read-document-in-worker.ts';
import { customQuestionAnswers, getCase, queueFileWork } from './case-service.ts';
import { caseProgressEvent, NO_CHANGES, type CaseChanges } from './case-progress-event.ts';
import { readExtractedDocument } from './read-extracted-document.ts';
import { trackWork, WorkCancelled } from '../jobs/work-registry.ts';
import {
  caseFileStates,
  findCase,
  findCaseFile,
  listFileAnswers,
  listUnfinishedCaseFiles,
  savePendingAnswers,
  settleCaseStatus,
  type EngineAnswerChanges,
  updateCaseFile,
} from './case-repository.ts';

/*
 * The case pipeline, in order:
 *
 *   case-file.extract  read the PDF in a document worker (text with positions, OCR where needed, annexures);
 *                      a file that cannot be read is marked failed with its reason, and the case goes on
 *   case-file.answer   answer the file's pending questions in a document worker, each answer saved as it comes
 *   case.settle        once no file has work left, the case is ready (or failed, when no file could be read)
 *
 * Recognising a document's type comes before: process-pdf's upload.extract classifies each file and the lawyer
 * confirms or changes the type in the workflow, so a case file arrives with its type. A staged upload was read
 * then too, so its file starts at case-file.answer. Every step reads the
 * state from the database and only moves it forward: run twice (a retry, a restart), it does nothing twice.
 */

export interface CasePipelineDeps {
  db: Database;
  storage: Storage;
  documentWorkers: DocumentWorkerPool;
  jobs: JobSender;
  notify: Notify;
  clock: () => Date;
  limits: UploadLimits;
  ai: AiConfig | null;
  log: JobLogger;
}

/** How often a case's progress is sent while its answers come in. */
const PROGRESS_INTERVAL_MS = 250;
/** Extra time a language model's answers get beyond their calls' timeouts, for retrieval and verification. */
const LLM_STEP_MARGIN_MS = 30_000;

/**
 * The longest the engine may go without an answer when a language model answers: a batch's call that times out,
 * then the call that asks one of its questions alone.
 */
const llmStepTimeoutMs = (ai: AiConfig) => 2 * ai.timeoutMs + LLM_STEP_MARGIN_MS;

export async function extractCaseFile(deps: CasePipelineDeps, caseFileId: string): Promise<void> {
  const file = await findCaseFile(deps.db, caseFileId);
  if (!file || file.status === 'failed') return;
  if (file.extractedKey) {
    await deps.jobs.send('case-file.answer', { caseFileId });
    return;
  }
  await updateCaseFile(deps.db, caseFileId, { status: 'reading', updatedAt: deps.clock() });
  const work = trackWork(caseFileId);
  let read: ReadDocument;
  try {
    read = await readDocumentInWorker(deps.documentWorkers, { storage: deps.storage, key: file.storageKey }, deps.limits, {
      owner: file.case.userId,
      accept: 'documents',
      renditionPrefix: 'cases',
      signal: work.signal,
    });
  } catch (error) {
    if (work.signal.aborted) return;
    if (!isIngestionError(error)) throw error;
    await updateCaseFile(deps.db, caseFileId, { status: 'failed', error: error.message, updatedAt: deps.clock() });
    await sendCaseProgress(deps, file.case.userId, file.caseId, { answerIds: [], caseFileIds: [caseFileId] });
    await settleCase(deps, file.caseId);
    return;
  } finally {
    work.done();
  }
  const { document, rendition } = read;
  recordPagesRead(document);

  const extractedKey = generateStorageKey('cases-extracted');
  await deps.storage.put(extractedKey, Buffer.from(JSON.stringify(document)), 'application/json');
  const pages = document.pages.map(({ page, text }) => ({ page, text }));
  const saved = await updateCaseFile(deps.db, caseFileId, {
    extractedKey,
    pages: document.pageCount,
    ocrPages: document.ocrPages,
    annexures: detectAnnexures(pages),
    status: 'answering',
    updatedAt: deps.clock(),
    // A rendition is the PDF read and shown from now on; the file as uploaded is kept beside it.
    ...(rendition && { storageKey: rendition.key, originalKey: file.storageKey, source: rendition.source }),
  });
  // Deleted while it was being read: what was just stored belongs to nobody.
  if (!saved) {
    await Promise.all([extractedKey, ...(rendition ? [rendition.key] : [])].map((key) => deps.storage.delete(key)));
    return;
  }
  await sendCaseProgress(deps, file.case.userId, file.caseId, { answerIds: [], caseFileIds: [caseFileId] });
  await deps.jobs.send('case-file.answer', { caseFileId });
}

/** One `case.progress` event now, with what changed; a failure to send it is logged, never the step's failure. */
async function sendCaseProgress(deps: Pick<CasePipelineDeps, 'db' | 'notify' | 'log'>, userId: string, caseId: string, changes: CaseChanges): Promise<void> {
  try {
    const event = await caseProgressEvent(deps.db, caseId, changes);
    if (event) await notifyCase(deps, caseId, userId, 'case.progress', event);
  } catch (error) {
    deps.log.warn({ err: error, caseId }, 'Case progress could not be sent');
  }
}

/**
 * What answering a file cost on the language model, kept against its case; a case whose allowance the run used up
 * (or found used up) is marked, so the lawyer is told why the rules answered the rest.
 */
async function recordCaseFileUsage(
  deps: CasePipelineDeps,
  ai: AiConfig,
  caseId: string,
  caseFileId: string,
  usage: ModelUsageTotals,
  allowance: number | undefined,
): Promise<void> {
  const at = deps.clock();
  if (usage.calls > 0) await recordModelUsage(deps.db, { caseId, caseFileId, engine: llmEngineName(ai), at, ...usage });
  if (allowance !== undefined && usage.inputTokens + usage.outputTokens >= allowance) await markModelAllowanceSpent(deps.db, caseId, at);
}

export async function answerCaseFile(deps: CasePipelineDeps, caseFileId: string): Promise<void> {
  const file = await findCaseFile(deps.db, caseFileId);
  if (!file || file.status === 'failed') return;
  if (!file.extractedKey) {
    await deps.jobs.send('case-file.extract', { caseFileId });
    return;
  }
  const document = await readExtractedDocument(deps.storage, file.extractedKey);
  if (!document) {
    // Read by an older extraction: offsets would point into different text, so the file is read again.
    await updateCaseFile(deps.db, caseFileId, { extractedKey: null, status: 'queued', updatedAt: deps.clock() });
    await deps.storage.delete(file.extractedKey);
    await deps.jobs.send('case-file.extract', { caseFileId });
    return;
  }

  const pending = await listFileAnswers(deps.db, caseFileId, { pendingOnly: true });
  const type = (await findDocumentType(deps.db, file.documentTypeId)) ?? null;
  const answeredIds: string[] = [];
  const progress = throttledProgress(deps, file.case.userId, file.caseId);
  if (pending.length > 0) {
    const work = trackWork(caseFileId);
    const saver = batchedSaver(deps, caseFileId, work.cancel, (ids) => {
      answeredIds.push(...ids);
      progress.changed({ answerIds: ids, caseFileIds: [] });
    });
    const answeringStarted = performance.now();
    // A case kept "built-in engine only" sends none of its text to the language model.
    const ai = file.case.builtinOnly ? null : deps.ai;
    // What the case may still spend on the language model; none left, the built-in engine answers without a call.
    const allowance = ai?.maxTokensPerCase === undefined ? undefined : Math.max(0, ai.maxTokensPerCase - (await caseTokensSpent(deps.db, file.caseId)));
    let usage = NO_USAGE;
    try {
      await deps.documentWorkers.run(
        'answer-questions',
        {
          pages: document.pages.map(({ page, text }) => ({ page, text })),
          documentType: type && { id: String(type.id), name: type.name },
          region: file.case.region,
          questions: pending.map((row) => ({
            id: row.id,
            text: row.questionText,
            ...(row.answerType && { answerType: row.answerType }),
            ...(row.hints && { hints: row.hints }),
            ...(row.hypothesis && { hypothesis: row.hypothesis }),
          })),
          ai,
          ...(allowance !== undefined && { modelTokenAllowance: allowance }),
        },
        {
          owner: file.case.userId,
          signal: work.signal,
          onProgress: (progress) => {
            if (progress.stage === 'model-call') {
              recordModelCall(progress.usage);
              usage = addModelCall(usage, progress.usage);
              return;
            }
            const { answer } = progress;
            recordAnswer(answer.engine);
            // A quote on a scanned page is marked from the OCR's word boxes: the scan has no text layer to find it in.
            saver.add({ ...answer, citations: locateOnScans(answer.citations, document) });
          },
          stepTimeoutMs: ai ? llmStepTimeoutMs(ai) : undefined,
        },
      );
      recordAnswering(ai ? 'llm' : 'builtin', answeringStarted);
      await saver.flush();
    } catch (error) {
      await saver.flush().catch(() => undefined);
      if (work.signal.aborted || error instanceof WorkCancelled) return;
      if (!isIngestionError(error)) throw error;
      // The engine could not finish (a step overran, the worker died): what it answered stays, the rest failed.
      progress.changed({ answerIds: await markPendingFailed(deps, caseFileId, error.message), caseFileIds: [caseFileId] });
    } finally {
      work.done();
      if (ai) await recordCaseFileUsage(deps, ai, file.caseId, caseFileId, usage, allowance);
    }
  }

  if (!(await updateCaseFile(deps.db, caseFileId, { status: 'ready', updatedAt: deps.clock() }))) return;
  // The file's last answers and its being ready, before the case settles.
  progress.changed({ answerIds: [], caseFileIds: [caseFileId] });
  await progress.flush();
  if (answeredIds.length > 0) {
    const answers = await customQuestionAnswers(deps.db, caseFileId, answeredIds);
    if (answers.length > 0) await notifyCase(deps, file.caseId, file.case.userId, 'customQuestions.ready', { caseId: file.caseId, caseFileId, answers });
  }
  await settleCase(deps, file.caseId);
}

/**
 * Moves a processing case to ready once none of its files has work left (or to failed when none could be
 * read), and tells its owner and members. Only the step that makes the change sends the event.
 */
export async function settleCase(deps: Pick<CasePipelineDeps, 'db' | 'notify' | 'clock' | 'log'>, caseId: string): Promise<void> {
  const row = await findCase(deps.db, caseId);
  if (!row) return;
  const files = await caseFileStates(deps.db, caseId);
  const busy = files.some((file) => file.status !== 'failed' && (file.status !== 'ready' || file.pending > 0));
  if (busy) return;
  const status = files.length === 0 ? 'draft' : files.every((file) => file.status === 'failed') ? 'failed' : 'ready';
  if (row.status === status || !(await settleCaseStatus(deps.db, caseId, status, deps.clock()))) return;
  await sendCaseProgress(deps, row.userId, caseId, NO_CHANGES);
  if (status === 'failed') {
    await notifyCase(deps, caseId, row.userId, 'case.failed', { caseId, message: 'None of the files could be read. Upload readable PDFs and generate again.' });
  } else {
    await notifyCase(deps, caseId, row.userId, 'case.answers.ready', { case: await getCase(deps, caseId) });
  }
}

/**
 * A file whose reading or answering failed for good (its retries spent, by errors or by crashing its workers):
 * it fails with what was not answered, and its case settles, rather than reading for ever.
 */
export async function giveUpCaseFile(deps: CasePipelineDeps, caseFileId: string): Promise<void> {
  const file = await findCaseFile(deps.db, caseFileId);
  if (!file || file.status === 'failed' || file.status === 'ready') return;
  await markPendingFailed(deps, caseFileId, MESSAGES.upload.fileFailed);
  await updateCaseFile(deps.db, caseFileId, { status: 'failed', updatedAt: deps.clock() });
  await settleCase(deps, file.caseId);
}

/**
 * Queues what a stopped process left unfinished: files not yet read, and files with questions still waiting.
 * Runs when a worker starts; queued twice, a file's job is dropped by its singleton key.
 */
export async function resumeUnfinishedCases(deps: Pick<CasePipelineDeps, 'db' | 'jobs'>): Promise<number> {
  const files = await listUnfinishedCaseFiles(deps.db);
  await queueFileWork(deps.jobs, files);
  return files.length;
}

/** How long answers gather before they are saved together, and how many at most. */
const SAVE_INTERVAL_MS = 100;
const SAVE_BATCH = 50;

/**
 * Saves answers as they come, a batch at a time: at most SAVE_INTERVAL_MS late, so a crash loses that little
 * and the next run answers it again. A file removed meanwhile (nothing saved, the file gone) cancels its work.
 */
function batchedSaver(deps: CasePipelineDeps, caseFileId: string, cancel: () => void, saved: (answerIds: string[]) => void) {
  let waiting: Answer[] = [];
  let timer: NodeJS.Timeout | null = null;
  let saving = Promise.resolve();
  const save = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return saving;
    saving = saving.then(async () => {
      const ids = await savePendingAnswers(deps.db, batch.map(engineAnswer), deps.clock());
      if (ids.length === 0 && !(await findCaseFile(deps.db, caseFileId))) cancel();
      saved(ids);
    });
    return saving;
  };
  // A failed save leaves `saving` rejected: flush() reports it, and the job is retried.
  const saveInBackground = () => void save().catch(() => undefined);
  return {
    add(answer: Answer) {
      waiting.push(answer);
      if (waiting.length >= SAVE_BATCH) saveInBackground();
      else timer ??= setTimeout(saveInBackground, SAVE_INTERVAL_MS);
    },
    flush: () => save(),
  };
}

function engineAnswer(answer: Answer): EngineAnswerChanges {
  // Only what was found on its page is kept as a source; the rest would never be shown anyway.
  const citations = answer.citations.filter((citation) => citation.verified);
  // An answer to review is its passage and asserts nothing; with no passage found on its page there is nothing
  // to review, and the document is taken not to address the question.
  if (answer.status === 'needs_review') {
    return { answerId: answer.questionId, status: citations.length > 0 ? 'needs_review' : 'not_found', answer: null, value: null, confidence: answer.confidence, citations, engine: answer.engine };
  }
  return {
    answerId: answer.questionId,
    status: answer.status,
    answer: answer.answer,
    value: answer.value ?? null,
    confidence: answer.confidence,
    citations,
    engine: answer.engine,
  };
}

/** Fails what is left of a file's questions with the reason; the ids of the answers failed. */
async function markPendingFailed(deps: CasePipelineDeps, caseFileId: string, reason: string): Promise<string[]> {
  const at = deps.clock();
  const pending = await listFileAnswers(deps.db, caseFileId, { pendingOnly: true });
  const failed = await savePendingAnswers(
    deps.db,
    pending.map((row) => ({ answerId: row.id, status: 'failed', answer: null, value: null, confidence: 0, citations: [], engine: 'builtin' })),
    at,
  );
  await updateCaseFile(deps.db, caseFileId, { error: reason || MESSAGES.cases.answersFailed, updatedAt: at });
  return failed;
}

/**
 * case.progress at most every PROGRESS_INTERVAL_MS while answers come in, each with the changes gathered since the
 * last; `flush` sends what is left once the one in flight has gone.
 */
function throttledProgress(deps: Pick<CasePipelineDeps, 'db' | 'notify' | 'log'>, userId: string, caseId: string) {
  let last = 0;
  let sending: Promise<void> | null = null;
  let gathered = { answerIds: [] as string[], caseFileIds: [] as string[] };
  const send = () => {
    last = Date.now();
    const changes = gathered;
    gathered = { answerIds: [], caseFileIds: [] };
    sending = sendCaseProgress(deps, userId, caseId, changes).finally(() => (sending = null));
    return sending;
  };
  return {
    changed({ answerIds, caseFileIds }: CaseChanges) {
      gathered.answerIds.push(...answerIds);
      gathered.caseFileIds.push(...caseFileIds.filter((id) => !gathered.caseFileIds.includes(id)));
      if (!sending && Date.now() - last >= PROGRESS_INTERVAL_MS) void send();
    },
    flush: async () => {
      await sending;
      if (gathered.answerIds.length > 0 || gathered.caseFileIds.length > 0) await send();
    },
  };
}
