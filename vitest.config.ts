import { defineConfig } from 'vitest/config';

// The default run (`npm test`) stays well under ten minutes on 2 cores; deep perft and long
// property runs live in test/deep and run with `npm run test:deep` (DEEP=1).
const deep = process.env.DEEP === '1';

export default defineConfig({
  test: {
    include: deep ? ['test/deep/**/*.test.ts'] : ['test/**/*.test.ts'],
    exclude: deep ? [] : ['test/deep/**'],
    testTimeout: deep ? 0 : 60_000,
  },
});
