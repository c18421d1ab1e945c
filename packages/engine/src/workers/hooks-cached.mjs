import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
const dir = '/tmp/tscache-exp';
await mkdir(dir, { recursive: true });
export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !new URL(url).pathname.endsWith('.ts')) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const source = await readFile(file, 'utf8');
  const key = createHash('sha1').update(file).update(source).digest('hex');
  try { return { format: 'module', source: await readFile(`${dir}/${key}.js`, 'utf8'), shortCircuit: true }; } catch {}
  const { code } = await transform(source, { loader: 'ts', format: 'esm', target: 'node20', sourcemap: 'inline', sourcefile: file });
  await writeFile(`${dir}/${key}.js`, code);
  return { format: 'module', source: code, shortCircuit: true };
}
