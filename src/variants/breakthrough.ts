/**
 * Breakthrough: International draughts in which the first side to crown a man wins.
 * @module
 */
import type { Variant } from '../core/variant.js';
import type { DrawRule } from '../core/drawRules.js';
import { firstKingEngine } from '../rules/firstKing.js';
import { SquareSet } from '../core/squareSet.js';
import { board10x10 } from '../board/diagonal.js';
import { flyingEngine } from '../rules/flying/engine.js';
import { fmjdRules } from './settings.js';
import { defineVariant } from './define.js';

/**
 * The draw rules of Breakthrough (International rules, the first crowning wins): none, as in
 * lidraughts (`variant/Breakthrough.scala`, "No drawing rules") and pydraughts. None could apply
 * anyway: until the first crowning every move is a man move, which never comes back, so no
 * position repeats and no king moves; and the crowning ends the game.
 * @example
 * ```ts
 * import { breakthrough, drawRules } from 'crownhead';
 * drawRules(breakthrough); // => []
 * ```
 */
const breakthroughDrawRules: readonly DrawRule[] = [];

/**
 * Breakthrough (lidraughts writes PDN GameType 96, a number outside the PDN 3.0 table): the
 * International rules (FMJD Annex 1: 10x10 board numbered 1-50, White on 31-50 moves first, men
 * capture backward, the capture of the most pieces compulsory), with another end: the first side
 * to crown a man wins, and the game ends with that move (`winCondition: 'first-king-wins'`;
 * lidraughts `variant/Breakthrough.scala`). Until a crowning the legal moves and perft are
 * International's; a position with a king has no legal move. A side with no piece or no legal
 * move before anyone crowns has lost, as in International draughts. Kings in a set-up position,
 * draw rules and result type: docs/variants.md, Breakthrough.
 * @example
 * ```ts
 * import { breakthrough, legalMoves, outcome, parseFen, perft, startPosition } from 'crownhead';
 * breakthrough.gameType; // => 96
 * perft(startPosition(breakthrough), 3); // => 658
 * // White's man on 7 crowns with 7-1 or 7-2, and the game is over: no line goes deeper.
 * const fen = parseFen(breakthrough, 'W:W7:B45');
 * if (fen.ok) [perft(fen.value, 1), perft(fen.value, 2)]; // => [2, 0]
 * const crowned = parseFen(breakthrough, 'B:WK1:B45');
 * if (crowned.ok) [legalMoves(crowned.value).length, outcome(crowned.value)?.winner]; // => [0, 'white']
 * ```
 */
export const breakthrough: Variant = /* @__PURE__ */ defineVariant('breakthrough', 'Breakthrough', 96, {
  board: board10x10,
  start: { white: /* @__PURE__ */ SquareSet.range(31, 50), black: /* @__PURE__ */ SquareSet.range(1, 20) },
  rules: fmjdRules,
  engine: /* @__PURE__ */ firstKingEngine(/* @__PURE__ */ flyingEngine(board10x10, fmjdRules)),
  winCondition: 'first-king-wins',
  drawRules: breakthroughDrawRules,
});
