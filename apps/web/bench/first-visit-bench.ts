import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Manifest } from 'vite';

/**
 * What a first visit to each audited page transfers: the app's start (index.html's script, what it preloads,
 * the stylesheet) and the page's own chunks, compressed as the server sends them (brotli, or gzip for a browser
 * without it). The goal of issue 11 is initial JavaScript under 200 KB gzip.
 */
const webRoot = join(import.meta.dirname, '..');
const PAGES = {
  login: 'src/features/auth/login-page.tsx',
  home: 'src/features/home/home-page.tsx',
  workflow: 'src/features/upload-workflow/new-due-diligence-page.tsx',
  case: 'src/features/cases/case-page.tsx',
} as const;

const outDir = mkdtempSync(join(tmpdir(), 'dd-web-bench-'));
try {
  await build({ root: webRoot, logLevel: 'silent', build: { outDir, emptyOutDir: true, manifest: true } });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

  /** The chunks a module needs before it runs: itself and its static imports, transitively. */
  const closure = (key: string, found = new Set<string>()): Set<string> => {
    if (found.has(key)) return found;
    found.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, found);
    return found;
  };
  const files = (keys: Iterable<string>) => new Set([...keys].map((key) => manifest[key]!.file));
  /** A file as the server sends it: the build's brotli or gzip copy, or the file itself when too small for one. */
  const sent = (file: string, encoding: 'br' | 'gz') => {
    const compressed = join(outDir, `${file}.${encoding}`);
    return readFileSync(existsSync(compressed) ? compressed : join(outDir, file)).length;
  };
  const sizes = (chunks: Iterable<string>) => {
    let raw = 0;
    let brotli = 0;
    let gzip = 0;
    for (const file of chunks) {
      raw += readFileSync(join(outDir, file)).length;
      brotli += sent(file, 'br');
      gzip += sent(file, 'gz');
    }
    return { raw, brotli, gzip };
  };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);
  const row = (label: string, size: { raw: number; brotli: number; gzip: number }) =>
    process.stdout.write(`${label.padEnd(44)} ${kb(size.raw)} ${kb(size.brotli)} ${kb(size.gzip)}\n`);

  // The entry starts the app through dynamic imports (src/main.tsx), which index.html preloads: they are the start too.
  const start = files([...closure('index.html'), ...(manifest['index.html']?.dynamicImports ?? []).flatMap((key) => [...closure(key)])]);
  process.stdout.write(`${'JavaScript'.padEnd(44)} ${'raw'.padStart(10)} ${'brotli'.padStart(10)} ${'gzip'.padStart(10)}\n`);
  row(`the app's start (${start.size} files)`, sizes(start));
  for (const [name, source] of Object.entries(PAGES)) {
    const page = [...files(closure(source))].filter((file) => !start.has(file));
    row(`${name}: start + page (${page.length} more files)`, sizes([...start, ...page]));
  }
  // One stylesheet for the whole app (vite.config.ts's cssCodeSplit), listed in the manifest as style.css.
  const css = [manifest['style.css']?.file ?? '', ...(manifest['index.html']?.css ?? [])].filter(Boolean);
  row('stylesheet', sizes(css));
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
