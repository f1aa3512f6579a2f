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
 * other; a crowning earlier ends its line, which adds nothing deeper. With the public `perft`'s
 * counters (`kit`), `inner` counts with their first-king forms: on the 10x10 flying generator
 * (Breakthrough) its own copy-make perft, which leaves out the children with a king
 * (`perftFirstKing10`). Where there is no such form (another generator, or the children outgrow
 * its stack), and without the kit, the count recurses over `inner`'s moves to the last ply but
 * one, where `inner`'s own (bulk) perft counts the last ply, so no crowning before it is lost.
 */
export function firstKingEngine(inner: RulesEngine): RulesEngine {
  /** The kit the first-king options were built for (the public `perft`'s: one), and those options. */
  let optionsKit: Kit | undefined;
  let firstKingOptions: readonly KitPerftOptions[] = [];

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
    const kit = options.kit;
    if (kit !== undefined) {
      try {
        if (optionsKit !== kit) {
          firstKingOptions = firstKingOptionsOf(kit);
          optionsKit = kit;
        }
        return inner.perft(position, depth, firstKingOptions[(options.paths ? 2 : 0) + (options.bulk ? 1 : 0)]!);
      } catch (error) {
        if (error !== countByPlay) throw error;
      }
    }
    return perftOverMoves(position, depth, options);
  }

  /** The count over `inner`'s moves, down to its perft of the last ply. */
  function perftOverMoves(position: Position, depth: number, options: KitPerftOptions): number {
    if (depth === 0) return 1;
    if (!position.kings.isEmpty()) return 0;
    if (depth === 1) return inner.perft(position, 1, options);
    let nodes = 0;
    for (const move of inner.legalMoves(position, options)) {
      const after = inner.play(position, move)!;
      // A king on the board after the move: the move crowned, and the game ends with it.
      if (after.kings.isEmpty()) nodes += perftOverMoves(after, depth - 1, options);
    }
    return nodes;
  }

  return { legalMoves, play, perft };
}

type Kit = NonNullable<KitPerftOptions['kit']>;

/**
 * Thrown by a counter of {@link firstKingOptionsOf} that cannot count a first-king game, caught by
 * the first-king `perft`, which then counts over the moves. Thrown, not returned: `inner` would
 * take -1 for its own counter's "count another way", and count its own game's tree by play.
 */
const countByPlay = /* @__PURE__ */ new Error('first-king perft: count over the moves');

/** The counter in place of one with no first-king form: throws {@link countByPlay}. */
function noFirstKingForm(): number {
  throw countByPlay;
}

/**
 * The four options objects of the public `perft` (index `(paths ? 2 : 0) + (bulk ? 1 : 0)`) with
 * the first-king forms of `kit`'s counters, where `inner` looks for its own: the 10x10 flying
 * perft is the first-king perft, whose -1 (its stack outgrown) becomes {@link countByPlay}; every
 * other counter has no first-king form and throws it.
 */
function firstKingOptionsOf(kit: Kit): readonly KitPerftOptions[] {
  // Every counter of the kit has no first-king form but the 10x10 one: a counter added to the kit
  // later throws too, with nothing to list here.
  const counters = Object.fromEntries(Object.keys(kit).map((name) => [name, noFirstKingForm])) as unknown as Kit;
  const withFirstKing: Kit = {
    ...counters,
    perft10: (color, depth, bulk) => {
      const n = kit.perftFirstKing10(color, depth, bulk);
      return n >= 0 ? n : noFirstKingForm();
    },
  };
  return [false, true].flatMap((paths) =>
    [false, true].map((bulk) => Object.freeze({ paths, bulk, kit: withFirstKing })),
  );
}
