import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fillWorkerCompileCache } from './fill-worker-compile-cache.ts';
import { cachedFileOf } from './typescript-hooks.mjs';

const folder = mkdtempSync(path.join(tmpdir(), 'dd-worker-cache-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('fillWorkerCompileCache', () => {
  it('compiles every module a worker may load into the cache ahead, and no test or test helper', async () => {
    // Sources of this run's own, so no earlier run's cache already holds them.
    const stamp = `${process.pid}-${Date.now()}`;
    mkdirSync(path.join(folder, 'answers', 'test'), { recursive: true });
    const write = (file: string, name: string) => {
      writeFileSync(file, `export const ${name}: string = '${stamp}';\n`);
      return file;
    };
    const modules = [write(path.join(folder, 'read.ts'), 'read'), write(path.join(folder, 'answers', 'answer.ts'), 'answer')];
    const notLoaded = [write(path.join(folder, 'read.test.ts'), 'test'), write(path.join(folder, 'answers', 'test', 'helper.ts'), 'helper')];
    const kept = (file: string) => cachedFileOf(file, readFileSync(file, 'utf8'));
    expect([...modules, ...notLoaded].filter((file) => existsSync(kept(file)))).toEqual([]);

    const compiled = await fillWorkerCompileCache([folder]);

    expect(compiled).toEqual([...modules].sort());
    expect(modules.filter((file) => existsSync(kept(file)))).toEqual(modules);
    expect(readFileSync(kept(modules[1]!), 'utf8')).toContain(`const answer = "${stamp}"`);
    expect(notLoaded.filter((file) => existsSync(kept(file)))).toEqual([]);
  });
});
