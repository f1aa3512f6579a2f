/**
 * Czech draughts: flying kings, men forward only, and a king must capture when a king can.
 * @module
 */
import type { Variant } from '../core/variant.js';
import { board8x8 } from '../board/diagonal.js';
import { startRowsOf } from '../board/rows.js';
import type { FlyingRules } from '../rules/flying/engine.js';
import { flyingEngine } from '../rules/flying/engine.js';

const rules: FlyingRules = {
  menCaptureBackward: false,
  flyingKings: true,
  capturePrecedence: 'king-must-capture',
  crowningDuringCapture: 'passes-as-man',
  menCaptureKings: true,
  captureRemoval: 'end-of-move',
  kingLanding: 'any-beyond',
};

/**
 * Czech draughts, PDN GameType 29 (`29,W,8,8,A0,0`): the board of Russian draughts, squares
 * written algebraically (`c3-d4`); White (a1-h3) moves first. Men move and capture only forward;
 * kings fly; captures are compulsory with free choice, except that when a king can capture a
 * king must capture; a man is crowned when its move ends on the far row (docs/sources.md, Czech
 * rules).
 * @example
 * ```ts
 * import { czech, formatMove, legalMoves, parseFen } from 'crownhead';
 * czech.gameType; // => 29
 * // The man on c3 could take d4, but the king on h2 can take f4: the king must capture.
 * const p = parseFen(czech, 'W:Wc3,Kh2:Bd4,f4');
 * p.ok && legalMoves(p.value).map((m) => formatMove(p.value, m)); // => ['h2xb8', 'h2xc7', 'h2xd6', 'h2xe5']
 * ```
 */
export const czech: Variant = {
  key: 'czech',
  name: 'Czech draughts',
  gameType: 29,
  firstPlayer: 'white',
  board: board8x8,
  notation: 'algebraic',
  start: /* @__PURE__ */ startRowsOf(board8x8, 3),
  rules,
  engine: /* @__PURE__ */ flyingEngine(board8x8, rules),
  winCondition: 'no-move-loses',
};
