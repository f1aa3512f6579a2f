/**
 * The one test of "is this number a square of the board", shared by every board and by every
 * reader of squares from outside: the playing squares of a board are numbered 1 to its
 * `squareCount` (PDN 3.0; docs/sources.md, boards and numbering), and nothing else is one, not
 * 0, a negative number, a fraction, `NaN` or a number beyond the board.
 * @module
 */
import type { BoardGeometry } from '../core/variant.js';
import { CrownheadError } from '../core/errors.js';

/** True when `square` is a playing square of a board of `squareCount` squares: an integer from 1 to `squareCount`. */
export function isPlayingSquare(squareCount: number, square: unknown): square is number {
  return typeof square === 'number' && Number.isInteger(square) && square >= 1 && square <= squareCount;
}

/** The sentence for a square that is not on `board`, as the readers of FEN, setups and move text write it. */
export function offBoardMessage(board: BoardGeometry, square: unknown): string {
  return `square ${String(square)} is not on the ${board.key} board (1-${board.squareCount})`;
}

/**
 * The exception of a board's square lookup given a number that is no square of it: a program's
 * error (the readers of text check squares first and answer with an error value), so a
 * `CrownheadError` with code `bad-argument`, never a `TypeError` or a made-up row and column.
 */
export function notAPlayingSquare(board: BoardGeometry, square: unknown): CrownheadError {
  return new CrownheadError('bad-argument', offBoardMessage(board, square));
}
