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
import type { SquareSet } from '../core/squareSet.js';

/**
 * True when the king a count refers to still stands: a king of the side (`own`, with `kings`
 * the kings of both sides) on `king`, or, with no square named, any king of the side.
 */
export function countedKingStands(own: SquareSet, kings: SquareSet, king: Square | undefined): boolean {
  return king === undefined ? !own.intersect(kings).isEmpty() : own.has(king) && kings.has(king);
}
