/**
 * Capture precedence for the short-king generator: a `Weigher` weighs each capture with the
 * shared value function (`captureValue`, src/rules/precedence.ts) for the capture search of
 * movegen.ts, and counts the man captures of the highest value at the leaves of perft. An engine
 * with free choice (English) has no weigher and carries none of this.
 *
 * The leaf count is set-wise, as movegen.ts counts the man paths of English (`blackManPaths`),
 * with no board of captured pieces: a man moves forward only, so it never meets a piece it has
 * taken. A man's capture is weighed by its length, the kings it takes and where (a man never
 * captures with a king; under Italian rules it takes no king at all). It is a specialised copy:
 * the general way, writing the captures (`continueManCaptures`) and counting them, took a quarter
 * of the time of Italian bulk perft (CPU profile, depth 11 from the start), and this count took
 * Italian from 0.83x to 0.95x the nodes per second of English (CPU time, depth 11). Tested
 * against the general way in test/rules/shortKingCounts.test.ts (bulk perft, which counts here,
 * against perft that makes every leaf), and by the perft and property tests of Italian.
 * @module
 */
import { down35, down4, up35, up4 } from '../../board/geometry8.js';
import { captureValue, kingOrderBit } from '../precedence.js';

/** Rows 7 and 0, where Black's and White's men are crowned (as in movegen.ts). */
const BLACK_CROWN = -0x10000000; // 0xf0000000 as a signed word, a literal a bundler can drop (not 0xf0000000 | 0)
const WHITE_CROWN = 0x0000000f;

// Module state, all of it here: the leaf count of one call of `countMen` (one at a time; no
// call re-enters), in module variables so that the recursive weighing passes only integers.
//
// | variable            | holds                                   | written by               | read after a call by        |
// | ------------------- | --------------------------------------- | ------------------------ | --------------------------- |
// | precedence          | the precedence code of the weigher      | countMen                 | weighManPath                |
// | leafBest, leafCount | the best value so far, its captures     | countMen, weighManPath   | countMen (returns leafCount) |

let precedence = 0;
let leafBest = 0;
let leafCount = 0;

/** Weighs one man capture of `jumps` jumps taking `kingsTaken` kings (order `order`). */
function weighManPath(jumps: number, kingsTaken: number, order: number): void {
  const value = captureValue(precedence, jumps, kingsTaken, 0, order);
  if (value > leafBest) {
    leafBest = value;
    leafCount = 1;
  } else if (value === leafBest) leafCount++;
}

/**
 * The man of Black (`black`) or White jumps `over` (one bit) to `to` after `jumps` jumps
 * (`kingsTaken` kings so far, their `order`): weighs the paths from there, jumping on while it
 * can. One function for the jump and the landing, so that its arguments are written once.
 */
function weighJump(
  to: number,
  over: number,
  opp: number,
  kings: number,
  empty: number,
  jumps: number,
  kingsTaken: number,
  order: number,
  black: boolean,
): void {
  if ((over & kings) !== 0) {
    kingsTaken++;
    order |= kingOrderBit(jumps);
  }
  jumps++;
  // WCDF 1.16, FID: a man crowned ends its move.
  if ((to & (black ? BLACK_CROWN : WHITE_CROWN)) !== 0) return weighManPath(jumps, kingsTaken, order);
  const four = black ? down4(to) & opp : up4(to) & opp;
  const other = black ? down35(to) & opp : up35(to) & opp;
  const viaFour = (black ? down35(four) : up35(four)) & empty;
  const viaOther = (black ? down4(other) : up4(other)) & empty;
  if ((viaFour | viaOther) === 0) return weighManPath(jumps, kingsTaken, order);
  if (viaFour !== 0) weighJump(viaFour, four, opp, kings, empty, jumps, kingsTaken, order, black);
  if (viaOther !== 0) weighJump(viaOther, other, opp, kings, empty, jumps, kingsTaken, order, black);
}

/**
 * The number of man captures of the highest value whose first jumps land on `viaFour` (the
 * jumped piece one 3/5-step back, Black's men moving down) and `viaOther` (one 4-step back); a
 * square in both is two captures. `black` for Black's men, whose prey is `opp`.
 */
function countMen(
  code: number,
  viaFour: number,
  viaOther: number,
  opp: number,
  kings: number,
  empty: number,
  black: boolean,
): number {
  precedence = code;
  leafBest = -1;
  leafCount = 0;
  for (let k = 0; k < 2; k++) {
    for (let landings = k === 0 ? viaFour : viaOther; landings !== 0;) {
      const to = 1 << (31 - Math.clz32(landings));
      landings ^= to;
      const over = k === 0 ? (black ? up35(to) : down35(to)) : black ? up4(to) : down4(to);
      weighJump(to, over, opp, kings, empty, 0, 0, 0, black);
    }
  }
  return leafCount;
}

/**
 * The value of a capture of `jumps` pieces, the i-th on bit `over[i]`, by a king (`byKing`) or a
 * man, `kings` being the kings on the board.
 */
function captureOf(code: number, jumps: number, over: Int32Array, kings: number, byKing: boolean): number {
  let kingsTaken = 0;
  let order = 0;
  for (let i = 0; i < jumps; i++) {
    if (((kings >>> over[i]!) & 1) !== 0) {
      kingsTaken++;
      order |= kingOrderBit(i);
    }
  }
  return captureValue(code, jumps, kingsTaken, byKing ? 1 : 0, order);
}

/** How the short-king generator weighs captures under a precedence rule. */
export interface Weigher {
  /** The value of a capture (see {@link captureOf}); higher must be preferred. */
  capture(jumps: number, over: Int32Array, kings: number, byKing: boolean): number;
  /** The number of man captures of the highest value at a leaf (see {@link countMen}). */
  men(viaFour: number, viaOther: number, opp: number, kings: number, empty: number, black: boolean): number;
}

/** The weigher of the precedence rule `code` (precedence.ts). */
export function weigherFor(code: number): Weigher {
  return {
    capture: (jumps, over, kings, byKing) => captureOf(code, jumps, over, kings, byKing),
    men: (viaFour, viaOther, opp, kings, empty, black) => countMen(code, viaFour, viaOther, opp, kings, empty, black),
  };
}
