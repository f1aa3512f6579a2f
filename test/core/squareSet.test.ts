/**
 * SquareSet: an immutable set of squares 1-96 in three 32-bit words (bit n - 1 for square n).
 * Expected values are plain set arithmetic, checked against JavaScript `Set`s in the properties.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { SquareSet } from '../../src/index.js';

const words = (s: SquareSet): [number, number, number] => [s.lo, s.hi, s.ext];

describe('SquareSet', () => {
  it('empty', () => {
    const e = SquareSet.empty();
    expect(e.isEmpty()).toBe(true);
    expect(e.size()).toBe(0);
    expect(e.squares()).toEqual([]);
    expect([...e]).toEqual([]);
    expect(words(e)).toEqual([0, 0, 0]);
  });

  it('of / has / squares in ascending order, across the three words', () => {
    const s = SquareSet.of(32, 1, 33, 64, 65, 96, 5);
    expect(s.squares()).toEqual([1, 5, 32, 33, 64, 65, 96]);
    for (const sq of [1, 5, 32, 33, 64, 65, 96]) expect(s.has(sq), String(sq)).toBe(true);
    for (const sq of [2, 31, 34, 63, 66, 95]) expect(s.has(sq), String(sq)).toBe(false);
    expect(s.size()).toBe(7);
  });

  it('stores bit n - 1 for square n (the layout the bitboard generators read)', () => {
    expect(words(SquareSet.of(1))).toEqual([1, 0, 0]);
    expect(words(SquareSet.of(32))).toEqual([1 << 31, 0, 0]); // signed: -2147483648
    expect(words(SquareSet.of(33))).toEqual([0, 1, 0]);
    expect(words(SquareSet.of(64))).toEqual([0, 1 << 31, 0]);
    expect(words(SquareSet.of(65))).toEqual([0, 0, 1]);
    expect(words(SquareSet.of(96))).toEqual([0, 0, 1 << 31]);
    // English start: White on 21-32, Black on 1-12.
    expect(SquareSet.range(21, 32).lo).toBe(0xfff00000 | 0);
    expect(SquareSet.range(1, 12).lo).toBe(0xfff);
  });

  it('has is false outside 1-96 and for non-integers', () => {
    const full = SquareSet.range(1, 96);
    expect(full.size()).toBe(96);
    for (const sq of [0, -1, 97, 128, 1.5, Number.NaN]) expect(full.has(sq), String(sq)).toBe(false);
  });

  it('range, fromSquares', () => {
    expect(SquareSet.range(30, 35).squares()).toEqual([30, 31, 32, 33, 34, 35]);
    expect(SquareSet.range(5, 4).isEmpty()).toBe(true);
    expect(SquareSet.fromSquares(new Set([3, 70, 40])).squares()).toEqual([3, 40, 70]);
    expect(SquareSet.fromSquares([7, 7, 7]).size()).toBe(1);
  });

  it('with / without', () => {
    const s = SquareSet.of(1, 40);
    expect(s.with(80).squares()).toEqual([1, 40, 80]);
    expect(s.with(40).equals(s)).toBe(true);
    expect(s.without(40).squares()).toEqual([1]);
    expect(s.without(2).equals(s)).toBe(true);
    expect(s.without(1).without(40).isEmpty()).toBe(true);
  });

  it('union / intersect / diff', () => {
    const a = SquareSet.of(1, 2, 33, 65, 96);
    const b = SquareSet.of(2, 3, 33, 64, 96);
    expect(a.union(b).squares()).toEqual([1, 2, 3, 33, 64, 65, 96]);
    expect(a.intersect(b).squares()).toEqual([2, 33, 96]);
    expect(a.diff(b).squares()).toEqual([1, 65]);
    expect(b.diff(a).squares()).toEqual([3, 64]);
  });

  it('equals compares the squares, not the object', () => {
    expect(SquareSet.of(1, 33, 65).equals(SquareSet.fromSquares([65, 33, 1]))).toBe(true);
    expect(SquareSet.of(1, 33).equals(SquareSet.of(1, 65))).toBe(false);
    expect(SquareSet.of(32).equals(new SquareSet(0x80000000))).toBe(true); // words truncated to 32 bits
  });

  it('is iterable in ascending order', () => {
    const seen: number[] = [];
    for (const sq of SquareSet.of(90, 2, 45)) seen.push(sq);
    expect(seen).toEqual([2, 45, 90]);
  });

  it('is immutable: every operation returns a new set and leaves the receiver alone', () => {
    const s = SquareSet.of(1, 33, 65);
    const before = words(s);
    s.with(2);
    s.without(1);
    s.union(SquareSet.of(4));
    s.intersect(SquareSet.of(1));
    s.diff(SquareSet.of(33));
    s.squares().push(99);
    expect(words(s)).toEqual(before);
    expect(s.squares()).toEqual([1, 33, 65]);
    expect(s.with(2)).not.toBe(s);
    // The words are readonly at the type level (checked by tsc, never run).
    const mutate = (x: SquareSet): void => {
      // @ts-expect-error lo is readonly
      x.lo = 0;
    };
    void mutate;
  });
});

describe('SquareSet properties (against JavaScript Set)', () => {
  const squaresArb = fc.uniqueArray(fc.integer({ min: 1, max: 96 }), { maxLength: 40 });

  it('behaves like a Set of numbers', () => {
    fc.assert(
      fc.property(squaresArb, squaresArb, fc.integer({ min: 1, max: 96 }), (xs, ys, z) => {
        const a = SquareSet.fromSquares(xs);
        const b = SquareSet.fromSquares(ys);
        const A = new Set(xs);
        const B = new Set(ys);
        const sorted = (s: Iterable<number>): number[] => [...s].sort((p, q) => p - q);
        expect(a.squares()).toEqual(sorted(A));
        expect([...a]).toEqual(sorted(A));
        expect(a.size()).toBe(A.size);
        expect(a.isEmpty()).toBe(A.size === 0);
        expect(a.has(z)).toBe(A.has(z));
        expect(a.with(z).squares()).toEqual(sorted(new Set([...A, z])));
        expect(a.without(z).squares()).toEqual(sorted([...A].filter((x) => x !== z)));
        expect(a.union(b).squares()).toEqual(sorted(new Set([...A, ...B])));
        expect(a.intersect(b).squares()).toEqual(sorted([...A].filter((x) => B.has(x))));
        expect(a.diff(b).squares()).toEqual(sorted([...A].filter((x) => !B.has(x))));
        expect(a.equals(b)).toBe(sorted(A).join() === sorted(B).join());
        expect(a.equals(SquareSet.fromSquares([...xs].reverse()))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
