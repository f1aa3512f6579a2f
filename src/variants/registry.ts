/**
 * Finding a variant by key or by PDN GameType. Kept apart from the variant modules: importing
 * one variant does not pull every variant into a bundle.
 * @module
 */
import type { Variant } from '../core/variant.js';
import { english } from './english.js';
import { italian } from './italian.js';
import { international } from './international.js';
import { pool } from './pool.js';
import { russian } from './russian.js';
import { brazilian } from './brazilian.js';
import { canadian } from './canadian.js';
import { spanish } from './spanish.js';
import { portuguese } from './portuguese.js';
import { czech } from './czech.js';
import { turkish } from './turkish.js';
import { thai } from './thai.js';
import { breakthrough } from './breakthrough.js';
import { antidraughts } from './antidraughts.js';
import { frisian } from './frisian.js';
import { frysk } from './frysk.js';

/**
 * Every variant crownhead plays, in PDN GameType order.
 * @example
 * ```ts
 * import { variants } from 'crownhead';
 * variants.map((v) => v.gameType); // => [20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 40, 96, 97, 98]
 * variants.map((v) => v.key); // => ['international', 'english', 'italian', 'pool', 'spanish', 'russian', 'brazilian', 'canadian', 'portuguese', 'czech', 'turkish', 'thai', 'frisian', 'breakthrough', 'frysk', 'antidraughts']
 * ```
 */
export const variants: readonly Variant[] = [
  international,
  english,
  italian,
  pool,
  spanish,
  russian,
  brazilian,
  canadian,
  portuguese,
  czech,
  turkish,
  thai,
  frisian,
  breakthrough,
  frysk,
  antidraughts,
];

/**
 * The variant with this key (`'english'`), or `undefined`.
 * @example
 * ```ts
 * import { variantByKey } from 'crownhead';
 * variantByKey('russian')?.gameType; // => 25
 * variantByKey('chess'); // => undefined
 * ```
 */
export function variantByKey(key: string): Variant | undefined {
  return variants.find((variant) => variant.key === key);
}

/**
 * The variant with this PDN GameType number (docs/sources.md, PDN 3.0: tags (GameType)), or `undefined`.
 * @example
 * ```ts
 * import { variantByGameType } from 'crownhead';
 * variantByGameType(20)?.key; // => 'international'
 * variantByGameType(98)?.key; // => 'antidraughts'
 * variantByGameType(1); // => undefined
 * ```
 */
export function variantByGameType(gameType: number): Variant | undefined {
  return variants.find((variant) => variant.gameType === gameType);
}
