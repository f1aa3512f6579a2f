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
import type { Color, Square } from '../core/types.js';
import type { KingMoves, Position, VariantState } from '../core/position.js';
import type { SquareSet } from '../core/squareSet.js';
import { countedKingStands } from './countedKing.js';

/** The count of `color` after the edit: its count and king when that king is still there, else none. */
function sideAfter(kingMoves: KingMoves, color: Color, own: SquareSet, kings: SquareSet): { count: number; king: Square | undefined } {
  const count = kingMoves[color];
  const king = color === 'white' ? kingMoves.whiteKing : kingMoves.blackKing;
  return count > 0 && countedKingStands(own, kings, king) ? { count, king } : { count: 0, king: undefined };
}

/**
 * The state of `position` for the same variant with the pieces `white`, `black`, `kings`:
 * each field kept, the king-move counters kept while the king each refers to stands (see the
 * module comment). `undefined` when nothing is left to carry, so that an edited position without
 * state equals one that never had any.
 */
export function stateAfterEdit(position: Position, white: SquareSet, black: SquareSet, kings: SquareSet): VariantState | undefined {
  const state = position.state;
  if (state === undefined) return undefined;
  const { kingMoves, ...rest } = state;
  if (kingMoves === undefined) return Object.keys(rest).length === 0 ? undefined : rest;
  const w = sideAfter(kingMoves, 'white', white, kings);
  const b = sideAfter(kingMoves, 'black', black, kings);
  if (w.count === 0 && b.count === 0) return Object.keys(rest).length === 0 ? undefined : rest;
  const kept: KingMoves = {
    white: w.count,
    black: b.count,
    ...(w.king === undefined ? {} : { whiteKing: w.king }),
    ...(b.king === undefined ? {} : { blackKing: b.king }),
  };
  return { ...rest, kingMoves: kept };
}
