/**
 * The settings only the generic flying generator (src/rules/flying/movegen.ts) plays: jumped
 * pieces taken off at once (`captureRemoval: 'immediate'`) and kings landing right behind the
 * piece they take (`kingLanding: 'next-beyond'`), the rules of Thai draughts, in every
 * combination with the precedence kinds, the crowning rules and men capturing backward or not.
 * The generator is driven directly on 8x8, 10x10 and 12x12 and checked against the plain
 * reference generator (test/reference/plainFlying.ts, which shares no code with src/): the same
 * moves (restriction-9 paths, captures in order, crowning), the same distinct moves, the same
 * bulk count, and perft(3) against brute force.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { board10x10, board12x12, board8x8 } from '../../src/board/diagonal.js';
import type { BoardGeometry } from '../../src/core/variant.js';
import * as generic from '../../src/rules/flying/movegen.js';
import type { RefPosition } from '../reference/plainFlying.js';
import {
  distinctKey,
  pathKey,
  referenceMoves,
  referencePerft,
  referencePerftDistinct,
} from '../reference/plainFlying.js';
import {
  FLYING_CASES,
  arbitraryAnyFlyingRefPosition,
  arbitraryKingCaptureRefPosition,
  arbitraryManCaptureRefPosition,
  arbitrarySparseKingRefPosition,
} from '../flyingArbitraries.js';
import { GENERIC_ONLY_SETTINGS, loadGeneric, recordMoves, refRulesOf, settingsLabel } from '../flyingGenerators.js';

type Size = 8 | 10 | 12;

const moveKey = (m: {
  readonly path: readonly number[];
  readonly captured: readonly number[];
  readonly crowned: boolean;
}): string => pathKey(m) + (m.crowned ? ' crowned' : '');
const sorted = (keys: readonly string[]): string[] => [...keys].sort();
const label = (p: RefPosition): string =>
  `${p.turn === 'white' ? 'W' : 'B'}:W${[...p.whiteMen, ...p.whiteKings.map((s) => `K${s}`)].join(',')}:B${[...p.blackMen, ...p.blackKings.map((s) => `K${s}`)].join(',')}`;

const BOARDS: readonly BoardGeometry[] = [board8x8, board10x10, board12x12];

/** Positions where kings capture a lot (what these settings change) and men near the far row. */
function positionsFor(size: Size): fc.Arbitrary<RefPosition> {
  const c = FLYING_CASES.find((k) => k.rules.size === size)!;
  return fc.oneof(
    { weight: 3, arbitrary: arbitraryKingCaptureRefPosition(size) },
    { weight: 2, arbitrary: arbitrarySparseKingRefPosition(size) },
    { weight: 1, arbitrary: arbitraryManCaptureRefPosition(size) },
    { weight: 2, arbitrary: arbitraryAnyFlyingRefPosition(c, 40) },
  );
}

for (const board of BOARDS) {
  const size = board.rows as Size;
  const tables = generic.tablesFor(board);
  describe(`generic generator on ${size}x${size}: immediate removal and next-beyond landing against the reference`, () => {
    it('the same moves, distinct moves and move counts, for every combination of settings', () => {
      let changed = 0;
      fc.assert(
        fc.property(positionsFor(size), fc.constantFrom(...GENERIC_ONLY_SETTINGS), (ref, s) => {
          const where = `${label(ref)}, ${settingsLabel(s)}`;
          const rules = refRulesOf(size, s);
          const reference = referenceMoves(rules, ref);
          const moves = recordMoves(generic.generate(loadGeneric(ref, s, false, tables), 0));
          expect(sorted(moves.map(moveKey)), where).toEqual(sorted(reference.map(moveKey)));
          for (const m of moves) expect(m.to, `${moveKey(m)} in ${where}`).toBe(m.path[m.path.length - 1]);
          const groups = new Map<string, Set<string>>();
          for (const m of reference) {
            const key = distinctKey(m);
            if (!groups.has(key)) groups.set(key, new Set());
            groups.get(key)!.add(pathKey(m));
          }
          const distinct = recordMoves(generic.generate(loadGeneric(ref, s, true, tables), 0));
          expect(sorted(distinct.map(distinctKey)), where).toEqual(sorted([...groups.keys()]));
          expect(generic.perftCells(loadGeneric(ref, s, false, tables), 1, true), where).toBe(reference.length);
          expect(generic.perftCells(loadGeneric(ref, s, true, tables), 1, true), where).toBe(groups.size);
          // The same position under FMJD removal and landing: these settings must matter often.
          const fmjd = referenceMoves({ ...rules, immediateRemoval: false, nextBeyond: false }, ref);
          if (sorted(fmjd.map(moveKey)).join() !== sorted(reference.map(moveKey)).join()) changed++;
        }),
        { numRuns: 900 },
      );
      expect(changed).toBeGreaterThan(90);
    });

    it('perft(3) per path and distinct, bulk and not, equals brute force over the reference', () => {
      fc.assert(
        fc.property(
          fc.oneof(arbitrarySparseKingRefPosition(size), arbitraryManCaptureRefPosition(size)),
          fc.constantFrom(...GENERIC_ONLY_SETTINGS),
          (ref, s) => {
            const where = `${label(ref)}, ${settingsLabel(s)}`;
            const rules = refRulesOf(size, s);
            const perPath = referencePerft(rules, ref, 3);
            const distinct = referencePerftDistinct(rules, ref, 3);
            for (const bulk of [false, true]) {
              expect(
                generic.perftCells(loadGeneric(ref, s, false, tables), 3, bulk),
                `per path, bulk ${bulk}: ${where}`,
              ).toBe(perPath);
              expect(
                generic.perftCells(loadGeneric(ref, s, true, tables), 3, bulk),
                `distinct, bulk ${bulk}: ${where}`,
              ).toBe(distinct);
            }
          },
        ),
        { numRuns: 12 },
      );
    });
  });
}
