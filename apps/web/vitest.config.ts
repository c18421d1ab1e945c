import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    // Vitest leaves a core to itself by default: on a two-core machine that runs the files one by one.
    maxWorkers: 2,
    // A worker keeps its jsdom and its loaded modules (Mantine, React, the app) from one test file to the next
    // instead of building them again for each file, which took most of the suite's time. Each test renders
    // its own app with its own query client, and the setup file clears the page, the toasts, local storage,
    // stubbed globals and object URLs after every test, so no file sees another's state.
    isolate: false,
  },
});
