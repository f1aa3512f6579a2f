/**
 * Hub moves (Scan's protocol.txt, version 2; docs/sources.md, Hub protocol): a quiet move is
 * `32-28`; a capture is the start, the end, then every captured square in any order, joined by
 * `x` (`28x19x23`: from 28 to 19, taking 23). The landing squares between are not written, so a
 * Hub move names a distinct move (start, end and the set of captured pieces), not a path.
 * @module
 */
import type { Move } from '../core/types.js';
import type { Position } from '../core/position.js';
import type { Result } from '../core/result.js';
import { ok } from '../core/result.js';
import { legalMoves } from '../rules/play.js';
import type { HubError } from './errors.js';
import { hubError } from './errors.js';
import { expectText, expectWholeNumber } from '../core/arguments.js';
import { expectPosition, expectMove } from '../core/positionArguments.js';

/** Hub move text as written, before it is matched against a position. */
export interface HubMoveText {
  /** The start square. */
  readonly from: number;
  /** The end square. */
  readonly to: number;
  /** True for a capture (`x`). */
  readonly capture: boolean;
  /** The captured squares as written (in any order); empty for a quiet move. */
  readonly captured: readonly number[];
}

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/**
 * Reads the syntax of a Hub move for a board of `squareCount` squares: `from-to`, or
 * `fromxto` followed by at least one `x` and a captured square.
 *
 * Errors: `empty`, `syntax` and `unknown-square`, each with the offset of the fault.
 * @example
 * ```ts
 * import { parseHubMoveText } from 'crownhead/hub';
 * parseHubMoveText('28x19x23', 50); // => { ok: true, value: { from: 28, to: 19, capture: true, captured: [23] } }
 * const bad = parseHubMoveText('28x19', 50);
 * if (!bad.ok) bad.error.code; // => 'syntax'
 * ```
 */
export function parseHubMoveText(text: string, squareCount: number): Result<HubMoveText, HubError> {
  expectText(text, 'text', 'parseHubMoveText');
  expectWholeNumber(squareCount, 'squareCount', 'parseHubMoveText', 1);
  if (text.length === 0) return hubError('empty', 'empty Hub move', 0);
  const squares: number[] = [];
  let separator: string | undefined;
  let i = 0;
  for (;;) {
    const start = i;
    while (isDigit(text[i])) i++;
    if (i === start) {
      return hubError(
        'syntax',
        `expected a square number, found ${i < text.length ? JSON.stringify(text[i]) : 'the end'}`,
        i,
      );
    }
    const square = Number(text.slice(start, i));
    if (!(square >= 1 && square <= squareCount)) {
      return hubError('unknown-square', `square ${text.slice(start, i)} is not on the board (1-${squareCount})`, start);
    }
    if (squares.length >= 2 && squares.slice(2).includes(square)) {
      return hubError('syntax', `captured square ${square} is written twice`, start);
    }
    squares.push(square);
    if (i === text.length) break;
    const c = text[i]!;
    if (c !== '-' && c !== 'x') return hubError('syntax', `expected "-" or "x", found ${JSON.stringify(c)}`, i);
    if (separator !== undefined && c !== separator)
      return hubError('syntax', 'a Hub move uses "-" or "x", not both', i);
    if (c === '-' && squares.length === 2) return hubError('syntax', 'a quiet move is from-to: nothing follows', i);
    separator = c;
    i++;
  }
  if (squares.length < 2) return hubError('syntax', 'a move needs a start and an end square', text.length);
  if (separator === 'x' && squares.length < 3) {
    return hubError('syntax', 'a Hub capture lists the captured squares after the start and the end', text.length);
  }
  return ok({ from: squares[0]!, to: squares[1]!, capture: separator === 'x', captured: squares.slice(2) });
}

const sameSet = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((sq) => b.includes(sq));

/**
 * Reads a Hub move and resolves it against the legal moves of `position`.
 *
 * A Hub move names a distinct move: its start, its end and the set of captured pieces. When
 * several paths take the same pieces between the same squares (a king going round a loop one way
 * or the other), the answer is the path `legalMoves(position)` lists for that move, as
 * `resolveMove` does: the first path the generator finds.
 *
 * Errors: `empty`, `syntax` and `unknown-square` (with the offset of the fault); `illegal`
 * (offset 0) when no legal move has this start, end and captured set.
 * @example
 * ```ts
 * import { international, startPosition, parseFen } from 'crownhead';
 * import { parseHubMove } from 'crownhead/hub';
 * parseHubMove(startPosition(international), '32-28'); // => { ok: true, value: { from: 32, to: 28, path: [32, 28], captured: [] } }
 * const fen = parseFen(international, 'W:W28:B19,23');
 * if (fen.ok) parseHubMove(fen.value, '28x19x23'); // => { ok: false, error: { kind: 'hub', code: 'illegal', message: '28x19x23 is not a legal move for white', offset: 0 } }
 * const capture = parseFen(international, 'W:W28:B23');
 * if (capture.ok) parseHubMove(capture.value, '28x19x23'); // => { ok: true, value: { from: 28, to: 19, path: [28, 19], captured: [23] } }
 * ```
 */
export function parseHubMove(position: Position, text: string): Result<Move, HubError> {
  expectPosition(position, 'parseHubMove');
  expectText(text, 'text', 'parseHubMove');
  const parsed = parseHubMoveText(text, position.variant.board.squareCount);
  if (!parsed.ok) return parsed;
  const { from, to, capture, captured } = parsed.value;
  const match = legalMoves(position).find(
    (move) =>
      move.from === from && move.to === to && move.captured.length > 0 === capture && sameSet(move.captured, captured),
  );
  if (match === undefined) return hubError('illegal', `${text} is not a legal move for ${position.turn}`, 0);
  return ok(match);
}

/**
 * Writes a move as Hub does: `32-28`, or the start, the end and the captured squares in capture
 * order (`28x19x23`). For a legal move of `position`, `parseHubMove(position, formatHubMove(move))` gives back the same
 * move (the listed path of it, see {@link parseHubMove}).
 * @example
 * ```ts
 * import { international, legalMoves, parseFen } from 'crownhead';
 * import { formatHubMove } from 'crownhead/hub';
 * const fen = parseFen(international, 'W:W28:B23');
 * if (fen.ok) formatHubMove(legalMoves(fen.value)[0]!); // => '28x19x23'
 * ```
 */
export function formatHubMove(move: Move): string {
  expectMove(move, 'formatHubMove');
  if (move.captured.length === 0) return `${move.from}-${move.to}`;
  return [move.from, move.to, ...move.captured].join('x');
}
