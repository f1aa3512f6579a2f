/**
 * The counting shortcuts of the short-king generator under a precedence rule (weigh.ts: man
 * captures counted set-wise and weighed at the leaves of bulk perft) against the general way
 * (perft that makes every leaf, through the capture search), and both against the plain
 * reference generator, for every combination of the two settings the engine varies, on both
 * boards. The combinations that no variant uses yet (Italian precedence with men that take
 * kings, free choice with men that spare them) are where the weighing of kings taken by men and
 * the men's prey are exercised.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { board8x8, english, italian, perft, formatFen } from '../../src/index.js';
import type { BoardGeometry, Variant } from '../../src/index.js';
import type { ShortKingRules } from '../../src/rules/english/engine.js';
import { shortKingEngine } from '../../src/rules/english/engine.js';
import { referencePerft, referencePerftDistinct } from '../reference/plainEnglish.js';
import type { RefRules } from '../reference/plainEnglish.js';
import { arbitraryKingCaptureRefPosition, arbitraryRefPosition, toPosition } from '../arbitraries.js';

const base = english.rules as ShortKingRules;

function variantOf(board: BoardGeometry, menCaptureKings: boolean, capturePrecedence: 'free' | 'italian'): Variant {
  const rules: ShortKingRules = { ...base, menCaptureKings, capturePrecedence };
  return { ...(board === board8x8 ? english : italian), rules, engine: shortKingEngine(board, rules) };
}

const positions = fc.oneof(
  { weight: 2, arbitrary: arbitraryRefPosition },
  { weight: 1, arbitrary: arbitraryKingCaptureRefPosition },
);

describe('bulk counts equal made leaves and the reference, for every setting', () => {
  for (const numbering of ['english', 'italian'] as const) {
    for (const menCaptureKings of [true, false]) {
      for (const precedence of ['free', 'italian'] as const) {
        const name = `${numbering} board, men ${menCaptureKings ? 'take' : 'spare'} kings, ${precedence} precedence`;
        it(name, () => {
          const variant = variantOf(numbering === 'english' ? board8x8 : italian.board, menCaptureKings, precedence);
          const refRules: RefRules = { numbering, menCaptureKings, precedence };
          fc.assert(
            fc.property(positions, (ref) => {
              const pos = toPosition(ref, variant);
              const perPath = referencePerft(ref, 2, refRules);
              const distinct = referencePerftDistinct(ref, 2, refRules);
              expect(perft(pos, 2, { paths: true }), formatFen(pos)).toBe(perPath);
              expect(perft(pos, 2, { paths: true, bulk: false }), formatFen(pos)).toBe(perPath);
              expect(perft(pos, 2), formatFen(pos)).toBe(distinct);
              expect(perft(pos, 2, { bulk: false }), formatFen(pos)).toBe(distinct);
            }),
            { numRuns: 300 },
          );
        });
      }
    }
  }
});
