/**
 * The order of the precedence steps as the rulebooks state them (FMJD 4.13; the Spanish and
 * Portuguese rule of the most pieces, then the most kings; FID's four Italian steps; Czech).
 */
import { describe, expect, it } from 'vitest';
import {
  FREE,
  FRISIAN,
  ITALIAN,
  KING_MUST_CAPTURE,
  MOST_PIECES,
  MOST_PIECES_THEN_KINGS,
  captureValue,
  kingOrderBit,
  precedenceCode,
} from '../../src/rules/precedence.js';

/** The value of a capture described by its facts. */
const value = (code: number, pieces: number, kings: number, byKing: boolean, kingsAt: readonly number[] = []): number =>
  captureValue(
    code,
    pieces,
    kings,
    byKing ? 1 : 0,
    kingsAt.reduce((order, index) => order | kingOrderBit(index), 0),
  );

describe('captureValue', () => {
  it('weighs every capture the same under free choice', () => {
    expect(value(FREE, 1, 0, false)).toBe(value(FREE, 5, 3, true, [0, 1, 2]));
  });
  it('counts pieces, kings as one, under FMJD 4.13', () => {
    expect(value(MOST_PIECES, 3, 0, false)).toBeGreaterThan(value(MOST_PIECES, 2, 2, true));
    expect(value(MOST_PIECES, 2, 0, false)).toBe(value(MOST_PIECES, 2, 2, true));
  });
  it('counts pieces, then kings, in Spanish and Portuguese', () => {
    expect(value(MOST_PIECES_THEN_KINGS, 3, 0, false)).toBeGreaterThan(value(MOST_PIECES_THEN_KINGS, 2, 2, false));
    expect(value(MOST_PIECES_THEN_KINGS, 2, 1, false)).toBeGreaterThan(value(MOST_PIECES_THEN_KINGS, 2, 0, true));
    expect(value(MOST_PIECES_THEN_KINGS, 2, 1, false)).toBe(value(MOST_PIECES_THEN_KINGS, 2, 1, true));
  });
  it('takes the four Italian steps in order', () => {
    // 1. most pieces, over everything else
    expect(value(ITALIAN, 3, 0, false)).toBeGreaterThan(value(ITALIAN, 2, 2, true, [0, 1]));
    // 2. a king capturing, over more kings taken
    expect(value(ITALIAN, 2, 0, true)).toBeGreaterThan(value(ITALIAN, 2, 2, false, [0, 1]));
    // 3. more kings taken, over meeting a king earlier
    expect(value(ITALIAN, 3, 2, true, [1, 2])).toBeGreaterThan(value(ITALIAN, 3, 1, true, [0]));
    // 4. the kings met earliest, the whole order compared
    expect(value(ITALIAN, 3, 1, true, [0])).toBeGreaterThan(value(ITALIAN, 3, 1, true, [1]));
    expect(value(ITALIAN, 4, 2, true, [0, 2])).toBeGreaterThan(value(ITALIAN, 4, 2, true, [0, 3]));
    // then free
    expect(value(ITALIAN, 3, 1, true, [2])).toBe(value(ITALIAN, 3, 1, true, [2]));
  });
  it('makes a king capture when one can in Czech, and leaves the rest free', () => {
    expect(value(KING_MUST_CAPTURE, 1, 0, true)).toBeGreaterThan(value(KING_MUST_CAPTURE, 3, 2, false));
    expect(value(KING_MUST_CAPTURE, 1, 0, false)).toBe(value(KING_MUST_CAPTURE, 3, 2, false));
  });
  it('has a code for every kind', () => {
    const kinds = ['free', 'maximum-pieces', 'most-pieces-then-kings', 'italian', 'king-must-capture'] as const;
    expect(new Set(kinds.map(precedenceCode)).size).toBe(kinds.length);
  });
});

describe('captureValue FRISIAN (Frisian rules 2011, article 11)', () => {
  /** The value of taking `men` men and `kings` kings, by a king (`byKing` 1) or a man. */
  const v = (men: number, kings: number, byKing = 0): number => captureValue(FRISIAN, men + kings, kings, byKing, 0);
  it('n kings beat 2n-1 men and lose to 2n men, for every n a board allows', () => {
    for (let n = 1; n <= 10; n++) {
      expect(v(0, n) > v(2 * n - 1, 0), `${n} kings vs ${2 * n - 1} men`).toBe(true);
      expect(v(0, n) < v(2 * n, 0), `${n} kings vs ${2 * n} men`).toBe(true);
    }
  });
  it('a king is worth more than one man and less than two, in any mix', () => {
    expect(v(1, 1) < v(3, 0)).toBe(true);
    expect(v(2, 1) > v(0, 2)).toBe(true);
    expect(v(0, 3) > v(2, 1)).toBe(true);
    // pydraughts' weight 1.501 puts three kings (4.503) below five men (5); the rule puts them above.
    expect(v(0, 3) > v(5, 0)).toBe(true);
    expect(3 * 1.501 > 5).toBe(false);
  });
  it('on equal value a capture by a king comes first; otherwise who captures does not matter', () => {
    expect(v(2, 1, 1) > v(2, 1, 0)).toBe(true);
    expect(v(3, 0, 0) > v(2, 0, 1)).toBe(true);
    expect(precedenceCode('frisian-value')).toBe(FRISIAN);
  });
});
