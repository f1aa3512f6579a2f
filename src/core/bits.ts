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

/**
 * The number of set bits of four 32-bit words: one SWAR sum, the last steps shared (the 10x10
 * generators count men's moves over two two-word sets with it).
 */
export function popcount4(a: number, b: number, c: number, d: number): number {
  a = a - ((a >>> 1) & 0x55555555);
  a = (a & 0x33333333) + ((a >>> 2) & 0x33333333);
  b = b - ((b >>> 1) & 0x55555555);
  b = (b & 0x33333333) + ((b >>> 2) & 0x33333333);
  c = c - ((c >>> 1) & 0x55555555);
  c = (c & 0x33333333) + ((c >>> 2) & 0x33333333);
  d = d - ((d >>> 1) & 0x55555555);
  d = (d & 0x33333333) + ((d >>> 2) & 0x33333333);
  // Nibbles of a + b and c + d hold at most 8; bytes of their sum at most 32.
  let x = a + b;
  let y = c + d;
  x = (x & 0x0f0f0f0f) + ((x >>> 4) & 0x0f0f0f0f);
  y = (y & 0x0f0f0f0f) + ((y >>> 4) & 0x0f0f0f0f);
  return Math.imul(x + y, 0x01010101) >>> 24;
}
