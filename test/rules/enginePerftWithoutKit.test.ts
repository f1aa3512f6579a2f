/**
 * Differential test of the two ways an engine counts (issue 30): the public `perft` hands every
 * engine its specialised counters (`kit`: perft8 for the English bitboards, perft10 and
 * perftCells for the flying generators, the Frisian and Turkish counters), so that a bundle that
 * only lists and plays moves carries none of them; an engine's own `perft` called without a kit
 * counts by listing and playing the moves. Both must give the same count, every variant, every
 * setting, on positions reached by play (kings, captures, mid-game). The published counts that
 * the public perft reaches are checked in perft.test.ts; this test ties the kit-free path to it.
 */
import { describe, expect, it } from 'vitest';
import type { Position } from '../../src/index.js';
import { legalMoves, perft, play, startPosition, variants } from '../../src/index.js';

/** mulberry32: a fixed, seeded sequence, so that a failure names the same positions every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The start and the positions of one random game, every fourth ply. */
function positionsOf(start: Position, seed: number, plies: number): Position[] {
  const next = random(seed);
  const out = [start];
  let position = start;
  for (let ply = 1; ply <= plies; ply++) {
    const moves = legalMoves(position);
    if (moves.length === 0) break;
    position = play(position, moves[Math.floor(next() * moves.length)]!);
    if (ply % 4 === 0) out.push(position);
  }
  return out;
}

const SETTINGS = [
  { paths: false, bulk: false },
  { paths: false, bulk: true },
  { paths: true, bulk: false },
  { paths: true, bulk: true },
] as const;

describe("an engine's perft without the kit counts what the public perft counts", () => {
  for (const variant of variants) {
    it(variant.key, () => {
      const depth = variant.board.squareCount > 32 ? 2 : 3;
      let compared = 0;
      for (const seed of [1, 2, 3]) {
        for (const position of positionsOf(startPosition(variant), seed * 7919 + variant.key.length, 60)) {
          for (const options of SETTINGS) {
            const withKit = perft(position, depth, options);
            expect(
              variant.engine.perft(position, depth, options),
              `${variant.key} seed ${seed} ${JSON.stringify(options)}`,
            ).toBe(withKit);
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(12);
    });
  }
});
