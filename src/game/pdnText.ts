/**
 * A game value from PDN text and back in one call each: reading picks exactly one game (never a
 * silent first pick among several), and writing ends a decided game with its result. Like
 * `pdn.ts`, this module takes the variants to consider and does not import the registry.
 * @module
 */
import type { Result } from '../core/result.js';
import { err, ok } from '../core/result.js';
import type { PdnGame, PdnProblem } from '../pdn/types.js';
import { parsePdn } from '../pdn/read.js';
import type { FormatPdnOptions } from '../pdn/writer.js';
import { formatPdn } from '../pdn/writer.js';
import type { Game } from './game.js';
import type { GameFromPdn, GameFromPdnError, GameFromPdnOptions } from './pdn.js';
import { gameFromPdn, gameToPdn } from './pdn.js';
import { expectTextOrBytes, expectOptions } from '../core/arguments.js';
import { expectVariantChoice, expectGame } from '../core/positionArguments.js';
import { expectReplayOptions } from '../pdn/shape.js';

/** Options of {@link parseGame}: those of `gameFromPdn` (the variants are required), then how to read the text. */
export type ParseGameOptions = GameFromPdnOptions & {
  /**
   * How to read and replay the text (`parsePdn`, `replay`): `'lenient'` (the default) accepts the
   * deviations of real files as warnings (among them a problem book's man on its crowning row,
   * loaded as a king), `'strict'` makes everything outside the PDN 3.0 reading grammar an error.
   */
  readonly mode?: 'lenient' | 'strict';
  /**
   * Which game of the text to take, counting from 1 as `PdnGame.index` and the problems' `game`
   * do. Without it the text must hold exactly one game: several are an error (`several-games`),
   * never a silent pick of the first.
   */
  readonly index?: number;
};

/** Why PDN text could not become a game value. */
export interface ParseGameError {
  /**
   * Always `'parse-game'`: the kind of this error alone (a tree's errors are `'game-from-pdn'`,
   * {@link GameFromPdnError}), so that a kind names one error type (issue 30, D7).
   */
  readonly kind: 'parse-game';
  /**
   * - `parse`: the text of the game (or text outside any game) has a reading error (in strict
   *   mode, any deviation); `line` and `column` say where the first is.
   * - `no-game`: the text holds no game.
   * - `several-games`: the text holds several games (`games` says how many) and no `index`
   *   picks one.
   * - `no-such-game`: no game has the `index` asked for (`games` says how many there are).
   * - `replay`, `setup`, `game-over`: as for a game tree ({@link GameFromPdnError}); for
   *   `replay`, `line` and `column` locate the first error.
   */
  readonly code: 'parse' | 'no-game' | 'several-games' | 'no-such-game' | GameFromPdnError['code'];
  /** A sentence for people. */
  readonly message: string;
  /** For `parse` and `replay`: the 1-based line of the first error. */
  readonly line?: number;
  /** For `parse` and `replay`: the 1-based column of the first error. */
  readonly column?: number;
  /** For `parse` and `replay`: the 0-based offset of the first error in the decoded text. */
  readonly offset?: number;
  /** For `replay` errors about a move, `setup` and `game-over`: the half-move concerned (1 = the first). */
  readonly ply?: number;
  /** For `several-games` and `no-such-game`: how many games the text holds. */
  readonly games?: number;
  /** Everything reading (of the game concerned) and replaying reported, in text order. */
  readonly problems: readonly PdnProblem[];
}

/** A game tree picked out of PDN text, with what reading reported about it. */
interface Picked {
  readonly pdn: PdnGame;
  readonly problems: readonly PdnProblem[];
}

const byOffset = (a: PdnProblem, b: PdnProblem): number => a.offset - b.offset;

function firstErrorAt(problems: readonly PdnProblem[]): Pick<ParseGameError, 'line' | 'column' | 'offset' | 'ply'> {
  const first = problems.find((p) => p.severity === 'error');
  if (first === undefined) return {};
  const at = { line: first.line, column: first.column, offset: first.offset };
  return first.ply === undefined ? at : { ...at, ply: first.ply };
}

/** The `parse` error of the first error in `problems` (with all of them), or `undefined` when there is none. */
export function parseErrorOf(problems: readonly PdnProblem[]): ParseGameError | undefined {
  const error = problems.find((p) => p.severity === 'error');
  if (error === undefined) return undefined;
  return {
    kind: 'parse-game',
    code: 'parse',
    message: `line ${error.line}, column ${error.column}: ${error.message}`,
    ...firstErrorAt(problems),
    problems,
  };
}

/** The error for a text of `count` games that holds no game `index`. */
export function noSuchGameError(index: number, count: number, problems: readonly PdnProblem[]): ParseGameError {
  const message = `the text holds no game ${index} (${count === 1 ? 'it holds 1 game' : `it holds ${count} games`}, counted from 1)`;
  return { kind: 'parse-game', code: 'no-such-game', message, games: count, problems };
}

/** The error for a text of `count` games, not one, when no index picks one: `no-game` or `several-games`. */
export function notOneGameError(count: number, problems: readonly PdnProblem[]): ParseGameError {
  if (count === 0) return { kind: 'parse-game', code: 'no-game', message: 'the text holds no PDN game', problems };
  const message = `the text holds ${count} games; pick one with the index option (1 to ${count})`;
  return { kind: 'parse-game', code: 'several-games', message, games: count, problems };
}

/**
 * Reads `text` and picks the one game to convert: the game `index`, or the only game. Reading
 * errors of that game, or outside any game, are a `parse` error.
 */
function pickPdnGame(text: string | Uint8Array, options: ParseGameOptions | undefined): Result<Picked, ParseGameError> {
  const parsed = parsePdn(text, options?.mode === undefined ? undefined : { mode: options.mode });
  const count = parsed.games.length;
  const index = options?.index;
  let pdn: PdnGame | undefined;
  if (index !== undefined) {
    pdn = parsed.games.find((g) => g.index === index);
    if (pdn === undefined)
      return err(
        noSuchGameError(
          index,
          count,
          parsed.problems.filter((p) => p.game === 0 || p.game === index),
        ),
      );
  }
  const own = parsed.problems.filter((p) => p.game === 0 || (pdn !== undefined ? p.game === pdn.index : true));
  const error = parseErrorOf(own);
  if (error !== undefined) return err(error);
  if (pdn === undefined) {
    if (count !== 1) return err(notOneGameError(count, own));
    pdn = parsed.games[0]!;
  }
  return ok({ pdn, problems: own });
}

/**
 * The answer for a picked game, given the tree conversion's answer: the reading warnings join
 * the replay's, and a replay error says where it is.
 */
export function withReading(
  picked: Picked,
  converted: Result<GameFromPdn, GameFromPdnError>,
): Result<GameFromPdn, ParseGameError> {
  const problems = [...picked.problems, ...(converted.ok ? converted.value.problems : converted.error.problems)].sort(
    byOffset,
  );
  if (converted.ok) return ok({ game: converted.value.game, problems });
  const e = converted.error;
  const where = e.code === 'replay' ? firstErrorAt(e.problems) : {};
  return err({ ...where, ...e, kind: 'parse-game', problems });
}

/**
 * Reads PDN text holding one game (or the game `options.index`) and returns it as a game value,
 * replayed with the rules of one of `options.variants` (required; or `options.variant`):
 * `parsePdn`, then {@link gameFromPdn}, in one call, instead of
 * `gameFromPdn(parsePdn(text).games[0])`, which would silently take the first of several games
 * and pass over reading errors. Neither this function nor its module imports the registry of
 * every variant, so a bundle holds only the variants passed (the exported `variants` array for
 * all of them).
 *
 * Errors (a Result, never thrown; see {@link ParseGameError}): `parse` (with line and
 * column), `no-game`, `several-games` (with how many), `no-such-game`, `replay` (with line,
 * column and ply; a GameType none of `variants` plays is `unsupported-variant` among the
 * problems), `setup`, `game-over`. The warnings of reading and replaying come with the game.
 * Throws a `CrownheadError` `bad-argument` naming `options.variants` when neither it nor
 * `options.variant` is given.
 *
 * @example
 * ```ts
 * import { english, gameResult, gameStatus, variants } from 'crownhead';
 * import { parseGame, formatGame } from 'crownhead/pdn';
 *
 * const text = '[GameType "20"]\n[FEN "W:W28:B23"]\n1. 28x19 2-0';
 * const r = parseGame(text, { variants });
 * r.ok && r.value.game.variant.key; // => 'international'
 * r.ok && gameResult(r.value.game); // => '2-0'
 * r.ok && formatGame(r.value.game).endsWith('1. 28x19 2-0\n'); // => true
 * const bad = parseGame('[GameType "21"]\n1. 11-15 23-19 2. 9-5 *', { variants: [english] });
 * bad.ok || [bad.error.code, bad.error.line, bad.error.column, bad.error.ply]; // => ['replay', 2, 19, 3]
 * const won = parseGame('[GameType "21"]\n[FEN "W:W27:B24"]\n1. 27x20 0-1', { variants: [english] });
 * won.ok && gameStatus(won.value.game).status; // => 'win'
 * const two = parseGame('1. 11-15 *\n1. 9-13 *', { variants: [english] });
 * two.ok || [two.error.code, two.error.games]; // => ['several-games', 2]
 * ```
 */
export function parseGame(text: string | Uint8Array, options: ParseGameOptions): Result<GameFromPdn, ParseGameError> {
  expectVariantChoice(options, 'parseGame');
  expectReplayOptions(options, 'parseGame');
  expectTextOrBytes(text, 'text', 'parseGame');
  const picked = pickPdnGame(text, options);
  if (!picked.ok) return picked;
  return withReading(picked.value, gameFromPdn(picked.value.pdn, options));
}

/** Options of {@link formatGame}: those of `formatPdn`, with the result token on by default. */
export interface FormatGameOptions extends FormatPdnOptions {
  /**
   * Write the result after the moves (default `true`): a decided game ends with its result
   * (`1-0`, `0-2`, `1/2-1/2` …, as its Result tag says), an undecided one with `*`. `false`
   * ends every game with `*` and leaves the result in its tag only (PDN 3.0).
   */
  readonly resultToken?: boolean;
}

/**
 * The game as PDN 3.0 text: `formatPdn([gameToPdn(game)])` in one call, the seven-tag roster,
 * GameType, FEN for a set-up start, the moves in short notation, lines of at most 80 columns.
 * A decided game (its Result tag, or by default its result by the rules, is not `*`) ends with
 * its result after the moves, as most draughts programs expect, unless `resultToken` is
 * `false`. The first number of a result belongs to the variant's first player: `1-0` is a win
 * for Black in English draughts and pool, for White in the others (`2-0` in International and
 * Canadian). Reading the text back with {@link parseGame} gives the same game.
 *
 * @example
 * ```ts
 * import { english, newGame, playMoveText } from 'crownhead';
 * import { formatGame } from 'crownhead/pdn';
 *
 * const r = playMoveText(newGame(english), '11-15');
 * r.ok && formatGame(r.value).endsWith('\n\n1. 11-15 *\n'); // => true
 * ```
 */
export function formatGame(game: Game, options?: FormatGameOptions): string {
  expectGame(game, 'formatGame');
  expectOptions(options, 'formatGame');
  return formatPdn([gameToPdn(game)], { ...options, resultToken: options?.resultToken ?? true });
}
