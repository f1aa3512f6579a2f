/**
 * Deep perft of Frisian draughts from the start (run with `npm run test:deep`, i.e. DEEP=1), and
 * a longer property run against the plain reference generator.
 *
 * Source: perft.md A.3, rhalbersma/dctl test/src/algo/traversal/initial/board_10x10.cpp (damforum
 * "Perft for all recognized draughts variants"; "keep" = per path, "drop" = distinct). The
 * king-move limit of article 17 cannot matter before depth 13, so these counts test it only in
 * that it does not fire wrongly.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { frisian, legalMoves, perft, startPosition } from '../../src/index.js';
import type { FlyingRefRules } from '../reference/plainFlying.js';
import { pathKey, referenceMoves } from '../reference/plainFlying.js';
import { arbitraryFlyingRefPosition, arbitraryKingCaptureRefPosition, toFlyingPosition } from '../flyingArbitraries.js';

const FRISIAN_REF: FlyingRefRules = { size: 10, orthogonal: true, precedence: 'frisian-value', crowning: 'passes-as-man', kingMoveLimit: 3 };

describe('Frisian deep perft from the start (perft.md A.3)', () => {
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
    expect(legalMoves(p, { paths: true }).map(pathKey).sort()).toEqual(referenceMoves(FRISIAN_REF, ref).map(pathKey).sort());
  };
  it('random positions', () => fc.assert(fc.property(arbitraryFlyingRefPosition(10), same), { numRuns: 3000 }));
  it('kings among many pieces', () => fc.assert(fc.property(arbitraryKingCaptureRefPosition(10), same), { numRuns: 2000 }));
});
