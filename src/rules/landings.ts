/**
 * Click-to-move: given the squares clicked so far (a start square, then landing squares), the
 * squares that may be clicked next and whether the clicks make a whole legal path. Built on
 * `legalMoves(position, { paths: true })`, so two captures with the same start and end (PDN 3.0
 * restriction 8), and the two ways round a king's loop, are told apart by the squares clicked.
 * @module
 */
import type { Move, Square } from '../core/types.js';
import type { Position } from '../core/position.js';
import { legalMoves } from './play.js';
import { expectPosition, expectSquare } from '../core/positionArguments.js';
import { CrownheadError } from '../core/errors.js';

/** What {@link nextLandings} answers for the squares clicked so far. */
export interface NextLandings {
  /**
   * The squares that may be clicked next: each legal path that begins with the clicked squares
   * gives its next square, each square once, in `legalMoves` order. With nothing clicked, the
   * start squares of the legal moves. Empty when the clicks lead nowhere (a wrong square) or
   * every path that fits them is complete.
   */
  readonly landings: readonly Square[];
  /**
   * The legal path whose squares are exactly the clicked squares (its path, not merely its
   * start and end), or `undefined` while the clicks are not a whole path: play it.
   */
  readonly complete: Move | undefined;
  /** Every legal path (`{ paths: true }`) that begins with the clicked squares: the moves still open. */
  readonly moves: readonly Move[];
}

/**
 * The next squares a click-to-move screen may accept after `clicked` (a start square, then the
 * landing squares clicked so far: a quiet move is its start and end, a capture its start and
 * every square where the piece lands, as `Move.path` lists them), and the legal move the clicks
 * complete. Captures are compulsory (WCDF 1.20, FMJD 4.1): when one exists, no quiet landing is
 * offered. A landing square of a flying king is the one `Move.path` names (PDN 3.0 restriction
 * 9: where it turns, or right behind each captured piece on a straight stretch).
 *
 * @example
 * ```ts
 * import { english, parseFen, nextLandings } from 'crownhead';
 * const loop = parseFen(english, 'W:WK26:B14,15,22,23'); // the king takes four men, either way round
 * if (!loop.ok) throw new Error(loop.error.message);
 * nextLandings(loop.value, [26]).landings; // => [17, 19]
 * nextLandings(loop.value, [26, 17, 10, 19]).landings; // => [26]
 * nextLandings(loop.value, [26, 17, 10, 19, 26]).complete?.path; // => [26, 17, 10, 19, 26]
 * nextLandings(loop.value, [25]).landings; // => []
 * ```
 */
export function nextLandings(position: Position, clicked: readonly Square[]): NextLandings {
  expectPosition(position, 'nextLandings');
  if (!Array.isArray(clicked))
    throw new CrownheadError(
      'bad-argument',
      'nextLandings: clicked must be an array of square numbers (the start square, then the landing squares clicked)',
    );
  for (const square of clicked) expectSquare(square, position, 'nextLandings');
  const n = clicked.length;
  const moves = legalMoves(position, { paths: true }).filter(
    (move) => move.path.length >= n && clicked.every((sq, i) => move.path[i] === sq),
  );
  const landings: Square[] = [];
  let complete: Move | undefined;
  for (const move of moves) {
    if (move.path.length === n) complete = move;
    else if (!landings.includes(move.path[n]!)) landings.push(move.path[n]!);
  }
  return { landings, complete, moves };
}
