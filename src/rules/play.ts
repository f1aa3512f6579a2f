/**
 * The rules as free functions over immutable positions: legal moves, playing a move, the end of
 * the game. Each dispatches to the generator bound to the position's variant.
 * @module
 */
import type { Move } from '../core/types.js';
import type { Position } from '../core/position.js';
import { CrownheadError } from '../core/errors.js';
import { writeSquares } from '../board/algebraic.js';
import { explainIllegal } from './illegal.js';
import type { Outcome } from './ending.js';
import { ending } from './ending.js';
import { expectPosition, expectMove } from '../core/positionArguments.js';

/**
 * The engine's move-list options, one frozen object for each setting: `legalMoves` runs on every
 * node of a bot's search, and allocates no options object for the engine.
 */
const PATHS = /* @__PURE__ */ Object.freeze({ paths: true });
const DISTINCT = /* @__PURE__ */ Object.freeze({ paths: false });

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
 * @example
 * ```ts
 * import { english, formatMove, legalMoves, parseFen, startPosition } from 'crownhead';
 * const start = startPosition(english);
 * legalMoves(start).map((m) => formatMove(start, m)); // => ['9-13', '9-14', '10-14', '10-15', '11-15', '11-16', '12-16']
 * // A king on 26 takes the four men round a loop, either way (WCDF 1.18-1.20):
 * const fen = parseFen(english, 'W:WK26:B14,15,22,23');
 * if (fen.ok) {
 *   legalMoves(fen.value).length; // => 1
 *   legalMoves(fen.value, { paths: true }).map((m) => m.path); // => [[26, 17, 10, 19, 26], [26, 19, 10, 17, 26]]
 * }
 * ```
 */
export function legalMoves(position: Position, options?: LegalMovesOptions): readonly Move[] {
  expectPosition(position, 'legalMoves');
  return position.variant.engine.legalMoves(position, options?.paths === true ? PATHS : DISTINCT);
}

/**
 * True when `move` (its path and captures) is legal in `position`.
 * @example
 * ```ts
 * import { english, isLegal, startPosition } from 'crownhead';
 * const start = startPosition(english);
 * isLegal(start, { from: 11, to: 15, path: [11, 15], captured: [] }); // => true
 * isLegal(start, { from: 11, to: 14, path: [11, 14], captured: [] }); // => false
 * ```
 */
export function isLegal(position: Position, move: Move): boolean {
  expectPosition(position, 'isLegal');
  expectMove(move, 'isLegal');
  return position.variant.engine.play(position, move) !== undefined;
}

/**
 * The position after `move`. The input position is not changed.
 *
 * Errors: throws a {@link CrownheadError} with code `illegal-move` when `move` is not a legal
 * move of `position` (same path and captured squares as one of `legalMoves(position, { paths: true })`);
 * its message says why when it can and lists the legal moves as full paths (their count and the
 * first 20 beyond that). Use {@link parseMove} to turn outside input into a legal move first.
 * @example
 * ```ts
 * import { english, parseMove, play, startPosition, formatFen } from 'crownhead';
 * const start = startPosition(english);
 * const move = parseMove(start, '11-15');
 * if (move.ok) formatFen(play(start, move.value)); // => 'W:W21-32:B1-10,12,15'
 * formatFen(start); // => 'B:W21-32:B1-12'
 * ```
 */
export function play(position: Position, move: Move): Position {
  expectPosition(position, 'play');
  expectMove(move, 'play');
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
  const written = path.length > 0 ? path.join(capture ? 'x' : '-') : (JSON.stringify(move) ?? String(move));
  const full = (m: Move): string => writeSquares(variant, m.path, m.captured.length > 0);
  const paths = legalMoves(position, { paths: true });
  const samePath = paths.find((m) => m.path.length === path.length && m.path.every((sq, i) => sq === path[i]));
  // A legal path given with the wrong captured squares: say which ones it takes.
  const why =
    samePath !== undefined
      ? `${full(samePath)} captures ${samePath.captured.join(', ') || 'nothing'}, not ${captured.join(', ') || 'nothing'}`
      : explainIllegal(position, path, capture, legalMoves(position), full);
  return `illegal move ${written} for ${position.turn}: ${why}`;
}

export type { Outcome } from './ending.js';

/**
 * The outcome when the game is over by the variant's win condition (`Variant.winCondition`),
 * otherwise `undefined`:
 * - `'no-move-loses'` (every variant but two): the side to move with no piece or no legal move
 *   has lost (WCDF 1.30, FMJD 7.2);
 * - `'no-move-wins'` (Antidraughts): the side to move with no piece or no legal move has won;
 * - `'first-king-wins'` (Breakthrough): a side with a king has won (`reason: 'crowned'`): the
 *   first crowning ends the game, and a position with a king has no legal move. Without kings,
 *   the side to move with no piece or no legal move has lost.
 *
 * Draws by repetition or move counts belong to a game record, not to a position.
 * @example
 * ```ts
 * import { antidraughts, breakthrough, english, outcome, parseFen, startPosition } from 'crownhead';
 * outcome(startPosition(english)); // => undefined
 * // Black's man on 25 is blocked by the white men on 29 and 30 (WCDF 1.30):
 * const blocked = parseFen(english, 'B:W29,30:B25');
 * if (blocked.ok) outcome(blocked.value); // => { winner: 'white', reason: 'no-moves' }
 * // In Antidraughts the side that cannot move wins: Black has no piece left.
 * const bare = parseFen(antidraughts, 'B:W28:B');
 * if (bare.ok) outcome(bare.value); // => { winner: 'black', reason: 'no-pieces' }
 * // In Breakthrough White's man has just reached the far row: White has won.
 * const crowned = parseFen(breakthrough, 'B:WK3:B45');
 * if (crowned.ok) outcome(crowned.value); // => { winner: 'white', reason: 'crowned' }
 * ```
 */
export function outcome(position: Position): Outcome | undefined {
  expectPosition(position, 'outcome');
  return ending(position, () => position.variant.engine.legalMoves(position, DISTINCT).length > 0);
}
