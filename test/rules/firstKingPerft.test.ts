/**
 * Breakthrough's perft through the 10x10 generator's own copy-make perft (`perftFirstKing10`,
 * which the first-king engine hands to the 10x10 engine in place of International's counter,
 * issue 31) against its definition through the public layer: `perftByPlay` lists and plays the
 * moves of the Breakthrough engine, whose positions after a crowning have no legal move
 * (rules/firstKing.ts, lidraughts `variant/Breakthrough.scala`), so a line ends with the move that
 * crowns. The published International counts from the start, and the counts worked out by hand
 * where a crowning ends a line, are in endings.test.ts.
 *
 * Positions: men scattered at random (seeded), most of them a few rows from their crowning row,
 * so that many lines crown before the last ply; a few with a king, which count 0.
 */
import { describe, expect, it } from 'vitest';
import type { Position } from '../../src/index.js';
import { SquareSet, breakthrough, international, perft } from '../../src/index.js';
import { perftByPlay } from '../../src/rules/perftByPlay.js';
import { mulberry32 } from '../arbitraries.js';

/**
 * A seeded position on the 10x10 board: 2-10 men a side, White's off its crowning row (1-5),
 * Black's off its own (46-50); a king on one square in one position of ten.
 */
function scattered(seed: number): Position {
  const next = mulberry32(seed);
  const taken = new Set<number>();
  const men = (count: number, lowest: number, highest: number): number[] => {
    const squares: number[] = [];
    while (squares.length < count) {
      const sq = lowest + (next() % (highest - lowest + 1));
      if (!taken.has(sq)) {
        taken.add(sq);
        squares.push(sq);
      }
    }
    return squares;
  };
  const white = men(2 + (next() % 9), 6, 50);
  const black = men(2 + (next() % 9), 1, 45);
  const kings = next() % 10 === 0 ? [white[0]!] : [];
  return {
    variant: breakthrough,
    turn: next() % 2 === 0 ? 'white' : 'black',
    white: SquareSet.fromSquares(white),
    black: SquareSet.fromSquares(black),
    kings: SquareSet.fromSquares(kings),
  };
}

const SETTINGS = [
  { paths: false, bulk: true },
  { paths: false, bulk: false },
  { paths: true, bulk: true },
  { paths: true, bulk: false },
] as const;

describe("Breakthrough perft on the generator's words against listing and playing the moves", () => {
  it('500 seeded positions, depths 1-3, every setting', () => {
    let crowningLines = 0;
    for (let seed = 1; seed <= 500; seed++) {
      const p = scattered(seed);
      for (const options of SETTINGS) {
        for (const depth of [1, 2, 3]) {
          const expected = perftByPlay(breakthrough.engine, p, depth, options);
          expect(perft(p, depth, options), `seed ${seed} depth ${depth} ${JSON.stringify(options)}`).toBe(expected);
        }
      }
      // The same men under International's rules: a line that crowned goes on there.
      const asInternational = { ...p, variant: international };
      if (p.kings.isEmpty() && perft(asInternational, 3) !== perft(p, 3)) crowningLines++;
    }
    // The positions reach the rule that differs: many have a line that crowns before ply 3.
    expect(crowningLines).toBeGreaterThan(100);
  });

  it('a line that crowns before the last ply ends there; one that crowns at the last ply is a leaf', () => {
    // W:W6,33:B45, White to move (board in endings.test.ts). White: 6-1 (6 sits on the left edge;
    // crowns, the game ends), 33-28, 33-29: 3. Black's man on 45 (right edge) has 45-50 alone,
    // which crowns: after 33-28 and 33-29, 1 each, so depth 2 gives 2, and depth 3 gives 0 (every
    // line has ended). International goes on after 6-1 (45-50 again): 3 at depth 2.
    const p: Position = {
      variant: breakthrough,
      turn: 'white',
      white: SquareSet.fromSquares([6, 33]),
      black: SquareSet.fromSquares([45]),
      kings: SquareSet.fromSquares([]),
    };
    expect([1, 2, 3].map((d) => perft(p, d))).toEqual([3, 2, 0]);
    expect([1, 2, 3].map((d) => perft(p, d, { bulk: false, paths: true }))).toEqual([3, 2, 0]);
    expect(perft({ ...p, variant: international }, 2)).toBe(3);
  });
});
