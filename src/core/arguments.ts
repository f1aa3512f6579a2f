/**
 * Checks of the arguments of every public function, for plain JavaScript callers that TypeScript
 * does not guard (issue 30, D7): `newGame('english')`, `movesFrom(position, 'c3')` or
 * `parseFen(english)` throw a `CrownheadError` `bad-argument` that names the function, the
 * argument and what it takes, rather than a raw `TypeError` from deep inside or a silent empty
 * answer. Every error is listed in docs/errors.md. The checks of positions, moves, variants and
 * games are in positionArguments.ts, beside the rules that call them.
 *
 * Each check reads a few properties once per call, at the boundary; the generators and the
 * PDN lexer never call them. No `instanceof`: a value built by another copy of the package
 * (its CommonJS and ESM builds side by side) is as good as one built by this copy. Kept small:
 * `legalMoves` and `startPosition` carry them into every bundle (docs/performance.md).
 * @module
 */
import type { BoardGeometry } from './variant.js';
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

/** Throws `bad-argument` unless `value` has the shape of a `BoardGeometry` (its square count and coordinates). */
export function expectBoard(value: unknown, fn: string, name = 'board'): asserts value is BoardGeometry {
  const b = value as BoardGeometry | null | undefined;
  if (typeof b?.squareCount !== 'number' || typeof b.coords !== 'function')
    refuse(fn, 'a BoardGeometry (such as english.board)', value, name);
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
