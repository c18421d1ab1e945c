import type { OutputBundle, OutputChunk } from 'rolldown';
import { parse } from 'regexparam';
import { parseAst, type Plugin } from 'vite';
import { largestFirst, startChunks, withStaticImports } from './preload-start-chunks.ts';
import { PAGE_CHUNKS_ELEMENT_ID, type PageChunks } from './src/app/preload-page-chunks.ts';

/** The app's page table, where each page is written `page('/address', access, () => import('./page.tsx')…)`. */
const PAGE_TABLE = /[\\/]src[\\/]app[\\/]app-routes\.tsx$/;

/** A page of the table: its address, as the router reads it, and the module its loader imports. */
export interface TablePage {
  path: string;
  module: string;
}

interface Node {
  type: string;
  [key: string]: unknown;
}

function* nodesOf(value: unknown): Generator<Node> {
  if (Array.isArray(value)) for (const item of value) yield* nodesOf(item);
  else if (value !== null && typeof value === 'object') {
    if (typeof (value as Node).type === 'string') yield value as Node;
    for (const child of Object.values(value)) yield* nodesOf(child);
  }
}

const stringValue = (node: unknown): string | null =>
  (node as Node | undefined)?.type === 'Literal' && typeof (node as Node).value === 'string' ? ((node as Node).value as string) : null;

/**
 * The pages of the table's source, in its order: each `page(…)` call's address and the module its loader imports
 * (as written, relative to the table). A call written otherwise fails the build, rather than leave its page out.
 */
export function pagesOfTable(source: string): TablePage[] {
  const calls = [...nodesOf(parseAst(source, { lang: 'tsx' }))].filter(
    (node) => node.type === 'CallExpression' && (node.callee as Node).type === 'Identifier' && (node.callee as Node).name === 'page',
  );
  return calls.map((call) => {
    const [path, , load] = call.arguments as Node[];
    const imported = [...nodesOf(load)].find((node) => node.type === 'ImportExpression');
    const page = { path: stringValue(path), module: stringValue(imported?.source) };
    if (page.path === null || page.module === null) {
      throw new Error("page-chunks-by-address: a page of the table is not written page('/address', access, () => import('./page.tsx')…)");
    }
    return page as TablePage;
  });
}

/**
 * Each page's address and the chunks its module needs that index.html does not preload already, in the table's
 * order; the largest first, as index.html lists the start's.
 */
export function pageChunks(bundle: OutputBundle, entry: OutputChunk, pages: readonly TablePage[]): PageChunks[] {
  const start = startChunks(bundle, entry);
  return pages.map(({ path, module }) => {
    const chunk = Object.values(bundle).find((output): output is OutputChunk => output.type === 'chunk' && output.facadeModuleId === module);
    if (!chunk) throw new Error(`page-chunks-by-address: no chunk holds the page module ${module}`);
    const { pattern } = parse(path);
    const files = [...withStaticImports(bundle, chunk.fileName)].filter((file) => !start.has(file));
    return { pattern: [pattern.source, pattern.flags], files: largestFirst(bundle, files).map((file) => `/${file}`) };
  });
}

/**
 * A first visit asks for its page's code with the app's rather than once the app has run. index.html lists every
 * page of the table with the chunks its module needs beyond the start's, which it preloads already; the entry adds
 * a modulepreload link for each chunk of the page it opens on (src/app/preload-page-chunks.ts). Without it the
 * page's chunk was asked for only once the app's code had loaded and run, and the chunks it imports only once it
 * had loaded in turn: two round trips more, one after the other, on a slow phone.
 */
export function pageChunksByAddress(): Plugin {
  let pages: TablePage[] = [];
  return {
    name: 'page-chunks-by-address',
    apply: 'build',
    // The table as written: its pages' addresses and imports are read before any other plugin has changed it.
    enforce: 'pre',
    async transform(source, id) {
      if (!PAGE_TABLE.test(id)) return null;
      pages = await Promise.all(
        pagesOfTable(source).map(async ({ path, module }) => {
          const resolved = await this.resolve(module, id);
          if (!resolved) this.error(`page-chunks-by-address: the page module ${module} of ${id} cannot be found`);
          return { path, module: resolved.id };
        }),
      );
      return null;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk }) => {
        if (!bundle || !chunk) return [];
        if (pages.length === 0) throw new Error('page-chunks-by-address: the build did not read the page table (src/app/app-routes.tsx)');
        const list = JSON.stringify(pageChunks(bundle, chunk as OutputChunk, pages));
        return [{ tag: 'script', attrs: { type: 'application/json', id: PAGE_CHUNKS_ELEMENT_ID }, children: list, injectTo: 'head' }];
      },
    },
  };
}
