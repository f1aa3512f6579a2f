/**
 * The vocabulary shared by every module: colours, roles, squares and moves.
 * @module
 */
import { expectMove } from './positionArguments.js';

/** The two sides. In English draughts Black (Red) moves first; in most other variants White. */
export type Color = 'white' | 'black';

/** A piece is a man (moves forward) or a king (crowned on the far row). */
export type Role = 'man' | 'king';

/**
 * A square, as the variant's PDN square number (1-based). English draughts numbers the 32 dark
 * squares 1 to 32 from Black's side (docs/sources.md, boards and numbering). Algebraic names such as `c3`
 * are a notation of the same square, not another type.
 */
export type Square = number;

/** A piece on the board. */
export interface Piece {
  /** Whose piece it is. */
  readonly color: Color;
  /** Man or king. */
  readonly role: Role;
}

/**
 * A whole turn, including every jump of a multi-capture.
 *
 * Two moves are the **same move** when they share `from`, `to`, the set of captured squares and
 * hence the resulting position; they are different **paths** when their landing squares differ
 * (a king going round a loop one way or the other).
 *
 * Moves are read-only values. The quiet moves that `legalMoves` returns are shared between calls
 * in every variant (one value per from and to square), so each is deeply frozen (the move, its
 * `path` and its `captured`): changing one throws in strict mode and cannot change a later
 * result. Captures are new values at each call. `moveToData` makes a plain, unfrozen copy.
 */
export interface Move {
  /** The square the moving piece starts on. */
  readonly from: Square;
  /** The square it ends on (may equal `from` after a capture that loops back). */
  readonly to: Square;
  /** The start square and every landing square in order; a quiet move is `[from, to]`. */
  readonly path: readonly Square[];
  /** The squares of the captured pieces, in capture order; empty for a quiet move. */
  readonly captured: readonly Square[];
}

/**
 * The side that is not `color`.
 * @example
 * ```ts
 * import { opposite } from 'crownhead';
 * opposite('white'); // => 'black'
 * ```
 */
export function opposite(color: Color): Color {
  return color === 'white' ? 'black' : 'white';
}

/**
 * True when the move captures.
 * @example
 * ```ts
 * import { english, legalMoves, parseFen, startPosition, isCapture } from 'crownhead';
 * legalMoves(startPosition(english)).some(isCapture); // => false
 * // A white man on 22 must jump the black man on 18 (WCDF 1.20):
 * const fen = parseFen(english, 'W:W22:B18');
 * if (fen.ok) legalMoves(fen.value).every(isCapture); // => true
 * ```
 */
export function isCapture(move: Move): boolean {
  expectMove(move, 'isCapture');
  return move.captured.length > 0;
}
