/**
 * `crownhead render`: a position as an SVG diagram on standard output.
 * @module
 */
import type { Move, Position } from '../../index.js';
import { gameMoves, gamePositions, parseMove } from '../../index.js';
import { boardToSvg } from '../../svg.js';
import type { Io } from '../io.js';
import type { ParsedOptions } from '../args.js';
import { flag, stringOption } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK, UsageError } from '../errors.js';
import { positionFromOption } from '../position.js';
import { defaultGameTypeOption, lookupVariant } from '../variants.js';
import { readFailure } from '../pdnFiles.js';
import { gameFromPdnFile } from '../oneGame.js';
import type { GameFromPdn } from '../../game/pdn.js';
import type { ParseGameError } from '../../game/pdnText.js';
import type { Result } from '../../core/result.js';

/** The options `render` accepts. */
export const renderOptions = {
  variant: 'string',
  fen: 'string',
  pdn: 'string',
  game: 'string',
  ply: 'string',
  move: 'string',
  flip: 'boolean',
  coords: 'boolean',
} as const;

/** A whole number of at least `min` written in decimal digits, or a {@link UsageError}. */
function countOption(options: ParsedOptions, name: string, min: number): number | undefined {
  const text = stringOption(options, name);
  if (text === undefined) return undefined;
  if (!/^[0-9]+$/.test(text) || Number(text) < min || !Number.isSafeInteger(Number(text))) {
    throw new UsageError(
      `render: --${name} must be ${min === 0 ? 'a whole number (0 or more)' : 'a positive whole number'}, not ${JSON.stringify(text)}`,
    );
  }
  return Number(text);
}

/** What to draw: the position, and the move that led to it when it comes from a game. */
interface Scene {
  readonly position: Position;
  readonly lastMove?: Move;
}

/** The scene of `--pdn FILE --game N --ply K`, or the message of why there is none. */
async function sceneFromPdn(options: ParsedOptions, file: string): Promise<Scene | string> {
  const index = countOption(options, 'game', 1);
  const ply = countOption(options, 'ply', 0);
  // --variant: the variant of a game without a GameType tag, as for validate (docs/cli.md).
  const defaultGameType = defaultGameTypeOption(stringOption(options, 'variant'));
  let read: Result<GameFromPdn, ParseGameError>;
  try {
    // Streamed, within the reader's budgets and GAME_FILE_BYTES: `--pdn /dev/zero` grew the
    // process to 8.7 GB when the whole file was read first.
    read = await gameFromPdnFile(file, {
      ...(index === undefined ? {} : { index }),
      ...(defaultGameType === undefined ? {} : { defaultGameType }),
    });
  } catch (error) {
    return `${file}: ${readFailure(error)}`;
  }
  if (!read.ok) {
    const e = read.error;
    if (e.code === 'several-games')
      return `${file}: the file holds ${e.games} games; pick one with --game (1 to ${e.games})`;
    const problem = e.problems.find((p) => p.severity === 'error');
    const detail =
      e.code === 'replay' && problem !== undefined
        ? `line ${problem.line}, column ${problem.column}: ${problem.message}`
        : e.message;
    return `${file}: ${detail}`;
  }
  const game = read.value.game;
  const at = ply ?? game.ply;
  if (at > game.ply) return `--ply ${at}: the game has ${game.ply} ${game.ply === 1 ? 'ply' : 'plies'}`;
  const position = gamePositions(game)[at]!;
  return at === 0 ? { position } : { position, lastMove: gameMoves(game)[at - 1]! };
}

/**
 * Runs `render`: the position of `--fen` (or the start position), or of a PDN game after `--ply`
 * half-moves (`--pdn FILE`, `--game N` among several, the move of that ply tinted as the last
 * move), drawn by `boardToSvg` with `--move` drawn along its path, turned with `--flip`, labelled
 * with `--coords`; the SVG goes to stdout. A file, game, ply or move that cannot be used is
 * `crownhead: <reason>` on stderr and exit code 1; a bad command line (or FEN, as for the other
 * commands) exit code 2.
 */
export async function runRender(io: Io, options: ParsedOptions): Promise<number> {
  const file = stringOption(options, 'pdn');
  const fen = stringOption(options, 'fen');
  if (file !== undefined && fen !== undefined) throw new UsageError('render: give --fen or --pdn, not both');
  if (file === undefined) {
    for (const name of ['game', 'ply'])
      if (stringOption(options, name) !== undefined) throw new UsageError(`render: --${name} needs --pdn`);
  }
  let scene: Scene;
  if (file === undefined)
    scene = { position: positionFromOption(lookupVariant(stringOption(options, 'variant')), fen) };
  else {
    const found = await sceneFromPdn(options, file);
    if (typeof found === 'string') {
      io.err(`crownhead: ${found}`);
      return EXIT_BAD_INPUT;
    }
    scene = found;
  }
  const moveText = stringOption(options, 'move');
  let move: Move | undefined;
  if (moveText !== undefined) {
    const parsed = parseMove(scene.position, moveText);
    if (!parsed.ok) {
      io.err(`crownhead: --move: ${parsed.error.message}`);
      return EXIT_BAD_INPUT;
    }
    move = parsed.value;
  }
  const svg = boardToSvg(scene.position, {
    orientation: flag(options, 'flip') ? 'black' : 'white',
    ...(flag(options, 'coords') ? {} : { coordinates: 'none' as const }),
    ...(move === undefined ? {} : { move }),
    ...(scene.lastMove === undefined ? {} : { lastMove: scene.lastMove }),
  });
  await io.out(svg);
  return EXIT_OK;
}
