/**
 * `gameFromPdn` and `gameFromPdnText` over every variant crownhead plays (the registry), or the
 * variants of `options.variants`. The registry default cannot be dropped by a bundler:
 * `gameFromPdnAmong` and `gameFromPdnTextAmong` take the variants and let it.
 * @module
 */
import type { Result } from '../core/result.js';
import type { PdnGame } from '../pdn/types.js';
import { replayTree } from '../pdn/replayAny.js';
import { expectPdnGame, expectReplayOptions } from '../pdn/shape.js';
import type { GameFromPdn, GameFromPdnError, GameFromPdnOptions } from './pdn.js';
import { gameFromReplay } from './pdn.js';
import type { GameFromPdnTextError, GameFromPdnTextOptions } from './pdnText.js';
import { pickPdnGame, withReading } from './pdnText.js';
import { expectTextOrBytes } from '../core/arguments.js';

/**
 * Replays a PDN game tree (`replay` of `crownhead/pdn`: the variant from GameType, FEN or the
 * moves, among `options.variants`, by default every variant crownhead plays; each move checked)
 * and returns its mainline as a game value, with the tags (for a tag given twice, the first, and a `repeated-tag` warning for each value not kept) and
 * the replay's warnings. The start is the FEN tag's position, or the variant's start, after any
 * setup command before the first move. Variations, comments and NAGs are not part of a game
 * value. A bundle that uses it carries every variant; {@link gameFromPdnAmong} carries only
 * those passed.
 *
 * Errors: `replay`, `setup`, `game-over` (see {@link GameFromPdnError}).
 * Throws a `CrownheadError` `bad-argument` naming the field at fault (`game.moves[3].comments`)
 * when `game` does not have the shape its type says (a tree built in code; docs/reliability.md,
 * "Trees and rows built in code").
 * @example
 * ```ts
 * import { gameFromPdn, gameResult, formatFen } from 'crownhead';
 * import { parsePdn } from 'crownhead/pdn';
 * const { games } = parsePdn('[White "Long"]\n[GameType "21"]\n1. 11-15 23-19 2. 8-11 22-17 *');
 * const r = gameFromPdn(games[0]!);
 * if (r.ok) {
 *   r.value.game.tags; // => { White: 'Long', GameType: '21' }
 *   formatFen(r.value.game.position); // => 'B:W17,19,21,24-32:B1-7,9-12,15'
 *   gameResult(r.value.game); // => '*'
 * }
 * ```
 */
export function gameFromPdn(pdn: PdnGame, options?: GameFromPdnOptions): Result<GameFromPdn, GameFromPdnError> {
  expectPdnGame(pdn, 'game', 'gameFromPdn');
  expectReplayOptions(options, 'gameFromPdn');
  return gameFromReplay(pdn, options, replayTree(pdn, options, undefined));
}

/**
 * Reads PDN text holding one game (or the game `options.index`) and returns it as a game value:
 * `parsePdn`, then {@link gameFromPdn}, in one call, instead of
 * `gameFromPdn(parsePdn(text).games[0])`, which would silently take the first of several games
 * and pass over reading errors. The variant comes from the game (GameType tag, else FEN and
 * moves) among `options.variants`, by default every variant crownhead plays; a bundle that uses
 * it carries every variant, {@link gameFromPdnTextAmong} only those passed.
 *
 * Errors (a Result, never thrown; see {@link GameFromPdnTextError}): `parse` (with line and
 * column), `no-game`, `several-games` (with how many), `no-such-game`, `replay` (with line,
 * column and ply), `setup`, `game-over`. The warnings of reading and replaying come with the
 * game.
 *
 * @example
 * ```ts
 * import { gameFromPdnText, gameResult, gameToPdnText } from 'crownhead';
 *
 * const text = '[GameType "20"]\n[FEN "W:W28:B23"]\n1. 28x19 2-0';
 * const r = gameFromPdnText(text);
 * r.ok && r.value.game.variant.key; // => 'international'
 * r.ok && gameResult(r.value.game); // => '2-0'
 * r.ok && gameToPdnText(r.value.game).endsWith('1. 28x19 2-0\n'); // => true
 * const bad = gameFromPdnText('[GameType "21"]\n1. 11-15 23-19 2. 9-5 *');
 * bad.ok || [bad.error.code, bad.error.line, bad.error.column, bad.error.ply]; // => ['replay', 2, 19, 3]
 * ```
 */
export function gameFromPdnText(text: string | Uint8Array, options?: GameFromPdnTextOptions): Result<GameFromPdn, GameFromPdnTextError> {
  expectTextOrBytes(text, 'text', 'gameFromPdnText');
  expectReplayOptions(options, 'gameFromPdnText');
  const picked = pickPdnGame(text, options);
  if (!picked.ok) return picked;
  const pdn = picked.value.pdn;
  return withReading(picked.value, gameFromPdn(pdn, options));
}
