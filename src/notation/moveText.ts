/**
 * Move text (PDN 3.0, docs/sources.md, PDN 3.0: move text): `9-14`, `14x23`, full or partial capture
 * paths `1x10x19`. Reading resolves the text against the legal moves of a position; writing gives
 * the short form unless it would not tell the path from another legal path.
 * @module
 */
import type { Move, Square } from '../core/types.js';
import type { Position } from '../core/position.js';
import type { MoveError } from '../core/errors.js';
import type { Result } from '../core/result.js';
import { err, ok } from '../core/result.js';
import type { Variant } from '../core/variant.js';
import { legalMoves } from '../rules/play.js';
import { explainIllegal } from '../rules/illegal.js';
import { squareFromName, writeSquares } from '../board/algebraic.js';
import { isPlayingSquare, offBoardMessage } from '../board/playingSquare.js';
import { expectText, expectOptions, refuse } from '../core/arguments.js';
import { expectVariant, expectPosition, expectMove } from '../core/positionArguments.js';

export { writeSquares };

/** Move text as written, before it is matched against a position. */
export interface MoveText {
  /** The squares written, in order: the start, any intermediate landing squares, the end. */
  readonly squares: readonly Square[];
  /** True when a capture separator (`x`, `X` or `:`) was used. */
  readonly capture: boolean;
}

function syntaxError(message: string, offset: number): { readonly ok: false; readonly error: MoveError } {
  return err({ kind: 'move', code: 'syntax', message, offset });
}

/** The error for a square number that is no square of `variant`'s board, at `offset` when read from text. */
function offBoardError(
  variant: Variant,
  square: string | number,
  offset?: number,
): { readonly ok: false; readonly error: MoveError } {
  const message = offBoardMessage(variant.board, square);
  return err(
    offset === undefined
      ? { kind: 'move', code: 'off-board', message }
      : { kind: 'move', code: 'off-board', message, offset },
  );
}

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isFileLetter = (c: string | undefined): boolean => c !== undefined && c >= 'a' && c <= 'p';

/**
 * Reads the syntax of move text in `variant`'s notation: squares joined by `-` (a move) or by
 * `x`, `X` or `:` (a capture), such as `9-14`, `14x23` or `1x10x19`. One kind of separator per
 * text. Squares are numbers, each a square of `variant`'s board; when `variant` is written
 * algebraically (Russian, Brazilian) it also reads names, `c3-d4`, `c3:e5:c7`, or names with no
 * separator, `c3d4`. No position is looked at: {@link resolveMove} finds the legal move the text
 * means ({@link parseMove} does both).
 *
 * Errors: `syntax`, with the offset of the first character that does not fit; `off-board`, with
 * the offset of a number that is no square of the board (`0`, `65` on 64 squares). Throws a
 * `CrownheadError` `bad-argument` when `variant` is not a `Variant` (the order of the arguments
 * changed in 1.0: the variant comes first, as in every function that reads one variant's text).
 * @example
 * ```ts
 * import { english, parseMoveText, russian } from 'crownhead';
 * parseMoveText(english, '1x10x19'); // => { ok: true, value: { squares: [1, 10, 19], capture: true } }
 * parseMoveText(russian, 'c3-d4'); // => { ok: true, value: { squares: [22, 18], capture: false } }
 * const bad = parseMoveText(english, '9--14');
 * if (!bad.ok) bad.error.code; // => 'syntax'
 * const off = parseMoveText(english, '9-33'); // English squares are 1 to 32
 * if (!off.ok) [off.error.code, off.error.offset]; // => ['off-board', 2]
 * ```
 */
export function parseMoveText(variant: Variant, text: string): Result<MoveText, MoveError> {
  expectVariant(variant, 'parseMoveText');
  expectText(text, 'text', 'parseMoveText');
  return readMoveText(variant, text);
}

/** {@link parseMoveText} of a variant already checked (`parseMove` checked the position's). */
function readMoveText(variant: Variant, text: string): Result<MoveText, MoveError> {
  const algebraic = variant.notation === 'algebraic';
  const squares: Square[] = [];
  let separator: string | undefined;
  let i = 0;
  for (;;) {
    const start = i;
    if (algebraic && isFileLetter(text[i])) {
      i++;
      while (isDigit(text[i])) i++;
      const square = squareFromName(variant.board, text.slice(start, i));
      if (square === undefined) return syntaxError(`${text.slice(start, i)} is not a playing square`, start);
      squares.push(square);
    } else {
      while (isDigit(text[i])) i++;
      if (i === start) {
        const found = i < text.length ? JSON.stringify(text[i]) : 'the end';
        return syntaxError(`expected a square, found ${found}`, i);
      }
      const square = Number(text.slice(start, i));
      if (!isPlayingSquare(variant.board.squareCount, square))
        return offBoardError(variant, text.slice(start, i), start);
      squares.push(square);
    }
    if (i === text.length) break;
    const c = text[i]!;
    // Algebraic squares may follow each other with no separator (c3d4).
    if (algebraic && isFileLetter(c) && !isDigit(text[start])) continue;
    const kind = c === '-' ? '-' : c === 'x' || c === 'X' || c === ':' ? 'x' : undefined;
    if (kind === undefined) return syntaxError(`expected "-" or "x", found ${JSON.stringify(c)}`, i);
    if (separator !== undefined && separator !== kind) {
      return syntaxError('a move uses one kind of separator: "-" for a move, "x" for a capture', i);
    }
    separator = kind;
    i++;
  }
  if (squares.length < 2) return syntaxError('a move needs a start and an end square', text.length);
  return ok({ squares, capture: separator === 'x' });
}

/** Options of {@link resolveMove} and {@link parseMove}. */
export interface ResolveOptions {
  /**
   * Accept `-` for a capture when no quiet move matches (PDN 2.0 allowed `26-17` for a jump;
   * docs/sources.md, where sources disagree; rules). Default `false`: `-` means a move without capture.
   */
  readonly dashCaptures?: boolean;
}

/** True when `squares` (start, some landing squares, end) fits the path of `move`. */
function fitsPath(squares: readonly Square[], move: Move): boolean {
  const path = move.path;
  if (squares[0] !== path[0] || squares[squares.length - 1] !== path[path.length - 1]) return false;
  // The squares between must appear in the path, in order (a partial path).
  let k = 1;
  for (let i = 1; i < squares.length - 1; i++) {
    while (k < path.length - 1 && path[k] !== squares[i]) k++;
    if (k >= path.length - 1) return false;
    k++;
  }
  return true;
}

function capturedKey(move: Move): string {
  return [...move.captured].sort((a, b) => a - b).join(',');
}

/**
 * True when two moves are the same move: same from, to and set of captured pieces.
 * @example
 * ```ts
 * import { moveEquals } from 'crownhead';
 * const loop1 = { from: 26, to: 26, path: [26, 17, 10, 19, 26], captured: [22, 14, 15, 23] };
 * const loop2 = { from: 26, to: 26, path: [26, 19, 10, 17, 26], captured: [23, 15, 14, 22] };
 * moveEquals(loop1, loop2); // => true
 * ```
 */
export function moveEquals(a: Move, b: Move): boolean {
  expectMove(a, 'moveEquals', 'a');
  expectMove(b, 'moveEquals', 'b');
  return a.from === b.from && a.to === b.to && capturedKey(a) === capturedKey(b);
}

/**
 * Matches parsed move text against the legal moves of `position`.
 *
 * A text names a legal move when its first and last squares are the move's start and end and
 * any squares between are landing squares of its path, in order. A text that is a path in full
 * names that path, before any longer path it would fit as a partial path. When the text fits one
 * distinct move, that move is the answer (the path the text pins down, or else the one
 * `legalMoves` lists).
 *
 * Errors: `illegal` when no legal move fits, with `legal` (the legal moves) and a message that
 * says why when it can (no piece there, the other side's piece, a compulsory capture, an
 * occupied square, the moves that piece has) and lists the legal moves, or their count and the
 * first 20; `ambiguous`, with `candidates`, when several different moves fit. Never a silent
 * first pick. `off-board` when a square of the text is no square of the board (1 to
 * `squareCount`), before any move is looked at.
 * @example
 * ```ts
 * import { english, parseFen, parseMoveText, resolveMove } from 'crownhead';
 * const fen = parseFen(english, 'W:WK26:B14,15,22,23');
 * const text = parseMoveText(english, '26x17x10x19x26');
 * if (fen.ok && text.ok) {
 *   const move = resolveMove(fen.value, text.value);
 *   if (move.ok) move.value.captured; // => [22, 14, 15, 23]
 * }
 * ```
 */
export function resolveMove(position: Position, text: MoveText, options?: ResolveOptions): Result<Move, MoveError> {
  expectPosition(position, 'resolveMove');
  if (!Array.isArray(text?.squares)) refuse('resolveMove', 'a MoveText (parseMoveText reads one)', text, 'text');
  expectOptions(options, 'resolveMove');
  return resolveMoveText(position, text, options, true);
}

/**
 * {@link resolveMove}, with the explanation of an `illegal` answer left out when `explain` is
 * false: PDN replay tries a reading that may fail (a quiet move written with `x`) and builds its
 * own message only when every reading failed.
 */
export function resolveMoveText(
  position: Position,
  text: MoveText,
  options: ResolveOptions | undefined,
  explain: boolean,
): Result<Move, MoveError> {
  // A MoveText is plain data a program may build: its squares are checked here, so that the
  // messages below, which name squares (an algebraic board by their names), only meet squares.
  const count = position.variant.board.squareCount;
  for (const square of text.squares) {
    if (!isPlayingSquare(count, square)) return offBoardError(position.variant, square);
  }
  let fits = legalMoves(position, { paths: true }).filter((move) => {
    const isCapture = move.captured.length > 0;
    if (text.capture ? !isCapture : isCapture && options?.dashCaptures !== true) return false;
    return fitsPath(text.squares, move);
  });
  // The text as written, for messages only (replay resolves many moves and reports few).
  const written = (): string => writeSquares(position.variant, text.squares, text.capture);
  if (fits.length === 0) {
    if (!explain)
      return err({ kind: 'move', code: 'illegal', message: `${written()} is not a legal move for ${position.turn}` });
    const legal = legalMoves(position);
    return err({
      kind: 'move',
      code: 'illegal',
      message: `${written()} is not a legal move for ${position.turn}: ${explainText(position, text, legal, options)}`,
      legal,
    });
  }
  // A text that lists every landing square of a path names that path (PDN 3.0 restriction 9
  // writes such a path in full), even when a longer capture would also fit it as a partial path.
  const exact = fits.filter((move) => move.path.length === text.squares.length);
  if (exact.length > 0) fits = exact;
  const first = fits[0]!;
  if (fits.length === 1) return ok(first);
  if (fits.every((move) => moveEquals(move, first))) {
    const listed = legalMoves(position).find((move) => moveEquals(move, first));
    return ok(listed ?? first);
  }
  const candidates = legalMoves(position).filter((move) => fits.some((fit) => moveEquals(fit, move)));
  return err({
    kind: 'move',
    code: 'ambiguous',
    message: `${written()} could be ${candidates.map((m) => writeSquares(position.variant, m.path, true)).join(' or ')}`,
    candidates,
  });
}

/**
 * Why `text` fits no legal move, then the legal moves (`legal`, written as distinct moves):
 * `the man on 9 can only play 9-13 or 9-14; legal moves: 9-13, 9-14, ...`. With
 * `dashCaptures`, a `-` text may be a capture, so it is not told that captures are compulsory.
 */
export function explainText(
  position: Position,
  text: MoveText,
  legal: readonly Move[],
  options?: ResolveOptions,
): string {
  const capture = text.capture || (options?.dashCaptures === true && legal.some((m) => m.captured.length > 0));
  return explainIllegal(position, text.squares, capture, legal, moveWriter(position, { distinct: true }));
}

/**
 * Reads move text and resolves it against `position`: `parseMoveText` then `resolveMove`.
 *
 * Errors: `syntax` (with offset), `off-board` (with the offset of a number that is no square of
 * the board), `illegal`, or `ambiguous` (with the candidate moves).
 * @example
 * ```ts
 * import { english, parseMove, startPosition } from 'crownhead';
 * parseMove(startPosition(english), '11-15'); // => { ok: true, value: { from: 11, to: 15, path: [11, 15], captured: [] } }
 * const illegal = parseMove(startPosition(english), '11-18');
 * if (!illegal.ok) illegal.error.code; // => 'illegal'
 * const off = parseMove(startPosition(english), '11-33'); // English squares are 1 to 32
 * if (!off.ok) [off.error.code, off.error.offset]; // => ['off-board', 3]
 * ```
 */
export function parseMove(position: Position, text: string, options?: ResolveOptions): Result<Move, MoveError> {
  expectPosition(position, 'parseMove');
  expectText(text, 'text', 'parseMove');
  expectOptions(options, 'parseMove');
  const parsed = readMoveText(position.variant, text);
  return parsed.ok ? resolveMove(position, parsed.value, options) : parsed;
}

/** Options of {@link formatMove}. */
export interface FormatMoveOptions {
  /** Write a capture's whole path (`26x17x10x19x26`) even when the short form is unambiguous. */
  readonly fullPath?: boolean;
  /**
   * Tell apart only different moves, as `legalMoves(position)` lists them (default `false`).
   * By default every legal path gets its own text: when another path shares the start and end
   * but has other landing squares, the full path is written, even when both paths take the same
   * pieces (a king going round a loop one way or the other, `26x17x10x19x26` and
   * `26x19x10x17x26`). With `distinct: true` such paths are one move and are written alike
   * (`26x26`): the full path only when another legal move shares start and end but captures
   * other pieces, which is the letter of PDN 3.0 restriction 8 (the canonical PDN writer uses
   * it).
   */
  readonly distinct?: boolean;
}

function samePath(a: readonly Square[], b: readonly Square[]): boolean {
  return a.length === b.length && a.every((sq, i) => sq === b[i]);
}

/**
 * A writer of the legal moves of `position` (the rule of {@link formatMove}) that lists the legal
 * paths once, for writing many moves of one position.
 */
export function moveWriter(position: Position, options?: FormatMoveOptions): (move: Move) => string {
  expectPosition(position, 'formatMove');
  const variant = position.variant;
  const distinct = options?.distinct === true;
  let paths: readonly Move[] | undefined;
  return (move) => {
    if (move.captured.length === 0) return writeSquares(variant, [move.from, move.to], false);
    if (options?.fullPath === true) return writeSquares(variant, move.path, true);
    paths ??= legalMoves(position, { paths: true });
    const ambiguous = paths.some(
      (other) =>
        other.from === move.from &&
        other.to === move.to &&
        (distinct ? !moveEquals(other, move) : !samePath(other.path, move.path)),
    );
    return writeSquares(variant, ambiguous ? move.path : [move.from, move.to], true);
  };
}

/**
 * Writes a legal move of `position` in PDN notation: `from-to` for a move, `fromxto` for a
 * capture, and the full landing path (`1x10x19`) only when the short form would not tell this
 * path from another legal one: another legal path shares its start and end (PDN 3.0 restrictions
 * 8 and 9), or `fullPath` asks for it. So `parseMove` of the text gives back this very path.
 * With `distinct: true`, paths of one move (same pieces taken) are written alike. Squares are
 * numbers, or names for a variant written algebraically (`c3-d4`, `c3xe5`).
 *
 * @example
 * ```ts
 * import { english, parseFen, legalMoves, formatMove } from 'crownhead';
 * const loop = parseFen(english, 'W:WK26:B14,15,22,23'); // a king takes four men round a loop
 * if (!loop.ok) throw new Error(loop.error.message);
 * const position = loop.value;
 * legalMoves(position, { paths: true }).map((m) => formatMove(position, m)); // => ['26x17x10x19x26', '26x19x10x17x26']
 * legalMoves(position).map((m) => formatMove(position, m, { distinct: true })); // => ['26x26']
 * ```
 */
export function formatMove(position: Position, move: Move, options?: FormatMoveOptions): string {
  expectMove(move, 'formatMove');
  expectOptions(options, 'formatMove');
  return moveWriter(position, options)(move);
}
