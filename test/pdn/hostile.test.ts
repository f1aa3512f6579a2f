/**
 * Hostile input (issue 13; docs/reliability.md, "Time and memory"), time: for each shape — deep
 * nesting, one huge token, one huge game, many tiny games, long capture paths, binary junk,
 * invalid UTF-8 — reading takes time linear in the input: ten times the input takes less than
 * thirty times as long (linear gives about 10, quadratic about 100; never an absolute time).
 * Measured in a child process (test/pdn/hostile.mjs) against the built package, in CPU time (not
 * wall-clock time, which a busy machine stretches; test/cpuTime.ts), each size the
 * best of three readings taken in turns, and the best of two children when the first is slow.
 *
 * Here: the shapes that stand for each kind, at 0.5 and 5 MiB (about 20 s); the heap in
 * test/pdn/hostileHeap.test.ts; every shape, larger, in test/deep/hostile.deep.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureDist } from '../dist.js';
import { SHAPES, hostileShapes, hostileTime } from './hostileRun.js';

describe('hostile input: linear time', () => {
  beforeAll(ensureDist, 120_000);

  it('the shapes exist', () => {
    const known = hostileShapes();
    for (const shape of SHAPES) expect(known).toContain(shape);
  });

  it.each(SHAPES)('%s: ten times the input takes less than thirty times as long', (shape) => {
    const report = hostileTime(shape, 0.5);
    expect(report.ten.bytes / report.one.bytes).toBeGreaterThan(9.5);
    expect(report.ratio, JSON.stringify(report)).toBeLessThan(30);
  });
});
