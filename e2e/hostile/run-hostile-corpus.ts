import { mayHoldDocuments, sniffFileType } from '../../packages/engine/src/sniff-file-type.ts';
import { residentBytes as processResidentBytes } from '../../packages/engine/src/workers/process-memory.ts';
import type { RunningServices } from './start-services.ts';

export interface CorpusFile {
  name: string;
  bytes: Uint8Array;
}

export interface FileOutcome {
  name: string;
  /** The HTTP status of the request that carried the file. */
  status: number;
  /** Staged (process-pdf) or read (extract-doc-text). */
  ok: boolean;
  /** What the lawyer is told when it is not. */
  message: string | null;
}

export interface HealthSample {
  service: 'api' | 'research';
  ms: number;
  ok: boolean;
}

export interface HostileRunReport {
  api: FileOutcome[];
  research: FileOutcome[];
  health: HealthSample[];
  /** Resident memory of each service's own process (its document workers are separate processes). */
  restingRss: { api: number; research: number };
  peakRss: { api: number; research: number };
  durationMs: number;
}

const HEALTH_EVERY_MS = 250;
const HEALTH_TIMEOUT_MS = 5000;
/**
 * Longest wait for the answer to one request: far beyond any limit the services set, so a request not answered by then
 * never will be, and the report names its files rather than the whole run failing. (Below undici's own five minutes.)
 */
const REQUEST_TIMEOUT_MS = 4 * 60_000;

/** A request's response, or why there is none. */
async function post(url: string, token: string, form: FormData): Promise<Response | string> {
  try {
    return await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    return `no answer: ${(error as Error).message}`;
  }
}

/** The outcome of a request that was never answered (status 0). */
const unanswered = (name: string, why: string): FileOutcome => ({ name, status: 0, ok: false, message: why });

const residentBytes = async (pid: number | undefined) => (pid ? ((await processResidentBytes(pid)) ?? 0) : 0);

async function register(apiUrl: string, name: string): Promise<string> {
  const email = `${name}-${Date.now()}@example.co.uk`;
  const response = await fetch(`${apiUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: 'correct horse battery', password_confirmation: 'correct horse battery' }),
  });
  if (response.status !== 201) throw new Error(`Registering ${email} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Runs `task` over `items` with at most `limit` at once, in order of the items. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        await task(items[index]!, index);
      }
    }),
  );
}

const messageOf = async (response: Response) => ((await response.json().catch(() => ({}))) as { message?: string }).message ?? null;

/**
 * Whether a file may be an archive or an email, which process-pdf answers as its files (decisions 71 and 72): such a
 * file goes in a request of its own, so the answer's entries are its own whatever their number.
 */
const mayBeArchive = (file: CorpusFile) => mayHoldDocuments(sniffFileType(file.bytes));

async function sendToApi(apiUrl: string, tokens: string[], files: CorpusFile[], batchSize: number): Promise<FileOutcome[]> {
  const batches: CorpusFile[][] = files.filter(mayBeArchive).map((file) => [file]);
  const others = files.filter((file) => !mayBeArchive(file));
  for (let i = 0; i < others.length; i += batchSize) batches.push(others.slice(i, i + batchSize));
  const outcomes: FileOutcome[] = [];
  await eachLimited(batches, tokens.length, async (batch, index) => {
    const form = new FormData();
    form.set('practice_area_id', '1');
    for (const file of batch) form.append('files[]', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), `${file.name}.pdf`);
    const response = await post(`${apiUrl}/api/process-pdf`, tokens[index % tokens.length]!, form);
    if (typeof response === 'string') {
      for (const file of batch) outcomes.push(unanswered(file.name, response));
      return;
    }
    if (response.status !== 200) {
      const message = await messageOf(response);
      for (const file of batch) outcomes.push({ name: file.name, status: response.status, ok: false, message });
      return;
    }
    const { files: results } = (await response.json()) as { files: { filename: string; uploadId: string | null; error: string | null }[] };
    const [only] = batch;
    if (batch.length === 1 && mayBeArchive(only!)) {
      // A Word document is answered as itself; an archive as its files and refusals: staged if any of them was.
      const staged = results.some((result) => result.uploadId);
      outcomes.push({ name: only!.name, status: 200, ok: staged, message: staged ? null : (results[0]?.error ?? 'no result for this file') });
      return;
    }
    batch.forEach((file, i) => {
      const result = results[i];
      outcomes.push({
        name: file.name,
        status: 200,
        ok: Boolean(result?.uploadId) && result?.filename === `${file.name}.pdf`,
        message: result?.error ?? (result ? null : 'no result for this file'),
      });
    });
  });
  return outcomes;
}

async function sendToResearch(researchUrl: string, tokens: string[], files: CorpusFile[]): Promise<FileOutcome[]> {
  const outcomes: FileOutcome[] = [];
  await eachLimited(files, tokens.length, async (file, index) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), `${file.name}.pdf`);
    const response = await post(`${researchUrl}/api/extract-doc-text`, tokens[index % tokens.length]!, form);
    if (typeof response === 'string') {
      outcomes.push(unanswered(file.name, response));
      return;
    }
    const ok = response.status === 200;
    if (ok) await response.body?.cancel();
    outcomes.push({ name: file.name, status: response.status, ok, message: ok ? null : await messageOf(response) });
  });
  return outcomes;
}

/**
 * Sends every file, as two users would, to the API's process-pdf (in batches) and to the research host's
 * extract-doc-text, while asking both services for their health every 250 ms and sampling their memory.
 */
export async function runHostileCorpus(
  services: RunningServices,
  files: CorpusFile[],
  { batchSize = 6 }: { batchSize?: number } = {},
): Promise<HostileRunReport> {
  const tokens = [await register(services.apiUrl, 'first-lawyer'), await register(services.apiUrl, 'second-lawyer')];
  const restingRss = { api: await residentBytes(services.api.pid), research: await residentBytes(services.research.pid) };
  const peakRss = { ...restingRss };
  const health: HealthSample[] = [];
  let running = true;
  const watchHealth = async (service: 'api' | 'research', url: string) => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) }).then(
        (response) => response.ok,
        () => false,
      );
      health.push({ service, ms: performance.now() - started, ok });
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  };
  const watchMemory = async () => {
    while (running) {
      peakRss.api = Math.max(peakRss.api, await residentBytes(services.api.pid));
      peakRss.research = Math.max(peakRss.research, await residentBytes(services.research.pid));
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  };
  const watchers = [watchHealth('api', services.apiUrl), watchHealth('research', services.researchUrl), watchMemory()];
  const started = Date.now();
  try {
    const [api, research] = await Promise.all([
      sendToApi(services.apiUrl, tokens, files, batchSize),
      sendToResearch(services.researchUrl, tokens, files),
    ]);
    return { api, research, health, restingRss, peakRss, durationMs: Date.now() - started };
  } finally {
    running = false;
    await Promise.all(watchers);
  }
}
