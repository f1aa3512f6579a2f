/**
 * Boards from GameType attributes against the diagrams printed for each numbering
 * (docs/sources.md, boards and numbering; PDN 3.0 GameType tester), written out here by hand.
 */
import { describe, expect, it } from 'vitest';
import { board8x8, board10x10, board12x12, crowningSquares, gameTypeBoard, startRows } from '../../src/index.js';
import type { BoardGeometry } from '../../src/index.js';

/** The board drawn as rows of labels, White at the bottom, `.` for squares not played on. */
function diagram(board: BoardGeometry): string[] {
  const lines: string[] = [];
  for (let row = 0; row < board.rows; row++) {
    const cells: string[] = [];
    for (let col = 0; col < board.cols; col++) cells.push(String(board.squareAt(row, col) ?? '.').padStart(2));
    lines.push(cells.join(' '));
  }
  return lines;
}

const ITALIAN = [
  ' 1  .  2  .  3  .  4  .',
  ' .  5  .  6  .  7  .  8',
  ' 9  . 10  . 11  . 12  .',
  ' . 13  . 14  . 15  . 16',
  '17  . 18  . 19  . 20  .',
  ' . 21  . 22  . 23  . 24',
  '25  . 26  . 27  . 28  .',
  ' . 29  . 30  . 31  . 32',
];
const SPANISH = [
  '32  . 31  . 30  . 29  .',
  ' . 28  . 27  . 26  . 25',
  '24  . 23  . 22  . 21  .',
  ' . 20  . 19  . 18  . 17',
  '16  . 15  . 14  . 13  .',
  ' . 12  . 11  . 10  .  9',
  ' 8  .  7  .  6  .  5  .',
  ' .  4  .  3  .  2  .  1',
];
const THAI = [
  ' . 32  . 31  . 30  . 29',
  '28  . 27  . 26  . 25  .',
  ' . 24  . 23  . 22  . 21',
  '20  . 19  . 18  . 17  .',
  ' . 16  . 15  . 14  . 13',
  '12  . 11  . 10  .  9  .',
  ' .  8  .  7  .  6  .  5',
  ' 4  .  3  .  2  .  1  .',
];
const ENGLISH = [
  ' .  1  .  2  .  3  .  4',
  ' 5  .  6  .  7  .  8  .',
  ' .  9  . 10  . 11  . 12',
  '13  . 14  . 15  . 16  .',
  ' . 17  . 18  . 19  . 20',
  '21  . 22  . 23  . 24  .',
  ' . 25  . 26  . 27  . 28',
  '29  . 30  . 31  . 32  .',
];

describe('gameTypeBoard', () => {
  it('numbers Italian 22,W,8,8,N2,1 from the top-left corner', () => {
    expect(diagram(gameTypeBoard({ firstPlayer: 'white', width: 8, height: 8, origin: 2, invert: 1 }))).toEqual(
      ITALIAN,
    );
  });
  it("numbers Spanish 24,W,8,8,N1,1 (and Portuguese 28) from White's bottom-right corner", () => {
    expect(diagram(gameTypeBoard({ firstPlayer: 'white', width: 8, height: 8, origin: 1, invert: 1 }))).toEqual(
      SPANISH,
    );
  });
  it("numbers Thai 31,B,8,8,N2,0 from Black's top left, which is White's bottom right", () => {
    expect(diagram(gameTypeBoard({ firstPlayer: 'black', width: 8, height: 8, origin: 2, invert: 0 }))).toEqual(THAI);
  });
  it('gives the English board for 21,B,8,8,N1,0, the same as board8x8', () => {
    const english = gameTypeBoard({ firstPlayer: 'black', width: 8, height: 8, origin: 1, invert: 0 });
    expect(diagram(english)).toEqual(ENGLISH);
    expect(diagram(board8x8)).toEqual(ENGLISH);
    expect(english.key).toBe(board8x8.key);
  });
  it('gives the International and Canadian boards for 20,W,10,10,N2,0 and 27,W,12,12,N2,0', () => {
    const ten = gameTypeBoard({ firstPlayer: 'white', width: 10, height: 10, origin: 2, invert: 0 });
    expect(diagram(ten)).toEqual(diagram(board10x10));
    expect(ten.key).toBe('10x10');
    expect(ten.squareAt(9, 0)).toBe(46); // FMJD 2.6: 46 in White's bottom-left corner
    const twelve = gameTypeBoard({ firstPlayer: 'white', width: 12, height: 12, origin: 2, invert: 0 });
    expect(diagram(twelve)).toEqual(diagram(board12x12));
  });
  it('gives different keys to different numberings', () => {
    const keys = new Set(
      [
        { firstPlayer: 'white', origin: 2, invert: 1 },
        { firstPlayer: 'white', origin: 1, invert: 1 },
        { firstPlayer: 'black', origin: 2, invert: 0 },
        { firstPlayer: 'black', origin: 1, invert: 0 },
      ].map((a) => gameTypeBoard({ width: 8, height: 8, ...a } as Parameters<typeof gameTypeBoard>[0]).key),
    );
    expect(keys.size).toBe(4);
  });
  it('keeps coords and squareAt inverse of each other', () => {
    const board = gameTypeBoard({ firstPlayer: 'white', width: 8, height: 8, origin: 1, invert: 1 });
    for (let square = 1; square <= 32; square++) {
      const { row, col } = board.coords(square);
      expect(board.squareAt(row, col)).toBe(square);
    }
    expect(board.squareAt(-1, 0)).toBeUndefined();
    expect(board.squareAt(0, 8)).toBeUndefined();
  });
});

describe('rows of a board', () => {
  it('crowns White on the top row and Black on the bottom row, whatever the numbering', () => {
    const spanish = gameTypeBoard({ firstPlayer: 'white', width: 8, height: 8, origin: 1, invert: 1 });
    expect(crowningSquares(spanish, 'white').squares()).toEqual([29, 30, 31, 32]);
    expect(crowningSquares(spanish, 'black').squares()).toEqual([1, 2, 3, 4]);
    expect(crowningSquares(board10x10, 'black').squares()).toEqual([46, 47, 48, 49, 50]);
  });
  it('starts Spanish White on 1-12 and Thai with two rows each', () => {
    const spanish = gameTypeBoard({ firstPlayer: 'white', width: 8, height: 8, origin: 1, invert: 1 });
    expect(startRows(spanish, 3).white.squares()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const thai = gameTypeBoard({ firstPlayer: 'black', width: 8, height: 8, origin: 2, invert: 0 });
    expect(startRows(thai, 2).white.squares()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(startRows(thai, 2).black.squares()).toEqual([25, 26, 27, 28, 29, 30, 31, 32]);
    expect(startRows(board10x10, 4).white.squares()).toEqual(Array.from({ length: 20 }, (_, i) => 31 + i));
  });
});
