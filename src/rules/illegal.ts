/**
 * Why a move is not legal, in words: the rule it breaks as far as it can be said, then the legal
 * moves (or their count and the first few, beyond a screenful). One explanation shared by move
 * text (`parseMove`, `playMoveText`), PDN replay and `play`; it is built only after a move has
 * failed, so resolving legal moves never pays for it.
 * @module
 */
import type { Move, Square } from '../core/types.js';
import type { Position } from '../core/position.js';
import { squareLabel, writeSquares } from '../board/algebraic.js';
import { pieceAt } from './position.js';
import { gameOverReason } from './ending.js';

/** How many legal moves an error message lists before it gives their count instead (a screenful). */
const LEGAL_MOVES_LISTED = 20;

/**
 * The rule a move (`squares`: start, landing squares, end) breaks in `position`, as far as the
 * board says it: no piece on the start square, the other side's piece, a compulsory capture
 * (WCDF 1.20, FMJD 4.1), no capture to make, an occupied end square, or the moves the piece has.
 * `legal` are the legal moves of the position (distinct moves). `undefined` when none of these
 * applies (a capture path the piece cannot take, for example).
 */
export function illegalReason(
  position: Position,
  squares: readonly Square[],
  capture: boolean,
  legal: readonly Move[],
): string | undefined {
  const variant = position.variant;
  const side = position.turn;
  if (legal.length === 0) return gameOverReason(position);
  // Squares as the variant writes them (names for Russian and Brazilian, PDN restriction 6).
  const name = (sq: Square): string => squareLabel(variant, sq);
  const count = variant.board.squareCount;
  const onBoard = (sq: Square | undefined): sq is Square => Number.isInteger(sq) && sq! >= 1 && sq! <= count;
  const off = squares.find((sq) => !onBoard(sq));
  if (off !== undefined) return `${String(off)} is not a square of the board (1-${count})`;
  const from = squares[0];
  const to = squares[squares.length - 1];
  if (from === undefined || to === undefined) return undefined;
  const piece = pieceAt(position, from);
  if (piece === undefined) return `there is no piece on ${name(from)}`;
  if (piece.color !== side) return `the piece on ${name(from)} is ${piece.color}'s, but ${side} is to move`;
  const captures = legal.some((m) => m.captured.length > 0);
  if (captures && !capture) return 'captures are compulsory';
  if (capture && !captures) return `${side} has no capture here`;
  const occupied = to !== from && pieceAt(position, to) !== undefined ? `${name(to)} is occupied` : undefined;
  const fromHere = legal.filter((m) => m.from === from);
  if (fromHere.length === 0) return occupied ?? `the ${piece.role} on ${name(from)} has no legal move`;
  // The piece's own moves in full, so that a wrong landing square shows against the right ones.
  const own = fromHere.map((m) => writeSquares(variant, m.path, m.captured.length > 0));
  const only = `the ${piece.role} on ${name(from)} can only play ${own.join(' or ')}`;
  return occupied === undefined ? only : `${occupied}; ${only}`;
}

/**
 * The legal moves as a clause of an error message: `legal moves: 9-13, 9-14`, or beyond
 * {@link LEGAL_MOVES_LISTED} moves their count and the first ones. `texts` are the moves as the
 * caller writes them.
 */
export function legalMovesClause(texts: readonly string[]): string {
  if (texts.length === 0) return 'no legal move';
  if (texts.length <= LEGAL_MOVES_LISTED) return `legal moves: ${texts.join(', ')}`;
  return `${texts.length} legal moves, the first ${LEGAL_MOVES_LISTED}: ${texts.slice(0, LEGAL_MOVES_LISTED).join(', ')}`;
}

/**
 * Why the move is illegal and which moves are legal, as one sentence tail:
 * `the man on 9 can only play 9-13 or 9-14; legal moves: 9-13, 9-14, 10-14 ...`.
 */
export function explainIllegal(
  position: Position,
  squares: readonly Square[],
  capture: boolean,
  legal: readonly Move[],
  write: (move: Move) => string,
): string {
  const reason = illegalReason(position, squares, capture, legal);
  if (legal.length === 0) return reason!;
  const list = legalMovesClause(legal.map(write));
  return reason === undefined ? list : `${reason}; ${list}`;
}
