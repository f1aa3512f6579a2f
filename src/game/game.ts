/**
 * The game record: an immutable value holding the start position, every move played with the
 * position after it, the tags, and the draw rules in force. `playMove` returns a new game and
 * `undo` the earlier one; nothing is ever changed in place.
 *
 * The plies form a linked list that games share (each ply points to the one before), so
 * `playMove` and `undo` cost the same at ply 10 and at ply 1000, and a game that branches off
 * an earlier one shares its history. `gameMoves` and `gamePositions` give the arrays.
 * @module
 */
import type { Move } from '../core/types.js';
import type { Position } from '../core/position.js';
import type { Variant } from '../core/variant.js';
import type { MoveError } from '../core/errors.js';
import type { Result } from '../core/result.js';
import { CrownheadError } from '../core/errors.js';
import { err, ok } from '../core/result.js';
import { play } from '../rules/play.js';
import { positionEquals, startPosition } from '../rules/position.js';
import type { ResolveOptions } from '../notation/moveText.js';
import { parseMove } from '../notation/moveText.js';
import type { PositionHash } from './hash.js';
import { positionHash, updateHash } from './hash.js';
import type { DrawRule, DrawRuleId } from '../core/drawRules.js';
import type { DrawRulesOptions } from './drawRules.js';
import { drawRules } from './drawRules.js';
import type { RuleCounts } from './counts.js';
import { halfmoveClockOf, initialCounts, nextCounts } from './counts.js';
import type { FenCounters } from '../notation/fen.js';
import { automaticDraw } from './reached.js';
import { copyTags, setTag } from './tags.js';
import { expectText, expectObject, expectOptions, expectArray, refuse } from '../core/arguments.js';
import { expectVariantOrPosition, expectMove, expectGame, isVariantLike } from '../core/positionArguments.js';

/**
 * PDN tags of a game (`Event`, `White`, `Result` ...), by name, in the order they were set. A
 * plain object in which every tag is an own property, whatever its name: a tag named
 * `__proto__`, `constructor` or `toString` is kept like any other, through PDN, plain data, JSON
 * and `structuredClone` (docs/reliability.md, "Tags are data"). Ask whether a tag is set with
 * `Object.hasOwn(game.tags, name)`: `name in game.tags` and `game.tags[name]` also see what
 * every object inherits (`game.tags.constructor` is `Object` when no such tag is set).
 */
export type GameTags = Readonly<Record<string, string>>;

/** One ply of a game: the position after it, the move that made it, and the state for the draw rules. */
export interface GamePly {
  /** The number of moves played to reach this position (0 for the start). */
  readonly ply: number;
  /** The position after the move. */
  readonly position: Position;
  /** The move that led here, `undefined` at the start. */
  readonly move: Move | undefined;
  /** The ply before, `undefined` at the start. */
  readonly previous: GamePly | undefined;
  /** The position's hash (see `positionHash`), updated from the previous ply's. */
  readonly hash: PositionHash;
  /** The counters the draw rules read. */
  readonly counts: RuleCounts;
}

/** A draw that a player claimed (see `claimDraw`). */
export interface ClaimedDraw {
  /** The rule the draw was claimed under. */
  readonly rule: DrawRuleId;
  /** The rule's source, such as `'WCDF 1.32.1'`. */
  readonly source: string;
}

/** An immutable game: where it started, what was played, its tags and its draw rules. */
export interface Game {
  /** The rules the game is played under. */
  readonly variant: Variant;
  /** The PDN tags. */
  readonly tags: GameTags;
  /** The draw rules in force (by default `drawRules(variant)`). */
  readonly rules: readonly DrawRule[];
  /** The start position. */
  readonly start: Position;
  /** The position now. */
  readonly position: Position;
  /** The number of moves played. */
  readonly ply: number;
  /** The last ply (its `previous` links lead back to the start). */
  readonly last: GamePly;
  /** A draw claimed at the current ply, which ends the game. */
  readonly claimed?: ClaimedDraw;
  /**
   * The counters the game started with (`GameOptions.counters`: lidraughts' FEN `:H` and `:F`),
   * when it was given some; absent otherwise. `gameCounters` gives them at the current ply.
   */
  readonly counters?: FenCounters;
}

/** Options of {@link newGame}. */
export interface GameOptions {
  /** The draw rules (default: `drawRules(variant, drawRulesOptions)`). */
  readonly rules?: readonly DrawRule[];
  /** Options for the default draw rules (ignored when `rules` is given). */
  readonly drawRulesOptions?: DrawRulesOptions;
  /** The tags (default none). */
  readonly tags?: GameTags;
  /**
   * Where the start stands in a longer game, as lidraughts' FEN says it (`parseFenRecord`):
   * `halfmoveClock`, the plies the draw count in force had run before the start (the draw-rule
   * counts begin that far back; see docs/guides/games.md), and `fullmoveNumber`, the number of
   * the first move (PDN move numbers start there). Default: no history, move 1.
   */
  readonly counters?: FenCounters;
}

/**
 * A new game from `start`, a position or a variant (its start position), with no move played.
 * The draw rules default to the variant's (`drawRules`); their counts start here.
 * @example
 * ```ts
 * import { english, newGame, parseFen, formatFen } from 'crownhead';
 * const game = newGame(english, { tags: { Event: 'Club night' } });
 * game.ply; // => 0
 * formatFen(game.position); // => 'B:W21-32:B1-12'
 * // From a position, with no draw rules at all:
 * const fen = parseFen(english, 'W:WK26:B14,15,22,23');
 * if (fen.ok) newGame(fen.value, { rules: [] }).rules; // => []
 * ```
 */
export function newGame(start: Position | Variant, options?: GameOptions): Game {
  expectVariantOrPosition(start, 'newGame');
  expectGameOptions(options, 'newGame');
  const position = isVariantLike(start) ? startPosition(start) : start;
  const rules = options?.rules ?? drawRules(position.variant, options?.drawRulesOptions);
  const counters = readCounters(options?.counters);
  const first: GamePly = {
    ply: 0,
    position,
    move: undefined,
    previous: undefined,
    hash: positionHash(position),
    counts: initialCounts(rules, position, counters?.halfmoveClock),
  };
  const game: Game = {
    variant: position.variant,
    tags: copyTags(options?.tags),
    rules,
    start: position,
    position,
    ply: 0,
    last: first,
  };
  return counters === undefined ? game : { ...game, counters };
}

/**
 * Throws `bad-argument` unless `options` is `undefined` or {@link GameOptions} whose fields, when
 * given, have their types: `fn` names the public function that took them (`newGame`, `ballotGame`).
 */
export function expectGameOptions(options: unknown, fn: string): asserts options is GameOptions | undefined {
  expectOptions(options, fn);
  const o = options as GameOptions | undefined;
  if (o?.rules !== undefined) expectArray(o.rules, 'options.rules', fn, 'an array of DrawRule values');
  if (o?.drawRulesOptions !== undefined) expectObject(o.drawRulesOptions, 'options.drawRulesOptions', fn);
  if (o?.tags !== undefined) expectObject(o.tags, 'options.tags', fn, 'an object of tag names to strings');
  if (o?.counters === undefined) return;
  expectObject(o.counters, 'options.counters', fn, 'FenCounters ({ halfmoveClock?, fullmoveNumber? })');
  const { halfmoveClock, fullmoveNumber } = o.counters;
  if (halfmoveClock !== undefined && !(Number.isSafeInteger(halfmoveClock) && halfmoveClock >= 0)) {
    refuse(fn, 'a whole number, 0 or more', halfmoveClock, 'options.counters.halfmoveClock');
  }
  if (fullmoveNumber !== undefined && !(Number.isSafeInteger(fullmoveNumber) && fullmoveNumber >= 1)) {
    refuse(fn, 'a whole number, 1 or more', fullmoveNumber, 'options.counters.fullmoveNumber');
  }
}

/** A copy of the counters given to `newGame` (checked by {@link expectGameOptions}); `undefined` for none. */
function readCounters(counters: FenCounters | undefined): FenCounters | undefined {
  if (counters === undefined) return undefined;
  const { halfmoveClock, fullmoveNumber } = counters;
  if (halfmoveClock === undefined && fullmoveNumber === undefined) return undefined;
  return {
    ...(halfmoveClock === undefined ? {} : { halfmoveClock }),
    ...(fullmoveNumber === undefined ? {} : { fullmoveNumber }),
  };
}

function gameAt(game: Game, last: GamePly): Game {
  const at: Game = {
    variant: game.variant,
    tags: game.tags,
    rules: game.rules,
    start: game.start,
    position: last.position,
    ply: last.ply,
    last,
  };
  return game.counters === undefined ? at : { ...at, counters: game.counters };
}

/**
 * lidraughts' FEN counters of the game now: `halfmoveClock`, the plies the draw count in force
 * has run (while an endgame count of the game's rules runs, the plies since it began; otherwise
 * the plies since the last capture or man move, counting those before the start when
 * `GameOptions.counters` gave some), and `fullmoveNumber`, the number of the move to be played
 * (from the start's, 1 by default, one more after each move of the variant's second player).
 * Write them with `formatFenRecord`.
 * @example
 * ```ts
 * import { gameCounters, international, newGame, playMoveText, formatFenRecord } from 'crownhead';
 * let game = newGame(international);
 * for (const text of ['32-28', '19-23']) {
 *   const next = playMoveText(game, text);
 *   if (next.ok) game = next.value;
 * }
 * gameCounters(game); // => { halfmoveClock: 0, fullmoveNumber: 2 }
 * formatFenRecord({ position: game.position, ...gameCounters(game) }); // => 'W:W28,31,33-50:B1-18,20,23:H0:F2'
 * ```
 */
export function gameCounters(game: Game): Required<FenCounters> {
  expectGame(game, 'gameCounters');
  const firstMove = game.counters?.fullmoveNumber ?? 1;
  // Plies before the start since the last move of the second player: 1 when the second player
  // is to move at the start (its move will end the start's move number), else 0.
  const offset = game.start.turn === game.variant.firstPlayer ? 0 : 1;
  return {
    halfmoveClock: halfmoveClockOf(game.last.counts, game.ply),
    fullmoveNumber: firstMove + Math.floor((game.ply + offset) / 2),
  };
}

/**
 * The game after `move`. The input game is unchanged.
 *
 * Errors: throws a `CrownheadError` with code `illegal-move` when the move is not legal in the
 * current position (turn outside input into a move with `playMoveText` or `parseMove` first),
 * and with code `game-over` when the game has ended by a draw (automatic or claimed). A won
 * game has no legal move, so any move is `illegal-move`.
 * @example
 * ```ts
 * import { english, legalMoves, newGame, playMove, formatFen } from 'crownhead';
 * const game = newGame(english);
 * const next = playMove(game, legalMoves(game.position)[4]!); // 11-15
 * next.ply; // => 1
 * formatFen(next.position); // => 'W:W21-32:B1-10,12,15'
 * game.ply; // => 0
 * ```
 */
export function playMove(game: Game, move: Move): Game {
  expectGame(game, 'playMove');
  expectMove(move, 'playMove');
  if (game.claimed !== undefined) {
    throw new CrownheadError('game-over', `the game is over: draw claimed (${game.claimed.source})`);
  }
  const drawn = automaticDraw(game);
  if (drawn !== undefined) throw new CrownheadError('game-over', `the game is over: drawn by ${drawn.source}`);
  return extendGame(game, move, play(game.position, move));
}

/**
 * The game after `move`, given the position it leads to (already played and checked by the
 * caller, such as a replay); no check that the game goes on.
 */
export function extendGame(game: Game, move: Move, position: Position): Game {
  const before = game.last;
  const ply = before.ply + 1;
  const last: GamePly = {
    ply,
    position,
    move,
    previous: before,
    hash: updateHash(before.hash, before.position, position),
    counts: nextCounts(game.rules, before.counts, before.position, move, position, ply),
  };
  return gameAt(game, last);
}

/** Why move text could not be played in a game (see {@link playMoveText}). */
export interface GameMoveError {
  /** Always `'game-move'`. */
  readonly kind: 'game-move';
  /** `syntax`, `off-board`, `illegal` or `ambiguous` (from `parseMove`), or `game-over`. */
  readonly code: MoveError['code'] | 'game-over';
  /** A sentence for people. */
  readonly message: string;
  /** The ply the move would have been (1 for the first move of the record). */
  readonly ply: number;
  /** The text of the move. */
  readonly text: string;
  /** The move error, for `syntax`, `off-board`, `illegal` and `ambiguous` (offset, candidates). */
  readonly cause?: MoveError;
}

/**
 * Reads move text (`11-15`, `23x14`, a path) against the current position and plays it.
 * Never throws on bad text.
 *
 * Errors: `syntax`, `off-board`, `illegal`, `ambiguous` as `parseMove` gives them, and `game-over` when the
 * game has ended (won, drawn automatically, or a draw claimed); each with the ply it would have been.
 * @example
 * ```ts
 * import { english, newGame, playMoveText } from 'crownhead';
 * const game = newGame(english);
 * playMoveText(game, '11-15').ok; // => true
 * const wrong = playMoveText(game, '22-18'); // White's move, but Black moves first
 * if (!wrong.ok) [wrong.error.code, wrong.error.ply]; // => ['illegal', 1]
 * ```
 */
export function playMoveText(game: Game, text: string, options?: ResolveOptions): Result<Game, GameMoveError> {
  expectGame(game, 'playMoveText');
  expectText(text, 'text', 'playMoveText');
  expectOptions(options, 'playMoveText');
  const ply = game.ply + 1;
  const drawn = game.claimed ?? automaticDraw(game);
  if (drawn !== undefined) {
    return err({
      kind: 'game-move',
      code: 'game-over',
      message: `the game is over: drawn by ${drawn.source}`,
      ply,
      text,
    });
  }
  const move = parseMove(game.position, text, options);
  if (!move.ok) {
    return err({ kind: 'game-move', code: move.error.code, message: move.error.message, ply, text, cause: move.error });
  }
  return ok(playMove(game, move.value));
}

/**
 * The game before its last move, or before its draw claim when one was made (the claim is
 * undone first). `undo(playMove(game, move))` equals `game`.
 *
 * Errors: throws a `CrownheadError` with code `bad-argument` when no move has been played.
 * @example
 * ```ts
 * import { english, gameEquals, newGame, playMoveText, undo } from 'crownhead';
 * const game = newGame(english);
 * const next = playMoveText(game, '11-15');
 * if (next.ok) gameEquals(undo(next.value), game); // => true
 * ```
 */
export function undo(game: Game): Game {
  expectGame(game, 'undo');
  if (game.claimed !== undefined) return gameAt(game, game.last);
  const previous = game.last.previous;
  if (previous === undefined) throw new CrownheadError('bad-argument', 'nothing to undo: no move has been played');
  return gameAt(game, previous);
}

/** The plies from the start to now, oldest first. */
function plies(game: Game): GamePly[] {
  const out: GamePly[] = [];
  for (let p: GamePly | undefined = game.last; p !== undefined; p = p.previous) out.push(p);
  return out.reverse();
}

/**
 * The moves played, in order.
 * @example
 * ```ts
 * import { ballotGame, gameMoves } from 'crownhead';
 * const ballot = ballotGame(46); // 9-14 23-18 14x23
 * if (ballot.ok) gameMoves(ballot.value).map((m) => m.path); // => [[9, 14], [23, 18], [14, 23]]
 * ```
 */
export function gameMoves(game: Game): Move[] {
  expectGame(game, 'gameMoves');
  return plies(game)
    .slice(1)
    .map((p) => p.move!);
}

/**
 * The positions of the game: the start, then the position after each move (`gameMoves(game).length + 1` of them).
 * @example
 * ```ts
 * import { ballotGame, gamePositions, formatFen } from 'crownhead';
 * const ballot = ballotGame(46); // 9-14 23-18 14x23
 * if (ballot.ok) gamePositions(ballot.value).map(formatFen).at(-1); // => 'W:W21,22,24-32:B1-8,10-12,23'
 * ```
 */
export function gamePositions(game: Game): Position[] {
  expectGame(game, 'gamePositions');
  return plies(game).map((p) => p.position);
}

/**
 * The game with tags set: each entry of `tags` sets that tag, and an entry whose value is
 * `undefined` removes it. Tags not named are kept, in their order.
 * @example
 * ```ts
 * import { english, newGame, setTags } from 'crownhead';
 * const game = setTags(newGame(english), { Event: 'Club night', White: 'Long' });
 * game.tags; // => { Event: 'Club night', White: 'Long' }
 * setTags(game, { White: undefined, Black: 'Tinsley' }).tags; // => { Event: 'Club night', Black: 'Tinsley' }
 * ```
 */
export function setTags(game: Game, tags: Readonly<Record<string, string | undefined>>): Game {
  expectGame(game, 'setTags');
  expectObject(tags, 'tags', 'setTags', 'an object of tag names to strings');
  const next = copyTags(game.tags);
  for (const [name, value] of Object.entries(tags)) {
    if (value === undefined) delete next[name];
    else setTag(next, name, value);
  }
  return { ...game, tags: next };
}

/**
 * Deep equality of plain data (draw rules, a claim): same keys in any order, same values. Unlike
 * comparing `JSON.stringify` texts it does not depend on the order in which fields were written,
 * and it tells `Infinity` (a count with no maximum) from `null`.
 */
function plainEquals(a: unknown, b: unknown): boolean {
  // Pairs still to compare: an explicit stack, so no nesting of the data is too deep
  // (docs/reliability.md, "No recursion").
  const pending: Array<readonly [unknown, unknown]> = [[a, b]];
  while (pending.length > 0) {
    const [x, y] = pending.pop()!;
    if (Object.is(x, y)) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
    if (Array.isArray(x) !== Array.isArray(y)) return false;
    const keysX = Object.keys(x);
    if (keysX.length !== Object.keys(y).length) return false;
    const rx = x as Record<string, unknown>;
    const ry = y as Record<string, unknown>;
    for (const k of keysX) {
      if (!Object.hasOwn(ry, k)) return false;
      pending.push([rx[k], ry[k]]);
    }
  }
  return true;
}

function sameMovePath(a: Move, b: Move): boolean {
  return (
    a.path.length === b.path.length &&
    a.path.every((sq, i) => sq === b.path[i]) &&
    a.captured.length === b.captured.length &&
    a.captured.every((sq, i) => sq === b.captured[i])
  );
}

/**
 * True when two games are the same record: same variant, start position, start counters
 * (`Game.counters`), moves (paths and captures), tags (in any order), draw rules and claim.
 * @example
 * ```ts
 * import { english, gameEquals, newGame, playMoveText } from 'crownhead';
 * const a = playMoveText(newGame(english), '11-15');
 * const b = playMoveText(newGame(english), '11-15');
 * if (a.ok && b.ok) gameEquals(a.value, b.value); // => true
 * ```
 */
export function gameEquals(a: Game, b: Game): boolean {
  expectGame(a, 'gameEquals', 'a');
  expectGame(b, 'gameEquals', 'b');
  if (a === b) return true;
  if (a.variant !== b.variant || a.ply !== b.ply || !positionEquals(a.start, b.start)) return false;
  if (!plainEquals(a.claimed, b.claimed) || !plainEquals(a.counters, b.counters)) return false;
  if (a.rules !== b.rules && !plainEquals(a.rules, b.rules)) return false;
  const tagsA = Object.keys(a.tags);
  if (
    tagsA.length !== Object.keys(b.tags).length ||
    tagsA.some((t) => !Object.hasOwn(b.tags, t) || a.tags[t] !== b.tags[t])
  )
    return false;
  let p: GamePly | undefined = a.last;
  let q: GamePly | undefined = b.last;
  while (p !== undefined && q !== undefined && p !== q) {
    if (p.move !== q.move && (p.move === undefined || q.move === undefined || !sameMovePath(p.move, q.move)))
      return false;
    p = p.previous;
    q = q.previous;
  }
  return true;
}
