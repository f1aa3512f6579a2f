/**
 * The `Variant` interface: a variant is a value that binds a board, a start position and rule
 * settings to the move generator those rules need.
 * @module
 */
import type { Color, Move, Square } from './types.js';
import type { SquareSet } from './squareSet.js';
import type { Position } from './position.js';
import type { DrawRule, DrawRuleAlternatives } from './drawRules.js';

/** Where a square stands on the board, counted from 0 at the top-left with White at the bottom. */
export interface Coords {
  /** Row from the top (0 is Black's back row). */
  readonly row: number;
  /** Column from the left. */
  readonly col: number;
}

/**
 * A board: its size, which squares are played on and how they are numbered
 * (docs/sources.md, boards and numbering). Pure data and arithmetic; knows nothing about rules.
 */
export interface BoardGeometry {
  /** A short name such as `'8x8'`. */
  readonly key: string;
  /** Number of rows. */
  readonly rows: number;
  /** Number of columns. */
  readonly cols: number;
  /** Number of playing squares, numbered 1 to `squareCount`. */
  readonly squareCount: number;
  /**
   * The row and column of a playing square. Any other number (0, beyond `squareCount`, a
   * fraction, `NaN`) has none: a `CrownheadError` with code `bad-argument` (the readers of text
   * check squares first and answer with an error value).
   */
  coords(square: Square): Coords;
  /** The playing square at a row and column, or `undefined` for a light square or off the board. */
  squareAt(row: number, col: number): Square | undefined;
}

/**
 * How a player must choose among the available captures. Each kind is one value function of a
 * capture (src/rules/precedence.ts): the captures of the highest value are the legal ones.
 */
export type CapturePrecedence =
  /** Any capture may be chosen (English WCDF 1.20, Russian, Pool, Thai). */
  | 'free'
  /** The capture that takes the most pieces, kings counting as one (FMJD 4.13). */
  | 'maximum-pieces'
  /** The most pieces, then among those the most kings (Spanish, Portuguese). */
  | 'most-pieces-then-kings'
  /**
   * Italian (FID): the most pieces; then a capture by a king rather than a man; then the most
   * kings; then the sequence that meets the kings earliest; then free.
   */
  | 'italian'
  /** Free choice, except that a king must capture when a king can (Czech). */
  | 'king-must-capture'
  /**
   * Frisian (2011 rules, article 11): the capture of the highest value, a king worth more than one
   * man and less than two (n kings beat 2n-1 men and lose to 2n men); on equal value a king captures.
   */
  | 'frisian-value';

/** What a man does when it reaches the far row in the middle of a capture. */
export type CrowningDuringCapture =
  /** It is crowned and the move ends there (English WCDF 1.16, 1.19). */
  | 'ends-move'
  /** It is crowned at once and goes on capturing as a king (Russian). */
  | 'continues-as-king'
  /** It stays a man while it goes on capturing; crowned only if the move ends there (FMJD 4.15). */
  | 'passes-as-man';

/** The rule settings of a variant that a move generator reads. */
export interface RuleSettings {
  /** Men capture backward as well as forward (FMJD 4.1); English men only forward (WCDF 1.18). */
  readonly menCaptureBackward: boolean;
  /** Kings move and capture at any distance along a diagonal (FMJD 3.9, 4.3). */
  readonly flyingKings: boolean;
  /** How the capture to play is chosen among those available. */
  readonly capturePrecedence: CapturePrecedence;
  /** What a man reaching the far row during a capture does. */
  readonly crowningDuringCapture: CrowningDuringCapture;
  /** Men may capture kings; Italian men may not (FID). */
  readonly menCaptureKings: boolean;
  /**
   * When captured pieces come off: at the end of the move, blocking the way until then (FMJD 4.8,
   * 4.11), or at once as each is jumped (Thai).
   */
  readonly captureRemoval: 'end-of-move' | 'immediate';
  /**
   * Where a flying king lands after a capture: on any empty square beyond the captured piece
   * (FMJD 4.3), or on the square right behind it (Thai). Kings that do not fly land right behind.
   */
  readonly kingLanding: 'any-beyond' | 'next-beyond';
  /**
   * Men and kings also capture along rows and columns (Frisian, articles 7-8): over the next
   * playing square of the same row or of the same column two rows away. Absent: diagonal only.
   * Only the Frisian engine plays it; the others refuse a variant that sets it.
   */
  readonly orthogonalCaptures?: boolean;
  /**
   * A side that has kings and men may move the same king at most this many times in a row
   * without capturing (Frisian article 17: 3). Absent: no limit. The count is carried by the
   * position (`Position.state`).
   */
  readonly kingMoveLimit?: number;
  /**
   * Pieces move and capture along ranks and files instead of diagonals, on a board whose every
   * square is played (Turkish: men one square forward or sideways, kings like a rook). Absent
   * or `false`: along the diagonals, as every other variant.
   */
  readonly orthogonal?: boolean;
}

/**
 * How a game is won. `'no-move-loses'`: the side to move with no legal move (no pieces, or all
 * blocked) has lost (WCDF 1.30, FMJD 7.2). `'no-move-wins'`: that side has won (Antidraughts).
 * `'first-king-wins'`: the first side to crown a man wins, and the game ends at once (Breakthrough).
 */
export type WinCondition = 'no-move-loses' | 'no-move-wins' | 'first-king-wins';

/**
 * The move generator bound to a variant. Users call the free functions (`legalMoves`, `play`,
 * `perft`), which dispatch here; a variant module imports only the generator its rules need, so
 * that a bundle of one variant carries no other generator.
 *
 * The options are objects with every field given (the free functions pass one of a few constant
 * objects, so that no call allocates one); an engine reads them and never keeps or changes them.
 */
export interface RulesEngine {
  /** Every legal move, one per path (`paths: true`) or one per distinct move. */
  legalMoves(position: Position, options: { readonly paths: boolean }): Move[];
  /** The position after `move`, or `undefined` when `move` is not legal there. */
  play(position: Position, move: Move): Position | undefined;
  /**
   * The number of leaf nodes of the legal-move tree of `depth` plies, counting every capture
   * path (`paths: true`) or distinct moves; `bulk` counts the last ply's moves instead of
   * playing them (the count is the same).
   */
  perft(position: Position, depth: number, options: { readonly paths: boolean; readonly bulk: boolean }): number;
}

/** Where the men of each side stand at the start of a game. */
export interface StartSquares {
  /** White's men. */
  readonly white: SquareSet;
  /** Black's men. */
  readonly black: SquareSet;
}

/** A draughts variant as a value: its board, start position, rule settings, generator and draw rules. */
export interface Variant {
  /** A stable key such as `'english'`. */
  readonly key: string;
  /** The name for people, such as `'English draughts'`. */
  readonly name: string;
  /** The PDN GameType number (docs/sources.md, PDN 3.0: tags (GameType)): 21 for English. */
  readonly gameType: number;
  /** The side that makes the first move of a game. */
  readonly firstPlayer: Color;
  /** The board and its numbering. */
  readonly board: BoardGeometry;
  /**
   * How squares are written: PDN numbers (`32-28`) or algebraic names (`c3-d4`, Russian and
   * Brazilian files). Readers accept both on boards that have algebraic names; writers use this.
   */
  readonly notation: 'numeric' | 'algebraic';
  /** The men of each side at the start of a game. */
  readonly start: StartSquares;
  /** The rule settings. */
  readonly rules: RuleSettings;
  /** The move generator for these rules. */
  readonly engine: RulesEngine;
  /** How the game is won. */
  readonly winCondition: WinCondition;
  /**
   * The rules that draw a game, as data (src/core/drawRules.ts), each with its source; the doc
   * comment of each list in the variant's module gives its articles and decisions. `drawRules`
   * reads them with its options, `newGame` by default.
   */
  readonly drawRules: readonly DrawRule[];
  /** Other lists of draw rules the variant is played under, chosen by an option of `drawRules`. */
  readonly drawRuleAlternatives?: DrawRuleAlternatives;
}
