/**
 * Property tests of Italian draughts against the plain reference generator
 * (test/reference/plainEnglish.ts with `ITALIAN_REF`: Italian numbering, men sparing kings, the FID
 * order of precedence, written square by square and sharing no code with src/), on random
 * positions, on positions built for long king captures and on positions reached by random Italian
 * play from the start.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { italian, legalMoves, perft, play, formatFen } from '../../src/index.js';
import {
  ITALIAN_REF,
  distinctKey,
  pathKey,
  referenceMoves,
  referencePerft,
  referencePerftDistinct,
  referencePlay,
} from '../reference/plainEnglish.js';
import type { RefPosition } from '../reference/plainEnglish.js';
import {
  ITALIAN_REF_START,
  arbitraryKingCaptureRefPosition,
  arbitraryPlayedRefPosition,
  arbitraryRefPosition,
  toPosition,
  toRef,
} from '../arbitraries.js';

const at = (ref: RefPosition) => toPosition(ref, italian);
const keys = (moves: readonly { path: readonly number[]; captured: readonly number[] }[], key = pathKey): string[] =>
  moves.map(key).sort();
const played = arbitraryPlayedRefPosition(100, ITALIAN_REF, ITALIAN_REF_START);
const anyPosition = fc.oneof(
  { weight: 3, arbitrary: arbitraryRefPosition },
  { weight: 3, arbitrary: played },
  { weight: 2, arbitrary: arbitraryKingCaptureRefPosition },
);

describe('Italian legalMoves agrees with the plain reference generator', () => {
  const checkPaths = (ref: RefPosition): void => {
    expect(keys(legalMoves(at(ref), { paths: true })), formatFen(at(ref))).toEqual(
      keys(referenceMoves(ref, ITALIAN_REF)),
    );
  };
  it('every path on random positions', () => {
    fc.assert(fc.property(arbitraryRefPosition, checkPaths), { numRuns: 3000 });
  });
  it('every path on positions with long king captures (where the precedence steps decide)', () => {
    fc.assert(fc.property(arbitraryKingCaptureRefPosition, checkPaths), { numRuns: 2000 });
  });
  it('every path on positions reached by random Italian play', () => {
    fc.assert(fc.property(played, checkPaths), { numRuns: 1000 });
  });
  it('distinct moves are the reference paths grouped by (from, to, captured set), each one of its paths', () => {
    fc.assert(
      fc.property(anyPosition, (ref) => {
        const groups = new Map<string, Set<string>>();
        for (const m of referenceMoves(ref, ITALIAN_REF)) {
          if (!groups.has(distinctKey(m))) groups.set(distinctKey(m), new Set());
          groups.get(distinctKey(m))!.add(pathKey(m));
        }
        const moves = legalMoves(at(ref));
        expect(keys(moves, distinctKey), formatFen(at(ref))).toEqual([...groups.keys()].sort());
        for (const m of moves) expect(groups.get(distinctKey(m))!.has(pathKey(m))).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });
  it('play gives the reference position after every move', () => {
    fc.assert(
      fc.property(anyPosition, (ref) => {
        for (const m of legalMoves(at(ref), { paths: true })) {
          expect(toRef(play(at(ref), m)), `${pathKey(m)} in ${formatFen(at(ref))}`).toEqual(
            referencePlay(ref, m, ITALIAN_REF),
          );
        }
      }),
      { numRuns: 500 },
    );
  });
  it('perft to depth 3, per path and distinct, bulk and not, equals the reference', () => {
    fc.assert(
      fc.property(anyPosition, (ref) => {
        const pos = at(ref);
        const perPath = referencePerft(ref, 3, ITALIAN_REF);
        const distinct = referencePerftDistinct(ref, 3, ITALIAN_REF);
        expect(perft(pos, 3, { paths: true }), formatFen(pos)).toBe(perPath);
        expect(perft(pos, 3, { paths: true, bulk: false }), formatFen(pos)).toBe(perPath);
        expect(perft(pos, 3), formatFen(pos)).toBe(distinct);
        expect(perft(pos, 3, { bulk: false }), formatFen(pos)).toBe(distinct);
      }),
      { numRuns: 250 },
    );
  });
});
