/**
 * Canadian draughts: the International rules on 12x12.
 * @module
 */
import type { Variant } from '../core/variant.js';
import type { DrawRule } from '../core/drawRules.js';
import { THREE_KINGS_AGAINST_LONE_KING } from '../core/drawRules.js';
import { SquareSet } from '../core/squareSet.js';
import { board12x12 } from '../board/diagonal.js';
import { fmjdRules } from './settings.js';
import { flyingVariant } from './define.js';

/**
 * The draw rules of Canadian draughts, as the sources of docs/sources.md (rules) give them
 * (windames, [S]):
 * - threefold repetition, automatic as in FMJD 6.1 (Canadian is played under the International
 *   rules on 12x12);
 * - three (or more) kings against a lone king: drawn after 16 moves each (32 plies) without a
 *   capture or a crowning (any change of material restarts the count).
 * @example
 * ```ts
 * import { canadian, drawRules } from 'crownhead';
 * drawRules(canadian).map((r) => r.id); // => ['repetition', 'three-kings']
 * ```
 */
const canadianDrawRules: readonly DrawRule[] = [
  {
    id: 'repetition',
    kind: 'repetition',
    mode: 'automatic',
    source: 'Canadian (windames), as FMJD 6.1',
    occurrences: 3,
  },
  {
    id: 'three-kings',
    kind: 'endgame',
    mode: 'automatic',
    source: 'Canadian (windames)',
    material: THREE_KINGS_AGAINST_LONE_KING,
    limit: 32,
    unit: 'plies',
    restart: 'material',
  },
];

/**
 * Canadian draughts, PDN GameType 27 (`27,W,12,12,N2,0`): International rules on a 12x12 board
 * numbered 1-72; Black on 1-30, White on 43-72; White moves first.
 * @example
 * ```ts
 * import { canadian, perft, startPosition } from 'crownhead';
 * canadian.gameType; // => 27
 * canadian.board.squareCount; // => 72
 * perft(startPosition(canadian), 1); // => 11
 * ```
 */
export const canadian: Variant = /* @__PURE__ */ flyingVariant('canadian', 'Canadian draughts', 27, {
  board: board12x12,
  start: { white: /* @__PURE__ */ SquareSet.range(43, 72), black: /* @__PURE__ */ SquareSet.range(1, 30) },
  rules: fmjdRules,
  drawRules: canadianDrawRules,
});
