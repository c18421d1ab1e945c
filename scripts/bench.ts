import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * `npm run bench`: every benchmark side by side in one run (PRODUCT.md §9). Each section prints its own
 * reference next to our figure, so the numbers read without context.
 */
const print = (line = '') => process.stdout.write(`${line}\n`);

function section(title: string, script: string, args: string[] = []) {
  print(`\n## ${title}\n`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { stdio: 'inherit' });
  if (result.status !== 0) print(`(${title} failed with exit code ${result.status})`);
}

/** The JavaScript a first visit downloads: the entry chunk and what index.html preloads. */
function webBundle() {
  print('\n## Web app: initial JavaScript\n');
  const dist = 'apps/web/dist';
  if (!existsSync(join(dist, 'index.html'))) {
    print('apps/web/dist is missing: run `npm run build -w @dd/web` first.');
    return;
  }
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  let total = 0;
  for (const file of initial) {
    const gzip = gzipSync(readFileSync(join(dist, file))).length;
    total += gzip;
    print(`${file.padEnd(50)} ${(gzip / 1024).toFixed(1).padStart(8)} KB gzip`);
  }
  const all = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js')).length;
  print(`${'initial total'.padEnd(50)} ${(total / 1024).toFixed(1).padStart(8)} KB gzip (goal < 200 KB; ${all} chunks in all)`);
}

const runs = process.argv.find((arg) => arg.startsWith('--runs=')) ?? '--runs=3';
section('Text extraction against pdftotext, and OCR', 'packages/engine/bench/extraction-bench.ts', [runs]);
section('Answering: a lease question bank, 10 to 200 pages, beside pdftotext', 'apps/server/src/evaluation/answer-bench.ts');
section('A case of ten leases: generate to ready, and read latency meanwhile', 'apps/server/src/cases/case-bench.ts');
section('Hostile files: service memory and health latency', 'e2e/hostile/hostile-bench.ts');
webBundle();
