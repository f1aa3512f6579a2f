/**
 * The result type returned by every function that reads outside input.
 * @module
 */

/**
 * A success carrying `value`, or a failure carrying `error`. A plain readonly union, so it
 * serialises, compares and narrows with `if (r.ok)`.
 */
export type Result<T, E> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/** Wraps a value as a success. */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** Wraps an error as a failure. */
export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
