/**
 * Boards played on every square, as Turkish draughts is (PDN GameType `30,W,8,8,A0,0`;
 * docs/sources.md, boards and numbering): square 1 is a1, White's bottom-left corner, and the
 * numbers run along the ranks from White's side: a1 = 1, b1 = 2 ... h1 = 8, a2 = 9 ... h8 = 64.
 * As every board here, it is drawn with White at the bottom: row 0 is the top (rank 8).
 * @module
 */
import type { BoardGeometry, Coords } from '../core/variant.js';
import type { Square } from '../core/types.js';
import { isPlayingSquare, notAPlayingSquare } from './playingSquare.js';

/** Makes the geometry of a `cols` x `rows` board whose every square is played on. */
function fullBoard(cols: number, rows: number): BoardGeometry {
  const toCoords: Coords[] = [];
  for (let square = 1; square <= cols * rows; square++) {
    const rank = Math.floor((square - 1) / cols);
    toCoords[square] = { row: rows - 1 - rank, col: (square - 1) % cols };
  }
  const board: BoardGeometry = {
    key: `${cols}x${rows}:all`,
    rows,
    cols,
    squareCount: cols * rows,
    coords(square: Square): Coords {
      if (!isPlayingSquare(cols * rows, square)) throw notAPlayingSquare(board, square);
      return toCoords[square]!;
    },
    squareAt(row: number, col: number): Square | undefined {
      if (!Number.isInteger(row) || !Number.isInteger(col) || row < 0 || row >= rows || col < 0 || col >= cols)
        return undefined;
      return (rows - 1 - row) * cols + col + 1;
    },
  };
  return board;
}

/**
 * The 8x8 board with all 64 squares played on (Turkish draughts): a1 = 1, h1 = 8, a2 = 9,
 * h8 = 64, row by row from White's side.
 * @example
 * ```ts
 * import { board8x8Full, squareName } from 'crownhead';
 * board8x8Full.squareCount; // => 64
 * board8x8Full.coords(1); // => { row: 7, col: 0 }
 * squareName(board8x8Full, 12); // => 'd2'
 * board8x8Full.squareAt(0, 7); // => 64
 * ```
 */
export const board8x8Full: BoardGeometry = /* @__PURE__ */ fullBoard(8, 8);
