/**
 * The specialised copies of the Frisian generator (src/rules/frisian/movegen.ts, its perft in
 * perft.ts) on the 10x10 board against the general code they stand for and against the plain
 * reference generator (test/reference/plainFlying.ts, which shares no code with src/):
 * - perft on the occupancy words (`perftWords10`: `countMen10`, the men counter of kingless
 *   leaves; `leavesMen`, `leafSteps`, `leafJumps`, which count the last two plies from
 *   registers, one branch per colour; `menChildren`, `jumpChildren`);
 * - the mailbox perft with the ghost-square set-wise men (`menSetwise10`, `countSingleJumps10`);
 * - the mailbox perft with the general set-wise men (`ghost10: false`);
 * - the mailbox perft with no set-wise code at all (`setwise: false`: every man looked at square
 *   by square, as on a board of more than 64 squares).
 *
 * The set-wise code moves each square's bit by a shift and a mask per direction, in two 32-bit
 * words, so a one-line bug lives on particular squares: where a shift carries a bit from one
 * word to the other (squares 24-26 here), where a mask cuts a row, a board edge. A one-line bug
 * in `countMen10` once passed every test but a published count; random positions seldom put a
 * man and its prey on the squares where it shows. So here every square is tried, for both
 * colours: a man alone (its steps), a man with prey in each of the eight directions (a single
 * jump, over a man or a king, and the same jump blocked), and every jump that goes on from there
 * (two jumps in any two directions); then random men-only positions and their colour mirrors.
 * Each was shown to fail with a one-line bug put back in the code (see the commit messages).
 * The men's kernels of the ghost-square code (jump sets, single jumps) are generated into two
 * copies from one table (scripts/gen-frisian-kernels.mjs): a bug in the table reaches both, the
 * words and the ghost mailbox, and only these comparisons with the general code and the reference
 * find it (test/rules/frisianKernels.test.ts checks only that the copies are as generated).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { frisian } from '../../src/index.js';
import type { RefPosition } from '../reference/plainFlying.js';
import { FLYING_REF_RULES, referencePerft, referencePerftDistinct } from '../reference/plainFlying.js';
import { arbitraryFlyingRefPosition } from '../flyingArbitraries.js';
import type { FrisianTables } from '../../src/rules/frisian/movegen.js';
import { BLACK, KING, NO_KING, WHITE, bar, configure, put, tablesFor } from '../../src/rules/frisian/movegen.js';
import { perftCells } from '../../src/rules/frisian/perft.js';

/** The Frisian rules as the reference generator reads them. */
const FRISIAN_REF = FLYING_REF_RULES.frisian;

const ghost = tablesFor(frisian.board);
const general: FrisianTables = { ...ghost, ghost10: false };
const plain: FrisianTables = { ...ghost, ghost10: false, setwise: false };

type Way = 'words' | 'ghost mailbox' | 'general mailbox' | 'plain mailbox';
const WAYS: readonly Way[] = ['words', 'ghost mailbox', 'general mailbox', 'plain mailbox'];

/** Perft of `ref` one of the three ways (no king-move counts: the positions have no counters). */
function perftBy(way: Way, ref: RefPosition, depth: number, distinct: boolean, bulk: boolean): number {
  configure(way === 'general mailbox' ? general : way === 'plain mailbox' ? plain : ghost, distinct, 3);
  for (const sq of ref.whiteMen) put(sq - 1, WHITE);
  for (const sq of ref.whiteKings) put(sq - 1, WHITE | KING);
  for (const sq of ref.blackMen) put(sq - 1, BLACK);
  for (const sq of ref.blackKings) put(sq - 1, BLACK | KING);
  const color = ref.turn === 'white' ? WHITE : BLACK;
  bar(color, 0, NO_KING);
  return perftCells(color, depth, bulk, 0, 0, way === 'words');
}

/** Every way, bulk and every leaf, per path and distinct, against the reference. */
function agree(ref: RefPosition, depth: number): void {
  const perPath = referencePerft(FRISIAN_REF, ref, depth);
  const distinctCount = referencePerftDistinct(FRISIAN_REF, ref, depth);
  for (const way of WAYS) {
    for (const bulk of [true, false]) {
      const at = `${way}, bulk ${bulk}, depth ${depth}: ${JSON.stringify(ref)}`;
      expect(perftBy(way, ref, depth, false, bulk), at).toBe(perPath);
      expect(perftBy(way, ref, depth, true, bulk), `${at} (distinct)`).toBe(distinctCount);
    }
  }
}

/** Square one step from `square` in direction `d`: four diagonals, then left, up, down, right (the next square of the same colour: two columns or two rows away, article 7). */
const STEPS: readonly (readonly [number, number])[] = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
  [0, -2],
  [-2, 0],
  [2, 0],
  [0, 2],
];
function step(square: number | undefined, d: number): number | undefined {
  if (square === undefined) return undefined;
  const { row, col } = frisian.board.coords(square);
  return frisian.board.squareAt(row + STEPS[d]![0], col + STEPS[d]![1]);
}

/** Squares where a man of `color` may stand: not its crowning row (White's is 1-5, Black's 46-50). */
const manSquares = (color: 'white' | 'black'): number[] =>
  Array.from({ length: 50 }, (_, i) => i + 1).filter((s) => (color === 'white' ? s > 5 : s < 46));

/** A position with `color` to move, its men on `own`, the enemy's men and kings. */
function position(
  color: 'white' | 'black',
  own: readonly number[],
  enemyMen: readonly number[],
  enemyKings: readonly number[] = [],
): RefPosition {
  const sort = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);
  return color === 'white'
    ? { turn: 'white', whiteMen: sort(own), whiteKings: [], blackMen: sort(enemyMen), blackKings: sort(enemyKings) }
    : { turn: 'black', whiteMen: sort(enemyMen), whiteKings: sort(enemyKings), blackMen: sort(own), blackKings: [] };
}

/** An enemy man on the far side of the board from `square`, out of reach, that can move (so that depth 2 counts something). */
function bystander(color: 'white' | 'black', square: number): number {
  // The enemy's men stand away from their crowning row: Black's below row 9, White's above row 0.
  const { row } = frisian.board.coords(square);
  if (color === 'white') return row >= 5 ? 3 : 28; // a black man: top rows, or the middle row when White's man is high
  return row <= 4 ? 48 : 23; // a white man
}

const COLORS = ['white', 'black'] as const;

describe("every square, both colours: the words, the ghost set-wise code and the general code give the reference's perft", () => {
  it('a man alone: its steps (depth 1 and 2, with a bystander that moves at depth 2)', () => {
    for (const color of COLORS) {
      for (const s of manSquares(color)) {
        const far = bystander(color, s);
        if (far === s || step(s, 0) === far || step(s, 1) === far || step(s, 2) === far || step(s, 3) === far) continue;
        agree(position(color, [s], [far]), 1);
        agree(position(color, [s], [far]), 2);
      }
    }
  });

  it('a man with prey in each direction: a single jump over a man or a king, and the same jump blocked (depth 1 and 2)', () => {
    for (const color of COLORS) {
      for (const s of manSquares(color)) {
        for (let d = 0; d < 8; d++) {
          const over = step(s, d);
          const land = step(over, d);
          if (over === undefined || land === undefined) continue;
          agree(position(color, [s], [over]), 2);
          agree(position(color, [s], [], [over]), 1);
          // The landing square taken by a man of the mover's: no jump there.
          const ownOnLanding = color === 'white' ? land > 5 : land < 46;
          if (ownOnLanding) agree(position(color, [s, land], [over]), 1);
        }
      }
    }
  });

  it('every jump that goes on: two jumps in any two directions (depth 1)', () => {
    for (const color of COLORS) {
      for (const s of manSquares(color)) {
        for (let d = 0; d < 8; d++) {
          const over = step(s, d);
          const land = step(over, d);
          if (over === undefined || land === undefined) continue;
          for (let e = 0; e < 8; e++) {
            const over2 = step(land, e);
            const land2 = step(over2, e);
            if (over2 === undefined || land2 === undefined || over2 === over || land2 === over) continue;
            agree(position(color, [s], [over, over2]), 1);
          }
        }
      }
    }
  });
});

describe('every crowning square, both colours: a man crowned by a step or a single jump moves as a king two plies later', () => {
  // Article 13: a man that ends its move on the far row is a king. Its crown shows at depth 3
  // (its own moves) in the writers of children (menChildren, jumpChildren) and the mailbox.
  const crowningRow = (color: 'white' | 'black'): number[] =>
    color === 'white' ? [1, 2, 3, 4, 5] : [46, 47, 48, 49, 50];
  const back = (color: 'white' | 'black'): number[] => (color === 'white' ? [2, 3] : [0, 1]); // the diagonals a man came from
  it('steps and jumps onto the crowning row, then two plies (depth 3)', () => {
    let checked = 0;
    for (const color of COLORS) {
      const enemy = color === 'white' ? 28 : 23; // a bystander of the other side that can move
      for (const land of crowningRow(color)) {
        for (const d of back(color)) {
          const from = step(land, d);
          if (from === undefined || from === enemy) continue;
          agree(position(color, [from], [enemy]), 3);
          checked++;
        }
        for (let d = 0; d < 8; d++) {
          // The man on `from` jumps over `over` onto `land` (straight back along direction d).
          const over = step(land, d);
          const from = step(over, d);
          if (
            over === undefined ||
            from === undefined ||
            crowningRow(color).includes(from) ||
            over === enemy ||
            from === enemy
          )
            continue;
          agree(position(color, [from], [over, enemy]), 3);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});

/** The colour mirror: the board turned half round (square s to 51 - s), the colours swapped. */
function mirror(ref: RefPosition): RefPosition {
  const m = (xs: readonly number[]): number[] => xs.map((s) => 51 - s).sort((a, b) => a - b);
  return {
    turn: ref.turn === 'white' ? 'black' : 'white',
    whiteMen: m(ref.blackMen),
    whiteKings: m(ref.blackKings),
    blackMen: m(ref.whiteMen),
    blackKings: m(ref.whiteKings),
  };
}

describe('random men-only positions: the words against the mailbox, and each colour against its mirror', () => {
  const menOnly = arbitraryFlyingRefPosition(10).map((r): RefPosition => ({ ...r, whiteKings: [], blackKings: [] }));
  it('depth 2 and 3, both conventions, bulk and every leaf', () => {
    fc.assert(
      fc.property(menOnly, (ref) => {
        for (const depth of [2, 3]) {
          for (const distinct of [false, true]) {
            for (const bulk of [true, false]) {
              const words = perftBy('words', ref, depth, distinct, bulk);
              const at = `depth ${depth}, distinct ${distinct}, bulk ${bulk}: ${JSON.stringify(ref)}`;
              expect(words, at).toBe(perftBy('general mailbox', ref, depth, distinct, bulk));
              expect(perftBy('words', mirror(ref), depth, distinct, bulk), `mirror, ${at}`).toBe(words);
            }
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
