/**
 * A rules engine for a "first king wins" game (Breakthrough): another engine's moves, until a
 * king stands on the board. The first crowning ends the game at once, so a position with a king
 * has no legal move, and a perft line stops at the crowning move that ends it.
 * @module
 */
import type { Move } from '../core/types.js';
import type { Position } from '../core/position.js';
import type { RulesEngine } from '../core/variant.js';
import type { KitPerftOptions } from './perftKit.js';

/**
 * The engine of `inner`'s rules under the win condition `'first-king-wins'`: while no king is on
 * the board, the same legal moves and the same positions after them; once a king is on the
 * board, no legal move (docs/variants.md, Breakthrough).
 *
 * Perft counts every line up to its crowning move: a crowning at the last ply is a leaf like any
 * other; a crowning earlier ends its line, which adds nothing deeper. The count recurses over
 * `inner`'s moves to the last ply but one, where `inner`'s own (bulk) perft counts the last ply,
 * so no crowning before it is lost. This allocates a move list per inner node: a first-king perft
 * is slower than `inner`'s, which counts without allocating; nothing in the library's hot paths
 * (legal moves, play) pays for it.
 */
export function firstKingEngine(inner: RulesEngine): RulesEngine {
  function legalMoves(position: Position, options: { readonly paths: boolean }): Move[] {
    return position.kings.isEmpty() ? inner.legalMoves(position, options) : [];
  }

  function play(position: Position, move: Move): Position | undefined {
    return position.kings.isEmpty() ? inner.play(position, move) : undefined;
  }

  function perft(position: Position, depth: number, options: KitPerftOptions): number {
    if (depth === 0) return 1;
    if (!position.kings.isEmpty()) return 0;
    if (depth === 1) return inner.perft(position, 1, options);
    let nodes = 0;
    for (const move of inner.legalMoves(position, options)) {
      const after = inner.play(position, move)!;
      // A king on the board after the move: the move crowned, and the game ends with it.
      if (after.kings.isEmpty()) nodes += perft(after, depth - 1, options);
    }
    return nodes;
  }

  return { legalMoves, play, perft };
}
