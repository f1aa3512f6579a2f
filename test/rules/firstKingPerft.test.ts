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
import { SquareSet, breakthrough, international, parseFen, perft, russian, startPosition } from '../../src/index.js';
import { perftByPlay } from '../../src/rules/perftByPlay.js';
import { firstKingEngine } from '../../src/rules/firstKing.js';
import { perftOptions } from '../../src/rules/perftKit.js';
import { limitStack10 } from '../../src/rules/flying/movegen10.js';
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

/** International's published perft from the start at depth 3 (docs/sources.md, perft counts). */
const INTERNATIONAL_D3 = 658;

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

  it('counts over the moves when the first-king perft cannot count: its stack outgrown', () => {
    // 20 children of room: a node of more than 20 moves outgrows it, the perft gives -1 and the
    // engine lists and plays the moves instead; the counts must not change.
    const p = scattered(7);
    const expected = [2, 3].map((d) => perftByPlay(breakthrough.engine, p, d, { paths: false }));
    try {
      limitStack10(20);
      expect([2, 3].map((d) => perft(p, d))).toEqual(expected);
      expect(perft(startPosition(breakthrough), 3)).toBe(INTERNATIONAL_D3);
    } finally {
      limitStack10();
    }
  });

  it('counts over the moves on a generator with no first-king perft (Russian rules, 8x8)', () => {
    // The first-king engine over another engine: its counters have no first-king form, so the
    // count goes over the moves, with the public perft's counters at the last ply.
    const engine = firstKingEngine(russian.engine);
    let p: Position = startPosition(russian);
    for (let depth = 1; depth <= 4; depth++) {
      expect(engine.perft(p, depth, perftOptions[1]!), `depth ${depth}`).toBe(
        perftByPlay(engine, p, depth, { paths: false }),
      );
    }
    // Men a step from crowning (White's on rank 7, Black's on rank 2): lines end at the crowning.
    const near = parseFen(russian, 'W:Wc7,e5:Bd2,h4');
    if (!near.ok) throw new Error('bad FEN');
    p = near.value;
    expect([1, 2, 3].map((d) => engine.perft(p, d, perftOptions[1]!))).toEqual(
      [1, 2, 3].map((d) => perftByPlay(engine, p, d, { paths: false })),
    );
  });
});
