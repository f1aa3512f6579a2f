/**
 * Games as plain data, and back: a `Game` holds its variant (functions) and a linked list of
 * plies with hashes and counters, so it cannot be cloned or stored as it is. Its data form keeps
 * what makes the record (variant key, start FEN, moves, tags, draw rules, a claimed draw) and
 * reviving replays every move with the rules, so the counters and hashes are rebuilt, never
 * trusted.
 * @module
 */
import type { Variant } from '../core/variant.js';
import type { DataError } from '../core/errors.js';
import type { Result } from '../core/result.js';
import { err, ok } from '../core/result.js';
import { formatFen, formatFenRecord } from '../notation/fen.js';
import type { MoveData } from '../notation/data.js';
import {
  dataError,
  expectVariantsOption,
  findVariant,
  isRecord,
  moveToData,
  readDataFen,
  readDataMove,
} from '../notation/data.js';
import type {
  AnyMaterialCondition,
  OnePieceEachCondition,
  DrawRule,
  DrawRuleId,
  EndgameRule,
  KingsBothSidesCondition,
  KingsOnlyRule,
  LoneKingCondition,
  MaterialCondition,
  RepetitionRule,
} from '../core/drawRules.js';
import { drawRules } from './drawRules.js';
import type { ClaimedDraw, Game, GameTags } from './game.js';
import { extendGame, gameMoves, newGame, undo } from './game.js';
import { automaticDraw } from './reached.js';
import { RepetitionTable } from './repetitions.js';
import { copyTags, setTag } from './tags.js';
import { claimDraw } from './status.js';
import { expectGame } from '../core/positionArguments.js';

/** A lone-king condition as data: `maxPieces` is `null` for "no maximum" (`Infinity`, which JSON cannot hold). */
export interface LoneKingConditionData extends Omit<LoneKingCondition, 'maxPieces'> {
  /** The most pieces of the strong side, or `null` for no maximum. */
  readonly maxPieces: number | null;
}

/** A material condition as data. */
export type MaterialConditionData =
  LoneKingConditionData | KingsBothSidesCondition | AnyMaterialCondition | OnePieceEachCondition;

/** An endgame rule as data (its material as {@link MaterialConditionData}). */
export interface EndgameRuleData extends Omit<EndgameRule, 'material'> {
  /** The material in which the count runs. */
  readonly material: MaterialConditionData;
}

/**
 * A draw rule as data: the `DrawRule` itself, except that an unbounded `maxPieces` (`Infinity`,
 * which `JSON.stringify` would turn into `null` silently) is written `null` on purpose.
 */
export type DrawRuleData = RepetitionRule | KingsOnlyRule | EndgameRuleData;

/**
 * A game as plain data, safe for JSON and `structuredClone`: the variant's key, the start FEN,
 * the moves as plain moves, the tags, the draw rules and a claimed draw. The game's position,
 * hashes and draw counters are not stored: reviving replays the moves.
 */
export interface GameData {
  /** The variant's key, such as `'english'`. */
  readonly variant: string;
  /**
   * The start position in FEN (`formatFen`), with the game's start counters as lidraughts writes
   * them (`:H<n>:F<n>`, `formatFenRecord`) when it has some (`Game.counters`).
   */
  readonly start: string;
  /** The moves played, in order. */
  readonly moves: readonly MoveData[];
  /** The PDN tags (none when absent). */
  readonly tags?: GameTags;
  /** The draw rules (the variant's defaults, `drawRules(variant)`, when absent). */
  readonly rules?: readonly DrawRuleData[];
  /** A draw claimed at the last ply, which ended the game. */
  readonly claimed?: ClaimedDraw;
}

function conditionToData(material: MaterialCondition): MaterialConditionData {
  if (material.kind !== 'lone-king') return { ...material };
  return { ...material, maxPieces: material.maxPieces === Infinity ? null : material.maxPieces };
}

function ruleToData(rule: DrawRule): DrawRuleData {
  return rule.kind === 'endgame' ? { ...rule, material: conditionToData(rule.material) } : { ...rule };
}

/**
 * The plain-data form of a game: variant key, start FEN, moves, tags, draw rules and claimed
 * draw. Read it back with {@link gameFromData}.
 *
 * @example
 * ```ts
 * import { english, newGame, playMoveText, gameToData } from 'crownhead';
 * const r = playMoveText(newGame(english), '11-15');
 * const data = r.ok ? gameToData(r.value) : undefined;
 * data?.start; // => 'B:W21-32:B1-12'
 * data?.moves; // => [{ from: 11, to: 15, path: [11, 15], captured: [] }]
 * data?.rules?.map((rule) => rule.source); // => ['WCDF 1.32.1', 'WCDF 1.32.2']
 * ```
 */
export function gameToData(game: Game): GameData {
  expectGame(game, 'gameToData');
  const data = {
    variant: game.variant.key,
    start:
      game.counters === undefined ? formatFen(game.start) : formatFenRecord({ position: game.start, ...game.counters }),
    moves: gameMoves(game).map(moveToData),
    tags: copyTags(game.tags),
    rules: game.rules.map(ruleToData),
  };
  return game.claimed === undefined
    ? data
    : { ...data, claimed: { rule: game.claimed.rule, source: game.claimed.source } };
}

type Check<T> = Result<T, DataError>;

/**
 * Limits of {@link gameFromData}, each the most of one part of the data that it revives. Within
 * them reviving costs time and memory in proportion to the data; beyond one the answer is a
 * `budget` error at once, before any move is played. The defaults are far above any game played
 * by people or engines (the longest real records have a few hundred plies, a few dozen tags and
 * at most six draw rules) and equal the PDN reader's for moves and tags.
 */
export interface GameDataLimits {
  /** The most moves (default 100,000, the PDN reader's `maxMoves`). */
  readonly maxMoves?: number;
  /**
   * The most draw rules (default 64). Every rule is looked at after every ply, so this bounds
   * the work per ply.
   */
  readonly maxRules?: number;
  /** The most tags (default 10,000, the PDN reader's `maxTags`). */
  readonly maxTags?: number;
}

/** Options of {@link gameFromData}: the variants the data may name (required), and the limits. */
export interface GameFromDataOptions extends GameDataLimits {
  /** The variants whose key the data may name: `[english]`, or the exported `variants` for all. */
  readonly variants: readonly Variant[];
}

/** The defaults of {@link GameDataLimits}. */
const DATA_LIMITS = { maxMoves: 100_000, maxRules: 64, maxTags: 10_000 } as const;

/** A limit of the caller's, or the default when absent or not a number; else a whole number, at least 0. */
function limitOf(value: number | undefined, fallback: number): number {
  return typeof value !== 'number' || Number.isNaN(value) ? fallback : Math.max(0, Math.floor(value));
}

/** The `budget` error of a part of the data (`at`) holding `size` items, over `limit`. */
function overBudget<T>(at: string, size: number, limit: number, what: string, option: keyof GameDataLimits): Check<T> {
  return err(dataError('budget', `${at} holds ${size} ${what}, more than the limit of ${limit} (${option})`, at));
}

const DRAW_RULE_IDS: readonly DrawRuleId[] = [
  'repetition',
  'kings-only',
  'sixteen-move',
  'five-move',
  'three-kings',
  'balance',
  'long-diagonal',
  'one-piece-each',
  'two-kings',
  'lone-kings',
];

function shape<T>(at: string, message: string): Check<T> {
  return err(dataError('bad-shape', `${at} ${message}`, at));
}

/** A count of the data: an integer from `min` up. */
function count(value: unknown, at: string, min: number): Check<number> {
  return typeof value === 'number' && Number.isInteger(value) && value >= min
    ? ok(value)
    : shape(at, `must be an integer of at least ${min}`);
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], at: string): Check<T> {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? ok(value as T)
    : shape(at, `must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}`);
}

function bool(value: unknown, at: string): Check<boolean> {
  return typeof value === 'boolean' ? ok(value) : shape(at, 'must be true or false');
}

function readCondition(value: unknown, at: string): Check<MaterialCondition> {
  if (!isRecord(value)) return shape(at, 'must be a material condition object');
  const kind = oneOf(value['kind'], ['lone-king', 'kings-both-sides', 'any', 'one-each'] as const, `${at}.kind`);
  if (!kind.ok) return kind;
  if (kind.value === 'any') return ok({ kind: 'any' });
  if (kind.value === 'one-each') return ok({ kind: 'one-each' });
  const minPieces = count(value['minPieces'], `${at}.minPieces`, 0);
  if (!minPieces.ok) return minPieces;
  if (kind.value === 'kings-both-sides') {
    const maxPieces = count(value['maxPieces'], `${at}.maxPieces`, 0);
    if (!maxPieces.ok) return maxPieces;
    return ok({ kind: 'kings-both-sides', minPieces: minPieces.value, maxPieces: maxPieces.value });
  }
  const max = value['maxPieces'] === null ? ok(Infinity) : count(value['maxPieces'], `${at}.maxPieces`, 0);
  if (!max.ok) return max;
  const minKings = count(value['minKings'], `${at}.minKings`, 0);
  if (!minKings.ok) return minKings;
  const kingsOnly = bool(value['kingsOnly'], `${at}.kingsOnly`);
  if (!kingsOnly.ok) return kingsOnly;
  const longDiagonal = bool(value['longDiagonal'], `${at}.longDiagonal`);
  if (!longDiagonal.ok) return longDiagonal;
  return ok({
    kind: 'lone-king',
    minPieces: minPieces.value,
    maxPieces: max.value,
    minKings: minKings.value,
    kingsOnly: kingsOnly.value,
    longDiagonal: longDiagonal.value,
  });
}

/** A draw rule of the data, rebuilt field by field (other fields are not kept). */
function readRule(value: unknown, at: string): Check<DrawRule> {
  if (!isRecord(value)) return shape(at, 'must be a draw rule object');
  const id = oneOf(value['id'], DRAW_RULE_IDS, `${at}.id`);
  if (!id.ok) return id;
  const mode = oneOf(value['mode'], ['automatic', 'claim'] as const, `${at}.mode`);
  if (!mode.ok) return mode;
  const source = value['source'];
  if (typeof source !== 'string') return shape(`${at}.source`, 'must be a string');
  const kind = oneOf(value['kind'], ['repetition', 'kings-only', 'endgame'] as const, `${at}.kind`);
  if (!kind.ok) return kind;
  // Fields in the order of the variants' lists (src/variants/), so that a revived list prints the same.
  if (kind.value === 'repetition') {
    const occurrences = count(value['occurrences'], `${at}.occurrences`, 1);
    return occurrences.ok
      ? ok({ id: id.value, kind: 'repetition', mode: mode.value, source, occurrences: occurrences.value })
      : occurrences;
  }
  if (kind.value === 'kings-only') {
    const plies = count(value['plies'], `${at}.plies`, 1);
    return plies.ok ? ok({ id: id.value, kind: 'kings-only', mode: mode.value, source, plies: plies.value }) : plies;
  }
  const material = readCondition(value['material'], `${at}.material`);
  if (!material.ok) return material;
  // 0: drawn as soon as the material fits (Frisian article 21, `lone-kings`).
  const limit = count(value['limit'], `${at}.limit`, 0);
  if (!limit.ok) return limit;
  const unit = oneOf(value['unit'], ['plies', 'strong-moves'] as const, `${at}.unit`);
  if (!unit.ok) return unit;
  const restart = oneOf(value['restart'], ['entry', 'material'] as const, `${at}.restart`);
  if (!restart.ok) return restart;
  const base = {
    id: id.value,
    kind: 'endgame',
    mode: mode.value,
    source,
    material: material.value,
    limit: limit.value,
    unit: unit.value,
    restart: restart.value,
  } as const;
  if (value['unless'] === undefined) return ok(base);
  if (value['unless'] !== 'capture-at-hand')
    return err(dataError('bad-shape', `${at}.unless must be 'capture-at-hand' when given`, `${at}.unless`));
  return ok({ ...base, unless: 'capture-at-hand' });
}

function readTags(value: unknown, maxTags: number): Check<GameTags> {
  if (value === undefined) return ok({});
  if (!isRecord(value)) return shape('tags', 'must be an object of strings');
  const names = Object.keys(value);
  if (names.length > maxTags) return overBudget('tags', names.length, maxTags, 'tags', 'maxTags');
  const tags: Record<string, string> = {};
  for (const name of names) {
    const text = value[name];
    if (typeof text !== 'string') return shape(`tags[${JSON.stringify(name)}]`, 'must be a string');
    setTag(tags, name, text);
  }
  return ok(tags);
}

function readRules(value: unknown, variant: Variant, maxRules: number): Check<readonly DrawRule[]> {
  if (value === undefined) return ok(drawRules(variant));
  if (!Array.isArray(value)) return shape('rules', 'must be an array of draw rules');
  if (value.length > maxRules) return overBudget('rules', value.length, maxRules, 'draw rules', 'maxRules');
  const rules: DrawRule[] = [];
  for (let i = 0; i < value.length; i++) {
    const rule = readRule(value[i], `rules[${i}]`);
    if (!rule.ok) return rule;
    rules.push(rule.value);
  }
  return ok(rules);
}

/** The game with the data's claimed draw, checked with `claimDraw` at the last ply (or with the last move). */
function readClaim(game: Game, value: unknown): Check<Game> {
  if (!isRecord(value)) return shape('claimed', 'must be an object { rule, source }');
  const rule = oneOf(value['rule'], DRAW_RULE_IDS, 'claimed.rule');
  if (!rule.ok) return rule;
  if (typeof value['source'] !== 'string') return shape('claimed.source', 'must be a string');
  // A claim made without a move, at the last position; or with the last move (a repetition
  // claimed by the move that makes it, WCDF 1.32.1).
  let claimed = claimDraw(game, rule.value);
  const last = game.last.move;
  if (!claimed.ok && last !== undefined) claimed = claimDraw(undo(game), rule.value, last);
  if (!claimed.ok) return err(dataError('bad-claim', `claimed: ${claimed.error.message}`, 'claimed'));
  const source = claimed.value.claimed?.source;
  if (source !== value['source']) {
    return err(
      dataError(
        'bad-claim',
        `claimed.source says ${JSON.stringify(value['source'])} but the game's ${rule.value} rule is ${JSON.stringify(source)}`,
        'claimed.source',
      ),
    );
  }
  return claimed;
}

/**
 * A game from its plain-data form (any value: a parsed JSON text, a message from another
 * thread), with every move replayed and checked: a revived game is one `playMove` could have
 * built. `options.variants` (required) are the candidates for the key (`[english]`, or the
 * exported `variants` for all).
 * `tags` may be left out (none) and `rules` too (the variant's `drawRules`); fields the format
 * does not have are ignored.
 *
 * Reviving costs time and memory in proportion to the data (docs/reliability.md, "Plain
 * data"), within the limits of `options` ({@link GameDataLimits}): at most 100,000 moves, 64 draw rules and
 * 10,000 tags by default. Data over a limit is refused with a `budget` error before any move is
 * played.
 *
 * Errors, each with `at` (where in the data, such as `'moves[3]'`): `bad-shape`,
 * `unknown-variant`, `bad-fen` (the start; `cause` has the FEN error), `illegal-move`,
 * `game-over` (a move after a draw), `bad-claim` (a claimed draw the rules do not allow there),
 * `budget` (`'moves'`, `'rules'` or `'tags'` holds more than its limit).
 * Throws a `CrownheadError` `bad-argument` naming `options.variants` when it is missing or not an
 * array of variants.
 *
 * @example
 * ```ts
 * import { english, gameFromData, gamePositions, formatFen } from 'crownhead';
 * const data = { variant: 'english', start: 'B:W21-32:B1-12', moves: [{ path: [11, 15], captured: [] }, { path: [23, 19], captured: [] }] };
 * const r = gameFromData(JSON.parse(JSON.stringify(data)), { variants: [english] });
 * r.ok && formatFen(r.value.position); // => 'B:W19,21,22,24-32:B1-10,12,15'
 * const bad = gameFromData({ ...data, moves: [{ path: [11, 18], captured: [] }] }, { variants: [english] });
 * bad.ok ? undefined : [bad.error.code, bad.error.at]; // => ['illegal-move', 'moves[0]']
 * const long = gameFromData(data, { variants: [english], maxMoves: 1 });
 * long.ok ? undefined : [long.error.code, long.error.at]; // => ['budget', 'moves']
 * ```
 */
export function gameFromData(data: unknown, options: GameFromDataOptions): Result<Game, DataError> {
  const variants = expectVariantsOption(options, 'gameFromData');
  const limits = options;
  if (!isRecord(data))
    return err(dataError('bad-shape', 'game data must be an object { variant, start, moves, tags, rules }'));
  const variant = findVariant(data['variant'], variants, 'variant');
  if (!variant.ok) return variant;
  const record = readDataFen(variant.value, data['start'], 'start');
  if (!record.ok) return record;
  const { position: start, ...counters } = record.value;
  const tags = readTags(data['tags'], limitOf(limits?.maxTags, DATA_LIMITS.maxTags));
  if (!tags.ok) return tags;
  const rules = readRules(data['rules'], variant.value, limitOf(limits?.maxRules, DATA_LIMITS.maxRules));
  if (!rules.ok) return rules;
  const moves = data['moves'];
  if (!Array.isArray(moves)) return shape('moves', 'must be an array of moves');
  const maxMoves = limitOf(limits?.maxMoves, DATA_LIMITS.maxMoves);
  if (moves.length > maxMoves) return overBudget('moves', moves.length, maxMoves, 'moves', 'maxMoves');
  // lidraughts' counters in the start FEN (`:H`, `:F`) are the game's start counters (none
  // given: newGame keeps none).
  let game = newGame(start, { rules: rules.value, tags: tags.value, counters });
  // The repetition counts are kept as the moves are played: asking `repetitionCount` at each
  // ply would walk the quiet run back each time (quadratic in a long king shuffle).
  const repetitions = new RepetitionTable();
  let repeated = repetitions.add(game.last);
  for (let i = 0; i < moves.length; i++) {
    const at = `moves[${i}]`;
    const drawn = automaticDraw(game, repeated);
    if (drawn !== undefined)
      return err(dataError('game-over', `${at}: the game was already drawn (${drawn.source})`, at));
    const played = readDataMove(game.position, moves[i], at);
    if (!played.ok) return played;
    game = extendGame(game, played.value.move, played.value.after);
    repeated = repetitions.add(game.last);
  }
  return data['claimed'] === undefined ? ok(game) : readClaim(game, data['claimed']);
}
