/**
 * Men on their crowning row, loaded on purpose (`allowMenOnCrowningRow`): every move generator
 * (the English bitboards, the flying 8x8 / 12x12 mailbox, the 10x10 ghost-square generator) must
 * treat such a man as a man, as the plain reference generators of test/reference/ do (written
 * square by square, sharing no code with src/):
 * - English (WCDF 1.15, 1.18): a man steps and jumps only forward, so on its crowning row it has
 *   no move at all.
 * - Flying variants (FMJD 4.1): a man jumps backward too, so it may leave the row by a capture,
 *   and it is crowned only where its move ends on that row (FMJD 4.15), or in Russian where a
 *   capture lands on it.
 * The positions are built through `setupPosition`, as a user loading them would.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { english, legalMoves, outcome, parseFen, perft, play, setupPosition, formatFen } from '../../src/index.js';
import type { Position, Variant } from '../../src/index.js';
import * as plainEnglish from '../reference/plainEnglish.js';
import * as plainFlying from '../reference/plainFlying.js';
import type { RefPosition } from '../reference/plainEnglish.js';
import { arbitraryAnyRefPosition } from '../arbitraries.js';
import { FLYING_CASES, arbitraryAnyFlyingRefPosition, arbitraryMenToMoveRefPosition } from '../flyingArbitraries.js';

const RUNS = 300;

/** The row from the top of square `s` on a board `size` squares wide (`size / 2` squares a row). */
const rowOf = (size: number, s: number): number => Math.floor((s - 1) / (size / 2));

/**
 * `ref` with some kings on their own crowning row made men again (`demote[i]` for the i-th such
 * king), and men of the side to move added on empty squares of its crowning row (`add[i]`). The
 * arbitraries turn every man drawn on its crowning row into a king, so demoting undoes exactly that.
 */
function withCrowningRowMen(
  size: number,
  ref: RefPosition,
  demote: readonly boolean[],
  add: readonly boolean[],
): RefPosition {
  const last = size - 1;
  let k = 0;
  const split = (kings: readonly number[], row: number): [number[], number[]] => {
    const stay: number[] = [];
    const men: number[] = [];
    for (const s of kings) (rowOf(size, s) === row && demote[k++ % demote.length] === true ? men : stay).push(s);
    return [stay, men];
  };
  const [whiteKings, whiteDemoted] = split(ref.whiteKings, 0);
  const [blackKings, blackDemoted] = split(ref.blackKings, last);
  const whiteMen = [...ref.whiteMen, ...whiteDemoted];
  const blackMen = [...ref.blackMen, ...blackDemoted];
  const taken = new Set([...whiteMen, ...whiteKings, ...blackMen, ...blackKings]);
  const perRow = size / 2;
  const row = ref.turn === 'white' ? 0 : last;
  for (let i = 0; i < perRow; i++) {
    const s = row * perRow + i + 1;
    if (!taken.has(s) && add[i] === true) (ref.turn === 'white' ? whiteMen : blackMen).push(s);
  }
  const sorted = (xs: number[]): number[] => xs.sort((a, b) => a - b);
  return { turn: ref.turn, whiteMen: sorted(whiteMen), whiteKings, blackMen: sorted(blackMen), blackKings };
}

const flags = (n: number): fc.Arbitrary<boolean[]> => fc.array(fc.boolean(), { minLength: n, maxLength: n });

function load(variant: Variant, ref: RefPosition): Position {
  const r = setupPosition(
    variant,
    {
      turn: ref.turn,
      white: [...ref.whiteMen, ...ref.whiteKings],
      black: [...ref.blackMen, ...ref.blackKings],
      kings: [...ref.whiteKings, ...ref.blackKings],
    },
    { allowMenOnCrowningRow: true },
  );
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const hasCrowningRowMan = (size: number, ref: RefPosition): boolean =>
  ref.whiteMen.some((s) => rowOf(size, s) === 0) || ref.blackMen.some((s) => rowOf(size, s) === size - 1);

describe('probes with men on their crowning row', () => {
  it('English: a man on its crowning row has no move (WCDF 1.15, 1.18), so its side may be blocked (1.30)', () => {
    const white = setupPosition(english, { turn: 'white', white: [1], black: [10] }, { allowMenOnCrowningRow: true });
    expect(white.ok).toBe(true);
    if (!white.ok) return;
    expect(legalMoves(white.value)).toEqual([]);
    expect(outcome(white.value)).toEqual({ winner: 'black', reason: 'no-moves' });
    // The same square as a king steps back (1.17).
    const king = parseFen(english, 'W:WK1:B10');
    expect(king.ok && legalMoves(king.value).map((m) => m.path.join('-'))).toEqual(['1-5', '1-6']);
  });

  it('International: a man on its crowning row captures backward and is not crowned by leaving it (FMJD 4.1, 4.15)', () => {
    const intl = FLYING_CASES.find((c) => c.variant.key === 'international')!.variant;
    // White man on 3 (row 0); a black man on 9 behind it; it jumps 3x14.
    const p = parseFen(intl, 'W:W3:B9', { allowMenOnCrowningRow: true });
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    const moves = legalMoves(p.value);
    expect(moves.map((m) => m.path.join('x'))).toEqual(['3x14']);
    expect(formatFen(play(p.value, moves[0]!))).toBe('B:W14:B');
  });
});

describe('English: the bitboard generator agrees with the plain reference on men on their crowning row', () => {
  const arb = fc
    .tuple(arbitraryAnyRefPosition, flags(12), flags(4))
    .map(([ref, demote, add]) => withCrowningRowMen(8, ref, demote, add));

  it('every path, the position after each, and perft 3 (bulk and not, paths and distinct)', () => {
    let seen = 0;
    fc.assert(
      fc.property(arb, (ref) => {
        if (hasCrowningRowMan(8, ref)) seen++;
        const pos = load(english, ref);
        const label = formatFen(pos);
        const reference = plainEnglish.referenceMoves(ref);
        const moves = legalMoves(pos, { paths: true });
        expect(moves.map(plainEnglish.pathKey).sort(), label).toEqual(reference.map(plainEnglish.pathKey).sort());
        const byKey = new Map(reference.map((m) => [plainEnglish.pathKey(m), m]));
        for (const m of moves) {
          const expected = plainEnglish.referencePlay(ref, byKey.get(plainEnglish.pathKey(m))!);
          expect(formatFen(play(pos, m)), `${plainEnglish.pathKey(m)} in ${label}`).toBe(
            formatFen(load(english, expected)),
          );
        }
        const paths = plainEnglish.referencePerft(ref, 3);
        expect(perft(pos, 3, { paths: true }), label).toBe(paths);
        expect(perft(pos, 3, { paths: true, bulk: false }), label).toBe(paths);
        expect(perft(pos, 3), label).toBe(plainEnglish.referencePerftDistinct(ref, 3));
      }),
      { numRuns: 2 * RUNS },
    );
    // The property is about such men: most runs must have one.
    expect(seen).toBeGreaterThan(RUNS);
  });
});

for (const c of FLYING_CASES) {
  const size = c.rules.size;
  describe(`${c.variant.key}: the generator agrees with the plain reference on men on their crowning row`, () => {
    const n = plainFlying.squareCount(size);
    const arb = fc
      .tuple(fc.oneof(arbitraryAnyFlyingRefPosition(c), arbitraryMenToMoveRefPosition(size)), flags(n), flags(size / 2))
      .map(([ref, demote, add]) => withCrowningRowMen(size, ref, demote, add));

    it('every path, the position after each, and perft 2 (paths and distinct)', () => {
      let seen = 0;
      fc.assert(
        fc.property(arb, (ref) => {
          if (hasCrowningRowMan(size, ref)) seen++;
          const pos = load(c.variant, ref);
          const label = formatFen(pos);
          const reference = plainFlying.referenceMoves(c.rules, ref);
          const moves = legalMoves(pos, { paths: true });
          expect(moves.map(plainFlying.pathKey).sort(), label).toEqual(reference.map(plainFlying.pathKey).sort());
          const byKey = new Map(reference.map((m) => [plainFlying.pathKey(m), m]));
          for (const m of moves) {
            const expected = plainFlying.referencePlay(c.rules, ref, byKey.get(plainFlying.pathKey(m))!);
            expect(formatFen(play(pos, m)), `${plainFlying.pathKey(m)} in ${label}`).toBe(
              formatFen(load(c.variant, expected)),
            );
          }
          expect(perft(pos, 2, { paths: true }), label).toBe(plainFlying.referencePerft(c.rules, ref, 2));
          expect(perft(pos, 2, { paths: true, bulk: false }), label).toBe(plainFlying.referencePerft(c.rules, ref, 2));
          expect(perft(pos, 2), label).toBe(plainFlying.referencePerftDistinct(c.rules, ref, 2));
        }),
        { numRuns: RUNS },
      );
      expect(seen).toBeGreaterThan(RUNS / 2);
    });
  });
}
