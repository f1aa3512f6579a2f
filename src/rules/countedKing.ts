/**
 * When a Frisian king-move count ends because its king is gone (article 17 of the Official
 * Rules for Frisian Draughts of 2011, docs/sources.md, Frisian rules: the same king may make at
 * most three quiet moves in a row). A count refers to one king, named by its square; once no
 * king of that side stands there (captured, removed, replaced by another piece) the moves it
 * counted belong to no piece on the board, and the count ends. lidraughts' count without a
 * square (`+3`, any king) lasts while its side has a king at all.
 * @module
 */
import type { Square } from '../core/types.js';
import type { KingMoves, VariantState } from '../core/position.js';
import type { SquareSet } from '../core/squareSet.js';

/** One side's king-move count and the square of the king it counts (`undefined`: none named). */
export interface CountedKing {
  readonly count: number;
  readonly king: Square | undefined;
}

/**
 * True when the king a count refers to still stands: a king of the side (`own`, with `kings`
 * the kings of both sides) on `king`, or, with no square named, any king of the side.
 */
export function countedKingStands(own: SquareSet, kings: SquareSet, king: Square | undefined): boolean {
  return king === undefined ? !own.intersect(kings).isEmpty() : own.has(king) && kings.has(king);
}

/**
 * `state` with these counts (every other field kept): no `kingMoves` when both counts are 0, and
 * `undefined` when nothing is left, so that a position without counts equals one that never had
 * any. Shared by `play` (src/rules/frisian/engine.ts) and the board edits (src/rules/editState.ts).
 */
export function withKingMoves(
  state: VariantState | undefined,
  white: CountedKing,
  black: CountedKing,
): VariantState | undefined {
  const { kingMoves: _, ...rest } = state ?? {};
  if (white.count === 0 && black.count === 0) return Object.keys(rest).length === 0 ? undefined : rest;
  const kingMoves: KingMoves = {
    white: white.count,
    black: black.count,
    ...(white.king === undefined ? {} : { whiteKing: white.king }),
    ...(black.king === undefined ? {} : { blackKing: black.king }),
  };
  return { ...rest, kingMoves };
}
