/**
 * Perft from the English start position against published counts.
 *
 * Source: docs/sources.md, Perft counts. Per path ("duplicate captures counted separately"): Aart Bik,
 * talkchess "perft for 8x8 checkers" (http://www.talkchess.com/forum3/viewtopic.php?t=27814),
 * OEIS A133046, Martin Fierz (Cake), CheckersGuy/DarkHorse perft_check.cpp. Distinct moves:
 * rhalbersma/dctl test/src/algo/traversal/initial/board_08x08.cpp (case Checkers). The two lists
 * are identical up to depth 11 and first differ at depth 12 (docs/sources.md, Perft counts).
 */
import { describe, it, expect } from 'vitest';
import { english, formatMove, legalMoves, perft, play, startPosition, CrownheadError } from '../../src/index.js';

/** [depth, per path, distinct moves] from docs/sources.md, Perft counts. */
const PUBLISHED: readonly (readonly [number, number, number])[] = [
  [0, 1, 1], // perft(0) = 1 by definition (OEIS A133046 starts at d = 0 with 1)
  [1, 7, 7],
  [2, 49, 49],
  [3, 302, 302],
  [4, 1_469, 1_469],
  [5, 7_361, 7_361],
  [6, 36_768, 36_768],
  [7, 179_740, 179_740],
  [8, 845_931, 845_931],
  [9, 3_963_680, 3_963_680],
];

const start = startPosition(english);

describe('perft from the English start (docs/sources.md, Perft counts)', () => {
  for (const [depth, perPath, distinct] of PUBLISHED) {
    it(`depth ${depth}: ${perPath} per path, ${distinct} distinct`, () => {
      expect(perft(start, depth, { paths: true })).toBe(perPath);
      expect(perft(start, depth)).toBe(distinct);
      expect(perft(start, depth, { paths: false })).toBe(distinct);
    });
  }

  for (const [depth, perPath, distinct] of PUBLISHED.filter(([d]) => d <= 7)) {
    it(`depth ${depth} without bulk counting: ${perPath}`, () => {
      expect(perft(start, depth, { paths: true, bulk: false })).toBe(perPath);
      expect(perft(start, depth, { bulk: false })).toBe(distinct);
    });
  }

  it('depth 4 and 5 divides (docs/sources.md, Perft counts, pydraughts; they sum to the published totals)', () => {
    const divide4: Record<string, number> = {
      '12-16': 237,
      '11-16': 244,
      '11-15': 184,
      '10-15': 185,
      '10-14': 175,
      '9-14': 180,
      '9-13': 264,
    };
    const divide5: Record<string, number> = {
      '12-16': 1207,
      '11-16': 1299,
      '11-15': 860,
      '10-15': 918,
      '10-14': 874,
      '9-14': 858,
      '9-13': 1345,
    };
    const got4: Record<string, number> = {};
    const got5: Record<string, number> = {};
    for (const m of legalMoves(start)) {
      got4[formatMove(start, m)] = perft(play(start, m), 3, { paths: true });
      got5[formatMove(start, m)] = perft(play(start, m), 4, { paths: true });
    }
    expect(got4).toEqual(divide4);
    expect(got5).toEqual(divide5);
  });

  it('rejects a depth that is not a non-negative integer with bad-argument', () => {
    for (const depth of [-1, 1.5, Number.NaN]) {
      let thrown: unknown;
      try {
        perft(start, depth);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(CrownheadError);
      expect((thrown as CrownheadError).code).toBe('bad-argument');
    }
  });
});
