import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm run bench` section: Lighthouse mobile on the audited pages, each beside a page of plain HTML audited the
 * same way (`tests/lighthouse.spec.ts`, which the browser suite runs too, holding accessibility there). Performance
 * is a measurement of this host at this moment, so it is printed here and not held in a test (decision 86).
 */
const print = (line = '') => process.stdout.write(`${line}\n`);
const summaryFile = join(import.meta.dirname, 'test-results', 'lighthouse', 'summary.json');

interface Median {
  performance: number;
  accessibility: number;
  scriptBytes: number;
  benchmarkIndex: number;
  firstPaintMs: number;
  largestPaintMs: number;
  blockingMs: number;
}

rmSync(summaryFile, { force: true });
const RUNS = 5;
const run = spawnSync('npx', ['playwright', 'test', '--grep', '@performance'], {
  cwd: import.meta.dirname,
  encoding: 'utf8',
  env: { ...process.env, LIGHTHOUSE_RUNS: String(RUNS) },
});
if (!existsSync(summaryFile)) {
  print(run.stdout.split('\n').slice(-40).join('\n'));
  throw new Error(`the Lighthouse audit ended (exit ${run.status}) without its summary`);
}
const scores = JSON.parse(readFileSync(summaryFile, 'utf8')) as Record<string, Record<'first' | 'repeat', Median>>;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

print(`Medians of ${RUNS} runs (Lighthouse 12, mobile: slow 4G, the processor 4 times slower than the host)`);
print(`${'page'.padEnd(12)}${'visit'.padEnd(8)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'JS sent'.padStart(10)}${'host index'.padStart(12)}${'first paint'.padStart(13)}${'largest'.padStart(9)}${'blocking'.padStart(10)}`);
for (const [page, visits] of Object.entries(scores)) {
  for (const [visit, found] of Object.entries(visits)) {
    const cells = [
      page.padEnd(12),
      visit.padEnd(8),
      found.performance.toFixed(2).padStart(6),
      found.accessibility.toFixed(2).padStart(6),
      `${(found.scriptBytes / 1024).toFixed(0)} KB`.padStart(10),
      String(Math.round(found.benchmarkIndex)).padStart(12),
      seconds(found.firstPaintMs).padStart(13),
      seconds(found.largestPaintMs).padStart(9),
      `${Math.round(found.blockingMs)} ms`.padStart(10),
    ];
    print(cells.join(''));
  }
}
print('Goal (issue 31): performance at least 0.9 on every page and visit, accessibility 1.0. Reports: e2e/test-results/lighthouse/.');
if (run.status !== 0) {
  print(`\nThe audit's own checks failed (exit ${run.status}); its last lines:`);
  print(run.stdout.split('\n').slice(-40).join('\n'));
}
