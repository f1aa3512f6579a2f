/**
 * Checks of the arguments of every public function, for plain JavaScript callers that TypeScript
 * does not guard (issue 30, D7): `newGame('english')`, `movesFrom(position, 'c3')` or
 * `parseFen(english)` throw a `CrownheadError` `bad-argument` that names the function, the
 * argument and what it takes, rather than a raw `TypeError` from deep inside or a silent empty
 * answer. Every error is listed in docs/errors.md.
 *
 * Each check reads a few properties once per call, at the boundary; the generators and the
 * PDN lexer never call them. No `instanceof`: a value built by another copy of the package
 * (its CommonJS and ESM builds side by side) is as good as one built by this copy. Kept small:
 * `legalMoves` and `startPosition` carry them into every bundle (docs/performance.md).
 * @module
 */
import type { Position } from './position.js';
import type { BoardGeometry, Variant } from './variant.js';
import type { Move } from './types.js';
import { CrownheadError } from './errors.js';

/** A few words for the value a caller gave, without converting it (a Symbol cannot be put in a template). */
function described(value: unknown): string {
  // Object(null) has no 'last': null is described as its type, 'object'.
  return typeof value === 'string'
    ? JSON.stringify(value)
    : typeof value === 'object' && 'last' in Object(value)
      ? 'a Game (pass game.position)'
      : typeof value;
}

/**
 * `value` as text for a message: a string quoted, anything else as `String` writes it, or its
 * type when it cannot be converted (a Symbol, an object whose `toString` is no function).
 */
export function shownValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'symbol') return 'a symbol';
  try {
    return String(value);
  } catch {
    return typeof value;
  }
}

/**
 * Throws `bad-argument`: `fn` expected `expected` and got `value` (described briefly). `name`,
 * when given, names the argument (`'options.variants'`, `'text'`).
 */
export function refuse(fn: string, expected: string, value: unknown, name?: string): never {
  throw new CrownheadError(
    'bad-argument',
    `${fn}: expected ${expected}${name ? ` for ${name}` : ''}, got ${described(value)}`,
  );
}

/** True when `value` has the shape of a `Variant` (a board and a move generator). */
export function isVariantLike(value: unknown): value is Variant {
  const v = value as Variant | null | undefined;
  return typeof v?.engine?.legalMoves === 'function' && typeof v.board?.squareCount === 'number';
}

/** Throws `bad-argument` unless `value` has the shape of a `Variant`. `fn` names the caller. */
export function expectVariant(value: unknown, fn: string, name = 'variant'): asserts value is Variant {
  if (!isVariantLike(value)) refuse(fn, 'a Variant (such as english; variantByKey finds one by its key)', value, name);
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
  return (
    (p?.turn === 'white' || p?.turn === 'black') &&
    isVariantLike(p.variant) &&
    isSetLike(p.white) &&
    isSetLike(p.black) &&
    isSetLike(p.kings)
  );
}

/** Throws `bad-argument` unless `value` has the shape of a `Position`. */
export function expectPosition(value: unknown, fn: string, name = 'position'): asserts value is Position {
  if (!isPositionLike(value)) refuse(fn, 'a Position (parseFen reads one)', value, name);
}

/** Throws `bad-argument` unless `value` has the shape of a `Variant` or of a `Position`. */
export function expectVariantOrPosition(value: unknown, fn: string): asserts value is Variant | Position {
  if (!isVariantLike(value) && !isPositionLike(value))
    refuse(fn, 'a Variant (such as english; variantByKey finds one by its key) or a Position', value, 'start');
}

/**
 * Throws `bad-argument` unless `square` is a playing square of `position`'s board: an integer
 * from 1 to `squareCount`. A name such as `'c3'` is refused with a pointer to `squareFromName`.
 */
export function expectSquare(square: unknown, position: Position, fn: string): asserts square is number {
  const count = position.variant.board.squareCount;
  if (!(Number.isInteger(square) && (square as number) >= 1 && (square as number) <= count)) {
    refuse(fn, `a square number from 1 to ${count} (squareFromName reads a name such as c3)`, square, 'square');
  }
}

/** Throws `bad-argument` unless `variants` is an array of `Variant` values; `name` is the argument's. */
export function expectVariants(variants: unknown, name: string, fn: string): asserts variants is readonly Variant[] {
  if (!Array.isArray(variants)) refuse(fn, 'an array of Variant values (such as [english])', variants, name);
  for (let i = 0; i < variants.length; i++) {
    if (!isVariantLike(variants[i])) refuse(fn, 'a Variant (such as english)', variants[i], `${name}[${i}]`);
  }
}

/** Throws `bad-argument` unless `value` is a string. */
export function expectText(value: unknown, name: string, fn: string): asserts value is string {
  if (typeof value !== 'string') refuse(fn, 'a string', value, name);
}

/** Throws `bad-argument` unless `value` is a string or a `Uint8Array` (bytes of a file). */
export function expectTextOrBytes(value: unknown, name: string, fn: string): asserts value is string | Uint8Array {
  if (typeof value !== 'string' && !(value instanceof Uint8Array)) refuse(fn, 'a string or a Uint8Array', value, name);
}

/** Throws `bad-argument` unless `value` is a number that is not NaN (infinities are the caller's to give). */
export function expectNumber(value: unknown, name: string, fn: string): asserts value is number {
  if (typeof value !== 'number' || value !== value) refuse(fn, 'a number', value, name);
}

/** Throws `bad-argument` unless `value` is a whole number (a safe integer) of at least `min`. */
export function expectWholeNumber(value: unknown, name: string, fn: string, min = 0): asserts value is number {
  if (!Number.isSafeInteger(value) || (value as number) < min) refuse(fn, `a whole number >= ${min}`, value, name);
}

/** Throws `bad-argument` unless `value` is an object (not `null`, not a function). */
export function expectObject(
  value: unknown,
  name: string,
  fn: string,
  expected = 'an object',
): asserts value is object {
  if (value === null || typeof value !== 'object') refuse(fn, expected, value, name);
}

/** Throws `bad-argument` unless `value` is `undefined` or an options object. */
export function expectOptions(value: unknown, fn: string, name = 'options'): asserts value is object | undefined {
  if (value !== undefined && (value === null || typeof value !== 'object'))
    refuse(fn, 'an options object or undefined', value, name);
}

/** Throws `bad-argument` unless `value` is an array. */
export function expectArray(
  value: unknown,
  name: string,
  fn: string,
  expected = 'an array',
): asserts value is readonly unknown[] {
  if (!Array.isArray(value)) refuse(fn, expected, value, name);
}

/** Throws `bad-argument` unless `value` is a function. */
export function expectFunction(
  value: unknown,
  name: string,
  fn: string,
): asserts value is (...args: never[]) => unknown {
  if (typeof value !== 'function') refuse(fn, 'a function', value, name);
}

/**
 * Throws `bad-argument` unless `value` has the shape of a `Move`: a `from` square number and
 * arrays `path` and `captured`. Three reads: `play` and `isLegal` call it on every move of a search.
 */
export function expectMove(value: unknown, fn: string, name = 'move'): asserts value is Move {
  const m = value as Move | null | undefined;
  if (typeof m?.from !== 'number' || !Array.isArray(m.path) || !Array.isArray(m.captured))
    refuse(fn, 'a Move (legalMoves lists them)', value, name);
}

/**
 * Throws `bad-argument` unless `value` has the shape of a `Game` (game/game.ts): a ply count, a
 * last ply and a position. Read structurally, so that the core imports nothing from the games floor.
 */
export function expectGame(value: unknown, fn: string, name = 'game'): void {
  const g = value as
    { readonly ply?: unknown; readonly last?: unknown; readonly position?: unknown } | null | undefined;
  if (typeof g?.ply !== 'number' || typeof g.last !== 'object' || g.last === null || !isPositionLike(g.position))
    refuse(fn, 'a Game (newGame makes one)', value, name);
}

/** Throws `bad-argument` unless `value` has the shape of a `BoardGeometry` (its square count and coordinates). */
export function expectBoard(value: unknown, fn: string, name = 'board'): asserts value is BoardGeometry {
  const b = value as BoardGeometry | null | undefined;
  if (typeof b?.squareCount !== 'number' || typeof b.coords !== 'function')
    refuse(fn, 'a BoardGeometry (such as english.board)', value, name);
}

/** Throws `bad-argument` unless `value` has the shape of a `PositionHash` (game/hash.ts): two numbers. */
export function expectHash(value: unknown, fn: string, name = 'hash'): void {
  const h = value as { readonly hi?: unknown; readonly lo?: unknown } | null | undefined;
  if (typeof h?.hi !== 'number' || typeof h.lo !== 'number')
    refuse(fn, 'a PositionHash (positionHash makes one)', value, name);
}

/**
 * Throws `bad-argument` unless `value` is a board's GameType attributes (board/gameTypeBoard.ts): a
 * first player, an even width and a height from 2 to 26 (the largest PDN can name), an origin
 * 0 to 3 and an invert flag 0 or 1.
 */
export function expectBoardAttributes(value: unknown, fn: string, name = 'attributes'): void {
  const a = value as
    | {
        readonly firstPlayer?: unknown;
        readonly width?: unknown;
        readonly height?: unknown;
        readonly origin?: unknown;
        readonly invert?: unknown;
      }
    | null
    | undefined;
  const side = (n: unknown): boolean => Number.isInteger(n) && (n as number) >= 2 && (n as number) <= 26;
  const fits =
    (a?.firstPlayer === 'white' || a?.firstPlayer === 'black') &&
    side(a.width) &&
    (a.width as number) % 2 === 0 &&
    side(a.height) &&
    (a.origin === 0 || a.origin === 1 || a.origin === 2 || a.origin === 3) &&
    (a.invert === 0 || a.invert === 1);
  if (!fits)
    refuse(
      fn,
      'board attributes: firstPlayer white or black, an even width and a height from 2 to 26, origin 0-3, invert 0 or 1',
      value,
      name,
    );
}

/**
 * Throws `bad-argument` unless `value` is something `readPdn` can read: a string, bytes, a web
 * `ReadableStream` or an (async) iterable of chunks.
 */
export function expectPdnSource(value: unknown, fn: string, name = 'source'): void {
  if (typeof value === 'string' || value instanceof Uint8Array) return;
  const s = value as
    | { readonly getReader?: unknown; readonly [Symbol.asyncIterator]?: unknown; readonly [Symbol.iterator]?: unknown }
    | null
    | undefined;
  if (
    typeof s?.getReader !== 'function' &&
    typeof s?.[Symbol.asyncIterator] !== 'function' &&
    typeof s?.[Symbol.iterator] !== 'function'
  ) {
    refuse(fn, 'a string, a Uint8Array, a ReadableStream or an (async) iterable of chunks', value, name);
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
    refuse(
      fn,
      'the variants to choose among (the exported variants for all, [english] for one)',
      o?.variants,
      'options.variants',
    );
  }
  if (o.variant !== undefined) {
    expectVariant(o.variant, fn, 'options.variant');
    if (o.variants === undefined) return [o.variant];
  }
  expectVariants(o.variants, 'options.variants', fn);
  return o.variants;
}
