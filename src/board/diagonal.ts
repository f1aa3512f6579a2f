/**
 * Square boards played on the dark squares, numbered as in PDN 3.0 for English (8x8),
 * International (10x10) and Canadian (12x12) draughts (docs/sources.md, boards and numbering): row r from
 * the top, column c from the left, White at the bottom; a playing square has (r + c) odd and the
 * number r * (size / 2) + floor(c / 2) + 1. Square 1 is on Black's back row, top left.
 * @module
 */
import type { BoardGeometry, Coords } from '../core/variant.js';
import type { Square } from '../core/types.js';
import { isPlayingSquare, notAPlayingSquare } from './playingSquare.js';

/** Makes the geometry of a size x size board played on the dark squares. */
function diagonalBoard(size: number): BoardGeometry {
  const half = size / 2;
  const board: BoardGeometry = {
    key: `${size}x${size}`,
    rows: size,
    cols: size,
    squareCount: size * half,
    coords(square: Square): Coords {
      // Arithmetic would give a row and column to any number: a non-square has none.
      if (!isPlayingSquare(size * half, square)) throw notAPlayingSquare(board, square);
      const row = Math.floor((square - 1) / half);
      const k = (square - 1) % half;
      return { row, col: 2 * k + (row % 2 === 0 ? 1 : 0) };
    },
    squareAt(row: number, col: number): Square | undefined {
      if (
        !Number.isInteger(row) ||
        !Number.isInteger(col) ||
        row < 0 ||
        row >= size ||
        col < 0 ||
        col >= size ||
        (row + col) % 2 === 0
      )
        return undefined;
      return row * half + Math.floor(col / 2) + 1;
    },
  };
  return board;
}

/**
 * The 8x8 board numbered 1-32 (English; also the numeric labels of Russian and Brazilian files).
 * @example
 * ```ts
 * import { board8x8 } from 'crownhead';
 * board8x8.squareCount; // => 32
 * board8x8.squareAt(0, 1); // => 1
 * board8x8.squareAt(7, 0); // => 29
 * ```
 */
export const board8x8: BoardGeometry = /* @__PURE__ */ diagonalBoard(8);
/**
 * The 10x10 board numbered 1-50 (International draughts, FMJD 2.6).
 * @example
 * ```ts
 * import { board10x10 } from 'crownhead';
 * board10x10.squareCount; // => 50
 * board10x10.squareAt(9, 0); // => 46
 * ```
 */
export const board10x10: BoardGeometry = /* @__PURE__ */ diagonalBoard(10);
/**
 * The 12x12 board numbered 1-72 (Canadian draughts).
 * @example
 * ```ts
 * import { board12x12 } from 'crownhead';
 * board12x12.squareCount; // => 72
 * board12x12.squareAt(11, 0); // => 67
 * ```
 */
export const board12x12: BoardGeometry = /* @__PURE__ */ diagonalBoard(12);
