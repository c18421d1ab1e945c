import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/db/pglite-template.global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
