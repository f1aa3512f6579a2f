import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The default run (`npm test`): about 6 minutes of CPU time, about 4 minutes on two idle cores;
// deep perft and long property runs live in test/deep and run with `npm run test:deep` (DEEP=1).
//
// One test file a core, not vitest's default of one fewer: on two cores that default is one
// worker, while many tests wait on processes they start (the CLI, builds, engines, Chromium).
// Measured at the end of issue 28 on two idle cores: the suite 4 min 51 s with one worker,
// 3 min 8 s with two, every test passing in both.
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
    maxWorkers: availableParallelism(),
  },
});
