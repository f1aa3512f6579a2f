/**
 * A game value from a PDN game tree and back (the mainline). The game layer imports the PDN
 * layer, never the other way round: `pdn/` reads and writes text with no knowledge of games.
 * This module takes the variants to consider and does not import the registry, so that an
 * application bundles only the variants it names.
 * @module
 */
import type { Result } from '../core/result.js';
import { err, ok } from '../core/result.js';
import { startFen } from '../notation/fen.js';
import { positionEquals, startPosition } from '../rules/position.js';
import { play } from '../rules/play.js';
import type { PdnGame, PdnMove, PdnProblem, PdnTag } from '../pdn/types.js';
import type { Replay, ReplaySettings, VariantChoice } from '../pdn/replay.js';
import { replayTree } from '../pdn/replay.js';
import { expectPdnGame } from '../pdn/shape.js';
import { expectGame } from '../core/positionArguments.js';
import type { Game, GameOptions } from './game.js';
import { extendGame, newGame } from './game.js';
import { moveHistory } from './history.js';
import { automaticDraw } from './reached.js';
import { RepetitionTable } from './repetitions.js';
import { gameResult } from './result.js';
import { setTag } from './tags.js';

/**
 * Options of {@link gameFromPdn}: how to replay the tree (as `replay`: the variants are
 * required), and the game's draw rules.
 */
export type GameFromPdnOptions = ReplaySettings &
  VariantChoice & {
    /** The draw rules and their options, as for `newGame` (tags come from the PDN game). */
    readonly game?: Omit<GameOptions, 'tags'>;
  };

/** A PDN game as a game value, with what the replay reported (warnings only). */
export interface GameFromPdn {
  /** The game value. */
  readonly game: Game;
  /** The replay's warnings (deviations accepted, separators read leniently ...). */
  readonly problems: readonly PdnProblem[];
}

/** Why a PDN game could not become a game value. */
export interface GameFromPdnError {
  /** Always `'game-from-pdn'`. */
  readonly kind: 'game-from-pdn';
  /**
   * - `replay`: the replay found an error (variant not played, bad FEN, illegal or ambiguous
   *   move); `problems` says which.
   * - `setup`: a setup command changes the position after a move, which a game value cannot hold.
   * - `game-over`: a move follows an automatic draw of the game's rules (replay with
   *   `game: { rules: [] }` to keep such a game whole).
   */
  readonly code: 'replay' | 'setup' | 'game-over';
  /** A sentence for people. */
  readonly message: string;
  /** For `setup` and `game-over`: the half-move concerned (1 = the first). */
  readonly ply?: number;
  /** Everything the replay reported. */
  readonly problems: readonly PdnProblem[];
}

/**
 * Replays a PDN game tree as `replay` does (the variant whose GameType is the game's, from its
 * tag, else the FEN and the moves, among `options.variants`, required; or `options.variant`;
 * each move checked) and returns its mainline as a game value, with the tags (for a tag given
 * twice, the first, and a `repeated-tag` warning for each value not kept) and the replay's
 * warnings. The start is the FEN tag's position, or the variant's start, after any setup
 * command before the first move. Variations, comments and NAGs are not part of a game value.
 * Neither this function nor its module imports the registry of every variant, so a bundle holds
 * only the variants passed (the exported `variants` array for all of them).
 *
 * Errors: `replay` (among them a GameType none of `variants` plays: `unsupported-variant` in
 * `problems`), `setup`, `game-over` (see {@link GameFromPdnError}).
 *
 * Throws a `CrownheadError` `bad-argument` naming `options.variants` when neither it nor
 * `options.variant` is given, or the field at fault (`game.moves[3].comments`) when `game` does
 * not have the shape its type says (a tree built in code; docs/reliability.md, "Trees and rows
 * built in code").
 * @example
 * ```ts
 * import { english, gameResult, formatFen } from 'crownhead';
 * import { gameFromPdn, parsePdn } from 'crownhead/pdn';
 *
 * const { games } = parsePdn('[White "Long"]\n[GameType "21"]\n1. 11-15 23-19 2. 8-11 22-17 *');
 * const r = gameFromPdn(games[0]!, { variants: [english] });
 * if (r.ok) {
 *   r.value.game.tags; // => { White: 'Long', GameType: '21' }
 *   formatFen(r.value.game.position); // => 'B:W17,19,21,24-32:B1-7,9-12,15'
 *   gameResult(r.value.game); // => '*'
 * }
 * const tree = parsePdn('[GameType "21"]\n[FEN "W:W27:B24"]\n1. 27x20 *').games[0];
 * const won = gameFromPdn(tree, { variants: [english] });
 * won.ok && gameResult(won.value.game); // => '0-1'
 * ```
 */
export function gameFromPdn(pdn: PdnGame, options: GameFromPdnOptions): Result<GameFromPdn, GameFromPdnError> {
  expectPdnGame(pdn, 'game', 'gameFromPdn');
  return gameFromReplay(pdn, options, replayTree(pdn, options, undefined, 'gameFromPdn'));
}

/** The game value of a replayed PDN game tree ({@link gameFromPdn}). */
function gameFromReplay(
  pdn: PdnGame,
  options: GameFromPdnOptions | undefined,
  r: Replay,
): Result<GameFromPdn, GameFromPdnError> {
  const problems = r.problems;
  if (!r.ok || !r.complete || r.positions.length === 0) {
    const first = problems.find((p) => p.severity === 'error');
    return err({
      kind: 'game-from-pdn',
      code: 'replay',
      message: first?.message ?? 'the game could not be replayed',
      problems,
    });
  }
  // setTag, not assignment: a tag named __proto__ is data like any other (docs/reliability.md).
  // A game value holds one value a tag name (GameTags): a name given again keeps its first value,
  // as the replay reads the first GameType and FEN, and the values dropped are said (nothing is
  // lost silently; the tree and `crownhead export` keep them all).
  const tags: Record<string, string> = {};
  let repeatedTags: PdnProblem[] | undefined;
  for (const tag of pdn.tags) {
    if (!Object.hasOwn(tags, tag.name)) setTag(tags, tag.name, tag.value);
    else (repeatedTags ??= []).push(repeatedTag(pdn, tag, tags[tag.name]!));
  }
  // lidraughts' FEN counters (`:H`, `:F`) start the game where the record says it stands,
  // unless the caller gives counters of its own.
  const counters = options?.game?.counters ?? r.counters;
  let game = newGame(r.positions[0]!, { ...options?.game, tags, ...(counters === undefined ? {} : { counters }) });
  // Repetition counts kept ply by ply (a long quiet run would be walked back at every ply).
  const repetitions = new RepetitionTable();
  let repeated = repetitions.add(game.last);
  for (let i = 0; i < r.moves.length; i++) {
    const move = r.moves[i]!;
    const ply = i + 1;
    // The replay played the move already: its position after the move is the game's, unless a
    // setup command stands after the move, which the game cannot hold unless it changes nothing.
    let after = r.positions[ply]!;
    if (pdn.moves[i]!.setups !== undefined) {
      after = play(game.position, move);
      if (!positionEquals(after, r.positions[ply]!)) {
        return err({
          kind: 'game-from-pdn',
          code: 'setup',
          message: `a setup command changes the position after ply ${ply}`,
          ply,
          problems,
        });
      }
    }
    const drawn = automaticDraw(game, repeated);
    if (drawn !== undefined) {
      return err({
        kind: 'game-from-pdn',
        code: 'game-over',
        message: `ply ${ply} follows a draw by ${drawn.source} (${drawn.id})`,
        ply,
        problems,
      });
    }
    game = extendGame(game, move, after);
    repeated = repetitions.add(game.last);
  }
  return ok({ game, problems: repeatedTags === undefined ? problems : [...problems, ...repeatedTags] });
}

/** The warning for a tag whose name the game has already: its value is not in the game value. */
function repeatedTag(pdn: PdnGame, tag: PdnTag, kept: string): PdnProblem {
  const where = tag.location ?? pdn.location ?? { offset: 0, line: 1, column: 1 };
  const quoted = (value: string): string => JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  return {
    kind: 'pdn',
    severity: 'warning',
    code: 'repeated-tag',
    message: `tag ${JSON.stringify(tag.name)} is given again: the game keeps its first value ${quoted(kept)}, not ${quoted(tag.value)}`,
    game: pdn.index ?? 0,
    offset: where.offset,
    line: where.line,
    column: where.column,
  };
}

/**
 * The game as a PDN game tree (the mainline): its tags, then `GameType` (when missing, the
 * variant's number), `FEN` (when the game does not start from the variant's start position, the
 * start's FEN; with the game's start counters, `Game.counters`, as lidraughts writes them,
 * `:H<n>:F<n>`, also from the variant's start unless they are `:H0:F1`; a FEN tag already there
 * is replaced by it) and `Result` (when missing or `*`,
 * the game's result now by its rules, `*` while it goes on: a game read from a record marked
 * unfinished and then played to its end is written with its result; any other Result tag, such
 * as a resignation, is kept); then the moves as `formatMove` writes them (a full capture path
 * only where another legal path shares start and end, so each reads back as the very path
 * played), written the variant's way (`c3-d4` for Russian and Brazilian). Write it with
 * `formatPdn`, or write the text at once with {@link formatGame}.
 * @example
 * ```ts
 * import { ballotGame } from 'crownhead';
 * import { formatPdn, gameToPdn } from 'crownhead/pdn';
 * const game = ballotGame(46);
 * if (game.ok) {
 *   gameToPdn(game.value).moves.map((m) => m.move); // => ['9-14', '23-18', '14x23']
 *   formatPdn([gameToPdn(game.value)]).endsWith('1. 9-14 23-18 2. 14x23 *\n'); // => true
 * }
 * ```
 */
export function gameToPdn(game: Game): PdnGame {
  expectGame(game, 'gameToPdn');
  const tags: PdnTag[] = Object.entries(game.tags)
    .filter(([name]) => name !== 'FEN')
    .map(([name, value]) => ({ name, value: name === 'Result' && value.trim() === '*' ? gameResult(game) : value }));
  const has = (name: string): boolean => tags.some((t) => t.name === name);
  if (!has('Result')) tags.push({ name: 'Result', value: gameResult(game) });
  if (!has('GameType')) tags.push({ name: 'GameType', value: String(game.variant.gameType) });
  // lidraughts' counters go with the FEN when the game has them (it was read from such a FEN,
  // or given them), so that the draw counts and the move numbers survive the round trip.
  const fen = startFen(
    { position: game.start, ...game.counters },
    positionEquals(game.start, startPosition(game.variant)),
  );
  if (fen !== undefined) tags.push({ name: 'FEN', value: fen });
  const moves: PdnMove[] = moveHistory(game).map((move) => ({ move }));
  return { tags, moves };
}
