/**
 * Deep perft of Frisian draughts from the start (run with `npm run test:deep`, i.e. DEEP=1), and
 * a longer property run against the plain reference generator.
 *
 * Source: docs/sources.md (Perft counts), rhalbersma/dctl test/src/algo/traversal/initial/board_10x10.cpp (damforum
 * "Perft for all recognized draughts variants"; "keep" = per path, "drop" = distinct). The
 * king-move limit of article 17 cannot matter before depth 13, so these counts test it only in
 * that it does not fire wrongly.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { frisian, legalMoves, parseFen, perft, startPosition } from '../../src/index.js';
import { FLYING_REF_RULES, distinctKey, pathKey, referenceMoves } from '../reference/plainFlying.js';
import {
  arbitraryFlyingRefPosition,
  arbitraryKingCaptureRefPosition,
  toFlyingPosition,
  toFlyingRef,
} from '../flyingArbitraries.js';

/** The Frisian rules as the reference generator reads them. */
const FRISIAN_REF = FLYING_REF_RULES.frisian;

describe('Frisian deep perft from the start (docs/sources.md, Perft counts)', () => {
  const start = startPosition(frisian);
  const table: readonly (readonly [number, number, number])[] = [
    [8, 2_907_905, 2_825_779],
    [9, 16_204_497, 15_605_069],
  ];
  for (const [depth, keep, drop] of table) {
    it(`depth ${depth}: ${keep} per path, ${drop} distinct`, () => {
      expect(perft(start, depth, { paths: true })).toBe(keep);
      expect(perft(start, depth)).toBe(drop);
    });
  }
});

describe('Frisian against the reference generator, longer runs', () => {
  const same = (ref: Parameters<typeof toFlyingPosition>[1]): void => {
    const p = toFlyingPosition(frisian, ref);
    expect(legalMoves(p, { paths: true }).map(pathKey).sort()).toEqual(
      referenceMoves(FRISIAN_REF, ref).map(pathKey).sort(),
    );
  };
  it('random positions', () => fc.assert(fc.property(arbitraryFlyingRefPosition(10), same), { numRuns: 3000 }));
  it('kings among many pieces', () =>
    fc.assert(fc.property(arbitraryKingCaptureRefPosition(10), same), { numRuns: 2000 }));
});

describe('Frisian hostile position (docs/variants.md, Frisian)', () => {
  // A White king among 22 Black pieces, from the hill-climb whose worst position (1,556,040
  // paths) docs/variants.md reports with its times and memory. The plain reference generator
  // lists every landing square: here about 25 s and 1.9 GB, so this is the largest it checks.
  // Asserted: exactness against the reference, never time.
  const HOSTILE = 'W:WK28:B38,K49,1,19,K50,13,K41,11,8,K43,16,20,K30,12,21,33,35,32,4,K24,27,42';
  it('every one of its 16,878 capture paths, and its distinct moves, as the reference generator finds them', () => {
    const parsed = parseFen(frisian, HOSTILE);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const p = parsed.value;
    const reference = referenceMoves(FRISIAN_REF, toFlyingRef(p));
    const ours = legalMoves(p, { paths: true }).map(pathKey).sort();
    expect(ours).toEqual(reference.map(pathKey).sort());
    expect(ours).toHaveLength(16_878);
    expect(perft(p, 1, { paths: true })).toBe(16_878);
    expect(legalMoves(p).map(distinctKey).sort()).toEqual([...new Set(reference.map(distinctKey))].sort());
  });
});
