/**
 * Antidraughts: International draughts in which the side that cannot move wins.
 * @module
 */
import type { Variant } from '../core/variant.js';
import type { DrawRule } from '../core/drawRules.js';
import { SquareSet } from '../core/squareSet.js';
import { board10x10 } from '../board/diagonal.js';
import { fmjdRules } from './settings.js';
import { flyingVariant } from './define.js';

/**
 * The draw rules of Antidraughts (International rules, the side that cannot move wins). No
 * federation text exists; we follow lidraughts (`variant/Antidraughts.scala`) and pydraughts
 * (`core/game.py`): the only draw is the third occurrence of a position with the same side to
 * move, automatic as in FMJD 6.1. FMJD 6.2-6.4 (25 king moves, 16 and 5 moves against a lone king)
 * are not applied: they measure a side failing to win by capturing, which in Antidraughts is not
 * the aim.
 * @example
 * ```ts
 * import { antidraughts, drawRules } from 'crownhead';
 * drawRules(antidraughts).map((r) => [r.id, r.mode]); // => [['repetition', 'automatic']]
 * ```
 */
const antidraughtsDrawRules: readonly DrawRule[] = [
  {
    id: 'repetition',
    kind: 'repetition',
    mode: 'automatic',
    source: 'lidraughts Antidraughts (as FMJD 6.1)',
    occurrences: 3,
  },
];

/**
 * Antidraughts (lidraughts writes PDN GameType 98, a number outside the PDN 3.0 table): the
 * International rules in every move (FMJD Annex 1: 10x10 board numbered 1-50, White on 31-50
 * moves first, flying kings, the capture of the most pieces compulsory), so the same legal moves
 * and the same perft as {@link international}; only the end is reversed: the side to move with
 * no legal move, because it has no piece left or all its pieces are blocked, has WON
 * (`winCondition: 'no-move-wins'`; lidraughts `variant/Antidraughts.scala`). Draw rules and
 * result type: docs/variants.md, Antidraughts.
 * @example
 * ```ts
 * import { antidraughts, outcome, parseFen, perft, startPosition } from 'crownhead';
 * antidraughts.gameType; // => 98
 * perft(startPosition(antidraughts), 2); // => 81
 * // White's last man is taken: White, to move with no piece, has won.
 * const fen = parseFen(antidraughts, 'W:W:B23');
 * if (fen.ok) outcome(fen.value); // => { winner: 'white', reason: 'no-pieces' }
 * ```
 */
export const antidraughts: Variant = /* @__PURE__ */ flyingVariant('antidraughts', 'Antidraughts', 98, {
  board: board10x10,
  start: { white: /* @__PURE__ */ SquareSet.range(31, 50), black: /* @__PURE__ */ SquareSet.range(1, 20) },
  // International's generator with International's settings: the moves are the same.
  rules: fmjdRules,
  winCondition: 'no-move-wins',
  drawRules: antidraughtsDrawRules,
});
