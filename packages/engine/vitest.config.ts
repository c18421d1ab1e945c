import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'training/**/*.test.ts'],
    // Three files at a time on two cores: a file waiting on its child processes (servers, document workers, OCR)
    // leaves its core to the others. Vitest's default leaves a core idle; on two cores that runs files one by one.
    maxWorkers: 3,
    // A worker keeps the modules it has loaded (pdf.js, tesseract.js, the readers and models) from one test file to the
    // next rather than importing them again for each file: 23 of the suite's 86 CPU-seconds. No file changes a module's
    // state for the next: each builds its own pools, engines and servers.
    isolate: false,
  },
});
