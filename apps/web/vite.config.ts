import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { checkMantineStyles } from './check-mantine-styles.ts';
import { mantineThemeStyles } from './mantine-theme-styles.ts';
import { precompressAssets } from './precompress-assets.ts';
import { preloadStartChunks } from './preload-start-chunks.ts';
import { stableMantineIds } from './stable-mantine-ids.ts';

/** The API (and its realtime gateway) runs on port 3000 in development; the built app is served by it. */
const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), stableMantineIds(), mantineThemeStyles(), preloadStartChunks(), checkMantineStyles(), precompressAssets()],
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
    // index.html preloads the chunks the entry imports. A page's chunks are fetched by the browser as it reads the
    // page's code: Vite's helper would otherwise add a <link> per chunk from script as each page starts, which in
    // traces of the case page cost 12-15 ms of the start's longest task for files a repeat visit has cached.
    modulePreload: { resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []) },
  },
});
