import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { RunnerResult } from 'lighthouse';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { E2E_DEBUGGING_PORT, E2E_URL } from './environment.ts';
import { generateLeaseCase, registerLawyer, toggle } from './journey-steps.ts';
import { leasePdf } from './pdfs.ts';

/**
 * Lighthouse drives the browser over the DevTools protocol, on a port of its own: beside the product's (environment.ts),
 * so two runs of the suite on different ports do not drive each other's browser.
 */
const REPORT_DIR = join(import.meta.dirname, '..', 'test-results', 'lighthouse');

interface PageScores {
  performance: number;
  accessibility: number;
  /** What kept a score down: the failing audits with what they found. */
  failures: string[];
  /** JavaScript sent over the wire for the page's load, compressed as served. */
  scriptBytes: number;
  /** The host's processor as the run measured it: the report's "CPU/Memory Power". */
  benchmarkIndex: number;
  /** How many times slower than the host the run's phone was (cpuSlowdownFor). */
  cpuSlowdown: number;
}

/**
 * How many times slower than this host Lighthouse's phone is, from the host's benchmark index: Lighthouse's own
 * calculator (docs/throttling.md, "Calibrating the CPU slowdown", and its calculator app's formula). Lighthouse's
 * default of four times is that calculator's answer for a host of index 1533; at the 1000-1300 these 2-core hosts
 * measure (and from one run to the next within a few minutes, 1005 to 1701) four times simulated a phone slower than
 * the one the score is defined for, so a page's score moved with the host and not with the page. A faster host is
 * slowed down more than four times (6 at 2000). Decision 83.
 */
function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + Math.max(0, benchmarkIndex - 150) / 650;
}

/**
 * A first visit starts with an empty HTTP cache (the session stays: Lighthouse's own storage reset is off for
 * it); a repeat visit finds the app's files cached, as a lawyer's browser does from the second day.
 */
type Visit = 'first' | 'repeat';

/**
 * Lighthouse's mobile audit of one page: its defaults (a mid-range phone on slow 4G, simulated), with the phone's
 * processor calibrated to the host as the run itself measured it. The page loads unthrottled and Lighthouse simulates
 * the phone from what it recorded, so the slowdown is a setting of the audit, not of the load: this is Lighthouse's
 * own `navigation` (gather, then audit) with the slowdown set in between from the run's benchmark index. A separate
 * measurement just before the run, in another tab, read up to 500 higher than the run's own on this shared host.
 */
async function audit(name: string, url: string, visit: Visit, attempt = 1): Promise<PageScores> {
  if (visit === 'first') {
    const cdp = await context.newCDPSession(context.pages()[0]!);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  const flags = {
    port: E2E_DEBUGGING_PORT,
    onlyCategories: ['performance', 'accessibility'],
    // The signed-in pages need the session's token, which a storage reset would wipe.
    disableStorageReset: true,
    // The screenshot of the whole page only illustrates a report's elements, and took a second or two of each run.
    disableFullPageScreenshot: true,
    logLevel: 'error' as const,
    output: 'json' as const,
  };
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags });
  const benchmarkIndex = artifacts.BenchmarkIndex;
  // An index of nothing would mean hardly any slowdown: a run that could not measure its host fails instead.
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`Lighthouse measured no benchmark index for ${url}`);
  const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
  // The artifacts hold this same settings object, so Lighthouse's check that gathering and auditing used the same
  // settings still holds.
  const { settings } = runnerOptions.resolvedConfig;
  settings.throttling = { ...settings.throttling, cpuSlowdownMultiplier: cpuSlowdown };
  const result: RunnerResult | undefined = await Runner.audit(artifacts, runnerOptions);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // Lighthouse itself now and then fails to record a page load (NO_NAVSTART): it asks to be run again.
  if (result.lhr.runtimeError && attempt < 3) return audit(name, url, visit, attempt + 1);
  // The whole report of every run, for a closer look at a failure (Lighthouse's viewer opens it).
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(join(REPORT_DIR, `${name}.json`), String(result.report));
  const { categories, audits } = result.lhr;
  const failures = Object.values(categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
    .map((ref) => audits[ref.id]!)
    .filter((found) => found.score !== null && found.score < 0.9)
    .map((found) => `${found.id} (${found.score}): ${found.displayValue ?? found.title}${offendingNodes(found.details)}`);
  const requests = (audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
  return {
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    failures,
    scriptBytes: requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    benchmarkIndex,
    cpuSlowdown,
  };
}

/**
 * Runs of each page's first and of its repeat visit: as Lighthouse advises for its variability, the median of five is
 * held to the mark, since one run's timings vary on a shared machine (a first visit's median of three moved by 0.1
 * between CI runs of one build).
 */
const RUNS = 5;

/** A page's first and repeat visits: of each, the median run by performance score. */
async function auditVisits(name: string, url: string): Promise<Record<Visit, PageScores>> {
  const medians = {} as Record<Visit, PageScores>;
  for (const visit of ['first', 'repeat'] as const) {
    const runs: PageScores[] = [];
    for (let run = 1; run <= RUNS; run += 1) runs.push(await audit(`${name}-${visit}-${run}`, url, visit));
    medians[visit] = runs.sort((a, b) => a.performance - b.performance)[Math.floor(RUNS / 2)]!;
  }
  return medians;
}

/** The elements an accessibility audit found at fault, so a failure says where to look. */
function offendingNodes(details: unknown): string {
  const items = (details as { items?: Array<{ node?: { snippet?: string; explanation?: string } }> } | undefined)?.items ?? [];
  const nodes = items.flatMap((item) => (item.node?.snippet ? [`${item.node.snippet} ${item.node.explanation ?? ''}`.trim()] : []));
  return nodes.length > 0 ? ` [${nodes.slice(0, 5).join(' | ')}]` : '';
}

const CHAT = '/api/due-dilligence/chat';
const LEASES = 10;

/**
 * A matter of ten leases (250 answers), sent as the workflow sends them, with the signed-in lawyer's session; its
 * page's address once every answer is in. The case page is audited with a matter of this size (issue 31).
 */
async function matterOfTenLeases(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const types = (await (await fetch(`${E2E_URL}${CHAT}/document-types/property-law?region=England`, { headers })).json()) as {
    data: { documentTypes: { id: number; name: string }[] };
  };
  const lease = types.data.documentTypes.find((type) => type.name === 'Lease')!.id;
  const form = new FormData();
  form.append('practice_area_id', '1');
  form.append('region', 'England');
  const files = Array.from({ length: LEASES }, (_, i) => ({ filename: `Lease - Unit ${i + 10}.pdf`, bytes: leasePdf(i + 10) }));
  form.append('filesMeta', JSON.stringify(files.map(({ filename }) => ({ filename, docTypeId: lease }))));
  for (const { filename, bytes } of files) form.append('files[]', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), filename);
  const created = await fetch(`${E2E_URL}${CHAT}/response/ai/generate`, { method: 'POST', headers, body: form });
  expect(created.status).toBe(202);
  const { data } = (await created.json()) as { data: { case: { id: string } } };
  await expect
    .poll(async () => {
      const record = (await (await fetch(`${E2E_URL}${CHAT}/response/${data.case.id}`, { headers })).json()) as {
        data: { case: { status: string; progress: { done: number; total: number } } };
      };
      const { status, progress } = record.data.case;
      return status === 'ready' && progress.done === progress.total ? progress.total : -1;
    }, { timeout: 60_000 })
    // A lease's bank asks 25 questions in England and Wales.
    .toBeGreaterThanOrEqual(LEASES * 25);
  return `${E2E_URL}/cases/${data.case.id}`;
}

let context: BrowserContext;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dd-lighthouse-'));
  // A persistent context is the browser's default one: the tab Lighthouse opens shares its storage and session.
  context = await chromium.launchPersistentContext(dataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    baseURL: E2E_URL,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${E2E_DEBUGGING_PORT}`],
  });
});

test.afterAll(async () => {
  await context.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('login, home, the workflow and a case of 250 answers: accessibility 1.0, and mobile performance at least 0.9 on a first and on a repeat visit (medians of 5 runs)', { tag: '@performance' }, async () => {
  // Forty Lighthouse runs, 6-9 minutes on a 2-core machine.
  test.setTimeout(900_000);
  const page = context.pages()[0] ?? (await context.newPage());

  await page.goto('/login');
  const scores: Record<string, Record<Visit, PageScores>> = { login: await auditVisits('login', `${E2E_URL}/login`) };

  await registerLawyer(page, 'Gráinne Byrne', 'byrne-law.ie');
  await toggle(page, 'Regions', 'England');
  await toggle(page, 'Practice areas', 'Property Law');
  await generateLeaseCase(page, leasePdf());
  const casePage = await matterOfTenLeases(page);
  await page.goto('/');

  scores.home = await auditVisits('home', `${E2E_URL}/`);
  scores.workflow = await auditVisits('workflow', `${E2E_URL}/due-diligence/new`);
  scores.case = await auditVisits('case', casePage);

  // Every run's log records the median scores of each visit, and what held each one down.
  for (const [name, visits] of Object.entries(scores)) {
    for (const [visit, found] of Object.entries(visits)) {
      const script = `${(found.scriptBytes / 1024).toFixed(0)} KB of JavaScript transferred`;
      const host = `host benchmark index ${Math.round(found.benchmarkIndex)} (the phone ${found.cpuSlowdown.toFixed(1)} times slower)`;
      process.stdout.write(`${name}, ${visit} visit: performance ${found.performance}, accessibility ${found.accessibility}, ${script}, ${host}\n`);
      for (const failure of found.failures) process.stdout.write(`  ${failure}\n`);
    }
  }
  for (const [name, { first, repeat }] of Object.entries(scores)) {
    expect.soft(first.accessibility, `${name} accessibility: ${first.failures.join('; ')}`).toBe(1);
    expect.soft(first.performance, `${name} performance on a first visit: ${first.failures.join('; ')}`).toBeGreaterThanOrEqual(0.9);
    expect.soft(repeat.performance, `${name} performance on a repeat visit: ${repeat.failures.join('; ')}`).toBeGreaterThanOrEqual(0.9);
  }
  // A first visit really fetches the app; a repeat visit takes it from the cache.
  expect(scores.login!.first.scriptBytes).toBeGreaterThan(0);
  expect(scores.login!.repeat.scriptBytes).toBeLessThan(scores.login!.first.scriptBytes);
});
