/**
 * A game's moves as text, for a move list beside the board (chess.js `history()`).
 * @module
 */
import type { Game } from './game.js';
import { gameMoves, gamePositions } from './game.js';
import { moveWriter } from '../notation/moveText.js';
import { expectOptions } from '../core/arguments.js';
import { expectGame } from '../core/positionArguments.js';

/** Options of {@link moveHistory}. */
export interface MoveHistoryOptions {
  /** Write every capture's whole path (`26x17x10x19x26`), not only where it is needed. */
  readonly fullPath?: boolean;
}

/**
 * The moves of the game as move text, oldest first (chess.js `history()`; `gameMoves` gives
 * the `Move` values): each as `formatMove` writes it in the position it was played from, so
 * that playing the texts with `playMoveText` from the game's start gives the same game, path
 * for path (a king's loop keeps the way round it went).
 *
 * @example
 * ```ts
 * import { newGame, playMoveText, moveHistory, english } from 'crownhead';
 * let game = newGame(english);
 * for (const text of ['11-15', '23-19', '8-11', '22-17']) {
 *   const r = playMoveText(game, text);
 *   if (r.ok) game = r.value;
 * }
 * moveHistory(game); // => ['11-15', '23-19', '8-11', '22-17']
 * ```
 */
export function moveHistory(game: Game, options?: MoveHistoryOptions): string[] {
  expectGame(game, 'moveHistory');
  expectOptions(options, 'moveHistory');
  const positions = gamePositions(game);
  return gameMoves(game).map((move, i) => moveWriter(positions[i]!, options)(move));
}
