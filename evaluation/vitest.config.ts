import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The evaluation's tests that run the product (the annotations' accuracy, the pipeline's answers) start from the
    // server's migrated and seeded database template, as the server's own tests do.
    globalSetup: [require.resolve('@dd/server/db/pglite-template.global-setup.ts')],
    // As the root config: three files at a time on two cores.
    maxWorkers: 3,
    // As the engine's: a worker keeps the engine and the server it has loaded from one file to the next (15 of the
    // suite's 40 CPU-seconds); each file still opens its own database and app.
    isolate: false,
    // Generous, as the server's: a busy machine has taken over 30 s to start an app on a fresh database.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
