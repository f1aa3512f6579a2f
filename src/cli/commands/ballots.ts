/**
 * `crownhead ballots`: the ACF three-move ballots of English draughts.
 * @module
 */
import { englishBallots } from '../../index.js';
import type { Io } from '../io.js';
import type { ParsedOptions } from '../args.js';
import { flag } from '../args.js';
import { EXIT_OK, UsageError } from '../errors.js';
import { ballotLine } from '../format.js';

/** The options `ballots` accepts. */
export const ballotsOptions = { deck: 'boolean', barred: 'boolean', json: 'boolean' } as const;

/**
 * Runs `ballots`: one line per ballot in ACF order (`ballotLine`), all 174, or with `--deck`
 * the 156 of the tournament deck, with `--barred` the 18 barred ones. Returns the exit code (0).
 */
export async function runBallots(io: Io, options: ParsedOptions): Promise<number> {
  const deck = flag(options, 'deck');
  const barred = flag(options, 'barred');
  if (deck && barred) throw new UsageError('ballots: --deck and --barred exclude each other');
  const json = flag(options, 'json');
  for (const ballot of englishBallots(deck ? 'deck' : barred ? 'barred' : 'all'))
    await io.out(ballotLine(ballot, json));
  return EXIT_OK;
}
