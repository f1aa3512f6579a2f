/**
 * Checks of the arguments of the public entry points that take a variant, a position or a
 * square, for plain JavaScript callers that TypeScript does not guard: `newGame('english')` or
 * `movesFrom(position, 'c3')` throw a `CrownheadError` `bad-argument` that says what was
 * expected, rather than a raw `TypeError` from deep inside or a silent empty answer.
 *
 * Each check reads a few properties once per call, at the boundary; the generators and the
 * PDN lexer never call them. No `instanceof`: a value built by another copy of the package
 * (its CommonJS and ESM builds side by side) is as good as one built by this copy.
 * @module
 */
import type { Position } from './position.js';
import type { Variant } from './variant.js';
import { CrownheadError } from './errors.js';

/** A short description of a value, for messages. */
function describe(value: unknown): string {
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (value === null || value === undefined) return String(value);
  if (typeof value !== 'object') return `${typeof value} ${String(value)}`;
  if (Array.isArray(value)) return 'an array';
  if ('last' in value && 'start' in value && 'position' in value) return 'a Game (pass game.position for its position)';
  if ('turn' in value) return 'a Position';
  if ('engine' in value) return 'a Variant';
  return 'an object that is neither a Variant nor a Position';
}

/** True when `value` has the shape of a `Variant` (a key, a board and a move generator). */
export function isVariantLike(value: unknown): value is Variant {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Variant>;
  return typeof v.key === 'string' && typeof v.board === 'object' && v.board !== null && typeof v.engine?.legalMoves === 'function';
}

/** Throws `bad-argument` unless `value` has the shape of a `Variant`. `fn` names the caller. */
export function expectVariant(value: unknown, fn: string): asserts value is Variant {
  if (isVariantLike(value)) return;
  const hint = typeof value === 'string' ? ` (a variant value such as english, imported from 'crownhead'; variantByKey(${JSON.stringify(value)}) finds one by its key)` : '';
  throw new CrownheadError('bad-argument', `${fn}: expected a Variant${hint}, got ${describe(value)}`);
}

/**
 * Throws `bad-argument` unless `value` has the shape of a `Position`: an object with a variant
 * (see {@link expectVariant}), a side to move and three square sets.
 */
export function expectPosition(value: unknown, fn: string): asserts value is Position {
  if (typeof value === 'object' && value !== null) {
    const p = value as Partial<Position>;
    if (
      (p.turn === 'white' || p.turn === 'black') &&
      isVariantLike(p.variant) &&
      typeof p.white?.has === 'function' &&
      typeof p.black?.has === 'function' &&
      typeof p.kings?.has === 'function'
    ) {
      return;
    }
  }
  const hint = typeof value === 'string' ? ' (read a FEN with parseFen first)' : '';
  throw new CrownheadError('bad-argument', `${fn}: expected a Position${hint}, got ${describe(value)}`);
}

/**
 * Throws `bad-argument` unless `square` is a playing square of `position`'s board: an integer
 * from 1 to `squareCount`. A name such as `'c3'` is refused with a pointer to `squareFromName`.
 */
export function expectSquare(square: unknown, position: Position, fn: string): asserts square is number {
  const board = position.variant.board;
  if (typeof square === 'number' && Number.isInteger(square) && square >= 1 && square <= board.squareCount) return;
  const hint = typeof square === 'string' ? ` (for a name such as ${JSON.stringify(square)}, squareFromName(variant.board, name) gives its number)` : '';
  throw new CrownheadError('bad-argument', `${fn}: expected a square number of the ${board.key} board (1-${board.squareCount})${hint}, got ${describe(square)}`);
}

/** Throws `bad-argument` unless `value` has the shape of a `Variant` or of a `Position`. */
export function expectVariantOrPosition(value: unknown, fn: string): asserts value is Variant | Position {
  if (isVariantLike(value)) return;
  if (typeof value === 'object' && value !== null && 'turn' in value) {
    expectPosition(value, fn);
    return;
  }
  const hint = typeof value === 'string' ? ` (a variant value such as english, imported from 'crownhead'; variantByKey(${JSON.stringify(value)}) finds one by its key)` : '';
  throw new CrownheadError('bad-argument', `${fn}: expected a Variant or a Position${hint}, got ${describe(value)}`);
}
