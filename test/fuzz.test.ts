/**
 * The fuzz targets of test/fuzz/targets.ts with a short budget, so that `npm test` keeps them
 * working and catches what they catch quickly; `npm run fuzz` runs the same targets long
 * (docs/reliability.md, "Fuzzing"). FUZZ_SHORT_RUNS changes the budget.
 */
import { afterAll, beforeAll, describe, it, expect } from 'vitest';
import { ensureDist } from './dist.js';
import { removeScratch, runTarget, runsFor, targets } from './fuzz/targets.js';

// 200 runs per target (time-per-byte, which measures CPU time over repeated runs of three
// inputs, a tenth of them) and two dozen processes of the built command: a few seconds in all.
const SHORT = Number(process.env.FUZZ_SHORT_RUNS ?? 200);
const SPAWNS = 24;

describe('fuzz targets, short budget', () => {
  beforeAll(() => ensureDist(), 120_000);
  afterAll(removeScratch);

  it('cover every function that takes outside text, bytes or data, and the command', () => {
    expect(targets.map((t) => t.name)).toEqual([
      'fen',
      'move-text',
      'pdn',
      'pdn-write-read',
      'pdn-stream',
      'game-text',
      'data',
      'time-per-byte',
      'cli',
      'cli-process',
      'dxp-round-trip',
      'dxp-frames',
      'svg-options',
      'hub-line',
      'core-move-text',
      'core-squares',
      'core-fen',
      'core-status',
      'data-time-per-byte',
      'fen-setup',
    ]);
  });

  for (const target of targets) {
    const runs = target.name === 'cli-process' ? SPAWNS * target.cost : SHORT;
    it(`${target.name} (${runsFor(target, runs)} runs): ${target.checks}`, async () => {
      await runTarget(target, runs);
    });
  }
});
