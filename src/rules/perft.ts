/**
 * Perft, the public count of the legal-move tree. Its own module, apart from the rules of play.ts:
 * it imports the specialised counters (perftKit.ts), and only the modules that count reach them.
 * @module
 */
import type { Position } from '../core/position.js';
import { CrownheadError } from '../core/errors.js';
import { perftOptions } from './perftKit.js';
import { shownValue } from '../core/arguments.js';
import { expectPosition } from '../core/positionArguments.js';

/** Options of {@link perft}. */
export interface PerftOptions {
  /**
   * Count every capture path (`true`) or distinct moves (`false`, the default). The published
   * English counts are per path; the published International counts are distinct moves; they
   * first differ at English depth 12 (docs/sources.md, perft counts).
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
 * @example
 * ```ts
 * import { english, perft, startPosition } from 'crownhead';
 * // The published English counts (OEIS A133046; Aart Bik, "perft for 8x8 checkers"):
 * [1, 2, 3, 4, 5, 6].map((depth) => perft(startPosition(english), depth)); // => [7, 49, 302, 1469, 7361, 36768]
 * ```
 */
export function perft(position: Position, depth: number, options?: PerftOptions): number {
  expectPosition(position, 'perft');
  if (!Number.isInteger(depth) || depth < 0) {
    throw new CrownheadError('bad-argument', `perft depth must be a non-negative integer, got ${shownValue(depth)}`);
  }
  return position.variant.engine.perft(
    position,
    depth,
    perftOptions[(options?.paths === true ? 2 : 0) + (options?.bulk !== false ? 1 : 0)]!,
  );
}
