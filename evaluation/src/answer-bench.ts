/**
 * `npm run bench` section: the built-in engine answering a lease's whole question bank (England), for leases of
 * 10, 50 and 200 pages, beside poppler's pdftotext reading the same PDFs (the cost of merely getting the text).
 *
 *   node --import tsx evaluation/src/answer-bench.ts
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { answerQuestions } from '@dd/engine';
import { extractPdfText } from '@dd/engine/documents';
import { CATALOGUE_SEED } from '@dd/server/catalogue/seed/index.ts';
import { seedQuestionBank } from '@dd/server/catalogue/seed/seed-question-bank.ts';
import { leasePages } from './bench-lease.ts';
import { renderDocumentPdf } from './render-document-pdf.ts';

const PDFTOTEXT = '/usr/bin/pdftotext';
const RUNS = 5;
const print = (line = '') => process.stdout.write(`${line}\n`);

async function median(work: () => Promise<unknown>): Promise<number> {
  const timings: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

const lease = CATALOGUE_SEED.find((type) => type.key === 'property-lease')!;
const questions = seedQuestionBank(lease, 'EN');
const folder = await mkdtemp(path.join(tmpdir(), 'dd-answer-bench-'));
const poppler = existsSync(PDFTOTEXT);
print(`Lease question bank (${questions.length} questions, England), median of ${RUNS} runs:`);
print(`${'pages'.padStart(5)} ${'answer all (ms)'.padStart(16)} ${'pdftotext (ms)'.padStart(15)}`);
try {
  for (const pages of [10, 50, 200]) {
    const bytes = await renderDocumentPdf(leasePages(pages), 'Lease');
    const file = path.join(folder, `lease-${pages}.pdf`);
    await writeFile(file, bytes);
    const document = await extractPdfText(bytes, { ocr: false });
    const citable = { pages: document.pages.map(({ page, text }) => ({ page, text })) };
    const answerMs = await median(() => answerQuestions({ document: citable, region: 'EN', questions }));
    const popplerMs = poppler ? await median(() => promisify(execFile)(PDFTOTEXT, ['-q', file, '-'])) : NaN;
    print(
      `${String(pages).padStart(5)} ${answerMs.toFixed(1).padStart(16)} ${(poppler ? popplerMs.toFixed(1) : 'n/a').padStart(15)}`,
    );
  }
  print('Goal: a 50-page document\'s whole question bank in under 200 ms.');
} finally {
  await rm(folder, { recursive: true, force: true });
}
