/**
 * Algebraic square names (`a1` at White's bottom left, files a, b, c ... from the left, ranks from
 * the bottom), as Russian and Brazilian files write squares (docs/sources.md, boards and numbering).
 * @module
 */
import type { BoardGeometry, Variant } from '../core/variant.js';
import type { Square } from '../core/types.js';
import { expectText, expectBoard } from '../core/arguments.js';

const FILES = 'abcdefghijklmnop';

/**
 * The algebraic name of a playing square: on 8x8, square 1 is `b8` and square 29 is `a1`.
 *
 * Errors: a number that is no playing square of `board` (0, beyond `squareCount`, a fraction)
 * has no name: throws a `CrownheadError` with code `bad-argument`.
 * @example
 * ```ts
 * import { board8x8, squareName } from 'crownhead';
 * squareName(board8x8, 1); // => 'b8'
 * squareName(board8x8, 29); // => 'a1'
 * ```
 */
export function squareName(board: BoardGeometry, square: Square): string {
  expectBoard(board, 'squareName');
  const { row, col } = board.coords(square);
  return `${FILES[col]}${board.rows - row}`;
}

/**
 * The playing square named `name` (such as `c3`), or `undefined` (a light square, off the board).
 * @example
 * ```ts
 * import { board8x8, squareFromName } from 'crownhead';
 * squareFromName(board8x8, 'c3'); // => 22
 * squareFromName(board8x8, 'a2'); // => undefined
 * ```
 */
export function squareFromName(board: BoardGeometry, name: string): Square | undefined {
  expectBoard(board, 'squareFromName');
  expectText(name, 'name', 'squareFromName');
  const match = /^([a-p])([1-9][0-9]?)$/.exec(name);
  if (match === null) return undefined;
  const col = FILES.indexOf(match[1]!);
  const rank = Number(match[2]);
  return board.squareAt(board.rows - rank, col);
}

/**
 * Squares joined by `x` (a capture) or `-`, as numbers or, for a variant written algebraically
 * (Russian, Brazilian), as names: the writing side of move text (PDN 3.0 restriction 6).
 */
export function writeSquares(variant: Variant, squares: readonly Square[], capture: boolean): string {
  return squares.map((sq) => squareLabel(variant, sq)).join(capture ? 'x' : '-');
}

/**
 * One square as the variant writes it: its PDN number, or its name (`c3`) for an algebraic
 * variant. A number that is no square of the board (move text read from outside, shown in an
 * error message) has no name and is written as the number it is.
 */
export function squareLabel(variant: Variant, square: Square): string {
  // The test of board/playingSquare.ts written out: importing it here would put it in the chunk
  // that crownhead/svg shares, and move it in bundles that do not draw (test/bundle-variants.test.ts).
  const onBoard = Number.isInteger(square) && square >= 1 && square <= variant.board.squareCount;
  return variant.notation === 'algebraic' && onBoard ? squareName(variant.board, square) : String(square);
}
