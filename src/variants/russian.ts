/**
 * Russian draughts (shashki), FMJD-64 rules.
 * @module
 */
import type { Variant } from '../core/variant.js';
import type { DrawRule } from '../core/drawRules.js';
import { THREE_KINGS_AGAINST_LONE_KING } from '../core/drawRules.js';
import { SquareSet } from '../core/squareSet.js';
import { board8x8 } from '../board/diagonal.js';
import { fmjd64DrawRules, fmjdRules } from './settings.js';
import { flyingVariant, departingFrom } from './define.js';

/**
 * The FMJD rules with free choice among captures, and a man crowned during a capture goes on as a
 * king (FMJD-64 rules; docs/sources.md, rules: Russian).
 */
const russianRules = /* @__PURE__ */ departingFrom(fmjdRules, {
  capturePrecedence: 'free',
  crowningDuringCapture: 'continues-as-king',
});

/**
 * Russian draughts under the Russian Draughts Federation's practice instead of FMJD-64 (section 6,
 * row 18), chosen by `drawRules(russian, { russianFederation: true })`: threefold repetition; 32
 * moves each (64 plies) without a change in the balance of forces (no capture, no crowning);
 * three or more kings against a lone king must win by their 15th move. Source: a Russian
 * player's summary in the lidraughts forum
 * (https://lidraughts.org/forum/general-draughts-discussion/blog-Xuju_hAAACMAAyKu?page=2), [S].
 * The forum's condition "if they own the a1-h8 diagonal" is not modelled.
 * @example
 * ```ts
 * import { drawRules, russian } from 'crownhead';
 * drawRules(russian, { russianFederation: true }).map((r) => r.id); // => ['repetition', 'balance', 'three-kings']
 * ```
 */
const russianFederationDrawRules: readonly DrawRule[] = [
  { id: 'repetition', kind: 'repetition', mode: 'automatic', source: 'RDF practice (forum summary)', occurrences: 3 },
  {
    id: 'balance',
    kind: 'endgame',
    mode: 'automatic',
    source: 'RDF practice (forum summary)',
    material: { kind: 'any' },
    limit: 64,
    unit: 'plies',
    restart: 'material',
  },
  {
    id: 'three-kings',
    kind: 'endgame',
    mode: 'automatic',
    source: 'RDF practice (forum summary)',
    material: THREE_KINGS_AGAINST_LONE_KING,
    limit: 15,
    unit: 'strong-moves',
    restart: 'material',
  },
];

/**
 * Russian draughts, PDN GameType 25: 8x8, White (a1-h3, squares 21-32) moves first; men capture
 * backward; kings fly; free choice among captures (no maximum rule), but a capture once begun must
 * be completed; a man that reaches the far row during a capture is crowned at once and goes on
 * capturing as a king. Squares are written algebraically (`c3-d4`, `c3xe5`; the Russian `c3:e5`
 * is read too), numbered as in English files.
 * @example
 * ```ts
 * import { russian } from 'crownhead';
 * russian.gameType; // => 25
 * russian.rules.crowningDuringCapture; // => 'continues-as-king'
 * russian.rules.capturePrecedence; // => 'free'
 * ```
 */
export const russian: Variant = /* @__PURE__ */ flyingVariant('russian', 'Russian draughts', 25, {
  board: board8x8,
  notation: 'algebraic',
  start: { white: /* @__PURE__ */ SquareSet.range(21, 32), black: /* @__PURE__ */ SquareSet.range(1, 12) },
  rules: russianRules,
  drawRules: fmjd64DrawRules,
  drawRuleAlternatives: { russianFederation: russianFederationDrawRules },
});
