/**
 * Squares off the board, on every variant's board: move text and squares that name a number
 * outside 1 to `squareCount` (PDN 3.0 numbers the playing squares of a board from 1 to their
 * count, docs/sources.md, boards and numbering) are answered with an `off-board` error value by
 * every function that reads them, never an exception. Turkish draughts (8x8, all 64 squares)
 * threw a TypeError from its square lookup before; the other boards wrote garbage names.
 *
 * The expected values are the board sizes of the rules (32 squares on 8x8 dark squares, 64 on
 * Turkish 8x8, 50 on 10x10, 72 on 12x12), not the code's own answers.
 */
import { describe, expect, it } from 'vitest';
import {
  CrownheadError,
  formatMove,
  newGame,
  parseMove,
  parseMoveText,
  playMoveText,
  resolveMove,
  squareName,
  startPosition,
  variants,
} from '../../src/index.js';
import type { Variant } from '../../src/index.js';

/** Squares of each board by the rules: the count of playing squares. */
const SQUARES: Readonly<Record<string, number>> = {
  international: 50,
  english: 32,
  italian: 32,
  pool: 32,
  spanish: 32,
  russian: 32,
  brazilian: 32,
  canadian: 72,
  portuguese: 32,
  czech: 32,
  turkish: 64,
  thai: 32,
  frisian: 50,
  breakthrough: 50,
  frysk: 50,
  antidraughts: 50,
};

/** Numbers written as move text that are no square of a board of `count` squares. */
function offBoardTexts(count: number): string[] {
  const texts = [
    '0',
    '00',
    String(count + 1),
    String(count + 100),
    '99',
    '65',
    '73',
    '51',
    '33',
    '4294967297',
    '99999999999999999999999',
    '9'.repeat(400),
  ];
  return [...new Set(texts)].filter((text) => !(Number(text) >= 1 && Number(text) <= count));
}

/** Square values given as numbers (a `MoveText` built by a program) that are no square of the board. */
function offBoardNumbers(count: number): number[] {
  return [
    0,
    -0,
    -1,
    count + 1,
    99,
    1.5,
    Number.NaN,
    Infinity,
    -Infinity,
    1e300,
    2 ** 31,
    -(2 ** 31),
    Number.MAX_SAFE_INTEGER + 2,
  ];
}

/** `[text, offset of the off-board square]`: the square at the start, the end, or between. */
function forms(off: string, on: number): [string, number][] {
  const a = String(on);
  return [
    [`${off}-${a}`, 0],
    [`${a}-${off}`, a.length + 1],
    [`${off}x${a}`, 0],
    [`${a}x${off}`, a.length + 1],
    [`${a}x${off}x${a}`, a.length + 1],
    [`${a}:${a}:${off}`, 2 * a.length + 2],
  ];
}

describe('every variant answers a square off its board with an error value', () => {
  it('knows the board size of every variant', () => {
    expect(variants.map((v) => [v.key, v.board.squareCount])).toEqual(Object.entries(SQUARES));
  });

  const cases = (variant: Variant): [string, number][] => {
    const count = SQUARES[variant.key]!;
    return [
      ['1-0', 2],
      ['0-1', 0],
      ['0x5', 0],
      ...offBoardTexts(count).flatMap((off) => forms(off, 1)),
      ...offBoardTexts(count).flatMap((off) => forms(off, count)),
    ];
  };

  it.each(variants.map((v) => [v.key, v] as const))('%s: parseMove and playMoveText', (_, variant) => {
    const position = startPosition(variant);
    const game = newGame(variant);
    for (const [text, offset] of cases(variant)) {
      const off = text.slice(offset).split(/[-x:]/)[0]!;
      const moved = parseMove(position, text);
      expect(moved.ok, text).toBe(false);
      if (!moved.ok) {
        expect({ text, code: moved.error.code, offset: moved.error.offset }).toEqual({
          text,
          code: 'off-board',
          offset,
        });
        expect(moved.error.message, text).toContain(`square ${off} is not on the`);
        expect(moved.error.message, text).toContain(`(1-${SQUARES[variant.key]})`);
      }
      const played = playMoveText(game, text);
      expect(played.ok, text).toBe(false);
      if (!played.ok)
        expect({ text, code: played.error.code, ply: played.error.ply, cause: played.error.cause?.code }).toEqual({
          text,
          code: 'off-board',
          ply: 1,
          cause: 'off-board',
        });
      // parseMoveText alone, with the variant, finds the same fault at the same place.
      const read = parseMoveText(variant, text);
      expect(read.ok ? 'ok' : [read.error.code, read.error.offset], text).toEqual(['off-board', offset]);
    }
  });

  it.each(variants.map((v) => [v.key, v] as const))('%s: resolveMove of squares given as numbers', (_, variant) => {
    const position = startPosition(variant);
    const count = SQUARES[variant.key]!;
    for (const off of offBoardNumbers(count)) {
      for (const squares of [
        [off, 1],
        [1, off],
        [count, off, count],
        [off, off],
      ]) {
        for (const capture of [false, true]) {
          const r = resolveMove(position, { squares, capture });
          expect(r.ok ? 'ok' : r.error.code, `${squares.join(',')} ${capture}`).toBe('off-board');
          for (const dashCaptures of [true, false]) {
            const dashed = resolveMove(position, { squares, capture }, { dashCaptures });
            expect(dashed.ok ? 'ok' : dashed.error.code).toBe('off-board');
          }
        }
      }
    }
  });

  it.each(variants.map((v) => [v.key, v] as const))(
    '%s: squareName throws a CrownheadError for a square off the board',
    (_, variant) => {
      const count = SQUARES[variant.key]!;
      for (const off of offBoardNumbers(count)) {
        let thrown: unknown;
        try {
          squareName(variant.board, off);
        } catch (error) {
          thrown = error;
        }
        expect(thrown, String(off)).toBeInstanceOf(CrownheadError);
        expect((thrown as CrownheadError).code).toBe('bad-argument');
        expect(() => variant.board.coords(off)).toThrow(CrownheadError);
      }
      // Every playing square still has a name of a file letter and a rank.
      for (let sq = 1; sq <= count; sq++) expect(squareName(variant.board, sq)).toMatch(/^[a-l]([1-9]|1[0-2])$/);
    },
  );

  it.each(variants.map((v) => [v.key, v] as const))(
    '%s: formatMove writes a move with squares off the board as numbers',
    (_, variant) => {
      const position = startPosition(variant);
      const count = SQUARES[variant.key]!;
      // Not a legal move, so its text is only a way to show the squares: no exception.
      expect(formatMove(position, { from: 0, to: count + 1, path: [0, count + 1], captured: [] })).toBe(
        `0-${count + 1}`,
      );
    },
  );
});
