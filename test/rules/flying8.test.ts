/**
 * The 8x8 copy of the 10x10 flying generator (movegen8.gen.ts and perft8.gen.ts, written by
 * scripts/gen-flying8.mjs from movegen10.ts and perft10.ts with layout8.ts): the public perft of
 * Brazilian, Russian, Pool and Czech counts with it (flyingEngine, `eightCounts`). Checked here against
 * the plain reference generator of test/reference (test/variantOracles.ts), which shares no code
 * with src/, from seeded random positions with kings of both sides, in all four settings; the
 * published counts from the start are in flyingVariants.test.ts and the deep test.
 *
 * A one-line bug in layout8.ts (Black's crowning row one index late, `BLACK_CROWN_START = 37`)
 * was put in and watched failing here, then taken out.
 */
import { describe, expect, it } from 'vitest';
import type { Position, Variant } from '../../src/index.js';
import { SquareSet, brazilian, czech, perft, pool, russian, startPosition } from '../../src/index.js';
import type { KitPerftOptions } from '../../src/rules/perftKit.js';
import { perftKit } from '../../src/rules/perftKit.js';
import { limitStack8 } from '../../src/rules/flying/movegen8.gen.js';
import { ORACLES, refKey, refOf, refPerft } from '../variantOracles.js';
import { mulberry32 } from '../arbitraries.js';

const SETTINGS = [
  { paths: true, bulk: true },
  { paths: true, bulk: false },
  { paths: false, bulk: true },
  { paths: false, bulk: false },
] as const;

/**
 * A seeded random position of `variant` on 8x8: 3 to 16 pieces on distinct squares, each of
 * either colour, about a third of them kings; no man on its own crowning row (White's is squares
 * 1-4, Black's 29-32: a man there would have been crowned), either side to move.
 */
function randomPosition(variant: Variant, next: () => number): Position {
  const count = 3 + (next() % 14);
  const white: number[] = [];
  const black: number[] = [];
  const kings: number[] = [];
  const used = new Set<number>();
  while (used.size < count) {
    const sq = 1 + (next() % 32);
    if (used.has(sq)) continue;
    const isWhite = next() % 2 === 0;
    const king = next() % 3 === 0 || (isWhite ? sq <= 4 : sq >= 29);
    used.add(sq);
    (isWhite ? white : black).push(sq);
    if (king) kings.push(sq);
  }
  return {
    variant,
    turn: next() % 2 === 0 ? 'white' : 'black',
    white: SquareSet.fromSquares(white),
    black: SquareSet.fromSquares(black),
    kings: SquareSet.fromSquares(kings),
  };
}

describe('8x8 copy of the 10x10 generator: perft against the plain reference', () => {
  for (const variant of [brazilian, russian, pool, czech]) {
    it(`${variant.key}: random positions with kings, perft 1-3 in all four settings`, () => {
      const o = ORACLES.find((x) => x.variant === variant)!;
      const next = mulberry32(8 * 7919 + variant.key.length);
      for (let i = 0; i < 250; i++) {
        const p = randomPosition(variant, next);
        const r = refOf(o, p);
        for (let d = 1; d <= 3; d++) {
          const perPath = refPerft(o, r, d, false);
          const distinct = refPerft(o, r, d, true);
          for (const s of SETTINGS) {
            expect(perft(p, d, s), `perft ${d} ${JSON.stringify(s)}, ${refKey(r)}`).toBe(s.paths ? perPath : distinct);
          }
        }
      }
    });
  }
});

describe('8x8 copy of the 10x10 generator: wiring', () => {
  it("the flying engine's perft counts with it on 8x8 (the kit's perftFlying8 is called)", () => {
    let calls = 0;
    const kit = {
      ...perftKit,
      perftFlying8: (...args: Parameters<typeof perftKit.perftFlying8>): number => {
        calls++;
        return perftKit.perftFlying8(...args);
      },
    };
    const options: KitPerftOptions = { paths: false, bulk: true, kit };
    // Published (dctl board_08x08.cpp): Brazilian 7, 49, 302, 1,469 from the start.
    expect(brazilian.engine.perft(startPosition(brazilian), 4, options)).toBe(1469);
    expect(calls).toBe(1);
  });

  it('a stack of children outgrown (-1) is counted again by the generic counter', () => {
    // Published: Brazilian 7, 49, 302, 1,469, 7,473 from the start.
    const answers: number[] = [];
    const kit = {
      ...perftKit,
      perftFlying8: (...args: Parameters<typeof perftKit.perftFlying8>): number => {
        const n = perftKit.perftFlying8(...args);
        answers.push(n);
        return n;
      },
    };
    const start = startPosition(brazilian);
    limitStack8(5);
    try {
      expect(brazilian.engine.perft(start, 5, { paths: false, bulk: true, kit } as KitPerftOptions)).toBe(7473);
      expect(brazilian.engine.perft(start, 5, { paths: true, bulk: false, kit } as KitPerftOptions)).toBe(7473);
      // The copy gave up (7 children at the root, room for 5), so the generic counter counted.
      expect(answers).toEqual([-1, -1]);
    } finally {
      limitStack8();
    }
    expect(brazilian.engine.perft(start, 5, { paths: false, bulk: true, kit } as KitPerftOptions)).toBe(7473);
    expect(answers).toEqual([-1, -1, 7473]);
  });
});
