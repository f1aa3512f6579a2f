/**
 * Rows of a board as square sets: where each side's men are crowned and where they start, read
 * from the board's geometry (White at the bottom, crowned on row 0) rather than from square
 * numbers, so that every numbering gets them right (docs/sources.md, boards and numbering).
 * @module
 */
import type { BoardGeometry, StartSquares } from '../core/variant.js';
import type { Color, Square } from '../core/types.js';
import { SquareSet } from '../core/squareSet.js';
import { expectBoard, refuse } from '../core/arguments.js';

/** The playing squares of the rows `from` to `to` (inclusive), counted from the top. */
function rowsOf(board: BoardGeometry, from: number, to: number): SquareSet {
  const squares: Square[] = [];
  for (let row = from; row <= to; row++) {
    for (let col = 0; col < board.cols; col++) {
      const square = board.squareAt(row, col);
      if (square !== undefined) squares.push(square);
    }
  }
  return SquareSet.fromSquares(squares);
}

/**
 * The squares where a man of `color` is crowned: the far row from its side (WCDF 1.16, FMJD 3.5).
 * @example
 * ```ts
 * import { board8x8, crowningSquares } from 'crownhead';
 * crowningSquares(board8x8, 'white').squares(); // => [1, 2, 3, 4]
 * crowningSquares(board8x8, 'black').squares(); // => [29, 30, 31, 32]
 * ```
 */
export function crowningSquares(board: BoardGeometry, color: Color): SquareSet {
  expectBoard(board, 'crowningSquares');
  if (color !== 'white' && color !== 'black') refuse('crowningSquares', "'white' or 'black'", color, 'color');
  return crowningSquaresOf(board, color);
}

/** @internal {@link crowningSquares} without the checks of its arguments, for the generators' tables (so a bundle of the rules does not carry them). */
export function crowningSquaresOf(board: BoardGeometry, color: Color): SquareSet {
  return color === 'white' ? rowsOf(board, 0, 0) : rowsOf(board, board.rows - 1, board.rows - 1);
}

/**
 * The start of a game with men on the `rows` rows nearest each player: White at the bottom,
 * Black at the top.
 * @example
 * ```ts
 * import { board8x8, startRows } from 'crownhead';
 * const start = startRows(board8x8, 3);
 * start.white.squares().length; // => 12
 * start.black.has(1); // => true
 * ```
 */
export function startRows(board: BoardGeometry, rows: number): StartSquares {
  expectBoard(board, 'startRows');
  if (!Number.isInteger(rows) || rows < 0 || rows > board.rows)
    refuse('startRows', `a whole number of rows from 0 to ${board.rows}`, rows, 'rows');
  return startRowsOf(board, rows);
}

/** @internal {@link startRows} without the checks of its arguments, for the variants' definitions. */
export function startRowsOf(board: BoardGeometry, rows: number): StartSquares {
  return { white: rowsOf(board, board.rows - rows, board.rows - 1), black: rowsOf(board, 0, rows - 1) };
}
