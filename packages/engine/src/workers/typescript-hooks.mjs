import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const esbuildPackage = createRequire(import.meta.url).resolve('esbuild/package.json');
// Beside the other tools' caches in node_modules, which the installing user owns: never a shared temp folder, where
// another account could leave code for a worker to run.
const CACHE = path.join(path.dirname(path.dirname(esbuildPackage)), '.cache', 'dd-document-worker', JSON.parse(await readFile(esbuildPackage, 'utf8')).version);

let esbuild;
const OPTIONS = { loader: 'ts', format: 'esm', target: 'node20', sourcemap: 'inline' };

/**
 * Module hooks of a document worker: our TypeScript is compiled with esbuild and everything else loads as
 * Node loads it. tsx would do the first but also re-parse pdf.js (2.5 MB of JavaScript) at every worker start,
 * tripling start time and memory (docs/decisions/0006-isolated-document-workers.md). What esbuild made is kept in
 * node_modules/.cache by the source's digest, so a worker started later (after 5,000 pages, after a quiet spell)
 * loads it without starting esbuild's service again. Where that folder cannot be written (a read-only install), each
 * worker compiles as before.
 */
export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !new URL(url).pathname.endsWith('.ts')) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const source = await readFile(file, 'utf8');
  const cached = cachedFileOf(file, source);
  const kept = await readFile(cached, 'utf8').catch(() => null);
  if (kept !== null) return { format: 'module', source: kept, shortCircuit: true };
  esbuild ??= await import('esbuild');
  const { code } = await esbuild.transform(source, { ...OPTIONS, sourcefile: file });
  await keep(cached, code).catch(() => undefined);
  return { format: 'module', source: code, shortCircuit: true };
}

/** Where the code compiled from `source`, read from `file`, is kept: by the digest of esbuild's options, the path and the source. */
export const cachedFileOf = (file, source) =>
  path.join(CACHE, `${createHash('sha256').update(JSON.stringify(OPTIONS)).update(file).update('\0').update(source).digest('hex')}.js`);

/** Written aside and renamed, so a worker starting at the same moment never reads half a file. */
async function keep(cached, code) {
  await mkdir(CACHE, { recursive: true });
  const partial = `${cached}.${process.pid}.partial`;
  await writeFile(partial, code);
  await rename(partial, cached);
}
