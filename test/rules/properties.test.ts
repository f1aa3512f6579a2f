/**
 * Property tests of the English rules against the plain reference generator
 * (test/reference/plainEnglish.ts, written square by square from WCDF 2008 and sharing no code with
 * src/), on random positions and on positions reached by random play from the start.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isLegal, legalMoves, perft, play, formatFen } from '../../src/index.js';
import type { Move, Position } from '../../src/index.js';
import {
  distinctKey,
  pathKey,
  referenceMoves,
  referencePerft,
  referencePerftDistinct,
  referencePlay,
  rowColToSquare,
  squareToRowCol,
} from '../reference/plainEnglish.js';
import type { RefMove, RefPosition } from '../reference/plainEnglish.js';
import {
  arbitraryAnyRefPosition,
  arbitraryKingCaptureRefPosition,
  arbitraryPlayedRefPosition,
  arbitraryRefPosition,
  mirrorRef,
  toPosition,
} from '../arbitraries.js';
import { referenceMoveProblems } from '../moveShape.js';

const sortedKeys = (
  moves: readonly { path: readonly number[]; captured: readonly number[] }[],
  key = pathKey,
): string[] => moves.map(key).sort();

const words = (p: Position): number[] => [p.white, p.black, p.kings].flatMap((s) => [s.lo, s.hi, s.ext]);

function describePosition(ref: RefPosition): string {
  return formatFen(toPosition(ref));
}

const RUNS = 1000;

describe('legalMoves agrees with the plain reference generator', () => {
  const checkPaths = (ref: RefPosition): void => {
    const pos = toPosition(ref);
    const expected = sortedKeys(referenceMoves(ref));
    const actual = sortedKeys(legalMoves(pos, { paths: true }));
    expect(actual, describePosition(ref)).toEqual(expected);
  };

  it('every path (paths: true) on random positions', () => {
    fc.assert(fc.property(arbitraryRefPosition, checkPaths), { numRuns: 4000 });
  });

  it('every path (paths: true) on positions reached by random play', () => {
    fc.assert(fc.property(arbitraryPlayedRefPosition(100), checkPaths), { numRuns: 1500 });
  });

  it('every path (paths: true) on positions with long king captures', () => {
    fc.assert(fc.property(arbitraryKingCaptureRefPosition, checkPaths), { numRuns: 2000 });
  });

  it('distinct moves are the reference paths grouped by (from, to, captured set)', () => {
    fc.assert(
      fc.property(arbitraryAnyRefPosition, (ref) => {
        const pos = toPosition(ref);
        const reference = referenceMoves(ref);
        const groups = new Map<string, Set<string>>();
        for (const m of reference) {
          const key = distinctKey(m);
          if (!groups.has(key)) groups.set(key, new Set());
          groups.get(key)!.add(pathKey(m));
        }
        const moves = legalMoves(pos);
        const keys = moves.map(distinctKey);
        expect(new Set(keys).size, 'one move per distinct key').toBe(keys.length);
        expect([...keys].sort(), describePosition(ref)).toEqual([...groups.keys()].sort());
        // Each representative is one of the real paths of its group.
        for (const m of moves) expect(groups.get(distinctKey(m))!.has(pathKey(m))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it("moves are well formed (from and to are the reference move's, each jump takes the enemy piece it passes) and ordered by from, to, then path", () => {
    // The comparisons above use the path and captured lists only; `from` and `to` are fields of
    // their own, and the order below reads them. The shape is checked on the board before the
    // move with the reference's geometry (test/moveShape.ts), with and without paths.
    const geometry = { rowCol: squareToRowCol, square: rowColToSquare };
    fc.assert(
      fc.property(arbitraryAnyRefPosition, fc.boolean(), (ref, withPaths) => {
        const reference = new Map<string, RefMove>(referenceMoves(ref).map((m) => [pathKey(m), m]));
        const moves = legalMoves(toPosition(ref), { paths: withPaths });
        for (const m of moves) {
          expect(
            referenceMoveProblems(geometry, ref, m, reference.get(pathKey(m))),
            `${pathKey(m)} in ${describePosition(ref)}`,
          ).toEqual([]);
        }
        const cmp = (a: Move, b: Move): number => {
          if (a.from !== b.from) return a.from - b.from;
          if (a.to !== b.to) return a.to - b.to;
          for (let i = 0; i < Math.min(a.path.length, b.path.length); i++) {
            if (a.path[i] !== b.path[i]) return a.path[i]! - b.path[i]!;
          }
          return a.path.length - b.path.length;
        };
        for (let i = 1; i < moves.length; i++) expect(cmp(moves[i - 1]!, moves[i]!)).toBeLessThan(0);
      }),
      { numRuns: RUNS },
    );
  });

  it('isLegal accepts exactly the reference paths: not with the captures reordered or dropped', () => {
    fc.assert(
      fc.property(arbitraryAnyRefPosition, (ref) => {
        const pos = toPosition(ref);
        const reference = referenceMoves(ref);
        const legal = new Set(reference.map(pathKey));
        for (const m of reference) {
          const from = m.path[0]!;
          const to = m.path[m.path.length - 1]!;
          // Each candidate is legal exactly when the reference lists its path and captures.
          const candidates: Move[] = [
            { from, to, path: m.path, captured: m.captured },
            { from, to, path: m.path, captured: [...m.captured].reverse() },
            { from, to, path: [from, to], captured: [] },
          ];
          for (const move of candidates) {
            expect(isLegal(pos, move), `${pathKey(move)} in ${describePosition(ref)}`).toBe(legal.has(pathKey(move)));
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('play', () => {
  it('gives the reference position after every legal path', () => {
    fc.assert(
      fc.property(arbitraryAnyRefPosition, (ref) => {
        const pos = toPosition(ref);
        const byKey = new Map<string, RefMove>(referenceMoves(ref).map((m) => [pathKey(m), m]));
        for (const m of legalMoves(pos, { paths: true })) {
          const expected = toPosition(referencePlay(ref, byKey.get(pathKey(m))!));
          expect(formatFen(play(pos, m)), `${pathKey(m)} in ${describePosition(ref)}`).toBe(formatFen(expected));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('leaves its input unchanged', () => {
    fc.assert(
      fc.property(arbitraryAnyRefPosition, (ref) => {
        const pos = toPosition(ref);
        const fenBefore = formatFen(pos);
        const wordsBefore = words(pos);
        const turnBefore = pos.turn;
        for (const m of legalMoves(pos, { paths: true })) play(pos, m);
        expect(formatFen(pos)).toBe(fenBefore);
        expect(words(pos)).toEqual(wordsBefore);
        expect(pos.turn).toBe(turnBefore);
      }),
      { numRuns: RUNS },
    );
  });

  it('changes piece counts only by the captured pieces', () => {
    fc.assert(
      fc.property(arbitraryAnyRefPosition, (ref) => {
        const pos = toPosition(ref);
        const mover = pos.turn;
        for (const m of legalMoves(pos, { paths: true })) {
          const next = play(pos, m);
          const own = (p: Position): number => (mover === 'white' ? p.white : p.black).size();
          const opp = (p: Position): number => (mover === 'white' ? p.black : p.white).size();
          expect(own(next)).toBe(own(pos));
          expect(opp(next)).toBe(opp(pos) - m.captured.length);
          expect(new Set(m.captured).size).toBe(m.captured.length);
          expect(next.turn).not.toBe(pos.turn);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('captures are compulsory (WCDF 1.20)', () => {
  it('when the reference finds a capture, no quiet move is returned; and vice versa', () => {
    fc.assert(
      fc.property(arbitraryAnyRefPosition, fc.boolean(), (ref, withPaths) => {
        const referenceCaptures = referenceMoves(ref).some((m) => m.captured.length > 0);
        const moves = legalMoves(toPosition(ref), { paths: withPaths });
        if (referenceCaptures) {
          expect(moves.length).toBeGreaterThan(0);
          for (const m of moves) expect(m.captured.length, describePosition(ref)).toBeGreaterThan(0);
        } else {
          for (const m of moves) expect(m.captured, describePosition(ref)).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('colour mirror', () => {
  it('the moves of the mirrored position are the mirrored moves (square s <-> 33 - s)', () => {
    const mirrorMove = (m: { path: readonly number[]; captured: readonly number[] }) => ({
      path: m.path.map((s) => 33 - s),
      captured: m.captured.map((s) => 33 - s),
    });
    fc.assert(
      fc.property(arbitraryAnyRefPosition, (ref) => {
        const mirrored = toPosition(mirrorRef(ref));
        const original = toPosition(ref);
        expect(sortedKeys(legalMoves(mirrored, { paths: true }))).toEqual(
          sortedKeys(legalMoves(original, { paths: true }).map(mirrorMove)),
        );
        expect(sortedKeys(legalMoves(mirrored), distinctKey)).toEqual(
          sortedKeys(legalMoves(original).map(mirrorMove), distinctKey),
        );
      }),
      { numRuns: RUNS },
    );
  });
});

describe('perft agrees with brute force over the reference generator', () => {
  it('perft(2) per path and distinct, bulk and not', () => {
    fc.assert(
      fc.property(arbitraryAnyRefPosition, (ref) => {
        const pos = toPosition(ref);
        const perPath = referencePerft(ref, 2);
        const distinct = referencePerftDistinct(ref, 2);
        expect(perft(pos, 2, { paths: true }), describePosition(ref)).toBe(perPath);
        expect(perft(pos, 2, { paths: true, bulk: false })).toBe(perPath);
        expect(perft(pos, 2), describePosition(ref)).toBe(distinct);
        expect(perft(pos, 2, { bulk: false })).toBe(distinct);
      }),
      { numRuns: 600 },
    );
  });

  it('perft(3) per path on positions reached by random play', () => {
    fc.assert(
      fc.property(arbitraryPlayedRefPosition(60), (ref) => {
        expect(perft(toPosition(ref), 3, { paths: true }), describePosition(ref)).toBe(referencePerft(ref, 3));
      }),
      { numRuns: 60 },
    );
  });
});
