import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

/**
 * Module hooks of a document worker: our TypeScript is compiled with esbuild and everything else loads as
 * Node loads it. tsx would do the first but also re-parse pdf.js (2.5 MB of JavaScript) at every worker start,
 * tripling start time and memory (docs/decisions/0006-isolated-document-workers.md).
 */
export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !new URL(url).pathname.endsWith('.ts')) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const { code } = await transform(await readFile(file, 'utf8'), {
    loader: 'ts',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    sourcefile: file,
  });
  return { format: 'module', source: code, shortCircuit: true };
}
