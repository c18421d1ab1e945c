import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** A chunk's static imports, and theirs, in the order a browser would need them. */
function withStaticImports(bundle: OutputBundle, fileName: string, found = new Set<string>()): Set<string> {
  if (found.has(fileName)) return found;
  found.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) withStaticImports(bundle, imported, found);
  return found;
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
        const files = new Set<string>();
        for (const imported of entry.dynamicImports) withStaticImports(bundle, imported, files);
        // Vite lists the entry's own imports already.
        return [...files].filter((file) => !entry.imports.includes(file)).map(
          (file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' }),
        );
      },
    },
  };
}
