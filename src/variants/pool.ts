/**
 * American pool checkers.
 * @module
 */
import type { Variant } from '../core/variant.js';
import type { DrawRule } from '../core/drawRules.js';
import { THREE_KINGS_AGAINST_LONE_KING } from '../core/drawRules.js';
import { SquareSet } from '../core/squareSet.js';
import { board8x8 } from '../board/diagonal.js';
import { fmjdRules } from './settings.js';
import { flyingVariant, departingFrom } from './define.js';

/** The FMJD rules with free choice among captures (APCA; docs/sources.md, rules: pool). */
const poolRules = /* @__PURE__ */ departingFrom(fmjdRules, { capturePrecedence: 'free' });

/**
 * The draw rules of American pool checkers. Section 4.2 gives no pool rules; the APCA playing
 * rules as summarised by Wikipedia ("Pool checkers") and torofun.com say that three kings against
 * one must win within thirteen moves: drawn after the strong side's 13th move (restarted by any
 * change of material), automatic. No source found gives pool a repetition rule, so none is
 * applied: a program that needs one passes its own rules to `newGame`.
 * @example
 * ```ts
 * import { drawRules, pool } from 'crownhead';
 * const [threeKings] = drawRules(pool);
 * threeKings?.kind === 'endgame' && [threeKings.limit, threeKings.unit]; // => [13, 'strong-moves']
 * ```
 */
const poolDrawRules: readonly DrawRule[] = [
  {
    id: 'three-kings',
    kind: 'endgame',
    mode: 'automatic',
    source: 'APCA (Wikipedia, torofun)',
    material: THREE_KINGS_AGAINST_LONE_KING,
    limit: 13,
    unit: 'strong-moves',
    restart: 'material',
  },
];

/**
 * American pool checkers, PDN GameType 23 (`23,B,8,8,N1,0`): the English board and numbering,
 * Black on 1-12 moves first; men capture backward; kings fly; free choice among captures; a man
 * is crowned only if its move ends on the far row, otherwise it goes on capturing as a man.
 * @example
 * ```ts
 * import { pool } from 'crownhead';
 * pool.gameType; // => 23
 * pool.rules.flyingKings; // => true
 * pool.rules.menCaptureBackward; // => true
 * ```
 */
export const pool: Variant = /* @__PURE__ */ flyingVariant('pool', 'American pool checkers', 23, {
  firstPlayer: 'black',
  board: board8x8,
  start: { white: /* @__PURE__ */ SquareSet.range(21, 32), black: /* @__PURE__ */ SquareSet.range(1, 12) },
  rules: poolRules,
  drawRules: poolDrawRules,
});
