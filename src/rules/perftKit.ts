/**
 * The perft counters handed to the engines by the public `perft`, inside its options object: only
 * a bundle that imports `perft` carries them. Internal: no public type names them.
 * @module
 */
import { perftCells } from './flying/movegen.js';
import { perft10, perftFirstKing10, perftFlying8 } from './flying/engine.js';
import { perftBits } from './english/movegen.js';
import { perftCells as perftFrisian } from './frisian/perft.js';
import { perftCells as perftTurkish } from './turkish/movegen.js';

/**
 * The perft counters of the generators (flying, English, Frisian, Turkish), handed to an engine's
 * `perft` by the public `perft` instead of imported by the engine: a bundle that lists and plays
 * moves but never counts them carries none of their code (for International, 3.4 KB of 12.7 KB
 * gzipped, issue 17; for English 1.0 KB of 5.8 KB and for Frisian 5.3 KB of 12.8 KB, issue 30).
 * Each counts from the position its generator has loaded, `color` to move.
 */
interface PerftKit {
  /**
   * Perft of the 10x10 flying generator (ghost squares); -1 when the children on a path outgrow
   * its fixed stack (the engine then counts by playing the moves).
   */
  readonly perft10: (color: number, depth: number, bulk: boolean) => number;
  /**
   * Perft of a "first king wins" game (Breakthrough, firstKing.ts) on the 10x10 flying generator:
   * a line ends with its crowning move; -1 as `perft10`.
   */
  readonly perftFirstKing10: (color: number, depth: number, bulk: boolean) => number;
  /**
   * Perft of the 8x8 copy of the 10x10 flying generator (perft8.gen.ts), which loads the
   * position itself; -1 when its stack of children is outgrown (the engine then counts with
   * `perftCells`).
   */
  readonly perftFlying8: typeof perftFlying8;
  /** Perft of the generic flying generator (any board). */
  readonly perftCells: (color: number, depth: number, bulk: boolean) => number;
  /** Perft of the English-board generator, from the given words (configured by the engine). */
  readonly perft8: typeof perftBits;
  /** Perft of the Frisian generator, from the position it has loaded, with the king-move counters. */
  readonly perftFrisian: typeof perftFrisian;
  /** Perft of the Turkish generator, from the position it has loaded. */
  readonly perftTurkish: typeof perftTurkish;
}

/**
 * The options `RulesEngine.perft` receives from the public `perft`: its public fields and the
 * counters. An engine that counts with them (every engine of the library) reads `kit`; without it (a caller
 * of the engine's `perft` of its own) it counts by playing the moves.
 */
export interface KitPerftOptions {
  readonly paths: boolean;
  readonly bulk: boolean;
  readonly kit?: PerftKit;
}

/** @internal The library's perft counters (exported for the tests of the engines). */
export const perftKit: PerftKit = {
  perft10,
  perftFirstKing10,
  perftFlying8,
  perftCells,
  perft8: perftBits,
  perftFrisian,
  perftTurkish,
};

/**
 * The options the public `perft` hands to the engine, one frozen object per setting, so that no
 * call allocates one: index `(paths ? 2 : 0) + (bulk ? 1 : 0)`.
 */
export const perftOptions: readonly KitPerftOptions[] = [
  /* @__PURE__ */ Object.freeze({ paths: false, bulk: false, kit: perftKit }),
  /* @__PURE__ */ Object.freeze({ paths: false, bulk: true, kit: perftKit }),
  /* @__PURE__ */ Object.freeze({ paths: true, bulk: false, kit: perftKit }),
  /* @__PURE__ */ Object.freeze({ paths: true, bulk: true, kit: perftKit }),
];
