/**
 * The move records of the flying, Frisian and Turkish generators, and their decoding into `Move`
 * values: one layout and one codec for the three engines (and the 10x10 back-end's `play`).
 *
 * A generator writes the moves of a position as records, one after the other, into its module's
 * `records` buffer (an `Int32Array`):
 *
 * | offset                     | field                                                        |
 * | -------------------------- | ------------------------------------------------------------ |
 * | 0                          | the origin square                                            |
 * | {@link RecordField.TO}     | the destination square                                       |
 * | {@link RecordField.PROMOTES} | 1 when the moving man is crowned, else 0                   |
 * | {@link RecordField.MASK}   | the captured squares as a bit mask, one word per 32 squares  |
 * | `c` ({@link CapturesAt})   | the number of captured pieces `n`                            |
 * | `c + 1`                    | the `n` captured squares, in the order they were jumped      |
 * | `c + 1 + n`                | one landing per jump (the last is the destination), or for a quiet move (`n = 0`) its one landing, the destination |
 *
 * So a quiet move takes `c + 2` words and a capture `c + 1 + 2n`. The mask has three words where
 * the squares run past 64 (the flying generators, Frisian's cells) and two on Turkish's 64
 * squares, which moves the count: {@link CapturesAt} names the two offsets.
 *
 * A "square" in a record is whatever index the generator works in: 0-based squares (the generic
 * flying generator, Turkish), mailbox cells (Frisian), ghost-square indices P (the 10x10
 * generator). The codec takes the map from that index to the 0-based square (`sqOf`, or
 * `undefined` for 0-based squares as they are), and the records buffer itself, which a
 * generator replaces when it grows. An engine lists its captures with its own short loop over
 * {@link recordMove}, as each did before the codec, so that the code V8 compiles for its
 * `legalMoves` keeps the shape it had.
 *
 * The offsets are const enums: esbuild writes their values as literals where they are used (in
 * the generators' searches and perfts too), as it does for layout10.ts.
 * @module
 */
import type { Move, Square } from '../core/types.js';
import type { QuietMoves } from './moveValues.js';
import { NO_CAPTURES, quietKey } from './moveValues.js';

/** The fixed fields of a record (the origin square is at offset 0). */
export const enum RecordField {
  /** The destination square. */
  TO = 1,
  /** 1 when the moving man is crowned. */
  PROMOTES = 2,
  /** The first word of the captured-squares mask. */
  MASK = 3,
}

/** The offset of the capture count, after the mask words. */
export const enum CapturesAt {
  /** Three mask words: up to 96 squares or cells (the flying generators, Frisian). */
  MASK96 = 6,
  /** Two mask words: 64 squares (Turkish). */
  MASK64 = 5,
}

/**
 * The map from a record's square index to the 0-based square, or `undefined` where the records
 * hold 0-based squares as they are (the generic flying generator, Turkish): a literal
 * `undefined` at the call lets the compiler drop the look-up.
 */
export type SquareMap = Int16Array | undefined;

/** The 1-based square of index `i` of a record. */
function squareAt(sqOf: SquareMap, i: number): Square {
  return (sqOf === undefined ? i : sqOf[i]!) + 1;
}

/** The offset of the record after the one at `r`. */
export function nextRecord(rec: Int32Array, r: number, capturesAt: CapturesAt): number {
  const captures = rec[r + capturesAt]!;
  return captures === 0 ? r + capturesAt + 2 : r + capturesAt + 1 + 2 * captures;
}

/** The move of the record at `r`, with the squares mapped by `sqOf`. */
export function recordMove(rec: Int32Array, r: number, capturesAt: CapturesAt, sqOf: SquareMap): Move {
  const from = squareAt(sqOf, rec[r]!);
  const captures = rec[r + capturesAt]!;
  // The landings follow the captured squares: one per capture, or the destination of a quiet move.
  const landingsAt = r + capturesAt + 1 + captures;
  const landings = captures === 0 ? 1 : captures;
  const path: Square[] = [from];
  for (let i = 0; i < landings; i++) path.push(squareAt(sqOf, rec[landingsAt + i]!));
  let captured = NO_CAPTURES;
  if (captures > 0) {
    const list: Square[] = [];
    for (let i = 1; i <= captures; i++) list.push(squareAt(sqOf, rec[r + capturesAt + i]!));
    captured = list;
  }
  return { from, to: squareAt(sqOf, rec[r + RecordField.TO]!), path, captured };
}

/** True when the record at `r` has exactly the path and captures of `move`. */
function recordIs(rec: Int32Array, r: number, capturesAt: CapturesAt, sqOf: SquareMap, move: Move): boolean {
  if (move.from !== squareAt(sqOf, rec[r]!) || move.to !== squareAt(sqOf, rec[r + RecordField.TO]!)) return false;
  const captures = rec[r + capturesAt]!;
  if (move.captured.length !== captures) return false;
  for (let i = 0; i < captures; i++)
    if (move.captured[i] !== squareAt(sqOf, rec[r + capturesAt + 1 + i]!)) return false;
  const landingsAt = r + capturesAt + 1 + captures;
  const landings = captures === 0 ? 1 : captures;
  if (move.path.length !== landings + 1 || move.path[0] !== move.from) return false;
  for (let i = 0; i < landings; i++) if (move.path[i + 1] !== squareAt(sqOf, rec[landingsAt + i]!)) return false;
  return true;
}

/** The offset of the record of the records from 0 to `end` that is `move`, or -1 when none is. */
export function findRecord(rec: Int32Array, end: number, capturesAt: CapturesAt, sqOf: SquareMap, move: Move): number {
  for (let r = 0; r < end; r = nextRecord(rec, r, capturesAt)) if (recordIs(rec, r, capturesAt, sqOf, move)) return r;
  return -1;
}

/**
 * The quiet moves of the records from 0 to `end` (a generator writes either quiet moves only or
 * captures only, in from-square order) as the shared values of `quiet`, found by their keys
 * (written into `keys`, which holds one per record).
 */
export function quietRecordMoves(
  rec: Int32Array,
  end: number,
  capturesAt: CapturesAt,
  sqOf: SquareMap,
  quiet: QuietMoves,
  keys: Int32Array,
): Move[] {
  // Every record is a quiet move of `capturesAt + 2` words.
  let n = 0;
  for (let r = 0; r < end; r += capturesAt + 2)
    keys[n++] = quietKey(squareAt(sqOf, rec[r]!), squareAt(sqOf, rec[r + RecordField.TO]!));
  return quiet.list(keys, n);
}
