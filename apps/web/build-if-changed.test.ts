import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, buildInputsDigest, isBuildCurrent } from './build-if-changed.ts';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'dd-web-build-'));
  write('apps/web/src/main.tsx', 'render(<App />);');
  write('apps/web/src/main.test.tsx', 'it("renders", () => {});');
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/web/vite.config.ts', 'export default {};');
  write('packages/contracts/src/index.ts', 'export const A = 1;');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the web app built only when what it is built from changed', () => {
  it('gives the same digest for the same inputs, and another when a source, a contract, a plugin or the lock changes', () => {
    const first = buildInputsDigest(root);
    expect(buildInputsDigest(root)).toBe(first);
    for (const [path, text] of [
      ['apps/web/src/main.tsx', 'render(<App strict />);'],
      ['packages/contracts/src/index.ts', 'export const A = 2;'],
      ['apps/web/vite.config.ts', 'export default { base: "/" };'],
      ['package-lock.json', '{"lockfileVersion":3}'],
      ['apps/web/src/new-page.tsx', 'export {};'],
    ] as const) {
      const before = buildInputsDigest(root);
      write(path, text);
      expect(buildInputsDigest(root), path).not.toBe(before);
    }
  });

  it('ignores a change to a test, or to a file the build does not read', () => {
    const before = buildInputsDigest(root);
    write('apps/web/src/main.test.tsx', 'it("renders twice", () => {});');
    write('apps/server/src/main.ts', 'listen();');
    expect(buildInputsDigest(root)).toBe(before);
  });

  it('takes a build as current only when its stamp holds the digest and its page is there', () => {
    const webApp = join(root, 'apps/web');
    const digest = buildInputsDigest(root);
    expect(isBuildCurrent(webApp, digest)).toBe(false);
    write('apps/web/dist/index.html', '<html></html>');
    expect(isBuildCurrent(webApp, digest)).toBe(false);
    write(`apps/web/${BUILD_STAMP}`, `${digest}\n`);
    expect(isBuildCurrent(webApp, digest)).toBe(true);
    write('apps/web/src/main.tsx', 'render(<App changed />);');
    expect(isBuildCurrent(webApp, buildInputsDigest(root))).toBe(false);
    rmSync(join(webApp, 'dist', 'index.html'));
    expect(isBuildCurrent(webApp, digest)).toBe(false);
  });
});
