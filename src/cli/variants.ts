/**
 * The variants the command knows, by the name given to `--variant`: every variant of the
 * registry, by its key, English first (the default).
 * @module
 */
import type { Variant } from '../index.js';
import { english, variants } from '../index.js';
import { UsageError } from './errors.js';

/** `--variant` names (the variant keys) and their variants. The first entry is the default. */
const VARIANTS: ReadonlyArray<readonly [string, Variant]> = [
  ['english', english],
  ...variants.filter((variant) => variant !== english).map((variant) => [variant.key, variant] as const),
];

/** The variant used when `--variant` is not given. */
export const DEFAULT_VARIANT = VARIANTS[0]![0];

/** The accepted `--variant` names, in table order. */
export function variantNames(): string[] {
  return VARIANTS.map(([name]) => name);
}

/**
 * The variant named `name` (the default one when `name` is `undefined`).
 * Throws a {@link UsageError} for an unknown name.
 */
export function lookupVariant(name: string | undefined): Variant {
  const key = name ?? DEFAULT_VARIANT;
  const found = VARIANTS.find(([n]) => n === key);
  if (found === undefined) {
    throw new UsageError(`unknown variant ${JSON.stringify(key)} (known: ${variantNames().join(', ')})`);
  }
  return found[1];
}

/**
 * `--variant KEY` of the commands that read PDN files (`validate`, `pdn`, `export`, `render
 * --pdn`): the GameType of the games without a GameType tag (`ReplayOptions.defaultGameType`), or
 * `undefined` without the option. A game with a GameType tag keeps it (docs/cli.md).
 * Throws a {@link UsageError} for an unknown name.
 */
export function defaultGameTypeOption(name: string | undefined): number | undefined {
  return name === undefined ? undefined : lookupVariant(name).gameType;
}
