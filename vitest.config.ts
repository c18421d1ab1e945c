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
    // Three files at a time on two cores: a file waiting on its child processes (servers, document workers, OCR)
    // leaves its core to the others. Vitest's default leaves a core idle; on two cores that runs files one by one.
    maxWorkers: 3,
  },
});
