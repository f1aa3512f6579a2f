/**
 * Making, reading and comparing positions.
 * @module
 */
import type { Color, Piece, Square } from '../core/types.js';
import type { Position } from '../core/position.js';
import type { Variant } from '../core/variant.js';
import { SquareSet } from '../core/squareSet.js';

/** The position at the start of a game: the variant's men, its first player to move. */
export function startPosition(variant: Variant): Position {
  return {
    variant,
    turn: variant.firstPlayer,
    white: variant.start.white,
    black: variant.start.black,
    kings: SquareSet.empty(),
  };
}

/** The piece on `square`, or `undefined` when it is empty or not a playing square. */
export function pieceAt(position: Position, square: Square): Piece | undefined {
  const color: Color | undefined = position.white.has(square)
    ? 'white'
    : position.black.has(square)
      ? 'black'
      : undefined;
  if (color === undefined) return undefined;
  return { color, role: position.kings.has(square) ? 'king' : 'man' };
}

/** True when both positions have the same variant, side to move and pieces. */
export function positionEquals(a: Position, b: Position): boolean {
  return (
    a.variant === b.variant &&
    a.turn === b.turn &&
    a.white.equals(b.white) &&
    a.black.equals(b.black) &&
    a.kings.equals(b.kings)
  );
}
