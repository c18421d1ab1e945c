import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { checkMantineStyles } from './check-mantine-styles.ts';
import { precompressAssets } from './precompress-assets.ts';

/** The API (and its realtime gateway) runs on port 3000 in development; the built app is served by it. */
const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), checkMantineStyles(), precompressAssets()],
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: true },
      '/realtime': { target: apiOrigin, changeOrigin: true, ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
