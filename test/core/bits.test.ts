// The bit counts of src/core/bits.ts against a count made one bit at a time.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { popcount, popcount4 } from '../../src/core/bits.js';

/** The set bits of `x`, counted bit by bit. */
function bitByBit(x: number): number {
  let n = 0;
  for (let i = 0; i < 32; i++) n += (x >>> i) & 1;
  return n;
}

describe('bit counts', () => {
  it('popcount and popcount4 count the set bits of any 32-bit words', () => {
    const word = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
    fc.assert(
      fc.property(word, word, word, word, (a, b, c, d) => {
        expect(popcount(a)).toBe(bitByBit(a));
        expect(popcount4(a, b, c, d)).toBe(bitByBit(a) + bitByBit(b) + bitByBit(c) + bitByBit(d));
      }),
      { numRuns: 2000 },
    );
  });
  it('the extremes: no bit, every bit of four words (128)', () => {
    expect(popcount4(0, 0, 0, 0)).toBe(0);
    expect(popcount4(-1, -1, -1, -1)).toBe(128);
    expect(popcount(-1)).toBe(32);
  });
});
