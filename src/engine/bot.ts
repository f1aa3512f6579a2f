/**
 * A small built-in player for matches and tests: a fixed-depth alpha-beta search on material,
 * with wins and losses read from the rules (`outcome`) so it finds short forced wins. It is
 * meant as a sparring partner that always answers with a legal move, not as a strong engine.
 * @module
 */
import type { Move } from '../core/types.js';
import type { Position } from '../core/position.js';
import { legalMoves, outcome, play } from '../rules/play.js';
import { expectOptions } from '../core/arguments.js';
import { expectPosition } from '../core/positionArguments.js';

/** Options of {@link botMove}. */
export interface BotOptions {
  /** Plies searched (default 4; at least 1). */
  readonly depth?: number;
}

const WIN = 1_000_000;

/** Material from the side to move's view: a man 100, a king 300 (the usual rough weights). */
function material(position: Position): number {
  const kings = position.kings;
  const mine = position.turn === 'white' ? position.white : position.black;
  const theirs = position.turn === 'white' ? position.black : position.white;
  const score =
    100 * (mine.size() - theirs.size()) + 200 * (mine.intersect(kings).size() - theirs.intersect(kings).size());
  // In Antidraughts the side with fewer pieces is the one closer to winning.
  return position.variant.winCondition === 'no-move-wins' ? -score : score;
}

/** Negamax with alpha-beta; a win found sooner scores higher (ply subtracted). */
function search(position: Position, depth: number, ply: number, alpha: number, beta: number): number {
  const end = outcome(position);
  if (end !== undefined) return end.winner === position.turn ? WIN - ply : -(WIN - ply);
  if (depth === 0) return material(position);
  let best = -Infinity;
  for (const move of legalMoves(position)) {
    const value = -search(play(position, move), depth - 1, ply + 1, -beta, -alpha);
    if (value > best) best = value;
    if (value > alpha) alpha = value;
    if (alpha >= beta) break;
  }
  return best;
}

/**
 * The bot's move in `position`: the first of `legalMoves(position)` with the best value of a
 * `depth`-ply search (deterministic), or `undefined` when the game is over.
 * @example
 * ```ts
 * import { international, parseFen } from 'crownhead';
 * import { botMove } from 'crownhead/engine';
 * // White wins at once by taking Black's last man (FMJD 4.2: capturing is compulsory anyway).
 * const fen = parseFen(international, 'W:W28,40:B23');
 * if (fen.ok) botMove(fen.value)?.captured; // => [23]
 * ```
 */
export function botMove(position: Position, options?: BotOptions): Move | undefined {
  expectPosition(position, 'botMove');
  expectOptions(options, 'botMove');
  const depth = Math.max(1, Math.floor(options?.depth ?? 4));
  const moves = legalMoves(position);
  let best: Move | undefined;
  let alpha = -Infinity;
  for (const move of moves) {
    const value = -search(play(position, move), depth - 1, 1, -Infinity, -alpha);
    if (best === undefined || value > alpha) {
      best = move;
      alpha = value;
    }
  }
  return best;
}
