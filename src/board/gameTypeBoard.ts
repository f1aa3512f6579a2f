/**
 * Boards made from the attributes of a PDN GameType (`N,S,W,H,Tn,I`): which squares are played
 * on and how they are numbered, with the algorithm of the PDN 3.0 GameType tester
 * (docs/sources.md, boards and numbering). Every board here is drawn with White at the bottom:
 * row 0 is the top row, where White men are crowned; the last row is where Black men are crowned.
 * @module
 */
import type { BoardGeometry, Coords } from '../core/variant.js';
import type { Color, Square } from '../core/types.js';
import { isPlayingSquare, notAPlayingSquare } from './playingSquare.js';
import { expectBoardAttributes } from '../core/arguments.js';

/** The attributes of a GameType that fix a board: `S`, `W`, `H`, the digit of `Tn`, and `I`. */
export interface BoardAttributes {
  /** The side that starts (`S`); the numbering is seen from that side. */
  readonly firstPlayer: Color;
  /** Columns (`W`). */
  readonly width: number;
  /** Rows (`H`). */
  readonly height: number;
  /**
   * Where square 1 (or a1) is, seen from the first player (the digit of `Tn`): 0 bottom left,
   * 1 bottom right, 2 top left, 3 top right. Numbers run along the rows.
   */
  readonly origin: 0 | 1 | 2 | 3;
  /** `I`: 0 when the first player's bottom-left corner is a playing square, 1 when it is not. */
  readonly invert: 0 | 1;
}

/**
 * The board of a GameType's attributes (PDN 3.0 GameType tester): seen from the first player,
 * row r from the top and column c from the left, a square is played on when `(r + c) mod 2` is
 * `(H - 1) mod 2` (`I` = 0) or the other parity (`I` = 1); with `r'` = `H-1-r` when square 1 is
 * at the bottom (`n` 0 or 1) and `c'` = `W-1-c` when it is on the right (`n` 1 or 3), the square
 * is numbered `1 + r' * W/2 + floor(c' / 2)`. The result is then turned so that White is at the
 * bottom. Boards with the same numbering have the same `key`.
 * @example
 * ```ts
 * import { gameTypeBoard } from 'crownhead';
 * // Italian, 22,W,8,8,N2,1: square 1 is the top-left corner, White at the bottom.
 * const italian = gameTypeBoard({ firstPlayer: 'white', width: 8, height: 8, origin: 2, invert: 1 });
 * italian.coords(1); // => { row: 0, col: 0 }
 * italian.squareAt(7, 7); // => 32
 * // English, 21,B,8,8,N1,0, is the usual 8x8 board.
 * gameTypeBoard({ firstPlayer: 'black', width: 8, height: 8, origin: 1, invert: 0 }).key; // => '8x8'
 * ```
 */
export function gameTypeBoard(attributes: BoardAttributes): BoardGeometry {
  expectBoardAttributes(attributes, 'gameTypeBoard');
  const { width, height, origin, invert } = attributes;
  const half = width / 2;
  const squareCount = half * height;
  const toCoords: Coords[] = [];
  const toSquare = new Int16Array(width * height);
  // Seen from the first player; turned half a circle when that is Black.
  const turn = attributes.firstPlayer === 'black';
  const playingParity = invert === 0 ? (height - 1) % 2 : height % 2;
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      if ((r + c) % 2 !== playingParity) continue;
      const rr = origin === 0 || origin === 1 ? height - 1 - r : r;
      const cc = origin === 0 || origin === 2 ? c : width - 1 - c;
      const square = 1 + rr * half + Math.floor(cc / 2);
      const row = turn ? height - 1 - r : r;
      const col = turn ? width - 1 - c : c;
      toCoords[square] = { row, col };
      toSquare[row * width + col] = square;
    }
  }
  const board: BoardGeometry = {
    key: boardKey(width, height, toCoords),
    rows: height,
    cols: width,
    squareCount,
    coords(square: Square): Coords {
      if (!isPlayingSquare(squareCount, square)) throw notAPlayingSquare(board, square);
      return toCoords[square]!;
    },
    squareAt(row: number, col: number): Square | undefined {
      if (row < 0 || row >= height || col < 0 || col >= width) return undefined;
      const square = toSquare[row * width + col]!;
      return square === 0 ? undefined : square;
    },
  };
  return board;
}

/**
 * `'8x8'`, `'10x10'`, `'12x12'` for the numbering of English and International draughts (square 1
 * on Black's back row, top left, the top-left corner not played on); otherwise the size, where
 * square 1 stands seen with White at the bottom, and whether the top-left corner is played on.
 */
function boardKey(width: number, height: number, toCoords: readonly Coords[]): string {
  const size = `${width}x${height}`;
  const first = toCoords[1]!;
  const second = toCoords[2]!;
  const topLeftPlayed = (first.row + first.col) % 2 === 0;
  if (first.row === 0 && second.col > first.col && !topLeftPlayed) return size;
  const vertical = first.row === 0 ? 'top' : 'bottom';
  const horizontal = second.col > first.col ? 'left' : 'right';
  return `${size}:1-${vertical}-${horizontal}${topLeftPlayed ? ':corner-played' : ''}`;
}
