/**
 * What a PDN result says (docs/sources.md, PDN 3.0: results). Rules-free.
 * @module
 */
import type { Color } from '../core/types.js';
import { opposite } from '../core/types.js';
import { expectText, refuse } from '../core/arguments.js';

/** The meaning of a result value. */
export type PdnOutcome =
  /** One side won. */
  | {
      /** `'win'`. */
      readonly kind: 'win';
      /** The side that won. */
      readonly winner: Color;
    }
  /** A draw: `1/2-1/2`, `1-1` (also `½-½`, `0.5-0.5`). */
  | {
      /** `'draw'`. */
      readonly kind: 'draw';
    }
  /** `0-0`: both players forfeited. */
  | {
      /** `'double-forfeit'`. */
      readonly kind: 'double-forfeit';
    }
  /** `*`: unfinished or unknown. */
  | {
      /** `'unfinished'`. */
      readonly kind: 'unfinished';
    }
  /** Any other value (match scores such as `4-6`, `Plus draw` forms): kept as text. */
  | {
      /** `'other'`. */
      readonly kind: 'other';
    };

/** How the first number of a result is read. */
export type ResultOrder =
  /** The first number belongs to the first player (PDN 2.0, CheckerBoard; the default, section 6 row 2). */
  | 'first-player'
  /** The first number belongs to White, whoever moved first (some chess-habit tools). */
  | 'white-first';

const FIRST_WINS = new Set(['1-0', '2-0']);
const SECOND_WINS = new Set(['0-1', '0-2']);
const DRAWS = new Set(['1/2-1/2', '1-1', '\u00bd-\u00bd', '0.5-0.5']);

/**
 * What a result value means in a game whose first player is `firstPlayer`: `1-0` and `2-0` are
 * a win of the side the first number belongs to (by default the first player: Black in English
 * draughts, White in International), `0-1` and `0-2` of the other side.
 * @example
 * ```ts
 * import { resultMeaning } from 'crownhead/pdn';
 * resultMeaning('1-0', 'black'); // => { kind: 'win', winner: 'black' }
 * resultMeaning('0-2', 'white'); // => { kind: 'win', winner: 'black' }
 * resultMeaning('1-0', 'black', 'white-first'); // => { kind: 'win', winner: 'white' }
 * resultMeaning('1/2-1/2', 'black'); // => { kind: 'draw' }
 * ```
 */
export function resultMeaning(value: string, firstPlayer: Color, order: ResultOrder = 'first-player'): PdnOutcome {
  expectText(value, 'value', 'resultMeaning');
  if (firstPlayer !== 'white' && firstPlayer !== 'black')
    refuse('resultMeaning', "'white' or 'black'", firstPlayer, 'firstPlayer');
  if (order !== 'first-player' && order !== 'white-first')
    refuse('resultMeaning', "'first-player' or 'white-first'", order, 'order');
  return resultMeaningOf(value, firstPlayer, order);
}

/** @internal {@link resultMeaning} without the checks of its arguments, for replay (which reads its own tags). */
export function resultMeaningOf(value: string, firstPlayer: Color, order: ResultOrder): PdnOutcome {
  const v = value.trim();
  const firstNumber: Color = order === 'white-first' ? 'white' : firstPlayer;
  if (FIRST_WINS.has(v)) return { kind: 'win', winner: firstNumber };
  if (SECOND_WINS.has(v)) return { kind: 'win', winner: opposite(firstNumber) };
  if (DRAWS.has(v)) return { kind: 'draw' };
  if (v === '0-0') return { kind: 'double-forfeit' };
  if (v === '*') return { kind: 'unfinished' };
  return { kind: 'other' };
}
