import { defineConfig } from 'vitest/config';

// Vitest's defaults. The file is here so that `vitest` run in this folder does not take up the root config,
// which runs every workspace.
export default defineConfig({ test: {} });
