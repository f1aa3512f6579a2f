/**
 * What both generators' public layers share: the order of a move list and the shared values of
 * quiet moves.
 * @module
 */
import type { Move, Square } from '../core/types.js';

/** The captured squares of a quiet move: one frozen empty list shared by all. */
export const NO_CAPTURES: readonly Square[] = /* @__PURE__ */ Object.freeze([]);

function comesAfter(a: Move, b: Move): boolean {
  if (a.from !== b.from) return a.from > b.from;
  if (a.to !== b.to) return a.to > b.to;
  for (let k = 1; k < a.path.length && k < b.path.length; k++) {
    if (a.path[k] !== b.path[k]) return a.path[k]! > b.path[k]!;
  }
  return a.path.length > b.path.length;
}

/** Orders moves by from, then to, then path, in place (insertion sort: lists are short). */
export function sortMoves(moves: Move[]): void {
  for (let i = 1; i < moves.length; i++) {
    const m = moves[i]!;
    let j = i - 1;
    while (j >= 0 && comesAfter(moves[j]!, m)) {
      moves[j + 1] = moves[j]!;
      j--;
    }
    moves[j + 1] = m;
  }
}

/** Key of a quiet move: `from << 7 | to` (squares up to 127). */
export const quietKey = (from: Square, to: Square): number => (from << 7) | to;

/**
 * Quiet moves as shared values. A quiet move is fully given by from and to, so each is made
 * once, frozen and handed out again: listing moves allocates nothing per quiet move.
 */
export interface QuietMoves {
  /** The move for a key from {@link quietKey}. */
  get(key: number): Move;
  /** Orders `n` keys in `keys` and returns their moves in that order. */
  list(keys: Int32Array, n: number): Move[];
}

/** The quiet-move values made so far, per board size: every caller of a size shares one. */
const bySize: (QuietMoves | undefined)[] = [];

/**
 * Quiet-move values for a board of `squareCount` squares (the table is built on first use), the
 * same for every caller, so that the generators and the PDN replay hand out the same values.
 */
export function quietMoves(squareCount: number): QuietMoves {
  return (bySize[squareCount] ??= makeQuietMoves(squareCount));
}

function makeQuietMoves(squareCount: number): QuietMoves {
  let table: (Move | undefined)[] | undefined;
  function get(key: number): Move {
    // A dense array (filled once) keeps element access fast; a sparse one would be a dictionary.
    table ??= new Array<Move | undefined>((squareCount + 1) << 7).fill(undefined);
    let move = table[key];
    if (move === undefined) {
      const from = key >> 7;
      const to = key & 127;
      move = Object.freeze({ from, to, path: Object.freeze([from, to]), captured: NO_CAPTURES });
      table[key] = move;
    }
    return move;
  }
  function list(keys: Int32Array, n: number): Move[] {
    for (let i = 1; i < n; i++) {
      const key = keys[i]!;
      let j = i - 1;
      while (j >= 0 && keys[j]! > key) {
        keys[j + 1] = keys[j]!;
        j--;
      }
      keys[j + 1] = key;
    }
    const moves: Move[] = new Array<Move>(n);
    for (let i = 0; i < n; i++) moves[i] = get(keys[i]!);
    return moves;
  }
  return { get, list };
}

/**
 * {@link sortMoves} for lists of any length: the built-in sort beyond 64 moves (a Frisian king
 * among many pieces has up to millions of capture paths, where insertion sort would take
 * hours). Apart from sortMoves, so that the bundles of other variants do not carry it.
 */
export function sortManyMoves(moves: Move[]): void {
  // The moves of a list differ (in path at least), so one test orders any two.
  if (moves.length > 64) moves.sort((a, b) => (comesAfter(a, b) ? 1 : -1));
  else sortMoves(moves);
}
