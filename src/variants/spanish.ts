/**
 * Spanish draughts (damas): flying kings, men that move and capture only forward, the most
 * pieces then the most kings.
 * @module
 */
import type { BoardGeometry, Variant } from '../core/variant.js';
import type { DrawRule } from '../core/drawRules.js';
import { gameTypeBoard } from '../board/gameTypeBoard.js';
import { startRowsOf } from '../board/rows.js';
import { fmjdRules } from './settings.js';
import { departingFrom, flyingVariant } from './define.js';

/**
 * The board of GameType `24,W,8,8,N1,1` (also Portuguese, `28,W,8,8,N1,1`): the light corner at
 * each player's left, square 1 at White's bottom-right corner, numbers running right to left
 * along the rows, White on 1-12 (docs/sources.md, boards and numbering).
 */
export const spanishBoard: BoardGeometry = /* @__PURE__ */ gameTypeBoard({
  firstPlayer: 'white',
  width: 8,
  height: 8,
  origin: 1,
  invert: 1,
});

/**
 * The rules of Spanish and Portuguese draughts (docs/sources.md, Spanish and Portuguese rules):
 * men step and capture only diagonally forward; kings fly; the capture of the most pieces is
 * compulsory, and among those the capture of the most kings. A man reaching the far row is
 * crowned and its move ends there: a man capturing only forward cannot go on from that row
 * anyway, so `'ends-move'` says what happens in every game (`'passes-as-man'` would play the
 * same moves).
 */
export const spanishRules = /* @__PURE__ */ departingFrom(fmjdRules, {
  menCaptureBackward: false,
  capturePrecedence: 'most-pieces-then-kings',
  crowningDuringCapture: 'ends-move',
});

/**
 * The draw rules of Spanish draughts, from a secondary source (torofun.com's Spanish rules,
 * docs/sources.md, rules; no federation text was found), both automatic: the third occurrence of a
 * position with the same side to move, and 40 successive king moves (20 by each player, 40 plies)
 * without a capture. Neither lidraughts nor pydraughts plays Spanish draughts.
 * @example
 * ```ts
 * import { drawRules, spanish } from 'crownhead';
 * drawRules(spanish).map((r) => (r.kind === 'kings-only' ? r.plies : r.id)); // => ['repetition', 40]
 * ```
 */
const spanishDrawRules: readonly DrawRule[] = [
  { id: 'repetition', kind: 'repetition', mode: 'automatic', source: 'Spanish (torofun)', occurrences: 3 },
  { id: 'kings-only', kind: 'kings-only', mode: 'automatic', source: 'Spanish (torofun)', plies: 40 },
];

/**
 * Spanish draughts, PDN GameType 24 (`24,W,8,8,N1,1`): 8x8 with the light corner at each player's
 * left, numbered from White's bottom-right corner; White on 1-12 moves first, Black on 21-32.
 * Men move and capture only forward; kings fly; the capture of the most pieces is compulsory,
 * then of the most kings (docs/sources.md, Spanish and Portuguese rules).
 * @example
 * ```ts
 * import { formatMove, legalMoves, parseFen, spanish, startPosition, formatFen } from 'crownhead';
 * spanish.gameType; // => 24
 * formatFen(startPosition(spanish)); // => 'W:W1-12:B21-32'
 * legalMoves(startPosition(spanish)).length; // => 7
 * // The man on 14 may take the man on 19 (to 23) or the king on 18 (to 21): one piece each,
 * // so the king must be taken.
 * const p = parseFen(spanish, 'W:W14:B19,K18');
 * p.ok && legalMoves(p.value).map((m) => formatMove(p.value, m)); // => ['14x21']
 * ```
 */
export const spanish: Variant = /* @__PURE__ */ flyingVariant('spanish', 'Spanish draughts', 24, {
  board: spanishBoard,
  start: /* @__PURE__ */ startRowsOf(spanishBoard, 3),
  rules: spanishRules,
  drawRules: spanishDrawRules,
});
