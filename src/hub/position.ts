/**
 * Hub positions (Scan's protocol.txt, version 2; docs/sources.md, Hub protocol): the side to move
 * (`W` or `B`), then one character per square in the order of the square numbers: `w` and `b`
 * for men, `W` and `B` for kings, `e` for an empty square.
 * @module
 */
import type { Position } from '../core/position.js';
import type { Variant } from '../core/variant.js';
import type { Result } from '../core/result.js';
import { ok } from '../core/result.js';
import { SquareSet } from '../core/squareSet.js';
import type { HubError } from './errors.js';
import { hubError } from './errors.js';
import { expectText } from '../core/arguments.js';
import { expectVariant, expectPosition } from '../core/positionArguments.js';

/**
 * Reads a Hub position into a position of `variant`. Hub writes one character per square in
 * square-number order, so any board can be written; Scan and the Hub GUI play the 10x10 board
 * (51 characters). Every board crownhead knows is accepted, with one character per square.
 *
 * Hub has no room for state beside the pieces: a Frisian or Frysk! position comes back without
 * king-move counters (`state`), as at the start of a game; `hubPosLine` sends the moves that
 * rebuild them.
 *
 * Errors (each with the offset of the fault): `empty`, `bad-turn`, `bad-length`, `bad-square`,
 * and `man-on-crowning-row` (a man standing where it would already have been crowned, FMJD 3.5).
 * @example
 * ```ts
 * import { international, formatFen } from 'crownhead';
 * import { parseHubPosition } from 'crownhead/hub';
 * const start = parseHubPosition(international, 'W' + 'b'.repeat(20) + 'e'.repeat(10) + 'w'.repeat(20));
 * if (start.ok) formatFen(start.value); // => 'W:W31-50:B1-20'
 * const bad = parseHubPosition(international, 'Wee');
 * if (!bad.ok) bad.error.code; // => 'bad-length'
 * ```
 */
export function parseHubPosition(variant: Variant, text: string): Result<Position, HubError> {
  expectVariant(variant, 'parseHubPosition');
  expectText(text, 'text', 'parseHubPosition');
  if (text.length === 0) return hubError('empty', 'empty Hub position', 0);
  const t = text[0];
  if (t !== 'W' && t !== 'B')
    return hubError('bad-turn', `the side to move must be W or B, found ${JSON.stringify(t)}`, 0);
  const board = variant.board;
  const white: number[] = [];
  const black: number[] = [];
  const kings: number[] = [];
  const count = Math.min(text.length - 1, board.squareCount);
  for (let sq = 1; sq <= count; sq++) {
    const c = text[sq];
    if (c === 'e') continue;
    const isWhite = c === 'w' || c === 'W';
    const isKing = c === 'W' || c === 'B';
    if (!isWhite && c !== 'b' && c !== 'B') {
      return hubError('bad-square', `square ${sq} must be w, b, W, B or e, found ${JSON.stringify(c)}`, sq);
    }
    if (!isKing && board.coords(sq).row === (isWhite ? 0 : board.rows - 1)) {
      return hubError(
        'man-on-crowning-row',
        `a ${isWhite ? 'white' : 'black'} man on ${sq} would already have been crowned`,
        sq,
      );
    }
    (isWhite ? white : black).push(sq);
    if (isKing) kings.push(sq);
  }
  if (text.length !== board.squareCount + 1) {
    return hubError(
      'bad-length',
      `a Hub position of the ${board.key} board has ${board.squareCount + 1} characters (side to move and one per square), found ${text.length}`,
      Math.min(text.length, board.squareCount + 1),
    );
  }
  return ok({
    variant,
    turn: t === 'W' ? 'white' : 'black',
    white: SquareSet.fromSquares(white),
    black: SquareSet.fromSquares(black),
    kings: SquareSet.fromSquares(kings),
  });
}

/**
 * Writes a position as Hub does: `W` or `B`, then one character per square (`w b W B e`).
 * `parseHubPosition(position.variant, formatHubPosition(position))` gives back an equal position.
 * @example
 * ```ts
 * import { international, startPosition } from 'crownhead';
 * import { formatHubPosition } from 'crownhead/hub';
 * formatHubPosition(startPosition(international)); // => 'Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww'
 * ```
 */
export function formatHubPosition(position: Position): string {
  expectPosition(position, 'formatHubPosition');
  let out = position.turn === 'white' ? 'W' : 'B';
  const n = position.variant.board.squareCount;
  for (let sq = 1; sq <= n; sq++) {
    const king = position.kings.has(sq);
    out += position.white.has(sq) ? (king ? 'W' : 'w') : position.black.has(sq) ? (king ? 'B' : 'b') : 'e';
  }
  return out;
}
