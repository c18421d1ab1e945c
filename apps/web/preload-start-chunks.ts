import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** A chunk's static imports, and theirs, in the order a browser would need them. */
export function withStaticImports(bundle: OutputBundle, fileName: string, found = new Set<string>()): Set<string> {
  if (found.has(fileName)) return found;
  found.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) withStaticImports(bundle, imported, found);
  return found;
}

/**
 * The largest first: a browser fetches six files at a time from a server over HTTP/1.1, and the largest take the
 * longest, so they should not wait for a free connection behind files of a few hundred bytes.
 */
export const largestFirst = (bundle: OutputBundle, files: Iterable<string>) =>
  [...files].sort((a, b) => size(bundle, b) - size(bundle, a));

function size(bundle: OutputBundle, file: string): number {
  const output = bundle[file];
  return output?.type === 'chunk' ? output.code.length : 0;
}

/** The chunks index.html loads for every page: the entry, its static imports, and the start it imports. */
export function startChunks(bundle: OutputBundle, entry: OutputChunk): Set<string> {
  const files = withStaticImports(bundle, entry.fileName);
  for (const imported of entry.dynamicImports) withStaticImports(bundle, imported, files);
  return files;
}

/**
 * What no page needs before it has drawn: zod, which only the forms and the stored workflow draft parse with, and
 * Mantine's tables, forms and overlays with floating-ui (mantine-at-start.ts), which only pages draw.
 */
const NOT_AT_START = /[\\/]node_modules[\\/](zod|@floating-ui|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Checkbox|Combobox|Menu|Modal|Popover|ScrollArea|Table|Tooltip))[\\/]/;

/**
 * The modules of the start's chunks that should not be there: every page downloads and evaluates the start, and zod
 * there (by a shared module that mixed plain constants with a schema) added 23 KB to every page's first visit; a
 * Mantine component the shell uses and mantine-at-start.ts does not list brings the pages' Mantine file, 116 KB.
 */
export function unwantedAtStart(bundle: OutputBundle, start: Iterable<string>): string[] {
  return [...start].flatMap((file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? chunk.moduleIds.filter((id) => NOT_AT_START.test(id)).map((id) => `${file}: ${id}`) : [];
  });
}

/**
 * The entry (main.tsx) starts the app by importing React's DOM renderer and then the rest, so each is evaluated in a
 * task of its own; being dynamic imports, neither would be fetched before the entry runs. This lists both, with what
 * they import, as `modulepreload` links in index.html: the browser fetches them alongside the entry, as it did when
 * they were static imports.
 */
export function preloadStartChunks(): Plugin {
  return {
    name: 'preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk }) => {
        if (!bundle || !chunk) return [];
        const entry = chunk as OutputChunk;
        const start = startChunks(bundle, entry);
        const unwanted = unwantedAtStart(bundle, start);
        if (unwanted.length > 0) throw new Error(`The app's start would load what no page needs first (import it where it is used):\n${unwanted.join('\n')}`);
        // Vite lists the entry and its own imports already.
        const preloaded = [...start].filter((file) => file !== entry.fileName && !entry.imports.includes(file));
        return largestFirst(bundle, preloaded).map(
          (file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' }),
        );
      },
    },
  };
}
