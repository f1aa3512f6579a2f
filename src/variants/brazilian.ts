/**
 * Brazilian draughts: the International rules on the 8x8 board.
 * @module
 */
import type { Variant } from '../core/variant.js';
import { SquareSet } from '../core/squareSet.js';
import { board8x8 } from '../board/diagonal.js';
import { fmjd64DrawRules, fmjdRules } from './settings.js';
import { flyingVariant } from './define.js';

/**
 * Brazilian draughts, PDN GameType 26: International rules (men capture backward, flying kings,
 * the maximum-capture rule, crowned only where a move ends) on 8x8. White (a1-h3, squares 21-32)
 * moves first; squares are written algebraically (`c3-d4`), numbered as in English files.
 * @example
 * ```ts
 * import { brazilian, formatMove, legalMoves, startPosition } from 'crownhead';
 * brazilian.gameType; // => 26
 * brazilian.firstPlayer; // => 'white'
 * const start = startPosition(brazilian);
 * formatMove(start, legalMoves(start)[0]!); // => 'a3-b4'
 * ```
 */
export const brazilian: Variant = /* @__PURE__ */ flyingVariant('brazilian', 'Brazilian draughts', 26, {
  board: board8x8,
  notation: 'algebraic',
  start: { white: /* @__PURE__ */ SquareSet.range(21, 32), black: /* @__PURE__ */ SquareSet.range(1, 12) },
  rules: fmjdRules,
  drawRules: fmjd64DrawRules,
});
