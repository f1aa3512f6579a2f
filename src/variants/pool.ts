/**
 * American pool checkers.
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
  crowningDuringCapture: 'passes-as-man',
  menCaptureKings: true,
  captureRemoval: 'end-of-move',
  kingLanding: 'any-beyond',
} as const;

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
export const pool: Variant = {
  key: 'pool',
  name: 'American pool checkers',
  gameType: 23,
  firstPlayer: 'black',
  board: board8x8,
  notation: 'numeric',
  start: {
    white: /* @__PURE__ */ SquareSet.range(21, 32),
    black: /* @__PURE__ */ SquareSet.range(1, 12),
  },
  rules,
  engine: /* @__PURE__ */ flyingEngine(board8x8, rules),
  winCondition: 'no-move-loses',
};
