import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const workspace = (folder: string) => fileURLToPath(new URL(folder, import.meta.url));

/**
 * `npm run test:unit`: every workspace's suite in one Vitest process, each by its own config, sharing one pool
 * of workers. Vitest starts once rather than five times, and the cores stay busy from the first file to the
 * last instead of idling while each workspace finishes its slowest file. `npm test -w <workspace>` still runs
 * one workspace alone.
 */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/http-kit', 'packages/engine', 'apps/server', 'apps/research', 'apps/web', 'evaluation'].map(workspace),
    // Vitest leaves a core to itself by default: on a two-core machine that runs the files one by one.
    maxWorkers: 2,
  },
});
