/**
 * The position a command works on: `--fen` read under `--variant`, or the start position.
 * @module
 */
import type { Position, Variant } from '../index.js';
import { parseFen, startPosition } from '../index.js';
import { UsageError } from './errors.js';

/**
 * The position of `fen` (trimmed) in `variant`, or the variant's start position when `fen` is
 * `undefined`. A FEN that cannot be read is a command-line fault: throws a {@link UsageError}
 * `bad --fen: <message>`.
 */
export function positionFromOption(variant: Variant, fen: string | undefined): Position {
  if (fen === undefined) return startPosition(variant);
  const parsed = parseFen(variant, fen.trim());
  if (!parsed.ok) throw new UsageError(`bad --fen: ${parsed.error.message}`);
  return parsed.value;
}
