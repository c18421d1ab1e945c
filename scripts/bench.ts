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

/**
 * What a first visit transfers: the entry's JavaScript and what index.html preloads, and the CSS, as the server
 * sends them (the build's brotli files; gzip beside them for browsers without brotli).
 */
function webBundle() {
  print('\n## Web app: what a first visit transfers\n');
  const dist = 'apps/web/dist';
  if (!existsSync(join(dist, 'index.html'))) {
    print('apps/web/dist is missing: run `npm run build -w @dd/web` first.');
    return;
  }
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  const size = (file: string, encoding: 'br' | 'gz') =>
    existsSync(join(dist, `${file}.${encoding}`)) ? readFileSync(join(dist, `${file}.${encoding}`)).length : gzipSync(readFileSync(join(dist, file))).length;
  let js = 0;
  print(`${'file'.padEnd(50)} ${'raw'.padStart(10)} ${'brotli'.padStart(10)} ${'gzip'.padStart(10)}`);
  for (const file of initial) {
    const raw = readFileSync(join(dist, file)).length;
    if (file.endsWith('.js')) js += size(file, 'br');
    print(`${file.padEnd(50)} ${(raw / 1024).toFixed(1).padStart(7)} KB ${(size(file, 'br') / 1024).toFixed(1).padStart(7)} KB ${(size(file, 'gz') / 1024).toFixed(1).padStart(7)} KB`);
  }
  const all = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js')).length;
  print(`${'initial JavaScript transferred'.padEnd(50)} ${(js / 1024).toFixed(1).padStart(18)} KB brotli (goal < 200 KB gzip; ${all} chunks in all)`);
}

const runs = process.argv.find((arg) => arg.startsWith('--runs=')) ?? '--runs=3';
section('Text extraction against pdftotext, and OCR', 'packages/engine/bench/extraction-bench.ts', [runs]);
section('Answering: a lease question bank, 10 to 200 pages, beside pdftotext', 'apps/server/src/evaluation/answer-bench.ts');
section('A case of ten leases: generate to ready, and read latency meanwhile', 'apps/server/src/cases/case-bench.ts');
section('Hostile files: service memory and health latency', 'e2e/hostile/hostile-bench.ts');
webBundle();
