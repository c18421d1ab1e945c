import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/db/pglite-template.global-setup.ts'],
    // Three files at a time on two cores: a file waiting on its child processes (servers, document workers, OCR)
    // leaves its core to the others. Vitest's default leaves a core idle; on two cores that runs files one by one.
    maxWorkers: 3,
    // A worker keeps its loaded modules (Fastify, PGlite, pdf.js, the app) from one test file to the next
    // instead of importing them again for each file, which cost about a second a file. Each file still builds
    // its own app on its own database, so no file sees another's data.
    isolate: false,
    // Generous, so the suite passes on a machine busy with other work: an app on a fresh database has taken over
    // 30 s to start there, and a ZIP sent to a case, read in a document worker, over 60 s on PostgreSQL beside the
    // browser journeys. A hang still fails; tests that start processes set their own limits (server-process.ts).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
