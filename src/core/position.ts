/**
 * The immutable `Position` value.
 * @module
 */
import type { Color } from './types.js';
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
}
