import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Esbuild from 'esbuild';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fillWorkerCompileCache } from './fill-worker-compile-cache.ts';
import { load } from './typescript-hooks.mjs';

const transform = vi.hoisted(() => vi.fn());
vi.mock('esbuild', async (importOriginal) => {
  const esbuild = await importOriginal<typeof Esbuild>();
  return { ...esbuild, transform: (...args: Parameters<typeof Esbuild.transform>) => (transform(args[1]?.sourcefile), esbuild.transform(...args)) };
});

const folder = mkdtempSync(path.join(tmpdir(), 'dd-worker-cache-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('fillWorkerCompileCache', () => {
  it('compiles every module a worker may load ahead, so a worker loading one later compiles nothing', async () => {
    // A source of this run's own, so no earlier run's cache already holds it.
    const stamp = `${process.pid}-${Date.now()}`;
    mkdirSync(path.join(folder, 'answers', 'test'), { recursive: true });
    const modules = [path.join(folder, 'read.ts'), path.join(folder, 'answers', 'answer.ts')];
    writeFileSync(modules[0]!, `export const read: string = '${stamp}';\n`);
    writeFileSync(modules[1]!, `export const answer: string = '${stamp}';\n`);
    writeFileSync(path.join(folder, 'read.test.ts'), `export const test: string = '${stamp}';\n`);
    writeFileSync(path.join(folder, 'answers', 'test', 'helper.ts'), `export const helper: string = '${stamp}';\n`);

    const compiled = await fillWorkerCompileCache([folder]);

    expect(compiled).toEqual([...modules].sort());
    expect(transform.mock.calls.map(([file]) => file).sort()).toEqual([...modules].sort());
    transform.mockClear();
    const loaded = await load(pathToFileURL(modules[1]!).href, {}, () => {
      throw new Error('not ours');
    });
    expect(loaded.source).toContain(`const answer = "${stamp}"`);
    expect(transform).not.toHaveBeenCalled();
  });
});
