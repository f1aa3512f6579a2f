/**
 * Spanish, Portuguese, Czech and Thai draughts (issue 14): published perft from the start, rule
 * probes for each setting that sets them apart (each shown to change the moves when that setting
 * alone is flipped), and property tests against the plain reference generator
 * (test/reference/plainFlying.ts, which shares no code with src/ and numbers the 8x8 board its
 * own way: squares are mapped through the board's rows and columns).
 *
 * Perft sources (docs/sources.md, perft): rhalbersma/dctl test/src/algo/traversal/initial/
 * board_08x08.cpp, from Rein Halbersma's damforum thread "Perft for all recognized draughts
 * variants"; "keep" counts every capture path, "drop" distinct moves; the two first differ at
 * depth 12 (test/deep). dctl's Thai counts are from the usual 12-man start, not Thai's own 8 men
 * each: `B:W1-12:B21-32` in Thai numbering. No perft has been published for Portuguese draughts;
 * it plays the rules of Spanish draughts, so its counts are Spanish's.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  brazilian,
  czech,
  international,
  legalMoves,
  parseFen,
  perft,
  play,
  portuguese,
  spanish,
  squareName,
  startPosition,
  thai,
  formatFen,
  SquareSet,
} from '../../src/index.js';
import type { Move, Position, Variant } from '../../src/index.js';
import type { FlyingRules } from '../../src/rules/flying/engine.js';
import { flyingEngine } from '../../src/rules/flying/engine.js';
import type { FlyingRefRules, RefPosition } from '../reference/plainFlying.js';
import {
  FLYING_REF_RULES,
  distinctKey,
  pathKey,
  referenceMoves,
  referencePerft,
  referencePerftDistinct,
  referencePlay,
  squareToRowCol,
} from '../reference/plainFlying.js';
import type { FlyingCase } from '../flyingArbitraries.js';
import {
  arbitraryAnyFlyingRefPosition,
  arbitraryKingCaptureRefPosition,
  arbitraryManCaptureRefPosition,
} from '../flyingArbitraries.js';
import { perftKit } from '../../src/rules/perftKit.js';
import type { KitPerftOptions } from '../../src/rules/perftKit.js';

/** Sorted as the probes sort their lists (string order). */
const sorted = (xs: readonly string[]): string[] => [...xs].sort();

function fen(variant: Variant, text: string): Position {
  const r = parseFen(variant, text);
  if (!r.ok) throw new Error(`bad test FEN ${text}: ${r.error.message}`);
  return r.value;
}

// ---------------------------------------------------------------------------------------------
// Published perft.

/** Depths 1-8, the same per path and distinct (dctl "keep" and "drop" agree to depth 11). */
const PUBLISHED: readonly (readonly [string, Variant, string | undefined, readonly number[]])[] = [
  ['Czech', czech, undefined, [7, 49, 302, 1_469, 7_361, 36_768, 179_740, 845_931]],
  ['Spanish', spanish, undefined, [7, 49, 302, 1_469, 7_361, 36_473, 177_532, 828_783]],
  ['Thai, from the 12-man start', thai, 'B:W1-12:B21-32', [7, 49, 302, 1_469, 7_361, 36_768, 179_740, 845_931]],
];

describe('published perft from the start (dctl board_08x08.cpp)', () => {
  for (const [name, variant, start, counts] of PUBLISHED) {
    const p = start === undefined ? startPosition(variant) : fen(variant, start);
    it(`${name}: depths 1-8 per path and distinct`, () => {
      counts.forEach((count, i) => {
        expect(perft(p, i + 1, { paths: true }), `depth ${i + 1} per path`).toBe(count);
        expect(perft(p, i + 1), `depth ${i + 1} distinct`).toBe(count);
      });
    });
    it(`${name}: depth 6 without bulk counting`, () => {
      expect(perft(p, 6, { paths: true, bulk: false })).toBe(counts[5]);
      expect(perft(p, 6, { bulk: false })).toBe(counts[5]);
    });
  }

  it('Portuguese (no published count) plays the rules of Spanish: the same counts to depth 7', () => {
    const counts = PUBLISHED[1]![3];
    for (let d = 1; d <= 7; d++) expect(perft(startPosition(portuguese), d), `depth ${d}`).toBe(counts[d - 1]);
  });

  it('Thai from its own start (8 men each, Black first): the starts are from the geometry', () => {
    expect(formatFen(startPosition(thai))).toBe('B:W1-8:B25-32');
    expect(formatFen(startPosition(spanish))).toBe('W:W1-12:B21-32');
    expect(formatFen(startPosition(portuguese))).toBe('W:W1-12:B21-32');
    // Black's 4 men on the row nearest White (25-28) each have two steps but those on the edge.
    expect(perft(startPosition(thai), 1)).toBe(7);
  });
});

// ---------------------------------------------------------------------------------------------
// Rule probes.

/** The moves of `p` under `rules` on the variant's board, as square paths (`10x19x1`, `18-22`). */
function movesUnder(variant: Variant, rules: FlyingRules, p: Position): string[] {
  const engine = flyingEngine(variant.board, rules);
  const name = (s: number): string => (variant.notation === 'algebraic' ? squareName(variant.board, s) : String(s));
  const list = engine
    .legalMoves(p, { paths: true })
    .map((m: Move) => m.path.map(name).join(m.captured.length > 0 ? 'x' : '-'));
  expect(engine.perft(p, 1, { paths: true, bulk: true, kit: perftKit } as KitPerftOptions), 'bulk count').toBe(
    list.length,
  );
  return list.sort();
}

/** The variant's own moves, and the moves with one setting flipped. */
function probe(
  variant: Variant,
  text: string,
  change: Partial<FlyingRules>,
): { own: string[]; flipped: string[]; crowned: (path: string) => boolean } {
  const p = fen(variant, text);
  const rules = variant.rules as FlyingRules;
  const own = movesUnder(variant, rules, p);
  expect(legalMoves(p, { paths: true }).length, 'the variant engine lists the same').toBe(own.length);
  const crowned = (path: string): boolean => {
    const m = legalMoves(p, { paths: true }).find(
      (x) =>
        x.path
          .map((s) => (variant.notation === 'algebraic' ? squareName(variant.board, s) : String(s)))
          .join(x.captured.length > 0 ? 'x' : '-') === path,
    )!;
    return play(p, m).kings.has(m.to);
  };
  return { own, flipped: movesUnder(variant, { ...rules, ...change }, p), crowned };
}

describe("the engine's own perft without the counters (PerftKit)", () => {
  // The public perft hands the engines their perft counters, so that a bundle without perft
  // carries none; a caller of the engine's method gets the same counts by listing and playing.
  // International: FMJD perft from the start (docs/sources.md, Perft counts); Brazilian: dctl.
  it.each([
    ['International', international, [9, 81, 658, 4265]],
    ['Brazilian', brazilian, [7, 49, 302, 1469]],
  ] as const)('%s from the start, both ways, the published counts', (_, variant, counts) => {
    const p = startPosition(variant);
    counts.forEach((n, i) => {
      expect(variant.engine.perft(p, i + 1, { paths: false, bulk: true }), `depth ${i + 1}, no kit`).toBe(n);
      expect(
        variant.engine.perft(p, i + 1, { paths: false, bulk: true, kit: perftKit } as KitPerftOptions),
        `depth ${i + 1}, kit`,
      ).toBe(n);
      expect(perft(p, i + 1), `depth ${i + 1}, public`).toBe(n);
    });
  });
});

describe("Spanish and Portuguese rules (diagram: 1-4 on White's back row, right to left)", () => {
  it('most pieces, then most kings: W:W14:B19,K18, the king must be taken', () => {
    // 14 takes 19 (landing on 23) or the king on 18 (landing on 21).
    const r = probe(spanish, 'W:W14:B19,K18', { capturePrecedence: 'maximum-pieces' });
    expect(r.own).toEqual(['14x21']);
    expect(r.flipped).toEqual(sorted(['14x21', '14x23']));
    expect(probe(portuguese, 'W:W14:B19,K18', {}).own).toEqual(['14x21']);
  });

  it('the pieces come first: W:W14:B19,27,K18, two men beat one king', () => {
    // 14 takes 19 to 23 and 27 to 30 (two pieces), or the king on 18 (one).
    const r = probe(spanish, 'W:W14:B19,27,K18', { capturePrecedence: 'free' });
    expect(r.own).toEqual(['14x23x30']);
    expect(r.flipped).toEqual(sorted(['14x21', '14x23x30']));
  });

  it('men capture forward only: W:W14:B10, a man behind the White man', () => {
    const r = probe(spanish, 'W:W14:B10', { menCaptureBackward: true });
    expect(r.own).toEqual(['14-18', '14-19']);
    expect(r.flipped).toEqual(['14x5']);
  });

  it('a man reaching the far row is crowned and stops: W:W23:B27,26', () => {
    // 23 takes 27 to 30 (the far row); as a Russian king it would go on over 26 to 21 or 17.
    const r = probe(spanish, 'W:W23:B27,26', { crowningDuringCapture: 'continues-as-king' });
    expect(r.own).toEqual(['23x30']);
    expect(r.crowned('23x30')).toBe(true);
    expect(r.flipped).toEqual(sorted(['23x30x17', '23x30x21']));
    // Moot for men capturing forward only: passing as a man plays the same moves.
    expect(probe(spanish, 'W:W23:B27,26', { crowningDuringCapture: 'passes-as-man' }).flipped).toEqual(['23x30']);
  });
});

describe('Czech rules (algebraic, as Russian)', () => {
  it('a king must capture when a king can: W:Wc3,Kh2:Bd4,f4', () => {
    const r = probe(czech, 'W:Wc3,Kh2:Bd4,f4', { capturePrecedence: 'free' });
    expect(r.own).toEqual(sorted(['h2xb8', 'h2xc7', 'h2xd6', 'h2xe5']));
    expect(r.flipped).toEqual(sorted(['c3xe5', 'h2xb8', 'h2xc7', 'h2xd6', 'h2xe5']));
  });

  it('otherwise free choice: W:Wc3,e3:Bd4,f4,f6, one piece or two', () => {
    // c3 takes d4 (to e5) and then f6 (to g7); e3 takes d4 (to c5), or f4 (to g5) and then f6
    // (to e7).
    const r = probe(czech, 'W:Wc3,e3:Bd4,f4,f6', { capturePrecedence: 'maximum-pieces' });
    expect(r.own).toEqual(sorted(['c3xe5xg7', 'e3xc5', 'e3xg5xe7']));
    expect(r.flipped).toEqual(sorted(['c3xe5xg7', 'e3xg5xe7']));
  });

  it('men capture forward only: W:Wd4:Bc3', () => {
    const r = probe(czech, 'W:Wd4:Bc3', { menCaptureBackward: true });
    expect(r.own).toEqual(['d4-c5', 'd4-e5']);
    expect(r.flipped).toEqual(['d4xb2']);
  });

  it('crowned when the move ends on the far row: W:Wf6:Be7,c7', () => {
    const r = probe(czech, 'W:Wf6:Be7,c7', { crowningDuringCapture: 'continues-as-king' });
    expect(r.own).toEqual(['f6xd8']);
    expect(r.crowned('f6xd8')).toBe(true);
    expect(r.flipped).toEqual(['f6xd8xa5', 'f6xd8xb6']);
  });
});

describe("Thai rules (diagram: 1-4 on White's back row, right to left, 4 in the corner)", () => {
  it('a king lands right behind the piece it takes: W:WK10:B15,6', () => {
    // 10 takes 15 and stops on 19, flies back over the emptied 15 and its start to take 6,
    // stopping on 1; or takes 6 first (to 1), then 15 (to 19).
    const r = probe(thai, 'W:WK10:B15,6', { kingLanding: 'any-beyond' });
    expect(r.own).toEqual(sorted(['10x1x19', '10x19x1']));
    // Landing anywhere beyond: 19, 24 or 28 behind 15.
    expect(r.flipped).toEqual(sorted(['10x1x19', '10x1x24', '10x1x28', '10x19x1', '10x24x1', '10x28x1']));
  });

  it('jumped pieces come off at once: W:WK10:B15,6 again, with pieces staying until the end', () => {
    const r = probe(thai, 'W:WK10:B15,6', { captureRemoval: 'end-of-move' });
    expect(r.flipped).toEqual(sorted(['10x1', '10x19']));
  });

  it('free choice among captures: W:W14:B18,27,17', () => {
    // 14 takes 18 (to 23) and 27 (to 32), or 17 (to 21).
    const r = probe(thai, 'W:W14:B18,27,17', { capturePrecedence: 'maximum-pieces' });
    expect(r.own).toEqual(sorted(['14x21', '14x23x32']));
    expect(r.flipped).toEqual(['14x23x32']);
  });

  it('men capture forward only: W:W18:B14', () => {
    const r = probe(thai, 'W:W18:B14', { menCaptureBackward: true });
    expect(r.own).toEqual(['18-22', '18-23']);
    expect(r.flipped).toEqual(['18x9']);
  });

  it('a man reaching the far row is crowned and its move ends: W:W23:B27,18', () => {
    // 23 takes 27 to 32; a Russian king would go on back over 27's square and 23 to take 18.
    const r = probe(thai, 'W:W23:B27,18', { crowningDuringCapture: 'continues-as-king' });
    expect(r.own).toEqual(['23x32']);
    expect(r.crowned('23x32')).toBe(true);
    expect(r.flipped).toEqual(['23x32x14']);
  });
});

// ---------------------------------------------------------------------------------------------
// Property tests against the reference.

/** The reference's rules of each variant. */
const CASES: readonly (readonly [Variant, FlyingRefRules])[] = [
  [spanish, FLYING_REF_RULES.spanish],
  [portuguese, FLYING_REF_RULES.spanish],
  [czech, FLYING_REF_RULES.czech],
  [thai, FLYING_REF_RULES.thai],
];

/**
 * The square of `variant` at the row and column of the reference's square `s`: the reference
 * plays on the board whose top-left corner is light; on a board whose top-left corner is played
 * (Spanish, Portuguese) the columns are mirrored, which keeps every diagonal and each side's
 * forward direction.
 */
function squareMap(variant: Variant): { toVariant: (s: number) => number; toRef: (s: number) => number } {
  const mirrored = variant.board.squareAt(0, 0) !== undefined;
  const toVariant = (s: number): number => {
    const [r, c] = squareToRowCol(8, s);
    return variant.board.squareAt(r, mirrored ? 7 - c : c)!;
  };
  const back = new Map<number, number>();
  for (let s = 1; s <= 32; s++) back.set(toVariant(s), s);
  return { toVariant, toRef: (s) => back.get(s)! };
}

describe('the plain reference generator itself, first: the published counts (dctl, as above)', () => {
  const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);
  // The reference's own numbering: White on 21-32 at the bottom, Black on 1-12.
  const twelve = (turn: 'white' | 'black'): RefPosition => ({
    turn,
    whiteMen: range(21, 32),
    whiteKings: [],
    blackMen: range(1, 12),
    blackKings: [],
  });
  it('Czech and Spanish to depth 6, Thai from the 12-man start to depth 6', () => {
    expect(referencePerft(CASES[2]![1], twelve('white'), 6)).toBe(36_768);
    expect(referencePerft(CASES[0]![1], twelve('white'), 6)).toBe(36_473);
    expect(referencePerft(CASES[3]![1], twelve('black'), 6)).toBe(36_768);
  });
});

for (const [variant, rules] of CASES) {
  const { toVariant, toRef } = squareMap(variant);
  const toPosition = (ref: RefPosition): Position => ({
    variant,
    turn: ref.turn,
    white: SquareSet.fromSquares([...ref.whiteMen, ...ref.whiteKings].map(toVariant)),
    black: SquareSet.fromSquares([...ref.blackMen, ...ref.blackKings].map(toVariant)),
    kings: SquareSet.fromSquares([...ref.whiteKings, ...ref.blackKings].map(toVariant)),
  });
  const asRef = (m: { readonly path: readonly number[]; readonly captured: readonly number[] }) => ({
    path: m.path.map(toRef),
    captured: m.captured.map(toRef),
  });
  const startOf = (): RefPosition => {
    const n = variant === thai ? 8 : 12;
    const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);
    return {
      turn: variant.firstPlayer,
      whiteMen: range(33 - n, 32),
      whiteKings: [],
      blackMen: range(1, n),
      blackKings: [],
    };
  };
  const c: FlyingCase = { variant, rules, start: startOf() };
  const positions = fc.oneof(
    { weight: 3, arbitrary: arbitraryAnyFlyingRefPosition(c, 80) },
    { weight: 2, arbitrary: arbitraryKingCaptureRefPosition(8) },
    { weight: 1, arbitrary: arbitraryManCaptureRefPosition(8) },
  );

  describe(`${variant.key}: agrees with the plain reference generator`, () => {
    it('the reference start is the variant start', () => {
      expect(formatFen(toPosition(c.start))).toBe(formatFen(startPosition(variant)));
    });

    it('every path, the distinct moves, and the position after each path', () => {
      fc.assert(
        fc.property(positions, (ref) => {
          const p = toPosition(ref);
          const where = formatFen(p);
          const reference = referenceMoves(rules, ref);
          const paths = legalMoves(p, { paths: true });
          expect(paths.map((m) => pathKey(asRef(m))).sort(), where).toEqual(reference.map(pathKey).sort());
          const groups = new Set(reference.map(distinctKey));
          expect(
            legalMoves(p)
              .map((m) => distinctKey(asRef(m)))
              .sort(),
            where,
          ).toEqual([...groups].sort());
          const byKey = new Map(reference.map((m) => [pathKey(m), m]));
          for (const m of paths) {
            const expected = byKey.get(pathKey(asRef(m)))!;
            expect(formatFen(play(p, m)), `${pathKey(m)} in ${where}`).toBe(
              formatFen(toPosition(referencePlay(rules, ref, expected))),
            );
          }
        }),
        { numRuns: 400 },
      );
    });

    it('perft(2) per path and distinct, bulk and not, equals brute force over the reference', () => {
      fc.assert(
        fc.property(arbitraryAnyFlyingRefPosition(c, 60), (ref) => {
          const p = toPosition(ref);
          const perPath = referencePerft(rules, ref, 2);
          const distinct = referencePerftDistinct(rules, ref, 2);
          expect(perft(p, 2, { paths: true }), formatFen(p)).toBe(perPath);
          expect(perft(p, 2, { paths: true, bulk: false }), formatFen(p)).toBe(perPath);
          expect(perft(p, 2), formatFen(p)).toBe(distinct);
          expect(perft(p, 2, { bulk: false }), formatFen(p)).toBe(distinct);
        }),
        { numRuns: 100 },
      );
    });
  });
}
