/**
 * The fuzz targets of test/fuzz/targets.ts with a short budget, so that `npm test` keeps them
 * working and catches what they catch quickly; `npm run fuzz` runs the same targets long
 * (docs/reliability.md, "Fuzzing"). FUZZ_SHORT_RUNS changes the budget.
 */
import { beforeAll, describe, it, expect } from 'vitest';
import { ensureDist } from './dist.js';
import { runTarget, runsFor, targets } from './fuzz/targets.js';

// 60 runs per target; the costs cut the dear ones down (time-per-byte to 20, the process target to 2).
const SHORT = Number(process.env.FUZZ_SHORT_RUNS ?? 60);

describe('fuzz targets, short budget', () => {
  beforeAll(() => ensureDist(), 120_000);

  it('cover every function that takes outside text, bytes or data, and the command', () => {
    expect(targets.map((t) => t.name)).toEqual(['fen', 'move-text', 'pdn', 'pdn-write-read', 'pdn-stream', 'game-text', 'data', 'time-per-byte', 'cli', 'cli-process']);
  });

  for (const target of targets) {
    it(`${target.name} (${runsFor(target, SHORT)} runs): ${target.checks}`, async () => {
      await runTarget(target, SHORT);
    });
  }
});
