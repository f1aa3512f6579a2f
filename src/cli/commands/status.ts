/**
 * `crownhead status`: plays moves from a position and prints the game's status.
 * @module
 */
import { gameResult, gameStatus, newGame, playMoveText } from '../../index.js';
import type { Io } from '../io.js';
import type { ParsedOptions } from '../args.js';
import { flag, stringOption } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK } from '../errors.js';
import { statusErrorJson, statusLine } from '../format.js';
import { positionFromOption } from '../position.js';
import { lookupVariant } from '../variants.js';

/** The options `status` accepts; the moves are operands. */
export const statusOptions = { variant: 'string', fen: 'string', json: 'boolean' } as const;

/**
 * The move texts of the operands: each operand split at white space, move numbers (`1.`,
 * `12...`, also glued to a move as in `1.11-15`) dropped.
 */
function moveTokens(operands: readonly string[]): string[] {
  return operands
    .flatMap((operand) => operand.split(/\s+/))
    .map((token) => token.replace(/^[0-9]+\.+/, ''))
    .filter((token) => token !== '');
}

/**
 * Runs `status`: plays the moves (PDN move text) from `--fen` or the start position under the
 * variant's draw rules, then prints one status line (`statusLine`). A move that cannot be played
 * stops the command: `crownhead: ply N: <reason>` on stderr (with `--json`, an error object on
 * stdout instead) and exit code 1.
 */
export async function runStatus(io: Io, options: ParsedOptions, operands: readonly string[] = []): Promise<number> {
  const variant = lookupVariant(stringOption(options, 'variant'));
  const json = flag(options, 'json');
  let game = newGame(positionFromOption(variant, stringOption(options, 'fen')));
  for (const text of moveTokens(operands)) {
    const next = playMoveText(game, text);
    if (!next.ok) {
      const { code, message, ply } = next.error;
      if (json) await io.out(statusErrorJson(code, message, ply, text));
      else io.err(`crownhead: ply ${ply}: ${message}`);
      return EXIT_BAD_INPUT;
    }
    game = next.value;
  }
  const status = gameStatus(game);
  const claims = status.status === 'ongoing' ? [...new Set(status.claims.map((c) => c.rule))] : [];
  await io.out(statusLine({ status, claims, result: gameResult(game), ply: game.ply }, json));
  return EXIT_OK;
}
