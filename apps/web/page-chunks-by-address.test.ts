import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'regexparam';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { matchRoute } from 'wouter';
import { pageChunks, pagesOfTable } from './page-chunks-by-address.ts';

const table = readFileSync(join(import.meta.dirname, 'src', 'app', 'app-routes.tsx'), 'utf8');

const chunk = (fileName: string, fields: Partial<OutputChunk> = {}): OutputChunk =>
  ({ type: 'chunk', fileName, code: '', imports: [], dynamicImports: [], facadeModuleId: null, ...fields }) as OutputChunk;

describe("the pages of the app's table", () => {
  it('are read with their addresses and modules, in the order the router tries them', () => {
    const pages = pagesOfTable(table);
    expect(pages[0]).toEqual({ path: '/login', module: '../features/auth/login-page.tsx' });
    expect(pages).toContainEqual({ path: '/due-diligence/new', module: '../features/upload-workflow/new-due-diligence-page.tsx' });
    expect(pages).toContainEqual({ path: '/cases/:caseId', module: '../features/cases/case-page.tsx' });
    expect(pages).toHaveLength(table.match(/^\s+page\(/gm)!.length);
  });

  it('fail the build when a page is written otherwise, rather than leave it out', () => {
    expect(() => pagesOfTable("const pages = [page(CASE_PATH, 'signed-in', loadCase)];")).toThrow(/not written page/);
  });
});

describe("the chunks index.html lists for each page's first visit", () => {
  const entry = chunk('assets/index.js', { dynamicImports: ['assets/start-app.js'] });
  const bundle = {
    'assets/index.js': entry,
    'assets/start-app.js': chunk('assets/start-app.js', { imports: ['assets/index.js', 'assets/mantine.js'] }),
    'assets/mantine.js': chunk('assets/mantine.js'),
    'assets/case-page.js': chunk('assets/case-page.js', {
      facadeModuleId: '/app/src/features/cases/case-page.tsx',
      code: 'x'.repeat(300),
      imports: ['assets/start-app.js', 'assets/mantine.js', 'assets/small.js', 'assets/large.js'],
    }),
    'assets/small.js': chunk('assets/small.js', { code: 'x'.repeat(100) }),
    'assets/large.js': chunk('assets/large.js', { code: 'x'.repeat(900), imports: ['assets/mantine.js'] }),
  } as OutputBundle;
  const [listed] = pageChunks(bundle, entry, [{ path: '/cases/:caseId', module: '/app/src/features/cases/case-page.tsx' }]);

  it("are the page's chunk and those it imports beyond the start's, the largest first", () => {
    expect(listed!.files).toEqual(['/assets/large.js', '/assets/case-page.js', '/assets/small.js']);
  });

  it("match an address as the router does", () => {
    const [source, flags] = listed!.pattern;
    for (const address of ['/cases/case-1', '/cases/case-1/', '/CASES/case-1', '/cases', '/cases/case-1/export', '/casesx/1']) {
      expect(new RegExp(source, flags).test(address), address).toBe(matchRoute(parse, '/cases/:caseId', address)[0]);
    }
  });
});
