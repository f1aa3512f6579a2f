/**
 * Making, reading and comparing positions.
 * @module
 */
import type { Color, Piece, Square } from '../core/types.js';
import type { KingMoves, Position } from '../core/position.js';
import type { Variant } from '../core/variant.js';
import { SquareSet } from '../core/squareSet.js';
import { expectVariant, expectPosition, expectSquare } from '../core/positionArguments.js';

/**
 * The position at the start of a game: the variant's men, its first player to move.
 * @example
 * ```ts
 * import { english, startPosition, formatFen } from 'crownhead';
 * const start = startPosition(english);
 * start.turn; // => 'black'
 * start.black.squares(); // => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
 * formatFen(start); // => 'B:W21-32:B1-12'
 * ```
 */
export function startPosition(variant: Variant): Position {
  expectVariant(variant, 'startPosition');
  return {
    variant,
    turn: variant.firstPlayer,
    white: variant.start.white,
    black: variant.start.black,
    kings: SquareSet.empty(),
  };
}

/**
 * The piece on `square`, or `undefined` when it is empty or not a playing square.
 * @example
 * ```ts
 * import { english, parseFen, pieceAt } from 'crownhead';
 * const fen = parseFen(english, 'W:WK26:B14,15');
 * if (fen.ok) {
 *   pieceAt(fen.value, 26); // => { color: 'white', role: 'king' }
 *   pieceAt(fen.value, 14); // => { color: 'black', role: 'man' }
 *   pieceAt(fen.value, 1); // => undefined
 * }
 * ```
 */
export function pieceAt(position: Position, square: Square): Piece | undefined {
  expectPosition(position, 'pieceAt');
  // Any number may be asked (off the board: undefined); a name such as 'c3' is a mistake.
  if (typeof square !== 'number') expectSquare(square, position, 'pieceAt');
  const color: Color | undefined = position.white.has(square)
    ? 'white'
    : position.black.has(square)
      ? 'black'
      : undefined;
  if (color === undefined) return undefined;
  return { color, role: position.kings.has(square) ? 'king' : 'man' };
}

/** True when two optional king-move counters are equal. */
function sameKingMoves(a: KingMoves | undefined, b: KingMoves | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return a.white === b.white && a.black === b.black && a.whiteKing === b.whiteKing && a.blackKing === b.blackKing;
}

/**
 * True when both positions have the same variant, side to move, pieces and variant state (the
 * Frisian king-move counters).
 * @example
 * ```ts
 * import { english, parseFen, positionEquals, startPosition } from 'crownhead';
 * const fen = parseFen(english, 'B:B1-12:W21-32');
 * if (fen.ok) positionEquals(fen.value, startPosition(english)); // => true
 * ```
 */
export function positionEquals(a: Position, b: Position): boolean {
  expectPosition(a, 'positionEquals', 'a');
  expectPosition(b, 'positionEquals', 'b');
  return (
    a.variant === b.variant &&
    a.turn === b.turn &&
    a.white.equals(b.white) &&
    a.black.equals(b.black) &&
    a.kings.equals(b.kings) &&
    sameKingMoves(a.state?.kingMoves, b.state?.kingMoves)
  );
}
