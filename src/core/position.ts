/**
 * The immutable `Position` value.
 * @module
 */
import type { Color, Square } from './types.js';
import type { SquareSet } from './squareSet.js';
import type { Variant } from './variant.js';

/**
 * A position: the variant, the side to move, and where the men and kings of each side stand.
 *
 * A position is a value: no function of this library changes one, and every function that
 * "changes" a position returns a new one. Compare positions with `positionEquals`.
 * `kings` is the set of squares holding a king of either colour; a square in `white` or `black`
 * but not in `kings` holds a man.
 */
export interface Position {
  /** The rules this position is played under. */
  readonly variant: Variant;
  /** The side to move. */
  readonly turn: Color;
  /** Squares holding a white piece. */
  readonly white: SquareSet;
  /** Squares holding a black piece. */
  readonly black: SquareSet;
  /** Squares holding a king (of either colour). */
  readonly kings: SquareSet;
  /**
   * State that some variants carry beside the pieces (Frisian: the king-move counters of
   * article 17). Absent in every other variant and whenever there is nothing to carry, so that
   * positions of other variants pay nothing and equal positions stay equal.
   */
  readonly state?: VariantState;
}

/**
 * Per-variant state of a position: each field belongs to the variants whose rules read it.
 * Immutable like the position.
 */
export interface VariantState {
  /** Frisian (article 17): the consecutive non-capturing moves of one king per side. */
  readonly kingMoves?: KingMoves;
}

/**
 * The Frisian king-move counters (article 17; lidraughts' FEN form `:+<black>+<white>`): per
 * side, how many times in a row it moved the same king without capturing while it had men,
 * and which king (its square now). A count of 0 has no square.
 */
export interface KingMoves {
  /** White's count (0 to the variant's `kingMoveLimit`). */
  readonly white: number;
  /** Black's count. */
  readonly black: number;
  /** The square of the king White moved, when `white > 0` (absent: any king, as lidraughts reads `+3`). */
  readonly whiteKing?: Square;
  /** The square of the king Black moved, when `black > 0`. */
  readonly blackKing?: Square;
}
