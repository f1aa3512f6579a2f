/**
 * Hostile input, long (`npm run test:deep`; about ten minutes): every shape of
 * test/pdn/hostile.mjs, timed at 2 and 20 MiB, and streamed 500 MiB long (made on the fly,
 * never stored) through `readPdn` with less than 64 MiB of heap growth. test/pdn/hostile.test.ts
 * runs a part of it in `npm test`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureDist } from '../dist.js';
import { hostileHeap, hostileShapes, hostileTime } from '../pdn/hostileRun.js';

const shapes = hostileShapes();

describe('hostile input, every shape, 500 MiB streams', () => {
  beforeAll(ensureDist, 120_000);

  it.each(shapes)('%s: ten times the input takes less than thirty times as long', (shape) => {
    const report = hostileTime(shape, 2);
    console.log(`${shape}: ten times the input took ${report.ratio.toFixed(1)} times as long`);
    expect(report.ratio, JSON.stringify(report)).toBeLessThan(30);
  });

  it.each(shapes)('%s: readPdn over a 500 MiB stream holds less than 64 MiB of heap', (shape) => {
    const report = hostileHeap(shape, 500);
    console.log(
      `${shape}: ${report.peakHeapMiB.toFixed(1)} MiB of heap at most, ${report.games} games, ${report.problems} problems, ${report.seconds.toFixed(1)} s`,
    );
    expect(report.bytes).toBeGreaterThanOrEqual(500 * 1024 * 1024);
    expect(report.peakHeapMiB, JSON.stringify(report)).toBeLessThan(64);
  });
});
