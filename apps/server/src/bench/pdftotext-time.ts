import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const PDFTOTEXT = '/usr/bin/pdftotext';

/**
 * The benches' reference for reading alone: poppler's pdftotext reading the files one after another on one core,
 * each written to `dir` first (its writing not timed). Null when poppler-utils is not installed.
 */
export async function pdftotextTime(files: readonly { bytes: Uint8Array }[], dir: string): Promise<number | null> {
  if (!existsSync(PDFTOTEXT)) return null;
  const pdf = path.join(dir, 'reference.pdf');
  let total = 0;
  for (const file of files) {
    await writeFile(pdf, file.bytes);
    const started = performance.now();
    await promisify(execFile)(PDFTOTEXT, ['-layout', pdf, '-'], { maxBuffer: 256 * 1024 * 1024 });
    total += performance.now() - started;
  }
  return total;
}
