/**
 * The rules that end a game in a draw, as data: which ones each variant has, whether each is
 * automatic or must be claimed, and its counts (docs/sources.md, rules; where sources disagree).
 * Counts are configurable: pass your own list to `newGame` where a federation or a tournament
 * differs from the defaults here.
 *
 * Counting conventions, for every rule below:
 * - Rule texts count "moves" by each player; the counts here are plies (one player's move), so
 *   "25 moves by each player" is 50 plies (docs/sources.md, rules, counting notes).
 * - The counts start at the start position of the game record: a game set up from a FEN knows
 *   no earlier history, unless `newGame` is given lidraughts' halfmove clock (`GameOptions.counters`,
 *   from a FEN's `:H`), which starts them that many plies back (src/game/counts.ts).
 * @module
 */
import type { Variant } from '../core/variant.js';
import { expectVariant, expectOptions } from '../core/arguments.js';

/** Whether reaching a rule ends the game at once, or lets the side to move claim the draw. */
export type DrawMode = 'automatic' | 'claim';

/**
 * The name of a draw rule, as reported by the game status:
 * - `repetition`: the same position (pieces and side to move) for the n-th time.
 * - `kings-only`: a run of plies in which only kings moved and nothing was captured.
 * - `sixteen-move`, `five-move`: the FMJD (6.3, 6.4) and FMJD-64 (7.2.8) counts with a lone king.
 * - `three-kings`: three or more kings against a lone king (FMJD-64 7.2.4, Canadian, pool).
 * - `balance`: both sides have kings and the balance of pieces has not changed (FMJD-64 7.2.6).
 * - `long-diagonal`: a lone king holding the long diagonal (FMJD-64 7.2.7).
 * - `one-piece-each`: a single piece, man or king, on each side (Turkish).
 * - `two-kings`: two kings against a lone king must win within 7 moves (Frisian article 18).
 * - `lone-kings`: a single king each is a draw unless a capture is at hand (Frisian article 21).
 */
export type DrawRuleId =
  | 'repetition'
  | 'kings-only'
  | 'sixteen-move'
  | 'five-move'
  | 'three-kings'
  | 'balance'
  | 'long-diagonal'
  | 'one-piece-each'
  | 'two-kings'
  | 'lone-kings';

/** What every draw rule has. */
interface DrawRuleBase {
  /** The rule's name. */
  readonly id: DrawRuleId;
  /** Automatic (the game is drawn) or a claim (the side to move may claim the draw). */
  readonly mode: DrawMode;
  /** Where the rule comes from, such as `'FMJD 6.1'` or `'WCDF 1.32.1'`. */
  readonly source: string;
}

/**
 * Repetition: the position (the pieces and the side to move) occurs for the `occurrences`-th
 * time in the game. Positions with the other side to move never count.
 *
 * As a claim (English, WCDF 1.32.1) it may be claimed by the side to move when one of its legal
 * moves would produce the position for the `occurrences`-th time (the wording of 1.32.1), and
 * also when the position on the board has just occurred for the `occurrences`-th time, so that
 * the claim is not lost one ply later (our decision; chess's FIDE 9.2 allows both).
 */
export interface RepetitionRule extends DrawRuleBase {
  /** Always `'repetition'`. */
  readonly kind: 'repetition';
  /** The occurrence that draws: 3 everywhere (the third time the position stands on the board). */
  readonly occurrences: number;
}

/**
 * No progress: `plies` consecutive plies in each of which a king moved without capturing. A man
 * move (which in every variant here is an advance, and includes a crowning move) or any capture
 * starts the count again (WCDF 1.32.2, FMJD 6.2, FMJD-64 7.2.5).
 */
export interface KingsOnlyRule extends DrawRuleBase {
  /** Always `'kings-only'`. */
  readonly kind: 'kings-only';
  /** The number of plies that draws (English 80, International 50, Russian/Brazilian 30). */
  readonly plies: number;
}

/**
 * One side has a single piece, a king (the "weak" side); the other ("strong") side has between
 * `minPieces` and `maxPieces` pieces, at least `minKings` of them kings. When both sides are
 * lone kings either may be the weak one.
 */
export interface LoneKingCondition {
  /** Always `'lone-king'`. */
  readonly kind: 'lone-king';
  /** The fewest pieces of the strong side. */
  readonly minPieces: number;
  /** The most pieces of the strong side (`Infinity` for "or more"). */
  readonly maxPieces: number;
  /** The fewest kings among them. */
  readonly minKings: number;
  /** The strong side has only kings. */
  readonly kingsOnly: boolean;
  /** The lone king stands on the long diagonal (from the bottom-left corner: a1-h8 on 8x8). */
  readonly longDiagonal: boolean;
}

/** Both sides have at least one king, and the board holds `minPieces` to `maxPieces` pieces in all. */
export interface KingsBothSidesCondition {
  /** Always `'kings-both-sides'`. */
  readonly kind: 'kings-both-sides';
  /** The fewest pieces on the board. */
  readonly minPieces: number;
  /** The most pieces on the board. */
  readonly maxPieces: number;
}

/** Any material. */
export interface AnyMaterialCondition {
  /** Always `'any'`. */
  readonly kind: 'any';
}

/** One piece on each side, man or king (Turkish). */
export interface OnePieceEachCondition {
  /** Always `'one-each'`. */
  readonly kind: 'one-each';
}

/** Material in which an endgame count runs. */
export type MaterialCondition = LoneKingCondition | KingsBothSidesCondition | AnyMaterialCondition | OnePieceEachCondition;

/**
 * An endgame count: while the material fits `material`, the game is drawn once `limit` units
 * have passed since the count started.
 *
 * - `unit: 'plies'` counts plies; `'strong-moves'` counts the moves of the strong side (the side
 *   against the lone king), for rules worded "his 15th move"; when both sides are lone kings it
 *   counts moves by each side (half the plies, rounded down).
 * - The count starts at the ply where the material first fits (a capture or a crowning always
 *   makes it; or the start of the record). With `restart: 'material'` any later change of
 *   material (a capture, a crowning) starts it again; with `restart: 'entry'` it runs on while
 *   the material keeps fitting, whatever is captured or crowned.
 */
export interface EndgameRule extends DrawRuleBase {
  /** Always `'endgame'`. */
  readonly kind: 'endgame';
  /** The material in which the count runs. */
  readonly material: MaterialCondition;
  /** The count that draws; 0 draws as soon as the material fits (Frisian `lone-kings`). */
  readonly limit: number;
  /** What is counted. */
  readonly unit: 'plies' | 'strong-moves';
  /** What starts the count again while the material keeps fitting. */
  readonly restart: 'entry' | 'material';
  /**
   * `'capture-at-hand'`: the rule does not hold while a capture is at hand: the side to move can
   * capture, or has a move after which the other side must let itself be captured, or must let
   * itself be captured whatever it plays (Frisian article 21; src/game/captureAtHand.ts).
   */
  readonly unless?: 'capture-at-hand';
}

/** One rule that can draw a game. */
export type DrawRule = RepetitionRule | KingsOnlyRule | EndgameRule;

/** Options of {@link drawRules}. */
export interface DrawRulesOptions {
  /**
   * Make the claimable draws automatic (English, Czech): an arbiter's or a program's
   * adjudication rather than a player's claim (docs/sources.md, where sources disagree; rules). Default `false`.
   */
  readonly adjudicate?: boolean;
  /**
   * Russian draughts under the Russian Draughts Federation's practice instead of FMJD-64
   * (section 6, row 18): threefold repetition; 32 moves each without a change in the balance
   * of forces (no capture, no crowning); three or more kings against a lone king must win by
   * their 15th move. Source: a Russian player's summary in the lidraughts forum
   * (https://lidraughts.org/forum/general-draughts-discussion/blog-Xuju_hAAACMAAyKu?page=2), [S].
   * The forum's condition "if they own the a1-h8 diagonal" is not modelled. Default `false`.
   */
  readonly russianFederation?: boolean;
}

function repetition(mode: DrawMode, source: string): RepetitionRule {
  return { id: 'repetition', kind: 'repetition', mode, source, occurrences: 3 };
}

function kingsOnly(mode: DrawMode, plies: number, source: string): KingsOnlyRule {
  return { id: 'kings-only', kind: 'kings-only', mode, source, plies };
}

function loneKing(
  minPieces: number,
  maxPieces: number,
  options: { readonly kingsOnly?: boolean; readonly longDiagonal?: boolean } = {},
): MaterialCondition {
  return {
    kind: 'lone-king',
    minPieces,
    maxPieces,
    minKings: 1,
    kingsOnly: options.kingsOnly === true,
    longDiagonal: options.longDiagonal === true,
  };
}

function endgame(
  id: DrawRuleId,
  source: string,
  material: MaterialCondition,
  limit: number,
  unit: EndgameRule['unit'],
  restart: EndgameRule['restart'],
): EndgameRule {
  return { id, kind: 'endgame', mode: 'automatic', source, material, limit, unit, restart };
}

/**
 * English draughts (WCDF 2008 harmonised rules, adopted by the ACF), both rules claims:
 * - 1.32.1: repetition, claimable on the third occurrence of a position.
 * - 1.32.2: claimable when, during each player's previous 40 moves, no man advanced and no piece
 *   was removed: 80 plies of king moves without capture.
 *
 * Section 6, row 16: we follow WCDF 2008 rather than older ACF, EDA or Irish practice; the
 * draws are claims, and `adjudicate` makes them automatic.
 * @example
 * ```ts
 * import { englishDrawRules } from 'crownhead';
 * englishDrawRules().map((r) => [r.id, r.mode, r.source]); // => [['repetition', 'claim', 'WCDF 1.32.1'], ['kings-only', 'claim', 'WCDF 1.32.2']]
 * englishDrawRules({ adjudicate: true }).map((r) => r.mode); // => ['automatic', 'automatic']
 * ```
 */
export function englishDrawRules(options?: DrawRulesOptions): readonly DrawRule[] {
  expectOptions(options, 'englishDrawRules');
  const mode: DrawMode = options?.adjudicate === true ? 'automatic' : 'claim';
  return [repetition(mode, 'WCDF 1.32.1'), kingsOnly(mode, 80, 'WCDF 1.32.2')];
}

/**
 * International draughts (FMJD Annex 1, November 2015), all automatic:
 * - 6.1: the same position for the third time, same player to move.
 * - 6.2: 25 moves by each player (50 plies) in which only kings moved, without capture.
 * - 6.3: a lone king against three pieces of which at least one is a king (three kings, two
 *   kings and a man, a king and two men): drawn after 16 more moves each (32 plies).
 * - 6.4: a lone king against at most two pieces of which at least one is a king (two kings, a
 *   king and a man, one king): drawn after 5 more moves each (10 plies).
 *
 * Section 6, row 17 (FMJD does not say how 6.3 and 6.4 interact): we follow lidraughts
 * (`modules/draughts/src/main/variant/Standard.scala`): each count starts at the ply that
 * creates its material (a capture or a crowning; in practice the capture of the weak side's last
 * other piece, or the crowning that gives the strong side its first king); a capture that turns
 * a 6.3 ending into a 6.4 ending starts the 5-move count afresh, with no carry-over of the 16-move
 * count; a crowning inside the same ending (king and man against king becoming two kings against
 * king) does not restart the count. The 6.2 count runs beside them.
 * @example
 * ```ts
 * import { internationalDrawRules } from 'crownhead';
 * internationalDrawRules().map((r) => r.source); // => ['FMJD 6.1', 'FMJD 6.2', 'FMJD 6.3', 'FMJD 6.4']
 * ```
 */
export function internationalDrawRules(): readonly DrawRule[] {
  return [
    repetition('automatic', 'FMJD 6.1'),
    kingsOnly('automatic', 50, 'FMJD 6.2'),
    endgame('sixteen-move', 'FMJD 6.3', loneKing(3, 3), 32, 'plies', 'entry'),
    endgame('five-move', 'FMJD 6.4', loneKing(1, 2), 10, 'plies', 'entry'),
  ];
}

/**
 * Russian and Brazilian draughts under the FMJD-64 rules (articles 7.2.3 to 7.2.8, as quoted in
 * lidraughts `variant/Russian.scala` from https://fmjd64.org/rules-of-the-game/; lidraughts
 * applies the same to Brazilian), all automatic:
 * - 7.2.3: the same position for the third time, same player to move.
 * - 7.2.4: three or more kings against a lone king: drawn if the strong side's 15th move (from
 *   when the balance arose) does not take the king. Restarted by any change of material.
 * - 7.2.5: 15 moves (each, 30 plies) in which only kings moved and nothing was captured.
 * - 7.2.6: both sides have kings and the balance has not changed (no capture, no crowning) for
 *   30 moves in 4- and 5-piece endings, 60 moves in 6- and 7-piece endings. We read "moves" as
 *   moves by each player (60 and 120 plies), as in 7.2.4 and 7.2.5 and in FMJD's own rules;
 *   lidraughts counts 30 and 60 plies, a reading its own forum questions (link under
 *   {@link DrawRulesOptions.russianFederation}); pass your own rule for the other reading.
 * - 7.2.7: three pieces with at least one king (three kings, two kings and a man, a king and two
 *   men) against a lone king on the long diagonal (a1-h8): drawn after the strong side's 5th
 *   move. The count runs while the lone king stays on the diagonal and starts again when it
 *   returns (lidraughts instead totals its moves on the diagonal).
 * - 7.2.8: at most two pieces with a king (two kings, king and man, king) against a lone king:
 *   drawn after the strong side's 5th move; a crowning inside the ending does not restart it.
 *
 * Each rule is checked on its own: when several apply, the first reached draws.
 * Section 6, row 18: FMJD-64 by default; `russianFederation` for the Russian federation's practice.
 * @example
 * ```ts
 * import { fmjd64DrawRules } from 'crownhead';
 * fmjd64DrawRules().map((r) => r.id); // => ['repetition', 'three-kings', 'kings-only', 'balance', 'balance', 'long-diagonal', 'five-move']
 * ```
 */
export function fmjd64DrawRules(): readonly DrawRule[] {
  return [
    repetition('automatic', 'FMJD-64 7.2.3'),
    endgame('three-kings', 'FMJD-64 7.2.4', loneKing(3, Infinity, { kingsOnly: true }), 15, 'strong-moves', 'material'),
    kingsOnly('automatic', 30, 'FMJD-64 7.2.5'),
    endgame('balance', 'FMJD-64 7.2.6', { kind: 'kings-both-sides', minPieces: 4, maxPieces: 5 }, 60, 'plies', 'material'),
    endgame('balance', 'FMJD-64 7.2.6', { kind: 'kings-both-sides', minPieces: 6, maxPieces: 7 }, 120, 'plies', 'material'),
    endgame('long-diagonal', 'FMJD-64 7.2.7', loneKing(3, 3, { longDiagonal: true }), 5, 'strong-moves', 'entry'),
    endgame('five-move', 'FMJD-64 7.2.8', loneKing(1, 2), 5, 'strong-moves', 'entry'),
  ];
}

/**
 * Russian draughts under the Russian federation's practice: see {@link DrawRulesOptions.russianFederation}.
 * @example
 * ```ts
 * import { drawRules, russian, russianFederationDrawRules } from 'crownhead';
 * russianFederationDrawRules().map((r) => r.id); // => ['repetition', 'balance', 'three-kings']
 * drawRules(russian, { russianFederation: true }).length; // => 3
 * ```
 */
export function russianFederationDrawRules(): readonly DrawRule[] {
  return [
    repetition('automatic', 'RDF practice (forum summary)'),
    endgame('balance', 'RDF practice (forum summary)', { kind: 'any' }, 64, 'plies', 'material'),
    endgame(
      'three-kings',
      'RDF practice (forum summary)',
      loneKing(3, Infinity, { kingsOnly: true }),
      15,
      'strong-moves',
      'material',
    ),
  ];
}

/**
 * Canadian draughts, as the sources of docs/sources.md (rules) give them (windames, [S]):
 * - threefold repetition, automatic as in FMJD 6.1 (Canadian is played under the International
 *   rules on 12x12);
 * - three (or more) kings against a lone king: drawn after 16 moves each (32 plies) without a
 *   capture or a crowning (any change of material restarts the count).
 * @example
 * ```ts
 * import { canadianDrawRules } from 'crownhead';
 * canadianDrawRules().map((r) => r.id); // => ['repetition', 'three-kings']
 * ```
 */
export function canadianDrawRules(): readonly DrawRule[] {
  return [
    repetition('automatic', 'Canadian (windames), as FMJD 6.1'),
    endgame('three-kings', 'Canadian (windames)', loneKing(3, Infinity, { kingsOnly: true }), 32, 'plies', 'material'),
  ];
}

/**
 * American pool checkers. Section 4.2 gives no pool rules; the APCA playing rules as summarised
 * by Wikipedia ("Pool checkers") and torofun.com say that three kings against one must win
 * within thirteen moves: drawn after the strong side's 13th move (restarted by any change of
 * material), automatic. No source found gives pool a repetition rule, so none is applied: a
 * program that needs one passes its own rules to `newGame`.
 * @example
 * ```ts
 * import { poolDrawRules } from 'crownhead';
 * const [threeKings] = poolDrawRules();
 * threeKings?.kind === 'endgame' && [threeKings.limit, threeKings.unit]; // => [13, 'strong-moves']
 * ```
 */
export function poolDrawRules(): readonly DrawRule[] {
  return [
    endgame('three-kings', 'APCA (Wikipedia, torofun)', loneKing(3, Infinity, { kingsOnly: true }), 13, 'strong-moves', 'material'),
  ];
}

/**
 * Italian draughts. The FID's brief rules (fid.it, docs/sources.md, rules) draw "when one and the
 * same position is repeated three consecutive times": automatic, modelled as the third occurrence
 * of the position with the same side to move (the FMJD 6.1 count; "consecutive" is not modelled).
 * No FID text with a move-count rule was found; we follow pydraughts (`core/game.py`), which
 * gives Italian the English count automatically: 40 moves each (80 plies) of kings only without
 * a capture.
 * @example
 * ```ts
 * import { italianDrawRules } from 'crownhead';
 * italianDrawRules().map((r) => [r.id, r.mode]); // => [['repetition', 'automatic'], ['kings-only', 'automatic']]
 * ```
 */
export function italianDrawRules(): readonly DrawRule[] {
  return [repetition('automatic', 'FID brief rules'), kingsOnly('automatic', 80, 'pydraughts (no FID text found)')];
}

/**
 * Spanish draughts, from a secondary source (torofun.com's Spanish rules, docs/sources.md, rules;
 * no federation text was found), both automatic: the third occurrence of a position with the
 * same side to move, and 40 successive king moves (20 by each player, 40 plies) without a
 * capture. Neither lidraughts nor pydraughts plays Spanish draughts.
 * @example
 * ```ts
 * import { spanishDrawRules } from 'crownhead';
 * spanishDrawRules().map((r) => r.kind === 'kings-only' ? r.plies : r.id); // => ['repetition', 40]
 * ```
 */
export function spanishDrawRules(): readonly DrawRule[] {
  return [repetition('automatic', 'Spanish (torofun)'), kingsOnly('automatic', 40, 'Spanish (torofun)')];
}

/**
 * Portuguese draughts. No source we found gives Portuguese draw rules, and neither lidraughts nor
 * pydraughts plays the game; we give it the rules of Spanish draughts ({@link spanishDrawRules}),
 * whose moves and captures it shares: the third occurrence of a position, and 40 plies of king
 * moves without a capture, both automatic. Pass your own rules to `newGame` for a federation's.
 * @example
 * ```ts
 * import { portugueseDrawRules } from 'crownhead';
 * portugueseDrawRules().map((r) => r.source); // => ['as Spanish (no Portuguese source)', 'as Spanish (no Portuguese source)']
 * ```
 */
export function portugueseDrawRules(): readonly DrawRule[] {
  const source = 'as Spanish (no Portuguese source)';
  return [repetition('automatic', source), kingsOnly('automatic', 40, source)];
}

/**
 * Czech draughts, from the FMJD's brief rules of Czech draughts (fmjd.org, docs/sources.md,
 * rules): a draw "when the same position is repeated three times and draw is claimed", a claim
 * (automatic with `adjudicate`); and when no capture and no man move is made "within 15 moves":
 * 15 moves by each player (30 plies) of kings only without a capture, automatic.
 * @example
 * ```ts
 * import { czechDrawRules } from 'crownhead';
 * czechDrawRules().map((r) => [r.id, r.mode]); // => [['repetition', 'claim'], ['kings-only', 'automatic']]
 * ```
 */
export function czechDrawRules(options?: DrawRulesOptions): readonly DrawRule[] {
  expectOptions(options, 'czechDrawRules');
  const mode: DrawMode = options?.adjudicate === true ? 'automatic' : 'claim';
  return [repetition(mode, 'FMJD Czech brief rules'), kingsOnly('automatic', 30, 'FMJD Czech brief rules')];
}

/**
 * Thai draughts. No source we found gives Thai draw rules, and neither lidraughts nor pydraughts
 * plays the game; we apply only the rule every other variant here has: the third occurrence of a
 * position with the same side to move draws, automatically (as FMJD 6.1).
 * @example
 * ```ts
 * import { thaiDrawRules } from 'crownhead';
 * thaiDrawRules().map((r) => [r.id, r.mode]); // => [['repetition', 'automatic']]
 * ```
 */
export function thaiDrawRules(): readonly DrawRule[] {
  return [repetition('automatic', 'none found (as FMJD 6.1)')];
}

/**
 * Turkish draughts. No federation text was found (docs/sources.md, Turkish rules); the rule
 * pages say a game with a single piece on each side is drawn, officially at once unless a
 * capture is forced. We follow pydraughts (`core/game.py`), which cannot see a forced capture
 * either: one piece each (man or king) draws once 4 plies (2 moves each) have passed since it
 * came about, automatically; and the third occurrence of a position with the same side to move
 * draws, automatically (pydraughts; the sources are silent).
 * @example
 * ```ts
 * import { turkishDrawRules } from 'crownhead';
 * turkishDrawRules().map((r) => [r.id, r.mode]); // => [['repetition', 'automatic'], ['one-piece-each', 'automatic']]
 * ```
 */
export function turkishDrawRules(): readonly DrawRule[] {
  return [repetition('automatic', 'pydraughts Turkish'), endgame('one-piece-each', 'pydraughts Turkish', { kind: 'one-each' }, 4, 'plies', 'material')];
}

/**
 * Antidraughts (International rules, the side that cannot move wins). No federation text exists;
 * we follow lidraughts (`variant/Antidraughts.scala`) and pydraughts (`core/game.py`): the only
 * draw is the third occurrence of a position with the same side to move, automatic as in FMJD
 * 6.1. FMJD 6.2-6.4 (25 king moves, 16 and 5 moves against a lone king) are not applied: they
 * measure a side failing to win by capturing, which in Antidraughts is not the aim.
 * @example
 * ```ts
 * import { antidraughtsDrawRules } from 'crownhead';
 * antidraughtsDrawRules().map((r) => [r.id, r.mode]); // => [['repetition', 'automatic']]
 * ```
 */
export function antidraughtsDrawRules(): readonly DrawRule[] {
  return [repetition('automatic', 'lidraughts Antidraughts (as FMJD 6.1)')];
}

/**
 * Breakthrough (International rules, the first crowning wins): no draw rules, as in lidraughts
 * (`variant/Breakthrough.scala`, "No drawing rules") and pydraughts. None could apply anyway:
 * until the first crowning every move is a man move, which never comes back, so no position
 * repeats and no king moves; and the crowning ends the game.
 * @example
 * ```ts
 * import { breakthroughDrawRules } from 'crownhead';
 * breakthroughDrawRules(); // => []
 * ```
 */
export function breakthroughDrawRules(): readonly DrawRule[] {
  return [];
}

/**
 * Frisian draughts (rules of 2011; lidraughts Frysk! the same): no repetition rule (none in the
 * official text); two kings against one must win within 7 moves (article 18); a single king
 * each is drawn at once unless a capture is at hand (article 21, the official rule, decided by
 * a search of three plies rather than lidraughts' two extra moves).
 * @example
 * ```ts
 * import { drawRules, frisian } from 'crownhead';
 * drawRules(frisian).map((r) => r.id); // => ['two-kings', 'lone-kings']
 * ```
 */
export function frisianDrawRules(): readonly DrawRule[] {
  return [
    endgame('two-kings', 'Frisian rules 2011, art. 18', loneKing(2, 2, { kingsOnly: true }), 7, 'strong-moves', 'entry'),
    { ...endgame('lone-kings', 'Frisian rules 2011, art. 21', loneKing(1, 1, { kingsOnly: true }), 0, 'plies', 'entry'), unless: 'capture-at-hand' },
  ];
}

/**
 * The draw rules of `variant`, by its key: `english`, `international`, `russian`,
 * `brazilian`, `canadian`, `pool`, `italian`, `spanish`, `portuguese`, `czech`, `turkish`, `thai`,
 * `antidraughts`, `breakthrough`, `frisian`, `frysk` (see each preset for its sources and decisions; `adjudicate`
 * makes the English and Czech claims automatic). A variant this library does not know gets no
 * draw rules: pass your own list to `newGame`.
 * @example
 * ```ts
 * import { brazilian, drawRules, english, fmjd64DrawRules } from 'crownhead';
 * drawRules(english).map((r) => r.id); // => ['repetition', 'kings-only']
 * drawRules(brazilian); // => fmjd64DrawRules()
 * ```
 */
export function drawRules(variant: Variant, options?: DrawRulesOptions): readonly DrawRule[] {
  expectVariant(variant, 'drawRules');
  expectOptions(options, 'drawRules');
  switch (variant.key) {
    case 'english':
      return englishDrawRules(options);
    case 'international':
      return internationalDrawRules();
    case 'russian':
      return options?.russianFederation === true ? russianFederationDrawRules() : fmjd64DrawRules();
    case 'brazilian':
      return fmjd64DrawRules();
    case 'canadian':
      return canadianDrawRules();
    case 'pool':
      return poolDrawRules();
    case 'italian':
      return italianDrawRules();
    case 'spanish':
      return spanishDrawRules();
    case 'portuguese':
      return portugueseDrawRules();
    case 'czech':
      return czechDrawRules(options);
    case 'turkish':
      return turkishDrawRules();
    case 'thai':
      return thaiDrawRules();
    case 'antidraughts':
      return antidraughtsDrawRules();
    case 'breakthrough':
      return breakthroughDrawRules();
    case 'frisian':
    case 'frysk':
      return frisianDrawRules();
    default:
      return [];
  }
}
