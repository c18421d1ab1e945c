import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'training/**/*.test.ts'],
    // Vitest leaves a core to itself by default: on a two-core machine that runs the files one by one.
    maxWorkers: 2,
  },
});
