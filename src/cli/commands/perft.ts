/**
 * `crownhead perft`: leaf counts of the move tree, per depth or divided by root move.
 * @module
 */
import type { Position } from '../../index.js';
import { legalMoves, perft, play } from '../../index.js';
import type { Io } from '../io.js';
import type { ParsedOptions } from '../args.js';
import { flag, stringOption } from '../args.js';
import { EXIT_OK, UsageError } from '../errors.js';
import { divideLine, moveText, perftLine } from '../format.js';
import { positionFromOption } from '../position.js';
import { lookupVariant } from '../variants.js';

/** The options `perft` accepts. */
export const perftOptions = {
  variant: 'string',
  fen: 'string',
  depth: 'string',
  paths: 'boolean',
  divide: 'boolean',
  'no-bulk': 'boolean',
  json: 'boolean',
} as const;

/**
 * Reads `--depth`: a positive decimal integer. Throws a {@link UsageError} when it is missing or
 * anything else.
 */
function parseDepth(text: string | undefined): number {
  if (text === undefined) throw new UsageError('perft: missing --depth N');
  if (!/^[0-9]+$/.test(text))
    throw new UsageError(`perft: --depth must be a positive integer, got ${JSON.stringify(text)}`);
  const depth = Number(text);
  if (depth < 1 || !Number.isSafeInteger(depth)) {
    throw new UsageError(`perft: --depth must be a positive integer, got ${JSON.stringify(text)}`);
  }
  return depth;
}

/**
 * Runs `perft` with parsed options. Without `--divide`: one line per depth 1..N. With
 * `--divide`: one line per root move with its count at depth N-1, then the depth N line (the
 * total, timed over the whole divide). Returns the exit code (0).
 */
export async function runPerft(io: Io, options: ParsedOptions): Promise<number> {
  const depth = parseDepth(stringOption(options, 'depth'));
  const variant = lookupVariant(stringOption(options, 'variant'));
  const position = positionFromOption(variant, stringOption(options, 'fen'));
  const paths = flag(options, 'paths');
  const json = flag(options, 'json');
  // --no-bulk makes every move of the last ply (as an engine's search does) instead of counting
  // the last ply's moves: the same counts, for timing the generator with make and unmake.
  const bulk = !flag(options, 'no-bulk');
  if (flag(options, 'divide')) {
    await divide(io, position, depth, paths, bulk, json);
    return EXIT_OK;
  }
  for (let d = 1; d <= depth; d++) {
    const start = performance.now();
    const nodes = perft(position, d, { paths, bulk });
    await io.out(perftLine(d, nodes, performance.now() - start, json));
  }
  return EXIT_OK;
}

/** Prints each root move's subtree count at `depth - 1`, then the depth line with the total. */
async function divide(
  io: Io,
  position: Position,
  depth: number,
  paths: boolean,
  bulk: boolean,
  json: boolean,
): Promise<void> {
  const roots = legalMoves(position, { paths });
  const labels = roots.map((move) => moveText(position, move, paths));
  const width = Math.max(0, ...labels.map((label) => label.length));
  const start = performance.now();
  let total = 0;
  for (let i = 0; i < roots.length; i++) {
    const nodes = perft(play(position, roots[i]!), depth - 1, { paths, bulk });
    total += nodes;
    await io.out(divideLine(labels[i]!, nodes, width, json));
  }
  await io.out(perftLine(depth, total, performance.now() - start, json));
}
