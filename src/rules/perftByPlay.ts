/**
 * Perft by listing and playing the moves: what every engine's own `perft` counts with when it is
 * called without the kit of specialised counters the public `perft` hands over (rules/perftKit.ts).
 * Slower, the same counts (test/rules/enginePerftWithoutKit.test.ts compares them).
 * @module
 */
import type { Position } from '../core/position.js';
import type { RulesEngine } from '../core/variant.js';

/** The number of move paths (or distinct moves, `paths: false`) `depth` plies deep from `position`. */
export function perftByPlay(
  engine: Pick<RulesEngine, 'legalMoves' | 'play'>,
  position: Position,
  depth: number,
  options: { readonly paths: boolean },
): number {
  if (depth === 0) return 1;
  const moves = engine.legalMoves(position, options);
  if (depth === 1) return moves.length;
  let nodes = 0;
  for (const move of moves) nodes += perftByPlay(engine, engine.play(position, move)!, depth - 1, options);
  return nodes;
}
