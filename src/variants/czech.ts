/**
 * Czech draughts: flying kings, men forward only, and a king must capture when a king can.
 * @module
 */
import type { Variant } from '../core/variant.js';
import type { DrawRule } from '../core/drawRules.js';
import { board8x8 } from '../board/diagonal.js';
import { startRowsOf } from '../board/rows.js';
import { fmjdRules } from './settings.js';
import { flyingVariant, departingFrom } from './define.js';

/** The FMJD rules with men that capture only forward and a king that must capture when one can. */
const czechRules = /* @__PURE__ */ departingFrom(fmjdRules, {
  menCaptureBackward: false,
  capturePrecedence: 'king-must-capture',
});

/**
 * The draw rules of Czech draughts, from the FMJD's brief rules of Czech draughts (fmjd.org,
 * docs/sources.md, rules): a draw "when the same position is repeated three times and draw is
 * claimed", a claim (automatic with `drawRules`' `adjudicate`); and when no capture and no man
 * move is made "within 15 moves": 15 moves by each player (30 plies) of kings only without a
 * capture, automatic.
 * @example
 * ```ts
 * import { czech, drawRules } from 'crownhead';
 * drawRules(czech).map((r) => [r.id, r.mode]); // => [['repetition', 'claim'], ['kings-only', 'automatic']]
 * ```
 */
const czechDrawRules: readonly DrawRule[] = [
  { id: 'repetition', kind: 'repetition', mode: 'claim', source: 'FMJD Czech brief rules', occurrences: 3 },
  { id: 'kings-only', kind: 'kings-only', mode: 'automatic', source: 'FMJD Czech brief rules', plies: 30 },
];

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
export const czech: Variant = /* @__PURE__ */ flyingVariant('czech', 'Czech draughts', 29, {
  board: board8x8,
  notation: 'algebraic',
  start: /* @__PURE__ */ startRowsOf(board8x8, 3),
  rules: czechRules,
  drawRules: czechDrawRules,
});
