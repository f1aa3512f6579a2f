/**
 * Positions built by hand are checked (setupPosition, checkPosition, putPiece, removePiece,
 * clearBoard): one square holds one piece, squares are the board's playing squares (English
 * 1-32, International 1-50, docs/sources.md, Boards and numbering), a king is a piece, and a man does not
 * stand on the row where it would already have been crowned (WCDF 1.16, FMJD 3.5) unless the
 * caller says so.
 *
 * English squares: White is crowned on 1-4 (the top row), Black on 29-32.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  SquareSet,
  checkPosition,
  clearBoard,
  english,
  international,
  parseFen,
  pieceAt,
  positionEquals,
  putPiece,
  removePiece,
  setupPosition,
  startPosition,
  formatFen,
} from '../../src/index.js';
import type { Position, PositionSetup, SetupError } from '../../src/index.js';
import { arbitraryAnyPosition } from '../arbitraries.js';
import { FLYING_CASES, arbitraryAnyFlyingRefPosition, toFlyingPosition } from '../flyingArbitraries.js';

function error(r: { ok: true } | { ok: false; error: SetupError }): Pick<SetupError, 'code' | 'square'> | undefined {
  if (r.ok) return undefined;
  const { code, square } = r.error;
  return square === undefined ? { code } : { code, square };
}

const setup = (s: PositionSetup, allow = false) => setupPosition(english, s, { allowMenOnCrowningRow: allow });

describe('setupPosition', () => {
  it('builds the position the lists describe', () => {
    const r = setup({ turn: 'black', white: [21, 22, 30], black: new Set([1, 9]), kings: SquareSet.of(30, 9) });
    expect(r.ok && formatFen(r.value)).toBe('B:W21,22,K30:B1,K9');
    const fen = parseFen(english, 'B:W21,22,K30:B1,K9');
    expect(r.ok && fen.ok && positionEquals(r.value, fen.value)).toBe(true);
  });

  it('refuses two pieces on one square (today formatFen would write W:W22:B1,22)', () => {
    expect(error(setup({ turn: 'white', white: [22], black: [1, 22] }))).toEqual({ code: 'two-pieces', square: 22 });
    expect(error(setup({ turn: 'white', white: [22, 22], black: [1] }))).toEqual({ code: 'two-pieces', square: 22 });
    expect(error(setup({ turn: 'white', white: [22], black: [1], kings: [22, 22] }))).toEqual({
      code: 'two-pieces',
      square: 22,
    });
  });

  it('refuses squares that are not playing squares of the board', () => {
    expect(error(setup({ turn: 'white', white: [33], black: [1] }))).toEqual({ code: 'off-board', square: 33 });
    expect(error(setup({ turn: 'white', white: [0], black: [1] }))).toEqual({ code: 'off-board', square: 0 });
    expect(error(setup({ turn: 'white', white: [-5], black: [1] }))).toEqual({ code: 'off-board', square: -5 });
    // 50 is a square of International (1-50), not of English (1-32).
    expect(setupPosition(international, { turn: 'white', white: [50], black: [1] }).ok).toBe(true);
    expect(error(setup({ turn: 'white', white: [50], black: [1] }))).toEqual({ code: 'off-board', square: 50 });
    expect(error(setup({ turn: 'white', white: [2.5], black: [1] }))).toEqual({ code: 'not-a-square', square: 2.5 });
    expect(error(setup({ turn: 'white', white: [Number.NaN], black: [1] }))?.code).toBe('not-a-square');
    expect(error(setup({ turn: 'white', white: ['5' as unknown as number], black: [1] }))).toEqual({
      code: 'not-a-square',
    });
    expect(error(setup({ turn: 'white', white: 5 as unknown as number[], black: [1] }))).toEqual({
      code: 'bad-squares',
    });
  });

  it('refuses a king square with no piece, and a side to move that is not a colour', () => {
    expect(error(setup({ turn: 'white', white: [22], black: [1], kings: [18] }))).toEqual({
      code: 'king-without-piece',
      square: 18,
    });
    expect(error(setup({ turn: 'red' as 'white', white: [22], black: [1] }))).toEqual({ code: 'bad-turn' });
  });

  it('refuses a man on its crowning row unless asked, and then keeps it a man (WCDF 1.16)', () => {
    expect(error(setup({ turn: 'white', white: [3], black: [10] }))).toEqual({
      code: 'man-on-crowning-row',
      square: 3,
    });
    expect(error(setup({ turn: 'white', white: [22], black: [31] }))).toEqual({
      code: 'man-on-crowning-row',
      square: 31,
    });
    // A white man on 29-32 or a black man on 1-4 stands on its own back row: allowed.
    expect(setup({ turn: 'white', white: [30], black: [2] }).ok).toBe(true);
    expect(setup({ turn: 'white', white: [3], black: [10], kings: [3] }).ok).toBe(true);
    const kept = setup({ turn: 'white', white: [3], black: [10] }, true);
    expect(kept.ok && pieceAt(kept.value, 3)).toEqual({ color: 'white', role: 'man' });
    // International: White is crowned on 1-5, Black on 46-50 (FMJD 3.5).
    expect(error(setupPosition(international, { turn: 'white', white: [5], black: [20] }))).toEqual({
      code: 'man-on-crowning-row',
      square: 5,
    });
    expect(error(setupPosition(international, { turn: 'white', white: [6], black: [46] }))).toEqual({
      code: 'man-on-crowning-row',
      square: 46,
    });
  });

  it('gives back every position of the arbitraries from its lists (English and every flying variant)', () => {
    const roundTrip = (p: Position): void => {
      const r = setupPosition(p.variant, { turn: p.turn, white: p.white, black: p.black, kings: p.kings });
      expect(r.ok && positionEquals(r.value, p), formatFen(p)).toBe(true);
      expect(checkPosition(p)).toEqual({ ok: true, value: p });
    };
    fc.assert(fc.property(arbitraryAnyPosition, roundTrip), { numRuns: 300 });
    for (const c of FLYING_CASES) {
      fc.assert(
        fc.property(
          arbitraryAnyFlyingRefPosition(c).map((ref) => toFlyingPosition(c.variant, ref)),
          roundTrip,
        ),
        { numRuns: 100 },
      );
    }
  });
});

describe('checkPosition (a Position built by a program)', () => {
  const make = (white: SquareSet, black: SquareSet, kings = SquareSet.empty()): Position => ({
    variant: english,
    turn: 'white',
    white,
    black,
    kings,
  });

  it('returns the same object when it passes', () => {
    const p = make(SquareSet.of(22), SquareSet.of(1));
    const r = checkPosition(p);
    expect(r.ok && r.value).toBe(p);
  });

  it('finds two pieces on one square, squares beyond the board, kings without a piece', () => {
    expect(error(checkPosition(make(SquareSet.of(22), SquareSet.of(1, 22))))).toEqual({
      code: 'two-pieces',
      square: 22,
    });
    // A SquareSet holds squares 1-96; 40 is not on the 8x8 board.
    expect(error(checkPosition(make(SquareSet.of(22, 40), SquareSet.of(1))))).toEqual({
      code: 'off-board',
      square: 40,
    });
    // The first square past the board (issue 28): PDN 3.0 numbers the 32 playing squares of the
    // English board 1-32 (docs/sources.md, boards and numbering), so 33 is off it, in any field.
    expect(error(checkPosition(make(SquareSet.of(22, 33), SquareSet.of(1))))).toEqual({
      code: 'off-board',
      square: 33,
    });
    expect(error(checkPosition(make(SquareSet.of(22), SquareSet.of(1, 33))))).toEqual({
      code: 'off-board',
      square: 33,
    });
    expect(error(checkPosition(make(SquareSet.of(22), SquareSet.of(1), SquareSet.of(33))))).toEqual({
      code: 'off-board',
      square: 33,
    });
    expect(checkPosition(make(SquareSet.of(22, 32), SquareSet.of(1))).ok).toBe(true);
    expect(error(checkPosition(make(SquareSet.of(22), SquareSet.of(1), SquareSet.of(5))))).toEqual({
      code: 'king-without-piece',
      square: 5,
    });
    expect(error(checkPosition(make(SquareSet.of(2), SquareSet.of(10))))).toEqual({
      code: 'man-on-crowning-row',
      square: 2,
    });
    expect(checkPosition(make(SquareSet.of(2), SquareSet.of(10)), { allowMenOnCrowningRow: true }).ok).toBe(true);
  });

  it('finds fields that are not SquareSets (a position that went through JSON)', () => {
    const revived = JSON.parse(JSON.stringify(startPosition(english))) as Position;
    expect(error(checkPosition({ ...revived, variant: english }))).toEqual({ code: 'bad-squares' });
  });
});

describe('board editing', () => {
  it('putPiece places a piece, replacing what stood there, and checks it', () => {
    const start = startPosition(english);
    const r = putPiece(start, 22, { color: 'black', role: 'king' });
    expect(r.ok && formatFen(r.value)).toBe('B:W21,23-32:B1-12,K22');
    expect(formatFen(start)).toBe('B:W21-32:B1-12');
    expect(error(putPiece(start, 33, { color: 'white', role: 'man' }))).toEqual({ code: 'off-board', square: 33 });
    expect(error(putPiece(start, 1.5, { color: 'white', role: 'man' }))).toEqual({ code: 'not-a-square', square: 1.5 });
    expect(error(putPiece(start, 14, { color: 'red' as 'white', role: 'man' }))).toEqual({ code: 'bad-piece' });
    const empty = clearBoard(start);
    expect(error(putPiece(empty, 2, { color: 'white', role: 'man' }))).toEqual({
      code: 'man-on-crowning-row',
      square: 2,
    });
    const man = putPiece(empty, 2, { color: 'white', role: 'man' }, { allowMenOnCrowningRow: true });
    expect(man.ok && pieceAt(man.value, 2)).toEqual({ color: 'white', role: 'man' });
  });

  it('removePiece empties a square; an empty square stays empty; a square off the board is an error', () => {
    const start = startPosition(english);
    const r = removePiece(start, 21);
    expect(r.ok && formatFen(r.value)).toBe('B:W22-32:B1-12');
    const again = removePiece(start, 16);
    expect(again.ok && positionEquals(again.value, start)).toBe(true);
    expect(error(removePiece(start, 0))).toEqual({ code: 'off-board', square: 0 });
  });

  it('clearBoard keeps the variant and the side to move', () => {
    const p = clearBoard(startPosition(international));
    expect([p.variant, p.turn, p.white.isEmpty(), p.black.isEmpty(), p.kings.isEmpty()]).toEqual([
      international,
      'white',
      true,
      true,
      true,
    ]);
  });

  it('put then remove gives back the position, and neither changes its input', () => {
    fc.assert(
      fc.property(
        arbitraryAnyPosition,
        fc.integer({ min: 1, max: 32 }),
        fc.boolean(),
        fc.boolean(),
        (p, square, white, king) => {
          const before = formatFen(p);
          const put = putPiece(
            p,
            square,
            { color: white ? 'white' : 'black', role: king ? 'king' : 'man' },
            { allowMenOnCrowningRow: true },
          );
          expect(put.ok).toBe(true);
          if (!put.ok) return;
          expect(pieceAt(put.value, square)).toEqual({ color: white ? 'white' : 'black', role: king ? 'king' : 'man' });
          const removed = removePiece(put.value, square);
          // The position without whatever stood on the square, built from the sets themselves.
          const expected = {
            ...p,
            white: p.white.without(square),
            black: p.black.without(square),
            kings: p.kings.without(square),
          };
          expect(removed.ok && positionEquals(removed.value, expected)).toBe(true);
          expect(formatFen(p)).toBe(before);
        },
      ),
      { numRuns: 300 },
    );
  });
});
