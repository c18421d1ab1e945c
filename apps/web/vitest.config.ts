import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    // Three files at a time on two cores: a file waiting on its child processes (servers, document workers, OCR)
    // leaves its core to the others. Vitest's default leaves a core idle; on two cores that runs files one by one.
    maxWorkers: 3,
    // A worker keeps its jsdom and its loaded modules (Mantine, React, the app) from one test file to the next
    // instead of building them again for each file, which took most of the suite's time. Each test renders
    // its own app with its own query client, and the setup file clears the page, the toasts, local storage,
    // stubbed globals and object URLs after every test, so no file sees another's state.
    isolate: false,
    // A test here draws a whole page in jsdom (a case's page, with its rows and dialogs): 0.5-3 s alone, and up to 6 s
    // while the server's suites run beside it in `npm test` on two cores, past Vitest's default 5 s.
    testTimeout: 15_000,
  },
});
