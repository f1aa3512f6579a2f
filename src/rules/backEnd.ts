/**
 * The interface a generator's back-end implements, and the engine made from one. The flying
 * engine has two back-ends, chosen once when the engine is built (flying/engine.ts): the 10x10
 * generator (ghost squares, movegen10.ts) and the generic one (any board, movegen.ts); Frisian
 * and Turkish have one each. Another back-end (another board's set-wise generator) is one more
 * implementation.
 *
 * What differs between back-ends is how a position is loaded, listed and played, and which of
 * the counters of the public `perft`'s kit counts it; what they share is here: the count by
 * listing and playing the moves when the caller brings no kit, or when the kit's counter cannot
 * count (the 10x10 counter's fixed stack outgrown). The engine hands out the back-end's own
 * `legalMoves` and `play`, not functions that call them, so the public `legalMoves` and `play`
 * call the back-end's code directly, with no call in between (V8 inlines by the size of the
 * callee: docs/performance.md, "What V8 rewards").
 * @module
 */
import type { Position } from '../core/position.js';
import type { RulesEngine } from '../core/variant.js';
import type { KitPerftOptions } from './perftKit.js';
import { perftByPlay } from './perftByPlay.js';

/** The perft counters the public `perft` hands to an engine (perftKit.ts). */
export type PerftKit = NonNullable<KitPerftOptions['kit']>;

/** A back-end of a rules engine: its moves, its play, and its count with the perft kit. */
export interface BackEnd {
  /** Every legal move of `position` (see {@link RulesEngine.legalMoves}). */
  readonly legalMoves: RulesEngine['legalMoves'];
  /** The position after `move`, or `undefined` when it is not legal (see {@link RulesEngine.play}). */
  readonly play: RulesEngine['play'];
  /**
   * Perft of `position` to `depth` by the back-end's counter in `kit` (`options` says paths or
   * distinct moves, bulk or every leaf); -1 when that counter cannot count it.
   */
  readonly perftWithKit: (position: Position, depth: number, options: KitPerftOptions, kit: PerftKit) => number;
}

/**
 * The rules engine of `backEnd`: its `legalMoves` and `play` as they are; `perft` by its counter
 * when the public `perft` hands over the kit (so that a bundle without `perft` carries none of
 * the counters), else, or when the counter cannot count, by listing and playing the moves, which
 * is slower and gives the same counts.
 */
export function engineOf(backEnd: BackEnd): RulesEngine {
  const { perftWithKit } = backEnd;
  const engine: RulesEngine = {
    legalMoves: backEnd.legalMoves,
    play: backEnd.play,
    perft(position: Position, depth: number, options: KitPerftOptions): number {
      const kit = options.kit;
      if (kit !== undefined) {
        const n = perftWithKit(position, depth, options, kit);
        if (n >= 0) return n;
      }
      return perftByPlay(engine, position, depth, options);
    },
  };
  return engine;
}
