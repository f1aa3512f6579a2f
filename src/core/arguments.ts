/**
 * Checks of the arguments of the public entry points that take a variant, a position or a
 * square, for plain JavaScript callers that TypeScript does not guard: `newGame('english')` or
 * `movesFrom(position, 'c3')` throw a `CrownheadError` `bad-argument` that says what was
 * expected, rather than a raw `TypeError` from deep inside or a silent empty answer.
 *
 * Each check reads a few properties once per call, at the boundary; the generators and the
 * PDN lexer never call them. No `instanceof`: a value built by another copy of the package
 * (its CommonJS and ESM builds side by side) is as good as one built by this copy. Kept small:
 * `legalMoves` and `startPosition` carry them into every bundle (docs/performance.md).
 * @module
 */
import type { Position } from './position.js';
import type { Variant } from './variant.js';
import { CrownheadError } from './errors.js';

/** Throws `bad-argument`: `fn` expected `expected` and got `value` (described briefly). */
function refuse(fn: string, expected: string, value: unknown): never {
  const got = typeof value === 'string' ? JSON.stringify(value) : value !== null && typeof value === 'object' && 'last' in value ? 'a Game (pass game.position)' : typeof value;
  throw new CrownheadError('bad-argument', `${fn}: expected ${expected}, got ${got}`);
}

/** True when `value` has the shape of a `Variant` (a board and a move generator). */
export function isVariantLike(value: unknown): value is Variant {
  const v = value as Variant | null | undefined;
  return typeof v?.engine?.legalMoves === 'function' && typeof v.board?.squareCount === 'number';
}

/** Throws `bad-argument` unless `value` has the shape of a `Variant`. `fn` names the caller. */
export function expectVariant(value: unknown, fn: string): asserts value is Variant {
  if (!isVariantLike(value)) refuse(fn, 'a Variant (such as english; variantByKey finds one by its key)', value);
}

/** True when `value` has the shape of a `SquareSet` (its `has`). */
function isSetLike(value: unknown): boolean {
  return typeof (value as { has?: unknown } | null | undefined)?.has === 'function';
}

/**
 * True when `value` has the shape of a `Position`: a variant, a side to move, three square sets.
 * No array or closure: `legalMoves` and `play` call it on every move of a bot's search.
 */
function isPositionLike(value: unknown): value is Position {
  const p = value as Position | null | undefined;
  return (p?.turn === 'white' || p?.turn === 'black') && isVariantLike(p.variant) && isSetLike(p.white) && isSetLike(p.black) && isSetLike(p.kings);
}

/** Throws `bad-argument` unless `value` has the shape of a `Position`. */
export function expectPosition(value: unknown, fn: string): asserts value is Position {
  if (!isPositionLike(value)) refuse(fn, 'a Position (parseFen reads one)', value);
}

/** Throws `bad-argument` unless `value` has the shape of a `Variant` or of a `Position`. */
export function expectVariantOrPosition(value: unknown, fn: string): asserts value is Variant | Position {
  if (!isVariantLike(value) && !isPositionLike(value)) refuse(fn, 'a Variant (such as english; variantByKey finds one by its key) or a Position', value);
}

/**
 * Throws `bad-argument` unless `square` is a playing square of `position`'s board: an integer
 * from 1 to `squareCount`. A name such as `'c3'` is refused with a pointer to `squareFromName`.
 */
export function expectSquare(square: unknown, position: Position, fn: string): asserts square is number {
  const count = position.variant.board.squareCount;
  if (!(Number.isInteger(square) && (square as number) >= 1 && (square as number) <= count)) {
    refuse(fn, `a square number from 1 to ${count} (squareFromName reads a name such as c3)`, square);
  }
}

/** Throws `bad-argument` unless `variants` is an array of `Variant` values; `name` is the argument's. */
export function expectVariants(variants: unknown, name: string, fn: string): asserts variants is readonly Variant[] {
  if (!Array.isArray(variants)) refuse(fn, `${name}: an array of Variant values (such as [english])`, variants);
  for (let i = 0; i < variants.length; i++) {
    if (!isVariantLike(variants[i])) refuse(fn, `${name}[${i}]: a Variant (such as english)`, variants[i]);
  }
}

/**
 * The variants of an options object that must name them (`{ variants }`, or `{ variant }` to
 * force one; issue 30: no default of every variant, which no bundler could drop). Throws
 * `bad-argument` naming `options.variants` when neither is given (a plain JavaScript caller), or
 * naming the one that is not what it should be.
 */
export function expectVariantChoice(options: unknown, fn: string): readonly Variant[] {
  const o = options as { readonly variants?: unknown; readonly variant?: unknown } | null | undefined;
  if (o === null || typeof o !== 'object' || (o.variants === undefined && o.variant === undefined)) {
    refuse(fn, 'options.variants: the variants to choose among (the exported variants for all, [english] for one)', o?.variants);
  }
  if (o.variant !== undefined) {
    if (!isVariantLike(o.variant)) refuse(fn, 'options.variant: a Variant (such as english)', o.variant);
    if (o.variants === undefined) return [o.variant];
  }
  expectVariants(o.variants, 'options.variants', fn);
  return o.variants;
}
