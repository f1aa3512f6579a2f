/**
 * The draw rules in force for a variant: its own list (`Variant.drawRules`, data written in the
 * variant's module with its sources), or one of its alternatives, with the claims made automatic
 * on request. Counts are configurable: pass your own list to `newGame` where a federation or a
 * tournament differs from the defaults (docs/sources.md, rules; where sources disagree).
 * @module
 */
import type { DrawRule } from '../core/drawRules.js';
import type { Variant } from '../core/variant.js';
import { expectOptions } from '../core/arguments.js';
import { expectVariant } from '../core/positionArguments.js';
import { CrownheadError } from '../core/errors.js';

/** Options of {@link drawRules}. */
export interface DrawRulesOptions {
  /**
   * Make the claimable draws automatic (English, Czech): an arbiter's or a program's
   * adjudication rather than a player's claim (docs/sources.md, where sources disagree; rules). Default `false`.
   */
  readonly adjudicate?: boolean;
  /**
   * The variant's `drawRuleAlternatives.russianFederation` instead of its own list, when it has
   * one: Russian draughts under the Russian Draughts Federation's practice instead of FMJD-64
   * (section 6, row 18; the sources are in src/variants/russian.ts). A variant without that
   * alternative keeps its own list. Default `false`.
   */
  readonly russianFederation?: boolean;
}

/**
 * The draw rules of `variant`: its `drawRules` data (each variant's module says where each rule
 * comes from), or with `russianFederation` the alternative of that name when the variant has one;
 * `adjudicate` makes every claim automatic (English, Czech). A variant made by hand gets the rules
 * it holds; pass another list to `newGame` to play under other rules.
 * @example
 * ```ts
 * import { brazilian, drawRules, english, russian } from 'crownhead';
 * drawRules(english).map((r) => [r.id, r.mode]); // => [['repetition', 'claim'], ['kings-only', 'claim']]
 * drawRules(english, { adjudicate: true }).map((r) => r.mode); // => ['automatic', 'automatic']
 * drawRules(russian, { russianFederation: true }).length; // => 3
 * drawRules(brazilian, { russianFederation: true }).length; // => 7
 * ```
 */
export function drawRules(variant: Variant, options?: DrawRulesOptions): readonly DrawRule[] {
  expectVariant(variant, 'drawRules');
  expectOptions(options, 'drawRules');
  const alternative = options?.russianFederation === true ? variant.drawRuleAlternatives?.russianFederation : undefined;
  const rules = alternative ?? variant.drawRules;
  // A variant written by hand in plain JavaScript may lack the list: say so, not a TypeError later.
  if (!Array.isArray(rules as unknown))
    throw new CrownheadError(
      'bad-argument',
      `drawRules: expected a Variant with a drawRules array, got ${typeof rules}`,
    );
  if (options?.adjudicate !== true) return rules;
  return rules.map((rule): DrawRule => (rule.mode === 'claim' ? { ...rule, mode: 'automatic' } : rule));
}
