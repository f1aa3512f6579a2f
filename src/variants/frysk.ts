/**
 * Frysk!: Frisian draughts with five men each (lidraughts).
 * @module
 */
import type { Variant } from '../core/variant.js';
import { SquareSet } from '../core/squareSet.js';
import { board10x10 } from '../board/diagonal.js';
import { frisianEngine } from '../rules/frisian/engine.js';
import { frisianDrawRules, frisianRules } from './frisian.js';
import { defineVariant } from './define.js';

/**
 * Frysk!, the GameType 97 that lidraughts writes: the rules of Frisian draughts from a start of
 * five men each on the back rows, `W:W46-50:B1-5` (docs/sources.md, lidraughts; docs/variants.md,
 * Frysk!).
 * @example
 * ```ts
 * import { frysk, perft, startPosition, formatFen } from 'crownhead';
 * frysk.gameType; // => 97
 * formatFen(startPosition(frysk)); // => 'W:W46-50:B1-5'
 * [1, 2, 3, 4].map((d) => perft(startPosition(frysk), d)); // => [9, 81, 657, 5329]
 * ```
 */
export const frysk: Variant = /* @__PURE__ */ defineVariant('frysk', 'Frysk!', 97, {
  board: board10x10,
  start: { white: /* @__PURE__ */ SquareSet.range(46, 50), black: /* @__PURE__ */ SquareSet.range(1, 5) },
  rules: frisianRules,
  engine: /* @__PURE__ */ frisianEngine(board10x10, frisianRules),
  drawRules: frisianDrawRules,
});
