/**
 * A position as plain text, for terminals and logs.
 * @module
 */
import type { Position } from '../core/position.js';
import { pieceAt } from '../rules/position.js';
import { expectOptions } from '../core/arguments.js';
import { expectPosition } from '../core/positionArguments.js';

/** Options of {@link boardToText}. */
export interface BoardTextOptions {
  /** Use `w W b B` instead of the Unicode draughts symbols `⛀ ⛁ ⛂ ⛃` (default `false`). */
  readonly ascii?: boolean;
}

const UNICODE = { white: { man: '⛀', king: '⛁' }, black: { man: '⛂', king: '⛃' } } as const;
const ASCII = { white: { man: 'w', king: 'W' }, black: { man: 'b', king: 'B' } } as const;

/**
 * The board as lines of text, Black's side at the top as in the numbering diagrams: each playing
 * square shows its piece, or its number when empty; light squares show `·` in Unicode mode and
 * `.` in ASCII mode. A last line names the side to move.
 * @example
 * ```ts
 * import { boardToText, english, parseFen } from 'crownhead';
 * const fen = parseFen(english, 'W:W11:B6,7');
 * if (fen.ok) boardToText(fen.value, { ascii: true }).split('\n').slice(0, 3); // => ['  .  1  .  2  .  3  .  4', '  5  .  b  .  b  .  8  .', '  .  9  . 10  .  w  . 12']
 * ```
 */
export function boardToText(position: Position, options?: BoardTextOptions): string {
  expectPosition(position, 'boardToText');
  expectOptions(options, 'boardToText');
  const symbols = options?.ascii === true ? ASCII : UNICODE;
  const light = options?.ascii === true ? '.' : '·';
  const board = position.variant.board;
  const width = String(board.squareCount).length + 1;
  const lines: string[] = [];
  for (let row = 0; row < board.rows; row++) {
    let line = '';
    for (let col = 0; col < board.cols; col++) {
      const square = board.squareAt(row, col);
      let cell: string;
      if (square === undefined) cell = light;
      else {
        const piece = pieceAt(position, square);
        cell = piece === undefined ? String(square) : symbols[piece.color][piece.role];
      }
      line += cell.padStart(width);
    }
    lines.push(line);
  }
  lines.push(`${position.turn === 'white' ? 'White' : 'Black'} to move`);
  return lines.join('\n');
}
