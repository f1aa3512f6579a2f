/**
 * Men that capture forward only (`menCaptureBackward: false`), with flying kings: the rule of
 * Spanish draughts, which no shipped variant uses yet. Both of crownhead's flying generators are
 * driven directly with that setting (test/flyingGenerators.ts) and checked against the plain
 * reference generator (test/reference/plainFlying.ts, which shares no code with src/):
 *
 * - hand-made probes on 10x10, the expected moves worked out from the rule on the board diagram;
 * - the generic generator (movegen.ts) on 8x8, 10x10 and 12x12 and the 10x10 generator
 *   (movegen10.ts, also through the route the public layer takes) on random positions, for
 *   every combination of the maximum rule and crowning during a capture: the same moves
 *   (restriction-9 paths, captured pieces in order, crowning), the same distinct moves, the
 *   same bulk move count;
 * - perft(3) of each generator against brute force over the reference, from a few positions.
 *
 * test/rules/flying10.test.ts compares the two generators with each other for every setting;
 * these tests are the ones that say whether they are right (the random-position tests run the
 * settings with men capturing backward too).
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { board10x10, board12x12, board8x8 } from '../../src/board/diagonal.js';
import type { BoardGeometry, RulesEngine } from '../../src/core/variant.js';
import type { FlyingSettings } from '../../src/rules/flying/movegen.js';
import * as generic from '../../src/rules/flying/movegen.js';
import { generate10 } from '../../src/rules/flying/movegen10.js';
import { perft10 } from '../../src/rules/flying/perft10.js';
import { flyingEngine } from '../../src/rules/flying/engine.js';
import { international } from '../../src/index.js';
import type { FlyingRefRules, RefPosition } from '../reference/plainFlying.js';
import {
  distinctKey,
  pathKey,
  referenceMoves,
  referencePerft,
  referencePerftDistinct,
} from '../reference/plainFlying.js';
import type { FlyingCase } from '../flyingArbitraries.js';
import {
  FLYING_CASES,
  arbitraryAnyFlyingRefPosition,
  arbitraryKingCaptureRefPosition,
  arbitraryManCaptureRefPosition,
  arbitraryMenToMoveRefPosition,
  arbitraryPlayedRefPosition,
  toFlyingPosition,
} from '../flyingArbitraries.js';
import type { GeneratedMove } from '../flyingGenerators.js';
import {
  FLYING_SETTINGS,
  fromP,
  load10,
  loadGeneric,
  recordMoves,
  refRulesOf,
  settingsLabel,
} from '../flyingGenerators.js';

type Size = 8 | 10 | 12;

/** Men capture forward only; the maximum rule and crowning during a capture in every combination. */
const SETTINGS: readonly FlyingSettings[] = FLYING_SETTINGS.filter((s) => !s.menCaptureBackward);

/**
 * The same with men capturing backward too: the shipped variants use two of these, and
 * flying10.test.ts compares the two generators with each other for all of them; here each is
 * checked against the reference.
 */
const BACKWARD_SETTINGS: readonly FlyingSettings[] = FLYING_SETTINGS.filter((s) => s.menCaptureBackward);

/** The reference rules of the same settings. */
const refRules = (size: Size, s: FlyingSettings): FlyingRefRules => refRulesOf(size, s);

/** A move as a string: its restriction-9 path and captures, and whether the man is crowned. */
const moveKey = (m: {
  readonly path: readonly number[];
  readonly captured: readonly number[];
  readonly crowned: boolean;
}): string => pathKey(m) + (m.crowned ? ' crowned' : '');

const sorted = (keys: readonly string[]): string[] => [...keys].sort();

/** A position in PDN FEN with numbers, for failure messages: `W:W28,K30:B22`. */
const label = (p: RefPosition): string =>
  `${p.turn === 'white' ? 'W' : 'B'}:W${[...p.whiteMen, ...p.whiteKings.map((s) => `K${s}`)].join(',')}:B${[...p.blackMen, ...p.blackKings.map((s) => `K${s}`)].join(',')}`;

// ---------------------------------------------------------------------------------------------
// The generators, driven directly.

interface Generator {
  readonly name: string;
  readonly size: Size;
  /** The records written for `p`, as moves (`distinct`: one per from, to and captured set). */
  moves(p: RefPosition, s: FlyingSettings, distinct: boolean): GeneratedMove[];
  /** Perft on the generator's own make/unmake. */
  perft(p: RefPosition, s: FlyingSettings, distinct: boolean, depth: number, bulk: boolean): number;
}

function genericOn(board: BoardGeometry): Generator {
  const tables = generic.tablesFor(board);
  return {
    name: `generic generator (movegen.ts) on ${board.rows}x${board.cols}`,
    size: board.rows as Size,
    moves: (p, s, distinct) => recordMoves(generic.generate(loadGeneric(p, s, distinct, tables), 0)),
    perft: (p, s, distinct, depth, bulk) => generic.perftCells(loadGeneric(p, s, distinct, tables), depth, bulk),
  };
}

const TEN: Generator = {
  name: '10x10 generator (movegen10.ts)',
  size: 10,
  moves: (p, s, distinct) => recordMoves(generate10(load10(p, s, distinct), 0), fromP),
  perft: (p, s, distinct, depth, bulk) => perft10(load10(p, s, distinct), depth, bulk),
};

const GENERIC10 = genericOn(board10x10);
const GENERATORS: readonly Generator[] = [genericOn(board8x8), GENERIC10, genericOn(board12x12), TEN];

/** The public layer (src/rules/flying/engine.ts) on the 10x10 board with settings `s`. */
function publicEngine10(s: FlyingSettings): RulesEngine {
  return flyingEngine(board10x10, { ...s, flyingKings: true, menCaptureKings: true });
}

/**
 * What the public layer's `legalMoves` lists (through the 10x10 generator: quiet keys, or the
 * captures), as path keys (its moves carry no crowning).
 */
function publicRoute10(p: RefPosition, s: FlyingSettings, distinct: boolean): string[] {
  return publicEngine10(s).legalMoves(toFlyingPosition(international, p), { paths: !distinct }).map(pathKey);
}

// ---------------------------------------------------------------------------------------------
// Hand-made probes.

/**
 * Every source's moves for a 10x10 position: the reference, the generic generator, the 10x10
 * generator (records and the public route, path keys only for the latter).
 */
function allSources(p: RefPosition, s: FlyingSettings): Record<string, string[]> {
  return {
    reference: sorted(referenceMoves(refRules(10, s), p).map(moveKey)),
    generic: sorted(GENERIC10.moves(p, s, false).map(moveKey)),
    movegen10: sorted(TEN.moves(p, s, false).map(moveKey)),
    'movegen10 public route': sorted(publicRoute10(p, s, false)),
  };
}

function expectMoves(p: RefPosition, s: FlyingSettings, expected: readonly string[]): void {
  const stripCrowned = (k: string): string => k.replace(/ crowned$/, '');
  for (const [source, moves] of Object.entries(allSources(p, s))) {
    const want = source === 'movegen10 public route' ? expected.map(stripCrowned) : expected;
    expect(moves, `${source}, ${label(p)}, men capture backward ${s.menCaptureBackward}, ${settingsLabel(s)}`).toEqual(
      sorted(want),
    );
  }
}

const INTERNATIONAL_RULES: FlyingSettings = {
  capturePrecedence: 'maximum-pieces',
  crowningDuringCapture: 'passes-as-man',
  menCaptureBackward: true,
  captureRemoval: 'end-of-move',
  kingLanding: 'any-beyond',
};
const FORWARD_ONLY: FlyingSettings = { ...INTERNATIONAL_RULES, menCaptureBackward: false };

const position = (
  turn: 'white' | 'black',
  white: { men?: number[]; kings?: number[] },
  black: { men?: number[]; kings?: number[] },
): RefPosition => ({
  turn,
  whiteMen: white.men ?? [],
  whiteKings: white.kings ?? [],
  blackMen: black.men ?? [],
  blackKings: black.kings ?? [],
});

/*
 * The 10x10 board (docs/sources.md, Boards and numbering): row 0 at the top holds 1-5, row r holds
 * 5r+1 .. 5r+5, on the odd columns of even rows and the even columns of odd rows. White is at
 * the bottom and its men go up (to lower numbers); Black's go down. Rows 3-8 around square 28:
 *
 *   col:   0   1   2   3   4   5   6   7   8   9
 *   row 3  16  .   17  .   18  .   19  .   20  .
 *   row 4  .   21  .   22  .   23  .   24  .   25
 *   row 5  26  .   27  .   28  .   29  .   30  .
 *   row 6  .   31  .   32  .   33  .   34  .   35
 *   row 7  36  .   37  .   38  .   39  .   40  .
 *   row 8  .   41  .   42  .   43  .   44  .   45
 *
 * Square 28 is (5,4): 22 (4,3) and 23 (4,5) are in front of a White man on it, 32 (6,3) and
 * 33 (6,5) behind it.
 */
describe('hand-made probes: men capture forward only, kings in every direction (10x10)', () => {
  it('a White man does not capture the piece behind it: W:W28:B33', () => {
    //   row 4  .  22  .  23       White man 28 (5,4), Black man 33 (6,5), behind-right of it.
    //   row 5  . .  W28 . .       Backward: 28 jumps 33 and lands on 39 (7,6), which is empty.
    //   row 6  .  32  .  b33      Forward only, there is no capture: the man steps to 22 or 23.
    //   row 7  .  .  38  .  39
    const p = position('white', { men: [28] }, { men: [33] });
    expectMoves(p, INTERNATIONAL_RULES, ['28x39 [33]']);
    expectMoves(p, FORWARD_ONLY, ['28-22', '28-23']);
  });

  it('a forward capture is made either way, but it cannot go on backward: W:W28:B21,22', () => {
    //   row 3  16  .  17  .  18     White man 28 (5,4) jumps Black 22 (4,3), up-left, to 17 (3,2).
    //   row 4  .  b21  . b22  .     From 17, Black 21 (4,1) is behind-left, with 26 (5,0) empty
    //   row 5  26  .  27  . W28     behind it: with backward captures the man must go on,
    //                                28x17x26; forward only, the capture ends on 17 (nothing in
    //                                front of 17: 11 and 12 are empty).
    const p = position('white', { men: [28] }, { men: [21, 22] });
    expectMoves(p, INTERNATIONAL_RULES, ['28x17x26 [22,21]']);
    expectMoves(p, FORWARD_ONLY, ['28x17 [22]']);
  });

  it('Black men capture forward, which is down the board: B:W18,28:B23', () => {
    //   row 2  .  .  .  12  .       Black man 23 (4,5). Black moves down: White 28 (5,4),
    //   row 3  .  .  .  .  W18      down-left, is in front of it (23x32, landing on 32 (6,3));
    //   row 4  .  .  .  .  .  b23   White 18 (3,4), up-left, is behind it (23x12, landing on
    //   row 5  .  .  .  .  W28      12 (2,3)). Both take one piece, so both are listed with
    //   row 6  .  .  .  32          backward captures; forward only, just 23x32.
    const p = position('black', { men: [18, 28] }, { men: [23] });
    expectMoves(p, INTERNATIONAL_RULES, ['23x12 [18]', '23x32 [28]']);
    expectMoves(p, FORWARD_ONLY, ['23x32 [28]']);
  });

  it('a king still captures backward: W:WK28:B33', () => {
    //   row 5  . .  WK28 . .        White king 28 (5,4), Black man 33 (6,5) behind-right: the
    //   row 6  .  .  .  b33         king flies over it and may stop on 39 (7,6), 44 (8,7) or
    //   row 7  .  .  .  .  39       50 (9,8). The setting is about men; the same three
    //   row 8  .  .  .  .  .  44    captures either way.
    //   row 9  .  .  .  .  .  .  50
    const p = position('white', { kings: [28] }, { men: [33] });
    const kingCaptures = ['28x39 [33]', '28x44 [33]', '28x50 [33]'];
    expectMoves(p, INTERNATIONAL_RULES, kingCaptures);
    expectMoves(p, FORWARD_ONLY, kingCaptures);
  });

  it('a man crowned during its capture goes on as a king, backward too: W:W13:B7,8', () => {
    //   col:   0   1   2   3   4   5
    //   row 0  .   1   .   2   .   3      White man 13 (2,5) jumps Black 8 (1,4), up-left, to
    //   row 1  6   .  b7   .  b8   .      2 (0,3) on White's crowning row. From 2, Black 7 (1,2)
    //   row 2  .  11   .  12   . W13      is down-left, behind a White piece: only a king, or a
    //   row 3 16   .  17   .  18   .      man that captures backward, may take it.
    //
    // - men capture backward, crowned only where the move ends (International): the man goes
    //   on as a man, 13x2x11, and is not crowned (it ends on 11);
    // - backward, crowned at once (Russian): as a king it may stop on 11 or 16 behind 7;
    // - forward only, crowned where the move ends: the capture ends on 2, and the man is crowned;
    // - forward only, crowned at once: a king captures in every direction, so 13x2x11 and
    //   13x2x16, crowned.
    const p = position('white', { men: [13] }, { men: [7, 8] });
    const russian = (s: FlyingSettings): FlyingSettings => ({ ...s, crowningDuringCapture: 'continues-as-king' });
    expectMoves(p, INTERNATIONAL_RULES, ['13x2x11 [8,7]']);
    expectMoves(p, russian(INTERNATIONAL_RULES), ['13x2x11 [8,7] crowned', '13x2x16 [8,7] crowned']);
    expectMoves(p, FORWARD_ONLY, ['13x2 [8] crowned']);
    expectMoves(p, russian(FORWARD_ONLY), ['13x2x11 [8,7] crowned', '13x2x16 [8,7] crowned']);
  });
});

// ---------------------------------------------------------------------------------------------
// Random positions.

/** Runs per generator and setting; the whole file takes about 5 s on a shared 2-core machine. */
const RUNS = 200;

/** The case of the given size, its reference rules replaced by these settings (for random play). */
function caseOf(size: Size, s: FlyingSettings): FlyingCase {
  const c = FLYING_CASES.find((k) => k.rules.size === size)!;
  return { ...c, rules: refRules(size, s) };
}

/** Random positions: every kind, long king captures, men near their crowning row, men among enemy pieces. */
function positionsFor(size: Size, s: FlyingSettings): fc.Arbitrary<RefPosition> {
  return fc.oneof(
    { weight: 2, arbitrary: arbitraryAnyFlyingRefPosition(caseOf(size, s), 60) },
    { weight: 1, arbitrary: arbitraryKingCaptureRefPosition(size) },
    { weight: 2, arbitrary: arbitraryManCaptureRefPosition(size) },
    { weight: 3, arbitrary: arbitraryMenToMoveRefPosition(size) },
  );
}

for (const gen of GENERATORS) {
  describe(`${gen.name}, men capturing forward only (and, for comparison, backward), against the reference`, () => {
    for (const s of [...SETTINGS, ...BACKWARD_SETTINGS]) {
      const rules = refRules(gen.size, s);
      it(`the same moves, distinct moves and move count (${settingsLabel(s)})`, () => {
        // How many positions the setting changes (about a third): the test must see backward
        // captures dropped.
        let changed = 0;
        fc.assert(
          fc.property(positionsFor(gen.size, s), (ref) => {
            const where = label(ref);
            const reference = referenceMoves(rules, ref);
            // One move per restriction-9 path, with its captures in order and its crowning.
            const moves = gen.moves(ref, s, false);
            expect(sorted(moves.map(moveKey)), where).toEqual(sorted(reference.map(moveKey)));
            for (const m of moves) expect(m.to, `${moveKey(m)} in ${where}`).toBe(m.path[m.path.length - 1]);
            // Distinct moves: the reference's paths grouped by from, to and captured set.
            const groups = new Map<string, Set<string>>();
            for (const m of reference) {
              const key = distinctKey(m);
              if (!groups.has(key)) groups.set(key, new Set());
              groups.get(key)!.add(pathKey(m));
            }
            const distinct = gen.moves(ref, s, true);
            expect(sorted(distinct.map(distinctKey)), where).toEqual(sorted([...groups.keys()]));
            for (const m of distinct)
              expect(groups.get(distinctKey(m))?.has(pathKey(m)), `${pathKey(m)} in ${where}`).toBe(true);
            // The bulk count of the last perft ply (set-wise shortcuts included).
            expect(gen.perft(ref, s, false, 1, true), where).toBe(reference.length);
            expect(gen.perft(ref, s, true, 1, true), where).toBe(groups.size);
            if (gen === TEN) {
              expect(sorted(publicRoute10(ref, s, false)), where).toEqual(sorted(reference.map(pathKey)));
              expect(sorted(publicRoute10(ref, s, true)), where).toEqual(sorted(distinct.map(pathKey)));
            }
            const other = referenceMoves({ ...rules, menCaptureBackward: !s.menCaptureBackward }, ref);
            if (sorted(other.map(moveKey)).join() !== sorted(reference.map(moveKey)).join()) changed++;
          }),
          { numRuns: RUNS },
        );
        expect(changed).toBeGreaterThan(RUNS / 10);
      });
    }
  });
}

describe('perft(3) with men capturing forward only, against brute force over the reference', () => {
  for (const gen of GENERATORS) {
    it(`${gen.name}, per path and distinct, bulk and not, from three positions per setting`, () => {
      for (const s of SETTINGS) {
        const rules = refRules(gen.size, s);
        const positions = fc.oneof(
          arbitraryPlayedRefPosition(caseOf(gen.size, s), 40),
          arbitraryManCaptureRefPosition(gen.size),
          arbitraryMenToMoveRefPosition(gen.size),
        );
        fc.assert(
          fc.property(positions, (ref) => {
            const where = `${label(ref)}, ${settingsLabel(s)}`;
            const perPath = referencePerft(rules, ref, 3);
            const distinct = referencePerftDistinct(rules, ref, 3);
            for (const bulk of [false, true]) {
              expect(gen.perft(ref, s, false, 3, bulk), `per path, bulk ${bulk}: ${where}`).toBe(perPath);
              expect(gen.perft(ref, s, true, 3, bulk), `distinct, bulk ${bulk}: ${where}`).toBe(distinct);
            }
          }),
          { numRuns: 3 },
        );
      }
    });
  }
});
