import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS, type DocumentLimits } from '@dd/contracts';
import { isIngestionError } from '../ingestion-error.ts';
import { buildDataRoom, DATA_ROOM_FILES, DATA_ROOM_REFUSED } from '../test/build-data-room.ts';
import { buildMsg } from '../test/build-outlook-message.ts';
import { buildTextPdf } from '../test/build-pdf.ts';
import { buildWordDocument } from '../test/build-word-document.ts';
import { buildZip, deflatedZeros } from '../test/build-zip.ts';
import { hostilePdfs } from '../test/hostile-pdfs.ts';
import { createDocumentWorkerPool, type DocumentWorkerPool } from './document-worker-pool.ts';

const hostile = new Map(hostilePdfs().map((file) => [file.name, file.bytes]));
const hostileFile = (name: string) => {
  const bytes = hostile.get(name);
  if (!bytes) throw new Error(`No hostile file named ${name}`);
  return bytes;
};

/** The pids of this process's children, from /proc: the workers the pool has started. */
function childPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The parent pid is the 4th field, after a command name that may hold spaces inside parentheses.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const leasePdf = () =>
  buildTextPdf([
    ['LEASE', 'This Lease is made on 1 March 2019 between the Landlord and the Tenant.', 'The term is ten years.'],
    ['SCHEDULE 1', 'The Property is 1 High Street, Bristol.'],
  ]);

const read = (pool: DocumentWorkerPool, bytes: Uint8Array, owner = 'lawyer-1', signal?: AbortSignal) =>
  pool.run('extract-pdf', { bytes, maxBytes: 50 * 1024 * 1024, maxPages: 500, ocr: false }, { owner, signal });

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the document to be refused');
    },
    (error: unknown) => error as Error & { code?: string },
  );

/**
 * Each test starts worker processes and waits for them: generous, so it passes on a machine busy with other work
 * (a hang still fails). The pool itself counts a step's time only once the worker has loaded the task's code.
 */
const WORKER_TEST_TIMEOUT_MS = 120_000;

let pool: DocumentWorkerPool | undefined;
const createPool = (limits: Partial<DocumentLimits> = {}, idleTimeoutMs?: number) =>
  (pool = createDocumentWorkerPool({ limits: { ...DOCUMENT_LIMITS, ...limits }, idleTimeoutMs }));

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('document worker pool', () => {
  it('reads a PDF in a worker process with page progress, and lets an idle worker go', { timeout: WORKER_TEST_TIMEOUT_MS }, async () => {
    const workers = createPool({}, 200);
    const progress: number[] = [];

    const document = await workers.run(
      'extract-pdf',
      { bytes: await leasePdf(), maxBytes: 1024 * 1024, maxPages: 10 },
      { owner: 'lawyer-1', onProgress: ({ page }) => progress.push(page) },
    );

    expect(document.pageCount).toBe(2);
    expect(document.pages[1]!.text).toContain('1 High Street, Bristol');
    expect(progress).toEqual([1, 2]);
    expect(childPids()).toHaveLength(1);
    await expect.poll(() => workers.stats().workers, { timeout: 30_000 }).toBe(0);
    expect(childPids()).toHaveLength(0);
  });

  it('reads a PDF from a file path in the worker itself, and fails a missing file without losing the worker', { timeout: WORKER_TEST_TIMEOUT_MS }, async () => {
    const workers = createPool();
    const dir = mkdtempSync(path.join(tmpdir(), 'worker-path-'));
    try {
      const file = path.join(dir, 'lease.pdf');
      writeFileSync(file, await leasePdf());

      const document = await workers.run('extract-pdf', { path: file, maxBytes: 1024 * 1024, maxPages: 10 }, { owner: 'lawyer-1' });

      expect(document.pages[1]!.text).toContain('1 High Street, Bristol');
      await expect(workers.run('extract-pdf', { path: path.join(dir, 'gone.pdf'), maxBytes: 1024 * 1024, maxPages: 10 }, { owner: 'lawyer-1' })).rejects.toThrow(/ENOENT|no such file/);
      expect((await read(workers, await leasePdf())).pageCount).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lays a Word document out as a PDF in a worker from its path, and refuses a file over the size limit by its size', { timeout: WORKER_TEST_TIMEOUT_MS }, async () => {
    const workers = createPool();
    const dir = mkdtempSync(path.join(tmpdir(), 'worker-render-'));
    try {
      const file = path.join(dir, 'lease.docx');
      writeFileSync(file, await buildWordDocument());

      const { pdf, source } = await workers.run('render-pdf', { path: file, maxBytes: 1024 * 1024, maxPages: 10 }, { owner: 'lawyer-1' });

      expect(source).toEqual({ type: 'docx', unacceptedChanges: true, comments: true, unprintedCharacters: false });
      const document = await read(workers, pdf);
      expect(document.pages[0]!.text).toContain('1.1 In this Lease the Premises means Unit 4, Harbour Walk');
      const error = await failureOf(workers.run('render-pdf', { path: file, maxBytes: 1024, maxPages: 10 }, { owner: 'lawyer-1' }));
      expect(error).toMatchObject({ code: 'too_large', message: expect.stringMatching(/^This document is [\d.]+ KB; the limit is 1 KB\./) });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('unpacks a data room and an email in a worker into the folder given, and refuses an archive as an archive and an email as an email', { timeout: WORKER_TEST_TIMEOUT_MS }, async () => {
    const workers = createPool();
    const dir = mkdtempSync(path.join(tmpdir(), 'worker-unpack-'));
    try {
      const dataRoom = path.join(dir, 'data room.zip');
      writeFileSync(dataRoom, await buildDataRoom());
      const bomb = path.join(dir, 'bomb.zip');
      writeFileSync(bomb, buildZip([{ name: 'data room.pdf', data: deflatedZeros(64 * 1024 * 1024) }]));
      const outDir = path.join(dir, 'out');
      mkdirSync(outDir);
      const limits = { name: 'data room.zip', maxFileBytes: 50 * 1024 * 1024 };

      const { files, refused } = await workers.run('unpack-archive', { path: dataRoom, outDir, ...limits }, { owner: 'lawyer-1' });

      expect(files.map((file) => file.path)).toEqual(DATA_ROOM_FILES);
      expect(files.map((file) => path.relative(outDir, file.file))).toEqual(['0001', '0002', '0003', '0004', '0005', '0006']);
      expect(refused).toEqual(DATA_ROOM_REFUSED);
      expect(readdirSync(dir).sort()).toEqual(['bomb.zip', 'data room.zip', 'out']);
      const bombed = await failureOf(workers.run('unpack-archive', { path: bomb, outDir, ...limits }, { owner: 'lawyer-1' }));
      expect(bombed).toMatchObject({ code: 'unsafe', message: expect.stringMatching(/^This archive could not be read safely: it is compressed more than 200 to 1, as decompression bombs are\. If the file is genuine, unzip it and upload its files\.$/) });
      const tooLarge = await failureOf(workers.run('unpack-archive', { path: dataRoom, outDir, ...limits, maxTotalBytes: 1024 }, { owner: 'lawyer-1' }));
      expect(tooLarge).toMatchObject({ code: 'too_large', message: expect.stringMatching(/^This archive is [\d.]+ KB; the limit is 1 KB\. Split it into smaller archives and upload them separately\.$/) });
      const email = path.join(dir, 'Completion.msg');
      writeFileSync(email, buildMsg({ from: 'alice@harbour-estates.co.uk', to: ['sean@briain.ie'], subject: 'Completion', html: '<p>Signed.</p>', attachments: [{ filename: 'Lease.pdf', bytes: '%PDF-1.4\nlease', contentType: 'application/pdf' }] }));
      const emailOut = path.join(dir, 'email');
      mkdirSync(emailOut);
      const unpackedEmail = await workers.run('unpack-archive', { path: email, outDir: emailOut, ...limits, name: 'Completion.msg' }, { owner: 'lawyer-1' });
      expect(unpackedEmail.files.map((file) => file.path)).toEqual(['Completion.msg', 'Completion.msg/Lease.pdf']);
      const { source } = await workers.run('render-pdf', { path: email, maxBytes: 1024 * 1024, maxPages: 10 }, { owner: 'lawyer-1' });
      expect(source.type).toBe('msg');
      // A limit of the pool's broken while unpacking an email is told of the email. The email has a hundred
      // attachments to write, so its unpacking cannot end inside the millisecond (a one-attachment email once did).
      const slowEmail = path.join(dir, 'Bundle.msg');
      const attachments = Array.from({ length: 100 }, (_, index) => ({ filename: `Schedule ${index + 1}.pdf`, bytes: `%PDF-1.4\n${'x'.repeat(100_000)}`, contentType: 'application/pdf' }));
      writeFileSync(slowEmail, buildMsg({ from: 'alice@harbour-estates.co.uk', to: ['sean@briain.ie'], subject: 'Bundle', html: '<p>Schedules.</p>', attachments }));
      const slowOut = path.join(dir, 'slow');
      mkdirSync(slowOut);
      const slow = await failureOf(
        workers.run('unpack-archive', { path: slowEmail, outDir: slowOut, ...limits, name: 'Bundle.msg' }, { owner: 'lawyer-1', stepTimeoutMs: 1, subject: 'email' }),
      );
      expect(slow.message).toMatch(/^This email could not be read safely: unpacking it took longer than /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers a document's questions in a worker, each answer reported as it is given", { timeout: WORKER_TEST_TIMEOUT_MS }, async () => {
    const workers = createPool();
    const document = await read(workers, await leasePdf());
    const reported: string[] = [];

    const answers = await workers.run(
      'answer-questions',
      {
        pages: document.pages.map(({ page, text }) => ({ page, text })),
        documentType: null,
        region: 'EN',
        questions: [
          { id: 'date', text: 'What is the date of the lease?', answerType: 'date' },
          { id: 'rent', text: 'What is the annual rent?', answerType: 'money' },
        ],
        ai: null,
      },
      {
        owner: 'lawyer-1',
        onProgress: (progress) => {
          if (progress.stage === 'answer') reported.push(`${progress.done}/${progress.total} ${progress.answer.questionId} ${progress.answer.status}`);
        },
      },
    );

    // The date is found on page 1, asserted or given for review with its passage (decision 49); the rent is not there.
    expect(answers.map((answer) => answer.status === 'not_found')).toEqual([false, true]);
    expect(answers[0]!.citations[0]).toMatchObject({ page: 1, verified: true });
    expect(answers[0]!.citations[0]!.quote).toContain('1 March 2019');
    expect(reported).toEqual([`1/2 date ${answers[0]!.status}`, '2/2 rent not_found']);
  });

  it('replaces a worker once it has read its share of pages', { timeout: WORKER_TEST_TIMEOUT_MS }, async () => {
    const workers = (pool = createDocumentWorkerPool({ limits: { ...DOCUMENT_LIMITS }, recycleAfterPages: 2 }));
    const lease = await leasePdf();
    const readingWorker = async () => {
      let pid: number | undefined;
      await workers.run('extract-pdf', { bytes: lease, maxBytes: 1e7, maxPages: 10, ocr: false }, { owner: 'lawyer-1', onProgress: () => (pid ??= childPids()[0]) });
      return pid;
    };

    const first = await readingWorker();
    expect(first).toBeDefined();
    await expect.poll(() => isAlive(first!), { timeout: 30_000 }).toBe(false);
    const second = await readingWorker();

    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('reports a damaged file as damaged, where pdf.js used to leave an unhandled rejection', { timeout: WORKER_TEST_TIMEOUT_MS }, async () => {
    const workers = createPool();

    for (const name of ['eof-in-array-unclosed-mediabox', 'eof-in-array-unclosed-mediabox-damaged-kid']) {
      const error = await failureOf(read(workers, hostileFile(name)));
      expect(isIngestionError(error) && error.code, name).toMatch(/^(corrupt|no_text)$/);
    }
  });

  it('stops a stream that inflates past its limit, names the limit, and reads the next file', { timeout: WORKER_TEST_TIMEOUT_MS }, async () => {
    const workers = createPool({ streamMaxBytes: 64 * 1024 * 1024 });

    const error = await failureOf(read(workers, hostileFile('flate-bomb-content-2gib-spaces')));

    expect(error.code).toBe('unsafe');
    expect(error.message).toBe(
      'This PDF could not be read safely: a stream in it decompresses to more than 64 MB. If the file is genuine, ' +
        'save a new copy from a PDF reader (or print it to PDF) and upload that.',
    );
    expect((await read(workers, await leasePdf())).pageCount).toBe(2);
  });

  it('stops a page with more operations than the limit', { timeout: WORKER_TEST_TIMEOUT_MS }, async () => {
    const workers = createPool({ pageMaxOperators: 100_000 });

    const error = await failureOf(read(workers, hostileFile('operator-bomb-re-f-2m')));

    expect(error.message).toMatch(/^This PDF could not be read safely: page 1 has more than 100,000 drawing and text operations\./);
  });

  it('names the image limit when the only image of a scan was too large to draw', { timeout: WORKER_TEST_TIMEOUT_MS }, async () => {
    const workers = createPool({ imageMaxPixels: 50_000_000 });

    const error = await failureOf(
      workers.run('extract-pdf', { bytes: hostileFile('huge-dimensions-image-100000-square'), maxBytes: 1e8, maxPages: 5 }, { owner: 'lawyer-1' }),
    );

    expect(error.message).toMatch(/^This PDF could not be read safely: page 1 has an image of more than 50,000,000 pixels\./);
  });

  it('stops a tiling pattern that paints itself before it exhausts memory', { timeout: WORKER_TEST_TIMEOUT_MS }, async () => {
    const workers = createPool();

    const error = await failureOf(
      workers.run('extract-pdf', { bytes: hostileFile('recursion-tiling-pattern-paints-itself'), maxBytes: 1e8, maxPages: 5 }, { owner: 'lawyer-1' }),
    );

    expect(error.message).toMatch(/^This PDF could not be read safely: page 1 has patterns nested more than 32 deep\./);
  });

  it('kills a worker that outgrows its memory ceiling and says so', { timeout: WORKER_TEST_TIMEOUT_MS }, async () => {
    const workers = createPool({
      workerMemoryMb: 400,
      streamMaxBytes: 8 * 1024 ** 3,
      documentDecodedMaxBytes: 8 * 1024 ** 3,
      // Out of the way: on a busy machine the page time limit could end the read before memory does.
      pageTimeoutMs: 600_000,
    });

    const error = await failureOf(read(workers, hostileFile('flate-bomb-content-2gib-spaces')));

    expect(error.message).toMatch(/^This PDF could not be read safely: reading it needed more than 400 MB of memory\./);
    await expect.poll(() => childPids().length, { timeout: 30_000 }).toBe(0);
  });

  it('kills a worker that spends longer on a page than allowed, and replaces it', { timeout: WORKER_TEST_TIMEOUT_MS }, async () => {
    const workers = createPool({ pageTimeoutMs: 1000, pageMaxOperators: 100_000_000 });

    const error = await failureOf(read(workers, hostileFile('operator-bomb-tj-1m')));

    expect(error.message).toMatch(/^This PDF could not be read safely: reading one page took longer than 1 second\./);
    // The replacement reads a good file, given the time a busy machine may need for its pages.
    const replaced = await workers.run(
      'extract-pdf',
      { bytes: await leasePdf(), maxBytes: 1024 * 1024, maxPages: 10, ocr: false },
      { owner: 'lawyer-1', stepTimeoutMs: 120_000 },
    );
    expect(replaced.pageCount).toBe(2);
    expect(workers.stats().restarts).toBe(1);
  });

  it("times a step from when the task's code is loaded, not from a cold worker's loading of it", { timeout: WORKER_TEST_TIMEOUT_MS }, async () => {
    // The workers load the PDF reader's code 3 s late, longer than a step may take; the pages then take milliseconds.
    const saved = { options: process.env.NODE_OPTIONS, delay: process.env.SLOW_TASK_CODE_MS };
    process.env.NODE_OPTIONS = `${saved.options ?? ''} --import=${new URL('../test/slow-task-code.mjs', import.meta.url).href}`.trim();
    process.env.SLOW_TASK_CODE_MS = '3000';
    try {
      const workers = createPool({ pageTimeoutMs: 2000 });
      const startedAt = Date.now();
      const { pageCount } = await read(workers, await leasePdf());
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(3000);
      expect(pageCount).toBe(2);
      expect(workers.stats().restarts).toBe(0);
    } finally {
      for (const [name, value] of [['NODE_OPTIONS', saved.options], ['SLOW_TASK_CODE_MS', saved.delay]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('kills the work at once when its caller gives up', { timeout: WORKER_TEST_TIMEOUT_MS }, async () => {
    const workers = createPool({ pageMaxOperators: 100_000_000 });
    const controller = new AbortController();
    const reading = failureOf(read(workers, hostileFile('operator-bomb-tj-1m'), 'lawyer-1', controller.signal));
    await expect.poll(() => workers.stats().busy, { timeout: 30_000 }).toBe(1);
    const [pid] = childPids();

    controller.abort(new Error('The client closed the connection'));

    expect((await reading).message).toBe('The client closed the connection');
    await expect.poll(() => isAlive(pid!), { timeout: 2000 }).toBe(false);
    // Cancelled work is no fault of the worker's.
    expect(workers.stats().restarts).toBe(0);
  });

  it('turns a worker that dies mid-document into that file\'s error and carries on', { timeout: WORKER_TEST_TIMEOUT_MS }, async () => {
    const workers = createPool({ pageMaxOperators: 100_000_000 });
    const reading = failureOf(read(workers, hostileFile('operator-bomb-tj-1m')));
    await expect.poll(() => workers.stats().busy, { timeout: 30_000 }).toBe(1);

    process.kill(childPids()[0]!, 'SIGKILL');

    expect((await reading).message).toMatch(/^This PDF could not be read safely: the reader stopped unexpectedly\./);
    expect((await read(workers, await leasePdf())).pageCount).toBe(2);
    expect(workers.stats().restarts).toBe(1);
  });

  it("serves a second user while the first user's batch is still being read", { timeout: WORKER_TEST_TIMEOUT_MS }, async () => {
    const workers = createPool({ workers: 2, pageMaxOperators: 100_000_000 });
    const slow = hostileFile('operator-bomb-tj-1m');
    const firstUserLeaves = new AbortController();
    const firstBatch = [1, 2, 3].map(() => failureOf(read(workers, slow, 'first', firstUserLeaves.signal)));
    await expect.poll(() => workers.stats(), { timeout: 30_000 }).toEqual({ workers: 1, busy: 1, waiting: 2, restarts: 0 });

    const second = await read(workers, await leasePdf(), 'second');

    // The first user holds one worker at a time, so the second user's file never waits for their batch.
    expect(second.pageCount).toBe(2);
    expect(workers.stats()).toEqual({ workers: 2, busy: 1, waiting: 2, restarts: 0 });
    firstUserLeaves.abort(new Error('gone'));
    expect((await Promise.all(firstBatch)).map((error) => error.message)).toEqual(['gone', 'gone', 'gone']);
  });

  it('refuses what is still waiting when it closes', { timeout: WORKER_TEST_TIMEOUT_MS }, async () => {
    const workers = createPool({ workers: 2, pageMaxOperators: 100_000_000 });
    const running = failureOf(read(workers, hostileFile('operator-bomb-tj-1m'), 'lawyer-1'));
    const waiting = failureOf(read(workers, hostileFile('operator-bomb-tj-1m'), 'lawyer-1'));

    await workers.close();

    expect((await running).message).toBe('The document worker pool is closed');
    expect((await waiting).message).toBe('The document worker pool is closed');
    expect(childPids()).toHaveLength(0);
  });
});
