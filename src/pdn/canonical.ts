/**
 * Canonical PDN 3.0 games (docs/sources.md, PDN 3.0: writing), with the rules: the moves that
 * replay are rewritten in the short form (the full landing path only when two legal moves share
 * start and end), in the notation of the game type; GameType in full form; FEN only when the
 * game does not start from the start position, canonical, with no SetUp tag.
 * @module
 */
import type { Move } from '../core/types.js';
import type { Position } from '../core/position.js';
import { startFen } from '../notation/fen.js';
import { formatMove } from '../notation/moveText.js';
import { positionEquals, startPosition } from '../rules/position.js';
import type { PdnGame, PdnLine, PdnMove, PdnTag } from './types.js';
import type { Replay, ReplaySettings, VariantChoice } from './replay.js';
import { replayTree } from './replay.js';
import { expectPdnGame } from './shape.js';
import { gameTypeInfo } from './gameType.js';

/** A game in canonical form, and the replay that made it. */
export interface CanonicalGame {
  /** The rewritten game (the input is not changed). */
  readonly game: PdnGame;
  /** The replay of the input game: its problems say which moves could not be rewritten. */
  readonly replay: Replay;
}

/**
 * The tree with the move texts of `texts` put in, every line copied (the input is not changed).
 * No recursion, so no nesting depth is too deep (docs/reliability.md, "No recursion"): the lines
 * are listed parents first with an explicit stack, then rebuilt in reverse, so that each
 * line's variations are rebuilt before the line that holds them.
 */
function rewriteTree<T extends PdnLine>(root: T, texts: ReadonlyMap<PdnMove, string>): T {
  const order: PdnLine[] = [];
  const stack: PdnLine[] = [root];
  while (stack.length > 0) {
    const line = stack.pop()!;
    order.push(line);
    for (const variation of line.variations ?? []) stack.push(variation);
    for (const move of line.moves) for (const variation of move.variations ?? []) stack.push(variation);
  }
  const done = new Map<PdnLine, PdnLine>();
  const rebuilt = (lines: readonly PdnLine[] | undefined): PdnLine[] | undefined => lines?.map((v) => done.get(v)!);
  for (let i = order.length - 1; i >= 0; i--) {
    const line = order[i]!;
    const moves = line.moves.map((move) => {
      const text = texts.get(move);
      const variations = rebuilt(move.variations);
      if (text === undefined && variations === undefined) return move;
      const out: PdnMove = { ...move, ...(text === undefined ? {} : { move: text }) };
      return variations === undefined ? out : { ...out, variations };
    });
    const variations = rebuilt(line.variations);
    done.set(line, variations === undefined ? { ...line, moves } : { ...line, moves, variations });
  }
  return done.get(root) as T;
}

/**
 * The canonical form of a game for writing (section 1.7), and its replay.
 *
 * - Each move that replays is written as `formatMove(position, move, { distinct: true })` writes
 *   it (`32-28`, `28x19`, a full landing path only when another legal move shares start and end
 *   but captures other pieces, PDN 3.0 restrictions 8 and 9; algebraic squares for the variants
 *   that use them, restriction 6). So the two paths of a king's loop are one move, `26x26`, as
 *   restriction 8 has it: the text gives the same position, not which way round the king went
 *   (`gameToPdn` keeps the path). A move that does not replay keeps its text.
 * - The GameType tag is set to the full form of the game type found (section 1.4), also when
 *   the game had none; FEN is written canonically (`formatFen`), with lidraughts' counters
 *   `:H<n>:F<n>` when it had them (`formatFenRecord`), and dropped when it is the variant's start
 *   position with no counters other than `:H0:F1`; SetUp tags are dropped (PDN 3.0 has none; section 6 row 11).
 *
 * Comments, NAGs, strength, variations and the other tags are kept as they are. The game is
 * replayed as {@link replay} does, among `options.variants` (required) or with `options.variant`.
 * Throws a `CrownheadError` `bad-argument` naming `options.variants` when neither is given, or the field at fault (`game.moves[3].comments`)
 * when `game` does not have the shape its type says (a tree built in code; docs/reliability.md,
 * "Trees and rows built in code").
 * @example
 * ```ts
 * import { english } from 'crownhead';
 * import { canonicalGame, parsePdn } from 'crownhead/pdn';
 * // A capture written with '-' (PDN 2.0) becomes '15x22'; GameType is written in full.
 * const { games } = parsePdn('[GameType "21"]\n1. 11-15 22-18 2. 15-22 *');
 * const { game } = canonicalGame(games[0]!, { variants: [english] });
 * game.moves.map((m) => m.move); // => ['11-15', '22-18', '15x22']
 * game.tags.find((t) => t.name === 'GameType')?.value; // => '21,B,8,8,N1,0'
 * ```
 */
export function canonicalGame(game: PdnGame, options: ReplaySettings & VariantChoice): CanonicalGame {
  const texts = new Map<PdnMove, string>();
  const collect = (node: PdnMove, before: Position, move: Move): void => {
    texts.set(node, formatMove(before, move, { distinct: true }));
  };
  expectPdnGame(game, 'game', 'canonicalGame');
  const replayed = replayTree(game, options, collect, 'canonicalGame');
  const info = gameTypeInfo(replayed.gameType);
  const variant = replayed.variant;
  const tags: PdnTag[] = [];
  let gameTypeWritten = false;
  for (const tag of game.tags) {
    if (tag.name === 'SetUp' || tag.name === 'Setup') continue;
    if (tag.name === 'GameType') {
      if (gameTypeWritten) continue;
      gameTypeWritten = true;
      tags.push({ name: 'GameType', value: info?.fullForm ?? tag.value });
      continue;
    }
    if (tag.name === 'FEN' && variant !== undefined && replayed.start !== undefined) {
      // lidraughts' counters (`:H`, `:F`) are kept: they are the record's, not noise.
      const fen = startFen(
        { position: replayed.start, ...replayed.counters },
        positionEquals(replayed.start, startPosition(variant)),
      );
      if (fen !== undefined) tags.push({ name: 'FEN', value: fen });
      continue;
    }
    tags.push({ name: tag.name, value: tag.value });
  }
  if (!gameTypeWritten && info !== undefined) tags.push({ name: 'GameType', value: info.fullForm });
  const rewritten: PdnGame = { ...rewriteTree(game, texts), tags };
  return { game: rewritten, replay: replayed };
}
