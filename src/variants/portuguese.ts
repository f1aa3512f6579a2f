/**
 * Portuguese draughts: the rules and board of Spanish draughts.
 * @module
 */
import type { Variant } from '../core/variant.js';
import type { DrawRule } from '../core/drawRules.js';
import { startRowsOf } from '../board/rows.js';
import { spanishBoard, spanishRules } from './spanish.js';
import { flyingVariant } from './define.js';

/**
 * The draw rules of Portuguese draughts. No source we found gives Portuguese draw rules, and
 * neither lidraughts nor pydraughts plays the game; we give it the rules of Spanish draughts, whose
 * moves and captures it shares: the third occurrence of a position, and 40 plies of king moves
 * without a capture, both automatic. Pass your own rules to `newGame` for a federation's.
 * @example
 * ```ts
 * import { drawRules, portuguese } from 'crownhead';
 * drawRules(portuguese).map((r) => r.source); // => ['as Spanish (no Portuguese source)', 'as Spanish (no Portuguese source)']
 * ```
 */
const portugueseDrawRules: readonly DrawRule[] = [
  {
    id: 'repetition',
    kind: 'repetition',
    mode: 'automatic',
    source: 'as Spanish (no Portuguese source)',
    occurrences: 3,
  },
  { id: 'kings-only', kind: 'kings-only', mode: 'automatic', source: 'as Spanish (no Portuguese source)', plies: 40 },
];

/**
 * Portuguese draughts, PDN GameType 28 (`28,W,8,8,N1,1`): the board, numbering, start and rules
 * of Spanish draughts (men forward only, flying kings, the most pieces then the most kings);
 * White on 1-12 moves first (docs/sources.md, Spanish and Portuguese rules). No perft count has
 * been published for it; it plays the moves of Spanish draughts.
 * @example
 * ```ts
 * import { perft, portuguese, spanish, startPosition } from 'crownhead';
 * portuguese.gameType; // => 28
 * portuguese.rules.capturePrecedence; // => 'most-pieces-then-kings'
 * perft(startPosition(portuguese), 5) === perft(startPosition(spanish), 5); // => true
 * ```
 */
export const portuguese: Variant = /* @__PURE__ */ flyingVariant('portuguese', 'Portuguese draughts', 28, {
  board: spanishBoard,
  start: /* @__PURE__ */ startRowsOf(spanishBoard, 3),
  rules: spanishRules,
  drawRules: portugueseDrawRules,
});
