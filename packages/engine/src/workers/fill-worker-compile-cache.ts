import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { load } from './typescript-hooks.mjs';

/** Modules a document worker never loads: tests and declarations (test helpers sit in `test` folders). */
const NOT_LOADED = /\.(?:test|d)\.ts$/;

async function typescriptFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const found = await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'node_modules' ? [] : typescriptFiles(file);
      return entry.isFile() && file.endsWith('.ts') && !NOT_LOADED.test(file) ? [file] : [];
    }),
  );
  return found.flat().sort();
}

const notOurs = () => {
  throw new Error('Only TypeScript is compiled into the cache.');
};

/**
 * Compiles every TypeScript module under `folders` through the document worker's load hook, which keeps what it makes
 * in its cache (typescript-hooks.mjs): an install that is read-only when it runs (the Docker image's `/app`) fills it
 * while it is built, so its workers start without compiling (decision 84). Nothing is run. Returns the files compiled.
 */
export async function fillWorkerCompileCache(folders: string[]): Promise<string[]> {
  const files = (await Promise.all(folders.map(typescriptFiles))).flat();
  for (const file of files) await load(pathToFileURL(file).href, {}, notOurs);
  return files;
}
