/**
 * Capture precedence as one value function of a capture (docs/sources.md, rules): every capture
 * search weighs each capture it finds with {@link captureValue}, and only the captures of the
 * highest value are legal. A rule is a way of weighing; "free choice" weighs every capture the
 * same. The search carries the facts of the capture being built (pieces taken, kings taken,
 * whether a king captures, where the kings were met), as lidraughts' Frisian `getCaptureValue`
 * carries a value, so no generator needs a filter of its own.
 *
 * The values are small non-negative integers, compared with `>` and `===`, cheap enough for the
 * counting shortcuts at the leaves of perft.
 * @module
 */
import type { CapturePrecedence } from '../core/variant.js';

/** Rule codes for the hot paths (a number compares faster than a string). */
export const FREE = 0;
/** FMJD 4.13: the most pieces, kings counting as one. */
export const MOST_PIECES = 1;
/** Spanish, Portuguese: the most pieces, then the most kings. */
export const MOST_PIECES_THEN_KINGS = 2;
/** Italian (FID): pieces, then a king capturing, then kings taken, then kings met earliest. */
export const ITALIAN = 3;
/**
 * Czech: free choice, except that a king must capture when a king can.
 * @internal Exported for the tests alone (knip --production checks that nothing else imports it).
 */
export const KING_MUST_CAPTURE = 4;

/**
 * Frisian (2011 rules, article 11): the highest value, a king worth more than one man and less
 * than two, and on equal value the capture with a king.
 */
export const FRISIAN = 5;

/** The code of a precedence kind, for {@link captureValue}. */
export function precedenceCode(kind: CapturePrecedence): number {
  switch (kind) {
    case 'free':
      return FREE;
    case 'maximum-pieces':
      return MOST_PIECES;
    case 'most-pieces-then-kings':
      return MOST_PIECES_THEN_KINGS;
    case 'italian':
      return ITALIAN;
    case 'king-must-capture':
      return KING_MUST_CAPTURE;
    case 'frisian-value':
      return FRISIAN;
  }
}

/**
 * The number of leading captures whose order Italian precedence compares (a side has at most 12
 * pieces on 8x8, so at most 12 are taken).
 */
const KING_ORDER_BITS = 12;

/**
 * The bit of `kingOrder` for a king taken as the `index`-th piece (0 first) of a capture: the
 * earlier a king is met, the higher its bit, so that comparing two orders as numbers compares the
 * sequences of kings met from the first capture on (FID: "where the stronger pieces are met first").
 * Captures past {@link KING_ORDER_BITS} add nothing.
 */
export function kingOrderBit(index: number): number {
  return index < KING_ORDER_BITS ? 1 << (KING_ORDER_BITS - 1 - index) : 0;
}

/**
 * The value of a capture under rule `code`: higher must be preferred, equal values are free
 * choice.
 * - `pieces`: pieces taken; `kings`: kings among them (at most 15);
 * - `byKing`: 1 when a king makes the capture, else 0;
 * - `kingOrder`: the sum of {@link kingOrderBit} over the kings taken.
 */
export function captureValue(code: number, pieces: number, kings: number, byKing: number, kingOrder: number): number {
  switch (code) {
    case MOST_PIECES:
      return pieces;
    case MOST_PIECES_THEN_KINGS:
      return (pieces << 4) | kings;
    case ITALIAN:
      return (pieces << 17) | (byKing << 16) | (kings << KING_ORDER_BITS) | kingOrder;
    case KING_MUST_CAPTURE:
      return byKing;
    case FRISIAN:
      // A king counts as two men less a fraction smaller than any man: first men + 2 * kings,
      // then, on a tie, fewer kings (n kings beat 2n-1 men, lose to 2n men, and one king and two
      // men beat two kings, since a king is worth less than two men); then a capture by a king.
      // Exact in integers for every count up to 63 pieces (docs/sources.md, Frisian rules).
      return ((((pieces + kings) << 6) - kings) << 1) | byKing;
    default:
      return 0;
  }
}
