/**
 * Russian draughts (shashki), FMJD-64 rules.
 * @module
 */
import type { Variant } from '../core/variant.js';
import { SquareSet } from '../core/squareSet.js';
import { board8x8 } from '../board/diagonal.js';
import { flyingEngine } from '../rules/flying/engine.js';

const rules = {
  menCaptureBackward: true,
  flyingKings: true,
  capturePrecedence: 'free',
  crowningDuringCapture: 'continues-as-king',
  menCaptureKings: true,
  captureRemoval: 'end-of-move',
  kingLanding: 'any-beyond',
} as const;

/**
 * Russian draughts, PDN GameType 25: 8x8, White (a1-h3, squares 21-32) moves first; men capture
 * backward; kings fly; free choice among captures (no maximum rule), but a capture once begun must
 * be completed; a man that reaches the far row during a capture is crowned at once and goes on
 * capturing as a king. Squares are written algebraically (`c3-d4`, `c3xe5`; the Russian `c3:e5`
 * is read too), numbered as in English files.
 * @example
 * ```ts
 * import { russian } from 'crownhead';
 * russian.gameType; // => 25
 * russian.rules.crowningDuringCapture; // => 'continues-as-king'
 * russian.rules.capturePrecedence; // => 'free'
 * ```
 */
export const russian: Variant = {
  key: 'russian',
  name: 'Russian draughts',
  gameType: 25,
  firstPlayer: 'white',
  board: board8x8,
  notation: 'algebraic',
  start: {
    white: /* @__PURE__ */ SquareSet.range(21, 32),
    black: /* @__PURE__ */ SquareSet.range(1, 12),
  },
  rules,
  engine: /* @__PURE__ */ flyingEngine(board8x8, rules),
  winCondition: 'no-move-loses',
};
