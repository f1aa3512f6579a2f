/**
 * Italian draughts (Federazione Italiana Dama, FID).
 * @module
 */
import type { Variant } from '../core/variant.js';
import type { DrawRule } from '../core/drawRules.js';
import { gameTypeBoard } from '../board/gameTypeBoard.js';
import { startRowsOf } from '../board/rows.js';
import type { ShortKingRules } from '../rules/english/engine.js';
import { shortKingEngine } from '../rules/english/engine.js';
import { englishRules } from './english.js';
import { defineVariant, departingFrom } from './define.js';

/** The Italian board, PDN GameType 22,W,8,8,N2,1: square 1 is the top-left corner. */
const board = /* @__PURE__ */ gameTypeBoard({ firstPlayer: 'white', width: 8, height: 8, origin: 2, invert: 1 });

/**
 * FID rules (docs/sources.md, rules: Italian): men move and capture forward only and may never
 * capture a king; kings move and capture one square; the capture to play is chosen by the four
 * Italian steps; a man crowned during a capture ends its move there. The English rules but for
 * the choice of capture and men that may not take kings.
 */
const italianRules: ShortKingRules = /* @__PURE__ */ departingFrom(englishRules, {
  capturePrecedence: 'italian',
  menCaptureKings: false,
});

/**
 * The draw rules of Italian draughts. The FID's brief rules (fid.it, docs/sources.md, rules) draw
 * "when one and the same position is repeated three consecutive times": automatic, modelled as the
 * third occurrence of the position with the same side to move (the FMJD 6.1 count; "consecutive"
 * is not modelled). No FID text with a move-count rule was found; we follow pydraughts
 * (`core/game.py`), which gives Italian the English count automatically: 40 moves each (80 plies)
 * of kings only without a capture.
 * @example
 * ```ts
 * import { drawRules, italian } from 'crownhead';
 * drawRules(italian).map((r) => [r.id, r.mode]); // => [['repetition', 'automatic'], ['kings-only', 'automatic']]
 * ```
 */
const italianDrawRules: readonly DrawRule[] = [
  { id: 'repetition', kind: 'repetition', mode: 'automatic', source: 'FID brief rules', occurrences: 3 },
  { id: 'kings-only', kind: 'kings-only', mode: 'automatic', source: 'pydraughts (no FID text found)', plies: 80 },
];

/**
 * Italian draughts, PDN GameType 22 (`22,W,8,8,N2,1`): 8x8 board with the dark corner on each
 * player's right, square 1 the top-left corner and 32 the bottom-right one (White's single
 * corner); White on 21-32 moves first, Black on 1-12. Men move and capture diagonally forward
 * only and never capture a king; kings move and capture one square in any diagonal direction; a
 * man reaching the far row is crowned and its move ends. Captures are compulsory, and among them
 * (FID): the most pieces; then a capture by a king rather than a man; then the most kings taken;
 * then the capture that meets the kings earliest; then free choice (docs/variants.md).
 * @example
 * ```ts
 * import { italian, legalMoves, parseFen, perft, startPosition, formatFen, formatMove } from 'crownhead';
 * italian.gameType; // => 22
 * formatFen(startPosition(italian)); // => 'W:W21-32:B1-12'
 * perft(startPosition(italian), 6); // => 36473
 * // A man may not take a king: the white man on 30 can only step to 27.
 * const pos = parseFen(italian, 'W:W30:BK26');
 * if (pos.ok) legalMoves(pos.value).map((m) => formatMove(pos.value, m)); // => ['30-27']
 * ```
 */
export const italian: Variant = /* @__PURE__ */ defineVariant('italian', 'Italian draughts', 22, {
  board,
  start: /* @__PURE__ */ startRowsOf(board, 3),
  rules: italianRules,
  engine: /* @__PURE__ */ shortKingEngine(board, italianRules),
  drawRules: italianDrawRules,
});
