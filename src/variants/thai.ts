/**
 * Thai draughts (mak-hot): 8 men each, kings that fly but land right behind the piece they take,
 * pieces taken off as they are jumped.
 * @module
 */
import type { BoardGeometry, Variant } from '../core/variant.js';
import type { DrawRule } from '../core/drawRules.js';
import { gameTypeBoard } from '../board/gameTypeBoard.js';
import { startRowsOf } from '../board/rows.js';
import { fmjdRules } from './settings.js';
import { departingFrom, flyingVariant } from './define.js';

/**
 * The board of GameType `31,B,8,8,N2,0`: seen from Black, the first player, the usual 8x8 board
 * and numbering; with White at the bottom, square 1 is White's bottom-right corner square
 * (docs/sources.md, boards and numbering).
 */
const board: BoardGeometry = /* @__PURE__ */ gameTypeBoard({
  firstPlayer: 'black',
  width: 8,
  height: 8,
  origin: 2,
  invert: 0,
});

/**
 * The FMJD rules with men that capture only forward and are crowned where they reach the far
 * row, free choice among captures, each piece taken off as it is jumped, and a king that lands
 * right behind the piece it takes (docs/sources.md, Thai rules).
 */
const thaiRules = /* @__PURE__ */ departingFrom(fmjdRules, {
  menCaptureBackward: false,
  capturePrecedence: 'free',
  crowningDuringCapture: 'ends-move',
  captureRemoval: 'immediate',
  kingLanding: 'next-beyond',
});

/**
 * The draw rules of Thai draughts. No source we found gives Thai draw rules, and neither
 * lidraughts nor pydraughts plays the game; we apply only the rule every other variant here has:
 * the third occurrence of a position with the same side to move draws, automatically (as FMJD 6.1).
 * @example
 * ```ts
 * import { drawRules, thai } from 'crownhead';
 * drawRules(thai).map((r) => [r.id, r.mode]); // => [['repetition', 'automatic']]
 * ```
 */
const thaiDrawRules: readonly DrawRule[] = [
  { id: 'repetition', kind: 'repetition', mode: 'automatic', source: 'none found (as FMJD 6.1)', occurrences: 3 },
];

/**
 * Thai draughts (mak-hot), PDN GameType 31 (`31,B,8,8,N2,0`): 8 men each on the two rows
 * nearest their player (White on 1-8, Black on 25-32). Men move and capture only forward; a man
 * reaching the far row is crowned and its move ends. Kings fly on quiet moves; a king captures a
 * piece at any distance along a diagonal but lands on the square right behind it, and may go on
 * from there. Each jumped piece comes off at once, so its square may be crossed again in the
 * same move. Captures are compulsory with free choice (docs/sources.md, Thai rules).
 *
 * Who moves first is disputed: PDN 3.0 writes `31,B` (Black), mindsports.nl says White, other
 * rule pages fix nothing. crownhead follows PDN 3.0, the standard its files and GameType tags
 * come from: Black moves first. Pass another `turn` to `parseFen` or `setupPosition` to start
 * with White.
 * @example
 * ```ts
 * import { legalMoves, parseFen, startPosition, thai, formatFen } from 'crownhead';
 * thai.firstPlayer; // => 'black'
 * formatFen(startPosition(thai)); // => 'B:W1-8:B25-32'
 * // The king on 10 takes 15 and stops right behind it on 19, then flies back over the emptied
 * // 15 and its own start to take 6, stopping on 1; or takes 6 first, then 15.
 * const p = parseFen(thai, 'W:WK10:B15,6');
 * p.ok && legalMoves(p.value).map((m) => m.path); // => [[10, 19, 1], [10, 1, 19]]
 * ```
 */
export const thai: Variant = /* @__PURE__ */ flyingVariant('thai', 'Thai draughts', 31, {
  firstPlayer: 'black',
  board,
  start: /* @__PURE__ */ startRowsOf(board, 2),
  rules: thaiRules,
  drawRules: thaiDrawRules,
});
