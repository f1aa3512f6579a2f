/**
 * The end of a game as the variant's win condition decides it (`Variant.winCondition`): shared by
 * `outcome` and by the words of an illegal-move error, so that both say the same thing.
 * @module
 */
import type { Color } from '../core/types.js';
import type { Position } from '../core/position.js';
import { opposite } from '../core/types.js';

/** How a game ended: who won, and why. */
export interface Outcome {
  /** The side that won. */
  readonly winner: Color;
  /**
   * What ended it:
   * - `'no-pieces'`: the side to move has no piece left;
   * - `'no-moves'`: the side to move has pieces but no legal move (all blocked).
   *
   * Under `'no-move-loses'` (WCDF 1.30, FMJD 7.2) that side has lost; under `'no-move-wins'`
   * (Antidraughts) it has won.
   * - `'crowned'`: a side has a king under `'first-king-wins'` (Breakthrough): it has won, and
   *   nobody moves again.
   */
  readonly reason: 'no-pieces' | 'no-moves' | 'crowned';
}

/**
 * The winner of a Breakthrough position with kings: the side that has them. Kings of both sides
 * cannot arise in a game (the first crowning ends it); for such a set-up position we follow
 * lidraughts (`variant/Breakthrough.scala`), which gives the win to White (docs/variants.md,
 * Breakthrough).
 */
function crowned(position: Position): Color {
  return position.kings.intersect(position.white).isEmpty() ? 'black' : 'white';
}

/**
 * The outcome of `position` when the game is over, with `hasMove` telling whether the side to
 * move has a legal move (asked only when needed); otherwise `undefined`.
 */
export function ending(position: Position, hasMove: () => boolean): Outcome | undefined {
  const condition = position.variant.winCondition;
  if (condition === 'first-king-wins' && !position.kings.isEmpty()) {
    return { winner: crowned(position), reason: 'crowned' };
  }
  const own = position.turn === 'white' ? position.white : position.black;
  const reason = own.isEmpty() ? 'no-pieces' : hasMove() ? undefined : 'no-moves';
  if (reason === undefined) return undefined;
  const winner = condition === 'no-move-wins' ? position.turn : opposite(position.turn);
  return { winner, reason };
}

/**
 * Why the side to move has no legal move, for an error message: the game is over, and how
 * (`ending` of a position known to have no legal move).
 */
export function gameOverReason(position: Position): string {
  const end = ending(position, () => false);
  if (end?.reason === 'crowned') return `the game is over: ${end.winner} has crowned a man and won (first king wins)`;
  const won =
    end !== undefined && end.winner === position.turn ? `, and ${end.winner} has won by it (no move wins)` : '';
  return `${position.turn} has no legal move: the game is over${won}`;
}
