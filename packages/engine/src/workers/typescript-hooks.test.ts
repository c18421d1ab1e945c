import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { load } from './typescript-hooks.mjs';

const folder = mkdtempSync(path.join(tmpdir(), 'dd-worker-hooks-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const nextLoad = vi.fn(async () => ({ format: 'module' as const, source: 'passed on' }));

describe("a document worker's TypeScript hooks", () => {
  it('compiles a module, and compiles it again once its source changes: the code kept for the old source is never run', async () => {
    const file = path.join(folder, 'answer.ts');
    writeFileSync(file, 'export const answer: number = 1;\n');

    const first = await load(pathToFileURL(file).href, {}, nextLoad);
    // The second load of the same source is the kept one, and the same.
    expect(await load(pathToFileURL(file).href, {}, nextLoad)).toEqual(first);
    writeFileSync(file, 'export const answer: number = 2;\n');
    const changed = await load(pathToFileURL(file).href, {}, nextLoad);

    expect(first).toMatchObject({ format: 'module', shortCircuit: true, source: expect.stringContaining('const answer = 1;') });
    expect(changed.source).toContain('const answer = 2;');
    expect(changed.source).not.toContain('answer = 1');
    expect(nextLoad).not.toHaveBeenCalled();
  });

  it('leaves JavaScript and built-in modules to Node', async () => {
    expect(await load('node:fs', {}, nextLoad)).toEqual({ format: 'module', source: 'passed on' });
    expect(await load(pathToFileURL(path.join(folder, 'plain.mjs')).href, {}, nextLoad)).toEqual({ format: 'module', source: 'passed on' });
  });
});
