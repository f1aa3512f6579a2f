/**
 * Position hashes for repetition (Zobrist hashing): a random 64-bit key, kept as two 32-bit
 * halves, for each (square, piece) pair and one for the side to move; a position's hash is the
 * XOR of the keys of what it holds. A hash only narrows the search: the game layer confirms every
 * equal hash by comparing the positions, so a collision can never decide a draw.
 * @module
 */
import type { Position } from '../core/position.js';
import { expectHash, expectPosition } from '../core/positionArguments.js';

/**
 * A 64-bit position hash as two unsigned 32-bit halves. Equal positions have equal hashes;
 * different positions almost always have different ones (compare them with {@link hashEquals}).
 */
export interface PositionHash {
  /** The high 32 bits, unsigned. */
  readonly hi: number;
  /** The low 32 bits, unsigned. */
  readonly lo: number;
}

/** Squares 1 to 96: every board up to 12x12 (the range of a `SquareSet`). */
const SQUARES = 96;
/** Piece kinds: white man, white king, black man, black king. */
const KINDS = 4;
/** Where the side-to-move key sits in the table (after every square key): KINDS * SQUARES * 2,
 * written as a literal so that bundlers see a constant and drop it when unused. */
const TURN = 768;
/**
 * Where the keys of the Frisian king-move counters sit (after the side-to-move key): per side
 * (White, then Black) three count keys and one key per square of the king counted. TURN + 2,
 * written as a literal for the same reason as TURN.
 */
const COUNTERS = 770;
/** Words of the counter keys: 2 sides x (3 counts + 96 squares) x 2 words. */
const COUNTER_WORDS = 396;
/** The seed of the key generator: fixed, so hashes are the same in every run and process. */
const SEED = 0x2545f491;

let table: Int32Array | undefined;

/**
 * The key table, built on first use (no work at module load): two words per (kind, square),
 * then two for "Black to move": a Weyl sequence from a fixed seed through the MurmurHash3
 * 32-bit finalizer.
 */
function keys(): Int32Array {
  if (table !== undefined) return table;
  const words = new Int32Array(COUNTERS + COUNTER_WORDS);
  let state = SEED;
  for (let i = 0; i < words.length; i++) {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    words[i] = z ^ (z >>> 16);
  }
  table = words;
  return words;
}

/** XORs into `acc` the keys of kind `kind` for every set bit of the three words of a set. */
function mix(acc: Int32Array, k: Int32Array, kind: number, lo: number, hi: number, ext: number): void {
  const words = [lo, hi, ext];
  for (let w = 0; w < 3; w++) {
    let bits = words[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      const index = (kind * SQUARES + w * 32 + 31 - Math.clz32(low)) * 2;
      acc[0] = acc[0]! ^ k[index]!;
      acc[1] = acc[1]! ^ k[index + 1]!;
      bits ^= low;
    }
  }
}

/** The four piece sets of a position as words: [kind][word]. */
function kindWords(p: Position): readonly (readonly [number, number, number])[] {
  const { white: w, black: b, kings: k } = p;
  return [
    [w.lo & ~k.lo, w.hi & ~k.hi, w.ext & ~k.ext],
    [w.lo & k.lo, w.hi & k.hi, w.ext & k.ext],
    [b.lo & ~k.lo, b.hi & ~k.hi, b.ext & ~k.ext],
    [b.lo & k.lo, b.hi & k.hi, b.ext & k.ext],
  ];
}

/**
 * XORs into `acc` the keys of the king-move counters of `p` (Frisian article 17): positions that
 * differ only in them are different positions, as lidraughts hashes them.
 */
function mixCounters(acc: Int32Array, k: Int32Array, p: Position): void {
  const km = p.state?.kingMoves;
  if (km === undefined) return;
  const side = (s: number, count: number, king: number | undefined): void => {
    if (count <= 0) return;
    const base = COUNTERS + s * 198;
    const c = base + 2 * Math.min(count - 1, 2);
    acc[0] = acc[0]! ^ k[c]!;
    acc[1] = acc[1]! ^ k[c + 1]!;
    if (king !== undefined) {
      const q = base + 6 + 2 * (king - 1);
      acc[0] = acc[0]! ^ k[q]!;
      acc[1] = acc[1]! ^ k[q + 1]!;
    }
  };
  side(0, km.white, km.whiteKing);
  side(1, km.black, km.blackKing);
}

function toHash(acc: Int32Array): PositionHash {
  return { hi: acc[0]! >>> 0, lo: acc[1]! >>> 0 };
}

/**
 * The hash of a position computed from scratch: the keys of every piece on its square, the
 * side-to-move key when Black is to move, and the keys of the Frisian king-move counters. The variant is not part of the hash (a game holds one
 * variant).
 * @example
 * ```ts
 * import { english, hashEquals, parseFen, positionHash } from 'crownhead';
 * // The same pieces with the other side to move hash differently:
 * const a = parseFen(english, 'B:W21-32:B1-12');
 * const b = parseFen(english, 'W:W21-32:B1-12');
 * if (a.ok && b.ok) hashEquals(positionHash(a.value), positionHash(b.value)); // => false
 * ```
 */
export function positionHash(position: Position): PositionHash {
  expectPosition(position, 'positionHash');
  const k = keys();
  const acc = new Int32Array(2);
  kindWords(position).forEach(([lo, hi, ext], kind) => mix(acc, k, kind, lo, hi, ext));
  mixCounters(acc, k, position);
  if (position.turn === 'black') {
    acc[0] = acc[0]! ^ k[TURN]!;
    acc[1] = acc[1]! ^ k[TURN + 1]!;
  }
  return toHash(acc);
}

/**
 * The hash of `after` from the hash of `before`, touching only the squares whose contents
 * differ (the moving piece's start and end, the captured pieces, a crowning) and the side to
 * move. Equals `positionHash(after)` whenever `hash` is `positionHash(before)`.
 * @example
 * ```ts
 * import { english, hashEquals, legalMoves, play, positionHash, startPosition, updateHash } from 'crownhead';
 * const before = startPosition(english);
 * const after = play(before, legalMoves(before)[0]!);
 * hashEquals(updateHash(positionHash(before), before, after), positionHash(after)); // => true
 * ```
 */
export function updateHash(hash: PositionHash, before: Position, after: Position): PositionHash {
  expectHash(hash, 'updateHash', 'hash');
  expectPosition(before, 'updateHash', 'before');
  expectPosition(after, 'updateHash', 'after');
  const k = keys();
  const acc = new Int32Array([hash.hi | 0, hash.lo | 0]);
  const a = kindWords(before);
  const b = kindWords(after);
  for (let kind = 0; kind < KINDS; kind++) {
    const x = a[kind]!;
    const y = b[kind]!;
    mix(acc, k, kind, x[0] ^ y[0], x[1] ^ y[1], x[2] ^ y[2]);
  }
  // The counters: out with the old, in with the new (XOR twice is nothing).
  mixCounters(acc, k, before);
  mixCounters(acc, k, after);
  if (before.turn !== after.turn) {
    acc[0] = acc[0]! ^ k[TURN]!;
    acc[1] = acc[1]! ^ k[TURN + 1]!;
  }
  return toHash(acc);
}

/**
 * True when two hashes are equal (both halves). Equal hashes do not prove equal positions.
 * @example
 * ```ts
 * import { hashEquals } from 'crownhead';
 * hashEquals({ hi: 1, lo: 2 }, { hi: 1, lo: 2 }); // => true
 * hashEquals({ hi: 1, lo: 2 }, { hi: 2, lo: 1 }); // => false
 * ```
 */
export function hashEquals(a: PositionHash, b: PositionHash): boolean {
  expectHash(a, 'hashEquals', 'a');
  expectHash(b, 'hashEquals', 'b');
  return a.hi === b.hi && a.lo === b.lo;
}
