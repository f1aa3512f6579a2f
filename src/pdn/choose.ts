/**
 * Choosing a game's variant by its moves when the file does not settle it: the variants to weigh,
 * in the order that breaks ties, and the words of the `variant-guessed` and
 * `gametype-contradicted` problems. Data and text only; `replay.ts` replays the candidates.
 * @module
 */
import type { Variant } from '../core/variant.js';
import type { DetectedGameType } from './detect.js';
import { gameTypeCandidates } from './detect.js';
import { gameTypeInfo } from './gameType.js';

/** How far a game's mainline replayed under one variant. */
export interface Reach {
  /** The variant. */
  readonly variant: Variant;
  /** Half-moves of the mainline that replayed; -1 when the start (the FEN) could not be read. */
  readonly plies: number;
  /** True when every move of the mainline replayed. */
  readonly complete: boolean;
}

/**
 * The variants of `variants` to weigh for a game, in the order that breaks ties: those of
 * `gameTypeCandidates(detected)` (the game types whose board and numbering fit the squares the game
 * names, the detected one first); for a game that names no square, every one of `variants`, the
 * detected game type (the default, else English) first.
 */
export function variantsToWeigh(variants: readonly Variant[], detected: DetectedGameType): readonly Variant[] {
  // Every game without a GameType tag comes here: the answer is kept per list of variants and
  // list of candidates (`detectGameType` returns one array per family and first member).
  const candidates = gameTypeCandidates(detected);
  let byCandidates = weighOrders.get(variants);
  if (byCandidates === undefined) {
    byCandidates = new Map();
    weighOrders.set(variants, byCandidates);
  }
  const key = candidates ?? detected.gameType;
  let out = byCandidates.get(key);
  if (out === undefined) {
    const order: readonly number[] = candidates ?? [detected.gameType, ...variants.map((v) => v.gameType)];
    const found: Variant[] = [];
    for (const gameType of order) {
      const variant = variants.find((v) => v.gameType === gameType);
      if (variant !== undefined && !found.includes(variant)) found.push(variant);
    }
    out = found;
    byCandidates.set(key, out);
  }
  return out;
}

/** {@link variantsToWeigh}'s answers, per list of variants, then per candidates (or game type). */
const weighOrders = /* @__PURE__ */ new WeakMap<
  readonly Variant[],
  Map<readonly number[] | number, readonly Variant[]>
>();

/** `English draughts (21)`. */
export function named(variant: Variant): string {
  return `${gameTypeInfo(variant.gameType)?.name ?? variant.name} (${variant.gameType})`;
}

/** `stops at ply 3`, `replays every move`, `the FEN cannot be read`. */
function howFar(reach: Reach, total: number): string {
  if (reach.plies < 0) return 'the FEN cannot be read';
  if (reach.complete) return total === 0 ? 'no moves, the start loads' : 'replays every move';
  return `stops at ply ${reach.plies + 1}`;
}

/**
 * The message of the common case, the first candidate replaying every move, per order of
 * candidates (one text for every such game: most games without a tag are so).
 */
const firstFits = /* @__PURE__ */ new WeakMap<readonly Variant[], Map<string, string>>();

/** The candidates as `english (stops at ply 1), italian (replays every move)`, then the untried ones. */
function weighed(order: readonly Variant[], tried: readonly Reach[], total: number): string {
  const parts = tried.map((r) => `${r.variant.key} (${howFar(r, total)})`);
  const rest = order.filter((v) => !tried.some((r) => r.variant === v)).map((v) => v.key);
  const chosen = tried.at(-1);
  if (rest.length > 0 && chosen?.complete === true)
    parts.push(`not replayed, since a tie goes to the earlier: ${rest.join(', ')}`);
  return parts.join('; ');
}

/**
 * The message of `variant-guessed`: the variant taken for a game that names none, why, and the
 * candidates with how far each replayed.
 */
export function guessedMessage(
  chosen: Reach,
  order: readonly Variant[],
  tried: readonly Reach[],
  total: number,
  namedBySquares: boolean,
  shortText = false,
): string {
  if (tried.length !== 1 || !chosen.complete)
    return guessedText(chosen, order, tried, total, namedBySquares, shortText);
  let texts = firstFits.get(order);
  if (texts === undefined) {
    texts = new Map();
    firstFits.set(order, texts);
  }
  const key = `${total === 0}${namedBySquares}`;
  let text = texts.get(key);
  if (text === undefined) {
    text = guessedText(chosen, order, tried, total, namedBySquares, false);
    texts.set(key, text);
  }
  return text;
}

function guessedText(
  chosen: Reach,
  order: readonly Variant[],
  tried: readonly Reach[],
  total: number,
  namedBySquares: boolean,
  shortText: boolean,
): string {
  const why = !namedBySquares
    ? 'the game names no square, and the first of the variants considered is taken'
    : shortText && !chosen.complete
      ? `the moves replay furthest under it (to ply ${chosen.plies}); a text of fewer than ten half-moves whose first move plays is weighed only against the variants on the same board`
      : chosen.complete
        ? 'the first of the variants whose board fits the squares named that replays every move'
        : `the moves replay furthest under it (to ply ${chosen.plies}; ties go to the earlier)`;
  return `no GameType tag says which game this is: read as ${named(chosen.variant)}, ${why}; candidates in order: ${weighed(order, tried, total)}`;
}

/**
 * The message of `gametype-contradicted`: what the tag (or the caller's default) says, how far
 * the moves replay under it, and the variant under which they all replay.
 */
export function contradictedMessage(said: string, stated: Reach | undefined, chosen: Reach, total: number): string {
  const under =
    stated === undefined
      ? ''
      : ` the moves ${stated.plies < 0 ? 'cannot start: the FEN cannot be read for it' : `stop at ply ${stated.plies + 1} under it`};`;
  return `${said}, but${under} all ${total} plies replay as ${named(chosen.variant)}; read as ${chosen.variant.key}`;
}
