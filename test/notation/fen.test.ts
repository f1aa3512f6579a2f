/**
 * Draughts FEN (PDN 3.0; docs/sources.md, PDN 3.0: FEN): reading, errors with
 * their offsets, canonical writing, and round trips.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  canadian,
  checkPosition,
  CrownheadError,
  english,
  frisian,
  international,
  parseFen,
  parseFenRecord,
  positionEquals,
  SquareSet,
  startPosition,
  formatFen,
  formatFenRecord,
  play,
  pieceAt,
} from '../../src/index.js';
import type { FenErrorCode, ParseFenOptions, Position } from '../../src/index.js';
import { arbitraryAnyPosition, arbitraryKingCapturePosition, arbitraryPosition } from '../arbitraries.js';

function read(text: string, options?: ParseFenOptions): Position {
  const r = parseFen(english, text, options);
  if (!r.ok) throw new Error(`${text}: ${r.error.code} at ${r.error.offset}: ${r.error.message}`);
  return r.value;
}

function expectError(text: string, code: FenErrorCode, offset: number, options?: ParseFenOptions): void {
  const r = parseFen(english, text, options);
  expect(r.ok, text).toBe(false);
  if (r.ok) return;
  expect(r.error.kind).toBe('fen');
  expect({ text, code: r.error.code, offset: r.error.offset }).toEqual({ text, code, offset });
  expect(typeof r.error.message).toBe('string');
  expect(r.error.message.length).toBeGreaterThan(0);
}

const set = (...squares: number[]): SquareSet => SquareSet.of(...squares);
const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);

describe('parseFen: reading', () => {
  it('reads the English start (docs/sources.md, PDN 3.0: FEN: B:W21-32:B1-12)', () => {
    const pos = read('B:W21-32:B1-12');
    expect(pos.turn).toBe('black');
    expect(pos.white.squares()).toEqual(range(21, 32));
    expect(pos.black.squares()).toEqual(range(1, 12));
    expect(pos.kings.isEmpty()).toBe(true);
    expect(pos.variant).toBe(english);
    expect(positionEquals(pos, startPosition(english))).toBe(true);
  });

  it('reads the side to move W and B', () => {
    expect(read('W:W21-32:B1-12').turn).toBe('white');
    expect(read('B:W21-32:B1-12').turn).toBe('black');
  });

  it('? (side unknown, PDN 3.0) needs the unknownTurn option', () => {
    expectError('?:W21-32:B1-12', 'unknown-turn', 0);
    expect(read('?:W21-32:B1-12', { unknownTurn: 'white' }).turn).toBe('white');
    expect(read('?:W21-32:B1-12', { unknownTurn: 'black' }).turn).toBe('black');
    // The option does not override an explicit side.
    expect(read('B:W21-32:B1-12', { unknownTurn: 'white' }).turn).toBe('black');
  });

  it('reads the lists in either order', () => {
    expect(positionEquals(read('B:B1-12:W21-32'), read('B:W21-32:B1-12'))).toBe(true);
  });

  it('K marks a king on one square or on a whole range', () => {
    const one = read('W:WK5,6:B');
    expect(one.white.squares()).toEqual([5, 6]);
    expect(one.kings.squares()).toEqual([5]);
    const three = read('W:WK1-3:B');
    expect(three.white.squares()).toEqual([1, 2, 3]);
    expect(three.kings.squares()).toEqual([1, 2, 3]);
    const mixed = read('B:W9,K10-11,12:BK29-32');
    expect(mixed.white.squares()).toEqual([9, 10, 11, 12]);
    expect(mixed.black.squares()).toEqual([29, 30, 31, 32]);
    expect(mixed.kings.squares()).toEqual([10, 11, 29, 30, 31, 32]);
    expect(pieceAt(mixed, 9)).toEqual({ color: 'white', role: 'man' });
    expect(pieceAt(mixed, 31)).toEqual({ color: 'black', role: 'king' });
  });

  it('reads ranges, single-square ranges and square order as written', () => {
    expect(read('W:W5-8:B').white.squares()).toEqual([5, 6, 7, 8]);
    expect(read('W:W7-7:B').white.squares()).toEqual([7]);
    expect(read('W:W30,21,25:B').white.squares()).toEqual([21, 25, 30]);
  });

  it('accepts one trailing dot', () => {
    expect(positionEquals(read('B:W21-32:B1-12.'), startPosition(english))).toBe(true);
    expect(read('W:W.').white.isEmpty()).toBe(true);
  });

  it('reads an empty or missing side as a side with no pieces', () => {
    const emptyWhite = read('W:W:B1-12');
    expect(emptyWhite.white.isEmpty()).toBe(true);
    expect(emptyWhite.black.squares()).toEqual(range(1, 12));
    const missingWhite = read('B:B1-12');
    expect(missingWhite.white.isEmpty()).toBe(true);
    expect(missingWhite.black.size()).toBe(12);
    const emptyBlack = read('W:W21-32:B');
    expect(emptyBlack.black.isEmpty()).toBe(true);
    const nothing = read('B');
    expect(nothing.white.isEmpty() && nothing.black.isEmpty()).toBe(true);
  });

  it('reads the PDN 3.0 example and writes it back (docs/sources.md, PDN 3.0: FEN)', () => {
    const text = 'B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29';
    const pos = read(text);
    expect(pos.white).toEqual(set(10, 15, 18, 24, 27, 28));
    expect(pos.black).toEqual(set(12, 16, 20, 22, 25, 29));
    expect(pos.kings).toEqual(set(10, 15, 22, 25, 29));
    // Canonical writing lists men first, then kings, ascending; no run of three: the same text.
    expect(formatFen(pos)).toBe(text);
    expect(positionEquals(read(formatFen(pos)), pos)).toBe(true);
  });

  it('allows men on their own back row and kings on any row', () => {
    // Black men start on 1-4 and White men on 29-32; kings may stand anywhere.
    expect(read('B:W:B1-4').black.size()).toBe(4);
    expect(read('W:W29-32:B').white.size()).toBe(4);
    expect(read('W:WK1-4:BK29-32').kings.size()).toBe(8);
  });
});

describe('parseFen: every error code with its offset', () => {
  it('empty', () => {
    expectError('', 'empty', 0);
  });

  it('bad-turn', () => {
    expectError('X:W21-32:B1-12', 'bad-turn', 0);
    expectError('w:W21-32:B1-12', 'bad-turn', 0);
    expectError(':W21-32:B1-12', 'bad-turn', 0);
  });

  it('unknown-turn', () => {
    expectError('?:W21-32:B1-12', 'unknown-turn', 0);
  });

  it('bad-color', () => {
    expectError('W:X1', 'bad-color', 2);
    expectError('W:W21-32:b1-12', 'bad-color', 9);
    // An empty section needs its colour letter: `B::W5` is not a FEN.
    expectError('B::W5', 'bad-color', 2);
    expectError('W:', 'bad-color', 2);
  });

  it('duplicate-color', () => {
    expectError('W:W5:W6', 'duplicate-color', 5);
    expectError('B:B9:W21:B10', 'duplicate-color', 9);
  });

  it('bad-token', () => {
    expectError('W:Wx', 'bad-token', 3);
    expectError('W:W5,', 'bad-token', 5);
    expectError('W:W5,,6', 'bad-token', 5);
    expectError('W:WK', 'bad-token', 4);
    expectError('W:WKK5', 'bad-token', 4);
    expectError('W:W5-', 'bad-token', 5);
    expectError('W:W5-K9', 'bad-token', 5);
    expectError('W:W 5', 'bad-token', 3);
  });

  it('unknown-square (0 and 33 on the 32-square board)', () => {
    expectError('W:W0', 'unknown-square', 3);
    expectError('W:W33', 'unknown-square', 3);
    expectError('W:W12,33', 'unknown-square', 6);
    expectError('W:WK0', 'unknown-square', 4);
    expectError('W:W5-33', 'unknown-square', 5);
    expectError('B:W21-32:B1-12,100', 'unknown-square', 15);
  });

  it('bad-range (end below start)', () => {
    expectError('W:W12-5', 'bad-range', 3);
    expectError('W:WK12-5', 'bad-range', 4);
    // A range one below its start (issue 28): the PDN 3.0 FEN grammar's `Number "-" Number` is a
    // run of squares from the first to the second; `5-4` names no run, so it is an error at the
    // range (offset 3), not an empty white list followed by black's.
    expectError('W:W5-4:B12', 'bad-range', 3);
    expectError('W:W6,K5-4:B12', 'bad-range', 6);
  });

  it('duplicate-square within a list and across lists', () => {
    expectError('W:W5,5', 'duplicate-square', 5);
    expectError('W:W5-9,7', 'duplicate-square', 7);
    expectError('W:W5,K5', 'duplicate-square', 5);
    expectError('W:W5:B5', 'duplicate-square', 6);
    expectError('B:W21-32:B1-12,21', 'duplicate-square', 15);
  });

  it('man-on-crowning-row: a white man on 1-4, a black man on 29-32 (WCDF 1.16)', () => {
    expectError('W:W1', 'man-on-crowning-row', 3);
    expectError('W:W4', 'man-on-crowning-row', 3);
    expectError('W:W3-6', 'man-on-crowning-row', 3);
    expectError('W:W9:B29', 'man-on-crowning-row', 6);
    expectError('B:B32', 'man-on-crowning-row', 3);
    // Kings there are fine.
    expect(parseFen(english, 'W:WK1,K4:BK29,K32').ok).toBe(true);
  });

  it('allowMenOnCrowningRow reads such a man as a man, on purpose (problem books: goulds.pdn B:WK23,12,3)', () => {
    const p = read('B:WK23,12,3:BK15,K11.', { allowMenOnCrowningRow: true });
    expect(pieceAt(p, 3)).toEqual({ color: 'white', role: 'man' });
    expect(formatFen(p)).toBe('B:W3,12,K23:BK11,K15');
    expect(pieceAt(read('W:W9:B29-32', { allowMenOnCrowningRow: true }), 31)).toEqual({ color: 'black', role: 'man' });
    // The other checks stay.
    expectError('W:W1,1', 'duplicate-square', 5, { allowMenOnCrowningRow: true });
  });

  it('allowUnnamedSections reads W::. (bridges.pdn) and the null-move setup B:: as an empty board (PDN 3.0 FEN, section 1.5)', () => {
    expectError('W::.', 'bad-color', 2);
    expectError('B::', 'bad-color', 2);
    const empty = read('W::.', { allowUnnamedSections: true });
    expect([empty.turn, empty.white.isEmpty(), empty.black.isEmpty()]).toEqual(['white', true, true]);
    expect(formatFen(read('B::', { allowUnnamedSections: true }))).toBe('B:W:B');
    expect(formatFen(read('W:W5:', { allowUnnamedSections: true }))).toBe('W:W5:B');
    expect(formatFen(read('W::B5', { allowUnnamedSections: true }))).toBe('W:W:B5');
    // A list with pieces must say whose they are; and there are two lists at most.
    expectError('W:5:B1', 'bad-color', 2, { allowUnnamedSections: true });
    expectError('W:::', 'duplicate-color', 3, { allowUnnamedSections: true });
    expectError('W::W5:B6', 'duplicate-color', 5, { allowUnnamedSections: true });
  });

  it('trailing-text', () => {
    expectError('W:W5x', 'trailing-text', 4);
    expectError('B:W21-32:B1-12..', 'trailing-text', 14);
    expectError('B:W21-32:B1-12 ', 'trailing-text', 14);
    expectError('B:W21-32:B1-12.:', 'trailing-text', 14);
    expectError('WW', 'trailing-text', 1);
  });
});

describe('formatFen: canonical writing', () => {
  it('the start and the position after 11-15 (the README example)', () => {
    const start = startPosition(english);
    expect(formatFen(start)).toBe('B:W21-32:B1-12');
    const after = play(start, { from: 11, to: 15, path: [11, 15], captured: [] });
    expect(formatFen(after)).toBe('W:W21-32:B1-10,12,15');
  });

  it('writes runs of three or more as ranges, men before kings, empty sides as empty lists', () => {
    expect(formatFen(read('W:W5,6:B'))).toBe('W:W5,6:B');
    expect(formatFen(read('W:W5,6,7:B'))).toBe('W:W5-7:B');
    expect(formatFen(read('W:WK10,K11,K12,9:BK1'))).toBe('W:W9,K10-12:BK1');
    expect(formatFen(read('B'))).toBe('B:W:B');
  });
});

describe('formatFen: the lists against a writer of their definition', () => {
  // The canonical lists (docs/sources.md, PDN 3.0: FEN): ascending squares, men before kings,
  // runs of three or more consecutive squares as `a-b`, others one by one. Written here from
  // the squares' numbers alone, as a reference for formatFen, which reads the set's 32-bit words
  // (squares 32/33 and 64/65 straddle two words: the 50- and 72-square boards reach them).
  function referenceList(men: number[], kings: number[]): string {
    const out: string[] = [];
    for (const [squares, prefix] of [
      [men, ''],
      [kings, 'K'],
    ] as const) {
      const sorted = [...squares].sort((a, b) => a - b);
      for (let i = 0; i < sorted.length;) {
        let j = i;
        while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
        if (j - i >= 2) out.push(`${prefix}${sorted[i]}-${sorted[j]}`);
        else for (let k = i; k <= j; k++) out.push(`${prefix}${sorted[k]}`);
        i = j + 1;
      }
    }
    return out.join(',');
  }

  it('equals the reference on the 32-, 50- and 72-square boards, runs across word boundaries included', () => {
    for (const variant of [english, international, canadian]) {
      const n = variant.board.squareCount;
      // Each square: empty, a white man or king, a black man or king; runs are likely.
      const board = fc.array(fc.constantFrom(0, 0, 1, 1, 2, 3, 3, 4), { minLength: n, maxLength: n });
      fc.assert(
        fc.property(board, fc.boolean(), (cells, whiteToMove) => {
          const of = (kind: number): number[] => cells.flatMap((c, i) => (c === kind ? [i + 1] : []));
          const white = referenceList(of(1), of(2));
          const black = referenceList(of(3), of(4));
          const text = `${whiteToMove ? 'W' : 'B'}:W${white}:B${black}`;
          const r = parseFen(variant, text, { allowMenOnCrowningRow: true });
          expect(r.ok, text).toBe(true);
          if (r.ok) expect(formatFen(r.value)).toBe(text);
        }),
        { numRuns: 300 },
      );
    }
  });
});

describe('round trips', () => {
  it('parseFen(formatFen(p)) equals p for arbitrary positions', () => {
    fc.assert(
      fc.property(fc.oneof(arbitraryPosition, arbitraryAnyPosition, arbitraryKingCapturePosition), (pos) => {
        const r = parseFen(english, formatFen(pos));
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(positionEquals(r.value, pos)).toBe(true);
        expect(r.value).toEqual(pos);
      }),
      { numRuns: 1000 },
    );
  });

  const fenAlphabet = fc.string({ unit: fc.constantFrom(...'WBK?:,.-0123456789'.split('')), maxLength: 40 });
  /** Strings that look like FEN: a side, then sections of items. */
  const fenLike = fc
    .tuple(
      fc.constantFrom('W', 'B', '?', 'X', ''),
      fc.array(
        fc.tuple(
          fc.constantFrom('W', 'B', 'K', ''),
          fc.array(
            fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 40 }), fc.option(fc.integer({ min: 0, max: 40 }))),
            { maxLength: 6 },
          ),
        ),
        { maxLength: 3 },
      ),
      fc.constantFrom('', '.', '..', ','),
    )
    .map(
      ([turn, sections, tail]) =>
        turn +
        sections
          .map(
            ([colour, items]) =>
              `:${colour}${items.map(([k, a, b]) => `${k ? 'K' : ''}${a}${b === null ? '' : `-${b}`}`).join(',')}`,
          )
          .join('') +
        tail,
    );

  it('parseFen never throws, and whatever it reads is a valid position that round-trips', () => {
    const options = fc.option(fc.constantFrom<ParseFenOptions>({ unknownTurn: 'white' }, { unknownTurn: 'black' }), {
      nil: undefined,
    });
    fc.assert(
      fc.property(fc.oneof(fc.string(), fenAlphabet, fenLike), options, (text, opts) => {
        const r = parseFen(english, text, opts);
        if (!r.ok) {
          expect(r.error.offset).toBeGreaterThanOrEqual(0);
          expect(r.error.offset).toBeLessThanOrEqual(text.length);
          return;
        }
        const pos = r.value;
        // A valid position: colours disjoint, kings on occupied squares, squares 1-32, no man on
        // its crowning row.
        expect(pos.white.intersect(pos.black).isEmpty()).toBe(true);
        expect(pos.kings.diff(pos.white.union(pos.black)).isEmpty()).toBe(true);
        for (const s of pos.white.union(pos.black).squares()) expect(s >= 1 && s <= 32).toBe(true);
        for (const s of pos.white.diff(pos.kings).squares()) expect(s).toBeGreaterThan(4);
        for (const s of pos.black.diff(pos.kings).squares()) expect(s).toBeLessThan(29);
        const again = parseFen(english, formatFen(pos));
        expect(again.ok).toBe(true);
        if (again.ok) expect(positionEquals(again.value, pos)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('with allowMenOnCrowningRow and allowUnnamedSections, what it reads passes checkPosition and round-trips', () => {
    const loose: ParseFenOptions = { allowMenOnCrowningRow: true, allowUnnamedSections: true };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fenAlphabet,
          fenLike,
          fenLike.map((t) => t.replace(/:[WB]/g, ':')),
        ),
        (text) => {
          const r = parseFen(english, text, loose);
          if (!r.ok) return;
          expect(checkPosition(r.value, { allowMenOnCrowningRow: true }).ok, text).toBe(true);
          const again = parseFen(english, formatFen(r.value), { allowMenOnCrowningRow: true });
          expect(again.ok && positionEquals(again.value, r.value), text).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe("lidraughts' counters :H and :F (issue 28)", () => {
  // lidraughts' Forsyth.scala writes `<turn>:<pieces>:H<halfmove clock>:F<move number>`, its
  // initial International FEN being `W:W31-50:B1-20:H0:F1` (docs/sources.md, FEN counters).
  it('reads the position of a FEN that carries them, and returns them with parseFenRecord', () => {
    const r = parseFenRecord(international, 'W:W31-50:B1-20:H0:F1');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(positionEquals(r.value.position, startPosition(international))).toBe(true);
    expect([r.value.halfmoveClock, r.value.fullmoveNumber]).toEqual([0, 1]);
    const p = parseFen(international, 'B:W31-50:B1-19,24:H7:F23');
    expect(p.ok && formatFen(p.value)).toBe('B:W31-50:B1-19,24');
    // Either order, either one alone, a trailing dot, and lists after them.
    expect(parseFenRecord(international, 'W:W31-50:B1-20:F9:H4.')).toMatchObject({
      ok: true,
      value: { halfmoveClock: 4, fullmoveNumber: 9 },
    });
    const onlyF = parseFenRecord(international, 'W:W31-50:B1-20:F9');
    expect(onlyF.ok && [onlyF.value.halfmoveClock, onlyF.value.fullmoveNumber]).toEqual([undefined, 9]);
    const none = parseFenRecord(international, 'W:W31-50:B1-20');
    expect(none.ok && Object.keys(none.value)).toEqual(['position']);
  });

  it('reads them before the Frisian king-move counters, as lidraughts writes a Frisian FEN', () => {
    const r = parseFenRecord(frisian, 'W:W30,K45:B5,K1:H3:F40:+0+245');
    expect(r).toMatchObject({ ok: true, value: { halfmoveClock: 3, fullmoveNumber: 40 } });
    if (r.ok) expect(r.value.position.state?.kingMoves).toEqual({ white: 2, black: 0, whiteKing: 45 });
  });

  it('answers a bad counter with bad-counter at the letter of the counter', () => {
    const code = (text: string): unknown => {
      const r = parseFenRecord(international, text);
      return r.ok ? 'ok' : [r.error.code, r.error.offset];
    };
    // 'W:W31-50:B1-20:' is 15 characters, so the counter's letter is at offset 15.
    expect(code('W:W31-50:B1-20:H')).toEqual(['bad-counter', 15]);
    expect(code('W:W31-50:B1-20:H:F1')).toEqual(['bad-counter', 15]);
    expect(code('W:W31-50:B1-20:Hx')).toEqual(['bad-counter', 15]);
    expect(code('W:W31-50:B1-20:H-1')).toEqual(['bad-counter', 15]);
    expect(code('W:W31-50:B1-20:H1.5')).toEqual(['bad-counter', 15]);
    expect(code('W:W31-50:B1-20:H0:F0')).toEqual(['bad-counter', 18]);
    expect(code('W:W31-50:B1-20:H0:H1')).toEqual(['bad-counter', 18]);
    expect(code('W:W31-50:B1-20:F99999999999999999999')).toEqual(['bad-counter', 15]);
    // parseFen checks them the same way: nothing read is dropped unchecked.
    const bad = parseFen(international, 'W:W31-50:B1-20:H0:F0');
    expect(!bad.ok && bad.error.code).toBe('bad-counter');
    // A lower-case h is no counter (and no colour).
    expect(code('W:W31-50:B1-20:h0')).toEqual(['bad-color', 15]);
  });

  it('writes them only when asked: formatFen never, formatFenRecord for those given', () => {
    const start = startPosition(international);
    expect(formatFen(start)).toBe('W:W31-50:B1-20');
    expect(formatFenRecord({ position: start })).toBe('W:W31-50:B1-20');
    expect(formatFenRecord({ position: start, halfmoveClock: 0, fullmoveNumber: 1 })).toBe('W:W31-50:B1-20:H0:F1');
    expect(formatFenRecord({ position: start, halfmoveClock: 12 })).toBe('W:W31-50:B1-20:H12');
    const fr = parseFen(frisian, 'W:W30,K45:B5,K1:+0+245');
    if (!fr.ok) throw new Error('test FEN');
    expect(formatFenRecord({ position: fr.value, halfmoveClock: 3, fullmoveNumber: 40 })).toBe(
      'W:W30,K45:B5,K1:H3:F40:+0+245',
    );
    expect(() => formatFenRecord({ position: start, fullmoveNumber: 0 })).toThrow(CrownheadError);
    expect(() => formatFenRecord({ position: start, halfmoveClock: -1 })).toThrow(/halfmoveClock/);
  });

  it('round-trips: parseFenRecord(formatFenRecord(r)) gives back r', () => {
    fc.assert(
      fc.property(
        arbitraryPosition,
        fc.option(fc.nat(10_000), { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined }),
        (position, halfmoveClock, fullmoveNumber) => {
          const record = {
            position,
            ...(halfmoveClock === undefined ? {} : { halfmoveClock }),
            ...(fullmoveNumber === undefined ? {} : { fullmoveNumber }),
          };
          const back = parseFenRecord(position.variant, formatFenRecord(record));
          expect(back.ok).toBe(true);
          if (!back.ok) return;
          expect(positionEquals(back.value.position, position)).toBe(true);
          expect([back.value.halfmoveClock, back.value.fullmoveNumber]).toEqual([halfmoveClock, fullmoveNumber]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
