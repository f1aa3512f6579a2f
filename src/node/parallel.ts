/**
 * PDN files on every core: each file is cut into pieces at game boundaries, the pieces are read
 * by `worker_threads` workers, and the results come back in input order, the same as one thread
 * gives (docs/performance.md, "Every core"). Node only.
 * @module
 */
import { Worker } from 'node:worker_threads';
import { createReadStream, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { PdnRecord } from '../pdn/index.js';
import { readPdn } from '../pdn/index.js';
import { isUtf8 } from 'node:buffer';
import { validUtf8Prefix } from '../pdn/decode.js';
import type { PdnRange, RangeResult } from './range.js';
import type {
  CliGameResult,
  CliTask,
  CliTaskOptions,
  PdnGameResult,
  PdnTask,
  PdnTaskOptions,
  TextBase,
} from './tasks.js';
import { runTask, shiftInPlace } from './tasks.js';
import type { WorkerRequest } from './worker.js';
import type { OutputSpec, PieceOutput } from './gameOutput.js';
import { GameOutput } from './gameOutput.js';
import type { TableSpec } from './exportRows.js';
import { expectOptions, refuse } from '../core/arguments.js';

/** Options of {@link processPdnFiles}. */
export interface PdnFilesOptions extends PdnTaskOptions {
  /** Worker threads (default: the number of cores, `os.availableParallelism()`); 1 reads in this thread. */
  readonly jobs?: number;
  /** The size a piece of a file grows to before it is cut at the next game (default 1 MiB). */
  readonly pieceBytes?: number;
  /**
   * The most old-generation heap a worker may use, in MB (`resourceLimits.maxOldGenerationSizeMb`;
   * default: V8's). A worker that needs more is stopped: its piece's file is reported as a
   * `failure` with code `EWORKER`, and the other files go on with a new worker.
   */
  readonly workerHeapMb?: number;
}

/** What {@link processPdnFiles} yields, in input order. */
export type PdnFileEvent =
  /** The result of one game (or of problems outside any game) of `file`, locations in the file. */
  | {
      /** The kind of event. */
      readonly kind: 'game';
      /** The file, as given to {@link processPdnFiles}. */
      readonly file: string;
      /** The game's result, its locations in the file. */
      readonly result: PdnGameResult;
    }
  /** `file` has been read to its end. */
  | {
      /** The kind of event. */
      readonly kind: 'file';
      /** The file, as given to {@link processPdnFiles}. */
      readonly file: string;
      /** Its size in bytes. */
      readonly bytes: number;
      /** Its games. */
      readonly games: number;
      /** The most heap a worker used on it (0 in one thread). */
      readonly heapUsed: number;
      /**
       * The bytes read to get its results: `bytes` when every cut held (always in one thread), more
       * when a piece was read again with the next one (a comment across a cut): the reading's cost,
       * bounded by the cutting, not the encoding.
       */
      readonly bytesRead: number;
    }
  /** `file` could not be read on from byte `at`; its games before that came already. */
  | {
      /** The kind of event. */
      readonly kind: 'failure';
      /** The file, as given to {@link processPdnFiles}. */
      readonly file: string;
      /** The byte from which the file could not be read. */
      readonly at: number;
      /** Why, as `fs` says it. */
      readonly message: string;
      /** The system's code, such as `ENOENT`, when there is one. */
      readonly code: string | undefined;
    }
  /** Progress inside a file, between pieces (not in `jobs: 1`). */
  | {
      /** The kind of event. */
      readonly kind: 'progress';
      /** The file, as given to {@link processPdnFiles}. */
      readonly file: string;
      /** The bytes read so far. */
      readonly bytes: number;
      /** The file's size. */
      readonly total: number;
      /** The games so far. */
      readonly games: number;
    };

const DEFAULT_PIECE = 1024 * 1024;
/** In one thread, progress events at most this often (ms). */
const PROGRESS_MS = 250;

/** A failure as plain data. */
function failureOf(file: string, at: number, error: unknown): Extract<PdnFileEvent, { kind: 'failure' }> {
  const e = error as { message?: unknown; code?: unknown } | undefined;
  return {
    kind: 'failure',
    file,
    at,
    message: String(e?.message ?? error),
    code: typeof e?.code === 'string' ? e.code : undefined,
  };
}

/**
 * The bytes of `file` from its start. `/dev/stdin` is the process's standard input as Node opened
 * it: when that is a socket (a parent's `spawn` with `input`), opening the path fails with ENXIO.
 */
export function inputStream(file: string): AsyncIterable<Uint8Array> {
  return (file === '/dev/stdin' ? process.stdin : createReadStream(file)) as AsyncIterable<Uint8Array>;
}

/** The events of the files read in one thread: those of {@link processPdnFiles}, with the CLI's results. */
type ThreadEvent =
  | Exclude<PdnFileEvent, { kind: 'game' }>
  | { readonly kind: 'game'; readonly file: string; readonly result: CliGameResult };

/** One thread: each file streamed and each game done here. */
async function* inThisThread(
  files: readonly string[],
  task: CliTask,
  optionsFor: (file: string) => CliTaskOptions,
): AsyncGenerator<ThreadEvent> {
  for (const file of files) {
    const options = optionsFor(file);
    let games = 0;
    let read = 0;
    try {
      const size = (await stat(file)).size;
      const stream = inputStream(file);
      async function* counted(): AsyncGenerator<Uint8Array> {
        for await (const chunk of stream as AsyncIterable<Uint8Array>) {
          read += chunk.length;
          yield chunk;
        }
      }
      // `pdn` reads leniently whatever the mode (it rewrites what it can read).
      const readOptions = task !== 'pdn' && options.mode !== undefined ? { mode: options.mode } : {};
      // A progress event after the first game (docs/cli.md promises a line then), then at most every PROGRESS_MS.
      let last = -Infinity;
      for await (const record of readPdn(counted(), readOptions) as AsyncIterable<PdnRecord>) {
        if (record.game !== undefined) games++;
        yield { kind: 'game', file, result: runTask(task, record, options) };
        if (performance.now() - last >= PROGRESS_MS) {
          last = performance.now();
          yield { kind: 'progress', file, bytes: read, total: size, games };
        }
      }
      yield { kind: 'file', file, bytes: size, games, heapUsed: 0, bytesRead: read };
    } catch (error) {
      yield failureOf(file, read, error);
    }
  }
}

/** The URL of the worker script, beside this module's file in dist/. */
function workerUrl(): URL {
  const here = import.meta.url;
  return new URL(here.endsWith('.cjs') ? './pdnWorker.cjs' : './pdnWorker.js', here);
}

interface Job {
  readonly request: WorkerRequest;
  readonly resolve: (result: RangeResult) => void;
  readonly reject: (error: unknown) => void;
}

/** A fixed set of workers taking jobs from one queue; a worker that dies is replaced. */
class Pool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job>();
  private readonly queue: Job[] = [];
  private next = 0;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly heapMb: number | undefined,
  ) {}

  /** The result of `range`; a rejection is also handled here, so a piece dropped unread never counts as unhandled. */
  run(range: PdnRange, task: CliTask, options: CliTaskOptions, output: OutputSpec | undefined): Promise<RangeResult> {
    const promise = new Promise<RangeResult>((resolve, reject) => {
      const request: WorkerRequest =
        output === undefined
          ? { id: this.next++, range, task, options }
          : { id: this.next++, range, task, options, output };
      this.queue.push({ request, resolve, reject });
      this.pump();
    });
    promise.catch(() => {});
    return promise;
  }

  private spawn(): Worker {
    const worker = new Worker(
      workerUrl(),
      this.heapMb === undefined ? {} : { resourceLimits: { maxOldGenerationSizeMb: this.heapMb } },
    );
    worker.on('message', (message: { result?: RangeResult; error?: { message: string; code?: string } }) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      if (job !== undefined) {
        if (message.error !== undefined)
          job.reject(Object.assign(new Error(message.error.message), { code: message.error.code }));
        else job.resolve(message.result!);
      }
      this.idle.push(worker);
      this.pump();
    });
    const fail = (error: unknown): void => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      const i = this.idle.indexOf(worker);
      if (i >= 0) this.idle.splice(i, 1);
      job?.reject(
        Object.assign(new Error(`worker failed: ${error instanceof Error ? error.message : String(error)}`), {
          code: 'EWORKER',
        }),
      );
      void worker.terminate();
      this.pump();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.busy.has(worker)) fail(new Error(`exited with code ${code}`));
    });
    return worker;
  }

  private pump(): void {
    while (!this.closed && this.queue.length > 0) {
      let worker = this.idle.pop();
      if (worker === undefined) {
        if (this.busy.size >= this.size) return;
        worker = this.spawn();
      }
      const job = this.queue.shift()!;
      this.busy.set(worker, job);
      worker.postMessage(job.request);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('closed'));
    const all = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    this.busy.clear();
    await Promise.all(all.map((w) => w.terminate()));
  }
}

/** A piece of a file on its way: its range and the promise of its result. */
interface Piece {
  /** Which of the files given (a file may be given twice). */
  readonly listing: number;
  readonly file: string;
  readonly size: number;
  readonly range: PdnRange | undefined;
  readonly result: Promise<RangeResult> | undefined;
  /** A failure found while cutting (the file vanished, say), after the pieces before it. */
  readonly failure?: PdnFileEvent;
  /** The last piece of the file. */
  readonly last: boolean;
  /** The file cannot seek (a pipe, a FIFO, a terminal, a device): it is read from its start in this thread, as with one job. */
  readonly stream?: boolean;
}

/** True when `chunk[e - n + 1 .. e]` is `token` standing alone (line start or a space before it). */
function endsWithToken(chunk: Buffer, lineStart: number, e: number, token: string): boolean {
  const n = token.length;
  if (e - n + 1 < lineStart) return false;
  for (let k = 0; k < n; k++) if (chunk[e - n + 1 + k] !== token.charCodeAt(k)) return false;
  const before = e - n;
  return before < lineStart || chunk[before] === 32 || chunk[before] === 9;
}

const RESULTS = ['*', '1-0', '0-1', '1/2-1/2', '2-0', '0-2', '1-1', '0-0'];

/**
 * Whether the line after the line feed at `nl` may start a game (a candidate cut; the reader
 * checks it): a line starting with `[` that does not follow a tag line (inside a tag section),
 * unless that line ended a game on one line; or, for files without tags, a line starting with a
 * move number after a line that ends with a result token (a move never reads as one).
 */
function mayStartGame(chunk: Buffer, nl: number): boolean {
  const next = chunk[nl + 1];
  if (next !== 91 && !(next !== undefined && next >= 49 && next <= 57)) return false;
  const previous = nl > 0 ? chunk.lastIndexOf(10, nl - 1) : -1;
  let e = nl - 1;
  while (e > previous && (chunk[e] === 13 || chunk[e] === 32 || chunk[e] === 9)) e--;
  if (next === 91) {
    const ended = e > previous && (chunk[e] === 42 || (chunk[e]! >= 48 && chunk[e]! <= 57));
    return ended || previous < 0 || chunk[previous + 1] !== 91;
  }
  return previous >= 0 && e > previous && RESULTS.some((token) => endsWithToken(chunk, previous + 1, e, token));
}

/** How many bytes at the end of `bytes` start a UTF-8 sequence that is not complete yet (0-3). */
function incompleteTail(bytes: Uint8Array): number {
  for (let k = 1; k <= 3 && k <= bytes.length; k++) {
    const c = bytes[bytes.length - k]!;
    if (c < 0x80) return 0;
    if (c >= 0xc0) return (c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2) > k ? k : 0;
  }
  return 0;
}

/** A cut, and whether the file is read as ISO-8859-1 there (its first byte that is not UTF-8 is before it). */
interface Cut {
  readonly at: number;
  readonly latin1: boolean;
}

/**
 * The cuts of a file: byte offsets after a line feed where a game may begin ({@link mayStartGame}),
 * at least `pieceBytes` apart, each with the encoding the file's reader has there: the cutter
 * reads every byte anyway, so it finds the file's first byte that is not UTF-8 (native
 * `isUtf8` on each chunk, the exact byte only in the chunk that fails), and the encoding is
 * decided once for the whole file. Reads the file once, holding one read buffer.
 */
async function* cuts(file: string, pieceBytes: number): AsyncGenerator<Cut> {
  let base = 0;
  let from = pieceBytes;
  let lastByte = -1;
  // The offset of the file's first byte that is not UTF-8 (Infinity: none yet), and the start
  // of a sequence cut by the end of the previous chunk.
  let switchAt = Infinity;
  let carry: Buffer | undefined;
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
    if (switchAt === Infinity) {
      const bytes = carry === undefined ? chunk : Buffer.concat([carry, chunk]);
      const at = base - (carry?.length ?? 0);
      const body = bytes.subarray(0, bytes.length - incompleteTail(bytes));
      if (isUtf8(body)) carry = body.length < bytes.length ? Buffer.from(bytes.subarray(body.length)) : undefined;
      else switchAt = at + validUtf8Prefix(body);
    }
    for (;;) {
      if (from < base) from = base;
      let at = -1;
      if (from === base && lastByte === 10 && chunk.length > 0 && chunk[0] === 91) at = base;
      else {
        // Line by line from the first line feed that could end the piece.
        for (
          let nl = chunk.indexOf(10, from - base - 1 < 0 ? 0 : from - base - 1);
          nl >= 0 && nl + 1 < chunk.length;
          nl = chunk.indexOf(10, nl + 1)
        ) {
          if (mayStartGame(chunk, nl)) {
            at = base + nl + 1;
            break;
          }
        }
      }
      if (at < 0 || at < from) break;
      yield { at, latin1: switchAt < at };
      from = at + pieceBytes;
    }
    base += chunk.length;
    if (chunk.length > 0) lastByte = chunk[chunk.length - 1]!;
  }
}

/** A bounded queue between the cutter and the reader of results: `put` waits while it is full. */
class Channel<T> {
  private readonly items: T[] = [];
  private waiting: (() => void) | undefined;
  private room: (() => void) | undefined;
  private done = false;

  constructor(private readonly capacity: number) {}

  async put(item: T): Promise<void> {
    while (this.items.length >= this.capacity) await new Promise<void>((r) => (this.room = r));
    this.items.push(item);
    this.waiting?.();
    this.waiting = undefined;
  }

  end(): void {
    this.done = true;
    this.waiting?.();
    this.waiting = undefined;
  }

  async take(): Promise<T | undefined> {
    while (this.items.length === 0) {
      if (this.done) return undefined;
      await new Promise<void>((r) => (this.waiting = r));
    }
    const item = this.items.shift()!;
    this.room?.();
    this.room = undefined;
    return item;
  }
}

/**
 * Reads PDN files and does `task` on every game, on `options.jobs` worker threads (default:
 * every core): `'validate'` replays each game (the problems, the variant, the moves that
 * replayed); `'pdn'` also writes it in canonical PDN 3.0 (`text`), as `crownhead validate` and
 * `crownhead pdn` do. The events come in input order, the same whatever `jobs` is: the games of
 * each file with their problems located in the file, then `file` when it was read to its end, or
 * `failure` (with the byte it failed at) when it could not be read on; the other files go on.
 *
 * Each file is cut at game boundaries into pieces of about `pieceBytes`; each cut is checked by
 * the reader itself, and a file where one does not hold (a comment spanning the cut) is read
 * from there on as one piece, so the answer never depends on the cutting. A file that cannot
 * seek (a pipe, a FIFO, `/dev/stdin`, a shell's `<(zcat f.gz)`: not a regular file) is not cut:
 * it is read from its start in this thread as it comes, as with `jobs: 1`. Memory: each worker
 * holds one game and one piece's results; at most `2 × jobs` pieces are on their way, and a
 * consumer that stops reading stops the workers (backpressure).
 *
 * Node only (`crownhead/node`): it starts `worker_threads` workers from the package's files.
 * @example
 * ```ts
 * import { writeFileSync, mkdtempSync } from 'node:fs';
 * import { tmpdir } from 'node:os';
 * import { join } from 'node:path';
 * import { processPdnFiles } from 'crownhead/node';
 * const file = join(mkdtempSync(join(tmpdir(), 'doc-')), 'a.pdn');
 * writeFileSync(file, '[GameType "21"]\n1. 11-15 23-19 *\n[GameType "21"]\n1. 11-15 22-18 2. 15-19 *\n');
 * const seen: string[] = [];
 * for await (const event of processPdnFiles([file], 'validate', { jobs: 2 })) {
 *   if (event.kind === 'game') seen.push(`${event.result.index}:${event.result.moves}:${event.result.problems.map((p) => p.code).join()}`);
 * }
 * seen; // => ['1:2:', '2:2:illegal-move']
 * ```
 */
export async function* processPdnFiles(
  files: readonly string[],
  task: PdnTask,
  options: PdnFilesOptions = {},
): AsyncGenerator<PdnFileEvent> {
  if (!Array.isArray(files) || !files.every((f) => typeof f === 'string'))
    refuse('processPdnFiles', 'an array of file names', files, 'files');
  if (task !== 'validate' && task !== 'pdn') refuse('processPdnFiles', "'validate' or 'pdn'", task, 'task');
  expectOptions(options, 'processPdnFiles');
  for await (const event of ranges(files, task, options, undefined)) {
    if (event.kind !== 'range') yield event;
    // The results were parsed from the worker's JSON for this loop alone: placed in the file in place.
    else
      for (const r of JSON.parse(event.result.json) as PdnGameResult[])
        yield { kind: 'game', file: event.file, result: shiftInPlace(r, event.base) };
  }
}

/** What {@link processPdnPieces} yields, in input order: the events of {@link processPdnFiles} with pieces of output instead of games. */
export type PdnPieceEvent =
  /** The output of some games of `file`, line and game numbers relative to the piece, which follows `lines` lines and `games` games of the file. */
  | {
      readonly kind: 'piece';
      readonly file: string;
      readonly output: PieceOutput;
      readonly lines: number;
      readonly games: number;
    }
  | Exclude<PdnFileEvent, { kind: 'game' }>;

/** In one thread, a piece of output at least every this many records, */
const PIECE_RECORDS = 512;
/**
 * … or as soon as it holds this many characters: output held longer outlives the young
 * generation, and copying it there was 40 % of `export --rows moves` (a game makes 10 KB of
 * rows; 512 games' worth made 80 scavenges each copy 40 MB).
 */
const PIECE_CHARS = 256 * 1024;

/**
 * {@link processPdnFiles} for the CLI: instead of each game's result, the command's output for
 * each piece (`output(file)` says what it prints), made by the worker that read the piece, so
 * that the main thread only fills line and game numbers and writes text (docs/performance.md,
 * "Every core"). With one job, the same output from the same code, a piece every
 * {@link PIECE_RECORDS} records.
 */
export async function* processPdnPieces(
  files: readonly string[],
  task: CliTask,
  options: PdnFilesOptions,
  output: (file: string) => OutputSpec,
  table?: (file: string) => TableSpec,
): AsyncGenerator<PdnPieceEvent> {
  let collect: GameOutput | undefined;
  let file = '';
  let records = 0;
  for await (const event of ranges(files, task, options, output, table)) {
    if (event.kind === 'game') {
      if (collect === undefined || event.file !== file) {
        file = event.file;
        collect = new GameOutput(output(file));
      }
      collect.add(event.result);
      if (++records % PIECE_RECORDS === 0 || collect.size >= PIECE_CHARS)
        yield { kind: 'piece', file, output: collect.take(), lines: 0, games: 0 };
      continue;
    }
    if (collect !== undefined && !collect.empty)
      yield { kind: 'piece', file, output: collect.take(), lines: 0, games: 0 };
    if (event.kind === 'file' || event.kind === 'failure') collect = undefined;
    if (event.kind === 'range')
      yield {
        kind: 'piece',
        file: event.file,
        output: event.result.output!,
        lines: event.base.lines,
        games: event.base.games,
      };
    else yield event;
  }
}

/** Two ranges that follow each other as one: from the start (and encoding) of `a` to the end (and encoding) of `b`. */
function joinRanges(a: PdnRange, b: PdnRange): PdnRange {
  return {
    file: a.file,
    start: a.start,
    end: b.end,
    ...(a.latin1 === undefined ? {} : { latin1: a.latin1 }),
    ...(b.latin1AtEnd === undefined ? {} : { latin1AtEnd: b.latin1AtEnd }),
  };
}

/** Events of {@link ranges}: games (one thread) or the results of whole ranges (workers). */
type RangeEvent =
  | ThreadEvent
  | { readonly kind: 'range'; readonly file: string; readonly result: RangeResult; readonly base: TextBase };

/** The common part of {@link processPdnFiles} and {@link processPdnPieces}: with `output`, the workers make the command's output. */
async function* ranges(
  files: readonly string[],
  task: CliTask,
  options: PdnFilesOptions,
  output: ((file: string) => OutputSpec) | undefined,
  table?: (file: string) => TableSpec,
): AsyncGenerator<RangeEvent> {
  const jobs = Math.max(1, Math.floor(options.jobs ?? availableParallelism()));
  const common: CliTaskOptions = {
    ...(options.mode === undefined ? {} : { mode: options.mode }),
    ...(options.resultToken === undefined ? {} : { resultToken: options.resultToken }),
    ...(options.defaultGameType === undefined ? {} : { defaultGameType: options.defaultGameType }),
  };
  // `export` writes each file's own name in its rows.
  const optionsFor = (file: string): CliTaskOptions =>
    table === undefined ? common : { ...common, table: table(file) };
  // One thread reads each file from its start: the game numbers are final where rows are made.
  const oneThreadOptions = (file: string): CliTaskOptions => {
    const options = optionsFor(file);
    return options.table === undefined ? options : { ...options, table: { ...options.table, numbered: true } };
  };
  // Without the worker file beside this module (run from the sources, or a bundle that left it
  // out), one thread: the same answer, more slowly.
  if (jobs === 1 || !existsSync(fileURLToPath(workerUrl()))) {
    yield* inThisThread(files, task, oneThreadOptions);
    return;
  }
  const pieceBytes = Math.max(1, Math.floor(options.pieceBytes ?? DEFAULT_PIECE));
  const pool = new Pool(jobs, options.workerHeapMb);
  const channel = new Channel<Piece>(2 * jobs);
  // A piece the pool reads, and the last piece of a file the pool does not read (a failure, or a
  // stream read in this thread).
  const putRange = (listing: number, size: number, range: PdnRange, last: boolean): Promise<void> =>
    channel.put({
      listing,
      file: range.file,
      size,
      range,
      result: pool.run(range, task, optionsFor(range.file), output?.(range.file)),
      last,
    });
  const putUnread = (
    listing: number,
    file: string,
    size: number,
    how: { readonly failure: PdnFileEvent } | { readonly stream: true },
  ): Promise<void> => channel.put({ listing, file, size, range: undefined, result: undefined, last: true, ...how });
  let stopped = false;
  const cutter = (async () => {
    try {
      for (let listing = 0; listing < files.length; listing++) {
        const file = files[listing]!;
        if (stopped) return;
        let size: number;
        try {
          const stats = await stat(file);
          // A pipe, a FIFO, `<(zcat f.gz)`, /dev/stdin cannot be read at an offset (ESPIPE):
          // read as it comes, from its start, in this thread, never refused.
          if (!stats.isFile()) {
            await putUnread(listing, file, 0, { stream: true });
            continue;
          }
          size = stats.size;
        } catch (error) {
          await putUnread(listing, file, 0, { failure: failureOf(file, 0, error) });
          continue;
        }
        let start = 0;
        let latin1 = false;
        try {
          if (size > pieceBytes) {
            for await (const cut of cuts(file, pieceBytes)) {
              if (stopped) return;
              const range: PdnRange = { file, start, end: cut.at, latin1, latin1AtEnd: cut.latin1 };
              await putRange(listing, size, range, false);
              start = cut.at;
              latin1 = cut.latin1;
            }
          }
        } catch (error) {
          await putUnread(listing, file, size, { failure: failureOf(file, start, error) });
          continue;
        }
        const range: PdnRange = { file, start, end: undefined, latin1 };
        await putRange(listing, size, range, true);
      }
    } finally {
      channel.end();
    }
  })();
  try {
    let listing = -1;
    let base: TextBase = { offset: 0, lines: 0, games: 0 };
    let skipping = -1;
    let heapUsed = 0;
    let bytesRead = 0;
    const wasted: Promise<number>[] = [];
    for (let piece = await channel.take(); piece !== undefined; piece = await channel.take()) {
      piece.result?.catch(() => {});
      const file = piece.file;
      if (piece.listing !== listing) {
        listing = piece.listing;
        base = { offset: 0, lines: 0, games: 0 };
        heapUsed = 0;
        bytesRead = 0;
        wasted.length = 0;
      }
      if (skipping === listing) continue;
      if (piece.failure !== undefined) {
        yield piece.failure;
        continue;
      }
      if (piece.stream === true) {
        yield* inThisThread([file], task, oneThreadOptions);
        continue;
      }
      let result: RangeResult;
      let last = piece.last;
      let end = piece.range!.end;
      try {
        result = await piece.result!;
        bytesRead += result.bytesRead;
        // A cut that does not hold: read this piece and the next as one, until a cut holds.
        while (!result.sound) {
          const next = await channel.take();
          next?.result?.catch(() => {});
          if (next === undefined || next.listing !== listing)
            throw new Error('internal: a piece without its successor');
          // eslint-disable-next-line @typescript-eslint/only-throw-error -- the catch below yields it as the file's failure
          if (next.failure !== undefined) throw next.failure;
          last = next.last;
          end = next.range!.end;
          // The next piece was read for nothing: counted when its worker is done, so that
          // bytesRead tells the whole cost, without waiting for it before the joined reading.
          wasted.push(
            next.result!.then(
              (r) => r.bytesRead,
              () => 0,
            ),
          );
          result = await pool.run(joinRanges(piece.range!, next.range!), task, optionsFor(file), output?.(file));
          bytesRead += result.bytesRead;
        }
      } catch (error) {
        skipping = listing;
        const failure = error as PdnFileEvent;
        yield failure.kind === 'failure' ? failure : failureOf(file, piece.range!.start, error);
        continue;
      }
      yield { kind: 'range', file, result, base };
      base = {
        offset: base.offset + result.textLength,
        lines: base.lines + result.lines,
        games: base.games + result.games,
      };
      heapUsed = Math.max(heapUsed, result.heapUsed);
      if (last) {
        for (const bytes of await Promise.all(wasted)) bytesRead += bytes;
        wasted.length = 0;
        yield { kind: 'file', file, bytes: piece.size, games: base.games, heapUsed, bytesRead };
      } else yield { kind: 'progress', file, bytes: end!, total: piece.size, games: base.games };
    }
  } finally {
    stopped = true;
    // Unblock the cutter (it may wait for room), let it finish, then stop the workers.
    const drain = (async () => {
      for (let piece = await channel.take(); piece !== undefined; piece = await channel.take())
        piece.result?.catch(() => {});
    })();
    await cutter;
    await drain;
    await pool.close();
  }
}
