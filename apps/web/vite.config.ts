import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { checkMantineStyles } from './check-mantine-styles.ts';
import { MANTINE, mantineAtStart } from './mantine-at-start.ts';
import { mantineThemeStyles } from './mantine-theme-styles.ts';
import { pageChunksByAddress } from './page-chunks-by-address.ts';
import { precompressAssets } from './precompress-assets.ts';
import { preloadStartChunks } from './preload-start-chunks.ts';
import { stableMantineIds } from './stable-mantine-ids.ts';

/** The API (and its realtime gateway) runs on port 3000 in development; the built app is served by it. */
const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), stableMantineIds(), mantineThemeStyles(), preloadStartChunks(), pageChunksByAddress(), checkMantineStyles(), precompressAssets()],
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: true },
      '/realtime': { target: apiOrigin, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One stylesheet, the page's: the pages' own styles are a few KB, and a sheet added as a page's code arrives
    // makes the browser restyle the whole document and holds the page's render until it has loaded.
    cssCodeSplit: false,
    // index.html preloads the chunks the entry imports, and the entry those of the page it opens on
    // (page-chunks-by-address.ts). A page opened later has its chunks fetched by the browser as it reads the page's
    // code: Vite's helper would otherwise add a <link> per chunk from script as each page starts, which in traces of
    // the case page cost 12-15 ms of the start's longest task for files a repeat visit has cached.
    modulePreload: { resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and its DOM renderer, the first step of the start (main.tsx), as one file of their own: the groups
            // below take in what Mantine imports, React too, which would then come with Mantine in that first step.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            // Mantine in two files (mantine-at-start.ts): what every page's start needs, with what it imports, and
            // the rest, which the pages load with their code. As one file, every page's start downloaded and evaluated
            // Mantine's forms, tables and overlays before it could draw. Left to the bundler, Mantine was split by
            // which pages share each part into some forty files of 1-10 KB: a first visit asked for twenty of them
            // with the app and twenty more with its page, six at a time over HTTP/1.1, each a round trip on a slow
            // phone. Parts fewer than four chunks share stay with them.
            { name: 'mantine', test: mantineAtStart, priority: 2 },
            { name: 'mantine-pages', test: MANTINE, minShareCount: 4, priority: 1 },
          ],
        },
      },
    },
  },
});
