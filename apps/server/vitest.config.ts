import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/db/pglite-template.global-setup.ts'],
    // Vitest leaves one core to itself by default, which on a two-core machine means running files one by one;
    // most of a file's time here is PGlite and argon2 work in the worker, so both cores pay off.
    maxWorkers: 2,
    // A worker keeps its loaded modules (Fastify, PGlite, pdf.js, the app) from one test file to the next
    // instead of importing them again for each file, which cost about a second a file. Each file still builds
    // its own app on its own database, so no file sees another's data.
    isolate: false,
    // Generous, so the suite passes on a machine busy with other work: an app on a fresh database has taken over
    // 30 s to start there. A hang still fails; tests that start processes set their own limits (server-process.ts).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
