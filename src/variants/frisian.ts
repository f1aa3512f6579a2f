/**
 * Frisian draughts (the official rules of 2011, articles 7-21).
 * @module
 */
import type { Variant } from '../core/variant.js';
import type { DrawRule } from '../core/drawRules.js';
import { SquareSet } from '../core/squareSet.js';
import { board10x10 } from '../board/diagonal.js';
import type { FrisianRules } from '../rules/frisian/engine.js';
import { frisianEngine } from '../rules/frisian/engine.js';
import { defineVariant } from './define.js';

/** The rules of Frisian draughts (2011), shared with Frysk!. */
export const frisianRules: FrisianRules = {
  menCaptureBackward: true,
  flyingKings: true,
  capturePrecedence: 'frisian-value',
  crowningDuringCapture: 'passes-as-man',
  menCaptureKings: true,
  captureRemoval: 'end-of-move',
  kingLanding: 'any-beyond',
  orthogonalCaptures: true,
  kingMoveLimit: 3,
};

/**
 * The draw rules of Frisian draughts (rules of 2011; lidraughts Frysk! the same), shared with
 * Frysk!: no repetition rule (none in the official text); two kings against one must win within 7
 * moves (article 18); a single king each is drawn at once unless a capture is at hand (article 21,
 * the official rule, decided by a search of three plies rather than lidraughts' two extra moves).
 * @example
 * ```ts
 * import { drawRules, frisian, frysk } from 'crownhead';
 * drawRules(frisian).map((r) => r.id); // => ['two-kings', 'lone-kings']
 * drawRules(frysk).map((r) => r.source); // => ['Frisian rules 2011, art. 18', 'Frisian rules 2011, art. 21']
 * ```
 */
export const frisianDrawRules: readonly DrawRule[] = [
  {
    id: 'two-kings',
    kind: 'endgame',
    mode: 'automatic',
    source: 'Frisian rules 2011, art. 18',
    material: { kind: 'lone-king', minPieces: 2, maxPieces: 2, minKings: 1, kingsOnly: true, longDiagonal: false },
    limit: 7,
    unit: 'strong-moves',
    restart: 'entry',
  },
  {
    id: 'lone-kings',
    kind: 'endgame',
    mode: 'automatic',
    source: 'Frisian rules 2011, art. 21',
    material: { kind: 'lone-king', minPieces: 1, maxPieces: 1, minKings: 1, kingsOnly: true, longDiagonal: false },
    limit: 0,
    unit: 'plies',
    restart: 'entry',
    unless: 'capture-at-hand',
  },
];

/**
 * Frisian draughts, PDN GameType 40 (`40,W,10,10,N2,0`): the board, numbering and start of
 * International draughts; White moves first. Men move one square diagonally forward and capture
 * in eight directions: diagonally, and along a row over the next playing square (21 over 22 to
 * 23) or along a column over the square two rows away (23 over 33 to 43). Kings move diagonally at
 * any distance and capture in all eight directions at a distance. The capture of the highest
 * value is compulsory, a king worth more than one man and less than two, and on equal value a
 * king captures; a man is crowned only where its move ends; a side with kings and men may move
 * the same king at most three times in a row without capturing (docs/sources.md, Frisian rules;
 * docs/variants.md, Frisian).
 * @example
 * ```ts
 * import { formatMove, frisian, legalMoves, parseFen, perft, startPosition } from 'crownhead';
 * frisian.gameType; // => 40
 * perft(startPosition(frisian), 3); // => 658
 * // The man on 21 takes 22 along the row, landing on 23:
 * const p = parseFen(frisian, 'W:W21:B22');
 * p.ok && legalMoves(p.value).map((m) => formatMove(p.value, m)); // => ['21x23']
 * ```
 */
export const frisian: Variant = /* @__PURE__ */ defineVariant('frisian', 'Frisian draughts', 40, {
  board: board10x10,
  start: { white: /* @__PURE__ */ SquareSet.range(31, 50), black: /* @__PURE__ */ SquareSet.range(1, 20) },
  rules: frisianRules,
  engine: /* @__PURE__ */ frisianEngine(board10x10, frisianRules),
  drawRules: frisianDrawRules,
});
