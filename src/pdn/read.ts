/**
 * Reading PDN: a whole text at once (`parsePdn`), or a stream one game at a time (`readPdn`),
 * in memory that does not depend on the size of the input. Imports no rules.
 * @module
 */
import type { PdnGame, PdnProblem } from './types.js';
import type { PdnReadOptions, PdnRecord } from './parser.js';
import { PdnParser } from './parser.js';
import type { Decoded } from './decode.js';
import { PdnDecoder, decodeAll } from './decode.js';
import { expectPdnSource, expectTextOrBytes, refuse } from '../core/arguments.js';

/** What {@link parsePdn} returns. */
export interface PdnParseResult {
  /** The games, in input order (a game with errors is still here, as far as it could be read). */
  readonly games: readonly PdnGame[];
  /** Every error and warning, in input order; `game` says which game each belongs to. */
  readonly problems: readonly PdnProblem[];
}

const LATIN1_MESSAGE =
  'the input is not valid UTF-8 from here on; it is read as ISO-8859-1 (Latin-1) from here to the end';

/** Gives decoded text to the parser, noting where the ISO-8859-1 reading begins. */
function write(parser: PdnParser, decoded: Decoded): void {
  const { text, switchAt } = decoded;
  if (switchAt < 0) {
    if (text.length > 0) parser.write(text);
    return;
  }
  parser.write(text.slice(0, switchAt));
  parser.note('warning', 'latin-1', LATIN1_MESSAGE);
  parser.write(text.slice(switchAt));
}

/**
 * Reads PDN text (or bytes: UTF-8, read as ISO-8859-1 from the first byte that is not valid
 * UTF-8 on, with a `latin-1` warning there; a byte-order mark is skipped) into game trees.
 *
 * Never throws: whatever the input, the answer is the games that could be read and the
 * problems, each with a code, a message, and its game, line and column. A malformed game does
 * not stop the reading of the games after it. Lenient by default; see {@link PdnReadOptions}.
 *
 * Errors: see {@link PdnProblemCode} for every code and when it occurs.
 * @example
 * ```ts
 * import { parsePdn } from 'crownhead/pdn';
 * const { games, problems } = parsePdn('[Event "Club night"]\n[GameType "21"]\n1. 11-15 23-19 2. 8-11 22-17 *');
 * games[0]!.tags.map((t) => [t.name, t.value]); // => [['Event', 'Club night'], ['GameType', '21']]
 * games[0]!.moves.map((m) => m.move); // => ['11-15', '23-19', '8-11', '22-17']
 * problems; // => []
 * // A comment that is never closed is an error with its line and column; the game is still read.
 * parsePdn('1. 11-15 {a comment').problems.map((p) => [p.severity, p.code, p.line, p.column]); // => [['error', 'unterminated', 1, 10]]
 * ```
 */
export function parsePdn(input: string | Uint8Array, options?: PdnReadOptions): PdnParseResult {
  expectTextOrBytes(input, 'input', 'parsePdn');
  const parser = new PdnParser(options);
  write(parser, decodeAll(input));
  const records = parser.finish();
  const games: PdnGame[] = [];
  const problems: PdnProblem[] = [];
  for (const record of records) {
    if (record.game !== undefined) games.push(record.game);
    problems.push(...record.problems);
  }
  return { games, problems };
}

/** Streams the {@link readPdn} function reads: Node streams, web streams, or any iterable of chunks. */
export type PdnSource =
  AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array> | ReadableStream<string | Uint8Array>;

function isReadableStream(source: PdnSource): source is ReadableStream<string | Uint8Array> {
  return typeof (source as { getReader?: unknown }).getReader === 'function';
}

async function* chunksOf(source: PdnSource | string | Uint8Array): AsyncGenerator<string | Uint8Array> {
  if (typeof source === 'string' || source instanceof Uint8Array) {
    // A whole text or byte array: one chunk (a string is iterable too, but by characters).
    yield source;
    return;
  }
  if (isReadableStream(source)) {
    const reader = source.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      reader.releaseLock();
    }
  }
  yield* source as AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>;
}

/**
 * Reads PDN from a stream, one game at a time: a Node `Readable` (such as
 * `fs.createReadStream(file)`), a web `ReadableStream` (such as `(await fetch(url)).body`), or
 * any (async) iterable of string or byte chunks (a whole string or byte array is one chunk).
 * Bytes are decoded as in {@link parsePdn}.
 *
 * ```ts
 * import { createReadStream } from 'node:fs';
 * import { readPdn } from 'crownhead/pdn';
 * let moves = 0;
 * for await (const { game } of readPdn(createReadStream('games.pdn'))) moves += game?.moves.length ?? 0;
 * ```
 *
 * Memory holds one game and the unread rest of the current chunk (with a token that runs on
 * past it, at most about twice that token), whatever the size of the input; the budgets of
 * {@link PdnReadOptions} bound one game (under 64 MiB of heap on every hostile stream measured,
 * docs/reliability.md). The games and problems are exactly those {@link parsePdn} gives on the
 * whole input, however it is cut into chunks, and reading takes time linear in the input. Does
 * not throw for bad input (only errors of the stream itself propagate).
 * @example
 * ```ts
 * import { readPdn } from 'crownhead/pdn';
 * // Any iterable of chunks: a game may be split across chunks.
 * const chunks = ['[Event "A"]\n1. 11-15 23-19 *\n[Eve', 'nt "B"]\n1. 9-13 *\n'];
 * const events: string[] = [];
 * for await (const { game } of readPdn(chunks)) events.push(game?.tags[0]?.value ?? '');
 * events; // => ['A', 'B']
 * ```
 */
export async function* readPdn(
  source: PdnSource | string | Uint8Array,
  options?: PdnReadOptions,
): AsyncGenerator<PdnRecord> {
  expectPdnSource(source, 'readPdn');
  const parser = new PdnParser(options);
  const decoder = new PdnDecoder();
  for await (const chunk of chunksOf(source)) {
    if (typeof chunk === 'string') {
      if (chunk.length === 0) continue;
      parser.write(chunk);
    } else if (chunk instanceof Uint8Array) write(parser, decoder.decode(chunk, false));
    else refuse('readPdn', 'chunks that are strings or Uint8Arrays', chunk, 'a chunk of source');
    // A loop rather than `yield*`: delegating to an array from an async generator costs more
    // promise steps per record.
    for (let record = parser.read(); record !== undefined; record = parser.read()) yield record;
  }
  write(parser, decoder.decode(new Uint8Array(0), true));
  parser.end();
  for (let record = parser.read(); record !== undefined; record = parser.read()) yield record;
}
