/**
 * Property tests of the flying-king variants (International, Brazilian, Russian, Pool, Canadian)
 * against the plain reference generator (test/reference/plainFlying.ts, written square by square
 * from FMJD Annex 1 and docs/sources.md, Rules, sharing no code with src/), on random positions,
 * sparse positions with kings, positions made for long king captures and positions reached by
 * random play from the start. The generic properties (play leaves its input unchanged, piece
 * counts, compulsory captures, colour mirror, FEN and move-text round trips) also run on English.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  english,
  formatMove,
  isLegal,
  legalMoves,
  parseFen,
  parseMove,
  perft,
  play,
  positionEquals,
  moveEquals,
  formatFen,
} from '../../src/index.js';
import type { Move, Position, Variant } from '../../src/index.js';
import type { RefPosition } from '../reference/plainFlying.js';
import {
  distinctKey,
  pathKey,
  referenceMoves,
  referencePerft,
  referencePerftDistinct,
  referencePlay,
  rowColToSquare,
  squareToRowCol,
} from '../reference/plainFlying.js';
import type { FlyingCase } from '../flyingArbitraries.js';
import {
  FLYING_CASES,
  arbitraryAnyFlyingRefPosition,
  arbitraryFlyingRefPosition,
  arbitraryKingCaptureRefPosition,
  arbitraryManCaptureRefPosition,
  arbitraryPlayedRefPosition,
  arbitrarySparseKingRefPosition,
  mirrorFlyingRef,
  toFlyingPosition,
  toFlyingRef,
} from '../flyingArbitraries.js';
import { arbitraryAnyPosition } from '../arbitraries.js';
import { referenceMoveProblems } from '../moveShape.js';

/** Runs per property and variant; the whole file stays under a minute on a shared 2-core machine. */
const RUNS = 300;

const sortedKeys = (
  moves: readonly { path: readonly number[]; captured: readonly number[] }[],
  key = pathKey,
): string[] => moves.map(key).sort();

/** The reference generator is checked first, against published counts and hand-made probes. */
describe('the plain reference generator itself', () => {
  const byKey = Object.fromEntries(FLYING_CASES.map((c) => [c.variant.key, c]));
  it('matches the published start counts (docs/sources.md, Perft counts), per path and distinct', () => {
    const table: readonly (readonly [string, number, number])[] = [
      ['international', 4, 4_265],
      ['brazilian', 5, 7_473],
      ['russian', 5, 7_482],
      ['pool', 5, 7_482],
      ['canadian', 3, 1_222],
    ];
    for (const [key, depth, count] of table) {
      const c = byKey[key]!;
      expect(referencePerft(c.rules, c.start, depth), key).toBe(count);
      expect(referencePerftDistinct(c.rules, c.start, depth), key).toBe(count);
    }
  });

  it('with men capturing only forward, matches the published Spanish start counts (docs/sources.md, Perft counts)', () => {
    // Spanish draughts: flying kings, maximum capture, men step and capture only forward. Its
    // board is mirrored, which changes no count, and its further capture preferences (the most
    // kings) cannot matter before a king exists: none can be made within 6 plies of the start.
    const brazilian = byKey['brazilian']!;
    const spanish = { ...brazilian.rules, menCaptureBackward: false };
    expect(referencePerft(spanish, brazilian.start, 6)).toBe(36_473);
    // The same start with men capturing backward too (Brazilian) counts differently from depth 5.
    expect(referencePerft(brazilian.rules, brazilian.start, 6)).toBe(37_628);
  });

  it('gives the hand-checked probes of test/rules/flying.test.ts', () => {
    const refPaths = (key: string, text: string): string[] => {
      const c = byKey[key]!;
      const parsed = parseFen(c.variant, text);
      if (!parsed.ok) throw new Error(text);
      return referenceMoves(c.rules, toFlyingRef(parsed.value)).map(pathKey).sort();
    };
    expect(refPaths('international', 'W:W48:B24,K31,34,K42,43')).toEqual(['48x39x30x19 [43,34,24]']);
    expect(refPaths('international', 'W:WK41,49:B9,10,12,19,38')).toEqual(['41x14x3x21x43 [19,9,12,38]']);
    expect(refPaths('international', 'W:W14:B8,9')).toEqual(['14x3x12 [9,8]']);
    expect(refPaths('international', 'W:W27:B22,23,32,33')).toEqual([
      '27x18x29x38x27 [22,23,33,32]',
      '27x38x29x18x27 [32,33,23,22]',
    ]);
    expect(refPaths('international', 'W:WK46:B23,37')).toEqual([
      '46x32x10 [37,23]',
      '46x32x14 [37,23]',
      '46x32x19 [37,23]',
      '46x32x5 [37,23]',
    ]);
    expect(refPaths('russian', 'W:Wf6:Be7,c7')).toEqual(['11x2x13 [7,6]', '11x2x9 [7,6]']);
    expect(refPaths('brazilian', 'W:Wf6:Be7,c7')).toEqual(['11x2x9 [7,6]']);
    expect(refPaths('russian', 'W:Wc3:Bb4,d4,d6,f6')).toHaveLength(3);
    const russianCase = byKey['russian']!;
    const f6 = toFlyingRef(fen(russianCase.variant, 'W:Wf6:Be7,c7'));
    for (const m of referenceMoves(russianCase.rules, f6)) expect(m.crowned).toBe(true);
    // The king that may pause on 32 or 28 between 37 and 23 gives 2 landing sequences per path.
    const intl = byKey['international']!;
    const straight = referenceMoves(intl.rules, toFlyingRef(fen(intl.variant, 'W:WK46:B23,37')));
    for (const m of straight) expect(m.sequences).toHaveLength(2);
  });
});

function fen(variant: Variant, text: string): Position {
  const r = parseFen(variant, text);
  if (!r.ok) throw new Error(`bad test FEN ${text}: ${r.error.message}`);
  return r.value;
}

/** `a` comes before `b` in the order of `legalMoves`: from, then to, then path. */
function comesBefore(a: Move, b: Move): boolean {
  if (a.from !== b.from) return a.from < b.from;
  if (a.to !== b.to) return a.to < b.to;
  for (let i = 1; i < Math.min(a.path.length, b.path.length); i++) {
    if (a.path[i] !== b.path[i]) return a.path[i]! < b.path[i]!;
  }
  return a.path.length < b.path.length;
}

const words = (p: Position): number[] => [p.white, p.black, p.kings].flatMap((s) => [s.lo, s.hi, s.ext]);

for (const c of FLYING_CASES) {
  const v = c.variant;
  const size = c.rules.size;
  const pos = (ref: RefPosition): Position => toFlyingPosition(v, ref);
  const label = (ref: RefPosition): string => formatFen(pos(ref));

  describe(`${v.key}: legalMoves agrees with the plain reference generator`, () => {
    const checkPaths = (ref: RefPosition): void => {
      const moves = legalMoves(pos(ref), { paths: true });
      const actual = sortedKeys(moves);
      expect(actual, label(ref)).toEqual(sortedKeys(referenceMoves(c.rules, ref)));
      expect(new Set(actual).size, `each path once: ${label(ref)}`).toBe(actual.length);
    };

    it('every restriction-9 path (paths: true) on random positions', () => {
      fc.assert(fc.property(arbitraryFlyingRefPosition(size), checkPaths), { numRuns: 2 * RUNS });
    });

    it('every path on sparse positions with kings', () => {
      fc.assert(fc.property(arbitrarySparseKingRefPosition(size), checkPaths), { numRuns: 2 * RUNS });
    });

    it('every path on positions made for long king captures', () => {
      fc.assert(fc.property(arbitraryKingCaptureRefPosition(size), checkPaths), { numRuns: 3 * RUNS });
    });

    it('every path, and the position after it, on men capturing near their crowning row', () => {
      fc.assert(
        fc.property(arbitraryManCaptureRefPosition(size), (ref) => {
          checkPaths(ref);
          const p = pos(ref);
          const byKey = new Map(referenceMoves(c.rules, ref).map((m) => [pathKey(m), m]));
          for (const m of legalMoves(p, { paths: true })) {
            const expected = byKey.get(pathKey(m))!;
            expect(formatFen(play(p, m)), `${pathKey(m)} in ${label(ref)}`).toBe(
              formatFen(pos(referencePlay(c.rules, ref, expected))),
            );
          }
        }),
        { numRuns: 2 * RUNS },
      );
    });

    it('every path on positions reached by random play', () => {
      fc.assert(fc.property(arbitraryPlayedRefPosition(c, 100), checkPaths), { numRuns: RUNS });
    });

    it('distinct moves are the reference paths grouped by (from, to, captured set)', () => {
      fc.assert(
        fc.property(arbitraryAnyFlyingRefPosition(c), (ref) => {
          const groups = new Map<string, Set<string>>();
          for (const m of referenceMoves(c.rules, ref)) {
            const key = distinctKey(m);
            if (!groups.has(key)) groups.set(key, new Set());
            groups.get(key)!.add(pathKey(m));
          }
          const moves = legalMoves(pos(ref));
          const keys = moves.map(distinctKey);
          expect(new Set(keys).size, 'one move per distinct key').toBe(keys.length);
          expect([...keys].sort(), label(ref)).toEqual([...groups.keys()].sort());
          for (const m of moves)
            expect(groups.get(distinctKey(m))!.has(pathKey(m)), `${pathKey(m)} in ${label(ref)}`).toBe(true);
        }),
        { numRuns: 2 * RUNS },
      );
    });

    it('captures are compulsory: only captures when the reference has one, none otherwise', () => {
      fc.assert(
        fc.property(arbitraryAnyFlyingRefPosition(c), fc.boolean(), (ref, withPaths) => {
          const referenceCaptures = referenceMoves(c.rules, ref).some((m) => m.captured.length > 0);
          const moves = legalMoves(pos(ref), { paths: withPaths });
          if (referenceCaptures) {
            expect(moves.length).toBeGreaterThan(0);
            for (const m of moves) expect(m.captured.length, label(ref)).toBeGreaterThan(0);
          } else {
            for (const m of moves) expect(m.captured, label(ref)).toEqual([]);
          }
        }),
        { numRuns: RUNS },
      );
    });

    const geometry = {
      rowCol: (s: number) => squareToRowCol(size, s),
      square: (r: number, col: number) => rowColToSquare(size, r, col),
    };

    it("moves are well formed: from and to are the reference move's, each leg crosses exactly its captured enemy piece; ordered by from, to, then path", () => {
      // The comparisons above use the path and captured lists only; `from` and `to` are fields of
      // their own (`to` is read from a separate record). The shape is checked on the board
      // before the move with the reference's geometry (test/moveShape.ts), with and without paths.
      // The order is the documented one (legalMoves): the 10x10 quiet list is written in order,
      // not sorted (src/rules/flying/moves10.ts).
      fc.assert(
        fc.property(arbitraryAnyFlyingRefPosition(c), fc.boolean(), (ref, withPaths) => {
          const reference = new Map(referenceMoves(c.rules, ref).map((m) => [pathKey(m), m]));
          const moves = legalMoves(pos(ref), { paths: withPaths });
          for (const m of moves) {
            expect(
              referenceMoveProblems(geometry, ref, m, reference.get(pathKey(m))),
              `${pathKey(m)} in ${label(ref)}`,
            ).toEqual([]);
          }
          for (let i = 1; i < moves.length; i++) expect(comesBefore(moves[i - 1]!, moves[i]!), label(ref)).toBe(true);
        }),
        { numRuns: RUNS },
      );
    });

    it('isLegal accepts the reference paths and rejects them with the captures reordered or dropped', () => {
      fc.assert(
        fc.property(arbitraryAnyFlyingRefPosition(c), (ref) => {
          const p = pos(ref);
          const reference = referenceMoves(c.rules, ref);
          const legal = new Set(reference.map(pathKey));
          for (const m of reference) {
            const from = m.path[0]!;
            const to = m.path[m.path.length - 1]!;
            // Each candidate is legal exactly when the reference lists its path and captures.
            const candidates = [
              { from, to, path: m.path, captured: m.captured },
              { from, to, path: m.path, captured: [...m.captured].reverse() },
              { from, to, path: [from, to], captured: [] },
            ];
            for (const move of candidates) {
              expect(isLegal(p, move), `${pathKey(move)} in ${label(ref)}`).toBe(legal.has(pathKey(move)));
            }
          }
        }),
        { numRuns: RUNS },
      );
    });
  });

  describe(`${v.key}: play`, () => {
    it('gives the reference position after every path (crowning included)', () => {
      fc.assert(
        fc.property(arbitraryAnyFlyingRefPosition(c), (ref) => {
          const p = pos(ref);
          const byKey = new Map(referenceMoves(c.rules, ref).map((m) => [pathKey(m), m]));
          for (const m of legalMoves(p, { paths: true })) {
            const expected = byKey.get(pathKey(m));
            expect(expected, `${pathKey(m)} in ${label(ref)}`).toBeDefined();
            expect(formatFen(play(p, m)), `${pathKey(m)} in ${label(ref)}`).toBe(
              formatFen(pos(referencePlay(c.rules, ref, expected!))),
            );
          }
        }),
        { numRuns: 2 * RUNS },
      );
    });

    it('perft(2) per path and distinct, bulk and not, equals brute force over the reference', () => {
      fc.assert(
        fc.property(arbitraryAnyFlyingRefPosition(c, 60), (ref) => {
          const p = pos(ref);
          const perPath = referencePerft(c.rules, ref, 2);
          const distinct = referencePerftDistinct(c.rules, ref, 2);
          expect(perft(p, 2, { paths: true }), label(ref)).toBe(perPath);
          expect(perft(p, 2, { paths: true, bulk: false }), label(ref)).toBe(perPath);
          expect(perft(p, 2), label(ref)).toBe(distinct);
          expect(perft(p, 2, { bulk: false }), label(ref)).toBe(distinct);
        }),
        { numRuns: Math.round(RUNS / 3) },
      );
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Generic properties: every flying variant and English.

interface GenericCase {
  readonly variant: Variant;
  readonly size: number;
  readonly positions: fc.Arbitrary<Position>;
}

const GENERIC: readonly GenericCase[] = [
  ...FLYING_CASES.map((c: FlyingCase) => ({
    variant: c.variant,
    size: c.rules.size,
    positions: arbitraryAnyFlyingRefPosition(c).map((ref) => toFlyingPosition(c.variant, ref)),
  })),
  { variant: english, size: 8, positions: arbitraryAnyPosition },
];

/** Square s <-> N + 1 - s (rotate 180 degrees), colours and turn swapped. */
function mirrorPosition(p: Position, size: number): Position {
  return toFlyingPosition(p.variant, mirrorFlyingRef(size, toFlyingRef(p)));
}

for (const g of GENERIC) {
  const v = g.variant;
  const n = (g.size * g.size) / 2;

  describe(`${v.key}: generic properties`, () => {
    it('play leaves its input unchanged and changes piece counts only by the captured pieces', () => {
      fc.assert(
        fc.property(g.positions, (p) => {
          const fenBefore = formatFen(p);
          const wordsBefore = words(p);
          const mover = p.turn;
          const own = (q: Position): number => (mover === 'white' ? q.white : q.black).size();
          const opp = (q: Position): number => (mover === 'white' ? q.black : q.white).size();
          for (const m of legalMoves(p, { paths: true })) {
            const next = play(p, m);
            expect(own(next)).toBe(own(p));
            expect(opp(next), `${pathKey(m)} in ${fenBefore}`).toBe(opp(p) - m.captured.length);
            expect(next.turn).not.toBe(p.turn);
            expect(next.variant).toBe(v);
          }
          expect(formatFen(p)).toBe(fenBefore);
          expect(words(p)).toEqual(wordsBefore);
          expect(p.turn).toBe(mover);
        }),
        { numRuns: RUNS },
      );
    });

    it('captures are compulsory: a list holds only captures or only quiet moves', () => {
      fc.assert(
        fc.property(g.positions, fc.boolean(), (p, withPaths) => {
          const moves = legalMoves(p, { paths: withPaths });
          const captures = moves.filter((m) => m.captured.length > 0).length;
          expect(captures === 0 || captures === moves.length, formatFen(p)).toBe(true);
        }),
        { numRuns: RUNS },
      );
    });

    it(`colour mirror: the mirrored position has the mirrored moves (s <-> ${n + 1} - s)`, () => {
      const mirrorMove = (m: Move) => ({
        path: m.path.map((s) => n + 1 - s),
        captured: m.captured.map((s) => n + 1 - s),
      });
      fc.assert(
        fc.property(g.positions, (p) => {
          const mirrored = mirrorPosition(p, g.size);
          expect(sortedKeys(legalMoves(mirrored, { paths: true })), formatFen(p)).toEqual(
            sortedKeys(legalMoves(p, { paths: true }).map(mirrorMove)),
          );
          expect(sortedKeys(legalMoves(mirrored), distinctKey), formatFen(p)).toEqual(
            sortedKeys(legalMoves(p).map(mirrorMove), distinctKey),
          );
        }),
        { numRuns: RUNS },
      );
    });

    it('FEN round trip: parseFen(v, formatFen(p)) equals p', () => {
      fc.assert(
        fc.property(g.positions, (p) => {
          const text = formatFen(p);
          const back = parseFen(v, text);
          expect(back.ok, text).toBe(true);
          if (back.ok) expect(positionEquals(back.value, p), text).toBe(true);
          expect(back.ok && formatFen(back.value)).toBe(text);
        }),
        { numRuns: RUNS },
      );
    });

    it('move text round trip: parseMove(pos, formatMove(pos, m)) is the same move; a full path names its path', () => {
      fc.assert(
        fc.property(g.positions, (p) => {
          for (const m of legalMoves(p, { paths: true })) {
            const text = formatMove(p, m);
            const back = parseMove(p, text);
            expect(back.ok, `${text} in ${formatFen(p)}`).toBe(true);
            if (back.ok) expect(moveEquals(back.value, m), `${text} in ${formatFen(p)}`).toBe(true);
            const full = formatMove(p, m, { fullPath: true });
            const exact = parseMove(p, full);
            expect(exact.ok, `${full} in ${formatFen(p)}`).toBe(true);
            if (exact.ok) expect(exact.value.path, `${full} in ${formatFen(p)}`).toEqual(m.path);
          }
        }),
        { numRuns: RUNS },
      );
    });
  });
}
