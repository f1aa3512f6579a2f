/**
 * Reading one byte range of a PDN file (a piece cut at a game boundary) and doing a task on each
 * game, in bounded memory: the range is streamed and each game dropped once its result is made.
 *
 * A piece starts at the start of a line that begins a game. That it does is checked, not
 * assumed: the range is read on into the first line of the next piece (the probe), and the cut
 * is sound only when the reader starts a game exactly there with no problem carried over from
 * before it; then every record before the cut is the one a reader of the whole file gives, and a
 * fresh reader at the cut reads on as the reader of the whole file does (docs/performance.md,
 * "Every core"). The file's encoding is decided once, by the cutter, which reads every byte:
 * UTF-8 up to the file's first byte that is not, ISO-8859-1 from there to the end (as
 * `PdnDecoder` reads the whole file). A range after that byte is read as ISO-8859-1 from its
 * start (`latin1`); the cut is sound only when the decoder ends the range in the state the
 * cutter found at the cut (`latin1AtEnd`). Before, every cut after the switch failed this check
 * and the pieces were merged and read again from the switch: a Latin-1 file of 32 MB took 37.7 s
 * of `--jobs 2` against 3.2 s of one thread.
 * @module
 */
import { createReadStream } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
import { PdnParser } from '../pdn/parser.js';
import { PdnDecoder, latin1 } from '../pdn/decode.js';
import type { PdnRecord } from '../pdn/parser.js';
import type { CliTask, CliTaskOptions } from './tasks.js';
import { runTask } from './tasks.js';
import type { OutputSpec, PieceOutput } from './gameOutput.js';
import { GameOutput } from './gameOutput.js';

/** A piece of a file: bytes `start` to `end` (exclusive; `undefined`: to the end of the file). */
export interface PdnRange {
  readonly file: string;
  readonly start: number;
  readonly end: number | undefined;
  /** The file is read as ISO-8859-1 from before `start` (its first byte that is not UTF-8 is before it). */
  readonly latin1?: boolean;
  /** The same at `end`: the decoder must end the range in this state for the cut to hold. */
  readonly latin1AtEnd?: boolean;
}

/** What reading a range gives. */
export interface RangeResult {
  /**
   * One result per record, locations relative to the start of the range, as a JSON array text.
   * Each result is written out as soon as it is made: a piece's results held as objects until
   * its end outlived the young generation and tripled the worker's garbage collection.
   */
  readonly json: string;
  /**
   * With an output spec instead of `json` (then `''`): what the command prints for the range,
   * made here so that the main thread only fills line and game numbers and writes it
   * (docs/performance.md, "Every core").
   */
  readonly output?: PieceOutput;
  /** The range's decoded length in UTF-16 code units (a leading byte-order mark not counted). */
  readonly textLength: number;
  /** The line breaks in the range (CRLF, LF and a lone CR each end a line). */
  readonly lines: number;
  /** The records with a game. */
  readonly games: number;
  /** False when the cut at `end` is not a game boundary as the reader of the whole file sees it. */
  readonly sound: boolean;
  /** The bytes of the file read for the range (the probe not counted): `end - start`. */
  readonly bytesRead: number;
  /** The most heap the reading thread used, sampled every 256 records and at the end (bytes; `v8.getHeapStatistics`, a thirtieth of the cost of `process.memoryUsage`). */
  readonly heapUsed: number;
}

const LATIN1_MESSAGE =
  'the input is not valid UTF-8 from here on; it is read as ISO-8859-1 (Latin-1) from here to the end';

/** The most bytes of the next piece read as the probe: its first line, or this much of it. */
const PROBE_BYTES = 64 * 1024;

async function* bytes(file: string, start: number, end: number | undefined): AsyncGenerator<Uint8Array> {
  if (end !== undefined && end <= start) return;
  const stream = createReadStream(file, end === undefined ? { start } : { start, end: end - 1 });
  for await (const chunk of stream as AsyncIterable<Uint8Array>) yield chunk;
}

/** The first line of the bytes from `at` (with its line break), at most {@link PROBE_BYTES}. */
async function probeLine(file: string, at: number): Promise<Uint8Array> {
  for await (const chunk of bytes(file, at, at + PROBE_BYTES)) {
    const nl = chunk.indexOf(10);
    return nl < 0 ? chunk : chunk.subarray(0, nl + 1);
  }
  return new Uint8Array(0);
}

/** Reads `range` and does `task` on each game; see the module comment for `sound`. */
export async function readRange(
  range: PdnRange,
  task: CliTask,
  options: CliTaskOptions,
  spec?: OutputSpec,
): Promise<RangeResult> {
  const parser = new PdnParser(task !== 'pdn' && options.mode !== undefined ? { mode: options.mode } : {});
  const decoder = new PdnDecoder();
  const results: string[] = [];
  const output = spec === undefined ? undefined : new GameOutput(spec);
  let records = 0;
  let textLength = 0;
  let lines = 0;
  let games = 0;
  let lastCr = false;
  let first = true;
  let switched = false;
  let limit = Infinity;
  let sound = true;
  let probed = false;
  let heapUsed = 0;
  const take = (record: PdnRecord): void => {
    const at = record.game?.location?.offset;
    if (at !== undefined && at >= limit) {
      // The probe's game: it must start exactly at the cut and carry nothing from before it.
      if (at !== limit || record.problems.some((p) => p.offset < limit)) sound = false;
      probed = true;
      return;
    }
    if (record.game !== undefined) games++;
    if (output !== undefined) output.add(runTask(task, record, options));
    else results.push(JSON.stringify(runTask(task, record, options)));
    if ((++records & 255) === 0) heapUsed = Math.max(heapUsed, getHeapStatistics().used_heap_size);
  };
  const write = (chunk: Uint8Array, final: boolean, count: boolean): void => {
    const { text, switchAt } =
      range.latin1 === true ? { text: latin1(chunk), switchAt: -1 } : decoder.decode(chunk, final);
    if (count) {
      let length = text.length;
      if (first && length > 0) {
        first = false;
        if (range.start === 0 && text.charCodeAt(0) === 0xfeff) length--;
      }
      textLength += length;
      if (text.indexOf('\r') < 0) {
        // No CR (most files): count line feeds with the native search, a tenth of the time of
        // the loop below (2.5 ms against 25-30 ms per 10 MB; 5 % of a worker's time).
        if (lastCr && text.charCodeAt(0) === 10) lines--;
        for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines++;
        if (text.length > 0) lastCr = false;
      } else {
        for (let i = 0; i < text.length; i++) {
          const c = text.charCodeAt(i);
          if (c === 10) {
            if (!lastCr) lines++;
            lastCr = false;
          } else if (c === 13) {
            lines++;
            lastCr = true;
          } else lastCr = false;
        }
      }
    }
    if (switchAt < 0) {
      if (text.length > 0) parser.write(text);
    } else {
      switched = true;
      parser.write(text.slice(0, switchAt));
      parser.note('warning', 'latin-1', LATIN1_MESSAGE);
      parser.write(text.slice(switchAt));
    }
    for (let record = parser.read(); record !== undefined; record = parser.read()) take(record);
  };
  let bytesRead = 0;
  for await (const chunk of bytes(range.file, range.start, range.end)) {
    bytesRead += chunk.length;
    write(chunk, false, true);
  }
  if (range.end !== undefined) {
    // The cut must leave the decoder in the encoding the cutter found there, with no partial
    // character, at a line start.
    if ((range.latin1 === true || switched) !== (range.latin1AtEnd === true) || lastCr) sound = false;
    limit = textLength;
    const probe = await probeLine(range.file, range.end);
    if (probe.length === 0) sound = false;
    write(probe, true, false);
  } else write(new Uint8Array(0), true, true);
  parser.end();
  for (let record = parser.read(); record !== undefined; record = parser.read()) take(record);
  // Without a game starting at the cut, the cut is inside something (a comment, say).
  if (range.end !== undefined && !probed) sound = false;
  heapUsed = Math.max(heapUsed, getHeapStatistics().used_heap_size);
  if (output !== undefined)
    return { json: '', output: output.take(), textLength, lines, games, sound, bytesRead, heapUsed };
  return { json: `[${results.join(',')}]`, textLength, lines, games, sound, bytesRead, heapUsed };
}
