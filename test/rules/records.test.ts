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
import * as turkish from '../../src/rules/turkish/movegen.js';
import {
  CapturesAt,
  IDENTITY,
  RecordField,
  findRecord,
  nextRecord,
  recordIs,
  recordMove,
  recordMoves,
} from '../../src/rules/records.js';
import { quietMoves, sortMoves } from '../../src/rules/moveValues.js';

describe('one record layout', () => {
  it('each generator writes the fields where the codec reads them', () => {
    expect([flying.R_TO, flying.R_PROMOTES, flying.R_MASK, flying.R_CAPTURES]).toEqual([
      RecordField.TO,
      RecordField.PROMOTES,
      RecordField.MASK,
      CapturesAt.MASK96,
    ]);
    expect([frisian.R_TO, frisian.R_PROMOTES, frisian.R_CAPTURES]).toEqual([
      RecordField.TO,
      RecordField.PROMOTES,
      CapturesAt.MASK96,
    ]);
    // Turkish's 64 squares take two mask words, so its count comes one word earlier.
    expect([turkish.R_TO, turkish.R_PROMOTES, turkish.R_CAPTURES]).toEqual([
      RecordField.TO,
      RecordField.PROMOTES,
      CapturesAt.MASK64,
    ]);
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

  it('reads the origin, the landings in order and the captured squares in the order jumped', () => {
    expect(recordMove(rec, 0, CapturesAt.MASK96, IDENTITY)).toEqual({
      from: 32,
      to: 14,
      path: [32, 23, 14],
      captured: [28, 19],
    });
    // A capture of two takes 7 + 2 * 2 words; a quiet move 8 (its one landing is its destination).
    expect(nextRecord(rec, 0, CapturesAt.MASK96)).toBe(11);
    expect(recordMove(rec, 11, CapturesAt.MASK96, IDENTITY)).toEqual({
      from: 31,
      to: 26,
      path: [31, 26],
      captured: [],
    });
    expect(nextRecord(rec, 11, CapturesAt.MASK96)).toBe(19);
  });

  it('maps the squares through the generator map', () => {
    // A map that adds 10 to each index, as a mailbox with a border of ten cells would.
    const shifted = Int16Array.from({ length: 128 }, (_, i) => i - 10);
    const moved = Int32Array.from(DOUBLE.map((w, i) => (i === 2 || (i >= 3 && i <= 6) ? w : w + 10)));
    expect(recordMove(moved, 0, CapturesAt.MASK96, shifted)).toEqual(recordMove(rec, 0, CapturesAt.MASK96, IDENTITY));
  });

  it('finds a move by its whole path and captures, not by its ends alone', () => {
    const double = { from: 32, to: 14, path: [32, 23, 14], captured: [28, 19] };
    expect(recordIs(rec, 0, CapturesAt.MASK96, IDENTITY, double)).toBe(true);
    expect(findRecord(rec, rec.length, CapturesAt.MASK96, IDENTITY, double)).toBe(0);
    // The same ends by another route, or the captures in another order: no record.
    expect(findRecord(rec, rec.length, CapturesAt.MASK96, IDENTITY, { ...double, path: [32, 21, 14] })).toBe(-1);
    expect(findRecord(rec, rec.length, CapturesAt.MASK96, IDENTITY, { ...double, captured: [19, 28] })).toBe(-1);
    expect(
      findRecord(rec, rec.length, CapturesAt.MASK96, IDENTITY, { from: 31, to: 26, path: [31, 26], captured: [] }),
    ).toBe(11);
  });

  it('lists quiet records as the shared values and captures in order', () => {
    const quiet = quietMoves(50);
    const keys = new Int32Array(16);
    const quietRec = Int32Array.from([...QUIET, 31, 26, 0, 0, 0, 0, 0, 26]);
    const list = recordMoves(quietRec, quietRec.length, CapturesAt.MASK96, IDENTITY, quiet, keys, sortMoves);
    expect(list.map((m) => [m.from, m.to])).toEqual([
      [31, 26],
      [32, 27],
    ]);
    expect(Object.isFrozen(list[0])).toBe(true);
    // Two captures written out of order (the second from a lower square) come out sorted.
    const single = [27, 18, 0, 0, 0, 0, 1, 22, 18];
    const caps = Int32Array.from([...DOUBLE, ...single]);
    const moves = recordMoves(caps, caps.length, CapturesAt.MASK96, IDENTITY, quiet, keys, sortMoves);
    expect(moves.map((m) => m.path)).toEqual([
      [28, 19],
      [32, 23, 14],
    ]);
  });
});
