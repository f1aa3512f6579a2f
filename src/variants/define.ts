/**
 * Building a variant from the little that sets it apart. Each variant file states its identity,
 * its board, start, rules and draw rules, and only the defaults it departs from; these builders
 * put the `Variant` value together in one place, so that sixteen files do not repeat its shape
 * and a reader sees at once what makes a variant different.
 *
 * Every builder is pure and every variant file calls it under a `@__PURE__` annotation: a bundle
 * that does not use a variant drops it and its generator (test/bundle-variants.test.ts).
 *
 * Two variants are written out as object literals instead: English and International, whose
 * one-variant bundles are the smallest a program can have and must not grow (the builder costs
 * about 50 bytes gzipped). Their rule settings are written out too, and so are Frisian's (its
 * bundle carries no value of the flying engine, such as `'maximum-pieces'`) and Turkish's (whose
 * `orthogonal` comes first); the others depart from FMJD's or English's ({@link departingFrom}).
 * @module
 */
import type { Color } from '../core/types.js';
import type { BoardGeometry, RuleSettings, RulesEngine, StartSquares, Variant, WinCondition } from '../core/variant.js';
import type { DrawRule, DrawRuleAlternatives } from '../core/drawRules.js';
import type { FlyingRules } from '../rules/flying/engine.js';
import { flyingEngine } from '../rules/flying/engine.js';

/**
 * @internal What a variant states beyond its key, name and GameType. Three fields have the default
 * most variants share, and a variant's file names them only where it departs from it:
 * `firstPlayer` `'white'` (FMJD 3.3 and most federations; English, pool and Thai start with Black),
 * `notation` `'numeric'` (PDN 3.0 square numbers; Russian, Brazilian, Czech and Turkish files
 * write squares algebraically) and `winCondition` `'no-move-loses'` (all but Antidraughts and
 * Breakthrough).
 */
export interface VariantSpec {
  readonly firstPlayer?: Color;
  readonly board: BoardGeometry;
  readonly notation?: 'numeric' | 'algebraic';
  readonly start: StartSquares;
  readonly rules: RuleSettings;
  readonly engine: RulesEngine;
  readonly winCondition?: WinCondition;
  readonly drawRules: readonly DrawRule[];
  readonly drawRuleAlternatives?: DrawRuleAlternatives;
}

/**
 * @internal The variant with this key (`'english'`), name for people and PDN GameType number
 * (docs/sources.md, PDN 3.0: tags (GameType)), and what `spec` states. The defaults stand first
 * with every other field of the `Variant` interface, in its order, so that `spec` fills each in
 * its place and every variant lists its fields in the same order (`drawRuleAlternatives`, which
 * only Russian has, comes last); a single object literal keeps the builder small, since every
 * bundle of a variant but English and International carries it.
 */
export function defineVariant(key: string, name: string, gameType: number, spec: VariantSpec): Variant {
  return { key, name, gameType, ...DEFAULTS_IN_ORDER, ...spec } as Variant;
}

/** The defaults of {@link VariantSpec} and its other fields, in the order of the `Variant` interface. */
const DEFAULTS_IN_ORDER = {
  firstPlayer: 'white',
  board: undefined,
  notation: 'numeric',
  start: undefined,
  rules: undefined,
  engine: undefined,
  winCondition: 'no-move-loses',
} as const;

/**
 * @internal {@link defineVariant} for a variant played by the flying-king engine on its board: the
 * engine is `flyingEngine(board, rules)`, which checks the settings once, when the module loads.
 */
export function flyingVariant(
  key: string,
  name: string,
  gameType: number,
  spec: Omit<VariantSpec, 'engine' | 'rules'> & { readonly rules: FlyingRules },
): Variant {
  return defineVariant(key, name, gameType, { ...spec, engine: flyingEngine(spec.board, spec.rules) });
}

/**
 * @internal The rule settings `base` with those in `changes` put in their place (the keys keep
 * `base`'s order, new ones come after): how a variant's rules say where they depart from another
 * variant's. The literal values of `changes` stay in the type, so that the result still meets an
 * engine's settings type (`FlyingRules`, `TurkishRules`, ...).
 */
export function departingFrom<Base extends RuleSettings, const Changes extends object>(
  base: Base,
  changes: Changes,
): Omit<Base, keyof Changes> & Changes {
  return { ...base, ...changes };
}
