/**
 * The PDN `Result` value of a game (docs/sources.md, PDN 3.0: results; PDN 3.0: tags (GameType)).
 * @module
 */
import type { Color } from '../core/types.js';
import type { Variant } from '../core/variant.js';
import type { Game } from './game.js';
import type { GameStatus } from './status.js';
import { gameStatus } from './status.js';
import { gameTypeResultType } from '../pdn/gameType.js';
import { expectObject } from '../core/arguments.js';
import { expectVariant, expectGame } from '../core/positionArguments.js';

/**
 * The PDN result type of a variant's GameType (PDN 3.0 `doc/gametype.rst`; `gameTypeResultType`
 * of `crownhead/pdn`): `international` (`2-0`, `0-2`, `1-1`) for International (20), Canadian
 * (27), and lidraughts' Breakthrough (96) and Antidraughts (98); `default` (`1-0`, `0-1`,
 * `1/2-1/2`) for every other, Italian, Spanish, Portuguese, Czech and Thai among them.
 * @example
 * ```ts
 * import { antidraughts, english, international, resultType } from 'crownhead';
 * resultType(international); // => 'international'
 * resultType(antidraughts); // => 'international'
 * resultType(english); // => 'default'
 * ```
 */
export function resultType(variant: Variant): 'default' | 'international' {
  expectVariant(variant, 'resultType');
  return gameTypeResultType(variant.gameType);
}

/**
 * The PDN result of a status in `variant`: `*` while ongoing; a win or a draw in the variant's
 * result type. The first number belongs to the side that moves first in the variant (Black in
 * English and pool, White elsewhere), as in PDN 2.0 and CheckerBoard; PDN 3.0 is silent
 * (docs/sources.md, PDN 3.0: results; where sources disagree; rules).
 * @example
 * ```ts
 * import { english, international, resultText } from 'crownhead';
 * resultText(english, { status: 'win', winner: 'black', reason: 'no-moves' }); // => '1-0'
 * resultText(international, { status: 'win', winner: 'black', reason: 'no-pieces' }); // => '0-2'
 * resultText(international, { status: 'ongoing', claims: [] }); // => '*'
 * ```
 */
export function resultText(variant: Variant, status: GameStatus): string {
  expectVariant(variant, 'resultText');
  expectObject(status, 'status', 'resultText', 'a GameStatus (gameStatus answers one)');
  const international = resultType(variant) === 'international';
  if (status.status === 'ongoing') return '*';
  if (status.status === 'draw') return international ? '1-1' : '1/2-1/2';
  const first: Color = variant.firstPlayer;
  const won = international ? '2-0' : '1-0';
  const lost = international ? '0-2' : '0-1';
  return status.winner === first ? won : lost;
}

/**
 * The PDN result of a game as it stands: `resultText(game.variant, gameStatus(game))`.
 * @example
 * ```ts
 * import { english, gameResult, newGame, parseFen } from 'crownhead';
 * gameResult(newGame(english)); // => '*'
 * // Black to move with no piece left: White, the second player, has won (WCDF 1.30).
 * const fen = parseFen(english, 'B:W18:B');
 * if (fen.ok) gameResult(newGame(fen.value)); // => '0-1'
 * ```
 */
export function gameResult(game: Game): string {
  expectGame(game, 'gameResult');
  return resultText(game.variant, gameStatus(game));
}
