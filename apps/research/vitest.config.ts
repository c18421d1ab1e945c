import { defineConfig } from 'vitest/config';

// The file is here so that `vitest` run in this folder does not take up the root config, which runs every
// workspace. The routes read documents in worker processes the pool starts on demand: on a machine busy with other
// work a first read has taken over Vitest's default 5 s, so the limits are generous (a hang still fails).
export default defineConfig({ test: { testTimeout: 180_000, hookTimeout: 120_000 } });
