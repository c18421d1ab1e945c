import { fork, type ChildProcess } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { formatByteSize, type DocumentLimits } from '@dd/contracts/plain';
import { IngestionError, ingestionErrors } from '../ingestion-error.ts';
import { plural } from '../plural.ts';
import type { DocumentTaskName, DocumentTasks, TaskProgress, WorkerReply, WorkerRequest } from './document-task-types.ts';
import { FairQueue } from './fair-queue.ts';
import { residentBytes } from './process-memory.ts';

const WORKER_ENTRY = fileURLToPath(new URL('./document-worker-entry.mjs', import.meta.url));
const MB = 1024 * 1024;
/** The V8 heap gets most of the ceiling; decoded images and wasm memory live outside it. */
const HEAP_SHARE = 0.75;
const MEMORY_CHECK_MS = 200;
const STDERR_TAIL_CHARS = 4096;

export interface RunOptions<P = TaskProgress> {
  /** Whose work it is: each owner gets a fair share of the workers. */
  owner: string;
  /** Aborting kills the work at once and rejects with the signal's reason. */
  signal?: AbortSignal;
  onProgress?: (progress: P) => void;
  /**
   * Time allowed between two progress reports (a page read, a question answered); the limits' page timeout by
   * default. Answering with a language model needs the model's own timeout here.
   */
  stepTimeoutMs?: number;
  /**
   * What the file is called in the lawyer's message when reading it breaks a limit of the pool's: by the task unless
   * given (an email unpacked by the task that unpacks archives).
   */
  subject?: FileSubject;
}

/** What a file is called in the pool's messages. */
export type FileSubject = 'PDF' | 'document' | 'archive' | 'email';

export interface DocumentWorkerPool {
  /**
   * Runs a task in an isolated worker process. A file that breaks a limit, exhausts the worker's memory,
   * overruns its time or crashes the worker rejects with an IngestionError ("could not be read safely: …");
   * the worker is replaced and nothing else is affected.
   */
  run<K extends DocumentTaskName>(
    task: K,
    input: DocumentTasks[K]['input'],
    options: RunOptions<DocumentTasks[K]['progress']>,
  ): Promise<DocumentTasks[K]['output']>;
  /**
   * Workers alive, busy, and jobs waiting, for health reports, metrics and tests; `restarts` counts the workers
   * stopped in the middle of a task (crashed, or killed at a memory or time limit) since the pool was made.
   */
  stats(): { workers: number; busy: number; waiting: number; restarts: number };
  /** Stops every worker; waiting and running jobs are rejected. */
  close(): Promise<void>;
}

export interface WorkerPoolLogger {
  warn(details: object, message: string): void;
}

/** What one step of a task is, for the message when a step overruns. */
const STEP_NAMES: Record<DocumentTaskName, string> = {
  'extract-pdf': 'reading one page',
  'render-pdf': 'laying it out as a PDF',
  'unpack-archive': 'unpacking it',
  'ocr-image': 'reading it',
  'answer-questions': 'answering one question',
};

export interface DocumentWorkerPoolOptions {
  limits: DocumentLimits;
  /** A worker with nothing to do exits after this long, so a quiet server holds no document code in memory. */
  idleTimeoutMs?: number;
  /**
   * A worker is replaced once it has read this many pages, against anything that builds up in a long-lived process.
   * Not sooner: a worker reads faster the longer it runs (the same 632 pages in 11.7 s, then 7.6 s by the fourth
   * time) and its memory stays level (265 MB, then 299 MB after 3,800 pages), and a new one starts cold (decision 6).
   */
  recycleAfterPages?: number;
  log?: WorkerPoolLogger;
}

interface Job {
  task: DocumentTaskName;
  input: unknown;
  owner: string;
  /** What the file is called in the lawyer's message when reading it breaks a limit of the pool's. */
  what: FileSubject;
  options: RunOptions<never>;
  resolve(output: unknown): void;
  reject(error: unknown): void;
  /** Stops listening for the caller's abort once the job is over. */
  detach(): void;
}

interface Worker {
  child: ChildProcess;
  ready: boolean;
  job: Job | null;
  jobId: number;
  timers: NodeJS.Timeout[];
  idleTimer: NodeJS.Timeout | null;
  crashMessage: string | null;
  stderrTail: string;
  /** Pages of text read in this process so far. */
  pagesRead: number;
  /** Settles once the process has gone (or never started). */
  exited: Promise<void>;
  markExited(): void;
}

const isUsable = (worker: Worker) =>
  worker.child.exitCode === null && worker.child.signalCode === null && !worker.child.killed;

const duration = (ms: number) =>
  ms % 60_000 === 0 && ms >= 120_000 ? plural(ms / 60_000, 'minute') : plural(Math.round(ms / 1000), 'second');

/**
 * Document work yields the processor to the process that started it: the API answering a lawyer's click
 * matters more than reading a PDF a few milliseconds sooner. (Raising it back needs privileges, so this is
 * one-way, which is what a worker needs.)
 */
const WORKER_NICENESS = 10;
function lowerPriority(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    setPriority(pid, Math.min(19, getPriority(process.pid) + WORKER_NICENESS));
  } catch {
    // Not allowed here (some containers): the worker runs at the server's priority, as before.
  }
}

/** A small pool of child processes that read documents, each with a memory ceiling and time limits. */
export function createDocumentWorkerPool({
  limits,
  idleTimeoutMs = 30_000,
  recycleAfterPages = 5_000,
  log,
}: DocumentWorkerPoolOptions): DocumentWorkerPool {
  const queue = new FairQueue<Job>(Math.max(1, limits.workers - 1));
  const workers = new Set<Worker>();
  let nextJobId = 0;
  let restarts = 0;
  let closed = false;
  let memoryCheck: NodeJS.Timeout | null = null;

  function spawnWorker(): Worker {
    const child = fork(WORKER_ENTRY, [], {
      // Not the server's own flags (its --import tsx): the worker compiles its TypeScript itself.
      execArgv: [`--max-old-space-size=${Math.floor(limits.workerMemoryMb * HEAP_SHARE)}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    lowerPriority(child.pid);
    let markExited = () => {};
    const exited = new Promise<void>((resolve) => (markExited = resolve));
    const worker: Worker = {
      child,
      ready: false,
      job: null,
      jobId: 0,
      timers: [],
      idleTimer: null,
      crashMessage: null,
      stderrTail: '',
      pagesRead: 0,
      exited,
      markExited,
    };
    workers.add(worker);
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      worker.stderrTail = (worker.stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
    });
    child.on('message', (reply: WorkerReply) => onReply(worker, reply));
    child.on('error', (error) => {
      log?.warn({ err: error }, 'A document worker could not be started or signalled');
      // A process that never started sends no exit event: count it out here so its place is not lost.
      if (child.pid === undefined) onExit(worker, null, null);
    });
    child.once('exit', (code, signal) => onExit(worker, code, signal));
    return worker;
  }

  function onReply(worker: Worker, reply: WorkerReply): void {
    if (reply.type === 'ready') {
      worker.ready = true;
      if (worker.job) send(worker);
      return;
    }
    if (reply.type === 'crashed') {
      worker.crashMessage = reply.message;
      return;
    }
    const job = worker.job;
    if (!job || reply.id !== worker.jobId) return;
    if (reply.type === 'warning') {
      log?.warn({ ...reply.details, task: job.task }, reply.message);
      return;
    }
    if (reply.type === 'started') {
      restartStepTimer(worker);
      return;
    }
    if (reply.type === 'progress') {
      if (reply.progress.stage === 'text') worker.pagesRead++;
      restartStepTimer(worker);
      (job.options.onProgress as ((progress: TaskProgress) => void) | undefined)?.(reply.progress);
      return;
    }
    settle(worker, () =>
      reply.type === 'done'
        ? job.resolve(reply.output)
        : job.reject(reply.error.code ? new IngestionError(reply.error.code, reply.error.message) : new Error(reply.error.message)),
    );
    void retireIfBloated(worker);
  }

  function onExit(worker: Worker, code: number | null, signal: NodeJS.Signals | null): void {
    if (!workers.delete(worker)) return;
    worker.markExited();
    clearWorkerTimers(worker);
    if (worker.job && worker.child.pid === undefined) {
      // The machine could not start a process: nothing to do with the file, so no "unsafe" verdict on it.
      settle(worker, (job) => job.reject(new Error('A document worker could not be started')));
    } else if (worker.job) {
      const heapExhausted = /heap out of memory|allocation failed/i.test(worker.stderrTail);
      const reason = heapExhausted
        ? `reading it needed more than ${formatByteSize(limits.workerMemoryMb * MB)} of memory`
        : 'the reader stopped unexpectedly';
      log?.warn(
        { pid: worker.child.pid, code, signal, crash: worker.crashMessage, stderr: worker.stderrTail.slice(-1024) },
        'A document worker stopped in the middle of a document',
      );
      const what = worker.job.what;
      restarts++;
      settle(worker, (job) => job.reject(ingestionErrors.unsafe(reason, what)));
    }
    dispatch();
  }

  /** Ends the current job of a worker with `error` and kills the worker: it may be stuck or bloated. */
  function stopWorker(worker: Worker, error: unknown): void {
    // A cancelled job or a closing pool is no fault of the worker's; a limit it broke is.
    if (error instanceof IngestionError) restarts++;
    worker.child.kill('SIGKILL');
    settle(worker, (job) => job.reject(error));
  }

  function settle(worker: Worker, outcome: (job: Job) => void): void {
    const job = worker.job;
    if (!job) return;
    worker.job = null;
    clearWorkerTimers(worker);
    queue.finished(job.owner);
    job.detach();
    outcome(job);
    if (isUsable(worker)) {
      if (worker.pagesRead >= recycleAfterPages) worker.child.kill();
      else idle(worker);
    }
    dispatch();
  }

  async function retireIfBloated(worker: Worker): Promise<void> {
    const rss = worker.child.pid ? await residentBytes(worker.child.pid) : null;
    // A worker that needed much memory keeps it; the next document gets a fresh one.
    if (rss !== null && rss > (limits.workerMemoryMb * MB) / 2 && !worker.job) worker.child.kill();
  }

  function idle(worker: Worker): void {
    worker.idleTimer = setTimeout(() => {
      if (!worker.job) worker.child.kill();
    }, idleTimeoutMs).unref();
  }

  function clearWorkerTimers(worker: Worker): void {
    for (const timer of worker.timers) clearTimeout(timer);
    worker.timers = [];
  }

  function restartStepTimer(worker: Worker): void {
    const [documentTimer, stepTimer] = worker.timers;
    if (stepTimer) clearTimeout(stepTimer);
    const job = worker.job!;
    const stepMs = job.options.stepTimeoutMs ?? limits.pageTimeoutMs;
    worker.timers = [
      documentTimer!,
      setTimeout(() => {
        stopWorker(worker, ingestionErrors.unsafe(`${STEP_NAMES[job.task]} took longer than ${duration(stepMs)}`, job.what));
      }, stepMs).unref(),
    ];
  }

  /**
   * Hands the job to a worker that has started. A step's time is counted from the worker's "started", once the task's
   * code is loaded, not from the worker's start or its loading: on a busy machine a cold worker may spend seconds
   * compiling and loading pdfkit or pdf.js, which says nothing about the file, and a bomb timed from there could be
   * reported as slow rather than refused by the limit it breaks. The document's time limit covers the loading.
   */
  function send(worker: Worker): void {
    const job = worker.job!;
    const request: WorkerRequest = { type: 'run', id: worker.jobId, task: job.task, input: job.input as WorkerRequest['input'], limits };
    worker.child.send(request);
  }

  function start(worker: Worker, job: Job): void {
    if (worker.idleTimer) clearTimeout(worker.idleTimer);
    worker.idleTimer = null;
    worker.job = job;
    worker.jobId = ++nextJobId;
    worker.timers = [
      setTimeout(() => {
        stopWorker(worker, ingestionErrors.unsafe(`it took longer than ${duration(limits.documentTimeoutMs)} to read`, job.what));
      }, limits.documentTimeoutMs).unref(),
    ];
    if (worker.ready) send(worker);
    watchMemory();
  }

  function dispatch(): void {
    if (closed) return;
    for (;;) {
      let worker = [...workers].find((candidate) => !candidate.job && isUsable(candidate));
      if (!worker && workers.size >= limits.workers) return;
      const next = queue.next();
      if (!next) return;
      worker ??= spawnWorker();
      start(worker, next.job);
    }
  }

  function watchMemory(): void {
    if (memoryCheck) return;
    memoryCheck = setInterval(() => {
      const busy = [...workers].filter((worker) => worker.job);
      if (busy.length === 0) {
        clearInterval(memoryCheck!);
        memoryCheck = null;
        return;
      }
      for (const worker of busy) {
        const pid = worker.child.pid;
        if (!pid) continue;
        void residentBytes(pid).then((rss) => {
          if (rss === null || rss <= limits.workerMemoryMb * MB || !worker.job) return;
          const reason = `reading it needed more than ${formatByteSize(limits.workerMemoryMb * MB)} of memory`;
          stopWorker(worker, ingestionErrors.unsafe(reason, worker.job.what));
        });
      }
    }, MEMORY_CHECK_MS).unref();
  }

  return {
    run(task, input, options) {
      return new Promise((resolve, reject) => {
        if (closed) throw new Error('The document worker pool is closed');
        options.signal?.throwIfAborted();
        const onAbort = () => {
          const reason = options.signal!.reason as unknown;
          if (queue.remove(job.owner, job)) return reject(reason);
          const worker = [...workers].find((candidate) => candidate.job === job);
          if (worker) stopWorker(worker, reason);
        };
        const job: Job = {
          task,
          input,
          owner: options.owner,
          what: options.subject ?? (task === 'extract-pdf' ? 'PDF' : task === 'unpack-archive' ? 'archive' : 'document'),
          options: options as RunOptions<never>,
          resolve: resolve as (output: unknown) => void,
          reject,
          detach: () => options.signal?.removeEventListener('abort', onAbort),
        };
        options.signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(job.owner, job);
        dispatch();
      });
    },
    stats() {
      const all = [...workers];
      return { workers: all.length, busy: all.filter((worker) => worker.job).length, waiting: queue.size, restarts };
    },
    async close() {
      closed = true;
      const closing = new Error('The document worker pool is closed');
      for (const worker of workers) stopWorker(worker, closing);
      let next = queue.next();
      while (next) {
        next.job.reject(closing);
        queue.finished(next.owner);
        next = queue.next();
      }
      await Promise.all([...workers].map((worker) => worker.exited));
    },
  };
}
