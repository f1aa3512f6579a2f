/**
 * The rules as free functions over immutable positions: legal moves, playing a move, the end of
 * the game and perft. Each dispatches to the generator bound to the position's variant.
 * @module
 */
import type { Color, Move } from '../core/types.js';
import type { Position } from '../core/position.js';
import { opposite } from '../core/types.js';
import { CrownheadError } from '../core/errors.js';
import { writeSquares } from '../board/algebraic.js';
import { explainIllegal } from './illegal.js';

/** Options of {@link legalMoves}. */
export interface LegalMovesOptions {
  /**
   * List every capture path (`true`), or one path per distinct move (`false`, the default).
   * Two paths are the same move when they share from, to and the set of captured pieces.
   */
  readonly paths?: boolean;
}

/**
 * The legal moves of the side to move, each with its complete capture path, ordered by from
 * square, then to square, then path. Captures are compulsory, so when any capture exists only
 * captures are listed.
 */
export function legalMoves(position: Position, options?: LegalMovesOptions): readonly Move[] {
  return position.variant.engine.legalMoves(position, options?.paths === true);
}

/** True when `move` (its path and captures) is legal in `position`. */
export function isLegal(position: Position, move: Move): boolean {
  return position.variant.engine.play(position, move) !== undefined;
}

/**
 * The position after `move`. The input position is not changed.
 *
 * Errors: throws a {@link CrownheadError} with code `illegal-move` when `move` is not a legal
 * move of `position` (same path and captured squares as one of `legalMoves(position, { paths: true })`);
 * its message says why when it can and lists the legal moves as full paths (their count and the
 * first 20 beyond that). Use {@link parseMove} to turn outside input into a legal move first.
 */
export function play(position: Position, move: Move): Position {
  const next = position.variant.engine.play(position, move);
  if (next === undefined) throw new CrownheadError('illegal-move', illegalMoveMessage(position, move));
  return next;
}

/** The message of `play`'s `illegal-move` error; built only when a move has failed. */
function illegalMoveMessage(position: Position, move: Move): string {
  const variant = position.variant;
  const path: readonly number[] = Array.isArray(move?.path) ? move.path : [];
  const captured: readonly number[] = Array.isArray(move?.captured) ? move.captured : [];
  const capture = captured.length > 0;
  const written = path.length > 0 ? path.join(capture ? 'x' : '-') : JSON.stringify(move) ?? String(move);
  const full = (m: Move): string => writeSquares(variant, m.path, m.captured.length > 0);
  const paths = position.variant.engine.legalMoves(position, true);
  const samePath = paths.find((m) => m.path.length === path.length && m.path.every((sq, i) => sq === path[i]));
  // A legal path given with the wrong captured squares: say which ones it takes.
  const why =
    samePath !== undefined
      ? `${full(samePath)} captures ${samePath.captured.join(', ') || 'nothing'}, not ${captured.join(', ') || 'nothing'}`
      : explainIllegal(position, path, capture, position.variant.engine.legalMoves(position, false), full);
  return `illegal move ${written} for ${position.turn}: ${why}`;
}

/** How a game ended: who won, and why. */
export interface Outcome {
  /** The side that won. */
  readonly winner: Color;
  /** The loser has no pieces left, or has pieces but no legal move (WCDF 1.30, FMJD 7.2). */
  readonly reason: 'no-pieces' | 'no-moves';
}

/**
 * The outcome when the side to move has no legal move (it has lost), otherwise `undefined`.
 * Draws by repetition or move counts belong to a game record, not to a position.
 */
export function outcome(position: Position): Outcome | undefined {
  const own = position.turn === 'white' ? position.white : position.black;
  if (own.isEmpty()) return { winner: opposite(position.turn), reason: 'no-pieces' };
  if (position.variant.engine.legalMoves(position, false).length > 0) return undefined;
  return { winner: opposite(position.turn), reason: 'no-moves' };
}

/** Options of {@link perft}. */
export interface PerftOptions {
  /**
   * Count every capture path (`true`) or distinct moves (`false`, the default). The published
   * English counts are per path; the published International counts are distinct moves; they
   * first differ at English depth 12 (perft.md section 0).
   */
  readonly paths?: boolean;
  /** Count the last ply's moves instead of playing them (default `true`). */
  readonly bulk?: boolean;
}

/**
 * The number of leaf nodes of the legal-move tree `depth` plies deep (perft(0) = 1).
 *
 * Errors: throws a {@link CrownheadError} with code `bad-argument` when `depth` is not a
 * non-negative integer.
 */
export function perft(position: Position, depth: number, options?: PerftOptions): number {
  if (!Number.isInteger(depth) || depth < 0) {
    throw new CrownheadError('bad-argument', `perft depth must be a non-negative integer, got ${depth}`);
  }
  return position.variant.engine.perft(position, depth, options?.paths === true, options?.bulk !== false);
}
