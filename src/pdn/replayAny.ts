/**
 * `replay` over every variant crownhead plays: the convenient form, which takes its variants
 * from the registry, so that every variant crownhead gains is replayed without a change here.
 * A bundler cannot drop the variants a default holds; `replayAmong` (in `replay.ts`) takes the
 * variants to consider and lets it.
 * @module
 */
import type { Move } from '../core/types.js';
import type { Position } from '../core/position.js';
import { variants as allVariants } from '../variants/registry.js';
import type { PdnGame, PdnMove } from './types.js';
import type { Replay, ReplayOptions } from './replay.js';
import { replayAmongWith } from './replay.js';
import { expectPdnGame, expectReplayOptions } from './shape.js';
import { expectVariants, expectFunction } from '../core/arguments.js';

/**
 * Replays a game's moves with the rules, as {@link replayAmong} does with the variants of
 * `options.variants`, by default every variant crownhead plays.
 *
 * The variant comes from the GameType tag (or, without one, `defaultGameType`), unless the moves
 * contradict it (`gametype-contradicted`); else the moves choose among the variants whose board
 * fits the squares named (`variant-guessed`; {@link replayAmong} says how). The start is the FEN tag (a trailing `.` and a `?`
 * side to move are accepted; SetUp tags are ignored), else the variant's start position; setup
 * commands `/FEN "…"/` change the position where they stand. Every move is resolved against the
 * legal moves of its position: full and partial capture paths, `-` for a capture when no quiet
 * move fits (PDN 2.0), algebraic squares for algebraic game types.
 *
 * The mainline stops at its first illegal or ambiguous move, reported with its ply, line and
 * column; `positions` and `moves` hold everything up to it. Each variation is checked from the
 * position before the move it replaces, and stops at its own first bad move.
 *
 * Errors (in `problems`, never thrown): `unsupported-variant` (a GameType crownhead does not
 * play, or none of `options.variants` plays), `bad-fen`, `illegal-move`, `ambiguous-move`;
 * warnings: `gametype`, `variant-guessed`, `gametype-contradicted` (an error in strict mode),
 * `unknown-turn`, `unknown-setup`, `separator`, `result-mismatch`.
 *
 * Because of the default, a bundle that uses `replay` carries every variant; use
 * {@link replayAmong} to carry only yours.
 * Throws a `CrownheadError` `bad-argument` naming the field at fault (`game.moves[3].comments`)
 * when `game` does not have the shape its type says (a tree built in code; docs/reliability.md,
 * "Trees and rows built in code").
 * @example
 * ```ts
 * import { formatFen } from 'crownhead';
 * import { parsePdn, replay } from 'crownhead/pdn';
 * const { games } = parsePdn('[GameType "21"]\n1. 11-15 23-19 2. 8-11 22-17 *');
 * const r = replay(games[0]!);
 * [r.ok, r.variant?.key, r.moves.length]; // => [true, 'english', 4]
 * formatFen(r.positions.at(-1)!); // => 'B:W17,19,21,24-32:B1-7,9-12,15'
 * // After 22-18, 15x22 is compulsory (WCDF 1.20), so 15-19 is illegal:
 * const bad = replay(parsePdn('[GameType "21"]\n1. 11-15 22-18 2. 15-19 *').games[0]!);
 * bad.problems.map((p) => [p.code, p.ply]); // => [['illegal-move', 3]]
 * ```
 */
export function replay(game: PdnGame, options?: ReplayOptions): Replay {
  expectReplayOptions(options, 'replay');
  expectPdnGame(game, 'game', 'replay');
  return replayTree(game, options, undefined);
}

/**
 * {@link replay}, calling `onMove` with each move node that replayed, its position and its move.
 * @example
 * ```ts
 * import { parsePdn, replayWith } from 'crownhead/pdn';
 * const { games } = parsePdn('1. 11-15 22-18 2. 15x22 *');
 * const captures: string[] = [];
 * replayWith(games[0]!, undefined, (node, before, move) => {
 *   if (move.captured.length > 0) captures.push(`${node.move} takes ${move.captured.join(',')}`);
 * });
 * captures; // => ['15x22 takes 18']
 * ```
 */
export function replayWith(

  game: PdnGame,
  options: ReplayOptions | undefined,
  onMove: ((node: PdnMove, before: Position, move: Move) => void) | undefined,
): Replay {
  expectReplayOptions(options, 'replayWith');
  if (onMove !== undefined) expectFunction(onMove, 'onMove', 'replayWith');
  expectPdnGame(game, 'game', 'replayWith');
  return replayTree(game, options, onMove);
}

/**
 * {@link replayWith} without the shape check of the tree: for trees the reader built, or
 * checked already by the caller (`canonicalGame`, `gameFromPdn`, the export's rows).
 */
export function replayTree(game: PdnGame, options: ReplayOptions | undefined, onMove: ((node: PdnMove, before: Position, move: Move) => void) | undefined): Replay {
  const given = options?.variants;
  if (given !== undefined) expectVariants(given, 'options.variants', 'replay');
  return replayAmongWith(given ?? allVariants, game, options, onMove, given === undefined);
}
