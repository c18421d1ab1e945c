import { defineConfig } from 'vitest/config';

/** `npm run test:hostile`: the hostile-file corpus against the API and the research host, as real processes. */
export default defineConfig({
  test: {
    include: ['hostile/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
