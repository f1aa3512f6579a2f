/**
 * Deep perft from the English start (run with `npm run test:deep`; takes a minute or more).
 *
 * Source: docs/sources.md, Perft counts. Per path: Aart Bik (talkchess "perft for 8x8 checkers"),
 * OEIS A133046, Cake, DarkHorse. Distinct moves: rhalbersma/dctl board_08x08.cpp (Checkers).
 * Depth 12 is the first depth where the two conventions differ (king loops such as
 * 26x19x10x17x26 / 26x17x10x19x26 are two paths of one distinct move).
 */
import { describe, it, expect } from 'vitest';
import { english, perft, startPosition } from '../../src/index.js';

/** [depth, per path, distinct moves] from docs/sources.md, Perft counts. */
const PUBLISHED: readonly (readonly [number, number, number])[] = [
  [10, 18_391_564, 18_391_564],
  [11, 85_242_128, 85_242_128],
  [12, 388_623_673, 388_617_999],
];

const start = startPosition(english);

describe('deep perft from the English start (docs/sources.md, Perft counts)', () => {
  for (const [depth, perPath, distinct] of PUBLISHED) {
    it(`depth ${depth}: ${perPath} per path`, () => {
      expect(perft(start, depth, { paths: true })).toBe(perPath);
    });
    it(`depth ${depth}: ${distinct} distinct moves`, () => {
      expect(perft(start, depth)).toBe(distinct);
    });
  }
});
