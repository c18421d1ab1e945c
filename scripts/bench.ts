import { spawnSync } from 'node:child_process';

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

const runs = process.argv.find((arg) => arg.startsWith('--runs=')) ?? '--runs=3';
section('Text extraction against pdftotext, and OCR', 'packages/engine/bench/extraction-bench.ts', [runs]);
section('Answering: a lease question bank, 10 to 200 pages, beside pdftotext', 'evaluation/src/answer-bench.ts');
section('The LLM engine: calls and tokens for a lease question bank, batched beside one call per question', 'evaluation/src/llm-answer-bench.ts');
section('A case of ten leases: generate to ready, and read latency meanwhile', 'apps/server/src/cases/case-bench.ts');
section('Real matters: twenty CUAD contracts, and 200 documents, generate to ready beside pdftotext', 'evaluation/src/matter-bench.ts');
section('A data room of 100 files as one ZIP: request to every file staged, beside pdftotext', 'evaluation/src/archive-bench.ts');
section('Authenticated reads under load: account, questions, cases (autocannon, 10 connections)', 'apps/server/src/bench/api-read-bench.ts');
section('Hostile files: service memory and health latency', 'e2e/hostile/hostile-bench.ts');
section('Web app: what a first visit to each audited page transfers', 'apps/web/bench/first-visit-bench.ts');
section('Web app: Lighthouse mobile on login, home, the workflow and a case of 250 answers, beside a page of plain HTML', 'e2e/lighthouse-bench.ts');
