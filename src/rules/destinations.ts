/**
 * The legal moves of one piece, and every piece's destinations as a map: what a board screen
 * asks when a piece is picked up (chess.js `moves({ square })`, chessops and chessground `dests`).
 * @module
 */
import type { Move, Square } from '../core/types.js';
import type { Position } from '../core/position.js';
import type { LegalMovesOptions } from './play.js';
import { legalMoves } from './play.js';
import { expectPosition, expectSquare } from '../core/positionArguments.js';

/**
 * The legal moves that start on `square` (chess.js `moves({ square })`), in `legalMoves` order:
 * distinct moves, or every capture path with `{ paths: true }`. Empty when there is no piece of
 * the side to move there, or it has no legal move (another piece must capture: captures are
 * compulsory, WCDF 1.20, FMJD 4.1).
 *
 * @example
 * ```ts
 * import { english, startPosition, movesFrom } from 'crownhead';
 * movesFrom(startPosition(english), 9).map((m) => m.to); // => [13, 14]
 * movesFrom(startPosition(english), 5); // => []
 * ```
 */
export function movesFrom(position: Position, square: Square, options?: LegalMovesOptions): readonly Move[] {
  expectPosition(position, 'movesFrom');
  expectSquare(square, position, 'movesFrom');
  return legalMoves(position, options).filter((move) => move.from === square);
}

/**
 * Where each piece that can move may end its move: start square to the end squares of its legal
 * moves, each end square once, in `legalMoves` order (the `dests` map of chessops and
 * chessground). Only pieces with a legal move are keys. Two captures may share start and end
 * (PDN 3.0 restriction 8) and a king's loop may end where it started: a click-to-move screen
 * tells those apart with `nextLandings`.
 *
 * @example
 * ```ts
 * import { english, startPosition, destinations } from 'crownhead';
 * const dests = destinations(startPosition(english));
 * [...dests.keys()]; // => [9, 10, 11, 12]
 * dests.get(11); // => [15, 16]
 * ```
 */
export function destinations(position: Position): ReadonlyMap<Square, readonly Square[]> {
  expectPosition(position, 'destinations');
  const map = new Map<Square, Square[]>();
  for (const move of legalMoves(position)) {
    const ends = map.get(move.from);
    if (ends === undefined) map.set(move.from, [move.to]);
    else if (!ends.includes(move.to)) ends.push(move.to);
  }
  return map;
}
