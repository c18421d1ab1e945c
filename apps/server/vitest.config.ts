import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/db/pglite-template.global-setup.ts'],
    // Vitest leaves one core to itself by default, which on a two-core machine means running files one by one;
    // most of a file's time here is PGlite and argon2 work in the worker, so both cores pay off.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
