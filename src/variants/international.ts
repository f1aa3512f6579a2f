/**
 * International draughts (FMJD Annex 1, version November 2015).
 * @module
 */
import type { Variant } from '../core/variant.js';
import type { DrawRule } from '../core/drawRules.js';
import { SquareSet } from '../core/squareSet.js';
import { board10x10 } from '../board/diagonal.js';
import { internationalEngineUnchecked } from '../rules/flying/engine.js';
import { fmjdRules } from './settings.js';

/**
 * The draw rules of International draughts (FMJD Annex 1, November 2015), all automatic:
 * - 6.1: the same position for the third time, same player to move.
 * - 6.2: 25 moves by each player (50 plies) in which only kings moved, without capture.
 * - 6.3: a lone king against three pieces of which at least one is a king (three kings, two
 *   kings and a man, a king and two men): drawn after 16 more moves each (32 plies).
 * - 6.4: a lone king against at most two pieces of which at least one is a king (two kings, a
 *   king and a man, one king): drawn after 5 more moves each (10 plies).
 *
 * Section 6, row 17 (FMJD does not say how 6.3 and 6.4 interact): we follow lidraughts
 * (`modules/draughts/src/main/variant/Standard.scala`): each count starts at the ply that
 * creates its material (a capture or a crowning; in practice the capture of the weak side's last
 * other piece, or the crowning that gives the strong side its first king); a capture that turns
 * a 6.3 ending into a 6.4 ending starts the 5-move count afresh, with no carry-over of the 16-move
 * count; a crowning inside the same ending (king and man against king becoming two kings against
 * king) does not restart the count. The 6.2 count runs beside them.
 * @example
 * ```ts
 * import { drawRules, international } from 'crownhead';
 * drawRules(international).map((r) => r.source); // => ['FMJD 6.1', 'FMJD 6.2', 'FMJD 6.3', 'FMJD 6.4']
 * ```
 */
const internationalDrawRules: readonly DrawRule[] = [
  { id: 'repetition', kind: 'repetition', mode: 'automatic', source: 'FMJD 6.1', occurrences: 3 },
  { id: 'kings-only', kind: 'kings-only', mode: 'automatic', source: 'FMJD 6.2', plies: 50 },
  {
    id: 'sixteen-move',
    kind: 'endgame',
    mode: 'automatic',
    source: 'FMJD 6.3',
    material: { kind: 'lone-king', minPieces: 3, maxPieces: 3, minKings: 1, kingsOnly: false, longDiagonal: false },
    limit: 32,
    unit: 'plies',
    restart: 'entry',
  },
  {
    id: 'five-move',
    kind: 'endgame',
    mode: 'automatic',
    source: 'FMJD 6.4',
    material: { kind: 'lone-king', minPieces: 1, maxPieces: 2, minKings: 1, kingsOnly: false, longDiagonal: false },
    limit: 10,
    unit: 'plies',
    restart: 'entry',
  },
];

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
  // An object literal rather than `defineVariant`: an International-only bundle must not grow (define.ts).
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
  // Constant settings, checked by their type: the checked factory would bring the generic generator in.
  engine: /* @__PURE__ */ internationalEngineUnchecked(fmjdRules),
  winCondition: 'no-move-loses',
  drawRules: internationalDrawRules,
};
