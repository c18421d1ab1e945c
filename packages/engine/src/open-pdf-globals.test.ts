import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * pdf.js's legacy build carries core-js, which puts its own JavaScript in place of built-ins it finds lacking. Two it
 * replaced in Node 20 were on every hot path of a document worker: Array.prototype.push (for lengths past 2**32)
 * and JSON.stringify (for JSON.rawJSON). patches/pdfjs-dist+*.patch keeps the engine's; reading a PDF must not
 * swap them, in a fresh process where nothing else has loaded pdf.js.
 */
describe('pdf.js and the built-ins', () => {
  it('leaves Array.prototype.push and JSON.stringify native once a PDF is read', async () => {
    const script = fileURLToPath(new URL('./test/report-pdfjs-globals.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script]);
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({ push: true, stringify: true });
  }, 60_000);
});
