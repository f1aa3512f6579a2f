/**
 * What the commands that read PDN files (`validate`, `pdn`, `export`) share: the reason a file
 * could not be read, the number of threads (`--jobs`), and progress lines on stderr for large
 * files.
 * @module
 */
import { stat } from 'node:fs/promises';
import type { Io } from './io.js';
import type { PdnTotals } from './format.js';
import { progressLine } from './format.js';
import { availableParallelism, loadavg } from 'node:os';
import type { ParsedOptions } from './args.js';
import { stringOption } from './args.js';
import { UsageError } from './errors.js';
import type { PdnFileEvent, PdnPieceEvent } from '../node/parallel.js';

/** Files at least this large get progress lines. */
const PROGRESS_BYTES = 1024 * 1024;
/** At most one progress line per this many milliseconds. */
const PROGRESS_MS = 1000;

/** The one-line reason a file could not be read: `no such file`, `permission denied`, …. */
export function readFailure(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES') return 'permission denied';
  if (code === 'EISDIR') return 'is a directory';
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : String(error);
}

/**
 * The input size from which a second worker pays, by command, measured (docs/performance.md,
 * "How many jobs"): a worker costs 0.4-0.8 s of CPU to start and warm up, and a pool doubles the
 * memory (95 against 190 MB), so on two idle cores `validate` gains from about 12 MB and gains
 * 1.5x from 32 MB. The other commands do more work a byte (`pdn` about 4x, `export --rows moves`
 * about 8x), so a smaller input pays.
 * @internal Exported for the tests alone (knip --production checks that nothing else imports it).
 */
export const PARALLEL_FROM: Readonly<Record<string, number>> = {
  validate: 32 * 1024 * 1024,
  pdn: 8 * 1024 * 1024,
  'export games': 24 * 1024 * 1024,
  // Not 4 MB as when a row cost eight times validate's work a byte: since rows are written as
  // bytes in one thread, a second worker costs 1.7x the CPU and lost in wall time at 20 MB
  // (docs/performance.md, "How many jobs").
  'export moves': 64 * 1024 * 1024,
};

/**
 * The default of `--jobs` (docs/performance.md, "How many jobs"): one thread below `from`
 * bytes of input in all; else one per core that the load average leaves idle (`cores - load`,
 * rounded), at least one: on a busy machine more threads than idle cores were slower than one
 * in 14 of 15 measured rounds (4 to 64 MB), and used twice the memory.
 * @internal Exported for the tests alone (knip --production checks that nothing else imports it).
 */
export function defaultJobs(bytes: number, from: number, cores: number, load: number): number {
  if (bytes < from) return 1;
  return Math.max(1, Math.min(cores, Math.round(cores - load)));
}

/**
 * `--jobs N`: a positive whole number of worker threads; by default {@link defaultJobs} for the
 * files' total size (a file that cannot be read counts 0: it is reported when it is read).
 */
export async function jobsOption(
  command: string,
  options: ParsedOptions,
  files: readonly string[],
  work: string = command,
): Promise<number> {
  const text = stringOption(options, 'jobs');
  if (text === undefined) {
    let bytes = 0;
    for (const file of files)
      bytes += await stat(file).then(
        (s) => s.size,
        () => 0,
      );
    return defaultJobs(
      bytes,
      PARALLEL_FROM[work] ?? PARALLEL_FROM.validate!,
      availableParallelism(),
      loadavg()[0] ?? 0,
    );
  }
  if (!/^[1-9][0-9]{0,3}$/.test(text))
    throw new UsageError(`${command}: --jobs must be a whole number from 1, not ${JSON.stringify(text)}`);
  return Number(text);
}

/**
 * The options of every command that reads PDN files (`validate`, `pdn`, `export`): `--jobs N`
 * worker threads (`jobsOption`) and `--variant KEY` for games without a GameType tag.
 */
export const pdnFileOptions = { jobs: 'string', variant: 'string' } as const;

/** A file that could not be read on: `crownhead: FILE: no such file` (`, from byte N` when part of it was read). */
export function failureLine(event: Extract<PdnFileEvent, { kind: 'failure' }>): string {
  const reason = readFailure({ code: event.code, message: event.message });
  return `crownhead: ${event.file}: ${reason}${event.at > 0 ? ` (from byte ${event.at})` : ''}`;
}

/**
 * The events `validate` and `pdn` treat alike, handled: progress printed (`progress`), a file
 * counted, a file that could not be read on counted as an error and its line on stderr. False
 * for a piece of output, which each command writes its own way.
 */
export function tallyFileEvent(
  event: PdnPieceEvent,
  totals: PdnTotals,
  io: Io,
  progress: (event: Extract<PdnFileEvent, { kind: 'progress' }>) => void,
): event is Exclude<PdnPieceEvent, { kind: 'piece' }> {
  if (event.kind === 'progress') progress(event);
  else if (event.kind === 'file') totals.files++;
  else if (event.kind === 'failure') {
    totals.errors++;
    io.err(failureLine(event));
  } else return false;
  return true;
}

/** Prints progress events of files of 1 MiB or more on stderr: the first, then at most one a second. */
export function progressReporter(
  io: Io,
  command: string,
): (event: Extract<PdnFileEvent, { kind: 'progress' }>) => void {
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

/**
 * Writes `text` (lines each ended by `\n`, or nothing) to stderr, one `io.err` call a line:
 * `io.err` writes a line break inside a message as the two characters `\n`.
 */
export function errLines(io: Io, text: string): void {
  if (text.length > 0) for (const line of text.slice(0, -1).split('\n')) io.err(line);
}
