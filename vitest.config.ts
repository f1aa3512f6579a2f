import { defineConfig } from 'vitest/config';

// The default run (`npm test`): about 6 minutes of CPU time, a little over 3 minutes on two idle
// cores; deep perft and long property runs live in test/deep and run with `npm run test:deep`
// (DEEP=1).
//
// The time limits are there to end a hang, not to measure speed: a busy machine stretches every
// test (at a load of 14 on two cores, the slowest test of test/node-parallel.test.ts took 48 s,
// near the old 60 s limit), so they are five minutes, far above any test on a loaded machine.
const deep = process.env.DEEP === '1';

export default defineConfig({
  test: {
    include: deep ? ['test/deep/**/*.test.ts'] : ['test/**/*.test.ts'],
    exclude: deep ? [] : ['test/deep/**'],
    testTimeout: deep ? 0 : 300_000,
    hookTimeout: deep ? 0 : 300_000,
  },
});
