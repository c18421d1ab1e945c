/**
 * Text extraction throughput against poppler's pdftotext on the same files, and OCR time per page.
 *
 *   node --import tsx packages/engine/bench/extraction-bench.ts [--runs=N] [dirs…]
 *
 * Default dirs: ../shared/eval/cuad/contracts and ../shared/eval/cuad-unlabelled, relative to the repo root.
 * With --runs=N each file is timed N times and the median kept, which steadies numbers on a busy machine.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { extractPdfText } from '../src/extract-pdf-text.ts';
import { buildPdf } from '../src/test/build-pdf.ts';
import { drawScannedPage } from '../src/test/draw-scanned-page.ts';

const PDFTOTEXT = '/usr/bin/pdftotext';
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const defaultDirs = ['../shared/eval/cuad/contracts', '../shared/eval/cuad-unlabelled'];
const run = promisify(execFile);
const print = (line = '') => process.stdout.write(`${line}\n`);

interface Row {
  file: string;
  pages: number;
  oursMs: number;
  popplerMs: number;
}

async function time<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

async function medianTime<T>(work: () => Promise<T>, runs: number): Promise<[T, number]> {
  const timings: number[] = [];
  let result: T | undefined;
  for (let i = 0; i < runs; i++) {
    const [value, ms] = await time(work);
    result = value;
    timings.push(ms);
  }
  timings.sort((a, b) => a - b);
  return [result as T, timings[Math.floor(timings.length / 2)]!];
}

const perSecond = (pages: number, ms: number) => (ms > 0 ? (pages * 1000) / ms : 0);
const cell = (value: string | number, width: number) => String(value).padStart(width);

function printRow(name: string, pages: number, oursMs: number, popplerMs: number) {
  print(
    [
      name.padEnd(40),
      cell(pages, 5),
      cell(oursMs.toFixed(0), 8),
      cell(perSecond(pages, oursMs).toFixed(1), 8),
      cell(popplerMs.toFixed(0), 8),
      cell(perSecond(pages, popplerMs).toFixed(1), 8),
      cell((oursMs / popplerMs).toFixed(2), 6),
    ].join(' '),
  );
}

function pdfFiles(dirs: string[]): string[] {
  const files: string[] = [];
  for (const dir of dirs) {
    const path = resolve(repoRoot, dir);
    if (!existsSync(path)) {
      print(`Skipping ${dir}: not found at ${path}`);
      continue;
    }
    for (const name of readdirSync(path).sort()) if (name.toLowerCase().endsWith('.pdf')) files.push(join(path, name));
  }
  return files;
}

async function benchTextLayer(files: string[], runs: number): Promise<void> {
  const [first] = files;
  if (!first) return;
  // Warm up the JIT and pdf.js's lazily loaded worker code so the first file is not charged for it.
  await extractPdfText(new Uint8Array(readFileSync(first)), { ocr: false });
  await run(PDFTOTEXT, ['-q', first, '-'], { maxBuffer: 256 * 1024 * 1024 });

  print(
    `Text layer: extractPdfText (ocr off) against pdftotext, wall time per file (median of ${runs}), pdftotext including its start-up`,
  );
  print(
    ['file'.padEnd(40), cell('pages', 5), cell('ours ms', 8), cell('pages/s', 8), cell('poppler', 8), cell('pages/s', 8), cell('ratio', 6)].join(' '),
  );
  const rows: Row[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(readFileSync(file));
    const [document, oursMs] = await medianTime(() => extractPdfText(bytes, { ocr: false }), runs);
    const [, popplerMs] = await medianTime(() => run(PDFTOTEXT, ['-q', file, '-'], { maxBuffer: 256 * 1024 * 1024 }), runs);
    const row = { file: file.split('/').pop()!, pages: document.pageCount, oursMs, popplerMs };
    rows.push(row);
    printRow(row.file, row.pages, row.oursMs, row.popplerMs);
  }
  const pages = rows.reduce((sum, row) => sum + row.pages, 0);
  const oursMs = rows.reduce((sum, row) => sum + row.oursMs, 0);
  const popplerMs = rows.reduce((sum, row) => sum + row.popplerMs, 0);
  printRow(`TOTAL (${rows.length} files)`, pages, oursMs, popplerMs);
  print(`Ratio above 1 means extractPdfText is slower than pdftotext; the goal is at most 2.`);
}

async function benchOcr(): Promise<void> {
  const lines = Array.from(
    { length: 24 },
    (_, i) => `${i + 1}. The Tenant shall keep the Premises in good repair and condition throughout the Term.`,
  );
  const scan = drawScannedPage(lines, { fontSize: 26 });
  const pages = 3;
  const pdf = await buildPdf((doc) => {
    for (let n = 0; n < pages; n++) {
      if (n > 0) doc.addPage();
      doc.image(scan, 0, 0, { width: doc.page.width, height: doc.page.height });
    }
  });
  const [document, ms] = await time(() => extractPdfText(pdf));
  const words = document.pages[0]!.text.split(/\s+/).length;
  print();
  print(`OCR: ${document.ocrPages.length} generated scanned A4 pages (${lines.length} lines, ~${words} words each)`);
  print(`  ${(ms / 1000).toFixed(2)} s in all, ${(ms / 1000 / pages).toFixed(2)} s a page (tesseract worker start-up included)`);
}

const args = process.argv.slice(2);
const runs = Math.max(1, Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1) || 1);
const dirs = args.filter((arg) => !arg.startsWith('--'));
await benchTextLayer(pdfFiles(dirs.length > 0 ? dirs : defaultDirs), runs);
await benchOcr();
