/**
 * The status of a game: ongoing (with the draws the side to move may claim), won, or drawn; and
 * claiming a draw.
 * @module
 */
import type { Color, Move } from '../core/types.js';
import type { Result } from '../core/result.js';
import { err, ok } from '../core/result.js';
import { CrownheadError } from '../core/errors.js';
import type { Outcome } from '../rules/play.js';
import { outcome } from '../rules/play.js';
import { moveEquals } from '../notation/moveText.js';
import type { DrawRule, DrawRuleId } from '../core/drawRules.js';
import type { Game } from './game.js';
import { playMove } from './game.js';
import { automaticDraw, movesRepeating, ruleProgress, ruleReached } from './reached.js';
import { expectMove, expectGame } from '../core/positionArguments.js';

/** A draw the side to move may claim now. */
export interface DrawClaim {
  /** The rule. */
  readonly rule: DrawRuleId;
  /** The rule's source, such as `'WCDF 1.32.2'`. */
  readonly source: string;
  /** True when the draw may be claimed as the position stands. */
  readonly now: boolean;
  /**
   * The moves with which the draw may be claimed: playing one produces the repetition
   * (WCDF 1.32.1). Empty for a claim that needs no move.
   */
  readonly moves: readonly Move[];
}

/** The status of a game. */
export type GameStatus =
  | {
      /** The game goes on. */
      readonly status: 'ongoing';
      /** The draws the side to move may claim now (empty when none). */
      readonly claims: readonly DrawClaim[];
    }
  | {
      /** A side has won. */
      readonly status: 'win';
      /** The side that won. */
      readonly winner: Color;
      /**
       * Why, as `outcome` says it: the side to move has no piece (`'no-pieces'`) or no legal move
       * (`'no-moves'`), which loses (WCDF 1.30, FMJD 7.2) or, in Antidraughts, wins; or a side
       * has crowned a man (`'crowned'`, Breakthrough).
       */
      readonly reason: Outcome['reason'];
    }
  | {
      /** The game is drawn. */
      readonly status: 'draw';
      /** The rule that drew it. */
      readonly rule: DrawRuleId;
      /** The rule's source. */
      readonly source: string;
      /** True when a player claimed it (`claimDraw`), false when the rule is automatic. */
      readonly claimed: boolean;
    };

/**
 * The draws the side to move may claim now, under the game's claim rules. A repetition claim
 * lists the moves that would produce the repetition; it is also claimable `now` when the
 * position on the board has just occurred for the last counted time (see `RepetitionRule`).
 * Empty once the game is over.
 * @example
 * ```ts
 * import { english, drawClaims, newGame, parseFen, playMoveText } from 'crownhead';
 * const fen = parseFen(english, 'B:WK32:BK1');
 * let game = newGame(fen.ok ? fen.value : english);
 * for (const text of ['1-5', '32-27', '5-1', '27-32', '1-5', '32-27', '5-1']) {
 *   const next = playMoveText(game, text);
 *   if (next.ok) game = next.value;
 * }
 * // White may claim with 27-32, which brings the start position back a third time (WCDF 1.32.1):
 * drawClaims(game).map((c) => [c.rule, c.now, c.moves.map((m) => m.path)]); // => [['repetition', false, [[27, 32]]]]
 * ```
 */
export function drawClaims(game: Game): readonly DrawClaim[] {
  expectGame(game, 'drawClaims');
  if (isGameOver(game)) return [];
  return openClaims(game);
}

/** The claims of a game known to go on (not won, not drawn). */
function openClaims(game: Game): readonly DrawClaim[] {
  const claims: DrawClaim[] = [];
  game.rules.forEach((rule, i) => {
    if (rule.mode !== 'claim') return;
    const now = ruleReached(game, i);
    const moves = rule.kind === 'repetition' ? movesRepeating(game, rule.occurrences) : [];
    if (now || moves.length > 0) claims.push({ rule: rule.id, source: rule.source, now, moves });
  });
  return claims;
}

/**
 * The status of the game. A win comes first (`outcome`, by the variant's win condition: a last
 * move that wins is never a draw), then a claimed draw, then the first automatic draw
 * rule reached; otherwise the game is ongoing, with the draws that may be claimed.
 * @example
 * ```ts
 * import { gameStatus, international, newGame, parseFen, playMoveText } from 'crownhead';
 * gameStatus(newGame(international)); // => { status: 'ongoing', claims: [] }
 * // In International draughts a third repetition draws at once (FMJD 6.1):
 * const fen = parseFen(international, 'W:WK46:BK1');
 * let game = newGame(fen.ok ? fen.value : international);
 * for (const text of ['46-41', '1-6', '41-46', '6-1', '46-41', '1-6', '41-46', '6-1']) {
 *   const next = playMoveText(game, text);
 *   if (next.ok) game = next.value;
 * }
 * gameStatus(game); // => { status: 'draw', rule: 'repetition', source: 'FMJD 6.1', claimed: false }
 * ```
 */
export function gameStatus(game: Game): GameStatus {
  expectGame(game, 'gameStatus');
  const end = outcome(game.position);
  if (end !== undefined) return { status: 'win', winner: end.winner, reason: end.reason };
  if (game.claimed !== undefined) {
    return { status: 'draw', rule: game.claimed.rule, source: game.claimed.source, claimed: true };
  }
  const drawn = automaticDraw(game);
  if (drawn !== undefined) return { status: 'draw', rule: drawn.id, source: drawn.source, claimed: false };
  return { status: 'ongoing', claims: openClaims(game) };
}

/** How far each draw rule of the game has run, in rule order. */
export interface DrawProgress {
  /** The rule. */
  readonly rule: DrawRule;
  /**
   * Its count now: occurrences of the position for repetition, plies for `kings-only` and
   * endgame counts in plies, strong-side moves for `'strong-moves'` counts; `undefined` when
   * the material of an endgame rule does not fit.
   */
  readonly count: number | undefined;
  /** The count that reaches the rule. */
  readonly limit: number;
}

/**
 * How far each draw rule has run: for a display of "moves left before the draw".
 * @example
 * ```ts
 * import { drawProgress, international, newGame } from 'crownhead';
 * drawProgress(newGame(international)).map((p) => [p.rule.id, p.count, p.limit]); // => [['repetition', 1, 3], ['kings-only', 0, 50], ['sixteen-move', undefined, 32], ['five-move', undefined, 10]]
 * ```
 */
export function drawProgress(game: Game): readonly DrawProgress[] {
  expectGame(game, 'drawProgress');
  return game.rules.map((rule, i) => {
    const progress = ruleProgress(game, i);
    const limit = rule.kind === 'repetition' ? rule.occurrences : rule.kind === 'kings-only' ? rule.plies : rule.limit;
    return { rule, count: progress?.count, limit };
  });
}

/** Why a draw claim was refused. */
export interface ClaimError {
  /** Always `'claim'`. */
  readonly kind: 'claim';
  /** `not-claimable`: the rule is not one of the claims open now (or not with that move). */
  readonly code: 'not-claimable';
  /** A sentence for people. */
  readonly message: string;
}

/**
 * True when the game has ended: a side has won (`outcome`: by the variant's win condition, such
 * as WCDF 1.30 and FMJD 7.2, where the side to move with no piece or no legal move loses), an automatic draw rule is reached, or a draw was claimed (chess.js
 * `isGameOver()`). A draw that may only be claimed does not end the game until it is claimed
 * (`drawClaims`, `claimDraw`). The same answer as `gameStatus(game).status !== 'ongoing'`,
 * without listing the open claims.
 *
 * @example
 * ```ts
 * import { newGame, isGameOver, parseFen, english } from 'crownhead';
 * isGameOver(newGame(english)); // => false
 * const blocked = parseFen(english, 'W:W5:B1'); // White's only man cannot move: Black has won
 * if (!blocked.ok) throw new Error(blocked.error.message);
 * isGameOver(newGame(blocked.value)); // => true
 * ```
 */
export function isGameOver(game: Game): boolean {
  expectGame(game, 'isGameOver');
  return game.claimed !== undefined || outcome(game.position) !== undefined || automaticDraw(game) !== undefined;
}

/**
 * The rule id a `claimDraw` caller meant: a rule id, or the `rule` of a {@link DrawClaim} that
 * `drawClaims` or `gameStatus` handed out.
 */
function claimRule(rule: unknown): DrawRuleId {
  if (typeof rule === 'string') return rule as DrawRuleId;
  if (typeof rule === 'object' && rule !== null && typeof (rule as { rule?: unknown }).rule === 'string') {
    return (rule as DrawClaim).rule;
  }
  let shown: string;
  try {
    shown = JSON.stringify(rule) ?? String(rule);
  } catch {
    shown = String(rule);
  }
  throw new CrownheadError(
    'bad-argument',
    `claimDraw takes a draw rule id such as 'repetition', or a claim from drawClaims(game) or gameStatus(game).claims; got ${shown}`,
  );
}

/**
 * Claims a draw for the side to move and returns the ended game. `rule` is a rule id
 * (`'repetition'`) or one of the claims that `drawClaims` or `gameStatus` hand out. Without
 * `move`, the claim must be open as the position stands; with `move`, the move is played and the
 * claim made with it (WCDF 1.32.1: a move that produces the position for the third time).
 *
 * Errors: `not-claimable` when the rule is not a claim open now (see `drawClaims`), or `move`
 * is not one of the moves it may be claimed with; the message names the claims that are open.
 * Throws a `CrownheadError` with code `bad-argument` when `rule` is neither a string nor a claim.
 *
 * @example
 * ```ts
 * import { newGame, playMoveText, gameStatus, claimDraw, parseFen, english } from 'crownhead';
 * const start = parseFen(english, 'B:WK1,21:BK32,12');
 * if (!start.ok) throw new Error(start.error.message);
 * let game = newGame(start.value);
 * for (const text of ['32-28', '1-5', '28-32', '5-1', '32-28', '1-5', '28-32', '5-1']) {
 *   const r = playMoveText(game, text);
 *   if (r.ok) game = r.value;
 * }
 * const status = gameStatus(game); // the start position is on the board for the third time
 * const claim = status.status === 'ongoing' ? status.claims[0] : undefined;
 * claim?.source; // => 'WCDF 1.32.1'
 * const claimed = claimDraw(game, claim!); // the claim object, or its rule: 'repetition'
 * claimed.ok && gameStatus(claimed.value); // => { status: 'draw', rule: 'repetition', source: 'WCDF 1.32.1', claimed: true }
 * ```
 */
export function claimDraw(game: Game, rule: DrawRuleId | DrawClaim, move?: Move): Result<Game, ClaimError> {
  expectGame(game, 'claimDraw');
  if (move !== undefined) expectMove(move, 'claimDraw');
  const id = claimRule(rule);
  const open = drawClaims(game);
  const claim = open.find((c) => c.rule === id);
  const refuse = (message: string): Result<Game, ClaimError> => err({ kind: 'claim', code: 'not-claimable', message });
  if (claim === undefined) {
    const list = open.map((c) => `${c.rule} (${c.source})`).join(', ');
    return refuse(
      `no ${id} draw may be claimed now; ${list === '' ? 'no draw may be claimed now' : `open claims: ${list}`}`,
    );
  }
  if (move === undefined) {
    if (!claim.now) return refuse(`a ${id} draw may be claimed only with a move that repeats the position`);
    return ok({ ...game, claimed: { rule: id, source: claim.source } });
  }
  const with_ = claim.moves.find((m) => moveEquals(m, move));
  if (with_ === undefined) return refuse(`that move does not open a ${id} claim`);
  return ok({ ...playMove(game, move), claimed: { rule: id, source: claim.source } });
}
