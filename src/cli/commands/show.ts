/**
 * `crownhead show`: a position as a text diagram and its FEN.
 * @module
 */
import { boardToText, formatFen } from '../../index.js';
import type { Io } from '../io.js';
import type { ParsedOptions } from '../args.js';
import { flag, stringOption } from '../args.js';
import { EXIT_OK } from '../errors.js';
import { fenLine } from '../format.js';
import { positionFromOption } from '../position.js';
import { lookupVariant } from '../variants.js';

/** The options `show` accepts. */
export const showOptions = { variant: 'string', fen: 'string', ascii: 'boolean' } as const;

/**
 * Runs `show` with parsed options: the board (`boardToText`, Unicode or `--ascii`), whose last
 * line names the side to move, then `FEN: <canonical FEN>`. Returns the exit code (0).
 */
export async function runShow(io: Io, options: ParsedOptions): Promise<number> {
  const variant = lookupVariant(stringOption(options, 'variant'));
  const position = positionFromOption(variant, stringOption(options, 'fen'));
  for (const line of boardToText(position, { ascii: flag(options, 'ascii') }).split('\n')) await io.out(line);
  await io.out(fenLine(formatFen(position)));
  return EXIT_OK;
}
