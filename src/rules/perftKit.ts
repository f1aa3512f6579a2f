/**
 * The perft counters handed to the engines by the public `perft` (see `PerftKit` in
 * core/variant.ts): only a bundle that imports `perft` carries them.
 * @module
 */
import type { PerftKit } from '../core/variant.js';
import { perftCells } from './flying/movegen.js';
import { perft10 } from './flying/movegen10.js';

/** The library's perft counters, for {@link RulesEngine.perft}. */
export const perftKit: PerftKit = { perft10, perftCells };
