/**
 * Deep perft of the flying-king variants (run with `npm run test:deep`, i.e. DEEP=1; several
 * minutes), and a longer property run against the plain reference generator.
 *
 * Sources: docs/sources.md, Perft counts. International start: rhalbersma/dctl
 * test/src/algo/traversal/initial/board_10x10.cpp ("keep" = per path, "drop" = distinct; the
 * distinct list equals Aart Bik's BikDam list). Brazilian, Russian, Pool: dctl
 * board_08x08.cpp (shashki.com "Standard validation generator moves"). Canadian: dctl
 * board_large.cpp (damforum "Perft on large boards", distinct). International test positions:
 * dctl test/src/algo/traversal/international/fmjd.cpp and shashki.cpp (FMJD forum "Perft" thread),
 * distinct moves except FrontRows (per path).
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  brazilian,
  canadian,
  czech,
  international,
  legalMoves,
  parseFen,
  perft,
  pool,
  russian,
  spanish,
  startPosition,
  thai,
} from '../../src/index.js';
import type { Position, Variant } from '../../src/index.js';
import { pathKey, referenceMoves, referencePerft, referencePerftDistinct } from '../reference/plainFlying.js';
import {
  FLYING_CASES,
  arbitraryAnyFlyingRefPosition,
  arbitraryPlayedRefPosition,
  toFlyingPosition,
} from '../flyingArbitraries.js';

function fen(variant: Variant, text: string): Position {
  const r = parseFen(variant, text);
  if (!r.ok) throw new Error(`bad test FEN ${text}: ${r.error.message}`);
  return r.value;
}

/** [variant, depth, per path (keep) or undefined, distinct (drop)]. */
const START: readonly (readonly [Variant, number, number | undefined, number])[] = [
  [international, 9, 41_022_614, 41_022_423],
  [international, 10, 258_935_682, 258_895_763],
  [brazilian, 9, 4_431_847, 4_431_766],
  [brazilian, 10, 21_566_606, 21_560_022],
  [brazilian, 11, 105_534_946, 105_491_257],
  [russian, 9, 4_570_667, 4_570_586],
  [russian, 10, 22_450_628, 22_444_032],
  [russian, 11, 110_961_169, 110_917_189],
  [pool, 9, 4_570_615, 4_570_534],
  [pool, 10, 22_442_551, 22_435_955],
  [pool, 11, 110_877_932, 110_833_952],
  [canadian, 8, undefined, 31_839_056],
  [canadian, 9, undefined, 237_209_258],
];

/**
 * Czech, Spanish and Thai (docs/sources.md, perft: dctl board_08x08.cpp from the damforum thread
 * "Perft for all recognized draughts variants"): [variant, start FEN or undefined, depth, per path
 * (keep), distinct (drop)]. The two conventions first differ at depth 12. dctl's Thai counts are
 * from the 12-man start, `B:W1-12:B21-32` in Thai numbering.
 */
const VARIANTS_II: readonly (readonly [Variant, string | undefined, number, number, number])[] = [
  [czech, undefined, 9, 3_963_671, 3_963_671],
  [czech, undefined, 10, 18_368_918, 18_368_918],
  [czech, undefined, 11, 84_967_210, 84_967_210],
  [czech, undefined, 12, 386_267_783, 386_262_109],
  [spanish, undefined, 9, 3_860_866, 3_860_866],
  [spanish, undefined, 10, 17_743_464, 17_743_464],
  [spanish, undefined, 11, 81_383_200, 81_383_200],
  [spanish, undefined, 12, 365_734_003, 365_728_331],
  [thai, 'B:W1-12:B21-32', 9, 3_963_648, 3_963_648],
  [thai, 'B:W1-12:B21-32', 10, 18_363_523, 18_363_523],
  [thai, 'B:W1-12:B21-32', 11, 84_892_793, 84_892_793],
  [thai, 'B:W1-12:B21-32', 12, 385_719_334, 385_713_660],
];

describe('deep perft of Czech, Spanish and Thai (dctl, to depth 12 where the conventions differ)', () => {
  for (const [variant, start, depth, perPath, drop] of VARIANTS_II) {
    const p = start === undefined ? startPosition(variant) : fen(variant, start);
    it(`${variant.key} depth ${depth}: ${perPath} per path`, () => {
      expect(perft(p, depth, { paths: true })).toBe(perPath);
    });
    it(`${variant.key} depth ${depth}: ${drop} distinct`, () => {
      expect(perft(p, depth)).toBe(drop);
    });
  }
});

describe('deep perft from the start positions (docs/sources.md, Perft counts)', () => {
  for (const [variant, depth, perPath, drop] of START) {
    const start = startPosition(variant);
    it(`${variant.key} depth ${depth}: ${drop} distinct`, () => {
      expect(perft(start, depth)).toBe(drop);
    });
    if (perPath !== undefined) {
      it(`${variant.key} depth ${depth}: ${perPath} per path`, () => {
        expect(perft(start, depth, { paths: true })).toBe(perPath);
      });
    }
  }
});

const allKings = `W:W${Array.from({ length: 20 }, (_, i) => `K${31 + i}`).join(',')}:B${Array.from({ length: 20 }, (_, i) => `K${1 + i}`).join(',')}`;

/** [name, FEN, per path?, depth, count] (docs/sources.md, Perft counts). */
const POSITIONS: readonly (readonly [string, string, boolean, number, number])[] = [
  ['Woldouby', 'W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38', false, 13, 9_872_645],
  ['Woldouby', 'W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38', false, 14, 58_360_286],
  ['Woldouby', 'W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38', false, 15, 346_184_885],
  ['Random178', 'B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46', false, 8, 86_724_219],
  ['Random178', 'B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46', false, 9, 1_216_917_193],
  ['AllKings', allKings, false, 9, 8_558_321],
  ['AllKings', allKings, false, 10, 58_381_162],
  ['AlmostPromotion', 'W:W6,7,8,9,10:B41,42,43,44,45', false, 8, 138_362_698],
  ['FrontRows', 'W:B16,17,18,19,20:W31,32,33,34,35', true, 11, 10_369_533],
  ['FrontRows', 'W:B16,17,18,19,20:W31,32,33,34,35', true, 12, 34_907_917],
  ['FrontRows', 'W:B16,17,18,19,20:W31,32,33,34,35', true, 13, 123_162_301],
];

describe('deep perft of the International test positions (docs/sources.md, Perft counts)', () => {
  for (const [name, text, perPath, depth, count] of POSITIONS) {
    it(`${name} depth ${depth}: ${count} ${perPath ? 'per path' : 'distinct'}`, () => {
      expect(perft(fen(international, text), depth, { paths: perPath })).toBe(count);
    });
  }
});

describe('longer property runs against the plain reference generator', () => {
  for (const c of FLYING_CASES) {
    it(`${c.variant.key}: per path and distinct, on positions reached by random play`, () => {
      fc.assert(
        fc.property(arbitraryPlayedRefPosition(c, 90), (ref) => {
          const pos = toFlyingPosition(c.variant, ref);
          expect(perft(pos, 3, { paths: true })).toBe(referencePerft(c.rules, ref, 3));
          expect(perft(pos, 3)).toBe(referencePerftDistinct(c.rules, ref, 3));
        }),
        { numRuns: 600 },
      );
    });

    it(`${c.variant.key}: every path equals the reference on 5000 more random positions`, () => {
      fc.assert(
        fc.property(arbitraryAnyFlyingRefPosition(c), (ref) => {
          const moves = legalMoves(toFlyingPosition(c.variant, ref), { paths: true }).map(pathKey).sort();
          expect(moves).toEqual(referenceMoves(c.rules, ref).map(pathKey).sort());
        }),
        { numRuns: 5000 },
      );
    });
  }
});
