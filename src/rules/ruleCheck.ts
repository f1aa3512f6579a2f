/**
 * The one check of an engine factory's arguments against what its generator plays, for callers
 * that bypass the types (plain JavaScript, a cast): the board is a geometry, the rules an object,
 * and every setting of {@link RuleSettings} holds a value the generator plays. A setting the
 * generator does not read must be absent (or its neutral value), so that the rules of another
 * generator (Frisian's orthogonal captures, Turkish's orthogonal moves) are refused rather than
 * silently played as something else.
 * @module
 */
import type { BoardGeometry, RuleSettings } from '../core/variant.js';
import { CrownheadError } from '../core/errors.js';
import { expectBoard, expectObject } from '../core/arguments.js';

/**
 * For each setting, the values an engine plays (`undefined` where the setting may be absent),
 * or, for a number (Frisian's king-move limit), a test and what it wants.
 */
export type SettingsPlayed = {
  readonly [K in keyof RuleSettings]-?:
    | readonly (RuleSettings[K] | undefined)[]
    | { readonly accepts: (value: unknown) => boolean; readonly wants: string };
};

const shown = (value: unknown): string => (value === undefined ? 'undefined' : JSON.stringify(value));

/**
 * Throws a `CrownheadError` (`'bad-argument'`) naming `engine` when `board` is not a board, `rules`
 * not an object (`rulesType` says what it should be), or a setting holds a value `played` does
 * not list: `"<engine> cannot play <setting>: <value> (it plays <values>)"`.
 */
export function checkEngineArguments(
  engine: string,
  board: unknown,
  rules: unknown,
  rulesType: string,
  played: SettingsPlayed,
): asserts board is BoardGeometry {
  expectBoard(board, engine);
  expectObject(rules, 'rules', engine, rulesType);
  const given = rules as Readonly<Record<string, unknown>>;
  for (const key of Object.keys(played) as (keyof RuleSettings)[]) {
    const value = given[key];
    const plays = played[key];
    if (Array.isArray(plays)) {
      const values = plays as readonly unknown[];
      if (!values.includes(value))
        throw new CrownheadError(
          'bad-argument',
          `${engine} cannot play ${key}: ${shown(value)} (it plays ${values.map(shown).join(', ')})`,
        );
    } else {
      const { accepts, wants } = plays as Exclude<typeof plays, readonly unknown[]>;
      if (!accepts(value))
        throw new CrownheadError('bad-argument', `${engine} cannot play ${key}: ${shown(value)} (it plays ${wants})`);
    }
  }
}
