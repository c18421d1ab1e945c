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
    maxWorkers: 2,
    // Generous, as the server's: a busy machine has taken over 30 s to start an app on a fresh database.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
