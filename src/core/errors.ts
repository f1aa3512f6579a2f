/**
 * Error values returned by the parsers, and the one exception thrown for programmer misuse.
 * @module
 */
import type { Move } from './types.js';
import { refuse } from './arguments.js';

/** Why a FEN string was rejected. */
export type FenErrorCode =
  /** The text is empty. */
  | 'empty'
  /** The side to move is not `W`, `B` or `?`. */
  | 'bad-turn'
  /** `?` (side to move unknown) was read but the caller gave no `unknownTurn` option. */
  | 'unknown-turn'
  /** A `:` section does not start with `W` or `B`. */
  | 'bad-color'
  /** The same colour section appears twice. */
  | 'duplicate-color'
  /** A square item is not a number, `K` + number, or a range. */
  | 'bad-token'
  /** A number that is not a playing square of this variant's board. */
  | 'unknown-square'
  /** A range whose end is below its start. */
  | 'bad-range'
  /** A square listed twice (in one list or in both). */
  | 'duplicate-square'
  /** A man stands on the row where it would already have been crowned. */
  | 'man-on-crowning-row'
  /** Text after the last section (other than one trailing `.`). */
  | 'trailing-text'
  /**
   * The Frisian king-move counters (`:+<black>+<white>`, lidraughts' form) are malformed, above
   * the variant's limit, name a square without a king of that side, or are given for a variant
   * without the king-move rule.
   */
  | 'bad-king-moves'
  /**
   * lidraughts' counters `:H<halfmove clock>` and `:F<move number>` are malformed: no number
   * after the letter, a move number below 1, a number too large to be exact (above
   * `Number.MAX_SAFE_INTEGER`), or the same counter given twice.
   */
  | 'bad-counter';

/** A FEN string that could not be read: what is wrong and where. */
export interface FenError {
  /** Always `'fen'`. */
  readonly kind: 'fen';
  /** A stable code for programs. */
  readonly code: FenErrorCode;
  /** A sentence for people. */
  readonly message: string;
  /** The 0-based offset in the text where the fault starts. */
  readonly offset: number;
}

/** Why move text was rejected. */
export type MoveErrorCode =
  /** The text is not move notation (`9-14`, `14x23`, `1x10x19`). */
  | 'syntax'
  /** Well formed, but no legal move of the position matches it. */
  | 'illegal'
  /** Several different legal moves match it; `candidates` lists them. */
  | 'ambiguous'
  /**
   * A square number that is no playing square of the variant's board (not 1 to `squareCount`:
   * `0-5`, `65-1` on the 64 squares of Turkish draughts); `offset` points at it when the move was
   * read from text.
   */
  | 'off-board';

/** Move text that could not be turned into a legal move. */
export interface MoveError {
  /** Always `'move'`. */
  readonly kind: 'move';
  /** A stable code for programs. */
  readonly code: MoveErrorCode;
  /** A sentence for people. */
  readonly message: string;
  /** For `syntax`, and `off-board` read from text: the 0-based offset of the fault in the text. */
  readonly offset?: number;
  /** For `ambiguous`: every legal move the text could mean (one per distinct move). */
  readonly candidates?: readonly Move[];
  /**
   * For `illegal`: the legal moves of the position (distinct moves, as `legalMoves` lists them),
   * so that a program can offer them; the message lists them too, or their count beyond 20.
   */
  readonly legal?: readonly Move[];
}

/** Why a position built by hand (a setup, an edit, a `Position` object) was rejected. */
export type SetupErrorCode =
  /** The side to move is not `'white'` or `'black'`. */
  | 'bad-turn'
  /** A square list is not an iterable of squares, or a `Position` field is not a `SquareSet`. */
  | 'bad-squares'
  /** A piece whose colour is not `'white'` / `'black'` or whose role is not `'man'` / `'king'`. */
  | 'bad-piece'
  /** A square that is not an integer (`2.5`, `NaN`, `'5'`). */
  | 'not-a-square'
  /** An integer square that is not a playing square of the variant's board (not 1 to `squareCount`). */
  | 'off-board'
  /** Two pieces on one square: a square listed for both colours, or twice in one list. */
  | 'two-pieces'
  /** A square listed as a king that holds no piece of either colour. */
  | 'king-without-piece'
  /**
   * A man on the row where it would have been crowned (WCDF 1.16, FMJD 3.5: a man that reaches
   * it is crowned at once, so it cannot stand there in a game). Allowed with the
   * `allowMenOnCrowningRow` option.
   */
  | 'man-on-crowning-row'
  /**
   * Frisian king-move counters (`PositionSetup.kingMoves`) that do not fit: given for a variant
   * without the king-move rule, a count that is not a whole number from 0 to the variant's
   * limit, or a king square that holds no king of that side.
   */
  | 'bad-king-moves';

/** A position built by hand that the rules cannot play: what is wrong and on which square. */
export interface SetupError {
  /** Always `'setup'`. */
  readonly kind: 'setup';
  /** A stable code for programs. */
  readonly code: SetupErrorCode;
  /** A sentence for people. */
  readonly message: string;
  /**
   * The square at fault, as given (so it may be off the board or not an integer); absent when
   * the fault is not one square's or the value given is not a number.
   */
  readonly square?: number;
}

/** Why plain data (a stored or posted position, move or game) could not be revived. */
export type DataErrorCode =
  /** Not the documented shape: not an object, a field missing or of the wrong type. */
  | 'bad-shape'
  /** The variant key is not among the variants the caller passed. */
  | 'unknown-variant'
  /** The FEN of the data cannot be read for its variant (`cause` has the FEN error). */
  | 'bad-fen'
  /** A move that is not one of the legal paths of its position. */
  | 'illegal-move'
  /** A move after the game had ended by a draw (automatic, or claimed). */
  | 'game-over'
  /** A claimed draw that the game's rules do not allow at its last position. */
  | 'bad-claim'
  /**
   * A part of the data holds more than the limit that bounds the work of reviving it (moves,
   * draw rules, tags: `GameDataLimits`); `at` names it.
   */
  | 'budget';

/** Plain data that could not be revived: what is wrong and where in the data. */
export interface DataError {
  /** Always `'data'`. */
  readonly kind: 'data';
  /** A stable code for programs. */
  readonly code: DataErrorCode;
  /** A sentence for people. */
  readonly message: string;
  /** Where in the data, as a path such as `'moves[3].path'`; absent for the value as a whole. */
  readonly at?: string;
  /** For `bad-fen`: the FEN error. */
  readonly cause?: FenError;
}

/** Codes of {@link CrownheadError}, the exception thrown for programmer misuse. */
export type CrownheadErrorCode =
  /** `play` was given a move that is not legal in the position. */
  | 'illegal-move'
  /** A function was given an argument outside its documented domain (a negative perft depth). */
  | 'bad-argument'
  /** A move was played in a game that is over (drawn or a draw claimed). */
  | 'game-over';

/**
 * Thrown only for misuse by a program (input from outside is answered with a {@link Result}):
 * playing a move that is not legal in the position or in a game that is over, or an argument
 * out of range.
 * @example
 * ```ts
 * import { CrownheadError, english, play, startPosition } from 'crownhead';
 * // 22-18 is a White move, but Black moves first in English draughts (WCDF 1.4):
 * let code: string | undefined;
 * try {
 *   play(startPosition(english), { from: 22, to: 18, path: [22, 18], captured: [] });
 * } catch (error) {
 *   if (error instanceof CrownheadError) code = error.code;
 * }
 * code; // => 'illegal-move'
 * ```
 */
export class CrownheadError extends Error {
  /** A stable code for programs. */
  readonly code: CrownheadErrorCode;

  /** Creates the error with its code and message. */
  constructor(code: CrownheadErrorCode, message: string) {
    // A message that is no string (a Symbol) would make Error's constructor throw a TypeError.
    if (typeof message !== 'string') refuse('CrownheadError', 'a string', message, 'message');
    super(message);
    this.name = 'CrownheadError';
    this.code = code;
  }
}
