/**
 * The ACF three-move ballots of English draughts / American checkers (docs/sources.md, rules): 174 sequences of three moves (Black, White, Black), numbered by the ACF; 156 in
 * the tournament deck (12 of them added by ACF vote in 2003) and 18 barred. The list follows
 * CheckerBoard and milhouse, which agree on every row (section 6, row 15).
 * @module
 */
import type { Result } from '../core/result.js';
import { err, ok } from '../core/result.js';
import { english } from '../variants/english.js';
import type { Game, GameMoveError, GameOptions } from './game.js';
import { expectGameOptions, newGame, playMoveText } from './game.js';
import { BALLOT_ROWS } from './ballots.data.js';
import { expectArray, refuse } from '../core/arguments.js';

/** One three-move ballot. */
export interface Ballot {
  /** The ACF number, 1 to 174. */
  readonly number: number;
  /** The three moves in PDN notation: Black, White, Black (`['9-13', '22-17', '13x22']`). */
  readonly moves: readonly string[];
  /** In the tournament deck, or barred (one side loses by force). */
  readonly status: 'deck' | 'barred';
  /** One of the 12 former mail-play openings added to the deck by ACF vote in 2003. */
  readonly added2003: boolean;
  /** In the 50-opening "computer tough deck" (CheckerBoard's OP_CTD). */
  readonly ctd: boolean;
  /** The opening's name, when it has one (`'Dreaded Edinburgh'`). */
  readonly name?: string;
}

let cache: readonly Ballot[] | undefined;

/** Reads the embedded rows (built on first use). */
function all(): readonly Ballot[] {
  if (cache !== undefined) return cache;
  cache = BALLOT_ROWS.map((row, i) => {
    const [main, name] = row.split('|') as [string, string | undefined];
    const parts = main.split(' ');
    const flags = parts[3]!;
    const ballot: Ballot = {
      number: i + 1,
      moves: parts.slice(0, 3),
      status: flags[0] === 'b' ? 'barred' : 'deck',
      added2003: flags[0] === 'n',
      ctd: flags.includes('*'),
      ...(name === undefined ? {} : { name }),
    };
    return ballot;
  });
  return cache;
}

/**
 * The English three-move ballots in ACF order: all 174 (default), the 156 of the `'deck'`, or
 * the 18 `'barred'`.
 * @example
 * ```ts
 * import { englishBallots } from 'crownhead';
 * englishBallots().length; // => 174
 * englishBallots('deck').length; // => 156
 * englishBallots('barred').length; // => 18
 * ```
 */
export function englishBallots(which: 'all' | 'deck' | 'barred' = 'all'): readonly Ballot[] {
  const ballots = all();
  return which === 'all' ? ballots : ballots.filter((b) => b.status === which);
}

/**
 * The ballot with ACF number `number` (1 to 174), or `undefined`.
 * @example
 * ```ts
 * import { ballotByNumber } from 'crownhead';
 * ballotByNumber(5)?.moves; // => ['9-13', '22-18', '6-9']
 * ballotByNumber(5)?.name; // => 'Dreaded Edinburgh'
 * ballotByNumber(175); // => undefined
 * ```
 */
export function ballotByNumber(number: number): Ballot | undefined {
  return Number.isInteger(number) && number >= 1 && number <= BALLOT_ROWS.length ? all()[number - 1] : undefined;
}

/**
 * The ballot whose moves are `moves`: text such as `'9-13 22-17 13x22'` or `'1. 9-13 22-17
 * 2. 13x22'` (move numbers and commas are ignored), or a list of three move texts. Moves are
 * compared as written in the list (short PDN notation); `undefined` when no ballot has them.
 * @example
 * ```ts
 * import { findBallot } from 'crownhead';
 * findBallot('1. 9-14 23-18 2. 14x23')?.number; // => 46
 * findBallot(['9-13', '22-18', '6-9'])?.number; // => 5
 * ```
 */
export function findBallot(moves: string | readonly string[]): Ballot | undefined {
  if (typeof moves !== 'string') expectArray(moves, 'moves', 'findBallot', 'a string or an array of strings');
  const text = typeof moves === 'string' ? moves : moves.join(' ');
  const tokens = text
    .split(/[\s,]+/)
    .filter((t) => t !== '' && !/^[0-9]+\.+$/.test(t))
    .map((t) => t.replace(/^[0-9]+\.+/, '').toLowerCase());
  if (tokens.length !== 3) return undefined;
  const key = tokens.join(' ');
  return all().find((b) => b.moves.join(' ') === key);
}

/** A ballot number that is not one of the 174. */
export interface BallotError {
  /** Always `'ballot'`. */
  readonly kind: 'ballot';
  /** Always `'unknown-ballot'`. */
  readonly code: 'unknown-ballot';
  /** A sentence for people. */
  readonly message: string;
}

/**
 * A new English game with the ballot's three moves played (White to move), by ACF number or
 * ballot. Tags given in `options` are kept; an `Opening` tag is not added (PDN has no standard
 * tag for it).
 *
 * Errors: a `GameMoveError` if a move does not play (cannot happen with the embedded list, which
 * a test plays through), and `unknown-ballot` for a number outside 1 to 174.
 * @example
 * ```ts
 * import { ballotGame, formatFen } from 'crownhead';
 * const game = ballotGame(46); // 9-14 23-18 14x23
 * if (game.ok) formatFen(game.value.position); // => 'W:W21,22,24-32:B1-8,10-12,23'
 * const none = ballotGame(200);
 * if (!none.ok) none.error.code; // => 'unknown-ballot'
 * ```
 */
export function ballotGame(ballot: Ballot | number, options?: GameOptions): Result<Game, GameMoveError | BallotError> {
  if (typeof ballot !== 'number' && !(Array.isArray(ballot?.moves) && ballot.moves.every((m) => typeof m === 'string')))
    refuse('ballotGame', 'a Ballot or its number', ballot, 'ballot');
  expectGameOptions(options, 'ballotGame');
  const found = typeof ballot === 'number' ? ballotByNumber(ballot) : ballot;
  if (found === undefined) {
    return err({
      kind: 'ballot',
      code: 'unknown-ballot',
      message: `no ballot numbered ${String(ballot)} (1 to ${BALLOT_ROWS.length})`,
    });
  }
  let game = newGame(english, options);
  for (const text of found.moves) {
    const next = playMoveText(game, text);
    if (!next.ok) return next;
    game = next.value;
  }
  return ok(game);
}
