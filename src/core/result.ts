/**
 * The result type returned by every function that reads outside input.
 * @module
 */

/** A success: `ok` is `true` and `value` holds the answer. */
export interface Ok<T> {
  /** Always `true`: the operation succeeded. */
  readonly ok: true;
  /** The answer. */
  readonly value: T;
}

/** A failure: `ok` is `false` and `error` says what went wrong. */
export interface Err<E> {
  /** Always `false`: the operation failed. */
  readonly ok: false;
  /** What went wrong, with a stable code. */
  readonly error: E;
}

/**
 * A success carrying `value`, or a failure carrying `error`. A plain readonly union, so it
 * serialises, compares and narrows with `if (r.ok)`.
 */
export type Result<T, E> = Ok<T> | Err<E>;

/**
 * Wraps a value as a success.
 * @example
 * ```ts
 * import { ok } from 'crownhead';
 * ok(42); // => { ok: true, value: 42 }
 * ```
 */
export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

/**
 * Wraps an error as a failure.
 * @example
 * ```ts
 * import { err } from 'crownhead';
 * err({ code: 'empty' }); // => { ok: false, error: { code: 'empty' } }
 * ```
 */
export function err<E>(error: E): Err<E> {
  return { ok: false, error };
}
