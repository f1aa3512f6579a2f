/**
 * International draughts (FMJD Annex 1, version November 2015).
 * @module
 */
import type { Variant } from '../core/variant.js';
import { SquareSet } from '../core/squareSet.js';
import { board10x10 } from '../board/diagonal.js';
import { flyingEngine } from '../rules/flying/engine.js';
import { fmjdRules } from './settings.js';

/**
 * International draughts, PDN GameType 20: 10x10 board numbered 1-50 (FMJD 2.6); Black on 1-20,
 * White on 31-50 (2.8); White moves first (3.3). Men move forward and capture forward and
 * backward (3.4, 4.1); kings fly (3.9, 4.3); the capture of the most pieces is compulsory, kings
 * counting as one (4.13); a man that only passes the far row during a capture stays a man (4.15).
 * @example
 * ```ts
 * import { international, perft, startPosition, formatFen } from 'crownhead';
 * international.gameType; // => 20
 * formatFen(startPosition(international)); // => 'W:W31-50:B1-20'
 * perft(startPosition(international), 1); // => 9
 * ```
 */
export const international: Variant = {
  key: 'international',
  name: 'International draughts',
  gameType: 20,
  firstPlayer: 'white',
  board: board10x10,
  notation: 'numeric',
  start: {
    white: /* @__PURE__ */ SquareSet.range(31, 50),
    black: /* @__PURE__ */ SquareSet.range(1, 20),
  },
  rules: fmjdRules,
  engine: /* @__PURE__ */ flyingEngine(board10x10, fmjdRules),
  winCondition: 'no-move-loses',
};
