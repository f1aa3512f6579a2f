/**
 * Click-to-move (`nextLandings`) and the move queries of a board screen (`movesFrom`,
 * `destinations`), on rulebook positions and, as properties, against the plain reference
 * generators (test/reference/, which share no code with src/).
 *
 * English square map (Black at the top, docs/sources.md, Boards and numbering):
 *
 *     .  1  .  2  .  3  .  4
 *     5  .  6  .  7  .  8  .
 *     .  9  . 10  . 11  . 12
 *    13  . 14  . 15  . 16  .
 *     . 17  . 18  . 19  . 20
 *    21  . 22  . 23  . 24  .
 *     . 25  . 26  . 27  . 28
 *    29  . 30  . 31  . 32  .
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  destinations,
  english,
  international,
  movesFrom,
  nextLandings,
  parseFen,
  startPosition,
} from '../../src/index.js';
import type { Move, Position, Square, Variant } from '../../src/index.js';
import * as plainEnglish from '../reference/plainEnglish.js';
import * as plainFlying from '../reference/plainFlying.js';
import { arbitraryAnyRefPosition, arbitraryKingCaptureRefPosition, toPosition } from '../arbitraries.js';
import { FLYING_CASES, arbitraryAnyFlyingRefPosition, toFlyingPosition } from '../flyingArbitraries.js';

function fen(variant: Variant, text: string): Position {
  const r = parseFen(variant, text);
  if (!r.ok) throw new Error(`bad test FEN ${text}: ${r.error.message}`);
  return r.value;
}

const pathOf = (m: Move | undefined): readonly Square[] | undefined => m?.path;

describe('nextLandings on rulebook positions', () => {
  it('English king loop W:WK26:B14,15,22,23: both ways round are reachable by clicks and complete at the end', () => {
    // rule probes, docs/sources.md: two paths 26x19x10x17x26 and 26x17x10x19x26, one distinct move.
    const loop = fen(english, 'W:WK26:B14,15,22,23');
    expect(nextLandings(loop, []).landings).toEqual([26]);
    expect(nextLandings(loop, [26]).landings).toEqual([17, 19]);
    expect(nextLandings(loop, [26]).complete).toBeUndefined();
    for (const way of [
      [26, 17, 10, 19, 26],
      [26, 19, 10, 17, 26],
    ]) {
      for (let k = 1; k < way.length; k++) {
        const step = nextLandings(loop, way.slice(0, k));
        expect(step.landings, way.slice(0, k).join('x')).toEqual(k === 1 ? [17, 19] : [way[k]]);
        expect(step.complete).toBeUndefined();
      }
      const done = nextLandings(loop, way);
      expect(done.landings).toEqual([]);
      expect(pathOf(done.complete)).toEqual(way);
      expect([...done.complete!.captured].sort((a, b) => a - b)).toEqual([14, 15, 22, 23]);
      expect(done.moves).toHaveLength(1);
    }
  });

  it('International W:WK4:B13,20,32,37: two captures with the same start and end, told apart by the second click', () => {
    // py-draughts issue 29 (docs/sources.md, Peers' known bugs): 4x27x38x15 and 4x31x42x15.
    const pos = fen(international, 'W:WK4:B13,20,32,37');
    expect(nextLandings(pos, [4]).landings).toEqual([27, 31]);
    expect(nextLandings(pos, [4, 27]).landings).toEqual([38]);
    expect(nextLandings(pos, [4, 31]).landings).toEqual([42]);
    expect(nextLandings(pos, [4, 27, 38]).landings).toEqual([15]);
    const viaLeft = nextLandings(pos, [4, 27, 38, 15]).complete;
    const viaRight = nextLandings(pos, [4, 31, 42, 15]).complete;
    expect(pathOf(viaLeft)).toEqual([4, 27, 38, 15]);
    expect(pathOf(viaRight)).toEqual([4, 31, 42, 15]);
    expect([...viaLeft!.captured].sort((a, b) => a - b)).toEqual([13, 20, 32]);
    expect([...viaRight!.captured].sort((a, b) => a - b)).toEqual([13, 20, 37]);
    // Clicking the start and the end alone completes neither.
    expect(nextLandings(pos, [4, 15])).toEqual({ landings: [], complete: undefined, moves: [] });
  });

  it('International loop W:WK38:B18,19,32,33: the two paths back to 38 are told apart', () => {
    // pydraughts test_ambiguous_moves.py (docs/sources.md, Peers' known bugs): six routes, two of them end on
    // 38 with the same captured set.
    const pos = fen(international, 'W:WK38:B18,19,32,33');
    const home = nextLandings(pos, [38]).moves.filter((m) => m.to === 38);
    expect(home).toHaveLength(2);
    for (const m of home) {
      expect(pathOf(nextLandings(pos, m.path).complete)).toEqual(m.path);
    }
    expect(nextLandings(pos, [38]).moves).toHaveLength(6);
  });

  it('quiet moves: the start squares, then the ends, then complete', () => {
    const start = startPosition(english);
    // WCDF 1.5: Black moves first; its men on 9-12 can step to 13-16.
    expect(nextLandings(start, []).landings).toEqual([9, 10, 11, 12]);
    expect(nextLandings(start, [9]).landings).toEqual([13, 14]);
    expect(nextLandings(start, [12]).landings).toEqual([16]);
    const done = nextLandings(start, [9, 14]);
    expect(done.landings).toEqual([]);
    expect(done.complete).toEqual({ from: 9, to: 14, path: [9, 14], captured: [] });
  });

  it('a wrong square gives no landing and no move', () => {
    const start = startPosition(english);
    const none = { landings: [], complete: undefined, moves: [] };
    expect(nextLandings(start, [5])).toEqual(none); // a man that cannot move
    expect(nextLandings(start, [18])).toEqual(none); // an empty square
    expect(nextLandings(start, [22])).toEqual(none); // the other side's man
    expect(nextLandings(start, [9, 18])).toEqual(none); // not a landing of 9
    expect(nextLandings(start, [9, 14, 18])).toEqual(none); // past the end of a move
  });

  it('compulsory capture: no quiet landing is offered while a capture exists (WCDF 1.20)', () => {
    // Black man 14 must take 18 (landing on 23); the man on 1 could otherwise step to 5 or 6.
    const pos = fen(english, 'B:W18:B1,14');
    expect(nextLandings(pos, []).landings).toEqual([14]);
    expect(nextLandings(pos, [1]).landings).toEqual([]);
    expect(nextLandings(pos, [14]).landings).toEqual([23]);
    expect(nextLandings(pos, [14, 23]).complete?.captured).toEqual([18]);
  });
});

describe('movesFrom and destinations', () => {
  it('the moves of one piece, distinct or every path', () => {
    const start = startPosition(english);
    expect(movesFrom(start, 9).map((m) => m.path)).toEqual([
      [9, 13],
      [9, 14],
    ]);
    expect(movesFrom(start, 1)).toEqual([]);
    expect(movesFrom(start, 21)).toEqual([]);
    const loop = fen(english, 'W:WK26:B14,15,22,23');
    expect(movesFrom(loop, 26)).toHaveLength(1);
    expect(movesFrom(loop, 26, { paths: true }).map((m) => m.path)).toEqual([
      [26, 17, 10, 19, 26],
      [26, 19, 10, 17, 26],
    ]);
  });

  it('destinations: each piece that can move, with its end squares once each', () => {
    // English start, divides (pydraughts, docs/sources.md): 9-13 9-14 10-14 10-15 11-15 11-16 12-16.
    expect([...destinations(startPosition(english))]).toEqual([
      [9, [13, 14]],
      [10, [14, 15]],
      [11, [15, 16]],
      [12, [16]],
    ]);
    // Two captures from 4 to 15: one end square.
    expect([...destinations(fen(international, 'W:WK4:B13,20,32,37'))]).toEqual([[4, [15]]]);
    // Captures are compulsory: only the capturing man.
    expect([...destinations(fen(english, 'B:W18:B1,14'))]).toEqual([[14, [23]]]);
  });
});

/** Clicks through every reference path: each prefix offers the next square; the whole path completes it. */
function clickThrough(
  pos: Position,
  refMoves: readonly { readonly path: readonly number[]; readonly captured: readonly number[] }[],
): void {
  for (const ref of refMoves) {
    for (let k = 1; k < ref.path.length; k++) {
      expect(nextLandings(pos, ref.path.slice(0, k)).landings, ref.path.join('x')).toContain(ref.path[k]);
    }
    const done = nextLandings(pos, ref.path).complete;
    expect(done === undefined ? undefined : { path: done.path, captured: done.captured }, ref.path.join('x')).toEqual({
      path: ref.path,
      captured: ref.captured,
    });
  }
  // The union of the first landings is the set of the legal paths' second squares, per start.
  const starts = [...new Set(refMoves.map((m) => m.path[0]!))].sort((a, b) => a - b);
  expect([...nextLandings(pos, []).landings].sort((a, b) => a - b)).toEqual(starts);
  for (const from of starts) {
    const expected = [...new Set(refMoves.filter((m) => m.path[0] === from).map((m) => m.path[1]!))].sort(
      (a, b) => a - b,
    );
    expect([...nextLandings(pos, [from]).landings].sort((a, b) => a - b)).toEqual(expected);
  }
}

describe('nextLandings properties (against the reference generators)', () => {
  it('English: clicking through every path of every legal move reaches exactly that move', () => {
    fc.assert(
      fc.property(fc.oneof(arbitraryAnyRefPosition, arbitraryKingCaptureRefPosition), (ref) => {
        clickThrough(toPosition(ref), plainEnglish.referenceMoves(ref));
      }),
      { numRuns: 300 },
    );
  });

  for (const c of FLYING_CASES) {
    it(`${c.variant.name}: clicking through every path of every legal move reaches exactly that move`, () => {
      fc.assert(
        fc.property(arbitraryAnyFlyingRefPosition(c, 60), (ref) => {
          clickThrough(toFlyingPosition(c.variant, ref), plainFlying.referenceMoves(c.rules, ref));
        }),
        { numRuns: 60 },
      );
    });
  }

  it('English: a click off every legal path gives no landing', () => {
    fc.assert(
      fc.property(
        arbitraryAnyRefPosition,
        fc.array(fc.integer({ min: 1, max: 32 }), { minLength: 1, maxLength: 4 }),
        (ref, clicks) => {
          const onPath = plainEnglish
            .referenceMoves(ref)
            .some((m) => clicks.length <= m.path.length && clicks.every((sq, i) => m.path[i] === sq));
          const step = nextLandings(toPosition(ref), clicks);
          expect(step.landings.length > 0 || step.complete !== undefined).toBe(onPath);
        },
      ),
      { numRuns: 300 },
    );
  });
});
