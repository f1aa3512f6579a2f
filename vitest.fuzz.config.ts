import { defineConfig } from 'vitest/config';

// `npm run fuzz` (scripts/fuzz.mjs): the fuzz targets with a long budget, one test per target,
// no time limit, output printed as it comes. docs/reliability.md, "Fuzzing".
export default defineConfig({
  test: {
    include: ['test/fuzz/run.fuzz.ts'],
    testTimeout: 0,
    hookTimeout: 300_000,
    disableConsoleIntercept: true,
  },
});
