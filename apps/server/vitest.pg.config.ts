import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

// Set here, in the main process, so the global setup and every test worker see the same server.
process.env.TEST_DATABASE_URL ??= 'postgres://postgres:postgres@localhost:5432/postgres';

/**
 * The same suite against a PostgreSQL server (each test file creates, migrates and drops its own database), and
 * the `*.pg-test.ts` files that need one: several processes sharing a database, which PGlite cannot do.
 */
export default mergeConfig(
  base,
  defineConfig({ test: { include: ['src/**/*.pg-test.ts'], env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL } } }),
);
