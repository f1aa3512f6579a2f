/**
 * Reading PDN files for the `validate` and `pdn` commands: one game at a time from a file
 * stream, with a progress line on stderr for large files.
 * @module
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { PdnReadOptions, PdnRecord } from '../pdn/index.js';
import { readPdn } from '../pdn/index.js';
import type { Io } from './io.js';
import { progressLine } from './format.js';
import { availableParallelism } from 'node:os';
import type { ParsedOptions } from './args.js';
import { stringOption } from './args.js';
import { UsageError } from './errors.js';
import type { PdnFileEvent } from '../node/parallel.js';

/** Files at least this large get progress lines. */
const PROGRESS_BYTES = 1024 * 1024;
/** At most one progress line per this many milliseconds. */
const PROGRESS_MS = 1000;

/**
 * The games of `file`, one at a time. For a file of 1 MiB or more, a progress line goes to
 * stderr after its first game and then at most once a second. A file that cannot be read
 * throws (the error of `fs`).
 */
export async function* fileRecords(io: Io, command: string, file: string, options: PdnReadOptions): AsyncGenerator<PdnRecord> {
  const total = (await stat(file)).size;
  let read = 0;
  let games = 0;
  let last = -Infinity;
  const stream = createReadStream(file);
  async function* counted(): AsyncGenerator<Uint8Array> {
    for await (const chunk of stream as AsyncIterable<Uint8Array>) {
      read += chunk.length;
      yield chunk;
    }
  }
  for await (const record of readPdn(counted(), options)) {
    games++;
    if (total >= PROGRESS_BYTES && performance.now() - last >= PROGRESS_MS) {
      last = performance.now();
      io.err(progressLine(command, file, read, total, games));
    }
    yield record;
  }
}

/** The one-line reason a file could not be read: `no such file`, `permission denied`, …. */
export function readFailure(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES') return 'permission denied';
  if (code === 'EISDIR') return 'is a directory';
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : String(error);
}

/** `--jobs N`: a positive whole number of worker threads; default the number of cores. */
export function jobsOption(command: string, options: ParsedOptions): number {
  const text = stringOption(options, 'jobs');
  if (text === undefined) return availableParallelism();
  if (!/^[1-9][0-9]{0,3}$/.test(text)) throw new UsageError(`${command}: --jobs must be a whole number from 1, not ${JSON.stringify(text)}`);
  return Number(text);
}

/** A file that could not be read on: `crownhead: FILE: no such file` (`, from byte N` when part of it was read). */
export function failureLine(event: Extract<PdnFileEvent, { kind: 'failure' }>): string {
  const reason = readFailure({ code: event.code, message: event.message });
  return `crownhead: ${event.file}: ${reason}${event.at > 0 ? ` (from byte ${event.at})` : ''}`;
}

/** Prints progress events of files of 1 MiB or more on stderr: the first, then at most one a second. */
export function progressReporter(io: Io, command: string): (event: Extract<PdnFileEvent, { kind: 'progress' }>) => void {
  let last = -Infinity;
  let file: string | undefined;
  return (event) => {
    if (event.total < PROGRESS_BYTES) return;
    if (event.file !== file) {
      file = event.file;
      last = -Infinity;
    }
    if (performance.now() - last < PROGRESS_MS) return;
    last = performance.now();
    io.err(progressLine(command, event.file, event.bytes, event.total, event.games));
  };
}
