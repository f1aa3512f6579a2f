/**
 * Algebraic square names for the 8x8 variants written algebraically (Russian, Brazilian): names,
 * FEN and move text, read both numeric and algebraic, written algebraically (issue 5;
 * docs/sources.md, boards and numbering: a1 is dark at White's bottom left, files a-h from the left, ranks
 * from the bottom; the numeric labels are the English ones, 1 = b8, 4 = h8, 29 = a1, 32 = g1).
 *
 *      .  1  .  2  .  3  .  4      8   b8 d8 f8 h8
 *      5  .  6  .  7  .  8  .      7   a7 c7 e7 g7
 *      .  9  . 10  . 11  . 12      6   b6 d6 f6 h6
 *     13  . 14  . 15  . 16  .      5   a5 c5 e5 g5
 *      . 17  . 18  . 19  . 20      4   b4 d4 f4 h4
 *     21  . 22  . 23  . 24  .      3   a3 c3 e3 g3
 *      . 25  . 26  . 27  . 28      2   b2 d2 f2 h2
 *     29  . 30  . 31  . 32  .      1   a1 c1 e1 g1
 */
import { describe, it, expect } from 'vitest';
import {
  board10x10,
  board8x8,
  brazilian,
  english,
  formatMove,
  international,
  legalMoves,
  parseFen,
  parseMove,
  parseMoveText,
  positionEquals,
  russian,
  squareFromName,
  squareName,
  startPosition,
  formatFen,
} from '../../src/index.js';
import type { FenErrorCode, Move, MoveErrorCode, Position, Variant } from '../../src/index.js';

function fen(variant: Variant, text: string): Position {
  const r = parseFen(variant, text);
  if (!r.ok) throw new Error(`bad test FEN ${text}: ${r.error.message}`);
  return r.value;
}

function parsed(pos: Position, text: string): Move {
  const r = parseMove(pos, text);
  if (!r.ok) throw new Error(`${text}: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

function fenError(variant: Variant, text: string, code: FenErrorCode, offset?: number): void {
  const r = parseFen(variant, text);
  expect(r.ok, text).toBe(false);
  if (r.ok) return;
  expect(r.error.code, text).toBe(code);
  if (offset !== undefined) expect(r.error.offset, text).toBe(offset);
}

function moveError(pos: Position, text: string, code: MoveErrorCode, offset?: number): void {
  const r = parseMove(pos, text);
  expect(r.ok, text).toBe(false);
  if (r.ok) return;
  expect(r.error.code, text).toBe(code);
  if (offset !== undefined) expect(r.error.offset, text).toBe(offset);
}

/** The names of the map above, row by row from the top: index n - 1 holds square n. */
const NAMES = [
  'b8',
  'd8',
  'f8',
  'h8',
  'a7',
  'c7',
  'e7',
  'g7',
  'b6',
  'd6',
  'f6',
  'h6',
  'a5',
  'c5',
  'e5',
  'g5',
  'b4',
  'd4',
  'f4',
  'h4',
  'a3',
  'c3',
  'e3',
  'g3',
  'b2',
  'd2',
  'f2',
  'h2',
  'a1',
  'c1',
  'e1',
  'g1',
];

const ALGEBRAIC: readonly Variant[] = [russian, brazilian];

describe('squareName and squareFromName (docs/sources.md, boards and numbering)', () => {
  it('the corner squares: 1 = b8, 4 = h8, 5 = a7, 29 = a1, 32 = g1', () => {
    for (const variant of ALGEBRAIC) {
      const board = variant.board;
      expect(squareName(board, 1)).toBe('b8');
      expect(squareName(board, 4)).toBe('h8');
      expect(squareName(board, 5)).toBe('a7');
      expect(squareName(board, 29)).toBe('a1');
      expect(squareName(board, 32)).toBe('g1');
    }
  });

  it('every square 1-32 has the name of the map and back', () => {
    for (let n = 1; n <= 32; n++) {
      expect(squareName(board8x8, n)).toBe(NAMES[n - 1]);
      expect(squareFromName(board8x8, NAMES[n - 1]!)).toBe(n);
    }
  });

  it('light squares and names off the board have no square', () => {
    // a2, b1, b3, c2, h1, h7, a8: (file + rank) even on a board whose a1 is dark.
    for (const name of ['a2', 'b1', 'b3', 'c2', 'd5', 'h1', 'h7', 'a8'])
      expect(squareFromName(board8x8, name), name).toBeUndefined();
    for (const name of ['i1', 'a9', 'a0', 'A1', 'c', '3', '', 'c3 ', 'c03'])
      expect(squareFromName(board8x8, name), name).toBeUndefined();
  });

  it('the 10x10 board is named the same way: 46 = a1, 5 = j10, 1 = b10', () => {
    expect(squareName(board10x10, 46)).toBe('a1');
    expect(squareName(board10x10, 5)).toBe('j10');
    expect(squareName(board10x10, 1)).toBe('b10');
    expect(squareFromName(board10x10, 'j10')).toBe(5);
  });
});

describe('FEN of the algebraic variants', () => {
  it('reads numeric and algebraic squares as the same position: W:Wf6:Be7,c7 = W:W11:B6,7', () => {
    for (const variant of ALGEBRAIC) {
      const named = fen(variant, 'W:Wf6:Be7,c7');
      expect(positionEquals(named, fen(variant, 'W:W11:B6,7'))).toBe(true);
      expect(named.white.squares()).toEqual([11]);
      expect(named.black.squares()).toEqual([6, 7]);
      expect(named.kings.isEmpty()).toBe(true);
    }
  });

  it('W:W21-32:B1-12 is the start position (the real files, ussr1947.pdn)', () => {
    for (const variant of ALGEBRAIC) {
      const start = startPosition(variant);
      expect(positionEquals(fen(variant, 'W:W21-32:B1-12'), start)).toBe(true);
      expect(
        positionEquals(
          fen(variant, 'W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8'),
          start,
        ),
      ).toBe(true);
    }
  });

  it('formatFen writes names in square-number order, kings after men, no ranges', () => {
    expect(formatFen(startPosition(russian))).toBe(
      'W:Wa3,c3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6',
    );
    expect(formatFen(startPosition(brazilian))).toBe(formatFen(startPosition(russian)));
    expect(formatFen(fen(russian, 'B:W11,K29:BK4,6,7'))).toBe('B:Wf6,Ka1:Bc7,e7,Kh8');
    expect(formatFen(fen(brazilian, 'W:WKc3:B'))).toBe('W:WKc3:B');
    // Round trip of the written form.
    const text = formatFen(fen(russian, 'B:W11,K29:BK4,6,7'));
    expect(formatFen(fen(russian, text))).toBe(text);
  });

  it('rejects a light square, a name off the board and a range of names', () => {
    fenError(russian, 'W:Wa2:B', 'unknown-square', 3);
    fenError(brazilian, 'W:Wc3,d5:B', 'unknown-square', 6);
    fenError(russian, 'W:Wi1:B', 'unknown-square', 3); // file i is off the 8x8 board
    fenError(russian, 'W:Wa1-c1:B', 'bad-token');
    // A white man on its far row (b8 = 1) would already be a king.
    fenError(russian, 'W:Wb8:B', 'man-on-crowning-row', 3);
  });

  it('numeric variants do not read square names', () => {
    fenError(english, 'B:Wc3:B1', 'bad-token', 3);
    fenError(international, 'W:Wc3:B1', 'bad-token', 3);
  });
});

describe('move text of the algebraic variants', () => {
  const start = startPosition(russian);

  it('c3-d4, c3d4 and 22-18 are the same quiet move; it is written c3-d4', () => {
    const m = parsed(start, 'c3-d4');
    expect(m).toEqual({ from: 22, to: 18, path: [22, 18], captured: [] });
    expect(parsed(start, 'c3d4')).toEqual(m);
    expect(parsed(start, '22-18')).toEqual(m);
    expect(formatMove(start, m)).toBe('c3-d4');
    expect(legalMoves(start).map((move) => formatMove(start, move))).toEqual([
      'a3-b4',
      'c3-b4',
      'c3-d4',
      'e3-d4',
      'e3-f4',
      'g3-f4',
      'g3-h4',
    ]);
  });

  it('c3:e5, c3xe5, c3Xe5 and 22x15 are the same capture; it is written c3xe5', () => {
    for (const variant of ALGEBRAIC) {
      const pos = fen(variant, 'W:Wc3:Bd4');
      const m = parsed(pos, 'c3:e5');
      expect(m).toEqual({ from: 22, to: 15, path: [22, 15], captured: [18] });
      for (const text of ['c3xe5', 'c3Xe5', '22x15', '22:15']) expect(parsed(pos, text), text).toEqual(m);
      expect(formatMove(pos, m)).toBe('c3xe5');
    }
  });

  it('a multi-capture: f6:d8:b6 in full or short; written short unless asked', () => {
    const pos = fen(brazilian, 'W:Wf6:Be7,c7');
    const m = parsed(pos, 'f6:d8:b6');
    expect(m).toEqual({ from: 11, to: 9, path: [11, 2, 9], captured: [7, 6] });
    expect(parsed(pos, 'f6:b6')).toEqual(m);
    expect(parsed(pos, 'f6xd8xb6')).toEqual(m);
    expect(formatMove(pos, m)).toBe('f6xb6');
    expect(formatMove(pos, m, { fullPath: true })).toBe('f6xd8xb6');
  });

  it('a light square name is a syntax error at its offset', () => {
    moveError(start, 'c2-d3', 'syntax', 0);
    moveError(start, 'c3-d5', 'syntax', 3);
    moveError(start, 'c3d5', 'syntax', 2);
    moveError(start, 'i3-d4', 'syntax', 0);
  });

  it('well-formed but not legal: illegal', () => {
    moveError(start, 'c3-e5', 'illegal');
    moveError(start, 'c3xd4', 'illegal');
    moveError(start, 'b6-a5', 'illegal');
  });

  it('English and International read numbers only', () => {
    const r = parseMoveText(english, 'c3-d4');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('syntax');
    moveError(startPosition(international), 'a3-b4', 'syntax', 0);
    expect(parseMoveText(russian, 'c3-d4')).toEqual({ ok: true, value: { squares: [22, 18], capture: false } });
  });
});
