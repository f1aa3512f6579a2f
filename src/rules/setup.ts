/**
 * Positions built by hand, checked: a setup from square lists, a check of a `Position` object
 * made by a program, and board editing (put, remove, clear). Every way in returns a
 * {@link Result}, so an editor or a problem loader never builds a position the rules cannot
 * play (two pieces on one square, a square off the board, a man on its crowning row).
 * @module
 */
import type { Color, Piece, Square } from '../core/types.js';
import type { KingMoves, Position } from '../core/position.js';
import type { BoardGeometry, Variant } from '../core/variant.js';
import { crowningSquares } from '../board/rows.js';
import type { SetupError, SetupErrorCode } from '../core/errors.js';
import type { Result } from '../core/result.js';
import { err, ok } from '../core/result.js';
import { SquareSet } from '../core/squareSet.js';
import { expectOptions, shownValue } from '../core/arguments.js';
import { expectVariant, expectPosition } from '../core/positionArguments.js';
import { stateAfterEdit } from './editState.js';
import { isPlayingSquare, offBoardMessage } from '../board/playingSquare.js';

/** A position given as square lists, for {@link setupPosition}. */
export interface PositionSetup {
  /** The side to move. */
  readonly turn: Color;
  /** Every white piece, men and kings (an array, a `SquareSet` or any iterable of squares). */
  readonly white: Iterable<Square>;
  /** Every black piece, men and kings. */
  readonly black: Iterable<Square>;
  /** The squares of `white` and `black` that hold a king; none when absent. */
  readonly kings?: Iterable<Square>;
  /**
   * Frisian's king-move counters (article 17; `Position.state.kingMoves`), for a variant with
   * `rules.kingMoveLimit` (Frisian, Frysk!): each count from 0 to the limit, and a king square
   * given for a positive count must hold a king of that side. Counts of 0 on both sides are
   * the same as none. An error `bad-king-moves` for any other variant.
   */
  readonly kingMoves?: KingMoves;
}

/** Options of the setup functions. */
export interface SetupOptions {
  /**
   * Accept a man on the row where it would have been crowned, and keep it a man (default
   * `false`: an error `man-on-crowning-row`). In a game a man that reaches that row is crowned
   * at once (WCDF 1.16, FMJD 3.5), so such a man is usually a typo for a king; problem books
   * and test positions sometimes place one on purpose. Such a man moves as a man: an English
   * man there has no forward step or jump; a man that captures backward (FMJD 4.1) may leave the
   * row and is crowned only where a move ends on it (or, in Russian, where a capture lands on it).
   */
  readonly allowMenOnCrowningRow?: boolean;
}

type Check<T> = Result<T, SetupError>;

function fail<T>(code: SetupErrorCode, message: string, square?: unknown): Check<T> {
  const error: SetupError =
    typeof square === 'number' ? { kind: 'setup', code, message, square } : { kind: 'setup', code, message };
  return err(error);
}

const show = shownValue;

/** `square` as a playing square of `variant`, or the error for it. */
function checkSquare(variant: Variant, square: unknown): Check<Square> {
  if (typeof square !== 'number' || !Number.isInteger(square)) {
    return fail('not-a-square', `${show(square)} is not a square number`, square);
  }
  if (!isPlayingSquare(variant.board.squareCount, square))
    return fail('off-board', offBoardMessage(variant.board, square), square);
  return ok(square);
}

/** The squares of an iterable, each checked, as a set; two entries of one square are an error. */
function readSquares(variant: Variant, squares: unknown, what: string, kings: boolean): Check<SquareSet> {
  if (
    squares === null ||
    typeof squares !== 'object' ||
    typeof (squares as Iterable<unknown>)[Symbol.iterator] !== 'function'
  ) {
    return fail('bad-squares', `${what} is not a list of squares`);
  }
  const seen: Square[] = [];
  for (const value of squares as Iterable<unknown>) {
    const square = checkSquare(variant, value);
    if (!square.ok) return square;
    if (seen.includes(square.value)) {
      return kings
        ? fail('two-pieces', `square ${square.value} is listed twice as a king`, square.value)
        : fail(
            'two-pieces',
            `square ${square.value} is listed twice among the ${what}: one square holds one piece`,
            square.value,
          );
    }
    seen.push(square.value);
  }
  return ok(SquareSet.fromSquares(seen));
}

/** Each board's crowning squares, White's and Black's, made once: a FEN is read for every game that has one. */
const crowningSets = new WeakMap<BoardGeometry, readonly [SquareSet, SquareSet]>();

/**
 * The squares where a man of `color` is crowned on `variant`'s board (row 0, the top, for White;
 * the bottom row for Black). Internal: the FEN reader names the first such man of its text with it.
 */
export function crowningSet(variant: Variant, color: Color): SquareSet {
  let sets = crowningSets.get(variant.board);
  if (sets === undefined) {
    sets = [crowningSquares(variant.board, 'white'), crowningSquares(variant.board, 'black')];
    crowningSets.set(variant.board, sets);
  }
  return sets[color === 'white' ? 0 : 1];
}

/** The checks shared by every way in: the pieces' squares agree and no man stands on its crowning row. */
function checkPieces(
  variant: Variant,
  turn: unknown,
  white: SquareSet,
  black: SquareSet,
  kings: SquareSet,
  options?: SetupOptions,
): Check<Position> {
  if (turn !== 'white' && turn !== 'black')
    return fail('bad-turn', `the side to move must be 'white' or 'black', not ${show(turn)}`);
  const both = white.intersect(black);
  if (!both.isEmpty()) {
    const square = both.squares()[0]!;
    return fail('two-pieces', `square ${square} holds a white and a black piece: one square holds one piece`, square);
  }
  const lonely = kings.diff(white.union(black));
  if (!lonely.isEmpty()) {
    const square = lonely.squares()[0]!;
    return fail('king-without-piece', `square ${square} is listed as a king but holds no white or black piece`, square);
  }
  if (options?.allowMenOnCrowningRow !== true) {
    for (const color of ['white', 'black'] as const) {
      const crowned = (color === 'white' ? white : black).diff(kings).intersect(crowningSet(variant, color));
      if (!crowned.isEmpty()) {
        const square = crowned.squares()[0]!;
        return fail(
          'man-on-crowning-row',
          `a ${color} man on ${square} stands on the row where ${color === 'white' ? 'White' : 'Black'} is crowned; it would already be a king (WCDF 1.16, FMJD 3.5). Make it a king, or pass allowMenOnCrowningRow to keep it a man`,
          square,
        );
      }
    }
  }
  return ok({ variant, turn, white, black, kings });
}

/**
 * A position of `variant` from square lists, checked: every square is an integer playing square
 * of the board (1 to `squareCount`), no square is listed twice (in one list or in both), every
 * king square holds a piece, the side to move is `'white'` or `'black'`, no man stands on the
 * row where it would have been crowned (unless `allowMenOnCrowningRow`), and Frisian king-move
 * counters, when given, fit the variant and the kings (`bad-king-moves`). The first fault found
 * is the error, with its code and square.
 *
 * This is the second step of reading a FEN: `parseFenSetup` reads the text with no rule
 * checked, and its `FenSetup` (a `PositionSetup` with the FEN's counters) is checked here, so a
 * tool can show and repair what the rules refuse; `parseFen` is both steps.
 *
 * @example
 * ```ts
 * import { english, setupPosition, formatFen } from 'crownhead';
 * const r = setupPosition(english, { turn: 'white', white: [22, 26], black: [1, 15], kings: [26] });
 * r.ok && formatFen(r.value); // => 'W:W22,K26:B1,15'
 * const clash = setupPosition(english, { turn: 'white', white: [22], black: [1, 22] });
 * clash.ok ? undefined : clash.error.code; // => 'two-pieces'
 * ```
 */
export function setupPosition(
  variant: Variant,
  setup: PositionSetup,
  options?: SetupOptions,
): Result<Position, SetupError> {
  expectVariant(variant, 'setupPosition');
  expectOptions(options, 'setupPosition');
  if (setup === null || typeof setup !== 'object') return fail('bad-squares', 'the setup is not an object');
  const white = readSquares(variant, setup.white, 'white pieces', false);
  if (!white.ok) return white;
  const black = readSquares(variant, setup.black, 'black pieces', false);
  if (!black.ok) return black;
  const kings = setup.kings === undefined ? ok(SquareSet.empty()) : readSquares(variant, setup.kings, 'kings', true);
  if (!kings.ok) return kings;
  return checkSetup(variant, setup.turn, white.value, black.value, kings.value, setup.kingMoves, options);
}

/**
 * Internal: the rules of {@link setupPosition} on squares already read as sets (each a playing
 * square of the board): the pieces ({@link checkPieces}), then the king-move counters. The FEN
 * reader calls it with the sets it built, not lists to read again.
 */
export function checkSetup(
  variant: Variant,
  turn: unknown,
  white: SquareSet,
  black: SquareSet,
  kings: SquareSet,
  kingMoves: unknown,
  options?: SetupOptions,
): Result<Position, SetupError> {
  const pieces = checkPieces(variant, turn, white, black, kings, options);
  if (!pieces.ok || kingMoves === undefined) return pieces;
  const counted = checkKingMoves(pieces.value, kingMoves);
  if (!counted.ok) return counted;
  return counted.value === undefined ? pieces : ok({ ...pieces.value, state: { kingMoves: counted.value } });
}

/**
 * Frisian king-move counters checked against `position` (article 17; lidraughts' `:+<b>+<w>`):
 * the variant counts king moves, each count is a whole number from 0 to its `kingMoveLimit`, and
 * a square given for a positive count holds a king of that side (a square with a count of 0 is
 * dropped: nothing is counted). Black is checked first, as lidraughts writes it first.
 * `undefined` when both counts are 0: such a position carries no state, as one that never had any.
 */
function checkKingMoves(position: Position, value: unknown): Check<KingMoves | undefined> {
  const variant = position.variant;
  const limit = variant.rules.kingMoveLimit;
  if (limit === undefined) return fail('bad-king-moves', `${variant.name} has no king-move counters (a Frisian rule)`);
  if (value === null || typeof value !== 'object')
    return fail('bad-king-moves', `the king-move counters are not an object: ${show(value)}`);
  const k = value as Record<string, unknown>;
  const side = (color: Color): Check<{ count: number; king: Square | undefined }> => {
    const count = k[color];
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0)
      return fail(
        'bad-king-moves',
        `the ${color} king-move count must be a whole number, 0 or more, not ${show(count)}`,
      );
    if (count > limit) return fail('bad-king-moves', `${color} king-move count ${count} is above the limit ${limit}`);
    const square = k[color === 'white' ? 'whiteKing' : 'blackKing'];
    if (square === undefined || count === 0) return ok({ count, king: undefined });
    const own = color === 'white' ? position.white : position.black;
    if (typeof square !== 'number' || !own.has(square) || !position.kings.has(square)) {
      return fail(
        'bad-king-moves',
        `the ${color} king-move counter names square ${show(square)}, which holds no ${color} king`,
        square,
      );
    }
    return ok({ count, king: square });
  };
  const black = side('black');
  if (!black.ok) return black;
  const white = side('white');
  if (!white.ok) return white;
  if (white.value.count === 0 && black.value.count === 0) return ok(undefined);
  return ok({
    white: white.value.count,
    black: black.value.count,
    ...(white.value.king === undefined ? {} : { whiteKing: white.value.king }),
    ...(black.value.king === undefined ? {} : { blackKing: black.value.king }),
  });
}

/** The highest square of `set` beyond a board of `count` squares, or `undefined` when there is none. */
function offBoardSquare(set: SquareSet, count: number): Square | undefined {
  const squares = set.squares();
  const last = squares[squares.length - 1];
  return last !== undefined && last > count ? last : undefined;
}

/**
 * Checks a `Position` object built by a program (its `SquareSet` fields set by hand) with the
 * rules of {@link setupPosition}: the fields are `SquareSet`s, their squares are on the board,
 * no square holds two pieces, every king square holds a piece, the side to move is valid, no man
 * stands on its crowning row (unless `allowMenOnCrowningRow`). Returns the same object when it
 * passes.
 *
 * @example
 * ```ts
 * import { english, checkPosition, SquareSet } from 'crownhead';
 * const r = checkPosition({ variant: english, turn: 'white', white: SquareSet.of(22), black: SquareSet.of(1, 22), kings: SquareSet.empty() });
 * r.ok ? undefined : [r.error.code, r.error.square]; // => ['two-pieces', 22]
 * ```
 */
export function checkPosition(position: Position, options?: SetupOptions): Result<Position, SetupError> {
  expectOptions(options, 'checkPosition');
  // Its fields are what this function checks (answered with a SetupError); a value that is not
  // even an object with a variant is a programming error.
  if (typeof position !== 'object' || position === null) expectPosition(position, 'checkPosition');
  expectVariant(position.variant, 'checkPosition', 'position.variant');
  const { variant, white, black, kings } = position;
  for (const [name, set] of [
    ['white', white],
    ['black', black],
    ['kings', kings],
  ] as const) {
    if (!(set instanceof SquareSet)) return fail('bad-squares', `position.${name} is not a SquareSet`);
    const off = offBoardSquare(set, variant.board.squareCount);
    if (off !== undefined) {
      return fail(
        'off-board',
        `square ${off} of position.${name} is not on the ${variant.board.key} board (1-${variant.board.squareCount})`,
        off,
      );
    }
  }
  const checked = checkPieces(variant, position.turn, white, black, kings, options);
  return checked.ok ? ok(position) : checked;
}

/**
 * The position with `piece` on `square`, whatever stood there before (putting a piece on an
 * occupied square replaces it, as in a board editor), checked like {@link checkPosition}: a
 * square off the board, or a man on its crowning row without `allowMenOnCrowningRow`, is an
 * error. The side to move is kept, and so is the variant state (`position.state`): a Frisian
 * king-move counter (article 17) stays unless the king it counts is replaced by another piece,
 * which ends it. The input position is not changed.
 *
 * @example
 * ```ts
 * import { english, startPosition, putPiece, formatFen } from 'crownhead';
 * const r = putPiece(startPosition(english), 18, { color: 'white', role: 'king' });
 * r.ok && formatFen(r.value); // => 'B:W21-32,K18:B1-12'
 * putPiece(startPosition(english), 40, { color: 'white', role: 'man' }).ok; // => false
 * ```
 */
export function putPiece(
  position: Position,
  square: Square,
  piece: Piece,
  options?: SetupOptions,
): Result<Position, SetupError> {
  expectPosition(position, 'putPiece');
  expectOptions(options, 'putPiece');
  const at = checkSquare(position.variant, square);
  if (!at.ok) return at;
  if (piece?.color !== 'white' && piece?.color !== 'black')
    return fail('bad-piece', `a piece's color must be 'white' or 'black', not ${show(piece?.color)}`);
  if (piece.role !== 'man' && piece.role !== 'king')
    return fail('bad-piece', `a piece's role must be 'man' or 'king', not ${show(piece.role)}`);
  const one = SquareSet.of(at.value);
  const white = piece.color === 'white' ? position.white.union(one) : position.white.diff(one);
  const black = piece.color === 'black' ? position.black.union(one) : position.black.diff(one);
  const kings = piece.role === 'king' ? position.kings.union(one) : position.kings.diff(one);
  return checkPosition(edited(position, white, black, kings), options);
}

/** `position` with these pieces: its variant and turn, and its state as the edit leaves it. */
function edited(position: Position, white: SquareSet, black: SquareSet, kings: SquareSet): Position {
  const state = stateAfterEdit(position, white, black, kings);
  const pieces: Position = { variant: position.variant, turn: position.turn, white, black, kings };
  return state === undefined ? pieces : { ...pieces, state };
}

/**
 * The position with `square` emptied (an empty square stays empty). The error is for a square
 * that is not a playing square of the board. The side to move and the variant state
 * (`position.state`) are kept, but a Frisian king-move counter (article 17: the quiet moves in a
 * row of one king) ends with the king it counts. The input position is not changed.
 *
 * @example
 * ```ts
 * import { english, frisian, parseFen, startPosition, removePiece, formatFen } from 'crownhead';
 * const r = removePiece(startPosition(english), 12);
 * r.ok && formatFen(r.value); // => 'B:W21-32:B1-11'
 * // Black's king on 1 has made 2 quiet moves in a row, White's king on 33 as many.
 * const counted = parseFen(frisian, 'W:W45,K33,K46:B5,K1:+201+233');
 * if (counted.ok) {
 *   const man = removePiece(counted.value, 5);
 *   man.ok && formatFen(man.value); // => 'W:W45,K33,K46:BK1:+201+233'
 *   const king = removePiece(counted.value, 33);
 *   king.ok && formatFen(king.value); // => 'W:W45,K46:B5,K1:+201+0'
 * }
 * ```
 */
export function removePiece(position: Position, square: Square): Result<Position, SetupError> {
  expectPosition(position, 'removePiece');
  const at = checkSquare(position.variant, square);
  if (!at.ok) return at;
  const one = SquareSet.of(at.value);
  return ok(edited(position, position.white.diff(one), position.black.diff(one), position.kings.diff(one)));
}

/**
 * An empty board of the same variant with the same side to move: the start of a board editor.
 * No king is left for a Frisian king-move counter to count, so none is kept. It cannot fail.
 * The input position is not changed.
 *
 * @example
 * ```ts
 * import { english, startPosition, clearBoard, formatFen } from 'crownhead';
 * formatFen(clearBoard(startPosition(english))); // => 'B:W:B'
 * ```
 */
export function clearBoard(position: Position): Position {
  expectPosition(position, 'clearBoard');
  const empty = SquareSet.empty();
  return edited(position, empty, empty, empty);
}
