/**
 * Frisian article 21: with a single king each the game is drawn at once, unless one player can
 * capture the other's king at once or will necessarily be able to on the next move. Read here
 * as a search of three plies from the position (docs/variants.md, Frisian):
 * - the side to move can capture now; or
 * - every move of the side to move lets the other side capture (it must give its king away); or
 * - the side to move has a move after which the other side cannot capture and every move of the
 *   other side lets it capture (it forces the capture).
 * @module
 */
import type { Position } from '../core/position.js';
import { legalMoves, play } from '../rules/play.js';
import { expectPosition } from '../core/positionArguments.js';

/** True when the side to move of `p` must capture (captures are compulsory, so all moves are). */
function canCapture(p: Position): boolean {
  const moves = legalMoves(p);
  return moves.length > 0 && moves[0]!.captured.length > 0;
}

/** True when every move of the side to move lets the other side capture (it has a move). */
function mustGiveAway(p: Position): boolean {
  const moves = legalMoves(p);
  return moves.length > 0 && moves.every((m) => canCapture(play(p, m)));
}

/**
 * True when a capture is at hand in `p` (article 21): the side to move can capture, must let
 * itself be captured, or can force the other side to let itself be captured.
 * @example
 * ```ts
 * import { captureAtHand, frisian, parseFen } from 'crownhead';
 * const near = parseFen(frisian, 'W:WK28:BK23');
 * near.ok && captureAtHand(near.value); // => true
 * const far = parseFen(frisian, 'W:WK28:BK3');
 * far.ok && captureAtHand(far.value); // => false
 * // Kings in the two corners of the long diagonal: the side to move must give its king away.
 * const trapped = parseFen(frisian, 'W:WK46:BK5');
 * trapped.ok && captureAtHand(trapped.value); // => true
 * ```
 */
export function captureAtHand(p: Position): boolean {
  expectPosition(p, 'captureAtHand');
  if (canCapture(p) || mustGiveAway(p)) return true;
  return legalMoves(p).some((m) => {
    const after = play(p, m);
    return !canCapture(after) && mustGiveAway(after);
  });
}
