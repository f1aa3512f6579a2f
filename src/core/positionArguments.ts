/**
 * The argument checks of positions, moves, variants and games (issue 30, D7): what the rules and
 * the games floor call on every public entry. Apart from core/arguments.ts (text, numbers,
 * options), which the notation and `crownhead/svg` import too, so that the bundler puts these
 * in the chunk of the rules that call them on every move: a call into another chunk cost
 * `legalMoves` about 4% (docs/performance.md#the-public-layer; test/chunks.test.ts).
 * @module
 */
import type { Position } from './position.js';
import type { Variant } from './variant.js';
import type { Move } from './types.js';
import { refuse } from './arguments.js';

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

/** Throws `bad-argument` unless `value` has the shape of a `PositionHash` (game/hash.ts): two numbers. */
export function expectHash(value: unknown, fn: string, name = 'hash'): void {
  const h = value as { readonly hi?: unknown; readonly lo?: unknown } | null | undefined;
  if (typeof h?.hi !== 'number' || typeof h.lo !== 'number')
    refuse(fn, 'a PositionHash (positionHash makes one)', value, name);
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
