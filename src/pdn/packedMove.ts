/**
 * Numeric moves written without separator (`3328`, `914`, `0510`): PDN 3.0 names them among the
 * forms met in practice ("omit move separators in numeric moves: 3228 1823", docs/sources.md,
 * PDN 3.0: reading grammar). The reader keeps the digits as written; this module gives the
 * squares they can stand for on a board.
 *
 * A numeric square is written `[1-9]`, `[1-9][0-9]` or `0[1-9]`, so a move of two squares has
 * two to four digits. Four digits cut one way only, two and two (`3328` is 33-28, `0510` is
 * 5-10), on every board. Three digits cut two ways, one and two or two and one (`128` is 1-28 or
 * 12-8): a cut whose squares are not both on the board is no reading (on the 32 squares of an
 * 8x8 board `338` is neither 3-38 nor 33-8, `519` only 5-19), and where both cuts are on the
 * board the position decides (see `replay`). Two digits are one square, never a move.
 * @module
 */
import type { Square } from '../core/types.js';
import type { PdnGame } from './types.js';

/** One way to read the digits: the start and end squares. */
export type PackedReading = readonly [from: Square, to: Square];

/** True when `text` is three or four digits: a numeric move without separator, as the reader keeps it. */
export function isPackedMove(text: string): boolean {
  return (text.length === 3 || text.length === 4) && /^[0-9]+$/.test(text);
}

/** The square written `text[from, to)`, or `undefined` when it is not one of the board's `squareCount`. */
function squareOf(text: string, from: number, to: number, squareCount: number): Square | undefined {
  const part = text.slice(from, to);
  if (!/^(?:[1-9]|[1-9][0-9]|0[1-9])$/.test(part)) return undefined;
  const square = Number(part);
  return square <= squareCount ? square : undefined;
}

/**
 * The readings of a numeric move without separator on a board of `squareCount` squares: each cut
 * of the digits into two squares of the board, the shorter first square first. Empty when none
 * fits.
 */
export function packedReadings(text: string, squareCount: number): PackedReading[] {
  const readings: PackedReading[] = [];
  const n = text.length;
  for (let cut = Math.max(1, n - 2); cut <= Math.min(2, n - 1); cut++) {
    const from = squareOf(text, 0, cut, squareCount);
    const to = squareOf(text, cut, n, squareCount);
    if (from !== undefined && to !== undefined) readings.push([from, to]);
  }
  return readings;
}

/**
 * The game as the detection of its game type should see it (`detectGameType` reads square
 * numbers from the move texts, and would take `3328` for square 3328): each four-digit move of
 * the mainline written with its separator (`33-28`, the same on every board), each three-digit
 * one as an unknown move `-` (which squares it names depends on the board, so it is no
 * evidence). The game itself when it has no such move; the input is not changed.
 */
export function detectionView(game: PdnGame): PdnGame {
  if (!game.moves.some((node) => isPackedMove(node.move))) return game;
  const moves = game.moves.map((node) => {
    if (!isPackedMove(node.move)) return node;
    const text = node.move.length === 4 ? `${Number(node.move.slice(0, 2))}-${Number(node.move.slice(2))}` : '-';
    return { ...node, move: text };
  });
  return { ...game, moves };
}
