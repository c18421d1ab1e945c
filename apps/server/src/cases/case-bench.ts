/**
 * `npm run bench` section: a case of ten text leases (150 pages) from generate to ready on the server as
 * `npm start` runs it (embedded database, built-in engine), with the API's read latency measured throughout.
 * Beside it: pdftotext reading the same PDFs, and the engine reading and answering them in one process with no
 * server, database or queue (the floor the pipeline adds to).
 *
 *   node --import tsx apps/server/src/cases/case-bench.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answerQuestions } from '@dd/engine';
import { extractPdfText } from '@dd/engine/documents';
import { CATALOGUE_SEED } from '../catalogue/seed/index.ts';
import { seedQuestionBank } from '../catalogue/seed/seed-question-bank.ts';
import { pdftotextTime } from '../bench/pdftotext-time.ts';
import { freePort, startServerProcess, stopGracefully } from '../testing/server-process.ts';
import { CHAT, connectLawyer, longLeasePdf } from './test-cases.ts';

const FILES = 10;
const PAGES = 15;
const print = (line = '') => process.stdout.write(`${line}\n`);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** GET the case over and over, one request at a time, until stopped: each request's start and time. */
function measureReads(url: string, token: string): { stop(): Promise<{ at: number; ms: number }[]> } {
  const timings: { at: number; ms: number }[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      timings.push({ at: started, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return timings;
    },
  };
}

/** The API's own response times (Fastify's responseTime) of GETs of `url` that began between `from` and `to`. */
function servedReads(log: string, url: string, from: number, to: number): number[] {
  const urls = new Map<string, string>();
  const times: number[] = [];
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { reqId?: string; time: number; req?: { method: string; url: string }; responseTime?: number };
    if (entry.req && entry.reqId && entry.time >= from && entry.time <= to) urls.set(entry.reqId, `${entry.req.method} ${entry.req.url}`);
    if (entry.responseTime !== undefined && entry.reqId && urls.get(entry.reqId) === `GET ${url}`) times.push(entry.responseTime);
  }
  return times.sort((a, b) => a - b);
}

const files = await Promise.all(Array.from({ length: FILES }, async (_, i) => ({ bytes: await longLeasePdf(i + 1, PAGES), filename: `lease-${i + 1}.pdf` })));
const dataDir = await mkdtemp(path.join(tmpdir(), 'dd-case-bench-'));
try {
  const reference = await pdftotextTime(files, dataDir);
  print(
    reference === null
      ? 'pdftotext: not installed (apt-get install poppler-utils)'
      : `pdftotext, the ${FILES} PDFs one after another:                ${ms(reference)}`,
  );
  const lease = CATALOGUE_SEED.find((type) => type.key === 'property-lease')!;
  const questions = seedQuestionBank(lease, 'EN');
  const inProcess = performance.now();
  for (const file of files) {
    const document = await extractPdfText(file.bytes);
    await answerQuestions({ document, region: 'EN', questions });
  }
  print(`engine in one process, read and answer all ${FILES} (no server):   ${ms(performance.now() - inProcess)}`);

  const port = await freePort();
  const server = await startServerProcess({ dataDir, port, logLevel: 'info' });
  const base = `http://127.0.0.1:${port}`;
  const lawyer = await connectLawyer(base);
  try {
    // A case at rest to read while nothing else runs, for the baseline latency.
    const idle = await lawyer.generate(files.slice(0, 1).map((file) => ({ ...file, filename: 'warm-up.pdf' })));
    while ((await lawyer.read(idle.id)).status !== 'ready') await new Promise((resolve) => setTimeout(resolve, 100));
    const restReads = measureReads(`${base}${CHAT}/response/${idle.id}`, lawyer.token);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const atRest = (await restReads.stop()).map((read) => read.ms).sort((a, b) => a - b);

    const busyReads = measureReads(`${base}${CHAT}/response/${idle.id}`, lawyer.token);
    const started = performance.now();
    const created = await lawyer.generate(files);
    const accepted = performance.now() - started;
    const acceptedAt = Date.now();
    while (!lawyer.events.some((e) => e.event === 'case.answers.ready' && (e.payload as { case: { id: string } }).case.id === created.id)) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ready = performance.now() - started;
    const reads = await busyReads.stop();
    const sorted = (list: { ms: number }[]) => list.map((read) => read.ms).sort((a, b) => a - b);
    const duringRequest = sorted(reads.filter((read) => read.at < started + accepted));
    const busy = sorted(reads.filter((read) => read.at >= started + accepted));
    const answered = await lawyer.read(created.id);
    const served = servedReads(server.output(), `${CHAT}/response/${idle.id}`, acceptedAt, Date.now());

    print(`server: generate answered 202 after                           ${ms(accepted)}`);
    print(`server: generate → case.answers.ready (${FILES} files, ${FILES * PAGES} pages, ${answered.progress.total} answers): ${ms(ready)}  (goal < 10 s)`);
    print(`reads of a case at rest:        p50 ${ms(percentile(atRest, 50))}, p99 ${ms(percentile(atRest, 99))} (${atRest.length} requests)`);
    print(`reads beside the generate request: max ${ms(duringRequest.at(-1) ?? 0)} (${duringRequest.length} requests)`);
    print(`reads while the case is worked: p50 ${ms(percentile(busy, 50))}, p99 ${ms(percentile(busy, 99))} (${busy.length} requests, as the client waited)`);
    print(`  the same reads as the API timed them: p50 ${ms(percentile(served, 50))}, p99 ${ms(percentile(served, 99))} (${served.length}; goal p99 < 20 ms)`);
  } finally {
    lawyer.socket.disconnect();
    await stopGracefully(server.child);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
