/**
 * The 10x10 flying generator (src/rules/flying/movegen10.ts, ghost squares) against the generic
 * one (src/rules/flying/movegen.ts, which still serves 8x8 and 12x12) on the 10x10 board: the
 * same records (captures in the same order, quiet moves in any), for every combination of the rule settings (International uses
 * one of them; the others keep the 10x10 generator honest for any variant put on this board), and
 * the same perft. The public API runs on the 10x10 generator, so the property tests of
 * flyingProperties.test.ts and the perft tests check it against the reference and published counts.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { board10x10 } from '../../src/board/diagonal.js';
import * as generic from '../../src/rules/flying/movegen.js';
import {
  countSingleJumps,
  generate10,
  limitStack10,
  quietCount10,
  quietLegal10,
} from '../../src/rules/flying/movegen10.js';
import { P_TO_SQ } from '../../src/rules/flying/layout10.js';
import {
  childrenByMake10,
  countDoubleJumps10,
  leafWords10,
  makeLeaves10,
  makeMenLeaves10,
  perft10,
} from '../../src/rules/flying/perft10.js';
import { international, legalMoves, parseFen, perft as publicPerft, startPosition } from '../../src/index.js';
import { perftKit } from '../../src/rules/perftKit.js';
import type { KitPerftOptions } from '../../src/rules/perftKit.js';
import { legalMoves10 } from '../../src/rules/flying/moves10.js';
import { quietMoves, sortMoves } from '../../src/rules/moveValues.js';
import {
  FLYING_CASES,
  arbitraryAnyFlyingRefPosition,
  arbitraryKingCaptureRefPosition,
  arbitraryManCaptureRefPosition,
  arbitraryMenToMoveRefPosition,
  toFlyingPosition,
} from '../flyingArbitraries.js';
import { FLYING_SETTINGS, fromP, load10, loadGeneric, recordList } from '../flyingGenerators.js';
import type { RefPosition } from '../reference/plainFlying.js';

const INTERNATIONAL = FLYING_CASES.find((c) => c.variant.key === 'international')!;
/** The shared quiet moves of the 50 squares, as the engine hands them to `legalMoves10`. */
const QUIET = quietMoves(50);
const positions = fc.oneof(
  arbitraryAnyFlyingRefPosition(INTERNATIONAL),
  arbitraryKingCaptureRefPosition(10),
  arbitraryManCaptureRefPosition(10),
);

/** A child's six occupancy words as a key. */
const childKey = (c: readonly number[]): string => c.join(',');

/** The first `n` children of the stack (`leafWords10`), as sorted keys. */
function madeChildren(n: number): string[] {
  const words = leafWords10(n);
  const keys: string[] = [];
  for (let i = 0; i < n; i++) keys.push(childKey(Array.from(words.subarray(6 * i, 6 * i + 6))));
  return keys.sort();
}

/** The landing squares (index P) of every first jump of the men of the side to move, one per jump. */
function firstLandings(p: RefPosition): number[] {
  const toP = (n: number): number => n - 1 + Math.floor((n - 1) / 10) + 6;
  const white = p.turn === 'white';
  const men = (white ? p.whiteMen : p.blackMen).map(toP);
  const enemy = new Set((white ? [...p.blackMen, ...p.blackKings] : [...p.whiteMen, ...p.whiteKings]).map(toP));
  const occupied = new Set([...p.whiteMen, ...p.whiteKings, ...p.blackMen, ...p.blackKings].map(toP));
  const out: number[] = [];
  for (const m of men) {
    for (const d of [-6, -5, 5, 6]) {
      const land = m + 2 * d;
      if (enemy.has(m + d) && (P_TO_SQ[land] ?? -1) >= 0 && !occupied.has(land)) out.push(land);
    }
  }
  return out;
}

describe('10x10 generator (ghost squares)', () => {
  it('maps the 50 squares one to one, with fixed diagonal offsets matching the board', () => {
    const tables = generic.tablesFor(board10x10);
    const deltas = [-6, -5, 5, 6];
    const toP = (sq: number): number => P_TO_SQ.indexOf(sq);
    for (let sq = 0; sq < 50; sq++) {
      expect(toP(sq)).toBe(sq + Math.floor(sq / 10) + 6);
      for (let d = 0; d < 4; d++) {
        const nb = tables.neighbours[4 * sq + d]!;
        const there = P_TO_SQ[toP(sq) + deltas[d]!]!;
        expect(there).toBe(nb);
      }
    }
  });

  it('writes the same records as the generic generator, captures in the same order (every setting, paths and distinct)', () => {
    fc.assert(
      fc.property(positions, fc.constantFrom(...FLYING_SETTINGS), fc.boolean(), (p, settings, distinct) => {
        const expected = recordList(generic.generate(loadGeneric(p, settings, distinct), 0));
        const actual = recordList(generate10(load10(p, settings, distinct), 0), fromP);
        if (expected.length > 0 && expected[0]![3] === 0) {
          // Quiet records come in another order (perft plays them all and play looks one up, so
          // order does not matter; move lists come from moves10.ts): compare as sets.
          const byKey = (a: number[], b: number[]): number => a[0]! - b[0]! || a[1]! - b[1]!;
          expected.sort(byKey);
          actual.sort(byKey);
        }
        expect(actual).toEqual(expected);
        // The public layer's list (moves10.ts): the same quiet moves, in order of from then to;
        // captures only when there are captures.
        const moves = legalMoves10(toFlyingPosition(INTERNATIONAL.variant, p), settings, distinct, QUIET);
        if (expected.length > 0 && expected[0]![3] > 0) {
          expect(moves.every((m) => m.captured.length > 0)).toBe(true);
          // Captures in the documented order (from, then to, then path), whichever way they were
          // made (single jumps straight from the words, or the search's records sorted).
          const sorted = [...moves];
          sortMoves(sorted);
          expect(moves).toEqual(sorted);
        } else
          expect(moves.map((m) => (m.from << 7) | m.to)).toEqual(expected.map((r) => ((r[0]! + 1) << 7) | (r[1]! + 1)));
      }),
      { numRuns: 600 },
    );
  });

  it('counts the moves of a position (bulk perft 1, set-wise single jumps included) as the generic generator', () => {
    fc.assert(
      fc.property(
        fc.oneof(positions, arbitraryMenToMoveRefPosition(10)),
        fc.constantFrom(...FLYING_SETTINGS),
        fc.boolean(),
        (p, settings, distinct) => {
          const expected = generic.perftCells(loadGeneric(p, settings, distinct), 1, true);
          expect(perft10(load10(p, settings, distinct), 1, true)).toBe(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('set-wise single-jump counting answers only when every capture is one jump by a man, and counts them', () => {
    let answered = 0;
    fc.assert(
      fc.property(
        fc.oneof(positions, arbitraryMenToMoveRefPosition(10)),
        fc.constantFrom(...FLYING_SETTINGS),
        (p, settings) => {
          const expected = recordList(generic.generate(loadGeneric(p, settings, true), 0));
          const color = load10(p, settings, true);
          if (expected.length === 0 || expected[0]![3] === 0) return; // only asked when there are captures
          // As in perft: the quiet-or-capture pass first (here through quietCount10, which returns
          // -1), which leaves the jump sets countSingleJumps reads.
          quietCount10(color);
          const n = countSingleJumps(color);
          if (n < 0) return;
          answered++;
          expect(expected.every((r) => r[3] === 1)).toBe(true);
          expect(n).toBe(expected.length);
        },
      ),
      { numRuns: 2000 },
    );
    // A third of the settings let it answer (it leaves crowning mid-capture, and kings weighed
    // against enemy kings, to the search).
    expect(answered).toBeGreaterThan(100);
  });

  it('set-wise two-jump counting (bulk perft, International) answers only when the longest captures take two pieces, and counts them', () => {
    // The settings under which the leaf count asks it: men capture backward, most pieces first,
    // crowned only where the capture ends, kings not weighed (International).
    const settings = FLYING_SETTINGS.find(
      (s) =>
        s.capturePrecedence === 'maximum-pieces' && s.crowningDuringCapture === 'passes-as-man' && s.menCaptureBackward,
    )!;
    let answered = 0;
    let refused = 0;
    fc.assert(
      fc.property(fc.oneof(arbitraryManCaptureRefPosition(10), arbitraryMenToMoveRefPosition(10)), (p) => {
        if ((p.turn === 'white' ? p.whiteKings : p.blackKings).length > 0) return; // asked for a side without kings only
        const expected = recordList(generic.generate(loadGeneric(p, settings, true), 0));
        const color = load10(p, settings, true);
        if (expected.length === 0 || expected[0]![3] === 0) return;
        quietCount10(color);
        if (countSingleJumps(color) !== -1) return; // asked only when some jump goes on
        const n = countDoubleJumps10(color);
        if (n < 0) {
          // Refused: a capture takes three pieces, or two men's first jumps land on one square.
          const landings = firstLandings(p);
          const longer = expected.some((r) => r[3]! >= 3);
          if (longer) refused++;
          expect(longer || new Set(landings).size < landings.length).toBe(true);
          return;
        }
        answered++;
        expect(expected.every((r) => r[3] === 2)).toBe(true);
        expect(n).toBe(expected.length);
      }),
      { numRuns: 3000 },
    );
    expect(answered).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(20);
  });

  it('makes the leaves (children as occupancy words, no records) as generate10 and make do, every setting', () => {
    fc.assert(
      fc.property(
        fc.oneof(positions, arbitraryMenToMoveRefPosition(10)),
        fc.constantFrom(...FLYING_SETTINGS),
        fc.boolean(),
        (p, settings, distinct) => {
          const expected = childrenByMake10(load10(p, settings, distinct), 0)
            .map(childKey)
            .sort();
          const n = makeLeaves10(load10(p, settings, distinct));
          expect(madeChildren(n)).toEqual(expected);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('makes the children of a side without kings on the words (steps, single jumps, two-piece captures, the search) as generate10 and make do', () => {
    // menNode writes them itself: the steps from the target sets, the single jumps and the
    // captures of two pieces from the jump sets, the longer ones by its own search. Under the
    // settings that allow it (International's), every setting of distinct moves.
    const settings = FLYING_SETTINGS.filter(
      (s) =>
        s.menCaptureBackward &&
        s.crowningDuringCapture === 'passes-as-man' &&
        s.capturePrecedence !== 'most-pieces-then-kings',
    );
    const withoutKingsToMove = fc
      .oneof(
        arbitraryManCaptureRefPosition(10),
        arbitraryMenToMoveRefPosition(10),
        arbitraryAnyFlyingRefPosition(INTERNATIONAL),
      )
      .map((p) => (p.turn === 'white' ? { ...p, whiteKings: [] } : { ...p, blackKings: [] }))
      .filter((p) => p.whiteMen.length + p.whiteKings.length > 0 && p.blackMen.length + p.blackKings.length > 0);
    const seen = { doubles: 0, longer: 0 };
    fc.assert(
      fc.property(withoutKingsToMove, fc.constantFrom(...settings), fc.boolean(), (p, s, distinct) => {
        const records = recordList(generate10(load10(p, s, distinct), 0));
        const most = Math.max(0, ...records.map((r) => r[3]!));
        if (most === 2) seen.doubles++;
        if (most > 2) seen.longer++;
        const expected = childrenByMake10(load10(p, s, distinct), 0)
          .map(childKey)
          .sort();
        const n = makeMenLeaves10(load10(p, s, distinct));
        expect(madeChildren(n)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
    // The two-piece captures and the longer ones were both made.
    expect(seen.doubles).toBeGreaterThan(50);
    expect(seen.longer).toBeGreaterThan(20);
  });

  it("lists a man's single jumps by landing square (FMJD 4.1: men capture forward and backward)", () => {
    // Four jumps from 28, none going on: written straight from the position's words, in order.
    const read = parseFen(international, 'W:W28:B22,23,32,33');
    if (!read.ok) throw new Error('the FEN should read');
    const moves = legalMoves(read.value);
    expect(moves.map((m) => [m.from, m.to, ...m.captured])).toEqual([
      [28, 17, 22],
      [28, 19, 23],
      [28, 37, 32],
      [28, 39, 33],
    ]);
    expect(moves.map((m) => m.path)).toEqual([
      [28, 17],
      [28, 19],
      [28, 37],
      [28, 39],
    ]);
  });

  it('checks a quiet move (quietLegal10, for play) as the records of generate10 say, every setting', () => {
    fc.assert(
      fc.property(
        fc.oneof(positions, arbitraryMenToMoveRefPosition(10)),
        fc.constantFrom(...FLYING_SETTINGS),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 49 }), fc.integer({ min: 0, max: 49 })), {
          minLength: 20,
          maxLength: 40,
        }),
        (p, settings, pairs) => {
          const records = recordList(generate10(load10(p, settings, true), 0), fromP);
          const quiet = new Map<string, number>();
          for (const r of records) if (r[3] === 0) quiet.set(`${r[0]}-${r[1]}`, r[2]!);
          // Every listed quiet move, and random pairs (mostly illegal).
          const asked = [...quiet.keys()].map((k) => k.split('-').map(Number) as [number, number]).concat(pairs);
          for (const [from, to] of asked) {
            const expected = quiet.get(`${from}-${to}`);
            const got = quietLegal10(load10(p, settings, true), from, to);
            expect(got, `${from}-${to}`).toBe(expected === undefined ? -1 : expected);
          }
        },
      ),
      { numRuns: 800 },
    );
  });

  it('gives the same perft(3) as the generic generator on boards without kings (the last two plies on the words), bulk and not', () => {
    // lastTwoPlies runs at the node two plies above the leaves when no king is on the board and
    // the side to move has no capture; perft(3) from such positions reaches it at every child,
    // and there tells from the node whether the other side can capture in each child.
    const noKings = fc
      .oneof(
        arbitraryMenToMoveRefPosition(10),
        arbitraryManCaptureRefPosition(10),
        arbitraryAnyFlyingRefPosition(INTERNATIONAL),
      )
      .map((p) => ({ ...p, whiteKings: [], blackKings: [] }))
      .filter((p) => p.whiteMen.length > 0 && p.blackMen.length > 0);
    fc.assert(
      fc.property(
        noKings,
        fc.constantFrom(...FLYING_SETTINGS),
        fc.boolean(),
        fc.boolean(),
        (p, settings, distinct, bulk) => {
          const expected = generic.perftCells(loadGeneric(p, settings, distinct), 3, bulk);
          expect(perft10(load10(p, settings, distinct), 3, bulk)).toBe(expected);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('gives the same perft(3) as the generic generator, bulk and not', () => {
    fc.assert(
      fc.property(
        positions,
        fc.constantFrom(...FLYING_SETTINGS),
        fc.boolean(),
        fc.boolean(),
        (p, settings, distinct, bulk) => {
          const expected = generic.perftCells(loadGeneric(p, settings, distinct), 3, bulk);
          expect(perft10(load10(p, settings, distinct), 3, bulk)).toBe(expected);
        },
      ),
      { numRuns: 60 },
    );
  });
  it('answers -1 when the children outgrow the stack, and leaves the generator as a search leaves it', () => {
    // The stack of children has a fixed size (a constant V8 folds into the stores); a perft
    // whose path outgrows it says so, at any point of the search, and the next generation is
    // unaffected: the same records as the generic generator.
    fc.assert(
      fc.property(
        positions,
        fc.constantFrom(...FLYING_SETTINGS),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 100 }),
        (p, settings, distinct, bulk, room) => {
          const expected = generic.perftCells(loadGeneric(p, settings, distinct), 3, bulk);
          const leaves = generic.perftCells(loadGeneric(p, settings, distinct), 1, true);
          limitStack10(room);
          let counted: number;
          let made: number;
          try {
            counted = perft10(load10(p, settings, distinct), 3, bulk);
            made = makeLeaves10(load10(p, settings, distinct));
          } finally {
            limitStack10();
          }
          expect([-1, expected]).toContain(counted);
          expect([-1, leaves]).toContain(made);
          if (leaves > room) expect(made).toBe(-1);
          const records = recordList(generic.generate(loadGeneric(p, settings, distinct), 0));
          expect(recordList(generate10(load10(p, settings, distinct), 0), fromP).length).toBe(records.length);
          expect(perft10(load10(p, settings, distinct), 3, bulk)).toBe(expected);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('counts by playing the moves when the stack is outgrown (public perft, published International counts)', () => {
    // The start's nine children need room for 40 (its men's steps, at most two a man): the counter
    // gives up at the root and the engine counts by legalMoves and play.
    limitStack10(20);
    try {
      for (const bulk of [true, false]) expect(publicPerft(startPosition(international), 3, { bulk })).toBe(658);
      // The count above came the other way: the engine's counter answered -1 (the kit is watched).
      const answers: number[] = [];
      const watched = {
        perft10: (color: number, depth: number, bulk: boolean): number => {
          const n = perftKit.perft10(color, depth, bulk);
          answers.push(n);
          return n;
        },
        perftCells: perftKit.perftCells,
      };
      expect(
        international.engine.perft(startPosition(international), 3, {
          paths: false,
          bulk: false,
          kit: watched,
        } as KitPerftOptions),
      ).toBe(658);
      expect(answers).toEqual([-1]);
    } finally {
      limitStack10();
    }
    expect(publicPerft(startPosition(international), 3)).toBe(658);
  });
});
