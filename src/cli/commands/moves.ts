/**
 * `crownhead moves`: the legal moves of one position (`--fen`) or of each FEN read from stdin.
 * @module
 */
import type { Variant } from '../../index.js';
import { legalMoves, parseFen } from '../../index.js';
import type { Io } from '../io.js';
import type { ParsedOptions } from '../args.js';
import { flag, stringOption } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK } from '../errors.js';
import { fenErrorJson, movesJson, movesLine } from '../format.js';
import { lookupVariant } from '../variants.js';

/** The options `moves` accepts. */
export const movesOptions = { variant: 'string', fen: 'string', paths: 'boolean', json: 'boolean' } as const;

interface MovesSettings {
  readonly variant: Variant;
  readonly paths: boolean;
  readonly json: boolean;
}

/**
 * Answers one FEN: its moves line on stdout, or for a bad FEN an error (a JSON error line on
 * stdout with `--json`, otherwise `crownhead: <where>: <message>` on stderr and nothing on
 * stdout). Returns false for a bad FEN.
 */
async function answer(io: Io, settings: MovesSettings, fen: string, where: string): Promise<boolean> {
  const parsed = parseFen(settings.variant, fen);
  if (!parsed.ok) {
    if (settings.json) await io.out(fenErrorJson(fen, parsed.error));
    else io.err(`crownhead: ${where}: ${parsed.error.message}`);
    return false;
  }
  const position = parsed.value;
  const moves = legalMoves(position, { paths: settings.paths });
  await io.out(settings.json ? movesJson(fen, settings.variant, moves) : movesLine(position, moves, settings.paths));
  return true;
}

/**
 * Runs `moves` with parsed options. With `--fen` answers that position; otherwise answers each
 * non-blank stdin line (trimmed) as soon as it is read, in order. Returns the exit code:
 * 1 when any FEN was rejected, else 0.
 */
export async function runMoves(io: Io, options: ParsedOptions): Promise<number> {
  const settings: MovesSettings = {
    variant: lookupVariant(stringOption(options, 'variant')),
    paths: flag(options, 'paths'),
    json: flag(options, 'json'),
  };
  const fen = stringOption(options, 'fen');
  if (fen !== undefined) {
    return (await answer(io, settings, fen.trim(), '--fen')) ? EXIT_OK : EXIT_BAD_INPUT;
  }
  let allGood = true;
  let lineNumber = 0;
  for await (const raw of io.lines()) {
    lineNumber++;
    const line = raw.trim();
    if (line === '') continue;
    if (!(await answer(io, settings, line, `line ${lineNumber}`))) allGood = false;
  }
  return allGood ? EXIT_OK : EXIT_BAD_INPUT;
}
