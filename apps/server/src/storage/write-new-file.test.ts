import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeNewFile } from './write-new-file.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dd-new-file-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('writeNewFile', () => {
  it('creates the file whole with the mode asked for, and leaves nothing else beside it', async () => {
    const file = path.join(dir, 'key');
    expect(await writeNewFile(file, 'first\n')).toBe(true);
    expect(await readFile(file, 'utf8')).toBe('first\n');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(dir)).toEqual(['key']);
  });

  it('never replaces a file that is already there, and says so', async () => {
    const file = path.join(dir, 'key');
    await writeNewFile(file, 'first\n');
    expect(await writeNewFile(file, 'second\n')).toBe(false);
    expect(await readFile(file, 'utf8')).toBe('first\n');
    expect(await readdir(dir)).toEqual(['key']);
  });

  it('lets exactly one of many writers at the same moment win', async () => {
    const file = path.join(dir, 'key');
    const results = await Promise.all(Array.from({ length: 16 }, (_, index) => writeNewFile(file, `writer ${index}\n`)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await readFile(file, 'utf8')).toBe(`writer ${results.indexOf(true)}\n`);
    expect(await readdir(dir)).toEqual(['key']);
  });
});
