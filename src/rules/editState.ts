/**
 * What becomes of a position's variant state (`Position.state`) when the board is edited by
 * hand (`putPiece`, `removePiece`, `clearBoard`): the state is kept, except what the edit has
 * taken away the object of.
 *
 * The one state today is Frisian's king-move counter (article 17 of the Official Rules for
 * Frisian Draughts of 2011, docs/sources.md, Frisian rules): per side, how many quiet moves in a
 * row the same king has made. A count refers to one king, so it stays while that king stands
 * where it named it (a king of that side on that square), and ends when the king is removed or
 * replaced by another piece: another king then starts from nothing, as when another king moves.
 * lidraughts' count without a square (`+3`, any king) stays while the side has a king at all
 * (src/rules/countedKing.ts, which `play` follows too when a capture takes the counted king).
 * Removing men keeps the count: it counts the king's past moves, and the rule simply does not
 * bar it while its side has no men (the generator reads it so).
 * @module
 */
import type { Color } from '../core/types.js';
import type { KingMoves, Position, VariantState } from '../core/position.js';
import type { SquareSet } from '../core/squareSet.js';
import type { CountedKing } from './countedKing.js';
import { countedKingStands, withKingMoves } from './countedKing.js';

const NONE: CountedKing = { count: 0, king: undefined };

/** The count of `color` after the edit: its count and king when that king is still there, else none. */
function sideAfter(kingMoves: KingMoves | undefined, color: Color, own: SquareSet, kings: SquareSet): CountedKing {
  if (kingMoves === undefined) return NONE;
  const count = kingMoves[color];
  const king = color === 'white' ? kingMoves.whiteKing : kingMoves.blackKing;
  return count > 0 && countedKingStands(own, kings, king) ? { count, king } : NONE;
}

/**
 * The state of `position` for the same variant with the pieces `white`, `black`, `kings`:
 * each field kept, the king-move counters kept while the king each refers to stands (see the
 * module comment). `undefined` when nothing is left to carry, so that an edited position without
 * state equals one that never had any.
 */
export function stateAfterEdit(
  position: Position,
  white: SquareSet,
  black: SquareSet,
  kings: SquareSet,
): VariantState | undefined {
  const state = position.state;
  if (state === undefined) return undefined;
  return withKingMoves(
    state,
    sideAfter(state.kingMoves, 'white', white, kings),
    sideAfter(state.kingMoves, 'black', black, kings),
  );
}
