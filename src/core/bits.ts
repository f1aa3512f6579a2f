/**
 * Bit tricks on 32-bit integers, shared by the square sets and the bitboard generators.
 * @module
 */

/** The number of set bits of a 32-bit integer. */
export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}
