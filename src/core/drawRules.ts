/**
 * The rules that end a game in a draw, as data: the types of the lists that each variant holds in
 * `Variant.drawRules` (each variant module writes its own list, with its sources and decisions),
 * and that `drawRules` (src/game/drawRules.ts) and `newGame` read. Here, below the variants, so
 * that a variant module can hold its list without importing the game layer.
 *
 * Counting conventions, for every rule below:
 * - Rule texts count "moves" by each player; the counts here are plies (one player's move), so
 *   "25 moves by each player" is 50 plies (docs/sources.md, rules, counting notes).
 * - The counts start at the start position of the game record: a game set up from a FEN knows
 *   no earlier history, unless `newGame` is given lidraughts' halfmove clock (`GameOptions.counters`,
 *   from a FEN's `:H`), which starts them that many plies back (src/game/counts.ts).
 * @module
 */

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

/** What every draw rule has: its name, its mode and where it comes from. */
export interface DrawRuleBase {
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

/**
 * Three or more pieces, all kings, against a lone king: the material of the `three-kings` counts of
 * FMJD-64 (7.2.4), the Russian federation's practice, Canadian and pool draughts (each variant's
 * module gives its limit and source). One value, so that the four lists cannot drift apart.
 */
export const THREE_KINGS_AGAINST_LONE_KING: LoneKingCondition = {
  kind: 'lone-king',
  minPieces: 3,
  maxPieces: Infinity,
  minKings: 1,
  kingsOnly: true,
  longDiagonal: false,
};

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
export type MaterialCondition =
  LoneKingCondition | KingsBothSidesCondition | AnyMaterialCondition | OnePieceEachCondition;

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

/**
 * Other lists of draw rules a variant is played under, beside its default `Variant.drawRules`,
 * each chosen by the option of `drawRules` of the same name. `russianFederation`: the Russian
 * Draughts Federation's practice instead of FMJD-64 (Russian draughts).
 * @example
 * ```ts
 * import { russian } from 'crownhead';
 * russian.drawRuleAlternatives?.russianFederation?.map((r) => r.id); // => ['repetition', 'balance', 'three-kings']
 * ```
 */
export interface DrawRuleAlternatives {
  /** Chosen by `drawRules(variant, { russianFederation: true })`. */
  readonly russianFederation?: readonly DrawRule[];
}
