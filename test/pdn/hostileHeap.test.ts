/**
 * Hostile input (issue 13; docs/reliability.md, "Time and memory"), memory: `readPdn` over a
 * 50 MiB stream of each shape of test/pdn/hostile.test.ts, made on the fly and never stored,
 * holds less than 64 MiB of heap beyond what the process held before (measured at every 64 KiB
 * chunk, in a child process with its old space capped at 512 MiB, against the built package).
 * test/deep/hostile.deep.test.ts streams every shape 500 MiB long. About 35 s.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureDist } from '../dist.js';
import { SHAPES, hostileHeap } from './hostileRun.js';

describe('hostile input: bounded memory', () => {
  beforeAll(ensureDist, 120_000);

  it.each(SHAPES)('%s: readPdn over a 50 MiB stream holds less than 64 MiB of heap', (shape) => {
    const report = hostileHeap(shape, 50);
    expect(report.bytes).toBeGreaterThanOrEqual(50 * 1024 * 1024);
    expect(report.peakHeapMiB, JSON.stringify(report)).toBeLessThan(64);
    // Something was read: one game at least, or (binary junk) problems.
    expect(report.games + report.problems).toBeGreaterThan(0);
  });
});
