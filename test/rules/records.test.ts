/**
 * The record codec (src/rules/records.ts) that the flying, Frisian and Turkish engines share:
 * every generator writes the layout the codec reads, and hand-written records (their words
 * written out from the layout table of the module comment, not from a generator) decode into the
 * moves a reader of the International rules expects. The engines' moves through the codec are
 * checked against the plain reference generators in specialisedPaths.test.ts,
 * specialisedSquares.test.ts, flyingVariants.test.ts, frisian.test.ts and turkish.test.ts.
 */
import { describe, expect, it } from 'vitest';
import * as flying from '../../src/rules/flying/movegen.js';
import * as frisian from '../../src/rules/frisian/movegen.js';
import type { Move } from '../../src/core/types.js';
import type { SquareMap } from '../../src/rules/records.js';
import {
  CapturesAt,
  RecordField,
  findRecord,
  nextRecord,
  quietRecordMoves,
  recordMove,
} from '../../src/rules/records.js';
import { quietKey, quietMoves, sortMoves } from '../../src/rules/moveValues.js';

describe('one record layout', () => {
  it('each generator writes the fields where the codec reads them', () => {
    expect([flying.R_TO, flying.R_MASK, flying.R_CAPTURES]).toEqual([
      RecordField.TO,
      RecordField.MASK,
      CapturesAt.MASK96,
    ]);
    expect([frisian.R_TO, frisian.R_PROMOTES, frisian.R_CAPTURES]).toEqual([
      RecordField.TO,
      RecordField.PROMOTES,
      CapturesAt.MASK96,
    ]);
    // Turkish's generator takes its offsets from the codec's (two mask words for 64 squares, so
    // its count comes one word earlier), as do these two; they export theirs for their perfts.
    expect(CapturesAt.MASK96).toBe(RecordField.MASK + 3);
    expect(CapturesAt.MASK64).toBe(RecordField.MASK + 2);
  });
});

// International (FMJD 2.6 numbering): a white man on 32 takes 28 landing on 23, then 19 landing
// on 14; the squares are written 0-based, as the generic generator writes them. Then a quiet
// move 31-26. The mask words are not read by the codec: left 0.
const DOUBLE = [31, 13, 0, 0, 0, 0, 2, 27, 18, 22, 13];
const QUIET = [30, 25, 0, 0, 0, 0, 0, 25];

describe('decoding a record', () => {
  const rec = Int32Array.from([...DOUBLE, ...QUIET]);
  const quiet = quietMoves(50);
  const keys = new Int32Array(16);
  /** The engines' listing: quiet records as shared values, captures decoded and sorted. */
  const decode = (words: Int32Array, sqOf: SquareMap = undefined): Move[] => {
    if (words[CapturesAt.MASK96] === 0)
      return quietRecordMoves(words, words.length, CapturesAt.MASK96, sqOf, quiet, keys);
    const moves: Move[] = [];
    for (let r = 0; r < words.length; r = nextRecord(words, r, CapturesAt.MASK96))
      moves.push(recordMove(words, r, CapturesAt.MASK96, sqOf));
    sortMoves(moves);
    return moves;
  };

  it('reads the origin, the landings in order and the captured squares in the order jumped', () => {
    expect(decode(Int32Array.from(DOUBLE))).toEqual([{ from: 32, to: 14, path: [32, 23, 14], captured: [28, 19] }]);
  });

  it('maps the squares through the generator map', () => {
    // A map that takes ten off each index, as a mailbox with a border of ten cells would need.
    const shifted = Int16Array.from({ length: 128 }, (_, i) => i - 10);
    const moved = Int32Array.from(DOUBLE.map((w, i) => (i >= 2 && i <= 6 ? w : w + 10)));
    expect(decode(moved, shifted)).toEqual(decode(Int32Array.from(DOUBLE)));
  });

  it('finds a move by its whole path and captures, not by its ends alone', () => {
    const double = { from: 32, to: 14, path: [32, 23, 14], captured: [28, 19] };
    expect(findRecord(rec, rec.length, CapturesAt.MASK96, undefined, double)).toBe(0);
    // The same ends by another route, or the captures in another order: no record.
    expect(findRecord(rec, rec.length, CapturesAt.MASK96, undefined, { ...double, path: [32, 21, 14] })).toBe(-1);
    expect(findRecord(rec, rec.length, CapturesAt.MASK96, undefined, { ...double, captured: [19, 28] })).toBe(-1);
    // A capture of two takes 7 + 2 * 2 words, so the quiet move after it starts at 11.
    const step = { from: 31, to: 26, path: [31, 26], captured: [] };
    expect(findRecord(rec, rec.length, CapturesAt.MASK96, undefined, step)).toBe(11);
    // A quiet move takes 8 words (its one landing is its destination): the next one starts at 19.
    const two = Int32Array.from([...rec, 31, 26, 0, 0, 0, 0, 0, 26]);
    expect(
      findRecord(two, two.length, CapturesAt.MASK96, undefined, { ...step, from: 32, to: 27, path: [32, 27] }),
    ).toBe(19);
  });

  it('lists quiet records as the shared values and captures in order', () => {
    const quietRec = Int32Array.from([...QUIET, 31, 26, 0, 0, 0, 0, 0, 26]);
    const list = decode(quietRec);
    expect(list.map((m) => [m.from, m.to])).toEqual([
      [31, 26],
      [32, 27],
    ]);
    expect(list[0]).toBe(quiet.get(quietKey(31, 26)));
    // Two captures written out of order (the second from a lower square) come out sorted.
    const single = [27, 18, 0, 0, 0, 0, 1, 22, 18];
    expect(decode(Int32Array.from([...DOUBLE, ...single])).map((m) => m.path)).toEqual([
      [28, 19],
      [32, 23, 14],
    ]);
  });
});
