/**
 * Positions and moves as plain data, and back: values that cross threads (`postMessage` to a
 * Web Worker or a `worker_threads` Worker), go into storage (IndexedDB, `localStorage` as JSON)
 * or live in a Redux-style store. A `Position` holds its `Variant`, which holds functions (its
 * generator), so `structuredClone(position)` throws and `JSON.stringify(position)` dumps the
 * whole variant; the data form names the variant by its key instead.
 *
 * Reviving takes the variants to look the key up in (`[english]`, or the registry's
 * `variants`), so that a bundle that names one variant carries no other.
 * @module
 */
import type { Move, Square } from '../core/types.js';
import type { Position } from '../core/position.js';
import type { Variant } from '../core/variant.js';
import type { DataError, DataErrorCode } from '../core/errors.js';
import type { Result } from '../core/result.js';
import { err, ok } from '../core/result.js';
import type { FenRecord } from './fen.js';
import { parseFenRecord, formatFen } from './fen.js';
import { expectPosition, expectVariants, expectMove } from '../core/positionArguments.js';

/**
 * A position as plain data: the variant's key and the position's FEN (`formatFen`). Safe for JSON
 * and `structuredClone`, compact, and readable by people and by other draughts programs.
 */
export interface PositionData {
  /** The variant's key, such as `'english'` (`Variant.key`). */
  readonly variant: string;
  /** The position in FEN (PDN 3.0), as `formatFen` writes it. */
  readonly fen: string;
}

/**
 * A move as plain data. A `Move` already is plain data (`{ from, to, path, captured }`, arrays
 * of square numbers), so this is the same shape; {@link moveToData} copies one (quiet moves of
 * `legalMoves` are shared frozen values) and {@link moveFromData} checks one against the rules.
 */
export type MoveData = Move;

/** A {@link DataError}. */
export function dataError(code: DataErrorCode, message: string, at?: string): DataError {
  return at === undefined ? { kind: 'data', code, message } : { kind: 'data', code, message, at };
}

/** True when `value` is a non-null object that is not an array. */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `key` + `.field`, or `field` alone at the top. */
const atField = (at: string | undefined, field: string): string => (at === undefined ? field : `${at}.${field}`);

/** Options of {@link positionFromData}. */
export interface PositionFromDataOptions {
  /** The variants whose key the data may name (required): `[english]`, or the exported `variants` for all. */
  readonly variants: readonly Variant[];
}

/**
 * The `variants` of a `*FromData` options object: required, with no default of every variant
 * (which no bundler could drop). Throws `bad-argument` naming `options.variants` otherwise.
 */
export function expectVariantsOption(options: unknown, fn: string): readonly Variant[] {
  const variants = (options as { readonly variants?: unknown } | null | undefined)?.variants;
  expectVariants(variants, 'options.variants', fn);
  return variants;
}

/** The variant whose key is `key` among `variants` (checked by {@link expectVariantsOption}), or the error. */
export function findVariant(key: unknown, variants: readonly Variant[], at: string): Result<Variant, DataError> {
  if (typeof key !== 'string') return err(dataError('bad-shape', `${at} must be a variant key (a string)`, at));
  const variant = variants.find((v) => v.key === key);
  if (variant === undefined) {
    const known = variants.map((v) => v.key).join(', ');
    return err(
      dataError(
        'unknown-variant',
        `variant ${JSON.stringify(key)} is not among the variants given (${known === '' ? 'none' : known})`,
        at,
      ),
    );
  }
  return ok(variant);
}

/**
 * A FEN of the data read for `variant`, with lidraughts' counters when it has them. A man on
 * its crowning row is read as a man (the setup API and `parseFen` accept one when asked, and
 * `formatFen` writes it), so every position that can be built round-trips.
 */
export function readDataFen(variant: Variant, fen: unknown, at: string): Result<FenRecord, DataError> {
  if (typeof fen !== 'string') return err(dataError('bad-shape', `${at} must be a FEN string`, at));
  const parsed = parseFenRecord(variant, fen, { allowMenOnCrowningRow: true });
  if (!parsed.ok) {
    return err({
      ...dataError('bad-fen', `${at}: ${parsed.error.message} (at character ${parsed.error.offset + 1})`, at),
      cause: parsed.error,
    });
  }
  return ok(parsed.value);
}

/**
 * The plain-data form of a position: its variant's key and its FEN. Read it back with
 * {@link positionFromData}.
 *
 * @example
 * ```ts
 * import { english, startPosition, positionToData } from 'crownhead';
 * positionToData(startPosition(english)); // => { variant: 'english', fen: 'B:W21-32:B1-12' }
 * ```
 */
export function positionToData(position: Position): PositionData {
  expectPosition(position, 'positionToData');
  return { variant: position.variant.key, fen: formatFen(position) };
}

/**
 * A position from its plain-data form (any value: a parsed JSON text, a message from another
 * thread). `options.variants` (required) are the candidates for the key (`[english]`, or the
 * exported `variants` to accept every variant); naming only those you use keeps the others out
 * of your bundle. A man on its crowning row is read as a man, so every position the setup API accepts
 * comes back equal (`positionEquals`). lidraughts' counters in the FEN (`:H<n>:F<n>`) are
 * checked and not kept: they are a game's, not a position's (`gameFromData` keeps them).
 *
 * Errors: `bad-shape` (not `{ variant, fen }` of strings), `unknown-variant` (the key is not
 * among `variants`), `bad-fen` (with the FEN error as `cause`). Throws a `CrownheadError`
 * `bad-argument` naming `options.variants` when it is missing or not an array of variants.
 *
 * @example
 * ```ts
 * import { english, positionFromData, formatFen } from 'crownhead';
 * const data = JSON.parse('{"variant":"english","fen":"W:W21-32:B1-10,12,15"}');
 * const r = positionFromData(data, { variants: [english] });
 * r.ok && formatFen(r.value); // => 'W:W21-32:B1-10,12,15'
 * const other = positionFromData({ variant: 'international', fen: 'W:W31-50:B1-20' }, { variants: [english] });
 * other.ok ? undefined : other.error.code; // => 'unknown-variant'
 * ```
 */
export function positionFromData(data: unknown, options: PositionFromDataOptions): Result<Position, DataError> {
  const variants = expectVariantsOption(options, 'positionFromData');
  if (!isRecord(data)) return err(dataError('bad-shape', 'position data must be an object { variant, fen }'));
  const variant = findVariant(data['variant'], variants, 'variant');
  if (!variant.ok) return variant;
  const record = readDataFen(variant.value, data['fen'], 'fen');
  return record.ok ? ok(record.value.position) : record;
}

/**
 * A plain copy of a move: `{ from, to, path, captured }` with fresh arrays and nothing else, so
 * that it can be frozen, changed or sent anywhere without touching the library's values.
 *
 * @example
 * ```ts
 * import { english, startPosition, parseMove, moveToData } from 'crownhead';
 * const m = parseMove(startPosition(english), '9-13');
 * m.ok && moveToData(m.value); // => { from: 9, to: 13, path: [9, 13], captured: [] }
 * ```
 */
export function moveToData(move: Move): MoveData {
  expectMove(move, 'moveToData');
  return { from: move.from, to: move.to, path: [...move.path], captured: [...move.captured] };
}

/** A list of integers, or `undefined`. */
function squareList(value: unknown): Square[] | undefined {
  if (!Array.isArray(value)) return undefined;
  for (const square of value) if (!Number.isInteger(square)) return undefined;
  return value as Square[];
}

/**
 * A move of the data checked against `position`, with the position after it: the move must be
 * one of the legal paths (`legalMoves(position, { paths: true })`), its path and captured squares
 * equal. `from` and `to` may be left out; when present they must be the path's ends.
 */
export function readDataMove(
  position: Position,
  data: unknown,
  at: string | undefined,
): Result<{ readonly move: Move; readonly after: Position }, DataError> {
  const where = at ?? 'move';
  if (!isRecord(data))
    return err(dataError('bad-shape', `${where} must be an object { from, to, path, captured }`, at));
  // Each step of a capture takes a piece and a quiet move has two squares, so no legal move has
  // more than squareCount + 1 squares in its path or squareCount captured: a longer list is
  // answered before it is read, and the message does not copy it (a million squares would make
  // a message of megabytes).
  const most = position.variant.board.squareCount;
  const pathLength = Array.isArray(data['path']) ? data['path'].length : 0;
  const capturedLength = Array.isArray(data['captured']) ? data['captured'].length : 0;
  if (pathLength > most + 1 || capturedLength > most) {
    return err(
      dataError(
        'illegal-move',
        `${where}: a move of ${pathLength} squares capturing ${capturedLength} pieces is not a legal move (none on this board has more than ${most + 1} squares)`,
        at,
      ),
    );
  }
  const path = squareList(data['path']);
  if (path === undefined || path.length < 2) {
    return err(
      dataError(
        'bad-shape',
        `${atField(at, 'path')} must be an array of two or more square numbers`,
        atField(at, 'path'),
      ),
    );
  }
  // `from` and `to` are checked against the path before anything else is read: a `to` that
  // names a square the path only passes through (`to: 17` on 10x17x26) is the fault to report.
  const from = path[0]!;
  const to = path[path.length - 1]!;
  if (data['from'] !== undefined && data['from'] !== from) {
    return err(
      dataError(
        'bad-shape',
        `${atField(at, 'from')} must be the first square of the path (${from})`,
        atField(at, 'from'),
      ),
    );
  }
  if (data['to'] !== undefined && data['to'] !== to) {
    return err(
      dataError('bad-shape', `${atField(at, 'to')} must be the last square of the path (${to})`, atField(at, 'to')),
    );
  }
  const captured = squareList(data['captured']);
  if (captured === undefined)
    return err(
      dataError('bad-shape', `${atField(at, 'captured')} must be an array of square numbers`, atField(at, 'captured')),
    );
  const move: Move = { from, to, path: [...path], captured: [...captured] };
  const count = position.variant.board.squareCount;
  const onBoard = (sq: Square): boolean => sq >= 1 && sq <= count;
  // The generators are given only squares of their board; a move off it is not legal anyway.
  const after =
    path.every(onBoard) && captured.every(onBoard) ? position.variant.engine.play(position, move) : undefined;
  if (after === undefined) {
    const text = path.join(captured.length > 0 ? 'x' : '-');
    return err(
      dataError(
        'illegal-move',
        `${where}: ${text} (captures ${captured.length === 0 ? 'nothing' : captured.join(', ')}) is not a legal move for ${position.turn}`,
        at,
      ),
    );
  }
  return ok({ move, after });
}

/**
 * A move from its plain-data form, checked against `position`: it must be one of the legal
 * paths there (same path and captured squares as one of `legalMoves(position, { paths: true })`),
 * so a revived move can be given to `play` safely. `from` and `to` may be left out.
 *
 * Errors: `bad-shape` (not a move object of square numbers), `illegal-move`.
 *
 * @example
 * ```ts
 * import { english, startPosition, moveFromData } from 'crownhead';
 * const r = moveFromData(startPosition(english), { path: [11, 15], captured: [] });
 * r.ok && r.value; // => { from: 11, to: 15, path: [11, 15], captured: [] }
 * moveFromData(startPosition(english), { path: [11, 16, 20], captured: [] }).ok; // => false
 * ```
 */
export function moveFromData(position: Position, data: unknown): Result<Move, DataError> {
  expectPosition(position, 'moveFromData');
  const r = readDataMove(position, data, undefined);
  return r.ok ? ok(r.value.move) : r;
}
