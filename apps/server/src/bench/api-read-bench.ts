/**
 * `npm run bench` section: authenticated reads under load. autocannon (10 connections, 10 s a route) against the
 * server as `npm start` runs it (a process, embedded database, default log level `info`, which logs every
 * request), as a registered lawyer with a bearer token: the account, a catalogue question list of a real
 * document type, and for context the case list and a case read.
 *
 *   node --import tsx apps/server/src/bench/api-read-bench.ts [--duration=10]
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHAT, connectLawyer, longLeasePdf } from '../cases/test-cases.ts';
import { freePort, startServerProcess, stopGracefully } from '../testing/server-process.ts';
import { PROPERTY_LAW } from '../uploads/test-documents.ts';

const CONNECTIONS = 10;
const GOAL = { requestsPerSecond: 1000, p99Ms: 20 };
const duration = Number(process.argv.find((arg) => arg.startsWith('--duration='))?.slice('--duration='.length) ?? 10);
const print = (line = '') => process.stdout.write(`${line}\n`);

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  '4xx': number;
  '5xx': number;
  errors: number;
}

/** autocannon's own command line: it ships no types, and its JSON report is a stable interface. */
const autocannonCli = createRequire(import.meta.url).resolve('autocannon');

async function load(url: string, token: string, headers: Record<string, string> = {}): Promise<AutocannonResult> {
  const extra = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [autocannonCli, '--json', '-c', String(CONNECTIONS), '-d', String(duration), '-H', `authorization=Bearer ${token}`, ...extra, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as AutocannonResult;
}

function report(name: string, result: AutocannonResult, goal: boolean) {
  // A 304 is the answer the revalidating read asks for: only 4xx, 5xx and broken connections fail.
  const failures = result['4xx'] + result['5xx'] + result.errors;
  const met = result.requests.average >= GOAL.requestsPerSecond && result.latency.p99 < GOAL.p99Ms;
  print(
    `${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(3)} ms  p99 ${String(result.latency.p99).padStart(3)} ms` +
      (failures > 0 ? `  (${failures} failed)` : '') +
      (goal ? `  goal ≥ ${GOAL.requestsPerSecond} req/s, p99 < ${GOAL.p99Ms} ms: ${met ? 'met' : 'not met'}` : '  (context)'),
  );
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'dd-api-read-bench-'));
try {
  const port = await freePort();
  const server = await startServerProcess({ dataDir, port, logLevel: 'info' });
  const base = `http://127.0.0.1:${port}`;
  const lawyer = await connectLawyer(base);
  try {
    const created = await lawyer.generate([{ filename: 'lease.pdf', bytes: await longLeasePdf(1, 3) }]);
    while ((await lawyer.read(created.id)).status !== 'ready') await new Promise((resolve) => setTimeout(resolve, 100));
    lawyer.socket.disconnect();

    print(`${CONNECTIONS} connections, ${duration} s a route, server as \`npm start\` runs it (embedded database, log level info)`);
    report('GET /api/user', await load(`${base}/api/user`, lawyer.token), true);
    const questions = `${CHAT}/pratice-area/${PROPERTY_LAW}/document-types/${lawyer.leaseTypeId}/questions`;
    report('GET …/questions (Lease)', await load(`${base}${questions}`, lawyer.token), true);
    report('GET …/cases (one case)', await load(`${base}${CHAT}/cases`, lawyer.token), false);
    const caseUrl = `${base}${CHAT}/response/${created.id}`;
    report('GET …/response/:caseId (ready)', await load(caseUrl, lawyer.token), false);
    // What the case page's browser sends on a live update that changed nothing the record shows.
    const etag = (await fetch(caseUrl, { headers: { authorization: `Bearer ${lawyer.token}` } })).headers.get('etag')!;
    report('… the same, If-None-Match (304)', await load(caseUrl, lawyer.token, { 'if-none-match': etag }), false);
  } finally {
    lawyer.socket.disconnect();
    await stopGracefully(server.child);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
