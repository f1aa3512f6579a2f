/**
 * Which draw rules a game has reached: repetition counts (hashes first, then the positions
 * compared) and the move counts.
 * @module
 */
import type { Move } from '../core/types.js';
import type { Position } from '../core/position.js';
import { positionEquals } from '../rules/position.js';
import { legalMoves, play } from '../rules/play.js';
import type { PositionHash } from './hash.js';
import { hashEquals, updateHash } from './hash.js';
import type { DrawRule } from '../core/drawRules.js';
import { endgameProgress } from './counts.js';
import { captureAtHand } from './captureAtHand.js';
import type { Game, GamePly } from './game.js';
import { expectGame } from '../core/positionArguments.js';

/**
 * How many times `position` (hash `hash`) has stood in the game among the plies from `from`
 * back to the start of the current quiet run, stepping two plies at a time (the same side to
 * move). Equal hashes are confirmed by comparing the positions.
 */
function occurrences(from: GamePly | undefined, oldest: number, hash: PositionHash, position: Position): number {
  let count = 0;
  for (let p = from; p !== undefined && p.ply >= oldest; p = p.previous?.previous) {
    if (hashEquals(p.hash, hash) && positionEquals(p.position, position)) count++;
  }
  return count;
}

/**
 * How many times the current position (the same pieces and the same side to move) has occurred
 * in the game, this time included (1 for a position that is new).
 * @example
 * ```ts
 * import { english, newGame, parseFen, playMoveText, repetitionCount } from 'crownhead';
 * // Two kings shuffle back and forth: the position of the start comes back twice.
 * const fen = parseFen(english, 'B:WK32:BK1');
 * let game = newGame(fen.ok ? fen.value : english);
 * for (const text of ['1-5', '32-27', '5-1', '27-32', '1-5', '32-27', '5-1', '27-32']) {
 *   const next = playMoveText(game, text);
 *   if (next.ok) game = next.value;
 * }
 * game.ply; // => 8
 * repetitionCount(game); // => 3
 * ```
 */
export function repetitionCount(game: Game): number {
  expectGame(game, 'repetitionCount');
  const last = game.last;
  return occurrences(last, last.ply - last.counts.quiet, last.hash, last.position);
}

/**
 * The legal moves (one per distinct move) of the side to move that would make the current
 * quiet run bring a position back for the `times`-th time.
 */
export function movesRepeating(game: Game, times: number): Move[] {
  const last = game.last;
  const oldest = last.ply - last.counts.quiet;
  return legalMoves(last.position).filter((move) => {
    // A capture or a man move makes a position that cannot have occurred before.
    if (move.captured.length > 0 || !last.position.kings.has(move.from)) return false;
    const next = play(last.position, move);
    const hash = updateHash(last.hash, last.position, next);
    return occurrences(last.previous, oldest, hash, next) + 1 >= times;
  });
}

/**
 * What the rules read at the current ply beyond its counters, each worked out at most once
 * whatever the number of rules (a game may hold many rules of one kind): the repetition count
 * walks the quiet run, and a capture at hand generates moves.
 */
interface PlyFacts {
  repetitions(): number;
  captureAtHand(): boolean;
}

function plyFacts(game: Game, repetitions: number | undefined): PlyFacts {
  let count = repetitions;
  let capture: boolean | undefined;
  return {
    repetitions: () => (count ??= repetitionCount(game)),
    captureAtHand: () => (capture ??= captureAtHand(game.last.position)),
  };
}

function progressOf(
  game: Game,
  index: number,
  facts: PlyFacts,
): { readonly count: number; readonly limit: number } | undefined {
  const rule = game.rules[index]!;
  const last = game.last;
  switch (rule.kind) {
    case 'repetition':
      return { count: facts.repetitions(), limit: rule.occurrences };
    case 'kings-only':
      return { count: last.counts.quiet, limit: rule.plies };
    case 'endgame': {
      const running = last.counts.endgames[index];
      if (running === undefined) return undefined;
      if (rule.unless === 'capture-at-hand' && facts.captureAtHand()) return undefined;
      return { count: endgameProgress(rule, running, last.ply, last.position.turn), limit: rule.limit };
    }
  }
}

/** How far a rule's count has run now and the count that reaches it (`undefined` when it is not running). */
export function ruleProgress(
  game: Game,
  index: number,
): { readonly count: number; readonly limit: number } | undefined {
  return progressOf(game, index, plyFacts(game, undefined));
}

/** True when the rule at `index` is reached in the current position (for a claim: claimable now, without a move). */
export function ruleReached(game: Game, index: number): boolean {
  const progress = ruleProgress(game, index);
  return progress !== undefined && progress.count >= progress.limit;
}

/**
 * The first automatic draw rule the game has reached, or `undefined`. `repetitions` is the
 * current position's repetition count when the caller keeps it (a replay's `RepetitionTable`);
 * otherwise it is counted, once for all the rules.
 */
export function automaticDraw(game: Game, repetitions?: number): DrawRule | undefined {
  const facts = plyFacts(game, repetitions);
  for (let i = 0; i < game.rules.length; i++) {
    const rule = game.rules[i]!;
    if (rule.mode !== 'automatic') continue;
    const progress = progressOf(game, i, facts);
    if (progress !== undefined && progress.count >= progress.limit) return rule;
  }
  return undefined;
}
