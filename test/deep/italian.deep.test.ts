/**
 * Deep Italian perft (run with `npm run test:deep`): from the start to depth 12, where the per-path
 * and distinct-move counts first differ (a king taking the same pieces round a loop either way),
 * and Ed Gilbert's positions deeper than `npm test` goes. Counts: test/rules/italianData.ts
 * (docs/sources.md, perft counts).
 */
import { describe, expect, it } from 'vitest';
import { italian, parseFen, perft, startPosition } from '../../src/index.js';
import { GILBERT, ITALIAN_START } from '../rules/italianData.js';

describe('deep perft from the Italian start', () => {
  const start = startPosition(italian);
  for (const [depth, perPath, distinct] of ITALIAN_START.filter(([d]) => d >= 9 && d <= 12)) {
    it(`depth ${depth}: ${perPath} per path`, () => {
      expect(perft(start, depth, { paths: true })).toBe(perPath);
    });
    it(`depth ${depth}: ${distinct} distinct moves`, () => {
      expect(perft(start, depth)).toBe(distinct);
    });
  }
});

describe("deep perft of Ed Gilbert's Italian positions (per path)", () => {
  /** Depths of a few hundred million nodes at most. */
  const deepest: Record<string, number> = { 'Gilbert 1': 15, 'Gilbert 2': 11, 'Gilbert 3': 9 };
  for (const { name, fen, counts } of GILBERT) {
    const depth = deepest[name]!;
    it(`${name}: depth ${depth - 2} to ${depth}`, () => {
      const pos = parseFen(italian, fen);
      if (!pos.ok) throw new Error(pos.error.message);
      for (let d = depth - 2; d <= depth; d++)
        expect(perft(pos.value, d, { paths: true }), `depth ${d}`).toBe(counts[d - 1]);
    }, 600_000);
  }
});
