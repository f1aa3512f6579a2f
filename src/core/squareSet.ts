/**
 * An immutable set of squares, stored as 32-bit words (bit `n - 1` of the words stands for square
 * `n`), so that the 8x8 rules read a whole side in one integer.
 * @module
 */
import type { Square } from './types.js';
import { popcount } from './bits.js';
import { refuse } from './arguments.js';

/**
 * An immutable set of squares 1 to 96 (enough for every board up to 12x12). Every method returns
 * a new set; none changes the receiver.
 * @example
 * ```ts
 * import { SquareSet } from 'crownhead';
 * const set = SquareSet.range(1, 4).with(9).without(2);
 * set.squares(); // => [1, 3, 4, 9]
 * set.has(2); // => false
 * set.size(); // => 4
 * set.equals(SquareSet.of(9, 4, 3, 1)); // => true
 * ```
 */
export class SquareSet implements Iterable<Square> {
  /** Squares 1-32, bit `n - 1` for square `n`, as a signed 32-bit integer. */
  readonly lo: number;
  /** Squares 33-64. */
  readonly hi: number;
  /** Squares 65-96. */
  readonly ext: number;

  /** Makes a set from its three words (the words are truncated to 32 bits). */
  constructor(lo: number, hi = 0, ext = 0) {
    // A Symbol or a BigInt would make `| 0` throw a TypeError; three typeof tests are all it costs.
    if (typeof lo !== 'number' || typeof hi !== 'number' || typeof ext !== 'number')
      refuse('SquareSet', 'numbers', typeof lo !== 'number' ? lo : typeof hi !== 'number' ? hi : ext, 'lo, hi and ext');
    this.lo = lo | 0;
    this.hi = hi | 0;
    this.ext = ext | 0;
  }

  /** The empty set. */
  static empty(): SquareSet {
    return new SquareSet(0);
  }

  /** The set of the given squares (each from 1 to 96). */
  static of(...squares: readonly Square[]): SquareSet {
    return SquareSet.fromSquares(squares);
  }

  /** The set of the squares of an iterable (each from 1 to 96). */
  static fromSquares(squares: Iterable<Square>): SquareSet {
    const w = [0, 0, 0];
    for (const sq of squares) {
      const i = sq - 1;
      w[i >>> 5] = w[i >>> 5]! | (1 << (i & 31));
    }
    return new SquareSet(w[0]!, w[1]!, w[2]!);
  }

  /** The squares `from` to `to`, both included. */
  static range(from: Square, to: Square): SquareSet {
    const squares: Square[] = [];
    for (let sq = from; sq <= to; sq++) squares.push(sq);
    return SquareSet.fromSquares(squares);
  }

  private word(i: number): number {
    return i === 0 ? this.lo : i === 1 ? this.hi : this.ext;
  }

  /** True when `square` is in the set. */
  has(square: Square): boolean {
    const i = square - 1;
    if (!Number.isInteger(i) || i < 0 || i >= 96) return false;
    return (this.word(i >>> 5) & (1 << (i & 31))) !== 0;
  }

  /** The set with `square` added. */
  with(square: Square): SquareSet {
    return this.union(SquareSet.of(square));
  }

  /** The set with `square` removed. */
  without(square: Square): SquareSet {
    return this.diff(SquareSet.of(square));
  }

  /** Squares in either set. */
  union(other: SquareSet): SquareSet {
    return new SquareSet(this.lo | other.lo, this.hi | other.hi, this.ext | other.ext);
  }

  /** Squares in both sets. */
  intersect(other: SquareSet): SquareSet {
    return new SquareSet(this.lo & other.lo, this.hi & other.hi, this.ext & other.ext);
  }

  /** Squares in this set but not in `other`. */
  diff(other: SquareSet): SquareSet {
    return new SquareSet(this.lo & ~other.lo, this.hi & ~other.hi, this.ext & ~other.ext);
  }

  /** True when the set has no square. */
  isEmpty(): boolean {
    return (this.lo | this.hi | this.ext) === 0;
  }

  /** The number of squares in the set. */
  size(): number {
    return popcount(this.lo) + popcount(this.hi) + popcount(this.ext);
  }

  /** True when both sets hold the same squares. */
  equals(other: SquareSet): boolean {
    return this.lo === other.lo && this.hi === other.hi && this.ext === other.ext;
  }

  /** The squares in ascending order. */
  squares(): Square[] {
    const out: Square[] = [];
    for (let w = 0; w < 3; w++) {
      let bits = this.word(w);
      while (bits !== 0) {
        const low = bits & -bits;
        out.push(w * 32 + 32 - Math.clz32(low));
        bits ^= low;
      }
    }
    return out;
  }

  /** Iterates the squares in ascending order. */
  [Symbol.iterator](): Iterator<Square> {
    return this.squares()[Symbol.iterator]();
  }
}
